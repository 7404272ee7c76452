import LayoutKit

/// The seed layouts' settings, as a scenario's `layout` mapping gives them; each kind reads only
/// its own.
public struct SeedLayoutOptions: Sendable {
  /// section-backgrounds `decorations.default`: the decoration kind of every section not listed
  /// in `sectionDecorationKinds`; nil for none.
  public var defaultDecorationKind: String? = "background"
  /// section-backgrounds `decorations.sections`: the kind per section; a nil value for none.
  public var sectionDecorationKinds: [Int: String?] = [:]
  /// section-backgrounds `extendEdges`
  public var extendEdges = EdgeInsets.zero
  /// section-backgrounds `sections: {S: {extendEdges: ...}}`
  public var sectionExtendEdges: [Int: EdgeInsets] = [:]
  /// section-backgrounds `decorationContainsHeader`
  public var decorationContainsHeader = false
  /// section-backgrounds `adjustHeaderAndFooterLayout`
  public var adjustHeaderAndFooterLayout = false

  /// separators `separator.kind`
  public var separatorKind = "separator"
  /// separators `separator.thickness`; nil for the section's line spacing.
  public var separatorThickness: Double?
  /// separators `separator.zIndex`
  public var separatorZIndex = 1000
  /// separators `separator.afterLastLine`
  public var separatorAfterLastLine = false
  /// separators `separator.insets`
  public var separatorInsets = EdgeInsets.zero

  /// pinned-headers `pinnedSections`
  public var pinnedSections: [Int] = []
  /// pinned-headers `pinnedZIndex`
  public var pinnedZIndex = 1024
  /// pinned-headers `seedQuirks`
  public var seedQuirks = false

  /// The defaults of every kind.
  public init() {}

  /// The decoration kind of a section's background.
  public func decorationKind(ofSection section: Int) -> String? {
    if let kind = sectionDecorationKinds[section] { return kind }
    return defaultDecorationKind
  }

  /// Every background kind a section can show, for registration.
  public var backgroundKinds: [String] {
    var kinds: [String] = []
    for kind in [defaultDecorationKind]
      + sectionDecorationKinds.keys.sorted().map({
        sectionDecorationKinds[$0] ?? nil
      })
    {
      if let kind, !kinds.contains(kind) { kinds.append(kind) }
    }
    return kinds
  }
}

/// Seed 000's delegate answering from the scenario: kinds from the options, colours from the
/// data source (set by whoever owns the collection view).
public final class ConfiguredSectionBackgrounds: SectionBackgroundDelegate {
  /// The options the kinds come from.
  public let options: SeedLayoutOptions
  /// The colour of a section's background; none until set.
  public var colorOfSection: (Int) -> String? = { _ in nil }

  /// A delegate answering from `options`.
  public init(options: SeedLayoutOptions) { self.options = options }

  public func decorationViewKind(ofSection section: Int) -> String? {
    options.decorationKind(ofSection: section)
  }

  public func backgroundColor(ofSection section: Int) -> String? { colorOfSection(section) }
}
