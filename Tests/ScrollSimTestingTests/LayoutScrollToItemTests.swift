import Foundation
import LayoutKit
import ScrollSimTesting
import Simulator
import Testing

/// `UICollectionView.scrollToItem(at:at:animated:)` called from layout code: an endless
/// carousel's visible-items handler jumps back to an early page, as apps write it
/// (docs/uikit-choices.md, "`scrollToItem`"). The row of `OrthogonalReplayTests`: group i at
/// 20 + 290 i in section 0's row, 280 wide, a 390-wide strip, offsets 0 to 1,090; section 1 is
/// a list of 50-pt rows from y 220 (30 rows: content 1,720 tall, offsets 0 to 876 in 844).
@Suite struct LayoutScrollToItemTests {
  /// The layout the handler calls back into, set once it is made.
  final class LayoutBox: @unchecked Sendable {
    weak var layout: CompositionalLayout?
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The step that brings the handler's condition about.
    let step: String
    /// The handler's call: the index path and position, once the section passes 600.
    let target: IndexPath
    let position: CollectionViewScrollPosition
    /// The section's offsets, and the collection view's, in the order of their `scroll` events.
    let sectionOffsets: [Double]
    let mainOffsets: [Double]
    let error: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Scrolled to 870, the handler puts item 1 (x 310) at the strip's left: 310.
    Case(
      name: "a position across moves the item's section back to its page",
      step: "scroll: {to: [870, 0], section: 0}", target: IndexPath(item: 1, section: 0),
      position: .left, sectionOffsets: [870, 310], mainOffsets: [], error: nil),
    // Item 2's centre (600 + 140 = 740) at the strip's (195): 545.
    Case(
      name: "centred horizontally",
      step: "scroll: {to: [870, 0], section: 0}", target: IndexPath(item: 2, section: 0),
      position: .centeredHorizontally, sectionOffsets: [870, 545], mainOffsets: [], error: nil),
    // Section 1's row 20 spans 1,220 to 1,270: centred in 844, 1,245 - 422 = 823.
    Case(
      name: "a position along moves the collection view",
      step: "scroll: {to: [870, 0], section: 0}", target: IndexPath(item: 20, section: 1),
      position: .centeredVertically, sectionOffsets: [870], mainOffsets: [823], error: nil),
    // Both at once: the row's top at the top (1,220, beyond the largest offset: 876), and the
    // section stays (an item of a section that does not scroll on its own).
    Case(
      name: "top and left of a list row",
      step: "scroll: {to: [870, 0], section: 0}", target: IndexPath(item: 20, section: 1),
      position: [.top, .left], sectionOffsets: [870], mainOffsets: [876], error: nil),
    Case(
      name: "an item the layout does not have is UIKit's exception",
      step: "scroll: {to: [870, 0], section: 0}", target: IndexPath(item: 9, section: 0),
      position: .left, sectionOffsets: [870], mainOffsets: [],
      error: "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 9}"),
    Case(
      name: "no position scrolls nothing",
      step: "scroll: {to: [870, 0], section: 0}", target: IndexPath(item: 1, section: 0),
      position: [], sectionOffsets: [870], mainOffsets: [], error: nil),
  ]

  @Test(arguments: cases)
  func aHandlerScrollsToAnItem(_ c: Case) throws {
    let box = LayoutBox()
    let yaml = """
      name: endless
      collectionView: {size: [390, 844]}
      layout: {kind: flow}
      data: {sections: [5, 30]}
      steps:
        - \(c.step)
      """
    let log = try ScenarioReplay.run(yaml: yaml) {
      let layout = OrthogonalReplayTests.layout(.continuous) { _, offset, _ in
        // Once, as an endless carousel jumps once it passes its last page.
        guard offset.x > 600, offset.x != 310, offset.x != 545 else { return }
        box.layout?.collectionView?.scrollToItem(at: c.target, at: c.position, animated: false)
      }
      box.layout = layout
      return layout
    }
    var sectionOffsets: [Double] = []
    var mainOffsets: [Double] = []
    var errors: [String] = []
    for event in log.events {
      switch event.payload {
      case .orthogonalScroll(_, let offset, _): sectionOffsets.append(offset.x)
      case .scroll(let offset, _): mainOffsets.append(offset.y)
      case .error(let message, _): errors.append(message)
      default: break
      }
    }
    #expect(sectionOffsets == c.sectionOffsets)
    #expect(mainOffsets == c.mainOffsets)
    #expect(errors == (c.error.map { [$0] } ?? []))
  }
}
