import Foundation
import LayoutKit
import Testing

@testable import Simulator

/// UIKit's validation texts and index-path mapping (docs/uikit-reference.md, "Index paths of an
/// update", "Validation messages").
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

func path(_ section: Int, _ item: Int) -> String {
  "<NSIndexPath> {length = 2, path = \(section) - \(item)}"
}

@Suite struct BatchUpdateTests {
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let old: [Int]
    let operations: [UpdateOperation]
    let new: [Int]?
    let message: String
    var testDescription: String { name }
  }

  static let errors: [ErrorCase] = [
    // Valid items are 0 ..< count: the item at the count itself is the first that does not exist.
    ErrorCase(
      name: "deleting the item at the section's count", old: [5],
      operations: [.deleteItems([ip(0, 5)])], new: nil,
      message:
        "attempt to delete item 5 from section 0 which only contains 5 items before the update"),
    ErrorCase(
      name: "moving from the item at the section's count", old: [5],
      operations: [.moveItem(ip(0, 5), to: ip(0, 0))], new: nil,
      message:
        "attempt to move index path (\(path(0, 5))) that does not exist - there are only 5 items in section 0 before the update"
    ),
    ErrorCase(
      name: "moving to the item at the section's count after the update", old: [5],
      operations: [.moveItem(ip(0, 0), to: ip(0, 5))], new: nil,
      message:
        "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 5))) that does not exist - there are only 5 items in section 0 after the update"
    ),
    // A move inside its section neither leaves nor enters it: 5 + 0 - 0 = 5, not the 6 given.
    ErrorCase(
      name: "a move inside its section counts as neither moved in nor out", old: [5],
      operations: [.moveItem(ip(0, 0), to: ip(0, 4))], new: [6],
      message:
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    ),
    // Deleting section 0 makes old section 1 the new section 0, so a move from (1, 0) to (0, 2)
    // stays in its section: 3 + 0 - 0 = 3, not the 4 given.
    ErrorCase(
      name: "a move into the section's own new index counts as neither moved in nor out",
      old: [1, 3], operations: [.deleteSections([0]), .moveItem(ip(1, 0), to: ip(0, 2))],
      new: [4],
      message:
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    ),
    ErrorCase(
      name: "deleting an item that does not exist", old: [5],
      operations: [.deleteItems([ip(0, 7)])], new: nil,
      message:
        "attempt to delete item 7 from section 0 which only contains 5 items before the update"),
    ErrorCase(
      name: "deleting from a section that does not exist", old: [5, 3],
      operations: [.deleteItems([ip(2, 0)])], new: nil,
      message:
        "attempt to delete item 0 from section 2, but there are only 2 sections before the update"),
    ErrorCase(
      name: "deleting a section that does not exist", old: [5, 3],
      operations: [.deleteSections([3])], new: nil,
      message: "attempt to delete section 3, but there are only 2 sections before the update"),
    ErrorCase(
      name: "inserting beyond the end", old: [5], operations: [.insertItems([ip(0, 6)])], new: nil,
      message:
        "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"
    ),
    ErrorCase(
      name: "inserting a section beyond the end", old: [5], operations: [.insertSections([1])],
      new: [5],
      message: "attempt to insert section 1 but there are only 1 sections after the update"),
    ErrorCase(
      name: "deleting and reloading the same index path", old: [5],
      operations: [.deleteItems([ip(0, 1)]), .reloadItems([ip(0, 1)])], new: nil,
      message: "attempt to delete and reload the same index path (\(path(0, 1)))"),
    ErrorCase(
      name: "moving and reloading the same item", old: [5],
      operations: [.reloadItems([ip(0, 1)]), .moveItem(ip(0, 1), to: ip(0, 3))], new: nil,
      message: "attempt to perform a delete and a move from the same index path (\(path(0, 1)))"),
    ErrorCase(
      name: "an insert and a move to the same index path", old: [5],
      operations: [.insertItems([ip(0, 2)]), .moveItem(ip(0, 4), to: ip(0, 2))], new: nil,
      message: "attempt to perform an insert and a move to the same index path (\(path(0, 2)))"),
    ErrorCase(
      name: "an insert and a move to the same section", old: [1, 1, 1],
      operations: [.insertSections([2]), .moveSection(0, to: 2)], new: nil,
      message: "attempt to perform an insert and a move to the same section (2)"),
    ErrorCase(
      // A set of deleted index paths leaves 4 items, but UIKit counts both deletes.
      name: "deleting the same index path twice", old: [5],
      operations: [.deleteItems([ip(0, 1), ip(0, 1)])], new: nil,
      message:
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    ),
    ErrorCase(
      name: "the data source not reflecting an insert", old: [5],
      operations: [.insertItems([ip(0, 0)])], new: [5],
      message:
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    ),
    ErrorCase(
      name: "counts moved between sections", old: [5, 3],
      operations: [.moveItem(ip(0, 4), to: ip(1, 0))], new: [5, 4],
      message:
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."
    ),
    ErrorCase(
      name: "a section appearing without an insert", old: [5], operations: [], new: [5, 0],
      message:
        "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ),
    ErrorCase(
      name: "moving an item that does not exist", old: [5],
      operations: [.moveItem(ip(0, 9), to: ip(0, 0))], new: nil,
      message:
        "attempt to move index path (\(path(0, 9))) that does not exist - there are only 5 items in section 0 before the update"
    ),
    ErrorCase(
      name: "moving one item to two places", old: [5],
      operations: [.moveItem(ip(0, 1), to: ip(0, 2)), .moveItem(ip(0, 1), to: ip(0, 3))], new: nil,
      message:
        "attempt to move item at index path \(path(0, 1)) to both \(path(0, 2)) and \(path(0, 3))"),
    ErrorCase(
      name: "moving two items to one place", old: [5],
      operations: [.moveItem(ip(0, 1), to: ip(0, 3)), .moveItem(ip(0, 2), to: ip(0, 3))], new: nil,
      message:
        "attempt to move both item at index path \(path(0, 1)) and \(path(0, 2)) to \(path(0, 3))"),
    ErrorCase(
      name: "moving out of a deleted section", old: [2, 2],
      operations: [.deleteSections([1]), .moveItem(ip(1, 0), to: ip(0, 0))], new: nil,
      message: "cannot move an item from a deleted section (1)"),
    ErrorCase(
      name: "moving into an inserted section", old: [2, 2],
      operations: [.insertSections([1]), .moveItem(ip(0, 0), to: ip(1, 0))], new: nil,
      message: "cannot move an item into a newly inserted section (1)"),
  ]

  @Test(arguments: errors)
  func uikitRefusesWithItsText(_ c: ErrorCase) {
    let result = BatchUpdate(c.operations).plan(
      old: c.old.map { SectionData(count: $0) }, new: c.new?.map { SectionData(count: $0) })
    guard case .failure(let error) = result else {
      Issue.record("expected the update to be refused")
      return
    }
    #expect(error.message == c.message)
  }

  struct MappingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let old: [Int]
    let operations: [UpdateOperation]
    /// For each old section, the new (section, item) of each old item; nil for none.
    let places: [[[Int]?]]
    let newCounts: [Int]
    var testDescription: String { name }
  }

  static let mappings: [MappingCase] = [
    MappingCase(
      name: "a delete shifts later items down", old: [5], operations: [.deleteItems([ip(0, 1)])],
      places: [[[0, 0], nil, [0, 1], [0, 2], [0, 3]]], newCounts: [4]),
    MappingCase(
      name: "an insert shifts every item up", old: [3], operations: [.insertItems([ip(0, 0)])],
      places: [[[0, 1], [0, 2], [0, 3]]], newCounts: [4]),
    MappingCase(
      name: "a move takes its target, the rest fill in order", old: [5],
      operations: [.moveItem(ip(0, 0), to: ip(0, 3))],
      places: [[[0, 3], [0, 0], [0, 1], [0, 2], [0, 4]]], newCounts: [5]),
    MappingCase(
      // Reload at 2 after deleting 0: a delete at (0, 2), an insert at (0, 1).
      name: "a reload is a delete plus an insert where the deletes move it", old: [5],
      operations: [.reloadItems([ip(0, 2)]), .deleteItems([ip(0, 0)])],
      places: [[nil, [0, 0], nil, [0, 2], [0, 3]]], newCounts: [4]),
    MappingCase(
      name: "a move between sections", old: [5, 3], operations: [.moveItem(ip(0, 4), to: ip(1, 0))],
      places: [[[0, 0], [0, 1], [0, 2], [0, 3], [1, 0]], [[1, 1], [1, 2], [1, 3]]],
      newCounts: [4, 4]),
    MappingCase(
      name: "deleting a section and inserting another", old: [2, 1, 1],
      operations: [.deleteSections([0]), .insertSections([2])],
      places: [[nil, nil], [[0, 0]], [[1, 0]]], newCounts: [1, 1, 0]),
    MappingCase(
      name: "a section move carries its items", old: [1, 2, 1],
      operations: [.moveSection(0, to: 2)],
      places: [[[2, 0]], [[0, 0], [0, 1]], [[1, 0]]], newCounts: [2, 1, 1]),
  ]

  @Test(arguments: mappings)
  func itemsMapLikeUIKit(_ c: MappingCase) throws {
    let old = c.old.map { SectionData(count: $0) }
    let plan = try BatchUpdate(c.operations).plan(old: old, new: nil).get()
    #expect(plan.newData(from: old).map(\.count) == c.newCounts)
    let places = plan.newPlaceForOld(old).map { section in
      section.map { $0.exists ? [Int($0.section), Int($0.item)] : nil }
    }
    #expect(places == c.places)
  }

  @Test func updateItemsComeInUIKitsOrder() throws {
    let old = [SectionData(count: 6)]
    let plan = try BatchUpdate([
      .insertItems([ip(0, 0)]), .moveItem(ip(0, 5), to: ip(0, 3)),
      .deleteItems([ip(0, 1), ip(0, 3)]),
      .reloadItems([ip(0, 2)]),
    ]).plan(old: old, new: nil).get()
    let items = plan.items.map {
      "\($0.action.name) \($0.before.map { "\($0.section)-\($0.item)" } ?? "nil") \($0.after.map { "\($0.section)-\($0.item)" } ?? "nil")"
    }
    // Deletes descending, inserts ascending, reloads (2 moves to 2: one delete before it, one
    // insert before it), moves.
    #expect(
      items == [
        "delete 0-3 nil", "delete 0-1 nil", "insert nil 0-0", "reload 0-2 0-2", "move 0-5 0-3",
      ])
    let places = plan.newPlaceForOld(old)[0].map { $0.exists ? Int($0.item) : -1 }
    #expect(places == [1, -1, -1, -1, 4, 3])
    #expect(plan.newData(from: old).map(\.count) == [5])
  }

  @Test func derivedDataKeepsIDsAndSizes() throws {
    let old = [
      SectionData(
        count: 3, ids: ["a", "b", "c"],
        itemSizes: [
          CGSize(width: 10, height: 10), CGSize(width: 20, height: 20),
          CGSize(width: 30, height: 30),
        ],
      ),
      SectionData(count: 1, ids: ["d"], itemSize: CGSize(width: 5, height: 5)),
    ]
    let plan = try BatchUpdate([.moveItem(ip(0, 0), to: ip(1, 1)), .insertItems([ip(0, 0)])]).plan(
      old: old, new: nil
    ).get()
    let newData = plan.newData(from: old)
    #expect(newData[0].ids == ["inserted-0-0", "b", "c"])
    #expect(
      newData[0].itemSizes == [
        nil, CGSize(width: 20, height: 20), CGSize(width: 30, height: 30),
      ])
    // The inserted item has no size of its own: the delegate gives none, so the layout's itemSize
    // applies when it lays the section out.
    #expect(newData[0].size(ofItem: 0) == nil)
    #expect(newData[1].ids == ["d", "a"])
    #expect(
      newData[1].itemSizes == [CGSize(width: 5, height: 5), CGSize(width: 10, height: 10)])
  }

  /// A section the update leaves alone is carried over in place as the item-by-item derivation
  /// would rebuild it: its ids, sizes, colour, identifier and the sizes its header, footer and
  /// badges prefer kept (its header shows the same content after the update); and, when its ids are
  /// fewer than its items, the missing ones named after their place (`S-I`, here section 0 moved
  /// to 1).
  @Test func sectionsLeftAloneAreCarriedAsDerived() throws {
    var plain = SectionData(count: 2, ids: ["a", "b"])
    plain.identifier = "first"
    plain.headerSize = CGSize(width: 10, height: 30)
    plain.backgroundColor = "red"
    let short = SectionData(count: 3, ids: ["c"])
    var growing = SectionData(count: 1)
    growing.footerSize = CGSize(width: 10, height: 12)
    growing.supplementarySizes["badge"] = CGSize(width: 40, height: 20)
    let old = [short, plain, growing]
    let plan = try BatchUpdate([.insertSections([0]), .insertItems([ip(3, 0)])]).plan(
      old: old, new: nil
    ).get()
    var data = old
    var applying = plan
    applying.apply(to: &data)
    #expect(data.map(\.count) == [0, 3, 2, 2])
    #expect(data[1].ids == ["c", "0-1", "0-2"])
    #expect(data[2].ids == ["a", "b"])
    #expect(data[2].identifier == "first")
    #expect(data[2].headerSize == CGSize(width: 10, height: 30))
    #expect(data[2].backgroundColor == "red")
    #expect(data[3].ids == nil)
    // Rebuilt item by item (an item enters it): its footer's and its badges' sizes still follow
    // it.
    #expect(data[3].footerSize == CGSize(width: 10, height: 12))
    #expect(data[3].supplementarySizes["badge"] == CGSize(width: 40, height: 20))
    #expect(data[0].footerSize == nil)
    // What validation and a user's data source compare: the counts afterwards, before applying.
    #expect((0..<4).map { plan.newItemCount(inSection: $0, old: old) } == [0, 3, 2, 2])
  }
}
