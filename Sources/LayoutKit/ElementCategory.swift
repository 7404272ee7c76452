/// UICollectionView.ElementCategory: what kind of view a set of layout attributes describes.
public enum ElementCategory: Int, Hashable, Sendable, Comparable, CaseIterable {
  /// UICollectionView.ElementCategory.cell
  case cell = 0
  /// UICollectionView.ElementCategory.supplementaryView
  case supplementaryView = 1
  /// UICollectionView.ElementCategory.decorationView
  case decorationView = 2

  /// The first component of an element id: `cell`, `supplementary` or `decoration`.
  public var idPrefix: String {
    switch self {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: "decoration"
    }
  }

  public static func < (a: ElementCategory, b: ElementCategory) -> Bool { a.rawValue < b.rawValue }
}

/// UICollectionView's element-kind constants.
public enum ElementKind {
  /// UICollectionView.elementKindSectionHeader
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  /// UICollectionView.elementKindSectionFooter
  public static let sectionFooter = "UICollectionElementKindSectionFooter"

  /// The kind as element ids spell it: `header` and `footer` for the flow layout's section
  /// header and footer, any other kind as it is.
  public static func idName(_ kind: String) -> String {
    switch kind {
    case sectionHeader: "header"
    case sectionFooter: "footer"
    default: kind
    }
  }

  /// The inverse of `idName(_:)`.
  public static func kind(fromIDName name: String) -> String {
    switch name {
    case "header": sectionHeader
    case "footer": sectionFooter
    default: name
    }
  }
}
