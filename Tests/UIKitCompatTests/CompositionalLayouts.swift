// Compositional layouts written the way a UIKit developer writes them (the common shapes of
// "modern collection views" code), compiled with only `import UIKit` changed to
// `import UIKitCompat`.
import UIKitCompat

enum CompositionalLayouts {
  static let headerKind = "section-header-element-kind"
  static let footerKind = "section-footer-element-kind"
  static let backgroundKind = "background-element-kind"

  /// A grid whose items are inset inside their cells, with a header, a footer and a background.
  static func insetGrid() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let headerSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerSize, elementKind: headerKind, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerSize, elementKind: footerKind, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    section.interGroupSpacing = 0

    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(
      SectionBackgroundDecorationView.self, forDecorationViewOfKind: backgroundKind)
    return layout
  }

  /// Sections that choose their shape from their index and the container's width.
  static func adaptiveSections() -> UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider = {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      let wide = layoutEnvironment.container.effectiveContentSize.width > 500
      let columns = sectionIndex == 0 ? 1 : (wide ? 4 : 2)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      let groupHeight: NSCollectionLayoutDimension =
        columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight),
        subitem: item, count: columns)
      group.interItemSpacing = NSCollectionLayoutSpacing.fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsetsReference = UIContentInsetsReference.none
      return section
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.scrollDirection = .vertical
    return UICollectionViewCompositionalLayout(
      sectionProvider: sectionProvider, configuration: configuration)
  }

  /// A big item beside a vertical pair, the pair's items kept apart by flexible edge spacing.
  static func nestedGroups() -> UICollectionViewLayout {
    let leading = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.45)))
    trailingItem.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      subitems: [trailingItem])
    let nestedGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [leading, trailingGroup])
    return UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: nestedGroup))
  }

  static let badgeKind = "badge-element-kind"

  /// A grid of quarter-width squares, each with a 20-pt badge over its top trailing corner.
  static func badgedGrid() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badgeSize = NSCollectionLayoutSize(
      widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize, elementKind: badgeKind, containerAnchor: badgeAnchor)
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// A custom group: a wide item, then a narrow one raised above it.
  static func customGroup() -> UICollectionViewLayout {
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
    let provider: NSCollectionLayoutGroupCustomItemProvider = { environment in
      let width = environment.container.effectiveContentSize.width
      return [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 0, width: width * 0.75, height: 120)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: width * 0.75, y: 20, width: width * 0.25, height: 80), zIndex: 1),
      ]
    }
    let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize, itemProvider: provider)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// An inset-grouped list with headers for the whole layout.
  static func insetGroupedList() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// A plain list section, then grid sections, chosen per section.
  static func listThenGrid() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      guard sectionIndex > 0 else {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
  }

  /// A carousel of half-width cards that pages one card at a time, centred, each card scaled by
  /// its distance from the centre (the WWDC 2019 "Advances in Collection View Layout" shape).
  static func carousel() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = {
      (
        items: [NSCollectionLayoutVisibleItem], offset: CGPoint,
        environment: NSCollectionLayoutEnvironment
      ) in
      let width = environment.container.contentSize.width
      for item in items {
        let distanceFromCenter = abs(item.frame.midX - offset.x - width / 2.0)
        let scale = max(1.1 - distanceFromCenter / width, 0.7)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    section.visibleItemsInvalidationHandler = handler
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Two half-width columns, spelled as iOS 16 and later code spells it (`any` existentials,
  /// `repeatingSubitem:`, `transform3D`), with a handler that scales the cells only.
  static func modernSpelling() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout {
      (_: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
      item.contentInsets = NSDirectionalEdgeInsets()
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        repeatingSubitem: item, count: 2)
      group.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      let container: any NSCollectionLayoutContainer = environment.container
      section.contentInsets.top = container.effectiveContentInsets.top
      section.visibleItemsInvalidationHandler = {
        (
          items: [any NSCollectionLayoutVisibleItem], _: CGPoint,
          _: any NSCollectionLayoutEnvironment
        )
        in
        for item in items where item.representedElementCategory == .cell {
          item.transform3D = CATransform3DMakeScale(0.9, 0.9, 1)
        }
      }
      return section
    }
  }

  /// A single column, full width on a phone and 600 points wide centred on an iPad: the insets
  /// that centre it come from the container's effective insets and the trait collection's idiom.
  static func centredColumn() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      let insets = environment.container.effectiveContentInsets
      let available =
        environment.container.contentSize.width - insets.leading - insets.trailing
      let columnWidth: CGFloat =
        environment.traitCollection.userInterfaceIdiom == .pad ? 600 : available
      let side = max(0, (available - columnWidth) / 2)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: side, bottom: 0, trailing: side)
      return section
    }
  }
}

/// Apple's sample's section background, as written for iOS: `override init(frame:)` and
/// `required init?(coder:)` compile unchanged.
final class SectionBackgroundDecorationView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }
  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
  func configure() {
    alpha = 1
  }
}

extension CompositionalLayouts {
  static let layoutHeaderKind = "layout-header-element-kind"

  /// The boundary details a feed reaches for: a global header from the configuration, section
  /// headers that extend the section, sit outside its content insets and are nudged by an
  /// absolute offset, items of a height uniform across their siblings, and badges placed by a
  /// container anchor with an offset and an item anchor.
  static func boundaryDetails() -> UICollectionViewLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(10), heightDimension: .absolute(10)),
      elementKind: badgeKind,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5),
        heightDimension: .uniformAcrossSiblings(estimate: 100)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.supplementariesFollowContentInsets = false
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
      elementKind: headerKind, alignment: .top, absoluteOffset: CGPoint(x: 0, y: -10))
    header.extendsBoundary = true
    section.boundarySupplementaryItems = [header]

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .none
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
        elementKind: layoutHeaderKind, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  /// A grouped list whose sections have footers as well as headers.
  static func groupedListWithFooters() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }
}
