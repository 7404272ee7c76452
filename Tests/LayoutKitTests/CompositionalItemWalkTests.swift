import Foundation
import Testing

@testable import LayoutKit

/// What a rect query walks: a section's items placed group by group (`forEachItem`), each
/// group's start found once and the measured groups before it followed rather than searched
/// for; and the shortcuts a scroll takes (no pinned item to look for, a section's frame without
/// placing the rest of it). Every frame derived by hand in the comments.
@Suite struct CompositionalItemWalkTests {
  /// Five items in groups of two leaves side by side (100 x 44 each), the first group's origin
  /// at (10, 20), 10 between groups (pitch 54). Item 1 measured 60 tall (+16; item 0 is not
  /// measured, so its group grows by at least 0: 16), item 4 measured 30 (-14, alone in its
  /// group). Groups start at 20; 20 + 54 + 16 = 90; 20 + 108 + 16 = 144.
  static func section(badge: CompositionalElement? = nil) -> CompositionalSectionGeometry {
    var leaves = [
      CompositionalLeaf(frame: CGRect(x: 0, y: 0, width: 100, height: 44)),
      CompositionalLeaf(frame: CGRect(x: 100, y: 0, width: 100, height: 44)),
    ]
    if let badge { leaves[1].supplementaries = [badge] }
    var section = CompositionalSectionGeometry(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200), itemCount: 5, groupLeaves: leaves,
      firstGroupOrigin: CGPoint(x: 10, y: 20), groupPitch: 54, supplementaries: [],
      decorations: [], axis: FlowAxis(.vertical))
    section.measurements = CompositionalMeasurements(
      lengths: [1: 60, 4: 30], leaves: leaves, itemCount: 5, axis: FlowAxis(.vertical),
      groupsGrow: true)
    return section
  }

  /// Every item's frame in `section()`.
  static let frames: [CGRect] = [
    CGRect(x: 10, y: 20, width: 100, height: 44),
    CGRect(x: 110, y: 20, width: 100, height: 60),
    CGRect(x: 10, y: 90, width: 100, height: 44),
    CGRect(x: 110, y: 90, width: 100, height: 44),
    CGRect(x: 10, y: 144, width: 100, height: 30),
  ]

  struct Walk: CustomTestStringConvertible, Sendable {
    let name: String
    let items: Range<Int>
    /// How many items the body takes before it asks to stop (nil: all of them).
    let stopAfter: Int?
    let walked: [Int]
    var testDescription: String { name }
  }

  static let walks: [Walk] = [
    Walk(name: "every item", items: 0..<5, stopAfter: nil, walked: [0, 1, 2, 3, 4]),
    Walk(
      name: "from the middle of a group, past a measured group", items: 1..<4, stopAfter: nil,
      walked: [1, 2, 3]),
    Walk(name: "the last groups only", items: 3..<5, stopAfter: nil, walked: [3, 4]),
    Walk(name: "stopped after two", items: 1..<5, stopAfter: 2, walked: [1, 2]),
    Walk(name: "nothing", items: 2..<2, stopAfter: nil, walked: []),
  ]

  @Test(arguments: walks)
  func walkPlacesItemsAsTheRuleDoes(_ walk: Walk) {
    let section = Self.section()
    var walked: [Int] = []
    var frames: [CGRect] = []
    section.forEachItem(walk.items) { item, frame, zIndex, supplementaries in
      walked.append(item)
      frames.append(frame)
      #expect(zIndex == 0 && supplementaries.isEmpty)
      return walked.count != walk.stopAfter
    }
    #expect(walked == walk.walked)
    #expect(frames == walk.walked.map { Self.frames[$0] })
    // The walk and an item asked for alone agree.
    #expect(frames == walk.walked.map { section.item($0).frame })
  }

  /// A badge of the second leaf, (190, -5) in its group, goes with its item: item 3's group
  /// starts at 90, so (200, 85); item 1's at 20, so (200, 15).
  @Test func badgesGoWithTheirItems() {
    let badge = CompositionalElement(
      kind: "badge", frame: CGRect(x: 190, y: -5, width: 10, height: 10), zIndex: 1)
    var badges: [Int: [CGRect]] = [:]
    Self.section(badge: badge).forEachItem(0..<5) { item, _, _, supplementaries in
      badges[item] = supplementaries.map(\.frame)
      return true
    }
    #expect(
      badges == [
        0: [], 1: [CGRect(x: 200, y: 15, width: 10, height: 10)], 2: [],
        3: [CGRect(x: 200, y: 85, width: 10, height: 10)], 4: [],
      ])
  }

  /// The changed groups of `section()` are 0 (+16) and 2 (-14): before group 0 none, before 1
  /// and 2 one, before 3 both. Found from an earlier group's position, the same.
  @Test func positionsFollowTheChangedGroups() {
    let measurements = Self.section().measurements
    let expected = [0, 1, 1, 2]
    #expect((0..<4).map { measurements.position(before: $0) } == expected)
    var position = 0
    var walked: [Int] = []
    for group in 0..<4 {
      position = measurements.position(before: group, from: position)
      walked.append(position)
    }
    #expect(walked == expected)
    #expect((0..<4).map { measurements.shift(atPosition: expected[$0]) } == [0, 16, 16, 2])
  }

  /// Two sections 100 long, the second's header pinned or not; a section solved again with a
  /// pinned header pins from then on.
  struct Pinning: CustomTestStringConvertible, Sendable {
    let name: String
    let pinnedAtFirst: Bool
    let pinnedWhenSolvedAgain: Bool
    let found: [String: [IndexPath]]
    var testDescription: String { name }
  }

  static let pinnings: [Pinning] = [
    Pinning(
      name: "nothing pins: none is looked for", pinnedAtFirst: false,
      pinnedWhenSolvedAgain: false, found: [:]),
    Pinning(
      name: "a header pins from the start", pinnedAtFirst: true, pinnedWhenSolvedAgain: true,
      found: ["header": [IndexPath(item: 0, section: 1)]]),
    Pinning(
      name: "a header pins once solved again", pinnedAtFirst: false, pinnedWhenSolvedAgain: true,
      found: ["header": [IndexPath(item: 0, section: 1)]]),
  ]

  static func headedSection(start: Double, pinned: Bool) -> CompositionalSectionGeometry {
    CompositionalSectionGeometry(
      frame: CGRect(x: 0, y: start, width: 390, height: 100), itemCount: 0, groupLeaves: [],
      firstGroupOrigin: CGPoint(x: 0, y: start + 20), groupPitch: 0,
      supplementaries: [
        CompositionalElement(
          kind: "header", frame: CGRect(x: 0, y: start, width: 390, height: 20), zIndex: 0,
          pinnedEdge: pinned ? .start : nil)
      ], decorations: [], axis: FlowAxis(.vertical))
  }

  @Test(arguments: pinnings)
  func pinnedItemsAreLookedForOnlyWhenSomethingPins(_ pinning: Pinning) {
    var geometry = CompositionalLayoutGeometry(
      sections: [
        Self.headedSection(start: 0, pinned: false),
        Self.headedSection(start: 100, pinned: pinning.pinnedAtFirst),
      ], globalSupplementaries: [], contentSize: CGSize(width: 390, height: 200),
      solvedBoundsSize: CGSize(width: 390, height: 844), axis: FlowAxis(.vertical),
      mirrors: false, scale: 1)
    #expect(geometry.mayPinBoundaryItems == pinning.pinnedAtFirst)
    geometry.replaceSection(
      1, with: Self.headedSection(start: 100, pinned: pinning.pinnedWhenSolvedAgain),
      movingLaterBy: 0)
    #expect(geometry.mayPinBoundaryItems == pinning.pinnedWhenSolvedAgain)
    #expect(geometry.pinnedSupplementaries(meeting: 0, 200) == pinning.found)
  }

  /// A section's frame without placing the rest of it: section 1 (100-200) moved by a
  /// measurement of 30 in section 0 is at 130, as the placed section says.
  @Test func sectionFrameIsThePlacedSectionsFrame() {
    var geometry = CompositionalLayoutGeometry(
      sections: [
        Self.headedSection(start: 0, pinned: false), Self.headedSection(start: 100, pinned: false),
      ], globalSupplementaries: [], contentSize: CGSize(width: 390, height: 200),
      solvedBoundsSize: CGSize(width: 390, height: 844), axis: FlowAxis(.vertical),
      mirrors: false, scale: 1)
    var longer = Self.headedSection(start: 0, pinned: false)
    longer.frame.size.height = 130
    geometry.replaceSection(0, with: longer, movingLaterBy: 30)
    #expect(geometry.sectionFrame(1) == CGRect(x: 0, y: 130, width: 390, height: 100))
    #expect(geometry.sectionFrame(1) == geometry.section(1).frame)
    #expect(geometry.section(1).firstGroupOrigin == CGPoint(x: 0, y: 150))
  }
}
