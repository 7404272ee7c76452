/// UICollectionView.ElementCategory: what kind of view a set of layout attributes describes.
public enum ElementCategory: Int, Hashable, Sendable, Comparable, CaseIterable {
  /// UICollectionView.ElementCategory.cell
  case cell = 0
  /// UICollectionView.ElementCategory.supplementaryView
  case supplementaryView = 1
  /// UICollectionView.ElementCategory.decorationView
  case decorationView = 2

  public static func < (a: ElementCategory, b: ElementCategory) -> Bool { a.rawValue < b.rawValue }
}

/// UICollectionView's element-kind constants.
public enum ElementKind {
  /// UICollectionView.elementKindSectionHeader
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  /// UICollectionView.elementKindSectionFooter
  public static let sectionFooter = "UICollectionElementKindSectionFooter"

  /// The short name scrollsim gives a kind, as scenarios, element ids and the canonical order
  /// spell it: `header` and `footer` for the flow layout's section header and footer, any other
  /// kind as it is.
  public static func shortName(_ kind: String) -> String {
    switch kind {
    case sectionHeader: "header"
    case sectionFooter: "footer"
    default: kind
    }
  }

  /// The inverse of `shortName(_:)`.
  public static func kind(fromShortName name: String) -> String {
    switch name {
    case "header": sectionHeader
    case "footer": sectionFooter
    default: name
    }
  }
}
