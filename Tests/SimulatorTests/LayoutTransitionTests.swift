import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// setCollectionViewLayout(_:animated:): the hooks in UIKit's order, and elements moving between
/// the two layouts' attributes without fading.
@Suite struct LayoutTransitionTests {
  final class Recording: FlowLayout {
    let name: String
    var calls: [String] = []
    init(_ name: String, itemSize: CGSize) {
      self.name = name
      super.init()
      self.itemSize = itemSize
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForTransition(to newLayout: CollectionViewLayout) {
      calls.append("\(name).prepareForTransition(to:)")
    }
    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
      calls.append("\(name).prepareForTransition(from:)")
    }
    override func prepare() {
      calls.append("\(name).prepare")
      super.prepare()
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      calls.append("\(name).targetContentOffset(forProposedContentOffset:)")
      return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    override func finalizeLayoutTransition() {
      calls.append("\(name).finalizeLayoutTransition")
    }
  }

  /// A list of 320 x 90 rows (100 apart) becomes a grid of 150 x 150 (two per line, 160 apart)
  /// in 320 x 400 bounds: row 3 (300-390) is visible before, and item 4 (grid 0, 320) appears
  /// from its list frame (0, 400) at alpha 1.
  @Test func aSwitchRunsUIKitsHooksAndMovesWithoutFading() {
    let list = Recording("list", itemSize: CGSize(width: 320, height: 90))
    let grid = Recording("grid", itemSize: CGSize(width: 150, height: 150))
    let subject = CollectionViewFixture(data: [SectionData(count: 12)])
      .with { $0.size = CGSize(width: 320, height: 330) }
      .make(list)
    let cv = subject.cv
    let done = Flag()
    subject.onQueue {
      cv.layoutInitially()
      list.calls.removeAll()
      cv.setCollectionViewLayout(grid, animated: true) { done.value = true }
    }
    subject.wait(for: done)
    #expect(
      list.calls + grid.calls == [
        "list.prepareForTransition(to:)", "list.finalizeLayoutTransition",
        "grid.prepareForTransition(from:)", "grid.prepare",
        "grid.targetContentOffset(forProposedContentOffset:)", "grid.finalizeLayoutTransition",
      ])
    let appeared = subject.events.compactMap { event -> (String, Attrs?)? in
      if case .appear(let id, .transition, let from, _) = event.payload { return (id, from) }
      return nil
    }
    let four = appeared.first { $0.0 == "cell/0/4" }?.1
    #expect(four?.frame == CGRect(x: 0, y: 400, width: 320, height: 90))
    #expect(four?.alpha == 1)
    #expect(list.collectionView == nil)
    #expect(grid.collectionView === cv)
  }
}
