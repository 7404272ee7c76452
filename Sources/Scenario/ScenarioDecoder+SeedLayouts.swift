import Foundation
import LayoutKit
import Layouts

extension ScenarioDecoder {
  /// The `layout` keys the chosen kinds add (section backgrounds, separators, pinned headers).
  func seedLayoutOptions(_ fields: Fields, kinds: [String]) throws(ScenarioError)
    -> SeedLayoutOptions
  {
    var options = SeedLayoutOptions()
    if let value = fields["decorations"] {
      let decorations = try yaml.mapping(value, "decorations", allowed: ["default", "sections"])
      if let kind = decorations["default"] {
        options.defaultDecorationKind = try decorationKind(kind, "decorations.default")
      }
      if let sections = decorations["sections"] {
        guard sections.kind == .mapping else {
          throw yaml.error(
            sections, "decorations.sections must be a mapping from section index to a kind")
        }
        for (key, value) in yaml.document.pairs(sections) {
          let section = try yaml.index(key, "a section index in decorations.sections")
          options.sectionDecorationKinds[section] = .some(
            try decorationKind(value, "decorations.sections.\(section)"))
        }
      }
    }
    if let value = fields["extendEdges"] {
      options.extendEdges = try yaml.insets(value, "extendEdges")
    }
    if let value = fields["decorationContainsHeader"] {
      options.decorationContainsHeader = try yaml.bool(value, "decorationContainsHeader")
    }
    if let value = fields["adjustHeaderAndFooterLayout"] {
      options.adjustHeaderAndFooterLayout = try yaml.bool(value, "adjustHeaderAndFooterLayout")
    }
    if let value = fields["separator"] {
      let separator = try yaml.mapping(
        value, "separator", allowed: ["kind", "thickness", "zIndex", "afterLastLine", "insets"])
      if let kind = separator["kind"] {
        options.separatorKind = try elementKind(kind, "separator.kind")
      }
      if let thickness = separator["thickness"] {
        options.separatorThickness = try yaml.number(thickness, "separator.thickness", atLeast: 0)
      }
      if let zIndex = separator["zIndex"] {
        options.separatorZIndex = try integer(zIndex, "separator.zIndex")
      }
      if let afterLastLine = separator["afterLastLine"] {
        options.separatorAfterLastLine = try yaml.bool(afterLastLine, "afterLastLine")
      }
      if let insets = separator["insets"] {
        options.separatorInsets = try yaml.insets(insets, "separator.insets")
      }
    }
    if let value = fields["pinnedSections"] {
      var sections: [Int] = []
      for item in try yaml.sequence(value, "pinnedSections") {
        sections.append(try yaml.index(item, "a section index in pinnedSections"))
      }
      options.pinnedSections = sections
    }
    if let value = fields["pinnedZIndex"] {
      options.pinnedZIndex = try integer(value, "pinnedZIndex")
    }
    if let value = fields["seedQuirks"] { options.seedQuirks = try yaml.bool(value, "seedQuirks") }
    return options
  }

  /// The keys a custom kind declares, each read as its type says.
  func layoutParameters(_ fields: Fields, _ kind: CustomLayoutKind) throws(ScenarioError)
    -> [String: AttributeValue]
  {
    var values: [String: AttributeValue] = [:]
    for parameter in kind.parameters {
      guard let value = fields[parameter.name] else { continue }
      switch parameter.type {
      case .number(let minimum?):
        values[parameter.name] = .number(try yaml.number(value, parameter.name, atLeast: minimum))
      case .number(nil):
        values[parameter.name] = .number(try yaml.number(value, parameter.name))
      case .integer(let minimum, let maximum):
        let number = try integer(value, parameter.name)
        guard number >= minimum, number <= maximum else {
          throw yaml.error(
            value, "\(parameter.name) must be from \(minimum) to \(maximum), not \(number)")
        }
        values[parameter.name] = .number(Double(number))
      case .bool:
        values[parameter.name] = .bool(try yaml.bool(value, parameter.name))
      case .choice(let words):
        let word = try yaml.string(value, parameter.name)
        guard words.contains(word) else {
          throw yaml.error(
            value,
            "\(parameter.name) must be one of \(words.joined(separator: ", ")), not '\(word)'")
        }
        values[parameter.name] = .string(word)
      case .size:
        let size = try yaml.size(value, parameter.name)
        values[parameter.name] = .array([.number(size.width), .number(size.height)])
      }
    }
    return values
  }

  /// A decoration kind, or null for none.
  private func decorationKind(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> String? {
    if yaml.isNull(node) { return nil }
    return try elementKind(node, name)
  }

  /// An element kind as element ids can spell it: not empty, no `/`.
  private func elementKind(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> String {
    let kind = try yaml.string(node, name)
    guard !kind.isEmpty, !kind.contains("/"), kind != "header", kind != "footer" else {
      throw yaml.error(
        node, "\(name) must be a kind name without '/' (not header or footer), not '\(kind)'")
    }
    return kind
  }

  /// An integer, negative allowed (a zIndex).
  func integer(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Int {
    let value = try yaml.number(node, name)
    guard value == value.rounded(), abs(value) < 1e15 else {
      throw yaml.error(node, "\(name) must be an integer, not \(cgFloatDescription(value))")
    }
    return Int(value)
  }
}
