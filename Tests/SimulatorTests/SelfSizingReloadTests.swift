import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// Measured sizes through a batch update that reloads items (docs/uikit-choices.md,
/// "Self-sizing", "Sizes through invalidations" and "An item's size"): the update's translator
/// carries every measured size to the item's new index path, except a reloaded item's, which
/// starts at the estimate again and is measured anew when its new cell is shown. A kept size is
/// only used when it is narrower than the line.
@Suite struct SelfSizingReloadTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The width of every item, the estimate's included; the line is 320.
    let width: Double
    /// The operations of the batch (old index paths for the reloads, new ones for the inserts).
    let operations: [UpdateOperation]
    /// The heights the cells prefer after the update.
    let heightsAfter: [Double]
    /// The reloaded cell's frame when the update shows it, before it is measured.
    let reloadedAppearsAt: (id: String, frame: CGRect)
    /// Every item's frame once the measurements have settled.
    let settled: [CGRect]
    var testDescription: String { name }
  }

  /// Four items estimated at 40 high, spacings 0, in a 320 x 400 view; before the update they
  /// prefer 40, 80, 40, 40, so only item 1 is measured (a preferred size equal to the estimate
  /// records nothing) and the settled list is 0, 40, 120, 160, 200 long. Items 300 wide are
  /// centred at x = 10; items 320 wide fill the line at x = 0.
  @Test(arguments: [
    Case(
      name: "reload of a measured item: it starts at the estimate and is measured again",
      width: 300, operations: [.reloadItems([path(1)])], heightsAfter: [40, 80, 40, 40],
      reloadedAppearsAt: ("cell/0/1", rect(10, 40, 300, 40)),
      settled: [
        rect(10, 0, 300, 40), rect(10, 40, 300, 80), rect(10, 120, 300, 40),
        rect(10, 160, 300, 40),
      ]),
    Case(
      name: "reload of an unmeasured item after a measured one: item 1 keeps its 80",
      width: 300, operations: [.reloadItems([path(2)])], heightsAfter: [40, 80, 40, 40],
      reloadedAppearsAt: ("cell/0/2", rect(10, 120, 300, 40)),
      settled: [
        rect(10, 0, 300, 40), rect(10, 40, 300, 80), rect(10, 120, 300, 40),
        rect(10, 160, 300, 40),
      ]),
    Case(
      name: "reload next to a measured item: it measures 60, its neighbour keeps 80",
      width: 300, operations: [.reloadItems([path(0)])], heightsAfter: [60, 80, 40, 40],
      reloadedAppearsAt: ("cell/0/0", rect(10, 0, 300, 40)),
      settled: [
        rect(10, 0, 300, 60), rect(10, 60, 300, 80), rect(10, 140, 300, 40),
        rect(10, 180, 300, 40),
      ]),
    Case(
      name: "an insert before a reload: the kept 80 moves to item 2, old item 2 becomes 3",
      width: 300, operations: [.insertItems([path(0)]), .reloadItems([path(2)])],
      heightsAfter: [40, 40, 80, 40, 40],
      reloadedAppearsAt: ("cell/0/3", rect(10, 160, 300, 40)),
      settled: [
        rect(10, 0, 300, 40), rect(10, 40, 300, 40), rect(10, 80, 300, 80),
        rect(10, 160, 300, 40), rect(10, 200, 300, 40),
      ]),
    // UIKit keeps a size only when it is strictly narrower than the line (320 < 320 fails), so a
    // full-width item's 80 goes back to the estimate; its cell, already asked, is not asked
    // again, and the list settles 40 x 4 = 160 long.
    Case(
      name: "full-width items: the kept 80 is not narrower than the line and is dropped",
      width: 320, operations: [.reloadItems([path(2)])], heightsAfter: [40, 80, 40, 40],
      reloadedAppearsAt: ("cell/0/2", rect(0, 80, 320, 40)),
      settled: [
        rect(0, 0, 320, 40), rect(0, 40, 320, 40), rect(0, 80, 320, 40),
        rect(0, 120, 320, 40),
      ]),
  ])
  func measuredSizesThroughAReload(_ c: Case) {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: c.width, height: 40)
    layout.minimumLineSpacing = 0
    let before = Self.section([40, 80, 40, 40], width: c.width)
    let subject = CollectionViewFixture(data: [before]).make(layout)
    subject.layOut()
    let done = Flag()
    subject.onQueue {
      subject.recorder.events.removeAll()
      subject.cv.performBatchUpdates(
        BatchUpdate(c.operations), newData: [Self.section(c.heightsAfter, width: c.width)],
        animated: true, duration: 0.3
      ) { _ in done.value = true }
    }
    subject.wait(for: done)
    subject.settle()
    let appeared = subject.events.compactMap { event -> CGRect? in
      guard case .appear(c.reloadedAppearsAt.id, .update, _, let to) = event.payload else {
        return nil
      }
      return to.frame
    }
    #expect(appeared == [c.reloadedAppearsAt.frame])
    let settled = subject.onQueue {
      (0..<c.heightsAfter.count).map {
        subject.cv.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
      }
    }
    #expect(settled == c.settled)
    let length = c.settled.last.map(\.maxY) ?? 0
    #expect(subject.onQueue { subject.cv.layout.collectionViewContentSize.height } == length)
  }

  static func section(_ heights: [Double], width: Double) -> SectionData {
    SectionData(
      count: heights.count, itemSizes: heights.map { CGSize(width: width, height: $0) })
  }
}

private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
