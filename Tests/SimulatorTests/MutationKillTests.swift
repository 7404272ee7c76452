import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// Cases the mutation pass of issue 11 found unpinned (its range-check boundaries joined
/// `BatchUpdateTests.errors`): where a reload lands when other operations sit in a deleted or
/// inserted section, the data derived after an update, the keys of elements that do not survive,
/// and the final attributes of elements leaving during a layout switch. Every expected value is
/// worked out from UIKit's rules (docs/uikit-reference.md, "Index paths of an update", "Validation
/// messages", "Default initial and final attributes"; docs/uikit-choices.md), not read from the
/// program.
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
    // UIKit counts both inserts of one index path, so data with two more items passes the count
    // check (5 + 2 = 7). The old items go around the one inserted place, item 1, and none is
    // placed twice or beyond the old data.
    PlacementCase(
      name: "one index path inserted twice with data counting both is accepted", old: [5],
      operations: [.insertItems([ip(0, 1), ip(0, 1)])], new: [7],
      items: ["insert nil 0-1", "insert nil 0-1"],
      places: [[[0, 0], [0, 2], [0, 3], [0, 4], [0, 5]]],
      newCounts: [7]),
  ]

  @Test(arguments: placements)
  func itemsLandWhereUIKitPutsThem(_ c: PlacementCase) throws {
    let old = c.old.map { SectionData(count: $0) }
    let plan = try BatchUpdate(c.operations).plan(
      old: old, new: c.new?.map { SectionData(count: $0) }
    ).get()
    func text(_ path: IndexPath?) -> String {
      guard let path else { return "nil" }
      return "\(path.section)-\(path.item == NSNotFound ? "nil" : "\(path.item)")"
    }
    #expect(plan.items.map { "\($0.action.name) \(text($0.before)) \(text($0.after))" } == c.items)
    #expect(plan.newData(from: old).map(\.count) == c.newCounts)
    let places = plan.newPlaceForOld(old).map { section in
      section.map { $0.exists ? [Int($0.section), Int($0.item)] : nil }
    }
    #expect(places == c.places)
  }

  /// Derived data (docs/uikit-choices.md, "Data after an update without data"): survivors keep
  /// their ids, so a section that had none gets none; an item inserted into a section of per-item
  /// sizes has no size of its own, even when no old item of the section is left.
  @Test func derivedDataAddsNoIDsAndKeepsPerItemSizes() throws {
    let sizedOld = [
      SectionData(
        count: 2, itemSizes: [CGSize(width: 10, height: 10), CGSize(width: 20, height: 20)])
    ]
    let sized = try BatchUpdate([.insertItems([ip(0, 0)])]).plan(old: sizedOld, new: nil).get()
      .newData(from: sizedOld)
    #expect(sized[0].ids == nil)
    #expect(
      sized[0].itemSizes == [
        nil, CGSize(width: 10, height: 10), CGSize(width: 20, height: 20),
      ])

    let emptiedOld = [
      SectionData(count: 1, itemSizes: [CGSize(width: 10, height: 10)]),
      SectionData(count: 1),
    ]
    let emptied = try BatchUpdate([.moveItem(ip(0, 0), to: ip(1, 0)), .insertItems([ip(0, 0)])])
      .plan(old: emptiedOld, new: nil).get().newData(from: emptiedOld)
    let onlyInserted: [CGSize?] = [nil]
    #expect(emptied[0].itemSizes == onlyInserted)
    #expect(emptied[1].itemSizes == [CGSize(width: 10, height: 10), nil])
  }

  /// newKey(forOld:) and oldKey(forNew:) answer nil for an element that does not survive (the
  /// plan's contract): deleting item 1 of three and inserting at 0 gives [new, 0, 2], so the
  /// deleted cell has no new key, the inserted one no old key, and the others map across.
  @Test func cellsThatDoNotSurviveHaveNoKeyOnTheOtherSide() throws {
    let plan = try BatchUpdate([.deleteItems([ip(0, 1)]), .insertItems([ip(0, 0)])]).plan(
      old: [SectionData(count: 3)], new: nil
    ).get()
    #expect(plan.newKey(forOld: .cell(0, 1)) == nil)
    #expect(plan.oldKey(forNew: .cell(0, 0)) == nil)
    #expect(plan.newKey(forOld: .cell(0, 0)) == .cell(0, 1))
    #expect(plan.newKey(forOld: .cell(0, 2)) == .cell(0, 2))
    #expect(plan.oldKey(forNew: .cell(0, 1)) == .cell(0, 0))
  }

  /// An animated switch from a grid of 150 x 150 items (two per line, lines 160 apart) to a list of
  /// 320 x 90 rows (100 apart) in 320 x 330 bounds: the grid shows items 0 to 5 (its third line
  /// starts at 320), the list items 0 to 3 (row 3 at 300). Items 4 and 5 leave, and the old
  /// layout's final attributes default to the new layout's (docs/uikit-reference.md, "Default
  /// initial and final attributes"): their list frames at y 400 and 500, at alpha 1, not the grid
  /// frames they are shown at.
  @Test func elementsLeavingALayoutSwitchGoToTheNewLayoutsAttributes() {
    let grid = FlowLayout()
    grid.itemSize = CGSize(width: 150, height: 150)
    let list = FlowLayout()
    list.itemSize = CGSize(width: 320, height: 90)
    let subject = CollectionViewFixture(data: [SectionData(count: 12)])
      .with { $0.size = CGSize(width: 320, height: 330) }
      .make(grid)
    let done = Flag()
    subject.onQueue {
      subject.cv.layoutInitially()
      subject.cv.setCollectionViewLayout(list, animated: true) { done.value = true }
    }
    subject.wait(for: done)
    let left = subject.events.compactMap { event -> (String, Attrs, Attrs?)? in
      if case .disappear(let id, .transition, let from, let to) = event.payload {
        return (id, from, to)
      }
      return nil
    }
    // Closures, not key paths into the tuple: AddressSanitizer reports the Swift runtime's key
    // path projection through an optional tuple element as an overlapping memcpy.
    #expect(left.map { $0.0 } == ["cell/0/4", "cell/0/5"])
    #expect(left.map { $0.1.frame } == [rect(0, 320, 150, 150), rect(170, 320, 150, 150)])
    #expect(left.map { $0.2?.frame } == [rect(0, 400, 320, 90), rect(0, 500, 320, 90)])
    #expect(left.map { $0.2?.alpha } == [1, 1])
  }

  func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
  }
}
