import Foundation
import Simulator

extension ScenarioDecoder {
  /// The sections of an `apply` step's snapshot: shaped like `data.sections`, every section with
  /// an `id` and its items listed.
  func snapshotSections(_ node: YAMLNode, _ name: String) throws(ScenarioError) -> [SectionData] {
    let sections = try sectionList(node, name)
    for (index, section) in sections.enumerated() where section.identifier == nil {
      throw yaml.error(node, "section \(index) of \(name) needs an id (a section identifier)")
    }
    return sections
  }

  /// A section's `id` and its items: identifiers make the data a diffable data source, so every
  /// section needs one and lists its item identifiers.
  func sectionIdentifier(_ fields: Fields, _ index: Int, _ name: String) throws(ScenarioError)
    -> String?
  {
    guard let value = fields["id"] else { return nil }
    guard fields.node("items").kind == .sequence else {
      throw yaml.error(
        fields.node("items"),
        "section \(index) of \(name) has an id, so its items must be a list of identifiers")
    }
    return try yaml.string(value, "id")
  }

  /// `data.iOSVersion`: the iOS whose diffable data source the replay follows (17 by default):
  /// from 17 an inserted identifier that exists is moved with a warning, before it is an error.
  func iOSVersion(dataNode: YAMLNode) throws(ScenarioError) -> Int {
    guard dataNode.kind == .mapping,
      let value = yaml.document.pairs(dataNode).first(where: { yaml.scalar($0.key) == "iOSVersion" }
      )?
      .value
    else { return 17 }
    let version = try yaml.count(value, "data.iOSVersion", limit: 99, flag: "")
    guard version >= 13 else {
      throw yaml.error(
        value, "data.iOSVersion must be 13 or later: diffable data sources came in iOS 13")
    }
    return version
  }

  /// Data with identifiers is a snapshot UIKit accepts: every section has one, none twice.
  func checkIdentifiers(_ sections: [SectionData], _ node: YAMLNode) throws(ScenarioError) {
    let named = sections.filter { $0.identifier != nil }.count
    guard named > 0 else { return }
    guard named == sections.count else {
      throw yaml.error(node, "either every section of data.sections has an id or none does")
    }
    do {
      _ = try DiffableDataSource.snapshot(of: sections)
    } catch {
      throw yaml.error(node, error.message)
    }
  }
}
