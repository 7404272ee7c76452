import Foundation
import LayoutKit
import Simulator

/// Decodes `steps`: each a one-key map whose value is the step's parameter map.
struct StepDecoder {
  let d: YAMLDecoding
  let scenario: ScenarioDecoder
  /// The display's ticks per second, which turn a duration into the ticks it takes.
  var frameRate = 60
  var limits: ScenarioLimits { scenario.limits }

  static let ops = [
    "scroll", "scrollToItem", "drag", "fling", "resize", "setInsets", "insert", "delete",
    "reload", "move", "batch", "reloadData", "invalidate", "set", "setLayout", "wait",
    "snapshot", "expect",
  ]
  static let updateOps = ["insert", "delete", "reload", "move"]
  static let positions = [
    "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right",
  ]

  func steps(_ node: YAMLNode) throws(ScenarioError) -> [Step] {
    var result: [Step] = []
    let items = try d.sequence(node, "steps")
    guard items.count <= limits.steps else {
      throw d.error(
        node, "steps holds \(items.count) steps; the limit is \(limits.describe(\.steps))")
    }
    for item in items {
      result.append(try step(item, allowedOps: Self.ops, within: "steps"))
    }
    return result
  }

  /// The op and parameter map of a one-key step map.
  func opAndParameters(_ node: YAMLNode, allowedOps: [String], within: String) throws(ScenarioError)
    -> (String, YAMLNode, YAMLNode)
  {
    guard case .mapping(let pairs) = node.kind, pairs.count == 1, let pair = pairs.first,
      let op = pair.key.scalar
    else {
      throw d.error(
        node, "a step in \(within) must be a one-key map such as '- scroll: {to: [0, 300]}'")
    }
    guard allowedOps.contains(op) else {
      let what = within == "steps" ? "step" : "update"
      throw d.error(
        pair.key,
        "unknown \(what) '\(op)'\(YAMLDecoding.suggestion(for: op, in: allowedOps).replacingOccurrences(of: "valid keys", with: "valid \(what)s"))"
      )
    }
    var parameters = pair.value
    if parameters.isNull {
      parameters = YAMLNode(kind: .mapping([]), line: parameters.line, column: parameters.column)
    }
    return (op, pair.key, parameters)
  }

  func step(_ node: YAMLNode, allowedOps: [String], within: String) throws(ScenarioError) -> Step {
    let (op, key, p) = try opAndParameters(node, allowedOps: allowedOps, within: within)
    let name = "the \(op) step"
    let decoded: (action: Step.Action, fields: Fields)
    if let motion = try motionStep(op, p, name) {
      decoded = motion
    } else if let update = try updateStep(op, p, name) {
      decoded = update
    } else if let other = try layoutStep(op, p, name) {
      decoded = other
    } else {
      decoded = try expectStep(p, name)
    }
    let (action, f) = decoded
    let expectError = try f["expectError"].map { n throws(ScenarioError) in
      try d.string(n, "expectError")
    }
    return Step(op: op, line: key.line, action: action, expectError: expectError)
  }

  /// Scrolls, drags, flings, resizes and inset changes.
  private func motionStep(
    _ op: String, _ p: YAMLNode, _ name: String
  ) throws(ScenarioError) -> (Step.Action, Fields)? {
    let action: Step.Action
    var f: Fields
    switch op {
    case "scroll":
      f = try d.mapping(
        p, name, allowed: ["to", "by", "animated", "duration", "wait", "expectError"])
      try exactlyOne(f, ["to", "by"], name)
      action = .scroll(
        to: try f["to"].map { n throws(ScenarioError) in try d.point(n, "to") },
        by: try f["by"].map { n throws(ScenarioError) in try d.point(n, "by") },
        animated: try bool(f, "animated", false),
        duration: try duration(f, ScrollView.defaultAnimationDuration),
        wait: try bool(f, "wait", true))
    case "scrollToItem":
      f = try d.mapping(
        p, name, allowed: ["item", "position", "animated", "expectError"], required: ["item"])
      var position = "top"
      if let n = f["position"] {
        position = try d.string(n, "position")
        guard Self.positions.contains(position) else {
          throw d.error(
            n,
            "position must be one of \(Self.positions.joined(separator: ", ")), not '\(position)'")
        }
      }
      action = .scrollToItem(
        try d.indexPath(f.node("item"), "item"), position: position,
        animated: try bool(f, "animated", false))
    case "drag":
      f = try d.mapping(
        p, name, allowed: ["by", "duration", "releaseVelocity", "expectError"], required: ["by"])
      action = .drag(
        by: try d.point(f.node("by"), "by"), duration: try duration(f, 0.25),
        releaseVelocity: try f["releaseVelocity"].map { n throws(ScenarioError) in
          try d.point(n, "releaseVelocity")
        } ?? .zero)
    case "fling":
      f = try d.mapping(
        p, name, allowed: ["velocity", "wait", "expectError"], required: ["velocity"])
      action = .fling(
        velocity: try d.point(f.node("velocity"), "velocity"), wait: try bool(f, "wait", true))
    case "resize":
      f = try d.mapping(p, name, allowed: ["size", "animated", "expectError"], required: ["size"])
      action = .resize(try d.size(f.node("size"), "size"), animated: try bool(f, "animated", false))
    case "setInsets":
      f = try d.mapping(p, name, allowed: ["contentInset", "safeAreaInsets", "expectError"])
      guard f["contentInset"] != nil || f["safeAreaInsets"] != nil else {
        throw d.error(p, "\(name) needs contentInset, safeAreaInsets or both")
      }
      action = .setInsets(
        contentInset: try f["contentInset"].map { n throws(ScenarioError) in
          try d.insets(n, "contentInset")
        },
        safeAreaInsets: try f["safeAreaInsets"].map { n throws(ScenarioError) in
          try d.insets(n, "safeAreaInsets")
        })
    default: return nil
    }
    return (action, f)
  }

  /// Updates, batches and reloadData.
  private func updateStep(
    _ op: String, _ p: YAMLNode, _ name: String
  ) throws(ScenarioError) -> (Step.Action, Fields)? {
    let action: Step.Action
    var f: Fields
    switch op {
    case "insert", "delete", "reload", "move":
      let (update, fields) = try updateSpec(op, p, name)
      f = fields
      action = .update(update)
    case "batch":
      f = try d.mapping(
        p, name, allowed: ["updates", "animated", "duration", "data", "expectError"],
        required: ["updates"])
      var updates: [UpdateOperation] = []
      for item in try d.sequence(f.node("updates"), "updates") {
        let (updateOp, _, parameters) = try opAndParameters(
          item, allowedOps: Self.updateOps, within: "updates")
        let (update, nested) = try updateSpec(updateOp, parameters, "the \(updateOp) update")
        if let n = nested["expectError"] {
          throw d.error(n, "expectError belongs on the batch step, not on one of its updates")
        }
        updates.append(update)
      }
      action = .batch(
        updates: updates, animated: try bool(f, "animated", true),
        duration: try duration(f, ScrollView.defaultAnimationDuration),
        data: try f["data"].map { n throws(ScenarioError) in try scenario.sectionList(n, "data") })
    case "reloadData":
      f = try d.mapping(p, name, allowed: ["data", "expectError"])
      action = .reloadData(
        data: try f["data"].map { n throws(ScenarioError) in try scenario.sectionList(n, "data") })
    default: return nil
    }
    return (action, f)
  }

  /// Invalidations, property changes, layout switches, waits and snapshots.
  private func layoutStep(
    _ op: String, _ p: YAMLNode, _ name: String
  ) throws(ScenarioError) -> (Step.Action, Fields)? {
    let action: Step.Action
    var f: Fields
    switch op {
    case "invalidate":
      f = try d.mapping(
        p, name, allowed: ["everything", "items", "supplementary", "decorations", "expectError"])
      action = .invalidate(try invalidateSpec(f))
    case "set":
      f = try d.mapping(p, name, allowed: ["layout", "expectError"], required: ["layout"])
      let layoutNode = f.node("layout")
      let layoutFields = try d.mapping(
        layoutNode, "the layout of the set step", allowed: FlowProperties.keys)
      action = .set(try scenario.flowProperties(layoutFields))
    case "setLayout":
      f = try d.mapping(
        p, name, allowed: ["layout", "animated", "expectError"], required: ["layout"])
      action = .setLayout(
        try scenario.layoutSpec(f.node("layout"), "layout"), animated: try bool(f, "animated", true)
      )
    case "wait":
      f = try d.mapping(p, name, allowed: ["frames", "seconds", "idle", "expectError"])
      try exactlyOne(f, ["frames", "seconds", "idle"], name)
      if let n = f["frames"] {
        let frames = try d.count(n, "frames", limit: limits.stepTicks, flag: "--max-step-ticks")
        action = .wait(.frames(frames))
      } else if let n = f["seconds"] {
        action = .wait(.seconds(try seconds(n, "seconds")))
      } else {
        let idle = f.node("idle")
        guard try d.bool(idle, "idle") else { throw d.error(idle, "idle must be true when given") }
        action = .wait(.idle)
      }
    case "snapshot":
      f = try d.mapping(p, name, allowed: ["rect", "expectError"])
      action = .snapshot(
        rect: try f["rect"].map { n throws(ScenarioError) in try d.rect(n, "rect") })
    default: return nil
    }
    return (action, f)
  }

  /// Any other op: an expectation.
  private func expectStep(_ p: YAMLNode, _ name: String) throws(ScenarioError) -> (
    Step.Action, Fields
  ) {
    let f = try d.mapping(p, name, allowed: ExpectationDecoder.keys + ["expectError"])
    return (.expect(try ExpectationDecoder(d: d).expectation(f)), f)
  }

  func exactlyOne(_ f: Fields, _ keys: [String], _ name: String) throws(ScenarioError) {
    let present = keys.filter { f[$0] != nil }
    guard present.count == 1 else {
      let list = keys.map { "'\($0)'" }.joined(separator: " or ")
      if present.isEmpty { throw d.error(f.node, "\(name) needs \(list)") }
      throw d.error(f.node(present[1]), "\(name) takes \(list), not both")
    }
  }

  func bool(_ f: Fields, _ key: String, _ fallback: Bool) throws(ScenarioError) -> Bool {
    try f[key].map { n throws(ScenarioError) in try d.bool(n, key) } ?? fallback
  }

  func duration(_ f: Fields, _ fallback: Double) throws(ScenarioError) -> Double {
    guard let n = f["duration"] else { return fallback }
    return try seconds(n, "duration")
  }

  /// A time in seconds, from 0 to `ScenarioLimits.seconds`, that lasts at most the step tick
  /// limit at the scenario's frame rate.
  func seconds(_ n: YAMLNode, _ name: String) throws(ScenarioError) -> Double {
    let value = try d.number(n, name, atLeast: 0)
    guard value <= ScenarioLimits.seconds else {
      throw d.error(
        n,
        "\(name) must be at most \(Int(ScenarioLimits.seconds)) seconds, not \(formatNumber(value))"
      )
    }
    let ticks = (value * Double(frameRate)).rounded(.up)
    guard ticks <= Double(limits.stepTicks) else {
      throw d.error(
        n,
        "\(name) \(formatNumber(value)) s at \(frameRate) frames per second is \(formatNumber(ticks)) "
          + "display ticks; the limit is \(limits.describe(\.stepTicks))")
    }
    return value
  }

  func updateSpec(_ op: String, _ p: YAMLNode, _ name: String) throws(ScenarioError) -> (
    UpdateOperation, Fields
  ) {
    if op == "move" {
      let f = try d.mapping(
        p, name, allowed: ["item", "section", "to", "expectError"], required: ["to"])
      try exactlyOne(f, ["item", "section"], name)
      if let n = f["item"] {
        return (.moveItem(try d.indexPath(n, "item"), to: try d.indexPath(f.node("to"), "to")), f)
      }
      return (
        .moveSection(
          try d.index(f.node("section"), "section"), to: try d.index(f.node("to"), "to")), f
      )
    }
    let f = try d.mapping(p, name, allowed: ["items", "sections", "expectError"])
    try exactlyOne(f, ["items", "sections"], name)
    if let n = f["items"] {
      var paths: [IndexPath] = []
      for item in try d.sequence(n, "items") { paths.append(try d.indexPath(item, "items")) }
      switch op {
      case "insert": return (.insertItems(paths), f)
      case "delete": return (.deleteItems(paths), f)
      default: return (.reloadItems(paths), f)
      }
    }
    var sections: [Int] = []
    for item in try d.sequence(f.node("sections"), "sections") {
      sections.append(try d.index(item, "sections"))
    }
    switch op {
    case "insert": return (.insertSections(sections), f)
    case "delete": return (.deleteSections(sections), f)
    default: return (.reloadSections(sections), f)
    }
  }

  func invalidateSpec(_ f: Fields) throws(ScenarioError) -> InvalidateSpec {
    var spec = InvalidateSpec()
    if let n = f["everything"] { spec.everything = try d.bool(n, "everything") }
    if let n = f["items"] {
      for item in try d.sequence(n, "items") { spec.items.append(try d.indexPath(item, "items")) }
    }
    for (key, target) in [("supplementary", 0), ("decorations", 1)] {
      guard let n = f[key] else { continue }
      guard case .mapping(let pairs) = n.kind else {
        throw d.error(n, "\(key) must map each kind to a list of index paths")
      }
      for (kindNode, pathsNode) in pairs {
        let kind = ElementKind.kind(fromIDName: try d.string(kindNode, "an element kind"))
        var paths: [IndexPath] = []
        for item in try d.sequence(pathsNode, "\(key).\(kindNode.scalar ?? "")") {
          paths.append(try d.indexPath(item, key))
        }
        if target == 0 {
          spec.supplementary.append((kind, paths))
        } else {
          spec.decorations.append((kind, paths))
        }
      }
    }
    return spec
  }
}
