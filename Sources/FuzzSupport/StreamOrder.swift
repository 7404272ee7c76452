/// The contract's ordering rules (docs/event-stream.md, "Order") that `StreamCheck` applies line
/// by line: the first pass begins with `invalidate` reason `everything`; the element events of
/// one pass come as every `disappear`, then every `change`, then every `appear`, each group in
/// canonical order (cells, supplementary views, decoration views; then section, item, kind);
/// `snapshot.elements` in canonical order; `step` never goes back.
///
/// A pass's element events are the `appear`, `change` and `disappear` lines that follow one
/// another at one moment (`t`, `frame`, `step`); any other event ends the run (a pass after the
/// first begins with its `invalidate`, a scroll with its `scroll`), a traced `call` too, as the
/// contract's own checker reads it: with `--trace calls` a call into the layout stands between
/// the element events it produced.
struct StreamOrder {
  /// The order of an element event within its pass: its group, then its id's canonical order.
  struct Position: Comparable {
    var group: Int
    var category: Int
    var section: Int
    var item: Int
    var kind: String

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.group, lhs.category, lhs.section, lhs.item, lhs.kind)
        < (rhs.group, rhs.category, rhs.section, rhs.item, rhs.kind)
    }
  }

  private static let groups = ["disappear": 0, "change": 1, "appear": 2]
  /// The moment and the position of the pass's last element event.
  private var last: (moment: [Double], position: Position)?
  private var step = -Double.infinity

  /// The id's place in canonical order, parsed apart from the writer's own code: nil when the
  /// text is not `cell/S/I`, `supplementary/KIND/S/I` or `decoration/KIND/S/I`.
  static func position(group: Int, id: String) -> Position? {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false)
    guard let section = parts.dropLast().last.flatMap({ Int($0) }), let item = Int(parts.last ?? "")
    else { return nil }
    switch (parts.first, parts.count) {
    case ("cell", 3):
      return Position(group: group, category: 0, section: section, item: item, kind: "")
    case ("supplementary", 4), ("decoration", 4):
      let category = parts[0] == "supplementary" ? 1 : 2
      return Position(
        group: group, category: category, section: section, item: item, kind: String(parts[1]))
    default:
      return nil
    }
  }

  /// What `line` (the `number`th of the stream) breaks of the rules, or nil.
  mutating func problem(_ line: ParsedJSON, number: Int) -> String? {
    let type = line["type"]?.string ?? ""
    guard let lineStep = line["step"]?.number, lineStep >= step else { return "step goes back" }
    step = lineStep
    if number == 2, type != "end", type != "error",
      type != "invalidate" || line["reason"]?.string != "everything"
    {
      return "the first pass does not begin with invalidate, reason everything"
    }
    if type == "snapshot" {
      last = nil
      return snapshotProblem(line)
    }
    guard let group = Self.groups[type] else {
      last = nil
      return nil
    }
    guard let id = line["id"]?.string, let position = Self.position(group: group, id: id) else {
      return "\(type) has no element id"
    }
    let moment = ["t", "frame", "step"].map { line[$0]?.number ?? .nan }
    defer { last = (moment, position) }
    guard let previous = last, previous.moment == moment, !(previous.position < position) else {
      return nil
    }
    return "\(type) \(id) is out of its pass's order (disappear, change, appear; cells, "
      + "supplementary, decoration; section, item, kind)"
  }

  private func snapshotProblem(_ line: ParsedJSON) -> String? {
    guard case .array(let elements)? = line["elements"] else { return "snapshot has no elements" }
    var previous: Position?
    for element in elements {
      guard let id = element["id"]?.string, let position = Self.position(group: 0, id: id) else {
        return "a snapshot element has no id"
      }
      if let previous, !(previous < position) {
        return "snapshot element \(id) is out of canonical order"
      }
      previous = position
    }
    return nil
  }
}
