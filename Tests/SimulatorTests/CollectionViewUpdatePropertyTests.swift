import Foundation
import LayoutKit
import SeededRandom
import TestSupport
import Testing

@testable import Simulator

/// Random valid batches replayed on a simulated collection view: no error, the visible elements
/// afterwards are exactly those of a fresh layout of the final data, and every survivor (cell or
/// header) whose index path changed gets exactly one `change`, carrying the element it was.
@Suite struct CollectionViewUpdatePropertyTests {
  /// A 300 x 420 grid of 90 x 60 items under 24-point headers over `data` at `offset`, after
  /// its first layout pass.
  static func makeView(data: [SectionData], offset: CGPoint?) -> CollectionViewFixture.Subject {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 90, height: 60)
    layout.headerReferenceSize = CGSize(width: 0, height: 24)
    let subject = CollectionViewFixture(data: data)
      .with {
        $0.size = CGSize(width: 300, height: 420)
        $0.contentOffset = offset
      }
      .make(layout)
    subject.layOut(turns: 0)
    return subject
  }

  @Test func randomValidBatchesMatchAFreshLayout() throws {
    var g = SeededGenerator(seed: 0x5EED)
    var movedSurvivors: [ElementCategory: Int] = [:]
    for trial in 0..<300 {
      let batch = BatchUpdatePropertyTests.randomBatch(&g)
      let data = batch.old.map { SectionData(count: $0.count, ids: $0) }
      let subject = Self.makeView(data: data, offset: CGPoint(x: 0, y: Double(trial % 3) * 40))
      let cv = subject.cv
      let before = cv.data
      let shownBefore = subject.onQueue { Set(cv.visible.keys) }
      var failure: String?? = .none
      subject.onQueue {
        cv.performBatchUpdates(
          BatchUpdate(batch.operations), newData: nil, animated: trial % 2 == 0, duration: 0
        ) { failure = .some($0) }
      }
      subject.settle()
      #expect(failure == .some(nil), "\(batch.operations)")
      #expect(!subject.events.contains { if case .error = $0.payload { true } else { false } })
      // The tally the update moved is the one counting the data afresh gives.
      let (kept, counted) = subject.onQueue { (cv.dataTally, SectionData.Tally(cv.data)) }
      #expect(kept == counted, "\(batch.operations)")

      let fresh = Self.makeView(data: cv.data, offset: cv.bounds.origin)
      let shown = subject.onQueue { cv.visible.mapValues(\.frame) }
      let expected = fresh.onQueue { fresh.cv.visible.mapValues(\.frame) }
      #expect(shown == expected, "\(batch.operations)")

      // Every element shown before and after (cells by item id, headers by section) gets exactly
      // one change when its index path changed, and that change names the element it was; one
      // whose index path stayed has no change naming a `was`. A reloaded item is deleted and
      // inserted again, as in UIKit, so it is no survivor.
      let shownAfter = subject.onQueue { Set(cv.visible.keys) }
      var reloaded: Set<String> = []
      for operation in batch.operations {
        switch operation {
        case .reloadItems(let paths):
          for path in paths {
            if let id = before[path.section].ids?[path.item] { reloaded.insert(id) }
          }
        case .reloadSections(let sections):
          for section in sections { reloaded.formUnion(before[section].ids ?? []) }
        default: break
        }
      }
      var oldKeyOfID: [String: ElementKey] = [:]
      for key in shownBefore where key.category == .cell {
        if let id = before[key.section].ids?[key.item], !reloaded.contains(id) {
          oldKeyOfID[id] = key
        }
      }
      let oldSectionOf = Self.oldSections(old: batch.old.count, batch.operations)
      var survivors: [(old: ElementKey, new: ElementKey)] = []
      for key in shownAfter {
        switch key.category {
        case .cell:
          if let id = cv.data[key.section].ids?[key.item], let old = oldKeyOfID[id] {
            survivors.append((old, key))
          }
        default:
          guard let oldSection = oldSectionOf[key.section] else { continue }
          let old = ElementKey(
            category: key.category, kind: key.kind, section: oldSection, item: key.item)
          if shownBefore.contains(old) { survivors.append((old, key)) }
        }
      }
      for (old, key) in survivors {
        let changes: [String?] = subject.events.compactMap {
          if case .change(let changed, let was, _, _, _) = $0.payload, changed == key.id {
            return was
          }
          return nil
        }
        if old != key {
          #expect(changes == [old.id], "\(old.id) -> \(key.id) in \(batch.operations)")
          movedSurvivors[key.category, default: 0] += 1
        } else {
          #expect(
            changes.allSatisfy { $0 == nil }, "\(key.id) stayed in \(batch.operations)")
        }
      }
      // Every change naming a `was` names the element it was: the same item id before and after
      // for a cell, the same kind and item in the section it came from for a header.
      for event in subject.events {
        guard case .change(let id, let was?, _, _, _) = event.payload,
          let new = ElementKey(id: id), let old = ElementKey(id: was)
        else { continue }
        if new.category == .cell {
          #expect(
            cv.data[new.section].ids?[new.item] == before[old.section].ids?[old.item],
            "\(batch.operations)")
        } else {
          #expect(
            old.category == new.category && old.kind == new.kind && old.item == new.item
              && oldSectionOf[new.section] == old.section, "\(was) -> \(id) in \(batch.operations)")
        }
      }
    }
    // The trials cover both kinds of survivor whose index path changes.
    #expect(movedSurvivors[.cell, default: 0] > 1_000)
    #expect(movedSurvivors[.supplementaryView, default: 0] > 100)
  }

  /// For each section after the batch, the section it was before (nil for an inserted one), by
  /// UIKit's rules (docs/uikit-reference.md, "Index paths of an update"): a deleted section leaves,
  /// an inserted one and a move's target take their final indexes, and the other sections keep
  /// their order in the places left. The random batches hold at most one section delete, one
  /// section move and one section insert.
  static func oldSections(old count: Int, _ operations: [UpdateOperation]) -> [Int?] {
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
    var moved: [Int: Int] = [:]
    for operation in operations {
      switch operation {
      case .deleteSections(let sections): deleted.formUnion(sections)
      case .insertSections(let sections): inserted.formUnion(sections)
      case .moveSection(let from, let to): moved[to] = from
      default: break
      }
    }
    var rest = (0..<count).filter { !deleted.contains($0) && !moved.values.contains($0) }[...]
    return (0..<(count - deleted.count + inserted.count)).map { section in
      if inserted.contains(section) { return nil }
      if let from = moved[section] { return from }
      return rest.popFirst()
    }
  }
}
