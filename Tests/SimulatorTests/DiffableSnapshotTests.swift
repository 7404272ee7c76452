import Foundation
import Testing

@testable import Simulator

/// The snapshot operations under UIKit's names: what each leaves, and UIKit's texts for what each
/// refuses.
@Suite struct DiffableSnapshotTests {
  static func start() throws -> DiffableDataSourceSnapshot {
    try DiffableDataSourceSnapshot(sections: [("fav", ["a", "b"]), ("all", ["c", "d", "e"])])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var operation: @Sendable (inout DiffableDataSourceSnapshot) throws -> Void
    var sections: [String]
    var items: [[String]]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "appendSections", operation: { try $0.appendSections(["new"]) },
      sections: ["fav", "all", "new"], items: [["a", "b"], ["c", "d", "e"], []]),
    Case(
      name: "insertSections before", operation: { try $0.insertSections(["new"], .before("all")) },
      sections: ["fav", "new", "all"], items: [["a", "b"], [], ["c", "d", "e"]]),
    Case(
      name: "insertSections after", operation: { try $0.insertSections(["new"], .after("all")) },
      sections: ["fav", "all", "new"], items: [["a", "b"], ["c", "d", "e"], []]),
    Case(
      name: "deleteSections takes the items too", operation: { try $0.deleteSections(["fav"]) },
      sections: ["all"], items: [["c", "d", "e"]]),
    Case(
      name: "moveSection after", operation: { try $0.moveSection("fav", .after("all")) },
      sections: ["all", "fav"], items: [["c", "d", "e"], ["a", "b"]]),
    Case(
      name: "appendItems to a section",
      operation: { try $0.appendItems(["x"], toSection: "fav", duplicates: .raise) },
      sections: ["fav", "all"], items: [["a", "b", "x"], ["c", "d", "e"]]),
    Case(
      name: "appendItems without a section appends to the last",
      operation: { try $0.appendItems(["x"], duplicates: .raise) },
      sections: ["fav", "all"], items: [["a", "b"], ["c", "d", "e", "x"]]),
    Case(
      name: "insertItems before",
      operation: { try $0.insertItems(["x"], .before("d"), duplicates: .raise) },
      sections: ["fav", "all"], items: [["a", "b"], ["c", "x", "d", "e"]]),
    Case(
      name: "insertItems after",
      operation: { try $0.insertItems(["x", "y"], .after("e"), duplicates: .raise) },
      sections: ["fav", "all"], items: [["a", "b"], ["c", "d", "e", "x", "y"]]),
    Case(
      name: "deleteItems", operation: { try $0.deleteItems(["a", "d"]) },
      sections: ["fav", "all"], items: [["b"], ["c", "e"]]),
    Case(
      name: "deleteAllItems leaves no sections", operation: { $0.deleteAllItems() },
      sections: [], items: []),
    Case(
      name: "moveItem before, across sections", operation: { try $0.moveItem("e", .before("a")) },
      sections: ["fav", "all"], items: [["e", "a", "b"], ["c", "d"]]),
    Case(
      name: "moveItem after itself changes nothing",
      operation: { try $0.moveItem("c", .after("c")) },
      sections: ["fav", "all"], items: [["a", "b"], ["c", "d", "e"]]),
    Case(
      name: "iOS 17 moves an appended identifier that exists into place",
      operation: { try $0.appendItems(["a"], toSection: "all", duplicates: .moveWithWarning) },
      sections: ["fav", "all"], items: [["b"], ["c", "d", "e", "a"]]),
  ]

  @Test(arguments: cases) func operationsLeaveWhatUIKitLeaves(_ testCase: Case) throws {
    var snapshot = try Self.start()
    try testCase.operation(&snapshot)
    #expect(snapshot.sectionIdentifiers == testCase.sections)
    #expect(snapshot.itemsBySection == testCase.items)
    #expect(snapshot.numberOfItems == testCase.items.joined().count)
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    var name: String
    var operation: @Sendable (inout DiffableDataSourceSnapshot) throws -> Void
    var message: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "iOS 16: appending an identifier that exists",
      operation: { try $0.appendItems(["b"], toSection: "all", duplicates: .raise) },
      message:
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}"),
    Refusal(
      name: "an identifier given twice, on any iOS",
      operation: { try $0.appendItems(["x", "x"], duplicates: .moveWithWarning) },
      message:
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}"),
    Refusal(
      name: "reloading an item that is not there",
      operation: { try $0.reloadItems(["zz"]) },
      message: "Attempted to reload item identifier that does not exist in the snapshot: zz"),
    Refusal(
      name: "inserting before an item that is not there",
      operation: { try $0.insertItems(["x"], .before("zz"), duplicates: .raise) },
      message:
        "Invalid item identifier specified: zz. Item identifier was not found in the snapshot."),
    Refusal(
      name: "appending to a section that is not there",
      operation: { try $0.appendItems(["x"], toSection: "zz", duplicates: .raise) },
      message: DiffableMessages.sectionNotFound),
    Refusal(
      name: "a section that exists, appended again",
      operation: { try $0.appendSections(["fav"]) },
      message:
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    fav\n)}"
    ),
  ]

  @Test(arguments: refusals) func refusalsCarryUIKitsTexts(_ refusal: Refusal) throws {
    var snapshot = try Self.start()
    #expect(throws: UpdateError(refusal.message)) { try refusal.operation(&snapshot) }
  }

  @Test func aSnapshotWithARepeatedItemIsRefused() {
    #expect(
      throws: UpdateError(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}")
    ) {
      try DiffableDataSourceSnapshot(sections: [("one", ["a", "b"]), ("two", ["b"])])
    }
  }

  @Test func theWarningCountsAndNamesTheMovedIdentifiers() throws {
    var snapshot = try Self.start()
    let warning = try snapshot.appendItems(
      ["a", "new item"], toSection: "all", duplicates: .moveWithWarning)
    #expect(
      warning
        == "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (\n    a\n)"
    )
    #expect(
      DiffableMessages.arrayDescription(["a", "new item"]) == "(\n    a,\n    \"new item\"\n)")
  }

  @Test func anOutlineShowsTheChildrenOfExpandedItemsOnly() throws {
    var outline = DiffableDataSourceSectionSnapshot()
    try outline.append(["fruit", "vegetables"])
    try outline.append(["apple", "pear"], to: "fruit")
    try outline.append(["leek"], to: "vegetables")
    try outline.append(["green apple"], to: "apple")
    #expect(outline.visibleItems == ["fruit", "vegetables"])
    try outline.expand(["fruit", "apple"])
    #expect(outline.visibleItems == ["fruit", "apple", "green apple", "pear", "vegetables"])
    #expect(outline.level(of: "green apple") == 2)
    try outline.collapse(["fruit"])
    // Collapsing a parent hides its children's children too, though they stay expanded.
    #expect(outline.visibleItems == ["fruit", "vegetables"])
    #expect(outline.isExpanded("apple"))
    #expect(outline.items == ["fruit", "apple", "green apple", "pear", "vegetables", "leek"])
    #expect(
      throws: UpdateError(
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    pear\n)}"
      )
    ) {
      try outline.append(["pear"], to: "vegetables")
    }
  }
}
