import Foundation
import LayoutKit

/// Typed reads of YAML nodes with scenario-format error messages. Every failure names the node's
/// file, line and column.
struct YAMLDecoding {
  let file: String

  func error(_ node: YAMLNode, _ message: String) -> ScenarioError {
    ScenarioError(file: file, line: node.line, column: node.column, message: message)
  }

  // MARK: - Mappings

  /// A mapping's pairs after checking its keys against `allowed`; `name` is how messages call
  /// the mapping ("collectionView", "the scroll step", ...).
  func mapping(_ node: YAMLNode, _ name: String, allowed: [String], required: [String] = [])
    throws(ScenarioError) -> Fields
  {
    guard case .mapping(let pairs) = node.kind else {
      throw error(node, "\(name) must be a mapping, not \(node.kindName)")
    }
    var fields = Fields(node: node, name: name)
    for (key, value) in pairs {
      let text = key.scalar ?? ""
      guard allowed.contains(text) else {
        throw error(
          key, "unknown key '\(text)' in \(name)\(Self.suggestion(for: text, in: allowed))")
      }
      fields.values[text] = value
      fields.order.append(text)
    }
    for key in required where fields.values[key] == nil {
      throw error(node, "\(name) is missing the required key '\(key)'")
    }
    return fields
  }

  /// "; did you mean 'x'?" for a near miss, else the valid keys.
  static func suggestion(for key: String, in allowed: [String]) -> String {
    let scored = allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) {
      return "; did you mean '\(best.0)'?"
    }
    return " (valid keys: \(allowed.joined(separator: ", ")))"
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }

  // MARK: - Scalars

  func plainScalar(_ node: YAMLNode, expected: String) throws(ScenarioError) -> String {
    guard case .scalar(let text, let plain) = node.kind else {
      throw error(node, "expected \(expected), not \(node.kindName)")
    }
    guard plain else { throw error(node, "expected \(expected), not the string \"\(text)\"") }
    return text
  }

  func string(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> String {
    guard case .scalar(let text, _) = node.kind, !node.isNull else {
      throw error(node, "\(name) must be a string, not \(node.kindName)")
    }
    return text
  }

  /// YAML's decimal numbers: an optional sign, digits with an optional fraction (or a fraction
  /// alone), an optional exponent. No hex, octal or sexagesimal forms.
  static func isDecimalNumber(_ text: String) -> Bool {
    var chars = Substring(text)
    if chars.first == "-" || chars.first == "+" { chars = chars.dropFirst() }
    let mantissaEnd = chars.firstIndex { $0 == "e" || $0 == "E" } ?? chars.endIndex
    let mantissa = chars[..<mantissaEnd]
    let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard digits, parts.contains(where: { !$0.isEmpty }), mantissa.first != "." || parts.count == 2
    else { return false }
    guard mantissaEnd < chars.endIndex else { return true }
    var exponent = chars[chars.index(after: mantissaEnd)...]
    if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
    return !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// A finite number (integer or decimal).
  func number(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Double {
    let value = try finiteNumber(node, name)
    guard abs(value) <= ScenarioLimits.largestNumber else {
      throw error(
        node,
        "\(name) is too large: \(node.scalar ?? formatNumber(value)); numbers in a scenario are "
          + "at most \(formatNumber(ScenarioLimits.largestNumber)) in magnitude")
    }
    return value
  }

  /// Any finite decimal number, however large (counts check their own limits).
  private func finiteNumber(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Double {
    let text = try plainScalar(node, expected: "a number for \(name)")
    let lowered = text.lowercased()
    if [".nan", ".inf", "+.inf", "-.inf"].contains(lowered) {
      throw error(node, "\(name) must be a finite number, not \(text)")
    }
    guard Self.isDecimalNumber(text), let value = Double(text)
    else { throw error(node, "expected a number for \(name), not '\(text)'") }
    guard value.isFinite else { throw error(node, "\(name) must be a finite number, not \(text)") }
    return value
  }

  func number(_ node: YAMLNode, _ name: String, atLeast minimum: Double) throws(ScenarioError)
    -> Double
  {
    let value = try number(node, name)
    guard value >= minimum else {
      throw error(
        node, "\(name) must be at least \(formatNumber(minimum)), not \(formatNumber(value))")
    }
    return value
  }

  /// A non-negative integer index (a section, an item, a frame rate).
  func index(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Int {
    try count(node, name, limit: Int(ScenarioLimits.largestNumber), flag: nil)
  }

  /// A non-negative integer of at most `limit`; a larger one says so and names the limit and
  /// the option (`flag`) that raises it.
  func count(_ node: YAMLNode, _ name: String, limit: Int, flag: String?) throws(ScenarioError)
    -> Int
  {
    let value = try finiteNumber(node, name)
    guard value == value.rounded(), value >= 0 else {
      throw error(node, "\(name) must be a non-negative integer, not \(formatNumber(value))")
    }
    guard value <= Double(limit) else {
      let option = flag.map { " (\($0))" } ?? ""
      throw error(
        node,
        "\(name) is too large: \(node.scalar ?? formatNumber(value)); the limit is \(limit)\(option)"
      )
    }
    return Int(value)
  }

  /// YAML 1.1 booleans: true/false, yes/no, on/off.
  func bool(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Bool {
    let text = try plainScalar(node, expected: "true or false for \(name)")
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw error(node, "expected true or false for \(name), not '\(text)'")
    }
  }

  func choice<T: RawRepresentable>(_ node: YAMLNode, _ name: String, _ type: T.Type)
    throws(ScenarioError) -> T where T: CaseIterable, T.RawValue == String
  {
    let text = try string(node, name)
    guard let value = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue)
      throw error(
        node,
        "\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'"
          + (Self.suggestion(for: text, in: names).hasPrefix(";")
            ? Self.suggestion(for: text, in: names) : ""))
    }
    return value
  }

  // MARK: - Compound forms

  func sequence(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> [YAMLNode] {
    guard case .sequence(let items) = node.kind else {
      throw error(node, "\(name) must be a sequence, not \(node.kindName)")
    }
    return items
  }

  /// A sequence of numbers, each named `name.label` in errors.
  private func numbers(_ node: YAMLNode, _ name: String, labels: [String], form: String)
    throws(ScenarioError) -> [Double]
  {
    let count = labels.count
    guard case .sequence(let items) = node.kind else {
      throw error(node, "\(name) must be \(form), not \(node.kindName)")
    }
    guard items.count == count else {
      throw error(node, "\(name) must be \(form), with \(count) numbers, not \(items.count)")
    }
    var values: [Double] = []
    for (item, label) in zip(items, labels) { values.append(try number(item, "\(name).\(label)")) }
    return values
  }

  /// `[w, h]` or `{width:, height:}`, both at least 0.
  func size(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CGSize {
    let w: Double
    let h: Double
    if case .mapping = node.kind {
      let f = try mapping(node, name, allowed: ["width", "height"], required: ["width", "height"])
      w = try number(f.node("width"), "\(name).width")
      h = try number(f.node("height"), "\(name).height")
    } else {
      let v = try numbers(
        node, name, labels: ["width", "height"], form: "[width, height] or {width:, height:}")
      (w, h) = (v[0], v[1])
    }
    guard w >= 0, h >= 0 else {
      throw error(node, "\(name) must not be negative: [\(formatNumber(w)), \(formatNumber(h))]")
    }
    return CGSize(width: w, height: h)
  }

  /// `[x, y]` or `{x:, y:}`.
  func point(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CGPoint {
    if case .mapping = node.kind {
      let f = try mapping(node, name, allowed: ["x", "y"], required: ["x", "y"])
      return CGPoint(
        x: try number(f.node("x"), "\(name).x"), y: try number(f.node("y"), "\(name).y"))
    }
    let v = try numbers(node, name, labels: ["x", "y"], form: "[x, y] or {x:, y:}")
    return CGPoint(x: v[0], y: v[1])
  }

  /// `[x, y, width, height]`, the size at least 0.
  func rect(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> CGRect {
    let v = try numbers(
      node, name, labels: ["x", "y", "width", "height"], form: "[x, y, width, height]")
    guard v[2] >= 0, v[3] >= 0 else { throw error(node, "\(name) must not have a negative size") }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// `n`, `[top, left, bottom, right]` or `{top:, left:, bottom:, right:}`.
  func insets(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> EdgeInsets {
    switch node.kind {
    case .scalar:
      return EdgeInsets(all: try number(node, name))
    case .mapping:
      let f = try mapping(node, name, allowed: ["top", "left", "bottom", "right"])
      var insets = EdgeInsets.zero
      if let n = f["top"] { insets.top = try number(n, "\(name).top") }
      if let n = f["left"] { insets.left = try number(n, "\(name).left") }
      if let n = f["bottom"] { insets.bottom = try number(n, "\(name).bottom") }
      if let n = f["right"] { insets.right = try number(n, "\(name).right") }
      return insets
    case .sequence:
      let v = try numbers(
        node, name, labels: ["top", "left", "bottom", "right"], form: "[top, left, bottom, right]")
      return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
  }

  /// `[section, item]`.
  func indexPath(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> IndexPath {
    guard case .sequence(let items) = node.kind, items.count == 2 else {
      throw error(node, "\(name) must be an index path [section, item]")
    }
    return IndexPath(
      item: try index(items[1], "\(name) item"), section: try index(items[0], "\(name) section"))
  }

  /// An element id: `cell/S/I`, `supplementary/KIND/S/I` or `decoration/KIND/S/I`.
  func elementID(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> ElementKey {
    let text = try string(node, name)
    guard let key = ElementKey(id: text) else {
      throw error(
        node,
        "\(name) '\(text)' is not an element id (cell/S/I, supplementary/KIND/S/I or decoration/KIND/S/I)"
      )
    }
    return key
  }
}

/// A checked mapping: its values by key, and its keys in document order.
struct Fields {
  let node: YAMLNode
  let name: String
  var values: [String: YAMLNode] = [:]
  var order: [String] = []

  subscript(key: String) -> YAMLNode? { values[key] }

  /// A key `mapping(_:_:allowed:required:)` already checked is present.
  func node(_ key: String) -> YAMLNode { values[key] ?? node }
}
