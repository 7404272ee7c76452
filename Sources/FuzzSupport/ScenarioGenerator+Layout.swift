import Layouts

extension ScenarioGenerator {
  /// A whole `layout` mapping: a kind (flow, a combination of seed kinds in any order, or a
  /// ported kind) and some of the keys it takes.
  mutating func layout() -> String {
    let ported = LayoutRegistry.builtIn.customKinds
    let which = choices.below(3)
    if which == 2, !ported.isEmpty {
      let kind = choices.pick(ported)
      isFlowBased = kind.isFlowLayout
      var entries = ["kind: \(choices.oneIn(6) ? "[\(kind.name)]" : kind.name)"]
      for parameter in kind.parameters where choices.oneIn(2) {
        entries.append("\(parameter.name): \(value(of: parameter.type))")
      }
      if kind.isFlowLayout { entries += flowKeys(sectionKeys: []) }
      return Self.mapping(choices.oneIn(4) ? entries.reversed() : entries)
    }
    isFlowBased = true
    var seeds: [String] = []
    if which == 1 {
      var pool = LayoutRegistry.seedKinds
      for _ in 0..<(1 + choices.below(pool.count)) {
        seeds.append(pool.remove(at: choices.below(pool.count)))
      }
    }
    var entries = [
      seeds.isEmpty
        ? "kind: flow"
        : seeds.count == 1 && choices.oneIn(2)
          ? "kind: \(seeds[0])" : "kind: [\(seeds.joined(separator: ", "))]"
    ]
    let backgrounds = seeds.contains("section-backgrounds")
    entries += flowKeys(sectionKeys: backgrounds ? ["extendEdges"] : [])
    if backgrounds { entries += backgroundKeys() }
    if seeds.contains("separators") { entries.append(separator()) }
    if seeds.contains("pinned-headers") { entries += pinnedKeys() }
    return Self.mapping(entries)
  }

  /// A value of a ported kind's parameter, within its bounds.
  mutating func value(of type: LayoutParameterType) -> String {
    switch type {
    case .number(let minimum):
      var table = Self.lengths
      table.extreme += [-1, -20, -1000]
      return number(minimum.map { table.atLeast($0, fallback: $0) } ?? table)
    case .integer(let minimum, let maximum):
      let ordinary = minimum + choices.below(min(maximum - minimum + 1, 12))
      return String(choices.oneIn(8) ? choices.pick([minimum, maximum]) : ordinary)
    case .bool: return bool()
    case .choice(let words): return words.isEmpty ? "x" : choices.pick(words)
    case .size: return size()
    }
  }

  /// A spacing: any number, negative and huge included.
  mutating func spacing() -> String { number(Self.spacings) }

  /// Some of the flow layout's keys; `sections` only in a whole layout (`set` does not take it),
  /// with `sectionKeys` (a kind's own per-section keys) among its answers.
  mutating func flowKeys(sectionKeys: [String]?) -> [String] {
    [
      maybe(3, "scrollDirection") { $0.choices.pick(["vertical", "horizontal"]) },
      maybe(2, "itemSize") { $0.size() },
      maybe(6, "estimatedItemSize") { $0.choices.oneIn(3) ? "automatic" : $0.size() },
      maybe(3, "minimumLineSpacing") { $0.spacing() },
      maybe(3, "minimumInteritemSpacing") { $0.spacing() },
      maybe(3, "sectionInset") { $0.insets() },
      maybe(6, "sectionInsetReference") {
        $0.choices.pick(["fromContentInset", "fromSafeArea", "fromLayoutMargins"])
      },
      maybe(3, "headerReferenceSize") { $0.size() },
      maybe(4, "footerReferenceSize") { $0.size() },
      maybe(4, "sectionHeadersPinToVisibleBounds") { $0.bool() },
      maybe(5, "sectionFootersPinToVisibleBounds") { $0.bool() },
      sectionKeys.flatMap { keys in maybe(4, "sections") { $0.sectionAnswers(keys) } },
    ].compactMap { $0 }
  }

  /// The flow delegate's answers for a few sections, some past the data's end.
  mutating func sectionAnswers(_ extraKeys: [String]) -> String {
    let sections = Set((0..<(1 + choices.below(3))).map { _ in choices.below(6) }).sorted()
    let entries = sections.map { section in
      let answers = Self.mapping([
        maybe(2, "sectionInset") { $0.insets() },
        maybe(2, "minimumLineSpacing") { $0.spacing() },
        maybe(3, "minimumInteritemSpacing") { $0.spacing() },
        maybe(2, "headerReferenceSize") { $0.size() },
        maybe(3, "footerReferenceSize") { $0.size() },
        extraKeys.contains("extendEdges") ? maybe(3, "extendEdges") { $0.insets() } : nil,
      ])
      return "\(section): \(answers)"
    }
    return Self.mapping(entries)
  }

  /// A decoration kind: the default, another name, or one that sorts before the others.
  mutating func decorationKind() -> String {
    choices.pick(["background", "panel", "a", "deco-\u{e9}", "\"x y\""])
  }

  mutating func backgroundKeys() -> [String] {
    [
      maybe(3, "decorations") {
        Self.mapping([
          $0.maybe(2, "default") { $0.choices.oneIn(4) ? "null" : $0.decorationKind() },
          $0.maybe(2, "sections") {
            "{\($0.choices.below(4)): \($0.choices.oneIn(3) ? "null" : $0.decorationKind())}"
          },
        ])
      },
      maybe(2, "extendEdges") { $0.insets() },
      maybe(3, "decorationContainsHeader") { $0.bool() },
      maybe(3, "adjustHeaderAndFooterLayout") { $0.bool() },
    ].compactMap { $0 }
  }

  mutating func separator() -> String {
    let keys = Self.mapping([
      maybe(4, "kind") { $0.choices.pick(["separator", "line", "a"]) },
      maybe(2, "thickness") { $0.length() },
      maybe(3, "zIndex") { $0.integer() },
      maybe(2, "afterLastLine") { $0.bool() },
      maybe(3, "insets") { $0.insets() },
    ])
    return choices.oneIn(5) ? "separator: {}" : "separator: \(keys)"
  }

  mutating func pinnedKeys() -> [String] {
    [
      choices.oneIn(4) ? nil : "pinnedSections: [\(sectionIndexes().joined(separator: ", "))]",
      maybe(3, "pinnedZIndex") { $0.integer() },
      maybe(3, "seedQuirks") { $0.bool() },
    ].compactMap { $0 }
  }

  /// A few section indexes, mostly small, duplicates and ones past the data included.
  mutating func sectionIndexes() -> [String] {
    (0..<choices.below(5)).map { _ in String(choices.below(max(counts.count, 4) + 2)) }
  }
}
