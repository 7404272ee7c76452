import Foundation
import Testing

@testable import LayoutKit

/// Where the sections of a batch update go (docs/architecture.md, "One `insert`"), kept as
/// sorted lists of the changes: inserted sections and move targets take their places, the other
/// surviving sections fill the rest in order; and the same rule rearranging anything kept per
/// section, in place. Seeded changes against the dense tables this replaced:
/// `UpdatePlanDenseTests`.
@Suite struct SectionPlacementTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var oldCount: Int
    var newCount: Int
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moves: [Move] = []
    /// Old section to new (nil: gone), new section to old (nil: nothing continues there).
    var forward: [Int?]
    var backward: [Int?]
    /// The old sections "a", "b", ... rearranged, "_" where nothing continues.
    var rearranged: String
    var fillsEveryPlace = true
    var testDescription: String { name }
  }

  struct Move: Sendable {
    var from: Int
    var to: Int
  }

  static let cases: [Case] = [
    Case(
      name: "a section inserted in front shifts every other one", oldCount: 3, newCount: 4,
      inserted: [0], forward: [1, 2, 3], backward: [nil, 0, 1, 2], rearranged: "_abc"),
    // b leaves; a, c, d fill 0, 1, 2 (3 is inserted).
    Case(
      name: "a delete and an insert", oldCount: 4, newCount: 4, deleted: [1], inserted: [3],
      forward: [0, nil, 1, 2], backward: [0, 2, 3, nil], rearranged: "acd_"),
    // a goes to 2; b and c fill 0 and 1.
    Case(
      name: "a move to the end", oldCount: 3, newCount: 3, moves: [Move(from: 0, to: 2)],
      forward: [2, 0, 1], backward: [1, 2, 0], rearranged: "bca"),
    // Taken: 1 (inserted) and 0 (c moved there); a (deleted) and c leave; b and d fill 2 and 3.
    Case(
      name: "a move, a delete and an insert", oldCount: 4, newCount: 4, deleted: [0],
      inserted: [1], moves: [Move(from: 2, to: 0)], forward: [nil, 2, 0, 3],
      backward: [2, nil, 1, 3], rearranged: "c_bd"),
    // The insert takes 1 first: a's move finds no place and a is lost; b and c fill 0 and 2,
    // and nothing is left for 3.
    Case(
      name: "a move to an inserted place", oldCount: 3, newCount: 4, inserted: [1],
      moves: [Move(from: 0, to: 1)], forward: [nil, 0, 2], backward: [1, nil, 2, nil],
      rearranged: "b_c_", fillsEveryPlace: false),
    // The later move of a counts: a goes to 1; b and c fill 0 and 2.
    Case(
      name: "two moves of one section", oldCount: 3, newCount: 3,
      moves: [Move(from: 0, to: 2), Move(from: 0, to: 1)], forward: [1, 0, 2],
      backward: [1, 0, 2], rearranged: "bac"),
    // d and e leave from the end; nothing else moves.
    Case(
      name: "deletes at the end", oldCount: 5, newCount: 3, deleted: [4, 3],
      forward: [0, 1, 2, nil, nil], backward: [0, 1, 2], rearranged: "abc"),
    Case(
      name: "everything deleted, two inserted", oldCount: 2, newCount: 2, deleted: [0, 1],
      inserted: [0, 1], forward: [nil, nil], backward: [nil, nil], rearranged: "__"),
  ]

  static func placement(_ c: Case) -> SectionPlacement {
    SectionPlacement(
      oldCount: c.oldCount, newCount: c.newCount, deleted: c.deleted, inserted: c.inserted,
      moves: c.moves.map { ($0.from, $0.to) })
  }

  static func letters(_ count: Int) -> [String] {
    (0..<count).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }
  }

  @Test(arguments: cases)
  func sectionsGoWhereUIKitPutsThem(_ c: Case) {
    let placement = Self.placement(c)
    #expect((0..<c.oldCount).map { placement.newSection(forOld: $0) } == c.forward)
    #expect((0..<c.newCount).map { placement.oldSection(forNew: $0) } == c.backward)
    #expect(placement.newSection(forOld: -1) == nil)
    #expect(placement.newSection(forOld: c.oldCount) == nil)
    #expect(placement.oldSection(forNew: c.newCount) == nil)
    #expect(placement.fillsEveryPlace == c.fillsEveryPlace)
    var sections = Self.letters(c.oldCount)
    placement.rearrange(&sections) { "_" }
    #expect(sections.joined() == c.rearranged)
  }

  /// An insert into an array with room to spare moves its elements where they are: the buffer
  /// stays the same one.
  @Test func anInsertWithRoomShiftsInPlace() {
    var elements = [10, 11, 12, 13]
    elements.reserveCapacity(headroomFor: 5)
    let buffer = elements.withUnsafeBufferPointer { $0.baseAddress }
    let placement = SectionPlacement(
      oldCount: 4, newCount: 5, deleted: [], inserted: [0], moves: [])
    placement.rearrange(&elements) { 0 }
    #expect(elements == [0, 10, 11, 12, 13])
    #expect(elements.withUnsafeBufferPointer { $0.baseAddress } == buffer)
  }
}

/// The runs of sections that keep their order (`keptRuns`), each moved at once by `rearrange`:
/// what a batch moves is its changes and the runs between them whose place changes, so an
/// insert near the end of many sections moves only the sections after it.
@Suite struct SectionPlacementRunTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var oldCount: Int
    var newCount: Int
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    /// (old, new, count) of each run.
    var runs: [(Int, Int, Int)]
    /// The sections whose index changes: the runs' counts where old and new differ.
    var moved: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // 0 ..< 99,990 stay; 99,990 ..< 100,000 become 99,991 ..< 100,001.
    Case(
      name: "an insert near the end of 100,000 moves the 10 after it", oldCount: 100_000,
      newCount: 100_001, inserted: [99_990], runs: [(0, 0, 99_990), (99_990, 99_991, 10)],
      moved: 10),
    // A delete at 3 and an insert at 7 of 10: 0-2 stay, old 4-7 move back to 3-6, old 8-9 stay
    // at 8-9 (one left before them, one arrived).
    Case(
      name: "a delete and a later insert move only what lies between", oldCount: 10,
      newCount: 10, deleted: [3], inserted: [7], runs: [(0, 0, 3), (4, 3, 4), (8, 8, 2)],
      moved: 4),
    // Section 0 moves to 4 of 5: it leaves at old 0 and arrives at new 4; 1-4 move back by one.
    Case(
      name: "a move to the end", oldCount: 5, newCount: 5, moves: [(0, 4)],
      runs: [(1, 0, 4)], moved: 4),
    Case(name: "no change", oldCount: 4, newCount: 4, runs: [(0, 0, 4)], moved: 0),
    // Everything deleted: no run.
    Case(
      name: "everything deleted", oldCount: 3, newCount: 0, deleted: [0, 1, 2], runs: [],
      moved: 0),
  ]

  @Test(arguments: cases)
  func runsAreTheSectionsBetweenTheChanges(_ c: Case) {
    let placement = SectionPlacement(
      oldCount: c.oldCount, newCount: c.newCount, deleted: c.deleted, inserted: c.inserted,
      moves: c.moves)
    let runs = placement.keptRuns
    #expect(runs.map { [$0.old, $0.new, $0.count] } == c.runs.map { [$0.0, $0.1, $0.2] })
    #expect(runs.filter { $0.old != $0.new }.reduce(0) { $0 + $1.count } == c.moved)
  }

  /// Elements that hold references (strings that own storage) keep them through the runs'
  /// moves: every element is where the placement puts it and the dropped ones are released.
  @Test func rearrangedReferencesArriveIntact() {
    let placement = SectionPlacement(
      oldCount: 10, newCount: 10, deleted: [3], inserted: [7], moves: [(from: 0, to: 9)])
    var elements = (0..<10).map { String(repeating: "section \($0) ", count: 4) }
    let expected = (0..<10).map { new in
      placement.oldSection(forNew: new).map { elements[$0] } ?? "_"
    }
    placement.rearrange(&elements) { "_" }
    #expect(elements == expected)
  }
}
