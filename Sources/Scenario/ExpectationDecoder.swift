import Foundation
import LayoutKit
import Simulator

/// Decodes an `expect` step's mapping.
struct ExpectationDecoder {
  let yaml: YAMLDecoding

  static let elementFields = ["frame", "origin", "size", "alpha", "zIndex", "hidden", "visible"]
  static let keys = ["element", "contentOffset", "contentSize", "count"] + elementFields

  func expectation(_ fields: Fields) throws(ScenarioError) -> Expectation {
    let written = json(fields.node, dropping: "expectError")
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
    for name in fields.order where name != "element" && name != "expectError" {
      let value = fields.node(name)
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
    let present = fields.order.filter { $0 != "expectError" }
    guard present.count == 1, let only = present.first else {
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
    let value = fields.node(only)
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
    for category in ["supplementary/", "decoration/"] where text.hasPrefix(category) {
      // Bytes, not Foundation's `contains(_:)` on text, which a file of many count checks
      // spent a twentieth of its reading time in.
      let kind = text.utf8.dropFirst(category.utf8.count)
      return !kind.isEmpty && !kind.contains(UInt8(ascii: "/"))
    }
    return false
  }

  /// The mapping as written: plain numbers as numbers, booleans and nulls as such, the rest as
  /// strings.
  func json(_ node: YAMLNode, dropping: String? = nil) -> JSONValue {
    switch node.kind {
    case .stringScalar: return .string(yaml.scalar(node) ?? "")
    case .plainScalar:
      if yaml.isNull(node) { return .null }
      // Most numbers read from their bytes, as the decoders' numbers do, without a string.
      if let value = yaml.document.exactDecimal(node) { return .number(value) }
      let text = yaml.scalar(node) ?? ""
      if YAMLDecoding.isDecimalNumber(text), let value = Double(text) { return .number(value) }
      switch text.lowercased() {
      case "true", "yes", "on": return .bool(true)
      case "false", "no", "off": return .bool(false)
      default: return .string(text)
      }
    case .sequence: return .array(yaml.document.children(node).map { json($0) })
    case .mapping:
      return .object(
        yaml.document.pairs(node).compactMap { pair in
          let key = yaml.scalar(pair.key) ?? ""
          return key == dropping ? nil : (key, json(pair.value))
        })
    }
  }
}
