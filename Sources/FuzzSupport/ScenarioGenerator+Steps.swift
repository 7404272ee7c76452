import Scenario

extension ScenarioGenerator {
  static let ops = [
    "scroll", "scrollToItem", "drag", "fling", "resize", "setInsets", "insert", "delete",
    "reload", "move", "batch", "reloadData", "invalidate", "set", "setLayout", "wait",
    "snapshot", "expect",
  ]

  /// One step, now and then with `expectError`.
  mutating func step() -> String {
    var op = choices.pick(Self.ops)
    // `set` is refused on a layout that is not a flow layout: now and then is enough.
    if op == "set", !isFlowBased, !choices.oneIn(4) { op = "invalidate" }
    var parameters = parameters(of: op)
    if choices.oneIn(10) {
      // An empty expectError accepts any failure, so the replay goes on past a refused step; a
      // text that no error holds makes a failed assert.
      parameters.append("expectError: \(choices.pick(["\"\"", "\"Invalid update\"", "x"]))")
    }
    let mapping = Self.mapping(parameters)
    return mapping == "{}" && choices.oneIn(2) ? "\(op):" : "\(op): \(mapping)"
  }

  mutating func parameters(of op: String) -> [String?] {
    switch op {
    case "scroll":
      return [
        choices.oneIn(2) ? "to: \(point())" : "by: \(point())",
        maybe(2, "animated") { $0.bool() },
        maybe(3, "duration") { $0.duration() },
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
        "by: \(point())", maybe(2, "duration") { $0.duration() },
        maybe(2, "releaseVelocity") { $0.point(Self.velocities) },
      ]
    case "fling":
      return ["velocity: \(point(Self.velocities))", maybe(3, "wait") { $0.bool() }]
    case "resize":
      return ["size: \(size())", maybe(2, "animated") { $0.bool() }]
    case "setInsets":
      let content = maybe(2, "contentInset") { $0.insets() }
      let safeArea = maybe(2, "safeAreaInsets") { $0.insets() }
      return [
        content, content == nil && safeArea == nil ? "safeAreaInsets: \(insets())" : safeArea,
      ]
    case "insert", "delete", "reload", "move":
      return [update(op)]
    case "batch":
      return batch()
    case "reloadData":
      guard choices.oneIn(2) else { return [] }
      counts = initialCounts()
      return ["data: \(sectionList(counts))"]
    case "invalidate":
      return invalidation()
    case "set":
      let keys = flowKeys(sectionKeys: nil)
      return ["layout: \(Self.mapping(keys.isEmpty ? ["itemSize: \(size())"] : keys))"]
    case "setLayout":
      return ["layout: \(layout())", maybe(2, "animated") { $0.bool() }]
    case "wait":
      switch choices.below(3) {
      case 0:
        let frames = choices.oneIn(40) ? ScenarioLimits.standard.stepTicks : choices.below(120)
        return ["frames: \(frames)"]
      case 1: return ["seconds: \(duration())"]
      default: return ["idle: true"]
      }
    case "snapshot":
      return [maybe(3, "rect") { $0.rect() }]
    default:
      return expectation()
    }
  }

  /// An `invalidate` step's parameters: nothing, everything, or named elements.
  mutating func invalidation() -> [String?] {
    [
      maybe(3, "everything") { $0.bool() },
      maybe(3, "items") { generator in
        let paths = (0..<(1 + generator.choices.below(3))).map { _ in
          generator.path(generator.indexPath(existing: true))
        }
        return "[\(paths.joined(separator: ", "))]"
      },
      maybe(5, "supplementary") {
        let kind = $0.choices.pick(["header", "footer", "badge"])
        return "{\(kind): [\($0.path($0.indexPath(existing: true)))]}"
      },
      maybe(5, "decorations") { "{\($0.decorationKind()): [[\($0.choices.below(3)), 0]]}" },
    ]
  }

  /// An element id of the model: a cell, a header or footer, or a decoration.
  mutating func elementID() -> String {
    let place = indexPath(existing: true)
    switch choices.below(4) {
    case 0:
      return "supplementary/\(choices.pick(["header", "footer"]))/\(place.section)/\(place.item)"
    case 1:
      return
        "decoration/\(choices.pick(["background", "separator"]))/\(place.section)/\(place.item)"
    default: return "cell/\(place.section)/\(place.item)"
    }
  }

  /// An `expect` step's parameters, of every form.
  mutating func expectation() -> [String?] {
    switch choices.below(5) {
    case 0: return ["contentOffset: \(point())"]
    case 1: return ["contentSize: \(size())"]
    case 2:
      let cells = (0..<choices.below(4)).map { _ in
        let place = indexPath(existing: true)
        return "cell/\(place.section)/\(place.item)"
      }
      return ["visible: [\(cells.joined(separator: ", "))]"]
    case 3:
      let selectors = [
        "cell", "supplementary", "decoration", "supplementary/header", "decoration/background",
      ]
      let chosen = Set((0..<(1 + choices.below(3))).map { _ in choices.pick(selectors) })
      return ["count: \(Self.mapping(chosen.sorted().map { "\($0): \(choices.below(20))" }))"]
    default:
      var fields = [
        maybe(3, "frame") { $0.rect() }, maybe(4, "origin") { $0.point() },
        maybe(4, "size") { $0.size() }, maybe(4, "alpha") { $0.choices.pick(["0", "0.5", "1"]) },
        maybe(4, "zIndex") { $0.integer() }, maybe(5, "hidden") { $0.bool() },
      ]
      if fields.allSatisfy({ $0 == nil }) { fields.append("visible: \(bool())") }
      return ["element: \(elementID())"] + fields
    }
  }
}
