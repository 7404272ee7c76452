import LayoutKit
import Layouts

/// Builds scenario YAML from fuzz bytes: a collection view, a layout among the registered kinds
/// with their options, data, and a sequence of steps. The text then goes through the same reader,
/// decoder and replayer as a file, so the fuzzer exercises what a user's scenario would.
///
/// Index paths follow a model of the item counts, so that most updates are valid and the replay
/// goes on; now and then one is off on purpose. Numbers are mostly ordinary points, and now and
/// then huge (up to 1e18): finite, and far from overflowing a double (the non-finite class is
/// the decoder's to refuse), but past what an `Int` conversion or a rounding to pixels survives.
struct ScenarioGenerator {
  private var choices: ByteChoices
  /// Items per section, as the updates so far left them.
  private var counts: [Int] = []
  /// Whether the current layout takes `set` (a flow layout or a subclass).
  private var isFlowBased = true
  private var nextID = 0
  /// Whether the replay traces the layout calls (`--trace calls`).
  private(set) var traceCalls = false

  private static let lengths: [Double] = [
    0, 0.5, 1, 2, 10, 33.3, 44, 50, 100, 150, 185, 200, 320, 390, 500, 844, 1000,
  ]
  private static let coordinates: [Double] = [
    0, 1, -1, 0.25, 10, -10, 50, 100, -100, 300, 1000, -1000, 5000, 100_000, -100_000,
  ]
  private static let velocities: [Double] = [
    0, 50, -50, 500, -500, 2000, -2000, 8000, -8000, 30_000,
  ]
  private static let durations: [Double] = [0, 0.05, 0.1, 0.25, 0.3, 1, 2]
  private static let counts = [0, 1, 2, 3, 5, 8, 20, 60]

  init(_ bytes: [UInt8]) { choices = ByteChoices(bytes) }

  /// The scenario's YAML text.
  mutating func yaml() -> String {
    traceCalls = choices.oneIn(4)
    var lines = ["name: fuzz-replay", "collectionView: \(collectionView())"]
    lines.append("layout: \(layout())")
    counts = (0..<choices.below(5)).map { _ in choices.pick(Self.counts) }
    lines.append("data: {sections: \(sectionList(counts))}")
    let stepCount = choices.below(17)
    lines.append(stepCount == 0 ? "steps: []" : "steps:")
    for _ in 0..<stepCount { lines.append("  - \(step())") }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: values

  /// A value of `table`, or once in 32 (when `huge`) a huge one, negative half the time when
  /// the table has negatives.
  private mutating func number(_ table: [Double], huge: Bool = true) -> String {
    if huge, choices.oneIn(32) {
      let value = choices.pick([1e6, 1e9, 1e12, 1e15, 1e18])
      return formatNumber(table.contains { $0 < 0 } && choices.oneIn(2) ? -value : value)
    }
    return formatNumber(choices.pick(table))
  }

  private mutating func length() -> String { number(Self.lengths) }

  private mutating func size() -> String { "[\(length()), \(length())]" }

  private mutating func point(_ table: [Double] = coordinates) -> String {
    "[\(number(table)), \(number(table))]"
  }

  private mutating func insets() -> String {
    choices.oneIn(2) ? length() : "[\(length()), \(length()), \(length()), \(length())]"
  }

  private mutating func bool() -> String { choices.oneIn(2) ? "true" : "false" }

  /// A mapping of the entries that were chosen, in their order.
  private static func mapping(_ entries: [String?]) -> String {
    "{" + entries.compactMap { $0 }.joined(separator: ", ") + "}"
  }

  /// `key: value` once in `odds`.
  private mutating func maybe(_ odds: Int, _ key: String, _ value: (inout Self) -> String)
    -> String?
  {
    guard choices.oneIn(odds) else { return nil }
    return "\(key): \(value(&self))"
  }

  // MARK: collection view and layout

  private mutating func collectionView() -> String {
    Self.mapping([
      "size: \(size())",
      maybe(4, "contentOffset") { $0.point() },
      maybe(4, "contentInset") { $0.insets() },
      maybe(4, "safeAreaInsets") { $0.insets() },
      maybe(4, "contentInsetAdjustmentBehavior") {
        $0.choices.pick(["automatic", "always", "never", "scrollableAxes"])
      },
      maybe(4, "layoutDirection") { $0.choices.pick(["leftToRight", "rightToLeft"]) },
      maybe(4, "displayScale") { $0.choices.pick(["1", "2", "3"]) },
      maybe(4, "decelerationRate") { $0.choices.pick(["normal", "fast", "0.5", "0.9999"]) },
      maybe(4, "pagingEnabled") { $0.bool() },
      maybe(4, "bounces") { $0.bool() },
      maybe(4, "alwaysBounceVertical") { $0.bool() },
      maybe(4, "alwaysBounceHorizontal") { $0.bool() },
      maybe(4, "frameRate") { $0.choices.pick(["60", "1", "24", "120", "1000"]) },
      maybe(6, "physics") { $0.physics() },
    ])
  }

  private mutating func physics() -> String {
    Self.mapping([
      maybe(2, "rubberBandCoefficient") { $0.choices.pick(["0", "0.55", "1", "5"]) },
      maybe(2, "springStiffness") { $0.choices.pick(["1", "100", "1000"]) },
      maybe(2, "stopVelocity") { $0.choices.pick(["0.01", "10", "1000"]) },
      maybe(2, "pagingDecelerationRate") { $0.choices.pick(["normal", "fast", "0.5"]) },
    ])
  }

  /// A whole `layout` mapping: a kind (flow, a combination of seed kinds, or a ported kind)
  /// and some of the keys it takes.
  private mutating func layout() -> String {
    let ported = LayoutRegistry.portedKinds
    let which = choices.below(3)
    if which == 2, !ported.isEmpty {
      let kind = choices.pick(ported)
      isFlowBased = kind.isFlowLayout
      var entries = ["kind: \(kind.name)"]
      for parameter in kind.parameters where choices.oneIn(2) {
        entries.append("\(parameter.name): \(value(of: parameter.type))")
      }
      if kind.isFlowLayout { entries += flowKeys() }
      return Self.mapping(entries)
    }
    isFlowBased = true
    let seeds = which == 1 ? LayoutRegistry.seedKinds.filter { _ in choices.oneIn(2) } : []
    var entries = [
      seeds.isEmpty ? "kind: flow" : "kind: [\(seeds.joined(separator: ", "))]"
    ]
    entries += flowKeys()
    if seeds.contains("section-backgrounds") { entries += backgroundKeys() }
    if seeds.contains("separators") {
      entries.append(
        maybe(2, "separator") {
          Self.mapping([
            $0.maybe(2, "thickness") { $0.length() },
            $0.maybe(3, "zIndex") { $0.choices.pick(["-1", "0", "1000"]) },
            $0.maybe(2, "afterLastLine") { $0.bool() },
            $0.maybe(3, "insets") { $0.insets() },
          ])
        } ?? "separator: {}")
    }
    if seeds.contains("pinned-headers") {
      entries.append("pinnedSections: [\(sectionIndexes().joined(separator: ", "))]")
      entries += [
        maybe(3, "pinnedZIndex") { $0.choices.pick(["0", "1024", "-5"]) },
        maybe(3, "seedQuirks") { $0.bool() },
      ].compactMap { $0 }
    }
    return Self.mapping(entries)
  }

  private mutating func value(of type: LayoutParameterType) -> String {
    switch type {
    case .number(let minimum):
      let table =
        Self.lengths.filter { $0 >= (minimum ?? -.infinity) } + (minimum == nil ? [-20] : [])
      return number(table.isEmpty ? [minimum ?? 0] : table)
    case .integer(let minimum, let maximum):
      return String(minimum + choices.below(min(maximum - minimum + 1, 12)))
    case .bool: return bool()
    case .choice(let words): return words.isEmpty ? "x" : choices.pick(words)
    case .size: return size()
    }
  }

  /// Some of the flow layout's keys; `sections` only in a whole layout (`set` does not take it).
  private mutating func flowKeys(sections: Bool = true) -> [String] {
    [
      maybe(3, "scrollDirection") { $0.choices.pick(["vertical", "horizontal"]) },
      maybe(2, "itemSize") { $0.size() },
      maybe(8, "estimatedItemSize") { $0.size() },
      maybe(3, "minimumLineSpacing") { $0.choices.pick(["0", "1", "10", "-10", "33.3"]) },
      maybe(3, "minimumInteritemSpacing") { $0.choices.pick(["0", "1", "10", "-10", "33.3"]) },
      maybe(3, "sectionInset") { $0.insets() },
      maybe(6, "sectionInsetReference") {
        $0.choices.pick(["fromContentInset", "fromSafeArea", "fromLayoutMargins"])
      },
      maybe(3, "headerReferenceSize") { $0.size() },
      maybe(4, "footerReferenceSize") { $0.size() },
      maybe(4, "sectionHeadersPinToVisibleBounds") { $0.bool() },
      maybe(5, "sectionFootersPinToVisibleBounds") { $0.bool() },
      sections ? maybe(5, "sections") { $0.sectionAnswers() } : nil,
    ].compactMap { $0 }
  }

  private mutating func sectionAnswers() -> String {
    let section = choices.below(4)
    let answers = Self.mapping([
      maybe(2, "sectionInset") { $0.insets() },
      maybe(2, "minimumLineSpacing") { $0.length() },
      maybe(3, "minimumInteritemSpacing") { $0.length() },
      maybe(2, "headerReferenceSize") { $0.size() },
      maybe(3, "footerReferenceSize") { $0.size() },
    ])
    return "{\(section): \(answers)}"
  }

  private mutating func backgroundKeys() -> [String] {
    [
      maybe(3, "decorations") {
        Self.mapping([
          $0.maybe(2, "default") { $0.choices.pick(["background", "null", "panel"]) },
          $0.maybe(2, "sections") {
            "{\($0.choices.below(4)): \($0.choices.pick(["null", "panel", "background"]))}"
          },
        ])
      },
      maybe(2, "extendEdges") { $0.insets() },
      maybe(3, "decorationContainsHeader") { $0.bool() },
      maybe(3, "adjustHeaderAndFooterLayout") { $0.bool() },
    ].compactMap { $0 }
  }

  /// A few section indexes, mostly among the model's.
  private mutating func sectionIndexes() -> [String] {
    (0..<choices.below(4)).map { _ in String(choices.below(counts.count + 2)) }
  }

  // MARK: data

  /// A `data.sections` list for `counts`, each section a count or a mapping.
  private mutating func sectionList(_ counts: [Int]) -> String {
    "[" + counts.map { section($0) }.joined(separator: ", ") + "]"
  }

  private mutating func section(_ count: Int) -> String {
    switch choices.below(4) {
    case 1:
      return Self.mapping([
        "items: \(count)", maybe(2, "itemSize") { $0.size() },
        maybe(4, "backgroundColor") { $0.choices.pick(["\"#ff8800\"", "red", "\"\""]) },
      ])
    case 2:
      let ids = (0..<count).map { _ in identifier() }
      let sizes = (0..<count).map { _ in size() }
      return Self.mapping([
        "items: [\(ids.joined(separator: ", "))]",
        maybe(2, "itemSizes") { _ in "[\(sizes.joined(separator: ", "))]" },
      ])
    default:
      return String(count)
    }
  }

  private mutating func identifier() -> String {
    nextID += 1
    return "i\(nextID)"
  }

  // MARK: steps

  /// An index path of the model: an existing item when `existing`, else a place to insert at;
  /// once in a while one that is out of range.
  private mutating func indexPath(existing: Bool) -> (section: Int, item: Int) {
    if counts.isEmpty || choices.oneIn(12) {
      return (choices.below(counts.count + 2), choices.below(4))
    }
    let section = choices.below(counts.count)
    let limit = existing ? counts[section] : counts[section] + 1
    return (section, choices.below(max(limit, 1)))
  }

  private func path(_ p: (section: Int, item: Int)) -> String { "[\(p.section), \(p.item)]" }

  private mutating func step() -> String {
    let ops = [
      "scroll", "scrollToItem", "drag", "fling", "resize", "setInsets", "insert", "delete",
      "reload", "move", "batch", "reloadData", "invalidate", "set", "setLayout", "wait",
      "snapshot", "expect",
    ]
    var op = choices.pick(ops)
    // `set` is refused on a layout that is not a flow layout: now and then is enough.
    if op == "set", !isFlowBased, !choices.oneIn(4) { op = "invalidate" }
    var parameters = parameters(of: op)
    if choices.oneIn(10) {
      // An empty expectError accepts any failure, so the replay goes on past a refused step.
      parameters.append("expectError: \"\"")
    }
    return "\(op): \(Self.mapping(parameters))"
  }

  private mutating func parameters(of op: String) -> [String?] {
    switch op {
    case "scroll":
      return [
        choices.oneIn(2) ? "to: \(point())" : "by: \(point())",
        maybe(2, "animated") { $0.bool() },
        maybe(3, "duration") { $0.number(Self.durations, huge: false) },
        maybe(3, "wait") { $0.bool() },
      ]
    case "scrollToItem":
      return [
        "item: \(path(indexPath(existing: true)))",
        maybe(2, "position") {
          $0.choices.pick([
            "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right",
          ])
        },
        maybe(2, "animated") { $0.bool() },
      ]
    case "drag":
      return [
        "by: \(point())", maybe(2, "duration") { $0.number(Self.durations, huge: false) },
        maybe(2, "releaseVelocity") { $0.point(Self.velocities) },
      ]
    case "fling":
      return ["velocity: \(point(Self.velocities))", maybe(3, "wait") { $0.bool() }]
    case "resize":
      return ["size: \(size())", maybe(2, "animated") { $0.bool() }]
    case "setInsets":
      let content = maybe(2, "contentInset") { $0.insets() }
      return [content, content == nil ? "safeAreaInsets: \(insets())" : nil]
    case "insert", "delete", "reload", "move":
      return [update(op)]
    case "batch":
      return batch()
    case "reloadData":
      guard choices.oneIn(2) else { return [] }
      counts = (0..<choices.below(5)).map { _ in choices.pick(Self.counts) }
      return ["data: \(sectionList(counts))"]
    case "invalidate":
      return [
        maybe(3, "everything") { $0.bool() },
        maybe(3, "items") { "[\($0.path($0.indexPath(existing: true)))]" },
        maybe(5, "supplementary") { "{header: [\($0.path($0.indexPath(existing: true)))]}" },
        maybe(5, "decorations") { "{background: [[\($0.choices.below(3)), 0]]}" },
      ]
    case "set":
      let keys = flowKeys(sections: false)
      return ["layout: \(Self.mapping(keys.isEmpty ? ["itemSize: \(size())"] : keys))"]
    case "setLayout":
      return ["layout: \(layout())", maybe(2, "animated") { $0.bool() }]
    case "wait":
      switch choices.below(3) {
      case 0: return ["frames: \(choices.below(120))"]
      case 1: return ["seconds: \(number(Self.durations, huge: false))"]
      default: return ["idle: true"]
      }
    case "snapshot":
      return [
        maybe(3, "rect") { "[\($0.length()), \($0.length()), \($0.length()), \($0.length())]" }
      ]
    default:
      switch choices.below(3) {
      case 0: return ["contentOffset: \(point())"]
      case 1: return ["count: {cell: \(choices.below(20))}"]
      default:
        let p = indexPath(existing: true)
        return ["element: cell/\(p.section)/\(p.item)", "visible: \(bool())"]
      }
    }
  }

  /// One update step's parameters, applied to the model.
  private mutating func update(_ op: String) -> String {
    let sections = choices.oneIn(4)
    switch (op, sections) {
    case ("insert", false):
      let p = indexPath(existing: false)
      if counts.indices.contains(p.section), p.item <= counts[p.section] { counts[p.section] += 1 }
      return "items: [\(path(p))]"
    case ("delete", false):
      let p = indexPath(existing: true)
      if counts.indices.contains(p.section), p.item < counts[p.section] { counts[p.section] -= 1 }
      return "items: [\(path(p))]"
    case ("reload", false):
      return "items: [\(path(indexPath(existing: true)))]"
    case ("move", false):
      let from = indexPath(existing: true)
      let to = indexPath(existing: true)
      if counts.indices.contains(from.section), counts.indices.contains(to.section),
        from.item < counts[from.section], from.section != to.section
      {
        counts[from.section] -= 1
        counts[to.section] += 1
      }
      return "item: \(path(from)), to: \(path(to))"
    case ("insert", true):
      let section = choices.below(counts.count + 1)
      counts.insert(choices.pick(Self.counts), at: min(section, counts.count))
      return "sections: [\(section)]"
    case ("delete", true):
      let section = choices.below(counts.count + 1)
      if counts.indices.contains(section) { counts.remove(at: section) }
      return "sections: [\(section)]"
    case ("reload", true):
      return "sections: [\(choices.below(counts.count + 1))]"
    default:
      let from = choices.below(counts.count + 1)
      let to = choices.below(counts.count + 1)
      if counts.indices.contains(from), counts.indices.contains(to) {
        counts.insert(counts.remove(at: from), at: to)
      }
      return "section: \(from), to: \(to)"
    }
  }

  /// A batch: usually the deletes, reloads and inserts of one section as UIKit reads them
  /// (deletes and reloads at the old indexes, inserts at the new), sometimes a sequence of any
  /// updates with or without the data that should follow.
  private mutating func batch() -> [String?] {
    var updates: [String] = []
    if !counts.isEmpty, choices.oneIn(4) == false {
      let section = choices.below(counts.count)
      let old = counts[section]
      let deleted = Set((0..<choices.below(3)).map { _ in choices.below(old) }).filter { $0 < old }
      let kept = (0..<old).filter { !deleted.contains($0) }
      // Inserted indexes are in the final section; a draw past its end is dropped.
      let drawn = kept.count + choices.below(3)
      var inserted = Set((kept.count..<drawn).map { _ in choices.below(drawn) })
      inserted = inserted.filter { $0 < kept.count + inserted.count }
      for item in deleted.sorted() { updates.append("{delete: {items: [[\(section), \(item)]]}}") }
      if let reloaded = kept.first, choices.oneIn(3) {
        updates.append("{reload: {items: [[\(section), \(reloaded)]]}}")
      }
      for item in inserted.sorted() {
        updates.append("{insert: {items: [[\(section), \(item)]]}}")
      }
      counts[section] = kept.count + inserted.count
    } else {
      for _ in 0..<choices.below(4) {
        let op = choices.pick(["insert", "delete", "reload", "move"])
        updates.append("{\(op): {\(update(op))}}")
      }
    }
    return [
      "updates: [\(updates.joined(separator: ", "))]",
      maybe(3, "animated") { $0.bool() },
      maybe(3, "duration") { $0.number(Self.durations, huge: false) },
      maybe(6, "data") { $0.sectionList($0.counts) },
    ]
  }
}
