import Foundation
import LayoutKit

/// Typed reads of a document's nodes with scenario-format error messages. Every failure names the
/// node's file, line and column. A name that only an error message uses is taken as an
/// autoclosure, so reading a valid value builds no message.
struct YAMLDecoding {
  let file: String
  /// The document the nodes belong to.
  let document: YAMLDocument

  func error(_ node: YAMLNode, _ message: String) -> ScenarioError {
    ScenarioError(file: file, line: node.line, column: node.column, message: message)
  }

  /// The scalar's text, or nil for a collection.
  func scalar(_ node: YAMLNode) -> String? { document.scalar(node) }

  /// Whether the node is a plain null scalar.
  func isNull(_ node: YAMLNode) -> Bool { document.isNull(node) }

  // MARK: - Mappings

  /// A mapping's pairs after checking its keys against `allowed`; `name` is how messages call
  /// the mapping ("collectionView", "the scroll step", ...).
  func mapping(
    _ node: YAMLNode, _ name: @autoclosure () -> String, allowed: [String],
    required: [String] = []
  ) throws(ScenarioError) -> Fields {
    guard node.kind == .mapping else {
      throw error(node, "\(name()) must be a mapping, not \(document.kindName(node))")
    }
    var fields = Fields(node: node, names: allowed)
    for (key, value) in document.pairs(node) {
      // The allowed key itself goes into the fields: no string is made of the key's bytes.
      guard let index = document.firstIndex(of: key, in: allowed) else {
        let text = scalar(key) ?? ""
        throw error(
          key, "unknown key '\(text)' in \(name())\(Self.suggestion(for: text, in: allowed))")
      }
      fields.append(nameIndex: index, value: value)
    }
    for key in required where fields[key] == nil {
      throw error(node, "\(name()) is missing the required key '\(key)'")
    }
    return fields
  }

  /// "; did you mean 'x'?" for a near miss or the other spelling of a side (UIKit's directional
  /// insets say leading and trailing where `UIEdgeInsets` says left and right), else the valid
  /// keys.
  static func suggestion(for key: String, in allowed: [String]) -> String {
    if let side = otherSpellingOfSide[key], allowed.contains(side) {
      return "; did you mean '\(side)'?"
    }
    // A compound name with a side spelt the other way (`topLeft` for `topLeading`).
    for (side, other) in otherSpellingOfSide {
      let capitalized = side.prefix(1).uppercased() + side.dropFirst()
      guard key.hasSuffix(capitalized) else { continue }
      let candidate =
        String(key.dropLast(side.count)) + other.prefix(1).uppercased()
        + other.dropFirst()
      if allowed.contains(candidate) { return "; did you mean '\(candidate)'?" }
    }
    let scored = allowed.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) {
      return "; did you mean '\(best.0)'?"
    }
    return " (valid keys: \(allowed.joined(separator: ", ")))"
  }

  /// A side as `UIEdgeInsets` and `NSDirectionalEdgeInsets` each name it.
  private static let otherSpellingOfSide = [
    "left": "leading", "right": "trailing", "leading": "left", "trailing": "right",
  ]

  /// The Levenshtein distance between two words, in characters.
  static func editDistance(_ source: String, _ target: String) -> Int {
    let source = Array(source)
    let target = Array(target)
    if source.isEmpty { return target.count }
    var row = Array(0...target.count)
    for sourceIndex in 1...source.count {
      var diagonal = row[0]
      row[0] = sourceIndex
      for targetIndex in stride(from: 1, through: target.count, by: 1) {
        let above = row[targetIndex]
        let substitution = source[sourceIndex - 1] == target[targetIndex - 1] ? 0 : 1
        row[targetIndex] = min(
          row[targetIndex] + 1, row[targetIndex - 1] + 1, diagonal + substitution)
        diagonal = above
      }
    }
    return row[target.count]
  }

  // MARK: - Scalars

  func plainScalar(_ node: YAMLNode, expected: @autoclosure () -> String) throws(ScenarioError)
    -> String
  {
    guard let text = scalar(node) else {
      throw error(node, "expected \(expected()), not \(document.kindName(node))")
    }
    guard node.kind == .plainScalar else {
      throw error(node, "expected \(expected()), not the string \"\(text)\"")
    }
    return text
  }

  func string(_ node: YAMLNode, _ name: @autoclosure () -> String) throws(ScenarioError)
    -> String
  {
    guard let text = scalar(node), !isNull(node) else {
      throw error(node, "\(name()) must be a string, not \(document.kindName(node))")
    }
    return text
  }

  /// YAML's decimal numbers: an optional sign, digits with an optional fraction (or a fraction
  /// alone), an optional exponent. No hex, octal or sexagesimal forms.
  static func isDecimalNumber(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      func skipSign() {
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
          index += 1
        }
      }
      /// Skips ASCII digits and says how many there were.
      func skipDigits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
          bytes[index] <= UInt8(ascii: "9")
        {
          index += 1
        }
        return index - start
      }
      skipSign()
      var mantissaDigits = skipDigits()
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        mantissaDigits += skipDigits()
      }
      guard mantissaDigits > 0 else { return false }
      guard index < bytes.count else { return true }
      guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
        return false
      }
      index += 1
      skipSign()
      return skipDigits() > 0 && index == bytes.count
    }
  }

  /// A finite number (integer or decimal).
  func number(_ node: YAMLNode, _ name: @autoclosure () -> String) throws(ScenarioError) -> Double {
    let value = try finiteNumber(node, name())
    guard abs(value) <= ScenarioLimits.largestNumber else {
      throw error(
        node,
        "\(name()) is too large: \(scalar(node) ?? cgFloatDescription(value)); numbers in a scenario "
          + "are at most \(cgFloatDescription(ScenarioLimits.largestNumber)) in magnitude")
    }
    return value
  }

  /// Any finite decimal number, however large (counts check their own limits).
  private func finiteNumber(_ node: YAMLNode, _ name: @autoclosure () -> String)
    throws(ScenarioError) -> Double
  {
    if let value = document.exactDecimal(node) { return value }
    let text = try plainScalar(node, expected: "a number for \(name())")
    if Self.isNonFinite(text) {
      throw error(node, "\(name()) must be a finite number, not \(text)")
    }
    guard Self.isDecimalNumber(text), let value = Double(text) else {
      throw error(node, "expected a number for \(name()), not '\(text)'")
    }
    guard value.isFinite else {
      throw error(node, "\(name()) must be a finite number, not \(text)")
    }
    return value
  }

  /// YAML's not-a-number and infinities in any case: `.nan`, `.inf`, `+.inf`, `-.inf`. A number
  /// ends in a digit, so only a word of four or five bytes ending in n or f is lowercased.
  static func isNonFinite(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard utf8.count == 4 || utf8.count == 5, let last = utf8.last,
      last | 0x20 == UInt8(ascii: "n") || last | 0x20 == UInt8(ascii: "f")
    else { return false }
    return [".nan", ".inf", "+.inf", "-.inf"].contains(text.lowercased())
  }

  func number(_ node: YAMLNode, _ name: @autoclosure () -> String, atLeast minimum: Double)
    throws(ScenarioError) -> Double
  {
    let value = try number(node, name())
    guard value >= minimum else {
      throw error(
        node,
        "\(name()) must be at least \(cgFloatDescription(minimum)), not \(cgFloatDescription(value))"
      )
    }
    return value
  }

  /// A non-negative integer index (a section, an item, a frame rate).
  func index(_ node: YAMLNode, _ name: @autoclosure () -> String) throws(ScenarioError) -> Int {
    try count(node, name(), limit: Int(ScenarioLimits.largestNumber), flag: nil)
  }

  /// A non-negative integer of at most `limit`; a larger one says so and names the limit and
  /// the option (`flag`) that raises it.
  func count(_ node: YAMLNode, _ name: @autoclosure () -> String, limit: Int, flag: String?)
    throws(ScenarioError) -> Int
  {
    let value = try finiteNumber(node, name())
    guard value == value.rounded(), value >= 0 else {
      throw error(
        node, "\(name()) must be a non-negative integer, not \(cgFloatDescription(value))")
    }
    guard value <= Double(limit) else {
      let option = flag.map { " (\($0))" } ?? ""
      throw error(
        node,
        "\(name()) is too large: \(scalar(node) ?? cgFloatDescription(value)); the limit is "
          + "\(limit)\(option)")
    }
    return Int(value)
  }

  /// YAML 1.1 booleans: true/false, yes/no, on/off.
  func bool(_ node: YAMLNode, _ name: @autoclosure () -> String) throws(ScenarioError) -> Bool {
    if let value = document.plainBool(node) { return value }
    let text = try plainScalar(node, expected: "true or false for \(name())")
    throw error(node, "expected true or false for \(name()), not '\(text)'")
  }

  func choice<Choice: RawRepresentable>(_ node: YAMLNode, _ name: String, _ type: Choice.Type)
    throws(ScenarioError) -> Choice where Choice: CaseIterable, Choice.RawValue == String
  {
    let text = try string(node, name)
    guard let value = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue)
      throw error(
        node,
        "\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'"
          + (Self.suggestion(for: text, in: names).hasPrefix(";")
            ? Self.suggestion(for: text, in: names) : ""))
    }
    return value
  }

  // MARK: - Sequences

  func sequence(_ node: YAMLNode, _ name: @autoclosure () -> String) throws(ScenarioError)
    -> YAMLDocument.Children
  {
    guard node.kind == .sequence else {
      throw error(node, "\(name()) must be a sequence, not \(document.kindName(node))")
    }
    return document.children(node)
  }

  /// A sequence of numbers, each named `name.label` in errors, in the first lanes of a vector
  /// (there are at most four: a rect, insets), so that reading one allocates nothing.
  func numbers(_ node: YAMLNode, _ name: String, labels: [String], form: String)
    throws(ScenarioError) -> SIMD4<Double>
  {
    guard node.kind == .sequence else {
      throw error(node, "\(name) must be \(form), not \(document.kindName(node))")
    }
    guard node.count == labels.count else {
      throw error(
        node, "\(name) must be \(form), with \(labels.count) numbers, not \(node.count)")
    }
    var values = SIMD4<Double>()
    // The labels are read only for a message: walking them beside the items retained each.
    var lane = 0
    for item in document.children(node) where lane < labels.count {
      // Most numbers are exact decimals within the limit: read so, no name is formed for them.
      if let value = document.exactDecimal(item), abs(value) <= ScenarioLimits.largestNumber {
        values[lane] = value
      } else {
        values[lane] = try number(item, "\(name).\(labels[lane])")
      }
      lane += 1
    }
    return values
  }
}
