import Foundation
import Simulator
import Testing

@testable import Scenario

/// Identifiers in `data` and the snapshot steps: what each reads as, and where a mistake is
/// refused with its line and column.
@Suite struct DiffableDecodingTests {
  func parse(_ text: String) throws -> ScenarioDocument {
    try ScenarioDocument.parse(Array(text.utf8), file: "s.yaml")
  }

  static func scenario(data: String, steps: String = "[]") -> String {
    "name: d\nlayout: {kind: flow}\ndata: \(data)\nsteps: \(steps)\n"
  }

  @Test func identifiersMakeTheDataADiffableDataSource() throws {
    let document = try parse(
      Self.scenario(
        data: "{iOSVersion: 16, sections: [{id: fav, items: [a, 2]}, {id: 7, items: []}]}"))
    #expect(document.data.map(\.identifier) == ["fav", "7"])
    #expect(document.data.map(\.ids) == [["a", "2"], []])
    #expect(document.iOSVersion == 16)
    #expect(try parse(Self.scenario(data: "{sections: [{items: [a]}]}")).data[0].identifier == nil)
    #expect(try parse(Self.scenario(data: "{sections: [3]}")).iOSVersion == 17)
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    var name: String
    var data: String
    var steps = "[]"
    var message: String
    var testDescription: String { name }
  }

  /// The reader's messages are one line: the line breaks of UIKit's text are escaped.
  static let refusals: [Refusal] = [
    Refusal(
      name: "some sections with ids, some without",
      data: "{sections: [{id: a, items: [x]}, {items: [y]}]}",
      message: "s.yaml:3:18: error: either every section of data.sections has an id or none does"),
    Refusal(
      name: "an id with a count of items",
      data: "{sections: [{id: a, items: 3}]}",
      message:
        "s.yaml:3:34: error: section 0 of data.sections has an id, so its items must be a list of identifiers"
    ),
    Refusal(
      name: "an item twice",
      data: "{sections: [{id: a, items: [x]}, {id: b, items: [x]}]}",
      message:
        #"s.yaml:3:18: error: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}"#
    ),
    Refusal(
      name: "an iOS without diffable data sources",
      data: "{iOSVersion: 12, sections: []}",
      message:
        "s.yaml:3:20: error: data.iOSVersion must be 13 or later: diffable data sources came in iOS 13"
    ),
    Refusal(
      name: "a move with both before and after",
      data: "{sections: [{id: a, items: [x, y]}]}",
      steps: "[{moveItem: {item: x, before: y, after: y}}]",
      message: "s.yaml:4:"),
    Refusal(
      name: "itemSizes that do not match the items",
      data: "{sections: [{id: a, items: [x, y]}]}",
      steps: "[{reconfigureItems: {items: [x], itemSizes: [[1, 1], [2, 2]]}}]",
      message: "itemSizes has 2 sizes but items has 1 identifiers"),
    Refusal(
      name: "a snapshot section without an id",
      data: "{sections: [{id: a, items: [x]}]}",
      steps: "[{apply: {snapshot: [{items: [x]}]}}]",
      message: "section 0 of snapshot needs an id (a section identifier)"),
  ]

  @Test(arguments: refusals) func mistakesAreRefusedWhereTheyAre(_ refusal: Refusal) {
    do {
      _ = try parse(Self.scenario(data: refusal.data, steps: refusal.steps))
      Issue.record("read")
    } catch {
      #expect("\(error)".contains(refusal.message), "\(error)")
    }
  }

  @Test func snapshotStepsReadAsUIKitsOperations() throws {
    let document = try parse(
      Self.scenario(
        data: "{sections: [{id: a, items: [x, y]}]}",
        steps: """
          [{moveItem: {item: x, after: y, animatingDifferences: false}},
           {applySnapshotUsingReloadData: {snapshot: [{id: a, items: [y]}]}},
           {applySectionSnapshot: {section: a, items: [{id: p, children: [q, {id: r, children: [s]}]}], expanded: [p]}},
           {reloadItems: {items: [y], itemSizes: [[10, 20]]}}]
          """))
    guard case .diffable(let move) = document.steps[0].action,
      case .moveItem("x", .after("y")) = move.operation
    else {
      Issue.record("\(document.steps[0].action)")
      return
    }
    #expect(!move.animatingDifferences)
    guard case .diffable(let reload) = document.steps[1].action else { return }
    #expect(reload.usingReloadData)
    guard case .diffable(let outline) = document.steps[2].action,
      case .applySectionSnapshot(let section, let items, let expanded) = outline.operation
    else { return }
    #expect(section == "a")
    #expect(items.map(\.identifier) == ["p", "q", "r", "s"])
    #expect(items.map(\.parent) == [nil, "p", "p", "r"])
    #expect(expanded == ["p"])
    guard case .diffable(let sized) = document.steps[3].action else { return }
    #expect(sized.itemSizes == ["y": CGSize(width: 10, height: 20)])
  }
}
