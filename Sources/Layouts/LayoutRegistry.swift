import LayoutKit

/// The layouts a scenario can name under `layout.kind`.
public enum LayoutRegistry {
  /// Every kind of the scenario contract, in its order.
  public static let contractKinds = ["flow", "section-backgrounds", "separators", "pinned-headers"]

  /// The kinds this build provides: the contract's, then the ported layouts.
  public static let availableKinds = contractKinds + portedKinds.map(\.name)

  /// The seed kinds, which combine into one layout.
  public static let seedKinds = ["section-backgrounds", "separators", "pinned-headers"]

  /// The `layout` keys each kind adds to the flow layout's.
  public static let keys: [String: [String]] = [
    "flow": [],
    "section-backgrounds": [
      "decorations", "extendEdges", "decorationContainsHeader", "adjustHeaderAndFooterLayout",
    ],
    "separators": ["separator"],
    "pinned-headers": ["pinnedSections", "pinnedZIndex", "seedQuirks"],
  ]

  /// The keys a kind adds inside `layout.sections.S`.
  public static let sectionKeys: [String: [String]] = ["section-backgrounds": ["extendEdges"]]

  /// A layout and the objects it relies on without owning them (seed 000's delegate is weak).
  public struct Made {
    /// The layout.
    public let layout: CollectionViewLayout
    /// Seed 000's delegate, when the layout shows section backgrounds.
    public let sectionBackgrounds: ConfiguredSectionBackgrounds?
  }

  /// A new layout of the given kinds, or nil when one is not available. Seed kinds become one
  /// `FeatureFlowLayout` whose features run in a fixed order, whatever the order of `kinds`:
  /// section backgrounds, separators, pinned headers.
  /// A ported kind stands alone and reads `parameters`.
  public static func makeLayout(
    kinds: [String], options: SeedLayoutOptions = SeedLayoutOptions(),
    parameters: [String: AttributeValue] = [:]
  ) -> Made? {
    guard !kinds.isEmpty, kinds.allSatisfy(availableKinds.contains) else { return nil }
    if let ported = kinds.lazy.compactMap(portedKind).first {
      guard kinds.count == 1 else { return nil }
      return Made(layout: ported.make(parameters), sectionBackgrounds: nil)
    }
    var features: [FlowLayoutFeature] = []
    var delegate: ConfiguredSectionBackgrounds?
    if kinds.contains("section-backgrounds") {
      let backgrounds = SectionBackgrounds(decorationKinds: options.backgroundKinds)
      let configured = ConfiguredSectionBackgrounds(options: options)
      backgrounds.delegate = configured
      backgrounds.decorationExtendEdges = { section in
        options.sectionExtendEdges[section] ?? options.extendEdges
      }
      backgrounds.decorationContainsHeader = options.decorationContainsHeader
      backgrounds.adjustHeaderAndFooterLayout = options.adjustHeaderAndFooterLayout
      features.append(backgrounds)
      delegate = configured
    }
    if kinds.contains("separators") {
      let separators = Separators(kind: options.separatorKind)
      separators.thickness = options.separatorThickness
      separators.zIndex = options.separatorZIndex
      separators.afterLastLine = options.separatorAfterLastLine
      separators.insets = options.separatorInsets
      features.append(separators)
    }
    if kinds.contains("pinned-headers") {
      let pinned = PinnedHeaders(pinnedSections: Set(options.pinnedSections))
      pinned.pinnedZIndex = options.pinnedZIndex
      pinned.seedQuirks = options.seedQuirks
      features.append(pinned)
    }
    let layout = features.isEmpty ? FlowLayout() : FeatureFlowLayout(features: features)
    return Made(layout: layout, sectionBackgrounds: delegate)
  }
}
