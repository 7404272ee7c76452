import Foundation
import LayoutKit
import SeededRandom
import Testing

/// A flow delegate that answers as the collection view does and counts, per section, how often
/// the layout asked it for an item size and for a section's inset.
final class CountingFlowDelegate: CollectionViewDelegateFlowLayout {
  let answers: StaticCollectionView
  var sizeQueries: [Int: Int] = [:]
  var insetQueries: [Int: Int] = [:]

  init(_ answers: StaticCollectionView) { self.answers = answers }

  func responds(to method: FlowDelegateMethod) -> Bool { answers.responds(to: method) }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    sizeQueries[indexPath.section, default: 0] += 1
    return answers.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? {
    insetQueries[section, default: 0] += 1
    return answers.collectionView(collectionView, layout: layout, insetForSectionAt: section)
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? {
    answers.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double? {
    answers.collectionView(
      collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    answers.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? {
    answers.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
  }
}

/// A batch update as the flow layout sees it: the data afterwards and the update items the
/// collection view puts on the update's invalidation context.
struct FlowUpdateCase: CustomTestStringConvertible, Sendable {
  let name: String
  let before: [StaticCollectionView.Section]
  let after: [StaticCollectionView.Section]
  /// (action, before, after); an item of nil is a whole section (item NSNotFound).
  let items: [(UpdateAction, (Int, Int?)?, (Int, Int?)?)]
  /// The item sizes asked again, by section after the update (sections not listed: none).
  let sizeQueries: [Int: Int]
  var testDescription: String { name }

  var updateItems: [UpdateItem] {
    func path(_ place: (Int, Int?)?) -> IndexPath? {
      place.map { IndexPath(item: $0.1 ?? NSNotFound, section: $0.0) }
    }
    return items.map { UpdateItem(action: $0.0, before: path($0.1), after: path($0.2)) }
  }
}

/// The sizes of `count` items, all different so no section takes the uniform path.
private func sized(_ count: Int, from first: Double = 10) -> StaticCollectionView.Section {
  .init(sizes: (0..<count).map { CGSize(width: 40, height: first + Double($0)) })
}

/// Applies an update as the collection view would and prepares the layout again.
@discardableResult
func performUpdate(
  _ subject: FlowSubject, to sections: [StaticCollectionView.Section], items: [UpdateItem]
) -> FlowSubject {
  subject.cv.sections = sections
  let context = FlowLayoutInvalidationContext()
  context.invalidateDataSourceCounts = true
  context._updateItems = items
  subject.layout.invalidateLayout(with: context)
  subject.layout.prepare()
  return subject
}

/// Every cell frame and the content size: what a fresh layout over the same data must equal.
func allFrames(_ subject: FlowSubject) -> (CGSize, [[CGRect?]]) {
  let layout = subject.layout
  let frames = (0..<subject.cv.numberOfSections).map { section in
    (0..<subject.cv.numberOfItems(inSection: section)).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }
  return (layout.collectionViewContentSize, frames)
}

/// A batch update lays out only the sections it touches (docs/architecture.md, "One `insert`"):
/// the delegate is asked again for the item sizes of those sections alone, and every section,
/// moved or not, ends where a fresh layout of the new data puts it.
@Suite struct FlowLayoutIncrementalUpdateTests {
  static let cases: [FlowUpdateCase] = [
    // Section 1 grows from 5 to 6 items: its 6 sizes are asked again, nothing else.
    FlowUpdateCase(
      name: "an insert in section 2 of 3 asks section 2 again",
      before: [sized(4), sized(5), sized(6)],
      after: [sized(4), sized(6), sized(6)], items: [(.insert, nil, (1, 2))], sizeQueries: [1: 6]),
    FlowUpdateCase(
      name: "a delete in the first section", before: [sized(4), sized(5), sized(6)],
      after: [sized(3), sized(5), sized(6)], items: [(.delete, (0, 1), nil)], sizeQueries: [0: 3]),
    // Item 0 of section 0 moves to the end of section 2: both ends are asked again (3 + 7).
    FlowUpdateCase(
      name: "a move between sections asks both", before: [sized(4), sized(5), sized(6)],
      after: [sized(3), sized(5), sized(7)], items: [(.move, (0, 0), (2, 6))],
      sizeQueries: [0: 3, 2: 7]),
    // A reloaded item keeps its index: its section is asked again.
    FlowUpdateCase(
      name: "a reload asks its section", before: [sized(4), sized(5), sized(6)],
      after: [sized(4), sized(5), sized(6, from: 30)], items: [(.reload, (2, 3), (2, 3))],
      sizeQueries: [2: 6]),
    // Section 1 is new (2 items); the old sections 1 and 2 move down unasked.
    FlowUpdateCase(
      name: "an inserted section alone is asked", before: [sized(4), sized(5), sized(6)],
      after: [sized(4), sized(2, from: 50), sized(5), sized(6)], items: [(.insert, nil, (1, nil))],
      sizeQueries: [1: 2]),
    FlowUpdateCase(
      name: "a deleted section asks nothing", before: [sized(4), sized(5), sized(6)],
      after: [sized(5), sized(6)], items: [(.delete, (0, nil), nil)], sizeQueries: [:]),
    FlowUpdateCase(
      name: "a reloaded section is asked", before: [sized(4), sized(5), sized(6)],
      after: [sized(4), sized(3, from: 70), sized(6)], items: [(.reload, (1, nil), (1, nil))],
      sizeQueries: [1: 3]),
    // Section 0 moves behind section 2: its lines move with it, nothing is asked.
    FlowUpdateCase(
      name: "a moved section is not asked", before: [sized(4), sized(5), sized(6)],
      after: [sized(5), sized(6), sized(4)], items: [(.move, (0, nil), (2, nil))],
      sizeQueries: [:]),
  ]

  @Test(arguments: cases)
  func onlyTheTouchedSectionsAreAskedAgain(_ testCase: FlowUpdateCase) {
    var fixture = FlowFixture()
    fixture.sections = testCase.before
    fixture.header = CGSize(width: 0, height: 25)
    let subject = fixture.make()
    let delegate = CountingFlowDelegate(subject.cv)
    subject.cv.delegate = delegate
    performUpdate(subject, to: testCase.after, items: testCase.updateItems)
    #expect(delegate.sizeQueries == testCase.sizeQueries)
    fixture.sections = testCase.after
    let fresh = fixture.make()
    let (size, frames) = allFrames(subject)
    let (freshSize, freshFrames) = allFrames(fresh)
    #expect(size == freshSize)
    #expect(frames == freshFrames)
  }

  /// UIKit adds an item's offset in its line to (the section start plus the line's start); the
  /// other grouping differs in the last bit here and rounds to another pixel. Section 1 (items
  /// 164/3 and 77 high under a 14/3 header) moves to 166/3 when an item 152/3 high joins the 2-pt
  /// item of section 0 (that line's thickness, under the same header). Its first item's offset is
  /// 77 / 2 - 82 / 3 = 11.1666..., so its y is 11.1666... + (166/3 + 14/3) = 71.1666..., which
  /// rounds to 213 / 3 = 71 at 3x (grouped as (11.1666... + 166/3) + 14/3 it is one bit above
  /// 71.1666... and rounds to 71.333); the second, as thick as the line, is at 166/3 + 14/3 = 60.
  @Test func aMovedSectionAddsInUIKitsOrder() {
    var fixture = FlowFixture()
    fixture.scale = 3
    fixture.header = CGSize(width: 0, height: 14.0 / 3)
    let moved = StaticCollectionView.Section(
      sizes: [CGSize(width: 40, height: 164.0 / 3), CGSize(width: 40, height: 77)])
    fixture.sections = [.init(sizes: [CGSize(width: 40, height: 2)]), moved]
    let subject = fixture.make()
    let after: [StaticCollectionView.Section] = [
      .init(sizes: [CGSize(width: 40, height: 2), CGSize(width: 40, height: 152.0 / 3)]), moved,
    ]
    performUpdate(
      subject, to: after,
      items: [UpdateItem(action: .insert, before: nil, after: IndexPath(item: 1, section: 0))])
    let expected = [rect(0, 71, 40, 164.0 / 3), rect(50, 60, 40, 77)]
    #expect(allFrames(subject).1[1] == expected)
    fixture.sections = after
    #expect(allFrames(fixture.make()).1[1] == expected)
  }

  /// A section whose index changes is asked its section answers again when the delegate gives
  /// them by index, and laid out again when they differ: here section 1 (inset 5) becomes
  /// section 2, whose answer is 20.
  @Test func aMovedSectionWithOtherAnswersIsLaidOutAgain() {
    var fixture = FlowFixture()
    var first = sized(4)
    first.answers.sectionInset = EdgeInsets(all: 5)
    var second = sized(5)
    second.answers.sectionInset = EdgeInsets(all: 20)
    fixture.sections = [first, second]
    let subject = fixture.make()
    let delegate = CountingFlowDelegate(subject.cv)
    subject.cv.delegate = delegate
    // A section is inserted at 0; the answers stay with the indexes (a delegate by index).
    var inserted = sized(2)
    inserted.answers.sectionInset = EdgeInsets(all: 5)
    var movedFirst = sized(4)
    movedFirst.answers.sectionInset = EdgeInsets(all: 20)
    var movedSecond = sized(5)
    movedSecond.answers.sectionInset = EdgeInsets(all: 20)
    let after = [inserted, movedFirst, movedSecond]
    performUpdate(
      subject, to: after,
      items: [UpdateItem(action: .insert, before: nil, after: .init(item: NSNotFound, section: 0))])
    // Every section whose index changed is asked its inset; only the new one is asked its
    // sizes (2 items): the one whose inset changed keeps its items, and is laid out again.
    #expect(delegate.insetQueries == [0: 1, 1: 1, 2: 1])
    #expect(delegate.sizeQueries == [0: 2])
    fixture.sections = after
    #expect(allFrames(subject) == allFrames(fixture.make()))
  }
}

/// A seeded random update and what a fresh layout gives for it.
extension FlowLayoutIncrementalUpdateTests {
  /// A section of up to 12 items whose sizes are in thirds of a point, so that where a section
  /// lands decides how its origins round at 3x; a third of the sections take the layout's size.
  static func randomSection(_ g: inout SeededGenerator) -> StaticCollectionView.Section {
    let count = Int.random(in: 0...12, using: &g)
    if Int.random(in: 0..<3, using: &g) == 0 { return .init(count) }
    return .init(sizes: (0..<count).map { _ in randomSize(&g) })
  }

  static func randomSize(_ g: inout SeededGenerator) -> CGSize {
    CGSize(
      width: Double(Int.random(in: 3...600, using: &g)) / 3,
      height: Double(Int.random(in: 3...300, using: &g)) / 3)
  }

  /// An update of one of four kinds (items deleted and inserted in one section, a section
  /// inserted, deleted or moved), the data afterwards, and the sections that may be asked their
  /// sizes again.
  static func randomUpdate(_ before: [StaticCollectionView.Section], _ g: inout SeededGenerator)
    -> (after: [StaticCollectionView.Section], items: [UpdateItem], touched: Set<Int>)
  {
    var after = before
    let section = Int.random(in: 0..<before.count, using: &g)
    let whole = { (index: Int) in IndexPath(item: NSNotFound, section: index) }
    switch Int.random(in: 0..<4, using: &g) {
    case 0:
      after.insert(randomSection(&g), at: section)
      return (after, [UpdateItem(action: .insert, before: nil, after: whole(section))], [section])
    case 1:
      after.remove(at: section)
      return (after, [UpdateItem(action: .delete, before: whole(section), after: nil)], [])
    case 2:
      let target = Int.random(in: 0..<before.count, using: &g)
      after.insert(after.remove(at: section), at: target)
      return (after, [UpdateItem(action: .move, before: whole(section), after: whole(target))], [])
    default:
      var sizes = before[section].itemSizes
      var count = before[section].itemCount
      let deletes = (0..<count).filter { _ in Int.random(in: 0..<4, using: &g) == 0 }
      for item in deletes.reversed() { sizes?.remove(at: item) }
      count -= deletes.count
      var inserts: [Int] = []
      for _ in 0..<Int.random(in: 0...3, using: &g) {
        let place = Int.random(in: 0...count, using: &g)
        inserts = inserts.map { $0 >= place ? $0 + 1 : $0 } + [place]
        sizes?.insert(randomSize(&g), at: place)
        count += 1
      }
      after[section] = sizes.map { .init(sizes: $0) } ?? .init(count)
      let items =
        deletes.reversed().map {
          UpdateItem(action: .delete, before: IndexPath(item: $0, section: section), after: nil)
        }
        + inserts.sorted().map {
          UpdateItem(action: .insert, before: nil, after: IndexPath(item: $0, section: section))
        }
      return (after, items, [section])
    }
  }

  /// Over seeded configurations (either direction, right-to-left, scales 1 to 3, negative line
  /// spacings, headers, footers) and updates, the updated layout answers every item, and every
  /// rect query over the whole content, exactly as a fresh layout of the new data does, and only
  /// the touched sections were asked their sizes.
  @Test func anUpdateEqualsAFreshLayoutOverSeededData() {
    var g = SeededGenerator(seed: 0x1C2E_5EC7)
    for round in 0..<300 {
      var fixture = FlowLayoutRectQueryPropertyTests.randomFixture(&g)
      fixture.sections = (0..<Int.random(in: 3...6, using: &g)).map { _ in Self.randomSection(&g) }
      if round % 3 == 0 {
        fixture.scale = 3
        fixture.layoutDirection = .rightToLeft
      }
      let subject = fixture.make()
      let delegate = CountingFlowDelegate(subject.cv)
      subject.cv.delegate = delegate
      let (after, items, touched) = Self.randomUpdate(fixture.sections, &g)
      performUpdate(subject, to: after, items: items)
      #expect(Set(delegate.sizeQueries.keys).isSubset(of: touched), "round \(round)")
      fixture.sections = after
      let fresh = fixture.make()
      #expect(allFrames(subject) == allFrames(fresh), "round \(round)")
      let content = CGRect(origin: .zero, size: fresh.layout.collectionViewContentSize)
        .insetBy(dx: -50, dy: -50)
      let updated = subject.layout.layoutAttributesForElements(in: content) ?? []
      let expected = fresh.layout.layoutAttributesForElements(in: content) ?? []
      #expect(updated.map(\.indexPath) == expected.map(\.indexPath), "round \(round)")
      #expect(updated.map(\.frame) == expected.map(\.frame), "round \(round)")
    }
  }
}

/// Equatable for the pair `allFrames` returns.
func == (lhs: (CGSize, [[CGRect?]]), rhs: (CGSize, [[CGRect?]])) -> Bool {
  lhs.0 == rhs.0 && lhs.1 == rhs.1
}

/// Batches of several section inserts, deletes and moves at once over sections whose lengths are
/// sometimes exact in binary (sizes in halves: the sections after the first change are moved by
/// their spans) and sometimes not (sizes in thirds, 100/3 and the like: they are placed from their
/// shapes), mixed in one layout so that the restack passes from one kind to the other.
extension FlowLayoutIncrementalUpdateTests {
  /// A section of up to 8 items whose sizes are in halves of a point (exact in binary) or, one
  /// time in two, in thirds.
  static func mixedSection(_ g: inout SeededGenerator) -> StaticCollectionView.Section {
    guard Bool.random(using: &g) else { return randomSection(&g) }
    return .init(
      sizes: (0..<Int.random(in: 0...8, using: &g)).map { _ in
        CGSize(
          width: Double(Int.random(in: 2...400, using: &g)) / 2,
          height: Double(Int.random(in: 2...200, using: &g)) / 2)
      })
  }

  /// A batch of up to 3 deletes, 3 inserts and 2 moves of sections, the data afterwards as the
  /// placement rule puts it (moves to places nothing else takes).
  static func randomSectionBatch(
    _ before: [StaticCollectionView.Section], _ g: inout SeededGenerator
  ) -> (after: [StaticCollectionView.Section], items: [UpdateItem]) {
    let whole = { (index: Int) in IndexPath(item: NSNotFound, section: index) }
    var old = Array(before.indices).shuffled(using: &g)
    let deleted = Array(old.prefix(Int.random(in: 0...min(3, old.count), using: &g)))
    old.removeFirst(deleted.count)
    let sources = Array(old.prefix(Int.random(in: 0...min(2, old.count), using: &g)))
    let newCount = before.count - deleted.count + Int.random(in: 0...3, using: &g)
    var places = Array(0..<newCount).shuffled(using: &g)
    let insertCount = newCount - (before.count - deleted.count)
    let inserted = Array(places.prefix(insertCount))
    places.removeFirst(insertCount)
    let moves = zip(sources, places).map { (from: $0, to: $1) }
    let placement = SectionPlacement(
      oldCount: before.count, newCount: newCount, deleted: deleted, inserted: inserted,
      moves: moves)
    let after = (0..<newCount).map { new in
      placement.oldSection(forNew: new).map { before[$0] } ?? mixedSection(&g)
    }
    let items =
      deleted.map { UpdateItem(action: .delete, before: whole($0), after: nil) }
      + inserted.map { UpdateItem(action: .insert, before: nil, after: whole($0)) }
      + moves.map { UpdateItem(action: .move, before: whole($0.from), after: whole($0.to)) }
    return (after, items)
  }

  /// Every item, and every rect query over the whole content, as a fresh layout of the new data
  /// gives them, bit for bit, through several batches in a row.
  @Test func sectionBatchesEqualAFreshLayoutOverFractionalLengths() {
    var g = SeededGenerator(seed: 0x5EC7_10A5)
    for round in 0..<150 {
      var fixture = FlowLayoutRectQueryPropertyTests.randomFixture(&g)
      fixture.sections = (0..<Int.random(in: 2...12, using: &g)).map { _ in
        Self.mixedSection(&g)
      }
      if round % 2 == 0 { fixture.header = CGSize(width: 100.0 / 3, height: 100.0 / 3) }
      if round % 3 == 0 { fixture.scale = 3 }
      let subject = fixture.make()
      for batch in 0..<3 {
        let (after, items) = Self.randomSectionBatch(fixture.sections, &g)
        performUpdate(subject, to: after, items: items)
        fixture.sections = after
        let fresh = fixture.make()
        #expect(allFrames(subject) == allFrames(fresh), "round \(round) batch \(batch)")
        // The whole content, then windows of it: the section index must find the same sections.
        let content = CGRect(origin: .zero, size: fresh.layout.collectionViewContentSize)
        var rects = [content.insetBy(dx: -50, dy: -50)]
        for _ in 0..<4 {
          rects.append(
            CGRect(
              x: Double.random(in: -20...max(0, content.width), using: &g),
              y: Double.random(in: -20...max(0, content.height), using: &g), width: 90,
              height: 70))
        }
        for rect in rects {
          let updated = subject.layout.layoutAttributesForElements(in: rect) ?? []
          let expected = fresh.layout.layoutAttributesForElements(in: rect) ?? []
          #expect(updated.map(\.indexPath) == expected.map(\.indexPath), "round \(round)")
          #expect(updated.map(\.frame) == expected.map(\.frame), "round \(round) batch \(batch)")
        }
      }
    }
  }
}
