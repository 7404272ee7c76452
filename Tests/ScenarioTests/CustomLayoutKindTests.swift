import Foundation
import LayoutKit
import Layouts
import Testing

@testable import Scenario

/// A user's own layout kinds, read against the registry a scenario is given: their keys are
/// checked as the built-in kinds' are, and the document names the kind.
@Suite struct CustomLayoutKindTests {
  /// A layout of the user's that is not a flow layout.
  final class GridLayout: CollectionViewLayout {
    var columns = 2
  }

  /// A flow layout subclass of the user's.
  final class TightFlowLayout: FlowLayout {}

  static func registry() throws -> LayoutRegistry {
    try LayoutRegistry.builtIn.adding([
      "my-grid": CustomLayoutKind(
        parameters: [
          LayoutParameter("columns", .integer(minimum: 1, maximum: 6)),
          LayoutParameter("spacing", .number(minimum: 0)),
        ],
        make: { values in
          let layout = GridLayout()
          if let columns = values.number("columns") { layout.columns = Int(columns) }
          return layout
        }),
      "tight-flow": CustomLayoutKind(TightFlowLayout.init),
    ])
  }

  func parse(_ layout: String) throws -> ScenarioDocument {
    let text = "name: m\nlayout: \(layout)\ndata: {sections: [3]}\nsteps: []\n"
    return try ScenarioDocument.parse(Array(text.utf8), file: "s.yaml", registry: Self.registry())
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let layout: String
    let message: String
    var testDescription: String { name }
  }

  static let errors: [ErrorCase] = [
    ErrorCase(
      name: "a misspelt key of the user's kind", layout: "{kind: my-grid, colums: 3}",
      message: "s.yaml:2:25: error: unknown key 'colums' in layout; did you mean 'columns'?"),
    ErrorCase(
      name: "a value out of the parameter's range", layout: "{kind: my-grid, columns: 7}",
      message: "s.yaml:2:34: error: columns must be from 1 to 6, not 7"),
    ErrorCase(
      name: "a flow key on a kind that is not a flow layout",
      layout: "{kind: my-grid, itemSize: [10, 10]}",
      message:
        "s.yaml:2:25: error: unknown key 'itemSize' in layout (valid keys: kind, columns, spacing)"),
    ErrorCase(
      name: "a user's kind combined with a seed kind", layout: "{kind: [my-grid, separators]}",
      message: "s.yaml:2:16: error: layout kind my-grid cannot be combined with other kinds"),
    ErrorCase(
      name: "a misspelt user kind", layout: "{kind: my-gird}",
      message:
        "s.yaml:2:16: error: unknown layout kind 'my-gird'; did you mean 'my-grid'?"),
  ]

  @Test(arguments: errors) func aBadLayoutMappingIsReportedAtItsNode(_ example: ErrorCase) {
    #expect(throws: ScenarioError.self) { try parse(example.layout) }
    do {
      _ = try parse(example.layout)
    } catch let error as ScenarioError {
      #expect(error.description == example.message)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func theUsersKindIsNamedAndItsValuesReadAsTheirTypes() throws {
    let document = try parse("{kind: my-grid, columns: 4, spacing: 2.5}")
    #expect(document.layout.kindName == "my-grid")
    #expect(document.layout.parameters == ["columns": .number(4), "spacing": .number(2.5)])
    let made = document.registry.makeLayout(
      kinds: document.layout.kinds, parameters: document.layout.parameters)
    #expect((made?.layout as? GridLayout)?.columns == 4)
  }

  @Test func aFlowLayoutSubclassTakesTheFlowLayoutsKeys() throws {
    let document = try parse("{kind: tight-flow, itemSize: [50, 20]}")
    #expect(document.layout.properties.itemSize == CGSize(width: 50, height: 20))
  }

  @Test func theBuiltInRegistryDoesNotKnowTheUsersKind() {
    let text = "name: m\nlayout: {kind: my-grid}\ndata: {sections: [3]}\nsteps: []\n"
    #expect(throws: ScenarioError.self) {
      try ScenarioDocument.parse(Array(text.utf8), file: "s.yaml")
    }
  }
}
