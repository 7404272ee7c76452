import Foundation
import Simulator

extension StepDecoder {
  /// The snapshot steps, under UIKit's names (docs/scenario-format.md, "Diffable data sources").
  static let diffableOps = [
    "apply", "applySnapshotUsingReloadData", "appendSections", "insertSections",
    "deleteSections", "moveSection", "reloadSections", "appendItems", "insertItems",
    "deleteItems", "deleteAllItems", "moveItem", "reloadItems", "reconfigureItems",
    "applySectionSnapshot", "expand", "collapse",
  ]

  /// The keys each snapshot step allows besides `animatingDifferences` and `expectError`.
  private static let diffableKeys: [String: (allowed: [String], required: [String])] = [
    "apply": (["snapshot"], ["snapshot"]),
    "applySnapshotUsingReloadData": (["snapshot"], ["snapshot"]),
    "appendSections": (["sections"], ["sections"]),
    "insertSections": (["sections", "before", "after"], ["sections"]),
    "deleteSections": (["sections"], ["sections"]),
    "moveSection": (["section", "before", "after"], ["section"]),
    "reloadSections": (["sections"], ["sections"]),
    "appendItems": (["items", "toSection", "itemSizes"], ["items"]),
    "insertItems": (["items", "before", "after", "itemSizes"], ["items"]),
    "deleteItems": (["items"], ["items"]),
    "deleteAllItems": ([], []),
    "moveItem": (["item", "before", "after"], ["item"]),
    "reloadItems": (["items", "itemSizes"], ["items"]),
    "reconfigureItems": (["items", "itemSizes"], ["items"]),
    "applySectionSnapshot": (["section", "items", "expanded"], ["section", "items"]),
    "expand": (["section", "items"], ["section", "items"]),
    "collapse": (["section", "items"], ["section", "items"]),
  ]

  /// A snapshot step, or nil for another op.
  func diffableStep(_ op: String, _ parameters: YAMLNode, _ name: String) throws(ScenarioError)
    -> DecodedStep?
  {
    guard let keys = Self.diffableKeys[op] else { return nil }
    let fields = try yaml.mapping(
      parameters, name,
      allowed: keys.allowed + (op == "applySnapshotUsingReloadData" ? [] : ["animatingDifferences"])
        + ["expectError"],
      required: keys.required)
    var step = DiffableStep(operation: try diffableOperation(op, fields, name))
    step.animatingDifferences = try bool(fields, "animatingDifferences", true)
    step.usingReloadData = op == "applySnapshotUsingReloadData"
    if let sizesNode = fields["itemSizes"] {
      let items = try identifiers(fields.node("items"), "items")
      var sizes: [CGSize] = []
      for size in try yaml.sequence(sizesNode, "itemSizes") {
        sizes.append(try yaml.size(size, "itemSizes"))
      }
      guard sizes.count == items.count else {
        throw yaml.error(
          sizesNode, "itemSizes has \(sizes.count) sizes but items has \(items.count) identifiers")
      }
      step.itemSizes = Dictionary(zip(items, sizes)) { _, last in last }
    }
    return (.diffable(step), fields["expectError"])
  }

  private func diffableOperation(_ op: String, _ fields: Fields, _ name: String)
    throws(ScenarioError) -> DiffableOperation
  {
    func list(_ key: String) throws(ScenarioError) -> [String] {
      try identifiers(fields.node(key), key)
    }
    func one(_ key: String) throws(ScenarioError) -> String {
      try yaml.string(fields.node(key), key)
    }
    switch op {
    case "apply", "applySnapshotUsingReloadData":
      return .apply(try scenario.snapshotSections(fields.node("snapshot"), "snapshot"))
    case "appendSections": return .appendSections(try list("sections"))
    case "insertSections": return .insertSections(try list("sections"), try position(fields, name))
    case "deleteSections": return .deleteSections(try list("sections"))
    case "moveSection": return .moveSection(try one("section"), try position(fields, name))
    case "reloadSections": return .reloadSections(try list("sections"))
    case "appendItems":
      return .appendItems(
        try list("items"), toSection: fields["toSection"] == nil ? nil : try one("toSection"))
    case "insertItems": return .insertItems(try list("items"), try position(fields, name))
    case "deleteItems": return .deleteItems(try list("items"))
    case "deleteAllItems": return .deleteAllItems
    case "moveItem": return .moveItem(try one("item"), try position(fields, name))
    case "reloadItems": return .reloadItems(try list("items"))
    case "reconfigureItems": return .reconfigureItems(try list("items"))
    case "applySectionSnapshot":
      var items: [(identifier: String, parent: String?)] = []
      try outline(fields.node("items"), parent: nil, depth: 0, into: &items)
      return .applySectionSnapshot(
        section: try one("section"), items: items,
        expanded: fields["expanded"] == nil ? [] : try list("expanded"))
    case "expand": return .expand(section: try one("section"), items: try list("items"))
    default: return .collapse(section: try one("section"), items: try list("items"))
    }
  }

  /// `before: id` or `after: id`, exactly one.
  private func position(_ fields: Fields, _ name: String) throws(ScenarioError) -> DiffablePosition
  {
    try exactlyOne(fields, ["before", "after"], name)
    if let before = fields["before"] { return .before(try yaml.string(before, "before")) }
    return .after(try yaml.string(fields.node("after"), "after"))
  }

  /// A list of identifiers (strings or integers, compared by their text).
  func identifiers(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> [String] {
    var result: [String] = []
    for item in try yaml.sequence(node, name) {
      result.append(try yaml.string(item, "an identifier in \(name)"))
    }
    guard result.count <= limits.items else {
      throw yaml.error(
        node, "\(name) holds \(result.count) identifiers; the limit is \(limits.describe(\.items))")
    }
    return result
  }

  /// An outline: each entry an identifier or `{id: X, children: [...]}`, depth first.
  private func outline(
    _ node: YAMLNode, parent: String?, depth: Int,
    into items: inout [(identifier: String, parent: String?)]
  ) throws(ScenarioError) {
    for entry in try yaml.sequence(node, "items") {
      guard items.count < limits.items else {
        throw yaml.error(entry, "items holds more than \(limits.describe(\.items)) identifiers")
      }
      if entry.isScalar {
        items.append((try yaml.string(entry, "an item identifier"), parent))
        continue
      }
      let fields = try yaml.mapping(
        entry, "an outline item", allowed: ["id", "children"], required: ["id"])
      let identifier = try yaml.string(fields.node("id"), "id")
      items.append((identifier, parent))
      if let children = fields["children"] {
        try outline(children, parent: identifier, depth: depth + 1, into: &items)
      }
    }
  }
}
