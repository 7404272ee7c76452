import Foundation
import LayoutKit
import Layouts

/// `layout: {kind: compositional, ...}`: UICollectionViewCompositionalLayout, its configuration
/// and its sections (docs/scenario-format.md, "Compositional layouts").
extension ScenarioDecoder {
  /// The `layout` mapping of kind compositional: `configuration`, and exactly one of `section`
  /// (one for all), `sections` (one per index) and `list` (a list configuration for all).
  func compositionalLayoutSpec(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> LayoutSpec
  {
    let forms = ["section", "sections", "list"]
    let fields = try yaml.mapping(node, name, allowed: ["kind", "configuration"] + forms)
    let given = fields.filter { forms.contains($0.key) }
    guard given.count == 1, let form = given.first else {
      throw yaml.error(
        given.dropFirst().first?.value ?? node,
        "\(name) of kind compositional needs exactly one of section, sections or list")
    }
    let sections: Compositional.Sections
    switch form.key {
    case "section": sections = .all(try sectionChoice(form.value, "\(name).section"))
    case "sections": sections = .perIndex(try list(form.value, "\(name).sections", sectionChoice))
    default: sections = .list(try listConfiguration(form.value, "\(name).list"))
    }
    var compositional = Compositional(sections: sections)
    if let value = fields["configuration"] {
      compositional.configuration = try configuration(value, "\(name).configuration")
    }
    var spec = LayoutSpec(
      kinds: [LayoutRegistry.compositionalKind], properties: FlowProperties(), sections: [:],
      options: SeedLayoutOptions())
    spec.compositional = compositional
    return spec
  }

  /// UICollectionViewCompositionalLayoutConfiguration: `scrollDirection`,
  /// `interSectionSpacing`, `contentInsetsReference`, `boundarySupplementaryItems`.
  func configuration(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.Configuration
  {
    let fields = try yaml.mapping(
      node, name,
      allowed: [
        "scrollDirection", "interSectionSpacing", "contentInsetsReference",
        "boundarySupplementaryItems",
      ])
    var configuration = Compositional.Configuration()
    if let value = fields["scrollDirection"] {
      configuration.scrollDirection = try yaml.choice(
        value, "\(name).scrollDirection", ScrollDirection.self)
    }
    if let value = fields["interSectionSpacing"] {
      configuration.interSectionSpacing = try yaml.number(value, "\(name).interSectionSpacing")
    }
    if let value = fields["contentInsetsReference"] {
      configuration.contentInsetsReference = try caseName(
        value, "\(name).contentInsetsReference", CollectionLayoutContentInsetsReference.self)
    }
    if let value = fields["boundarySupplementaryItems"] {
      configuration.boundarySupplementaryItems = try list(
        value, "\(name).boundarySupplementaryItems", boundaryItem)
    }
    return configuration
  }

  /// A section, or `{byEffectiveContentWidth: {WIDTH: section, ...}}`: the section of the
  /// greatest width the environment's effective content width reaches.
  func sectionChoice(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.SectionChoice
  {
    let adaptiveKey = "byEffectiveContentWidth"
    guard node.kind == .mapping,
      yaml.document.pairs(node).contains(where: { yaml.scalar($0.key) == adaptiveKey })
    else { return .section(try section(node, name)) }
    let fields = try yaml.mapping(node, name, allowed: [adaptiveKey])
    let widthsNode = fields.node(adaptiveKey)
    let choicesName = "\(name).\(adaptiveKey)"
    guard widthsNode.kind == .mapping, widthsNode.count > 0 else {
      throw yaml.error(
        widthsNode, "\(choicesName) must be a mapping from a width to the section used from it")
    }
    var choices: [(minimumWidth: Double, section: Compositional.Section)] = []
    for (key, value) in yaml.document.pairs(widthsNode) {
      let width = try yaml.number(key, "a width in \(choicesName)", atLeast: 0)
      if let last = choices.last, last.minimumWidth >= width {
        throw yaml.error(key, "the widths in \(choicesName) must increase")
      }
      choices.append(
        (width, try section(value, "\(choicesName).\(cgFloatDescription(width))")))
    }
    return .byEffectiveContentWidth(choices)
  }

  /// NSCollectionLayoutSection: `group` or `list` (exactly one), and the section's properties.
  func section(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> Compositional.Section {
    let fields = try yaml.mapping(
      node, name,
      allowed: [
        "group", "list", "interGroupSpacing", "contentInsets", "contentInsetsReference",
        "supplementariesFollowContentInsets", "supplementaryContentInsetsReference",
        "boundarySupplementaryItems", "decorationItems",
        "orthogonalScrollingBehavior", "orthogonalScrollingProperties",
      ])
    var section: Compositional.Section
    switch (fields["group"], fields["list"]) {
    case (let group?, nil): section = .init(base: .group(try self.group(group, "\(name).group")))
    case (nil, let list?): section = .init(base: .list(try listConfiguration(list, "\(name).list")))
    case (_?, let list?):
      throw yaml.error(list, "\(name) takes group or list, not both")
    case (nil, nil):
      throw yaml.error(node, "\(name) is missing the required key 'group' (or 'list')")
    }
    if let value = fields["interGroupSpacing"] {
      section.interGroupSpacing = try yaml.number(value, "\(name).interGroupSpacing")
    }
    if let value = fields["contentInsets"] {
      section.contentInsets = try directionalInsets(value, "\(name).contentInsets")
    }
    if let value = fields["contentInsetsReference"] {
      section.contentInsetsReference = try caseName(
        value, "\(name).contentInsetsReference", CollectionLayoutContentInsetsReference.self)
    }
    if let value = fields["supplementariesFollowContentInsets"] {
      section.supplementariesFollowContentInsets = try yaml.bool(
        value, "\(name).supplementariesFollowContentInsets")
    }
    if let value = fields["supplementaryContentInsetsReference"] {
      section.supplementaryContentInsetsReference = try caseName(
        value, "\(name).supplementaryContentInsetsReference",
        CollectionLayoutContentInsetsReference.self)
    }
    if let value = fields["boundarySupplementaryItems"] {
      section.boundarySupplementaryItems = try list(
        value, "\(name).boundarySupplementaryItems", boundaryItem)
    }
    if let value = fields["decorationItems"] {
      section.decorationItems = try list(value, "\(name).decorationItems", decorationItem)
    }
    if let value = fields["orthogonalScrollingBehavior"] {
      section.orthogonalScrollingBehavior = try caseName(
        value, "\(name).orthogonalScrollingBehavior",
        CollectionLayoutSectionOrthogonalScrollingBehavior.self)
    }
    if let value = fields["orthogonalScrollingProperties"] {
      section.orthogonalScrollingProperties = try orthogonalScrollingProperties(
        value, "\(name).orthogonalScrollingProperties")
    }
    return section
  }

  /// UICollectionLayoutSectionOrthogonalScrollingProperties: `decelerationRate` (`automatic`,
  /// `normal`, `fast` or a number between 0 and 1) and `bounce`.
  func orthogonalScrollingProperties(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> Compositional.OrthogonalScrollingProperties
  {
    let fields = try yaml.mapping(node, name, allowed: ["decelerationRate", "bounce"])
    var properties = Compositional.OrthogonalScrollingProperties()
    if let value = fields["decelerationRate"] {
      properties.decelerationRate =
        yaml.scalar(value) == "automatic"
        ? .automatic
        : .init(rawValue: try decelerationRate(value))
    }
    if let value = fields["bounce"] {
      properties.bounce = try caseName(
        value, "\(name).bounce", CollectionLayoutSectionOrthogonalScrollingProperties.Bounce.self)
    }
    return properties
  }

  /// UICollectionLayoutListConfiguration: `appearance` (required), `headerMode`, `footerMode`,
  /// `headerTopPadding` (a negative value is automatic, as in UIKit), `showsSeparators`.
  func listConfiguration(_ node: YAMLNode, _ name: String) throws(ScenarioError)
    -> CollectionLayoutListConfiguration
  {
    let fields = try yaml.mapping(
      node, name,
      allowed: ["appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators"],
      required: ["appearance"])
    var configuration = CollectionLayoutListConfiguration(
      appearance: try caseName(
        fields.node("appearance"), "\(name).appearance",
        CollectionLayoutListConfiguration.Appearance.self))
    if let value = fields["headerMode"] {
      configuration.headerMode = try caseName(
        value, "\(name).headerMode", CollectionLayoutListConfiguration.HeaderMode.self)
    }
    if let value = fields["footerMode"] {
      configuration.footerMode = try caseName(
        value, "\(name).footerMode", CollectionLayoutListConfiguration.FooterMode.self)
    }
    if let value = fields["headerTopPadding"] {
      configuration.headerTopPadding = try yaml.number(value, "\(name).headerTopPadding")
    }
    if let value = fields["showsSeparators"] {
      configuration.showsSeparators = try yaml.bool(value, "\(name).showsSeparators")
    }
    return configuration
  }
}
