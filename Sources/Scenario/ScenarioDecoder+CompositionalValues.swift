import Foundation
import LayoutKit

/// The compositional layout's value forms: dimensions, sizes, spacings, directional insets and
/// UIKit's enumeration cases, each written as UIKit spells it.
extension ScenarioDecoder {
  /// NSCollectionLayoutDimension: `{fractionalWidth: f}`, `{fractionalHeight: f}`,
  /// `{absolute: points}`, `{estimated: points}` or `{uniformAcrossSiblings: estimate}`, none
  /// negative.
  func dimension(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> CollectionLayoutDimension
  {
    let forms = [
      "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
    ]
    if node.kind == .plainScalar || node.kind == .stringScalar,
      let (form, argument) = Self.swiftCall(try yaml.string(node, name)),
      forms.contains(form)
    {
      throw yaml.error(
        node,
        "\(name) must be a mapping, not a scalar: write '\(form)(\(argument))' as"
          + " {\(form): \(argument)}")
    }
    let (key, value) = try oneKey(node, name, of: forms)
    let number = try yaml.number(value, "\(name).\(key)", atLeast: 0)
    switch key {
    case "fractionalWidth": return .fractionalWidth(number)
    case "fractionalHeight": return .fractionalHeight(number)
    case "absolute": return .absolute(number)
    case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: number)
    default: return .estimated(number)
    }
  }

  /// NSCollectionLayoutSize: `[WIDTH, HEIGHT]` or `{widthDimension:, heightDimension:}`, each a
  /// dimension.
  func layoutSize(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CollectionLayoutSize {
    if node.kind == .sequence {
      var parts = yaml.document.children(node)
      guard node.count == 2, let width = parts.next(), let height = parts.next() else {
        throw yaml.error(
          node, "\(name) must be [widthDimension, heightDimension], with 2 dimensions")
      }
      return CollectionLayoutSize(
        widthDimension: try dimension(width, "\(name).widthDimension"),
        heightDimension: try dimension(height, "\(name).heightDimension"))
    }
    let fields = try yaml.mapping(
      node, name, allowed: ["widthDimension", "heightDimension"],
      required: ["widthDimension", "heightDimension"])
    return CollectionLayoutSize(
      widthDimension: try dimension(fields.node("widthDimension"), "\(name).widthDimension"),
      heightDimension: try dimension(fields.node("heightDimension"), "\(name).heightDimension"))
  }

  /// NSCollectionLayoutSpacing: `{fixed: points}` or `{flexible: points}`.
  func spacing(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CollectionLayoutSpacing {
    let (key, value) = try oneKey(node, name, of: ["fixed", "flexible"])
    let points = try yaml.number(value, "\(name).\(key)")
    return key == "fixed" ? .fixed(points) : .flexible(points)
  }

  /// NSCollectionLayoutEdgeSpacing: `{leading:, top:, trailing:, bottom:}`, each a spacing or
  /// null (absent: null).
  func edgeSpacing(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> CollectionLayoutEdgeSpacing
  {
    let fields = try yaml.mapping(node, name, allowed: ["leading", "top", "trailing", "bottom"])
    func edge(_ key: String) throws(ScenarioError) -> CollectionLayoutSpacing? {
      guard let value = fields[key], !yaml.isNull(value) else { return nil }
      return try spacing(value, "\(name).\(key)")
    }
    return CollectionLayoutEdgeSpacing(
      leading: try edge("leading"), top: try edge("top"), trailing: try edge("trailing"),
      bottom: try edge("bottom"))
  }

  /// NSDirectionalEdgeInsets: `n` (all four edges), `[top, leading, bottom, trailing]` or
  /// `{top:, leading:, bottom:, trailing:}` (a missing edge is 0).
  func directionalInsets(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> DirectionalEdgeInsets
  {
    switch node.kind {
    case .plainScalar, .stringScalar:
      let all = try yaml.number(node, name)
      return DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
    case .mapping:
      let fields = try yaml.mapping(
        node, name, allowed: ["top", "leading", "bottom", "trailing"])
      func edge(_ key: String) throws(ScenarioError) -> Double {
        guard let value = fields[key] else { return 0 }
        return try yaml.number(value, "\(name).\(key)")
      }
      return DirectionalEdgeInsets(
        top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"),
        trailing: try edge("trailing"))
    case .sequence:
      let values = try yaml.numbers(
        node, name, labels: ["top", "leading", "bottom", "trailing"],
        form: "[top, leading, bottom, trailing]")
      return DirectionalEdgeInsets(
        top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
  }

  /// NSDirectionalRectEdge: one of `top`, `leading`, `bottom`, `trailing`, `all`, or a sequence
  /// of them.
  func rectEdges(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> DirectionalRectEdge {
    let words: [(String, DirectionalRectEdge)] = [
      ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
      ("all", .all),
    ]
    guard node.kind == .sequence else { return try word(node, name, words) }
    var edges: DirectionalRectEdge = []
    for item in yaml.document.children(node) { edges.formUnion(try word(item, name, words)) }
    return edges
  }

  /// A case of one of UIKit's enumerations, written as its Swift name (`insetGrouped`).
  func caseName<Choice: CaseIterable>(_ node: YAMLNode, _ name: String, _ type: Choice.Type)
    throws(ScenarioError) -> Choice
  {
    try word(node, name, Choice.allCases.map { (String(describing: $0), $0) })
  }

  /// One of `words`, or an error listing them (with a did-you-mean for a near miss).
  func word<Value>(_ node: YAMLNode, _ name: String, _ words: [(String, Value)])
    throws(ScenarioError) -> Value
  {
    let text = try yaml.string(node, name)
    if let found = words.first(where: { $0.0 == text }) { return found.1 }
    let names = words.map(\.0)
    let suggestion = YAMLDecoding.suggestion(for: text, in: names)
    throw yaml.error(
      node,
      "\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'"
        + (suggestion.hasPrefix(";") ? suggestion : ""))
  }

  /// A mapping of exactly one of `keys` (a dimension `{absolute: 44}`, a group
  /// `{horizontal: {...}}`): that key and its value.
  func oneKey(_ node: YAMLNode, _ name: String, of keys: [String]) throws(ScenarioError)
    -> (key: String, value: YAMLNode)
  {
    let fields = try yaml.mapping(node, name, allowed: keys)
    guard fields.count == 1, let pair = fields.first else {
      throw yaml.error(
        node, "\(name) must have exactly one key: \(keys.joined(separator: ", "))")
    }
    return pair
  }

  /// `NAME(ARGUMENT)` or `.NAME(ARGUMENT)`, a dimension written as Swift spells it: its name and
  /// argument; nil for any other text.
  static func swiftCall(_ text: String) -> (name: String, argument: String)? {
    var rest = Substring(text)
    if rest.hasPrefix(".") { rest = rest.dropFirst() }
    guard rest.hasSuffix(")"), let open = rest.firstIndex(of: "(") else { return nil }
    let name = rest[..<open]
    let argument = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter }) else { return nil }
    return (String(name), String(argument))
  }

  /// A supplementary view's element kind: a name without `/`; `header` and `footer` are
  /// UICollectionView.elementKindSectionHeader and elementKindSectionFooter, as element ids
  /// spell them, and so are those constants as Swift code names them (copied from an app's
  /// layout, `UICollectionView.elementKindSectionHeader` is the header's kind, not a kind of
  /// its own).
  func supplementaryKind(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> String {
    let kind = try yaml.string(node, name)
    guard !kind.isEmpty, !kind.contains("/") else {
      throw yaml.error(node, "\(name) must be a kind name without '/', not '\(kind)'")
    }
    return ElementKind.kind(fromShortName: Self.swiftKindConstants[kind] ?? kind)
  }

  /// UIKit's header and footer kind constants as Swift code spells them, by the short name
  /// element ids give them.
  static let swiftKindConstants: [String: String] = [
    "UICollectionView.elementKindSectionHeader": "header",
    ".elementKindSectionHeader": "header",
    "elementKindSectionHeader": "header",
    "UICollectionView.elementKindSectionFooter": "footer",
    ".elementKindSectionFooter": "footer",
    "elementKindSectionFooter": "footer",
  ]
}
