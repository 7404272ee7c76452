import Foundation

/// UICollectionView as its layout sees it: the scroll view's geometry, the data counts, the
/// delegate and the data source. A class, as in UIKit, whose state is plain values that the
/// simulator (or a test, through `StaticCollectionView`) keeps up to date; UIKit's private calls
/// from the layout into its collection view go through `host`, which is not public API.
open class LayoutCollectionView {
  /// A collection view with zero bounds, no insets and no data.
  public init() {}

  /// UICollectionView.init(frame:collectionViewLayout:): a collection view of the frame's size,
  /// its layout attached.
  public convenience init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.init()
    bounds = CGRect(origin: .zero, size: frame.size)
    layout._setCollectionView(self)
  }

  /// UICollectionView.collectionViewLayout: the layout attached last (switching layouts is a
  /// scenario step, `setLayout`, not a call from a layout). Implicitly unwrapped because UIKit's
  /// is not optional, so a port reads it as it is written for iOS.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public internal(set) var collectionViewLayout: CollectionViewLayout!

  /// UICollectionView.elementKindSectionHeader
  public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// UICollectionView.elementKindSectionFooter
  public static let elementKindSectionFooter = ElementKind.sectionFooter

  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there).
  /// UIScrollView.bounds: the visible rect in content coordinates (origin = contentOffset).
  @exclusivity(unchecked) public var bounds = CGRect.zero
  /// UIView.frame: the bounds' size at the origin of its (simulated) superview.
  public var frame: CGRect { CGRect(origin: .zero, size: bounds.size) }
  /// UIScrollView.contentOffset. Setting it is setContentOffset(_:animated: false): in the
  /// simulator a real scroll, with its `scroll` event and layout pass.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// UIScrollView.setContentOffset(_:animated:). This base class moves its bounds; the
  /// simulated collection view scrolls (animated along UIKit's default curve).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    bounds.origin = contentOffset
  }

  /// UICollectionView.scrollToItem(at:at:animated:): scrolls so that the item is at the
  /// position in the visible area. This base class does nothing; the simulated collection view
  /// scrolls, or scrolls the item's orthogonal section (docs/uikit-choices.md, "`scrollToItem`").
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool
  ) {}

  /// UICollectionView.indexPathsForVisibleItems: the index paths of the cells shown, in index
  /// path order (UIKit's order is unspecified). None in this base class.
  open var indexPathsForVisibleItems: [IndexPath] { [] }

  /// UICollectionView.visibleCells: the cells shown, in index path order (UIKit's order is
  /// unspecified). None in this base class.
  open var visibleCells: [CollectionViewCell] { [] }

  /// UICollectionView.cellForItem(at:): the cell shown for the item, or nil when it is not shown.
  /// None in this base class.
  open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { nil }

  /// UICollectionView.indexPath(for:): the index path of a cell shown, or nil for a cell that is
  /// not. None in this base class.
  open func indexPath(for cell: CollectionViewCell) -> IndexPath? { nil }

  /// UICollectionView.indexPathForItem(at:): the shown cell whose frame contains `point` (in
  /// content coordinates), the one drawn on top when several do (the highest zIndex, then the
  /// last in index path order); nil over no cell. None in this base class.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }

  /// UITraitEnvironment.traitCollection of the collection view: its screen scale, layout
  /// direction and the size classes of its bounds.
  public var traitCollection: TraitCollection {
    var traits = TraitCollection(
      displayScale: displayScale, layoutDirection: effectiveUserInterfaceLayoutDirection,
      size: bounds.size)
    traits.preferredContentSizeCategory = preferredContentSizeCategory
    return traits
  }
  /// The text size the user chose, which `traitCollection` reports (scrollsim's: UIKit takes
  /// it from the system settings).
  @exclusivity(unchecked) public var preferredContentSizeCategory = ContentSizeCategory.large
  /// UIScrollView.contentSize: the layout's content size as the collection view last read it.
  @exclusivity(unchecked) public var contentSize = CGSize.zero
  /// UIScrollView.contentInset
  @exclusivity(unchecked) open var contentInset = EdgeInsets.zero
  /// UIView.safeAreaInsets
  @exclusivity(unchecked) public var safeAreaInsets = EdgeInsets.zero
  /// UIScrollView.adjustedContentInset: the content inset plus the safe area on the edges the
  /// adjustment behaviour selects; this base class adds all four.
  open var adjustedContentInset: EdgeInsets { contentInset + safeAreaInsets }
  /// UIView.layoutMargins: `marginsInsideSafeArea` inside the safe area, as UIKit measures them
  /// while `insetsLayoutMarginsFromSafeArea` is true (its default).
  open var layoutMargins: EdgeInsets { safeAreaInsets + marginsInsideSafeArea }
  /// The layout margins as set, measured from the safe area (UIView.directionalLayoutMargins in
  /// left-to-right terms): UIView's default 8 points; a view controller's root view on an
  /// iPhone gets 16 (20 at regular width) leading and trailing from its system minimum margins.
  @exclusivity(unchecked) public var marginsInsideSafeArea = EdgeInsets(all: 8)
  /// UIScrollView.isPagingEnabled
  public var isPagingEnabled = false
  /// UIScrollView.decelerationRate
  public var decelerationRate = DecelerationRate.normal
  /// UIView.effectiveUserInterfaceLayoutDirection
  @exclusivity(unchecked) public var effectiveUserInterfaceLayoutDirection =
    UserInterfaceLayoutDirection.leftToRight
  /// UITraitCollection.displayScale of the collection view
  @exclusivity(unchecked) public var displayScale: Double = 3

  /// UICollectionView.delegate
  public weak var delegate: CollectionViewDelegate?
  /// UICollectionView.dataSource
  public weak var dataSource: CollectionViewDataSource?

  /// UICollectionView.numberOfSections: what the data source said when the collection view last
  /// read its counts (the base class asks it now; 1 when it does not answer, 0 without one).
  open var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return dataSource.numberOfSections(in: self) ?? 1
  }

  /// UICollectionView.numberOfItems(inSection:)
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Where UIKit's private layout-to-collection-view calls go.
  package weak var host: CollectionViewHost?

  /// The flow delegate, when the delegate conforms to UICollectionViewDelegateFlowLayout.
  var flowLayoutDelegate: CollectionViewDelegateFlowLayout? {
    delegate as? CollectionViewDelegateFlowLayout
  }
}

/// UIKit's private calls from a layout into its collection view; the simulator implements them.
package protocol CollectionViewHost: AnyObject {
  /// The private call UIKit's invalidateLayout(with:) makes on the collection view: mark the
  /// layout data invalid and schedule a layout pass.
  func layoutDidInvalidate(_ layout: CollectionViewLayout, with context: InvalidationContext)

  /// The attributes currently applied to a displayed element, or nil when it is not displayed;
  /// the default final attributes of a disappearing element start from these.
  func displayedLayoutAttributes(for key: ElementKey) -> LayoutAttributes?
}

/// UIScrollView.DecelerationRate: the factor the velocity is multiplied by every millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// UIScrollView.DecelerationRate.rawValue
  public var rawValue: Double
  /// UIScrollView.DecelerationRate(rawValue:)
  public init(rawValue: Double) { self.rawValue = rawValue }
  /// UIScrollView.DecelerationRate.normal (0.998)
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// UIScrollView.DecelerationRate.fast (0.99)
  public static let fast = DecelerationRate(rawValue: 0.99)
}

/// UICollectionViewDelegate (the layout reads only its flow-layout refinement).
public protocol CollectionViewDelegate: AnyObject {}

/// UICollectionViewDataSource: the counts a layout may ask for.
public protocol CollectionViewDataSource: AnyObject {
  /// collectionView(_:numberOfItemsInSection:)
  func collectionView(_ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// numberOfSections(in:): optional in UIKit; nil means "not implemented" (one section).
  func numberOfSections(in collectionView: LayoutCollectionView) -> Int?
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: LayoutCollectionView) -> Int? { nil }
}

/// UICollectionViewDelegateFlowLayout. Every method is optional, as in UIKit: the default
/// implementations return nil, which the flow layout reads as "the delegate does not implement
/// this" and falls back to its own property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// `respondsToSelector:` for one of the optional methods: UIKit asks once
  /// (`_updateDelegateFlags`) and calls a method only when the delegate implements it; the flow
  /// layout's setters skip invalidation for values the delegate supplies. True unless a
  /// conformer says no.
  func responds(to method: FlowDelegateMethod) -> Bool
  /// collectionView(_:layout:sizeForItemAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize?
  /// collectionView(_:layout:insetForSectionAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets?
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double?
  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double?
  /// collectionView(_:layout:referenceSizeForHeaderInSection:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize?
  /// collectionView(_:layout:referenceSizeForFooterInSection:)
  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize?
}

/// The optional methods of UICollectionViewDelegateFlowLayout.
public enum FlowDelegateMethod: Sendable, CaseIterable {
  /// collectionView(_:layout:sizeForItemAt:)
  case sizeForItem
  /// collectionView(_:layout:insetForSectionAt:)
  case insetForSection
  /// collectionView(_:layout:minimumLineSpacingForSectionAt:)
  case minimumLineSpacing
  /// collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
  case minimumInteritemSpacing
  /// collectionView(_:layout:referenceSizeForHeaderInSection:)
  case referenceSizeForHeader
  /// collectionView(_:layout:referenceSizeForFooterInSection:)
  case referenceSizeForFooter
}

extension CollectionViewDelegateFlowLayout {
  public func responds(to method: FlowDelegateMethod) -> Bool { true }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? { nil }
  public func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? { nil }
}
