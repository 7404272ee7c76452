import Foundation
import LayoutKit
import Layouts

/// The compositional layout's groups and items, and what hangs on them: badges, boundary items
/// and decorations.
extension ScenarioDecoder {
  typealias Compositional = CompositionalLayoutSpec

  /// The keys that make a mapping a group: UIKit's factories.
  static let groupFactories = ["horizontal", "vertical", "custom"]

  /// A group's subitem: a group (`{horizontal: {...}}`, `{vertical: {...}}`, `{custom: {...}}`)
  /// or an item.
  func subitem(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Compositional.Subitem {
    let keys =
      node.kind == .mapping ? yaml.document.pairs(node).compactMap { yaml.scalar($0.key) } : []
    if keys.contains(where: Self.groupFactories.contains) { return .group(try group(node, name)) }
    return .item(try item(node, name))
  }

  /// NSCollectionLayoutItem: `layoutSize` (required), `contentInsets`, `edgeSpacing`,
  /// `supplementaryItems`.
  func item(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Compositional.Item {
    let fields = try yaml.mapping(
      node, name, allowed: ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"],
      required: ["layoutSize"])
    var item = Compositional.Item(
      layoutSize: try layoutSize(fields.node("layoutSize"), "\(name).layoutSize"))
    if let value = fields["contentInsets"] {
      item.contentInsets = try directionalInsets(value, "\(name).contentInsets")
    }
    if let value = fields["edgeSpacing"] {
      item.edgeSpacing = try edgeSpacing(value, "\(name).edgeSpacing")
    }
    if let value = fields["supplementaryItems"] {
      item.supplementaryItems = try list(value, "\(name).supplementaryItems", supplementaryItem)
    }
    return item
  }

  /// NSCollectionLayoutGroup: one key naming the factory, whose mapping holds `layoutSize` and
  /// either `subitems: [...]` or `repeatingSubitem:` with `count:` (`custom`: `items:`), and
  /// `interItemSpacing`, `contentInsets`, `edgeSpacing`, `supplementaryItems`.
  func group(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Compositional.Group {
    let keys =
      node.kind == .mapping ? yaml.document.pairs(node).compactMap { yaml.scalar($0.key) } : []
    if keys.count > 1, let stray = keys.first(where: { !Self.groupFactories.contains($0) }) {
      throw yaml.error(
        node,
        "\(name) must have exactly one key (horizontal, vertical or custom) holding the group's "
          + "properties; move '\(stray)' into it")
    }
    let (factory, body) = try oneKey(node, name, of: Self.groupFactories)
    let groupName = "\(name).\(factory)"
    let kind: Compositional.Group.Kind =
      factory == "horizontal" ? .horizontal : factory == "vertical" ? .vertical : .custom
    let shared = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
    let own =
      kind == .custom
      ? ["items"] : ["subitems", "repeatingSubitem", "subitem", "count", "interItemSpacing"]
    let fields = try yaml.mapping(body, groupName, allowed: shared + own, required: ["layoutSize"])
    var group = Compositional.Group(
      kind: kind, layoutSize: try layoutSize(fields.node("layoutSize"), "\(groupName).layoutSize"))
    if let value = fields["contentInsets"] {
      group.contentInsets = try directionalInsets(value, "\(groupName).contentInsets")
    }
    if let value = fields["edgeSpacing"] {
      group.edgeSpacing = try edgeSpacing(value, "\(groupName).edgeSpacing")
    }
    if let value = fields["interItemSpacing"] {
      group.interItemSpacing = try spacing(value, "\(groupName).interItemSpacing")
    }
    if let value = fields["supplementaryItems"] {
      group.supplementaryItems = try list(
        value, "\(groupName).supplementaryItems", supplementaryItem)
    }
    if kind == .custom {
      guard let items = fields["items"] else {
        throw yaml.error(body, "\(groupName) is missing the required key 'items'")
      }
      group.customItems = try list(items, "\(groupName).items", customItem)
      // A group that places no item never uses up the section's items: none would be laid out.
      guard !group.customItems.isEmpty else {
        throw yaml.error(items, "\(groupName).items must hold at least one frame")
      }
      return group
    }
    try readSubitems(fields, groupName, into: &group)
    return group
  }

  /// `subitems: [...]`, or `repeatingSubitem:` and `count:` (exactly one form). `subitem:` with
  /// `count:` is the group as iOS 13 to 15 spell it (`horizontal(layoutSize:subitem:count:)`,
  /// which apps written before iOS 16 still use), and resizes its subitem into equal slots where
  /// `repeatingSubitem:` keeps the subitem's size.
  private func readSubitems(
    _ fields: Fields, _ name: String, into group: inout Compositional.Group
  ) throws(ScenarioError) {
    let repeatingKeys = ["repeatingSubitem", "subitem"].filter { fields[$0] != nil }
    if repeatingKeys.count > 1 {
      throw yaml.error(
        fields.node("subitem"), "\(name) has both repeatingSubitem and subitem: keep one")
    }
    let repeatingKey = repeatingKeys.first ?? "repeatingSubitem"
    switch (fields["subitems"], fields[repeatingKey]) {
    case (let subitems?, nil):
      if let count = fields["count"] {
        throw yaml.error(count, "\(name).count goes with \(repeatingKey), not subitems")
      }
      group.subitems = try list(subitems, "\(name).subitems", subitem)
      guard !group.subitems.isEmpty else {
        throw yaml.error(subitems, "\(name).subitems must hold at least one item")
      }
    case (nil, let repeating?):
      guard let countNode = fields["count"] else {
        throw yaml.error(fields.node, "\(name) is missing the required key 'count'")
      }
      let count = try yaml.count(
        countNode, "\(name).count", limit: Self.largestRepeatCount, flag: nil)
      guard count >= 1 else { throw yaml.error(countNode, "\(name).count must be at least 1") }
      group.subitems = [try subitem(repeating, "\(name).\(repeatingKey)")]
      group.repeatCount = count
      group.resizesRepeatedSubitem = repeatingKey == "subitem"
    default:
      throw yaml.error(
        fields.node, "\(name) needs exactly one of subitems or repeatingSubitem (with count)")
    }
  }

  /// The most a `repeatingSubitem` group repeats: the solver's guard for one group's items.
  static let largestRepeatCount = 10_000

  /// NSCollectionLayoutGroupCustomItem: `[x, y, width, height]` or `{frame:, zIndex:}`.
  func customItem(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.CustomItem
  {
    guard node.kind == .mapping else {
      return Compositional.CustomItem(frame: try yaml.rect(node, name))
    }
    let fields = try yaml.mapping(node, name, allowed: ["frame", "zIndex"], required: ["frame"])
    var item = Compositional.CustomItem(frame: try yaml.rect(fields.node("frame"), "\(name).frame"))
    if let value = fields["zIndex"] { item.zIndex = try integer(value, "\(name).zIndex") }
    return item
  }

  /// NSCollectionLayoutBoundarySupplementaryItem: `layoutSize`, `elementKind`, `alignment`
  /// (required), `absoluteOffset`, `extendsBoundary`, `pinToVisibleBounds`, `zIndex`,
  /// `contentInsets`.
  func boundaryItem(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.BoundaryItem
  {
    let fields = try yaml.mapping(
      node, name,
      allowed: [
        "layoutSize", "elementKind", "alignment", "absoluteOffset", "extendsBoundary",
        "pinToVisibleBounds", "zIndex", "contentInsets",
      ], required: ["layoutSize", "elementKind", "alignment"])
    var item = Compositional.BoundaryItem(
      layoutSize: try layoutSize(fields.node("layoutSize"), "\(name).layoutSize"),
      elementKind: try supplementaryKind(fields.node("elementKind"), "\(name).elementKind"),
      alignment: try caseName(
        fields.node("alignment"), "\(name).alignment", CollectionLayoutRectAlignment.self))
    if let value = fields["absoluteOffset"] {
      item.absoluteOffset = try yaml.point(value, "\(name).absoluteOffset")
    }
    if let value = fields["extendsBoundary"] {
      item.extendsBoundary = try yaml.bool(value, "\(name).extendsBoundary")
    }
    if let value = fields["pinToVisibleBounds"] {
      item.pinToVisibleBounds = try yaml.bool(value, "\(name).pinToVisibleBounds")
    }
    if let value = fields["zIndex"] { item.zIndex = try integer(value, "\(name).zIndex") }
    if let value = fields["contentInsets"] {
      item.contentInsets = try directionalInsets(value, "\(name).contentInsets")
    }
    return item
  }

  /// NSCollectionLayoutSupplementaryItem (a badge): `layoutSize`, `elementKind`,
  /// `containerAnchor` (required), `itemAnchor`, `zIndex`, `contentInsets`.
  func supplementaryItem(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.SupplementaryItem
  {
    let fields = try yaml.mapping(
      node, name,
      allowed: [
        "layoutSize", "elementKind", "containerAnchor", "itemAnchor", "zIndex", "contentInsets",
      ], required: ["layoutSize", "elementKind", "containerAnchor"])
    var item = Compositional.SupplementaryItem(
      layoutSize: try layoutSize(fields.node("layoutSize"), "\(name).layoutSize"),
      elementKind: try supplementaryKind(fields.node("elementKind"), "\(name).elementKind"),
      containerAnchor: try anchor(fields.node("containerAnchor"), "\(name).containerAnchor"))
    if let value = fields["itemAnchor"] {
      item.itemAnchor = try anchor(value, "\(name).itemAnchor")
    }
    if let value = fields["zIndex"] { item.zIndex = try integer(value, "\(name).zIndex") }
    if let value = fields["contentInsets"] {
      item.contentInsets = try directionalInsets(value, "\(name).contentInsets")
    }
    return item
  }

  /// NSCollectionLayoutAnchor: `edges`, and at most one of `absoluteOffset` (points) and
  /// `fractionalOffset` (fractions of the supplementary item's size).
  func anchor(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CollectionLayoutAnchor {
    let fields = try yaml.mapping(
      node, name, allowed: ["edges", "absoluteOffset", "fractionalOffset"], required: ["edges"])
    let edges = try rectEdges(fields.node("edges"), "\(name).edges")
    switch (fields["absoluteOffset"], fields["fractionalOffset"]) {
    case (let absolute?, nil):
      return CollectionLayoutAnchor(
        edges: edges, absoluteOffset: try yaml.point(absolute, "\(name).absoluteOffset"))
    case (nil, let fractional?):
      return CollectionLayoutAnchor(
        edges: edges, fractionalOffset: try yaml.point(fractional, "\(name).fractionalOffset"))
    case (nil, nil):
      return CollectionLayoutAnchor(edges: edges)
    case (_?, let fractional?):
      throw yaml.error(
        fractional, "\(name) takes absoluteOffset or fractionalOffset, not both")
    }
  }

  /// NSCollectionLayoutDecorationItem: `background: KIND` (required), `zIndex`, `contentInsets`.
  func decorationItem(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.DecorationItem
  {
    let fields = try yaml.mapping(
      node, name, allowed: ["background", "zIndex", "contentInsets"], required: ["background"])
    var item = Compositional.DecorationItem(
      elementKind: try supplementaryKind(fields.node("background"), "\(name).background"))
    if let value = fields["zIndex"] { item.zIndex = try integer(value, "\(name).zIndex") }
    if let value = fields["contentInsets"] {
      item.contentInsets = try directionalInsets(value, "\(name).contentInsets")
    }
    return item
  }

  /// A sequence whose entries `read` decodes, each named `name.INDEX`.
  func list<Value>(
    _ node: YAMLNode, _ name: String,
    _ read: (YAMLNode, String) throws(ScenarioError) -> Value
  ) throws(ScenarioError) -> [Value] {
    var values: [Value] = []
    for (index, entry) in try yaml.sequence(node, name).enumerated() {
      values.append(try read(entry, "\(name).\(index)"))
    }
    return values
  }
}
