import Foundation
import LayoutKit

extension CompositionalLayoutSpec {
  /// A new layout as the spec describes it, with a view class registered for every decoration
  /// kind its sections can show (an unregistered kind is UIKit's exception).
  public func makeLayout() -> CompositionalLayout {
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = self.configuration.scrollDirection
    configuration.interSectionSpacing = self.configuration.interSectionSpacing
    configuration.contentInsetsReference = self.configuration.contentInsetsReference
    configuration.boundarySupplementaryItems =
      self.configuration.boundarySupplementaryItems.map { $0.make() }
    let layout: CompositionalLayout
    switch sections {
    case .list(let list):
      // list(using:) with the configuration the scenario gives, as an app would write
      // `UICollectionViewCompositionalLayout(sectionProvider: { .list(using:...) }, configuration:)`.
      layout = CompositionalLayout(
        sectionProvider: { _, environment in
          CollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }, configuration: configuration)
    case .all(let choice):
      layout = CompositionalLayout(
        sectionProvider: { _, environment in choice.section(for: environment)?.make(environment) },
        configuration: configuration)
    case .perIndex(let choices):
      layout = CompositionalLayout(
        sectionProvider: { index, environment in
          guard choices.indices.contains(index) else { return nil }
          return choices[index].section(for: environment)?.make(environment)
        }, configuration: configuration)
    }
    for kind in decorationKinds {
      layout.register(CollectionReusableView.self, forDecorationViewOfKind: kind)
    }
    return layout
  }

  /// Every decoration kind a section can show, in the order written, each once.
  var decorationKinds: [String] {
    let choices: [SectionChoice]
    switch sections {
    case .list: choices = []
    case .all(let choice): choices = [choice]
    case .perIndex(let all): choices = all
    }
    var kinds: [String] = []
    for choice in choices {
      let sections: [Section] =
        switch choice {
        case .section(let section): [section]
        case .byEffectiveContentWidth(let widths): widths.map(\.section)
        }
      for decoration in sections.flatMap({ $0.decorationItems ?? [] })
      where !kinds.contains(decoration.elementKind) {
        kinds.append(decoration.elementKind)
      }
    }
    return kinds
  }
}

extension CompositionalLayoutSpec.Section {
  /// The section's object for an environment (a list section reads it), made fresh on each ask
  /// as a section provider makes it.
  func make(_ environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
    let section: CollectionLayoutSection
    switch base {
    case .group(let group): section = CollectionLayoutSection(group: group.make())
    case .list(let list):
      section = CollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    }
    if let interGroupSpacing { section.interGroupSpacing = interGroupSpacing }
    if let contentInsets { section.contentInsets = contentInsets }
    if let contentInsetsReference { section.contentInsetsReference = contentInsetsReference }
    if let supplementariesFollowContentInsets {
      section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    }
    if let supplementaryContentInsetsReference {
      section.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    }
    if let boundarySupplementaryItems {
      section.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.make() }
    }
    if let decorationItems {
      section.decorationItems = decorationItems.map { $0.make() }
    }
    if let orthogonalScrollingBehavior {
      section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    }
    section.orthogonalScrollingProperties.decelerationRate =
      orthogonalScrollingProperties.decelerationRate
    section.orthogonalScrollingProperties.bounce = orthogonalScrollingProperties.bounce
    return section
  }
}

extension CompositionalLayoutSpec.Subitem {
  /// The item or group object.
  func make() -> CollectionLayoutItem {
    switch self {
    case .item(let item): item.make()
    case .group(let group): group.make()
    }
  }
}

extension CompositionalLayoutSpec.Item {
  func make() -> CollectionLayoutItem {
    let item = CollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems.map { $0.make() })
    item.contentInsets = contentInsets
    item.edgeSpacing = edgeSpacing
    return item
  }
}

extension CompositionalLayoutSpec.Group {
  func make() -> CollectionLayoutGroup {
    let group: CollectionLayoutGroup
    let subitems = self.subitems.map { $0.make() }
    switch (kind, repeatCount, subitems.first) {
    case (.custom, _, _):
      let items = customItems.map {
        CollectionLayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex)
      }
      group = .custom(layoutSize: layoutSize) { _ in items }
    case (.horizontal, let count?, let subitem?):
      group =
        resizesRepeatedSubitem
        ? .horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
        : .horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    case (.vertical, let count?, let subitem?):
      group =
        resizesRepeatedSubitem
        ? .vertical(layoutSize: layoutSize, subitem: subitem, count: count)
        : .vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    case (.horizontal, _, _):
      group = .horizontal(layoutSize: layoutSize, subitems: subitems)
    case (.vertical, _, _):
      group = .vertical(layoutSize: layoutSize, subitems: subitems)
    }
    group.interItemSpacing = interItemSpacing
    group.contentInsets = contentInsets
    group.edgeSpacing = edgeSpacing
    group.supplementaryItems = supplementaryItems.map { $0.make() }
    return group
  }
}

extension CompositionalLayoutSpec.BoundaryItem {
  func make() -> CollectionLayoutBoundarySupplementaryItem {
    let item = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: absoluteOffset)
    item.extendsBoundary = extendsBoundary
    item.pinToVisibleBounds = pinToVisibleBounds
    item.zIndex = zIndex
    item.contentInsets = contentInsets
    return item
  }
}

extension CompositionalLayoutSpec.SupplementaryItem {
  func make() -> CollectionLayoutSupplementaryItem {
    let item = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: itemAnchor)
    item.zIndex = zIndex
    item.contentInsets = contentInsets
    return item
  }
}

extension CompositionalLayoutSpec.DecorationItem {
  func make() -> CollectionLayoutDecorationItem {
    let item = CollectionLayoutDecorationItem.background(elementKind: elementKind)
    item.zIndex = zIndex
    item.contentInsets = contentInsets
    return item
  }
}
