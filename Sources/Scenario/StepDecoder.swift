import Foundation
import LayoutKit
import Simulator

/// Decodes `steps`: each a one-key map whose value is the step's parameter map.
struct StepDecoder {
  let yaml: YAMLDecoding
  let scenario: ScenarioDecoder
  /// The display's ticks per second, which turn a duration into the ticks it takes.
  var frameRate = 60
  var limits: ScenarioLimits { scenario.limits }

  static let ops =
    [
      "scroll", "scrollToItem", "drag", "fling", "resize", "setInsets", "insert", "delete",
      "reload", "move", "batch", "reloadData", "invalidate", "set", "setLayout", "wait",
      "snapshot", "expect",
    ] + diffableOps
  static let updateOps = ["insert", "delete", "reload", "move"]
  /// `ops` and `updateOps` as bytes, which every step's key is matched against.
  static let opTable = NameTable(ops)
  static let updateOpTable = NameTable(updateOps)
  /// How messages name each step of `ops` and each update of `updateOps`: made once rather
  /// than for every step read.
  static let stepNames = ops.map { "the \($0) step" }
  static let updateNames = updateOps.map { "the \($0) update" }
  /// Where `expect` is in `ops`.
  static let expectIndex = ops.firstIndex(of: "expect") ?? ops.count
  /// A decoded step's action and its `expectError` value, if any: the parameters' fields are
  /// not handed back, which copied them once more per step.
  typealias DecodedStep = (action: Step.Action, expectError: YAMLNode?)

  static let positions = [
    "top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right",
  ]

  func steps(_ node: YAMLNode) throws(ScenarioError) -> [Step] {
    var result: [Step] = []
    let items = try yaml.sequence(node, "steps")
    guard items.count <= limits.steps else {
      throw yaml.error(
        node, "steps holds \(items.count) steps; the limit is \(limits.describe(\.steps))")
    }
    result.reserveCapacity(items.count)
    for item in items {
      result.append(try step(item))
    }
    return result
  }

  /// The op (its index in `allowedOps`), its key and the parameter map of a one-key step map.
  func opAndParameters(_ node: YAMLNode, allowedOps: NameTable, within: String)
    throws(ScenarioError)
    -> (op: Int, key: YAMLNode, parameters: YAMLNode)
  {
    guard let pair = yaml.document.onlyPair(node), pair.key.isScalar else {
      throw yaml.error(
        node, "a step in \(within) must be a one-key map such as '- scroll: {to: [0, 300]}'")
    }
    // The op is the allowed name itself, matched from the key's bytes.
    guard let opIndex = yaml.document.firstIndex(of: pair.key, in: allowedOps) else {
      let op = yaml.scalar(pair.key) ?? ""
      let what = within == "steps" ? "step" : "update"
      throw yaml.error(
        pair.key,
        "unknown \(what) '\(op)'\(YAMLDecoding.suggestion(for: op, in: allowedOps.names).replacingOccurrences(of: "valid keys", with: "valid \(what)s"))"
      )
    }
    var parameters = pair.value
    if yaml.isNull(parameters) {
      // No parameters read as an empty mapping at the null's place.
      parameters.kind = .mapping
      parameters.count = 0
    }
    return (opIndex, pair.key, parameters)
  }

  /// One item of `steps`.
  func step(_ node: YAMLNode) throws(ScenarioError) -> Step {
    let (opIndex, key, parameters) = try opAndParameters(
      node, allowedOps: Self.opTable, within: "steps")
    let op = Self.ops[opIndex]
    let name = Self.stepNames[opIndex]
    let decoded: DecodedStep
    // The most frequent step is known by its index, before the decoders' switches on names.
    if opIndex == Self.expectIndex {
      decoded = try expectStep(parameters, name)
    } else if let motion = try motionStep(op, parameters, name) {
      decoded = motion
    } else if let update = try updateStep(op, parameters, name) {
      decoded = update
    } else if let other = try layoutStep(op, parameters, name) {
      decoded = other
    } else if let snapshotStep = try diffableStep(op, parameters, name) {
      decoded = snapshotStep
    } else {
      decoded = try expectStep(parameters, name)
    }
    let expectError = try decoded.expectError.map { value throws(ScenarioError) in
      try yaml.string(value, "expectError")
    }
    return Step(op: op, line: key.line, action: decoded.action, expectError: expectError)
  }

  /// Scrolls, drags, flings, resizes and inset changes.
  private func motionStep(
    _ op: String, _ parameters: YAMLNode, _ name: String
  ) throws(ScenarioError) -> DecodedStep? {
    let action: Step.Action
    var fields: Fields
    switch op {
    case "scroll":
      fields = try yaml.mapping(
        parameters, name,
        allowed: ["to", "by", "animated", "duration", "wait", "section", "expectError"])
      try exactlyOne(fields, ["to", "by"], name)
      action = .scroll(
        to: try fields["to"].map { value throws(ScenarioError) in try yaml.point(value, "to") },
        by: try fields["by"].map { value throws(ScenarioError) in try yaml.point(value, "by") },
        animated: try bool(fields, "animated", false),
        duration: try duration(fields, ScrollView.defaultAnimationDuration),
        wait: try bool(fields, "wait", true), section: try section(fields))
    case "scrollToItem":
      fields = try yaml.mapping(
        parameters, name, allowed: ["item", "position", "animated", "expectError"],
        required: ["item"])
      var position = "top"
      if let value = fields["position"] {
        position = try yaml.string(value, "position")
        guard Self.positions.contains(position) else {
          throw yaml.error(
            value,
            "position must be one of \(Self.positions.joined(separator: ", ")), not '\(position)'")
        }
      }
      action = .scrollToItem(
        try yaml.indexPath(fields.node("item"), "item"), position: position,
        animated: try bool(fields, "animated", false))
    case "drag":
      fields = try yaml.mapping(
        parameters, name, allowed: ["by", "duration", "releaseVelocity", "section", "expectError"],
        required: ["by"])
      action = .drag(
        by: try yaml.point(fields.node("by"), "by"), duration: try duration(fields, 0.25),
        releaseVelocity: try fields["releaseVelocity"].map { value throws(ScenarioError) in
          try yaml.point(value, "releaseVelocity")
        } ?? .zero, section: try section(fields))
    case "fling":
      fields = try yaml.mapping(
        parameters, name, allowed: ["velocity", "wait", "section", "expectError"],
        required: ["velocity"])
      action = .fling(
        velocity: try yaml.point(fields.node("velocity"), "velocity"),
        wait: try bool(fields, "wait", true), section: try section(fields))
    case "resize":
      fields = try yaml.mapping(
        parameters, name, allowed: ["size", "animated", "expectError"], required: ["size"])
      action = .resize(
        try yaml.size(fields.node("size"), "size"), animated: try bool(fields, "animated", false))
    case "setInsets":
      fields = try yaml.mapping(
        parameters, name, allowed: ["contentInset", "safeAreaInsets", "expectError"])
      guard fields["contentInset"] != nil || fields["safeAreaInsets"] != nil else {
        throw yaml.error(parameters, "\(name) needs contentInset, safeAreaInsets or both")
      }
      action = .setInsets(
        contentInset: try fields["contentInset"].map { value throws(ScenarioError) in
          try yaml.insets(value, "contentInset")
        },
        safeAreaInsets: try fields["safeAreaInsets"].map { value throws(ScenarioError) in
          try yaml.insets(value, "safeAreaInsets")
        })
    default: return nil
    }
    return (action, fields["expectError"])
  }

  /// Updates, batches and reloadData.
  private func updateStep(
    _ op: String, _ parameters: YAMLNode, _ name: String
  ) throws(ScenarioError) -> DecodedStep? {
    switch op {
    case "insert", "delete", "reload", "move":
      let (update, expectError) = try updateSpec(op, parameters, name)
      return (.update(update), expectError)
    case "batch":
      let fields = try yaml.mapping(
        parameters, name, allowed: ["updates", "animated", "duration", "data", "expectError"],
        required: ["updates"])
      var updates: [UpdateOperation] = []
      for item in try yaml.sequence(fields.node("updates"), "updates") {
        let (updateIndex, _, parameters) = try opAndParameters(
          item, allowedOps: Self.updateOpTable, within: "updates")
        let (update, nested) = try updateSpec(
          Self.updateOps[updateIndex], parameters, Self.updateNames[updateIndex])
        if let value = nested {
          throw yaml.error(
            value, "expectError belongs on the batch step, not on one of its updates")
        }
        updates.append(update)
      }
      let action = Step.Action.batch(
        updates: updates, animated: try bool(fields, "animated", true),
        duration: try duration(fields, ScrollView.defaultAnimationDuration),
        data: try fields["data"].map { value throws(ScenarioError) in
          try scenario.sectionList(value, "data")
        })
      return (action, fields["expectError"])
    case "reloadData":
      let fields = try yaml.mapping(parameters, name, allowed: ["data", "expectError"])
      let action = Step.Action.reloadData(
        data: try fields["data"].map { value throws(ScenarioError) in
          try scenario.sectionList(value, "data")
        })
      return (action, fields["expectError"])
    default: return nil
    }
  }

  /// Invalidations, property changes, layout switches, waits and snapshots.
  private func layoutStep(
    _ op: String, _ parameters: YAMLNode, _ name: String
  ) throws(ScenarioError) -> DecodedStep? {
    let action: Step.Action
    var fields: Fields
    switch op {
    case "invalidate":
      fields = try yaml.mapping(
        parameters, name,
        allowed: ["everything", "items", "supplementary", "decorations", "expectError"])
      action = .invalidate(try invalidateSpec(fields))
    case "set":
      fields = try yaml.mapping(
        parameters, name, allowed: ["layout", "expectError"], required: ["layout"])
      let layoutNode = fields.node("layout")
      let layoutFields = try yaml.mapping(
        layoutNode, "the layout of the set step", allowed: FlowProperties.keys)
      action = .set(try scenario.flowProperties(layoutFields))
    case "setLayout":
      fields = try yaml.mapping(
        parameters, name, allowed: ["layout", "animated", "expectError"], required: ["layout"])
      action = .setLayout(
        try scenario.layoutSpec(fields.node("layout"), "layout"),
        animated: try bool(fields, "animated", true)
      )
    case "wait":
      fields = try yaml.mapping(
        parameters, name, allowed: ["frames", "seconds", "idle", "expectError"])
      try exactlyOne(fields, ["frames", "seconds", "idle"], name)
      if let value = fields["frames"] {
        let frames = try yaml.count(
          value, "frames", limit: limits.stepTicks, flag: "--max-step-ticks")
        action = .wait(.frames(frames))
      } else if let value = fields["seconds"] {
        action = .wait(.seconds(try seconds(value, "seconds")))
      } else {
        let idle = fields.node("idle")
        guard try yaml.bool(idle, "idle") else {
          throw yaml.error(idle, "idle must be true when given")
        }
        action = .wait(.idle)
      }
    case "snapshot":
      fields = try yaml.mapping(parameters, name, allowed: ["rect", "expectError"])
      action = .snapshot(
        rect: try fields["rect"].map { value throws(ScenarioError) in try yaml.rect(value, "rect") }
      )
    default: return nil
    }
    return (action, fields["expectError"])
  }

  /// Any other op: an expectation.
  private func expectStep(_ parameters: YAMLNode, _ name: String) throws(ScenarioError)
    -> DecodedStep
  {
    let fields = try yaml.mapping(parameters, name, allowed: ExpectationDecoder.stepKeys)
    return (.expect(try ExpectationDecoder(yaml: yaml).expectation(fields)), fields["expectError"])
  }

  func exactlyOne(_ fields: Fields, _ keys: [String], _ name: String) throws(ScenarioError) {
    // Counted without a list: the list is made only for the message.
    guard keys.reduce(0, { count, key in fields[key] == nil ? count : count + 1 }) != 1 else {
      return
    }
    let present = keys.filter { fields[$0] != nil }
    let list = keys.map { "'\($0)'" }.joined(separator: " or ")
    if present.isEmpty { throw yaml.error(fields.node, "\(name) needs \(list)") }
    throw yaml.error(fields.node(present[1]), "\(name) takes \(list), not both")
  }

  func bool(_ fields: Fields, _ key: String, _ fallback: Bool) throws(ScenarioError) -> Bool {
    try fields[key].map { value throws(ScenarioError) in try yaml.bool(value, key) } ?? fallback
  }

  /// `section` of a scroll, drag or fling: the orthogonally scrolling section it scrolls (a
  /// non-negative integer; whether that section scrolls on its own is known only when the
  /// replay has laid it out).
  func section(_ fields: Fields) throws(ScenarioError) -> Int? {
    try fields["section"].map { value throws(ScenarioError) in try yaml.index(value, "section") }
  }

  func duration(_ fields: Fields, _ fallback: Double) throws(ScenarioError) -> Double {
    guard let value = fields["duration"] else { return fallback }
    return try seconds(value, "duration")
  }

  /// A time in seconds, from 0 to `ScenarioLimits.seconds`, that lasts at most the step tick
  /// limit at the scenario's frame rate.
  func seconds(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Double {
    let value = try yaml.number(node, name, atLeast: 0)
    guard value <= ScenarioLimits.seconds else {
      throw yaml.error(
        node,
        "\(name) must be at most \(Int(ScenarioLimits.seconds)) seconds, not \(cgFloatDescription(value))"
      )
    }
    let ticks = (value * Double(frameRate)).rounded(.up)
    guard ticks <= Double(limits.stepTicks) else {
      throw yaml.error(
        node,
        "\(name) \(cgFloatDescription(value)) s at \(frameRate) frames per second is \(cgFloatDescription(ticks)) "
          + "display ticks; the limit is \(limits.describe(\.stepTicks))")
    }
    return value
  }

  func updateSpec(_ op: String, _ parameters: YAMLNode, _ name: String) throws(ScenarioError) -> (
    UpdateOperation, expectError: YAMLNode?
  ) {
    if op == "move" {
      let fields = try yaml.mapping(
        parameters, name, allowed: ["item", "section", "to", "expectError"], required: ["to"])
      try exactlyOne(fields, ["item", "section"], name)
      if let value = fields["item"] {
        return (
          .moveItem(
            try yaml.indexPath(value, "item"), to: try yaml.indexPath(fields.node("to"), "to")),
          fields["expectError"]
        )
      }
      return (
        .moveSection(
          try yaml.index(fields.node("section"), "section"),
          to: try yaml.index(fields.node("to"), "to")), fields["expectError"]
      )
    }
    let fields = try yaml.mapping(parameters, name, allowed: ["items", "sections", "expectError"])
    try exactlyOne(fields, ["items", "sections"], name)
    if let value = fields["items"] {
      var paths: [IndexPath] = []
      for item in try yaml.sequence(value, "items") {
        paths.append(try yaml.indexPath(item, "items"))
      }
      switch op {
      case "insert": return (.insertItems(paths), fields["expectError"])
      case "delete": return (.deleteItems(paths), fields["expectError"])
      default: return (.reloadItems(paths), fields["expectError"])
      }
    }
    var sections: [Int] = []
    for item in try yaml.sequence(fields.node("sections"), "sections") {
      sections.append(try yaml.index(item, "sections"))
    }
    switch op {
    case "insert": return (.insertSections(sections), fields["expectError"])
    case "delete": return (.deleteSections(sections), fields["expectError"])
    default: return (.reloadSections(sections), fields["expectError"])
    }
  }

  func invalidateSpec(_ fields: Fields) throws(ScenarioError) -> InvalidateSpec {
    var spec = InvalidateSpec()
    if let value = fields["everything"] { spec.everything = try yaml.bool(value, "everything") }
    if let value = fields["items"] {
      for item in try yaml.sequence(value, "items") {
        spec.items.append(try yaml.indexPath(item, "items"))
      }
    }
    for (key, target) in [("supplementary", 0), ("decorations", 1)] {
      guard let value = fields[key] else { continue }
      guard value.kind == .mapping else {
        throw yaml.error(value, "\(key) must map each kind to a list of index paths")
      }
      for (kindNode, pathsNode) in yaml.document.pairs(value) {
        let kind = ElementKind.kind(fromShortName: try yaml.string(kindNode, "an element kind"))
        var paths: [IndexPath] = []
        for item in try yaml.sequence(pathsNode, "\(key).\(yaml.scalar(kindNode) ?? "")") {
          paths.append(try yaml.indexPath(item, key))
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
