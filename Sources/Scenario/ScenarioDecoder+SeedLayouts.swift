import Foundation
import LayoutKit
import Layouts

extension ScenarioDecoder {
  /// The `layout` keys the chosen kinds add (section backgrounds, separators, pinned headers).
  func seedLayoutOptions(_ f: Fields, kinds: [String]) throws(ScenarioError) -> SeedLayoutOptions {
    var o = SeedLayoutOptions()
    if let n = f["decorations"] {
      let g = try d.mapping(n, "decorations", allowed: ["default", "sections"])
      if let k = g["default"] {
        o.defaultDecorationKind = try decorationKind(k, "decorations.default")
      }
      if let s = g["sections"] {
        guard case .mapping(let entries) = s.kind else {
          throw d.error(s, "decorations.sections must be a mapping from section index to a kind")
        }
        for (key, value) in entries {
          let section = try d.index(key, "a section index in decorations.sections")
          o.sectionDecorationKinds[section] = .some(
            try decorationKind(value, "decorations.sections.\(section)"))
        }
      }
    }
    if let n = f["extendEdges"] { o.extendEdges = try d.insets(n, "extendEdges") }
    if let n = f["decorationContainsHeader"] {
      o.decorationContainsHeader = try d.bool(n, "decorationContainsHeader")
    }
    if let n = f["adjustHeaderAndFooterLayout"] {
      o.adjustHeaderAndFooterLayout = try d.bool(n, "adjustHeaderAndFooterLayout")
    }
    if let n = f["separator"] {
      let g = try d.mapping(
        n, "separator", allowed: ["kind", "thickness", "zIndex", "afterLastLine", "insets"])
      if let k = g["kind"] { o.separatorKind = try elementKind(k, "separator.kind") }
      if let k = g["thickness"] {
        o.separatorThickness = try d.number(k, "separator.thickness", atLeast: 0)
      }
      if let k = g["zIndex"] { o.separatorZIndex = try integer(k, "separator.zIndex") }
      if let k = g["afterLastLine"] { o.separatorAfterLastLine = try d.bool(k, "afterLastLine") }
      if let k = g["insets"] { o.separatorInsets = try d.insets(k, "separator.insets") }
    }
    if let n = f["pinnedSections"] {
      var sections: [Int] = []
      for item in try d.sequence(n, "pinnedSections") {
        sections.append(try d.index(item, "a section index in pinnedSections"))
      }
      o.pinnedSections = sections
    }
    if let n = f["pinnedZIndex"] { o.pinnedZIndex = try integer(n, "pinnedZIndex") }
    if let n = f["seedQuirks"] { o.seedQuirks = try d.bool(n, "seedQuirks") }
    return o
  }

  /// The keys a ported kind declares, each read as its type says.
  func layoutParameters(_ f: Fields, _ kind: PortedLayoutKind) throws(ScenarioError)
    -> [String: AttributeValue]
  {
    var values: [String: AttributeValue] = [:]
    for parameter in kind.parameters {
      guard let n = f[parameter.name] else { continue }
      switch parameter.type {
      case .number(let minimum?):
        values[parameter.name] = .number(try d.number(n, parameter.name, atLeast: minimum))
      case .number(nil):
        values[parameter.name] = .number(try d.number(n, parameter.name))
      case .integer(let minimum, let maximum):
        let value = try integer(n, parameter.name)
        guard value >= minimum, value <= maximum else {
          throw d.error(
            n, "\(parameter.name) must be from \(minimum) to \(maximum), not \(value)")
        }
        values[parameter.name] = .number(Double(value))
      case .bool:
        values[parameter.name] = .bool(try d.bool(n, parameter.name))
      case .choice(let words):
        let word = try d.string(n, parameter.name)
        guard words.contains(word) else {
          throw d.error(
            n, "\(parameter.name) must be one of \(words.joined(separator: ", ")), not '\(word)'")
        }
        values[parameter.name] = .string(word)
      case .size:
        let size = try d.size(n, parameter.name)
        values[parameter.name] = .array([.number(size.width), .number(size.height)])
      }
    }
    return values
  }

  /// A decoration kind, or null for none.
  private func decorationKind(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> String? {
    if node.isNull { return nil }
    return try elementKind(node, name)
  }

  /// An element kind as element ids can spell it: not empty, no `/`.
  private func elementKind(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> String {
    let kind = try d.string(node, name)
    guard !kind.isEmpty, !kind.contains("/"), kind != "header", kind != "footer" else {
      throw d.error(
        node, "\(name) must be a kind name without '/' (not header or footer), not '\(kind)'")
    }
    return kind
  }

  /// An integer, negative allowed (a zIndex).
  private func integer(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Int {
    let value = try d.number(node, name)
    guard value == value.rounded(), abs(value) < 1e15 else {
      throw d.error(node, "\(name) must be an integer, not \(formatNumber(value))")
    }
    return Int(value)
  }
}
