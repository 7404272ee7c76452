import Foundation
import LayoutKit
import Simulator

/// Decodes an `expect` step's mapping.
struct ExpectationDecoder {
  let d: YAMLDecoding

  static let elementFields = ["frame", "origin", "size", "alpha", "zIndex", "hidden", "visible"]
  static let keys = ["element", "contentOffset", "contentSize", "count"] + elementFields

  func expectation(_ f: Fields) throws(ScenarioError) -> Expectation {
    let written = json(f.node, dropping: "expectError")
    if let elementNode = f["element"] {
      let key = try d.elementID(elementNode, "element")
      return Expectation(check: .element(key, try elementFields(f)), written: written)
    }
    return try singleCheck(f, written: written)
  }

  /// The fields an element expectation checks, in the order written.
  private func elementFields(_ f: Fields) throws(ScenarioError) -> [Expectation.ElementField] {
    var fields: [Expectation.ElementField] = []
    for name in f.order where name != "element" && name != "expectError" {
      let n = f.node(name)
      switch name {
      case "frame": fields.append(.frame(try d.rect(n, "frame")))
      case "origin": fields.append(.origin(try d.point(n, "origin")))
      case "size": fields.append(.size(try d.size(n, "size")))
      case "alpha": fields.append(.alpha(try d.number(n, "alpha")))
      case "zIndex":
        let z = try d.number(n, "zIndex")
        guard z == z.rounded(), abs(z) < 1e15 else {
          throw d.error(n, "zIndex must be an integer, not \(formatNumber(z))")
        }
        fields.append(.zIndex(Int(z)))
      case "hidden": fields.append(.hidden(try d.bool(n, "hidden")))
      case "visible": fields.append(.visible(try d.bool(n, "visible")))
      default:
        throw d.error(
          n,
          "'\(name)' cannot be checked on an element (use frame, origin, size, alpha, zIndex, hidden or visible)"
        )
      }
    }
    guard !fields.isEmpty else {
      throw d.error(
        f.node,
        "the expect step names an element but no field to check (frame, origin, size, alpha, zIndex, hidden or visible)"
      )
    }
    return fields
  }

  /// An expectation without an element: exactly one of contentOffset, contentSize, visible or
  /// count.
  private func singleCheck(_ f: Fields, written: JSONValue) throws(ScenarioError) -> Expectation {
    let present = f.order.filter { $0 != "expectError" }
    guard present.count == 1, let only = present.first else {
      if present.isEmpty {
        throw d.error(
          f.node, "the expect step needs element, contentOffset, contentSize, visible or count")
      }
      throw d.error(
        f.node(present[1]),
        "the expect step checks one thing at a time: '\(present[0])' or '\(present[1])' (or name an element)"
      )
    }
    let n = f.node(only)
    switch only {
    case "contentOffset":
      return Expectation(check: .contentOffset(try d.point(n, "contentOffset")), written: written)
    case "contentSize":
      return Expectation(check: .contentSize(try d.size(n, "contentSize")), written: written)
    case "visible":
      var cells: [ElementKey] = []
      for item in try d.sequence(n, "visible") {
        let key = try d.elementID(item, "visible")
        guard key.category == .cell else {
          throw d.error(
            item, "visible lists cells only; check '\(key.id)' with element: and visible: true")
        }
        cells.append(key)
      }
      return Expectation(check: .visibleCells(cells), written: written)
    case "count":
      guard case .mapping(let pairs) = n.kind, !pairs.isEmpty else {
        throw d.error(
          n,
          "count must map a category or kind (cell, supplementary/header, decoration/KIND) to a number"
        )
      }
      var counts: [(String, Int)] = []
      for (key, value) in pairs {
        let selector = try d.string(key, "a count selector")
        guard Self.isSelector(selector) else {
          throw d.error(
            key,
            "'\(selector)' is not a category or kind (cell, supplementary/KIND, decoration/KIND)")
        }
        counts.append((selector, try d.index(value, "count of \(selector)")))
      }
      return Expectation(check: .count(counts), written: written)
    default:
      throw d.error(n, "'\(only)' is checked on an element: add element: ID")
    }
  }

  /// `cell`, `supplementary`, `decoration`, `supplementary/KIND` or `decoration/KIND`.
  static func isSelector(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    switch parts.first {
    case "cell": return parts.count == 1
    case "supplementary", "decoration":
      return parts.count == 1 || (parts.count == 2 && !parts[1].isEmpty)
    default: return false
    }
  }

  /// The mapping as written: plain numbers as numbers, booleans and nulls as such, the rest as
  /// strings.
  func json(_ node: YAMLNode, dropping: String? = nil) -> JSONValue {
    switch node.kind {
    case .scalar(let text, let plain):
      guard plain else { return .string(text) }
      if node.isNull { return .null }
      if YAMLDecoding.isDecimalNumber(text), let value = Double(text) { return .number(value) }
      switch text.lowercased() {
      case "true", "yes", "on": return .bool(true)
      case "false", "no", "off": return .bool(false)
      default: return .string(text)
      }
    case .sequence(let items): return .array(items.map { json($0) })
    case .mapping(let pairs):
      return .object(
        pairs.compactMap { pair in
          let key = pair.key.scalar ?? ""
          return key == dropping ? nil : (key, json(pair.value))
        })
    }
  }
}
