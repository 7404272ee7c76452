import Foundation
import LayoutKit
import SeededRandom

/// prepare() for 1,000,000 uniform items, and layoutAttributesForElements(in:) for a screen-sized
/// rect at 1,000 and at 1,000,000 items: a query that is O(log n + k) costs about the same at both.
enum LayoutBenchmarks {
  static func makeLayout(items: Int) -> (FlowLayout, StaticCollectionView) {
    let cv = StaticCollectionView(
      size: CGSize(width: 390, height: 844), sections: [.init(items)], actsAsFlowDelegate: false)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    layout._setCollectionView(cv)
    return (layout, cv)
  }

  /// Mean seconds per query over `count` screen-sized rects at seeded offsets.
  static func queryTime(_ layout: FlowLayout, queries count: Int) -> (Double, Int) {
    var g = SeededGenerator(seed: 0x5C01)
    let height = layout.collectionViewContentSize.height
    let rects = (0..<count).map { _ in
      CGRect(
        x: 0, y: Double.random(in: 0...max(0, height - 844), using: &g), width: 390, height: 844)
    }
    var found = 0
    let seconds = measure {
      found = 0
      for r in rects { found += (layout.layoutAttributesForElements(in: r)?.count ?? 0) }
    }
    return (seconds / Double(count), found / count)
  }

  static func run() {
    let (big, bigView) = makeLayout(items: 1_000_000)
    var invalidations = 0
    let prepare = measure(repeats: 3) {
      big.invalidateLayout()
      big.prepare()
      invalidations += 1
    }
    print("prepare, 1,000,000 uniform items: \(format(prepare))")

    let (small, smallView) = makeLayout(items: 1_000)
    small.prepare()
    let (atSmall, perSmall) = queryTime(small, queries: 20_000)
    let (atBig, perBig) = queryTime(big, queries: 20_000)
    print("rect query at 1,000 items: \(format(atSmall)) (\(perSmall) elements per query)")
    print("rect query at 1,000,000 items: \(format(atBig)) (\(perBig) elements per query)")
    print(String(format: "query ratio 1M / 1k: %.2fx (target: within 2x)", atBig / atSmall))
    withExtendedLifetime((bigView, smallView, invalidations)) {}
  }
}
