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
    if let elementNode = fields["element"] {
      let key = try yaml.elementID(elementNode, "element")
      return expectation(.element(key, try elementFields(fields)), fields)
    }
    return try singleCheck(fields)
  }

  /// The expectation checking `check`, written as the mapping of `fields`.
  private func expectation(_ check: Expectation.Check, _ fields: Fields) -> Expectation {
    Expectation(check: check, written: WrittenMapping(document: yaml.document, node: fields.node))
  }

  /// The fields an element expectation checks, in the order written.
  private func elementFields(_ fields: Fields) throws(ScenarioError)
    -> [Expectation.ElementField]
  {
    var checked: [Expectation.ElementField] = []
    // By position: iterating the fields copied them, a fifth of reading an expectation's keys.
    for position in fields.indices {
      let (name, value) = fields[position]
      guard name != "element" && name != "expectError" else { continue }
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
  private func singleCheck(_ fields: Fields) throws(ScenarioError) -> Expectation {
    // The one checked key, found without a list: the list is made only for the message.
    var checked: (key: String, value: YAMLNode)?
    var checks = 0
    for position in fields.indices where fields[position].key != "expectError" {
      checks += 1
      checked = fields[position]
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
      return expectation(.contentOffset(try yaml.point(value, "contentOffset")), fields)
    case "contentSize":
      return expectation(.contentSize(try yaml.size(value, "contentSize")), fields)
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
      return expectation(.visibleCells(cells), fields)
    case "count":
      guard value.kind == .mapping, value.count > 0 else {
        throw yaml.error(
          value,
          "count must map a category or kind (cell, supplementary/header, decoration/KIND) to a number"
        )
      }
      var counts: [(selector: String, count: Int)] = []
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
      return expectation(.count(counts), fields)
    default:
      throw yaml.error(value, "'\(only)' is checked on an element: add element: ID")
    }
  }

  /// `cell`, `supplementary`, `decoration`, `supplementary/KIND` or `decoration/KIND`.
  static func isSelector(_ text: String) -> Bool {
    // ASCII text is read as bytes: in ASCII a character is a byte (but CR LF, which no category
    // ends with), and Foundation's `contains(_:)` and `hasPrefix` cost a count check several
    // times its bytes. Other text compares characters.
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return isSelectorComparingCharacters(text) }
      func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { YAMLDocument.bytes(bytes, equal: $0) }
      }
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else {
        return categories.contains { spells(bytes, $0) }
      }
      let category = UnsafeBufferPointer(rebasing: bytes[..<slash])
      let kind = bytes[(slash + 1)...]
      return !kind.isEmpty && !kind.contains(UInt8(ascii: "/"))
        && categories.dropFirst().contains { spells(category, $0) }
    }
  }

  /// `isSelector(_:)` for text with a character outside ASCII.
  private static func isSelectorComparingCharacters(_ text: String) -> Bool {
    let names = categories.map(\.description)
    if names.contains(text) { return true }
    for category in names.dropFirst() where text.hasPrefix(category + "/") {
      let kind = text.utf8.dropFirst(category.utf8.count + 1)
      return !kind.isEmpty && !kind.contains(UInt8(ascii: "/"))
    }
    return false
  }

  /// What a count selector may name: a category alone, or a kind of the last two. Static
  /// strings: their bytes are read without a retain.
  private static let categories: [StaticString] = ["cell", "supplementary", "decoration"]
}
