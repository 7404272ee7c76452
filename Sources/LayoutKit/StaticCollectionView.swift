import Foundation

/// A collection view made of plain values: the layout's data source, delegate and geometry in one
/// object, for tests, benchmarks and tools that drive a layout without the simulator.
public final class StaticCollectionView: LayoutCollectionView, CollectionViewDelegateFlowLayout,
  CollectionViewDataSource, CollectionViewHost
{
  /// The delegate's answers for one section; nil fields are "not implemented", so the layout
  /// falls back to its own property.
  public struct Section: Equatable, Sendable {
    /// numberOfItems(inSection:)
    public var itemCount: Int
    /// One size for every item of the section (sizeForItemAt).
    public var itemSize: CGSize?
    /// One size per item (sizeForItemAt); wins over `itemSize`.
    public var itemSizes: [CGSize]?
    /// The section's other answers: inset, spacings, header and footer sizes.
    public var answers: FlowSectionAnswers

    /// A section with the given answers.
    public init(
      itemCount: Int, itemSize: CGSize? = nil, itemSizes: [CGSize]? = nil,
      sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
      minimumInteritemSpacing: Double? = nil, headerReferenceSize: CGSize? = nil,
      footerReferenceSize: CGSize? = nil
    ) {
      self.itemCount = itemCount
      self.itemSize = itemSize
      self.itemSizes = itemSizes
      answers = FlowSectionAnswers(
        sectionInset: sectionInset, minimumLineSpacing: minimumLineSpacing,
        minimumInteritemSpacing: minimumInteritemSpacing,
        headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    /// A section whose items take the layout's itemSize.
    public init(_ itemCount: Int) { self.init(itemCount: itemCount) }

    /// A section with one size per item.
    public init(sizes: [CGSize]) { self.init(itemCount: sizes.count, itemSizes: sizes) }
  }

  /// The adjusted content inset the layout sees, given directly.
  public var adjustedInset: EdgeInsets
  /// The layout margins the layout sees, given directly.
  public var margins: EdgeInsets
  /// The sections and their delegate answers.
  public var sections: [Section]
  /// Whether the delegate conforms to UICollectionViewDelegateFlowLayout at all.
  public var actsAsFlowDelegate: Bool {
    didSet { delegate = actsAsFlowDelegate ? self : nil }
  }
  /// Every context a layout sent through invalidateLayout(with:), in order.
  public private(set) var invalidations: [InvalidationContext] = []
  /// The attributes `displayedLayoutAttributes(for:)` answers with.
  public var displayed: [ElementKey: LayoutAttributes] = [:]

  /// A collection view of the given size and sections.
  public init(
    size: CGSize = CGSize(width: 390, height: 844), contentOffset: CGPoint = .zero,
    sections: [Section], adjustedContentInset: EdgeInsets = .zero,
    safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight, displayScale: Double = 3,
    actsAsFlowDelegate: Bool = true
  ) {
    self.sections = sections
    adjustedInset = adjustedContentInset
    margins = layoutMargins
    self.actsAsFlowDelegate = actsAsFlowDelegate
    super.init()
    bounds = CGRect(origin: contentOffset, size: size)
    self.safeAreaInsets = safeAreaInsets
    effectiveUserInterfaceLayoutDirection = layoutDirection
    self.displayScale = displayScale
    host = self
    dataSource = self
    delegate = actsAsFlowDelegate ? self : nil
  }

  public override var adjustedContentInset: EdgeInsets { adjustedInset }

  public override var layoutMargins: EdgeInsets { margins }

  public override var numberOfSections: Int { sections.count }

  public override func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].itemCount : 0
  }

  /// collectionView(_:numberOfItemsInSection:)
  public func collectionView(
    _ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int
  ) -> Int { numberOfItems(inSection: section) }

  /// numberOfSections(in:)
  public func numberOfSections(in collectionView: LayoutCollectionView) -> Int? {
    sections.count
  }

  package func layoutDidInvalidate(
    _ layout: CollectionViewLayout, with context: InvalidationContext
  ) {
    invalidations.append(context)
  }

  package func displayedLayoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    displayed[key]
  }

  /// Attaches `layout` and runs prepare(), as the collection view's first layout pass does.
  public func attach(_ layout: CollectionViewLayout) {
    layout._setCollectionView(self)
    layout.prepare()
  }

  /// Whether any section gives an answer for `method`.
  public func responds(to method: FlowDelegateMethod) -> Bool {
    sections.contains { section in
      switch method {
      case .sizeForItem: section.itemSize != nil || section.itemSizes != nil
      default: section.answers.hasAnswer(for: method)
      }
    }
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if let sizes = section.itemSizes, sizes.indices.contains(indexPath.item) {
      return sizes[indexPath.item]
    }
    return section.itemSize
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? {
    sections.indices.contains(section) ? sections[section].answers.sectionInset : nil
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? {
    sections.indices.contains(section) ? sections[section].answers.minimumLineSpacing : nil
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? {
    sections.indices.contains(section) ? sections[section].answers.minimumInteritemSpacing : nil
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    sections.indices.contains(section) ? sections[section].answers.headerReferenceSize : nil
  }

  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? {
    sections.indices.contains(section) ? sections[section].answers.footerReferenceSize : nil
  }
}
