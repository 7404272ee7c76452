import Foundation

/// UICollectionLayoutListConfiguration: a section (or a whole layout) that looks like a table
/// view: full-width rows with an estimated height, and optional header and footer views.
///
/// The metrics each appearance gets are in CollectionLayoutListConfiguration+Metrics and
/// docs/uikit-choices.md, "List sections".
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
  /// UICollectionLayoutListConfiguration.showsSeparators (default true). Stored: separators take
  /// no room, and scrollsim's list adds no separator elements (UIKit's are decoration items).
  public var showsSeparators = true
  /// UICollectionLayoutListConfiguration.headerMode (default none).
  public var headerMode = HeaderMode.none
  /// UICollectionLayoutListConfiguration.footerMode (default none).
  public var footerMode = FooterMode.none
  /// UICollectionLayoutListConfiguration.headerTopPadding (iOS 15): the room above each header;
  /// nil (the default) is automatic, the appearance's own. A negative value is nil, as UIKit's
  /// setter makes it.
  public var headerTopPadding: Double? {
    get { storedHeaderTopPadding }
    set { storedHeaderTopPadding = newValue.flatMap { $0 < 0 ? nil : $0 } }
  }
  private var storedHeaderTopPadding: Double?

  /// UICollectionLayoutListConfiguration(appearance:)
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
