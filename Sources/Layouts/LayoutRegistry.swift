import LayoutKit

/// The layouts a scenario can name under `layout.kind`: the contract's kinds, the layouts ported
/// into this build, and a user's own (`adding(_:)`). A value: the reader checks a scenario's
/// kinds and keys against the registry it is given, and the replay makes the layout from it.
public struct LayoutRegistry: Sendable {
  /// The kinds beyond the contract's, in the order they were registered.
  public private(set) var customKinds: [CustomLayoutKind]

  /// The kinds of this build: the contract's and the ported layouts.
  public static let builtIn = LayoutRegistry(customKinds: portedKinds)

  /// Every kind of the scenario contract, in its order.
  public static let contractKinds = ["flow", "section-backgrounds", "separators", "pinned-headers"]

  /// UICollectionViewCompositionalLayout, described by `CompositionalLayoutSpec`.
  public static let compositionalKind = "compositional"

  /// The kinds this registry provides: the contract's, the compositional layout, then the custom
  /// ones.
  public var availableKinds: [String] {
    Self.contractKinds + [Self.compositionalKind] + customKinds.map(\.name)
  }

  /// This registry with `kinds` added under their names, in the names' order. A name already
  /// taken, or one a scenario cannot write (empty, or not lowercase letters, digits and `-`), is
  /// a `RegistrationError`.
  public func adding(_ kinds: [String: CustomLayoutKind]) throws(RegistrationError)
    -> LayoutRegistry
  {
    var registry = self
    for (name, kind) in kinds.sorted(by: { $0.key < $1.key }) {
      guard
        !name.isEmpty, name.first != "-",
        name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
      else {
        throw RegistrationError(
          message: "layout kind name '\(name)' must be lowercase letters, digits and '-'")
      }
      guard !registry.availableKinds.contains(name) else {
        throw RegistrationError(message: "layout kind '\(name)' is already registered")
      }
      var named = kind
      named.name = name
      registry.customKinds.append(named)
    }
    return registry
  }

  /// The custom kind of that name.
  public func customKind(_ name: String) -> CustomLayoutKind? {
    customKinds.first { $0.name == name }
  }

  /// Why kinds could not be registered.
  public struct RegistrationError: Error, Sendable {
    /// What is wrong, in one sentence.
    public let message: String
  }

  /// The seed kinds, which combine into one layout.
  public static let seedKinds = ["section-backgrounds", "separators", "pinned-headers"]

  /// The `layout` keys each kind adds to the flow layout's (the compositional kind's replace
  /// them).
  public static let keys: [String: [String]] = [
    "flow": [],
    "section-backgrounds": [
      "decorations", "extendEdges", "decorationContainsHeader", "adjustHeaderAndFooterLayout",
    ],
    "separators": ["separator"],
    "pinned-headers": ["pinnedSections", "pinnedZIndex", "seedQuirks"],
    // Its own besides `sections`, which the flow layout reads as the delegate's answers.
    compositionalKind: ["configuration", "section", "list"],
  ]

  /// The keys a kind adds inside `layout.sections.S`.
  public static let sectionKeys: [String: [String]] = ["section-backgrounds": ["extendEdges"]]

  /// A layout and the objects it relies on without owning them (seed 000's delegate is weak).
  public struct Made {
    /// The layout.
    public let layout: CollectionViewLayout
    /// Seed 000's delegate, when the layout shows section backgrounds.
    public let sectionBackgrounds: ConfiguredSectionBackgrounds?
    /// The custom kind it was made from, whose `makeDelegate` the replay calls.
    public let kind: CustomLayoutKind?
  }

  /// A new layout of the given kinds, or nil when one is not available. Seed kinds become one
  /// `FeatureFlowLayout` whose features run in a fixed order, whatever the order of `kinds`:
  /// section backgrounds, separators, pinned headers.
  /// A custom kind stands alone and reads `parameters`; so does the compositional kind, made
  /// from `compositional`.
  public func makeLayout(
    kinds: [String], options: SeedLayoutOptions = SeedLayoutOptions(),
    parameters: [String: AttributeValue] = [:], compositional: CompositionalLayoutSpec? = nil
  ) -> Made? {
    guard !kinds.isEmpty, kinds.allSatisfy(availableKinds.contains) else { return nil }
    if kinds.contains(Self.compositionalKind) {
      guard kinds.count == 1, let compositional else { return nil }
      return Made(layout: compositional.makeLayout(), sectionBackgrounds: nil, kind: nil)
    }
    if let custom = kinds.lazy.compactMap(customKind).first {
      guard kinds.count == 1 else { return nil }
      return Made(layout: custom.make(parameters), sectionBackgrounds: nil, kind: custom)
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
    return Made(layout: layout, sectionBackgrounds: delegate, kind: nil)
  }
}
