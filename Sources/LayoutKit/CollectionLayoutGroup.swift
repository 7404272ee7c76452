import Foundation

/// NSCollectionLayoutGroup: items (or groups) laid out along a row or a column. A group is an
/// item, so groups nest; the section repeats its group until its items are used.
public final class CollectionLayoutGroup: CollectionLayoutItem {
  /// The direction a group lays its subitems out in.
  public enum Direction: Hashable, Sendable {
    /// A row: subitems left to right (leading to trailing).
    case horizontal
    /// A column: subitems top to bottom.
    case vertical
  }

  /// NSCollectionLayoutGroup.subitems
  public let subitems: [CollectionLayoutItem]
  /// The group's direction (UIKit's private `layoutDirection`).
  public let direction: Direction
  /// How many times a `repeatingSubitem:count:` (or `subitem:count:`) group repeats its subitem;
  /// nil for a group of subitems.
  public let repeatCount: Int?
  /// Whether the repeated subitem is resized into `repeatCount` equal slots, as the `subitem:count:`
  /// spelling of iOS 13 to 15 does; `repeatingSubitem:count:` (iOS 16) keeps the subitem's own
  /// size (docs/uikit-choices.md, "`repeatingSubitem:count:`").
  public let resizesRepeatedSubitem: Bool
  /// NSCollectionLayoutGroup.interItemSpacing: between consecutive subitems (none by default).
  public var interItemSpacing: CollectionLayoutSpacing? {
    didSet { CompositionalDefinitionRevision.advance() }
  }
  /// NSCollectionLayoutGroup.supplementaryItems: views anchored to the group (a frame around
  /// it), one per repetition, at the index path of the repetition's first item.
  public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
    get { super.supplementaryItems }
    set { super.supplementaryItems = newValue }
  }
  /// The item provider of a `custom(layoutSize:itemProvider:)` group; nil for the others.
  public let customItemProvider: CustomItemProvider?

  /// NSCollectionLayoutGroupCustomItemProvider: a custom group's items for an environment whose
  /// container is the group (its size, and its content insets as the container's insets).
  public typealias CustomItemProvider = (any CollectionLayoutEnvironment) ->
    [CollectionLayoutGroupCustomItem]

  private init(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], direction: Direction,
    repeatCount: Int?, resizesRepeatedSubitem: Bool = false,
    customItemProvider: CustomItemProvider? = nil
  ) {
    self.subitems = subitems
    self.direction = direction
    self.repeatCount = repeatCount
    self.resizesRepeatedSubitem = resizesRepeatedSubitem
    self.customItemProvider = customItemProvider
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// NSCollectionLayoutGroup.custom(layoutSize:itemProvider:): the items and their frames come
  /// from `itemProvider`, asked when the section is solved; the section repeats the group like
  /// any other.
  public static func custom(
    layoutSize: CollectionLayoutSize, itemProvider: @escaping CustomItemProvider
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [], direction: .horizontal, repeatCount: nil,
      customItemProvider: itemProvider)
  }

  /// NSCollectionLayoutGroup.horizontal(layoutSize:subitems:): the subitems in turn, repeated
  /// while the next one fits.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, direction: .horizontal, repeatCount: nil)
  }

  /// NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:): the subitem `count`
  /// times in a row, each at its own size (a fraction of the group's width less the spacing
  /// between the repetitions); making them fit is the caller's part, as UIKit documents.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], direction: .horizontal,
      repeatCount: max(count, 1))
  }

  /// NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:), the spelling before iOS 16:
  /// `count` equal slots along the group's width, the spacing taken out first; the subitem's own
  /// width is ignored.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], direction: .horizontal,
      repeatCount: max(count, 1), resizesRepeatedSubitem: true)
  }

  /// NSCollectionLayoutGroup.vertical(layoutSize:subitems:)
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, direction: .vertical, repeatCount: nil)
  }

  /// NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:): the subitem `count`
  /// times in a column, each at its own size.
  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], direction: .vertical,
      repeatCount: max(count, 1))
  }

  /// NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:), the spelling before iOS 16:
  /// `count` equal slots along the group's height, the spacing taken out first; the subitem's own
  /// height is ignored.
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], direction: .vertical,
      repeatCount: max(count, 1), resizesRepeatedSubitem: true)
  }
}
