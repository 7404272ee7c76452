import Foundation

/// UICollectionLayoutListConfiguration: a section (or a whole layout) that looks like a table
/// view: full-width rows with an estimated height, and optional header and footer views.
///
/// The metrics each appearance gets are listed in docs/uikit-choices.md, "Compositional layout".
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
  /// UICollectionLayoutListConfiguration.Appearance
  public enum Appearance: Hashable, Sendable, CaseIterable {
    /// Edge-to-edge rows with sticky headers.
    case plain
    /// Edge-to-edge rows in sections set apart.
    case grouped
    /// Rows in sections set apart and inset from the sides.
    case insetGrouped
    /// A sidebar's rows, inset and set apart like `insetGrouped`.
    case sidebar
    /// A sidebar's rows, edge to edge like `plain`.
    case sidebarPlain
  }

  /// UICollectionLayoutListConfiguration.HeaderMode
  public enum HeaderMode: Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A header supplementary view of kind `ElementKind.sectionHeader` at (section, 0).
    case supplementary
    /// The first item is styled as a header: laid out as a row.
    case firstItemInSection
  }

  /// UICollectionLayoutListConfiguration.FooterMode
  public enum FooterMode: Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A footer supplementary view of kind `ElementKind.sectionFooter` at (section, 0).
    case supplementary
  }

  /// UICollectionLayoutListConfiguration.appearance
  public let appearance: Appearance
  /// UICollectionLayoutListConfiguration.showsSeparators (default true). Stored: separators are
  /// drawn inside the cells and take no room in the layout.
  public var showsSeparators = true
  /// UICollectionLayoutListConfiguration.headerMode (default none).
  public var headerMode = HeaderMode.none
  /// UICollectionLayoutListConfiguration.footerMode (default none).
  public var footerMode = FooterMode.none

  /// UICollectionLayoutListConfiguration(appearance:)
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// The rows' estimated height: UIKit's 44-point default.
  static let estimatedRowHeight: Double = 44
  /// The estimated height of a plain list's headers and footers: a plain table's 28 points.
  static let estimatedPlainSupplementaryHeight: Double = 28
  /// The estimated height of a grouped list's headers and footers.
  static let estimatedGroupedSupplementaryHeight: Double = 44
  /// The space a grouped list keeps above and below each section's rows: half of a grouped
  /// table's 35-point gap between sections.
  static let groupedSectionSpacing = 17.5
  /// How far an inset-grouped list's rows stand in from each side.
  static let insetGroupedSideInset: Double = 20

  /// Whether the appearance sets its sections apart (the grouped family).
  var isGrouped: Bool {
    switch appearance {
    case .plain, .sidebarPlain: false
    case .grouped, .insetGrouped, .sidebar: true
    }
  }

  /// The section's content insets for the appearance.
  var sectionInsets: DirectionalEdgeInsets {
    let vertical = isGrouped ? Self.groupedSectionSpacing : 0
    let side =
      appearance == .insetGrouped || appearance == .sidebar ? Self.insetGroupedSideInset : 0
    return DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
  }
}
