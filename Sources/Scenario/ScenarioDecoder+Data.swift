import Foundation
import LayoutKit
import Simulator

extension ScenarioDecoder {
  /// `data`: a mapping with `sections` and, optionally, the sizes the sections' supplementary
  /// views prefer: `headerSizes` and `footerSizes` (one size or null per section), and
  /// `supplementarySizes` (the same list for each element kind it names).
  func sections(dataNode: YAMLNode) throws(ScenarioError) -> [SectionData] {
    let fields = try yaml.mapping(
      dataNode, "data",
      allowed: ["sections", "headerSizes", "footerSizes", "supplementarySizes", "iOSVersion"],
      required: ["sections"])
    var result = try sectionList(fields.node("sections"), "data.sections")
    try checkIdentifiers(result, fields.node("sections"))
    var lists: [(kind: String, node: YAMLNode, name: String)] = []
    for (key, kind) in [
      ("headerSizes", ElementKind.sectionHeader), ("footerSizes", ElementKind.sectionFooter),
    ] {
      if let value = fields[key] { lists.append((kind, value, "data.\(key)")) }
    }
    if let value = fields["supplementarySizes"] {
      guard value.kind == .mapping else {
        throw yaml.error(
          value,
          "data.supplementarySizes must map each element kind to one size or null per section")
      }
      for (kindNode, sizes) in yaml.document.pairs(value) {
        let kind = try supplementaryKind(kindNode, "a kind of data.supplementarySizes")
        let name = "data.supplementarySizes.\(yaml.scalar(kindNode) ?? "")"
        if let given = lists.first(where: { $0.kind == kind }) {
          throw yaml.error(kindNode, "\(name) gives the sizes \(given.name) gives already")
        }
        lists.append((kind, sizes, name))
      }
    }
    for list in lists {
      try readSupplementarySizes(list.node, name: list.name, kind: list.kind, into: &result)
    }
    return result
  }

  /// One size or null per section from `node` (a list named `name`), the size every view of
  /// `kind` in that section prefers.
  private func readSupplementarySizes(
    _ node: YAMLNode, name: String, kind: String, into sections: inout [SectionData]
  ) throws(ScenarioError) {
    let entries = try yaml.sequence(node, name)
    guard entries.count == sections.count else {
      throw yaml.error(
        node, "\(name) has \(entries.count) sizes but data.sections has \(sections.count) sections")
    }
    // A null entry is a section without a size, whichever way it is quoted (as ever).
    for (section, entry) in entries.enumerated()
    where yaml.scalar(entry) != "null" && yaml.scalar(entry) != "~" {
      sections[section].supplementarySizes[kind] = try yaml.size(entry, name)
    }
  }

  /// A list shaped like `data.sections`: counts, or maps with items and sizes; within the
  /// section and item limits, so a typo cannot exhaust memory.
  func sectionList(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> [SectionData] {
    let result = try sectionListUnchecked(node, name)
    guard result.count <= limits.sections else {
      throw yaml.error(
        node,
        "\(name) holds \(result.count) sections; the limit is \(limits.describe(\.sections))")
    }
    let total = result.reduce(0) { $0 + $1.count }
    guard total <= limits.items else {
      throw yaml.error(
        node, "\(name) holds \(total) items; the limit is \(limits.describe(\.items))")
    }
    return result
  }

  private func sectionListUnchecked(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> [SectionData]
  {
    let items = try yaml.sequence(node, name)
    var result: [SectionData] = []
    result.reserveCapacity(min(items.count, limits.sections))
    for (index, item) in items.enumerated() {
      if item.isScalar {
        let count = try yaml.count(
          item, "the item count of section \(index)", limit: limits.items, flag: "--max-items")
        result.append(SectionData(count: count))
        continue
      }
      let fields = try yaml.mapping(
        item, "section \(index) of \(name)",
        allowed: ["id", "items", "itemSize", "itemSizes", "backgroundColor"],
        required: ["items"])
      let identifier = try sectionIdentifier(fields, index, name)
      var section: SectionData
      let items = fields.node("items")
      if items.kind == .sequence {
        var names: [String] = []
        names.reserveCapacity(items.count)
        for id in yaml.document.children(items) { names.append(try yaml.string(id, "an item id")) }
        section = SectionData(count: names.count, ids: names)
      } else {
        section = SectionData(
          count: try yaml.count(items, "items", limit: limits.items, flag: "--max-items"))
      }
      section.identifier = identifier
      if let value = fields["itemSize"] { section.itemSize = try yaml.size(value, "itemSize") }
      if let value = fields["backgroundColor"] {
        section.backgroundColor = try yaml.string(value, "backgroundColor")
      }
      if let value = fields["itemSizes"] {
        var sizes: [CGSize] = []
        for size in try yaml.sequence(value, "itemSizes") {
          sizes.append(try yaml.size(size, "itemSizes"))
        }
        guard sizes.count == section.count else {
          throw yaml.error(
            value,
            "itemSizes has \(sizes.count) sizes but section \(index) has \(section.count) items")
        }
        section.itemSizes = sizes
      }
      result.append(section)
    }
    return result
  }
}
