import Foundation
import LayoutKit
import Simulator

/// Decodes an `expect` step's mapping.
struct ExpectationDecoder {
  let yaml: YAMLDecoding

  static let elementFields = ["frame", "origin", "size", "alpha", "zIndex", "hidden", "visible"]
  static let keys = ["element", "contentOffset", "contentSize", "count"] + elementFields
  /// The keys of an `expect` step: an expectation's and `expectError`.
  static let stepKeys = keys + ["expectError"]

  func expectation(_ fields: Fields) throws(ScenarioError) -> Expectation {
    // The checked mapping's keys are the allowed names, spelled as written.
    var pairs: [(String, JSONValue)] = []
    pairs.reserveCapacity(fields.pairs.count)
    for (key, value) in fields.pairs where key != "expectError" {
      pairs.append((key, json(value)))
    }
    let written = JSONValue.object(pairs)
    if let elementNode = fields["element"] {
      let key = try yaml.elementID(elementNode, "element")
      return Expectation(check: .element(key, try elementFields(fields)), written: written)
    }
    return try singleCheck(fields, written: written)
  }

  /// The fields an element expectation checks, in the order written.
  private func elementFields(_ fields: Fields) throws(ScenarioError)
    -> [Expectation.ElementField]
  {
    var checked: [Expectation.ElementField] = []
    for (name, value) in fields.pairs where name != "element" && name != "expectError" {
      switch name {
      case "frame": checked.append(.frame(try yaml.rect(value, "frame")))
      case "origin": checked.append(.origin(try yaml.point(value, "origin")))
      case "size": checked.append(.size(try yaml.size(value, "size")))
      case "alpha": checked.append(.alpha(try yaml.number(value, "alpha")))
      case "zIndex":
        let zIndex = try yaml.number(value, "zIndex")
        guard zIndex == zIndex.rounded(), abs(zIndex) < 1e15 else {
          throw yaml.error(value, "zIndex must be an integer, not \(cgFloatDescription(zIndex))")
        }
        checked.append(.zIndex(Int(zIndex)))
      case "hidden": checked.append(.hidden(try yaml.bool(value, "hidden")))
      case "visible": checked.append(.visible(try yaml.bool(value, "visible")))
      default:
        throw yaml.error(
          value,
          "'\(name)' cannot be checked on an element (use frame, origin, size, alpha, zIndex, hidden or visible)"
        )
      }
    }
    guard !checked.isEmpty else {
      throw yaml.error(
        fields.node,
        "the expect step names an element but no field to check (frame, origin, size, alpha, zIndex, hidden or visible)"
      )
    }
    return checked
  }

  /// An expectation without an element: exactly one of contentOffset, contentSize, visible or
  /// count.
  private func singleCheck(_ fields: Fields, written: JSONValue) throws(ScenarioError)
    -> Expectation
  {
    // The one checked key, found without a list: the list is made only for the message.
    var checked: (key: String, value: YAMLNode)?
    var checks = 0
    for pair in fields.pairs where pair.key != "expectError" {
      checks += 1
      checked = pair
    }
    guard checks == 1, let (only, value) = checked else {
      let present = fields.order.filter { $0 != "expectError" }
      if present.isEmpty {
        throw yaml.error(
          fields.node, "the expect step needs element, contentOffset, contentSize, visible or count"
        )
      }
      throw yaml.error(
        fields.node(present[1]),
        "the expect step checks one thing at a time: '\(present[0])' or '\(present[1])' (or name an element)"
      )
    }
    switch only {
    case "contentOffset":
      return Expectation(
        check: .contentOffset(try yaml.point(value, "contentOffset")), written: written)
    case "contentSize":
      return Expectation(check: .contentSize(try yaml.size(value, "contentSize")), written: written)
    case "visible":
      var cells: [ElementKey] = []
      for item in try yaml.sequence(value, "visible") {
        let key = try yaml.elementID(item, "visible")
        guard key.category == .cell else {
          throw yaml.error(
            item, "visible lists cells only; check '\(key.id)' with element: and visible: true")
        }
        cells.append(key)
      }
      return Expectation(check: .visibleCells(cells), written: written)
    case "count":
      guard value.kind == .mapping, value.count > 0 else {
        throw yaml.error(
          value,
          "count must map a category or kind (cell, supplementary/header, decoration/KIND) to a number"
        )
      }
      var counts: [(String, Int)] = []
      counts.reserveCapacity(value.count / 2)
      for (key, number) in yaml.document.pairs(value) {
        let selector = try yaml.string(key, "a count selector")
        guard Self.isSelector(selector) else {
          throw yaml.error(
            key,
            "'\(selector)' is not a category or kind (cell, supplementary/KIND, decoration/KIND)")
        }
        counts.append((selector, try yaml.index(number, "count of \(selector)")))
      }
      return Expectation(check: .count(counts), written: written)
    default:
      throw yaml.error(value, "'\(only)' is checked on an element: add element: ID")
    }
  }

  /// `cell`, `supplementary`, `decoration`, `supplementary/KIND` or `decoration/KIND`.
  static func isSelector(_ text: String) -> Bool {
    if text == "cell" || text == "supplementary" || text == "decoration" { return true }
    // Bytes, not Foundation's `contains(_:)` on text, which a file of many count checks spent a
    // twentieth of its reading time in; ASCII text also skips `hasPrefix`, which compares
    // characters (in ASCII, a character is a byte but for CR LF, which no category ends with).
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      let isASCII = bytes.allSatisfy { $0 < 0x80 }
      for category in ["supplementary/", "decoration/"]
      where isASCII ? bytes.starts(with: category.utf8) : text.hasPrefix(category) {
        let kind = bytes.dropFirst(category.utf8.count)
        return !kind.isEmpty && !kind.contains(UInt8(ascii: "/"))
      }
      return false
    }
  }

  /// The mapping as written: plain numbers as numbers, booleans and nulls as such, the rest as
  /// strings.
  func json(_ node: YAMLNode) -> JSONValue {
    switch node.kind {
    case .stringScalar: return .string(yaml.scalar(node) ?? "")
    case .plainScalar:
      if yaml.isNull(node) { return .null }
      // Most numbers read from their bytes, as the decoders' numbers do, without a string.
      if let value = yaml.document.exactDecimal(node) { return .number(value) }
      if let value = yaml.document.plainBool(node) { return .bool(value) }
      let text = yaml.scalar(node) ?? ""
      // A decimal starts with a sign, a digit or a point: an element id is a string at once.
      if yaml.document.mayStartNumber(node), YAMLDecoding.isDecimalNumber(text),
        let value = Double(text)
      {
        return .number(value)
      }
      return .string(text)
    case .sequence: return .array(yaml.document.children(node).map { json($0) })
    case .mapping:
      return .object(
        yaml.document.pairs(node).map { pair in (yaml.scalar(pair.key) ?? "", json(pair.value)) })
    }
  }
}
