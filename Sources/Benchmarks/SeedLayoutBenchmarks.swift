import Foundation
import LayoutKit
import Layouts
import SeededRandom

/// layoutAttributesForElements(in:) of the three seed layouts combined (backgrounds, separators,
/// pinned headers) for a screen-sized rect at 1,000 and 1,000,000 items: the features find what
/// is near the rect without scanning, so the query costs about the same at both sizes; and its
/// cost against the plain flow layout's on the same data.
enum SeedLayoutBenchmarks {
  static func makeLayout(sections: Int, items: Int, seeds: Bool) -> (
    FlowLayout, StaticCollectionView
  ) {
    let cv = StaticCollectionView(
      size: CGSize(width: 390, height: 844),
      sections: Array(repeating: .init(items), count: sections), actsAsFlowDelegate: false)
    var options = SeedLayoutOptions()
    options.pinnedSections = [0, sections / 2]
    let kinds = seeds ? ["section-backgrounds", "separators", "pinned-headers"] : ["flow"]
    guard
      let layout = LayoutRegistry.makeLayout(kinds: kinds, options: options)?.layout as? FlowLayout
    else { fatalError("the seed kinds are registered") }
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionInset = EdgeInsets(all: 10)
    cv.attach(layout)
    return (layout, cv)
  }

  static func run() {
    let (small, smallView) = makeLayout(sections: 10, items: 100, seeds: true)
    let (big, bigView) = makeLayout(sections: 1_000, items: 1_000, seeds: true)
    let (flow, flowView) = makeLayout(sections: 1_000, items: 1_000, seeds: false)
    let prepare = measure(repeats: 3) {
      big.invalidateLayout()
      big.prepare()
    }
    print("seed layouts, prepare with 1,000 sections of 1,000 items: \(format(prepare))")
    let (atSmall, perSmall) = LayoutBenchmarks.queryTime(small, queries: 5_000)
    let (atBig, perBig) = LayoutBenchmarks.queryTime(big, queries: 5_000)
    let (atFlow, _) = LayoutBenchmarks.queryTime(flow, queries: 5_000)
    print("seed layouts, rect query at 1,000 items: \(format(atSmall)) (\(perSmall) elements)")
    print("seed layouts, rect query at 1,000,000 items: \(format(atBig)) (\(perBig) elements)")
    print(
      String(
        format: "seed layouts, query ratio 1M / 1k: %.2fx (target: within 2x)", atBig / atSmall))
    print(
      String(format: "seed layouts against the plain flow layout, 1M items: %.2fx", atBig / atFlow))
    withExtendedLifetime((smallView, bigView, flowView)) {}
  }
}
