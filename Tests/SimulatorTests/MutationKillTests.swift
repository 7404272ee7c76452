import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// Cases the mutation pass of issue 11 found unpinned: where a reload lands when other operations
/// sit in a deleted or inserted section. Every expected value is worked out from UIKit's rules
/// (reference 4.1, 4.2, 4.4; docs/uikit-choices.md), not read from the program.
@Suite struct MutationKillTests {
  struct PlacementCase: CustomTestStringConvertible, Sendable {
    let name: String
    let old: [Int]
    let operations: [UpdateOperation]
    let new: [Int]?
    /// The update items as "action before after".
    let items: [String]
    /// For each old section, the new (section, item) of each old item; nil for none.
    let places: [[[Int]?]]
    let newCounts: [Int]
    var testDescription: String { name }
  }

  static let placements: [PlacementCase] = [
    // Item deletes are index paths before the update. (1, 1) lies in the deleted section 1, so it
    // cannot shift old section 2, which becomes section 1: the reload of (2, 1) lands on (1, 1),
    // and old items 0 and 2 keep their places around it.
    PlacementCase(
      name: "an item delete inside a deleted section does not shift a reload after it",
      old: [3, 2, 3],
      operations: [.deleteSections([1]), .deleteItems([ip(1, 1)]), .reloadItems([ip(2, 1)])],
      new: nil,
      items: ["delete 1-nil nil", "delete 1-1 nil", "reload 2-1 1-1"],
      places: [[[0, 0], [0, 1], [0, 2]], [nil, nil], [[1, 0], nil, [1, 2]]],
      newCounts: [3, 3]),
    // Item inserts are index paths after the update. (1, 0) lies in the inserted section 1, so it
    // cannot shift old section 1, which becomes section 2: the reload of (1, 0) lands on (2, 0),
    // and old item 1 stays after it.
    PlacementCase(
      name: "an item insert inside an inserted section does not shift a reload after it",
      old: [2, 2],
      operations: [.insertSections([1]), .insertItems([ip(1, 0)]), .reloadItems([ip(1, 0)])],
      new: nil,
      items: ["insert nil 1-0", "insert nil 1-nil", "reload 1-0 2-0"],
      places: [[[0, 0], [0, 1]], [nil, [2, 1]]],
      newCounts: [2, 1, 2]),
  ]

  @Test(arguments: placements)
  func itemsLandWhereUIKitPutsThem(_ c: PlacementCase) throws {
    let plan = try BatchUpdate(c.operations).plan(
      old: c.old.map { SectionData(count: $0) }, new: c.new?.map { SectionData(count: $0) }
    ).get()
    func text(_ path: IndexPath?) -> String {
      guard let path else { return "nil" }
      return "\(path.section)-\(path.item == NSNotFound ? "nil" : "\(path.item)")"
    }
    #expect(plan.items.map { "\($0.action.name) \(text($0.before)) \(text($0.after))" } == c.items)
    #expect(plan.newData.map(\.count) == c.newCounts)
    let places = plan.newPlaceForOld.map { section in
      section.map { $0.exists ? [Int($0.section), Int($0.item)] : nil }
    }
    #expect(places == c.places)
  }
}
