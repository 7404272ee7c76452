import Foundation
import SeededRandom
import Testing

@testable import LayoutKit

/// A self-sizing section keeps identical estimated lines as runs; what it answers must be what the
/// line-by-line computation answers, to the last bit, whatever the sizes, spacings and steps.
@Suite struct EstimatingFlowSectionRunTests {
  /// A line as the line-by-line computation keeps it.
  struct Expanded: Equatable {
    var items: Range<Int>
    var main: Double
    var thickness: Double
    var frames: [CGRect]
  }

  static func expanded(_ section: EstimatingFlowSection) -> [Expanded] {
    section.lines.flatMap { entry in
      (0..<entry.repeats).map { line in
        let items = entry.items(ofLine: line)
        return Expanded(
          items: items, main: entry.main(ofLine: line), thickness: entry.thickness,
          frames: items.map { entry.frame(ofItem: $0, axis: section.axis) })
      }
    }
  }

  static func randomPair(_ generator: inout SeededGenerator) -> [EstimatingFlowSection] {
    let vertical = Bool.random(using: &generator)
    let estimate = CGSize(
      width: [50, 100, 44.5, 33.3, 140, 320].randomElement(using: &generator) ?? 50,
      height: [40, 50, 44.25, 12.7, 0.5].randomElement(using: &generator) ?? 40)
    let count = Int.random(in: 0...600, using: &generator)
    let metrics = FlowSectionMetrics(
      itemSizes: .uniform(estimate, count: count),
      sectionInset: EdgeInsets(
        top: Double(Int.random(in: 0...20, using: &generator)), left: 10, bottom: 5, right: 10),
      minimumLineSpacing: [0, 10, 10.5, 7.3, -4].randomElement(using: &generator) ?? 10,
      minimumInteritemSpacing: [0, 10, 3.5, 8.1].randomElement(using: &generator) ?? 10,
      headerReferenceSize: CGSize(width: 30, height: 30))
    let axis = FlowAxis(vertical ? .vertical : .horizontal)
    let dimension = Double(Int.random(in: 120...420, using: &generator))
    let swaps = Bool.random(using: &generator)
    return [true, false].map {
      EstimatingFlowSection(
        axis: axis, dimension: dimension, metrics: metrics,
        sizes: EstimatedItemSizes(base: .uniform(estimate, count: count)), swapsLineGap: swaps,
        foldsRepeatedLines: $0)
    }
  }

  /// Random steps on two sections, one folding runs and one not: after each step their lines,
  /// every item's frame, the length and the estimated index of random points agree exactly.
  @Test func runsAnswerAsLineByLineComputation() {
    var generator = SeededGenerator(seed: 20)
    var folded = 0
    for _ in 0..<300 {
      var pair = Self.randomPair(&generator)
      for _ in 0..<8 {
        let length = max(pair[1].length, 1)
        if Bool.random(using: &generator) || pair[1].count == 0 {
          let low = Double.random(in: -50...length, using: &generator)
          let high = low + Double.random(in: 0...(length * 1.2), using: &generator)
          for index in pair.indices { pair[index].computeLayout(in: low...high) }
        } else {
          let window = pair[1].first..<pair[1].first + pair[1].count
          let measured = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
            (
              item: Int.random(in: window, using: &generator),
              size: CGSize(
                width: Double(Int.random(in: 20...200, using: &generator)),
                height: Double(Int.random(in: 20...90, using: &generator))
                  + ([0.5, 1.0 / 3, 0.7].randomElement(using: &generator) ?? 0))
            )
          }
          for index in pair.indices { _ = pair[index].setSizes(measured) }
        }
        let (runs, lines) = (pair[0], pair[1])
        #expect(Self.expanded(runs) == Self.expanded(lines))
        #expect(runs.length == lines.length)
        #expect(runs.first == lines.first && runs.count == lines.count)
        #expect(runs.computed == lines.computed)
        for item in stride(from: 0, to: lines.itemCount, by: 7) {
          #expect(runs.frame(ofItem: item) == lines.frame(ofItem: item))
        }
        if let window = lines.computed {
          let point = Double.random(in: -20...(length + 20), using: &generator)
          #expect(
            runs.estimatedIndex(at: point, window: window)
              == lines.estimatedIndex(at: point, window: window))
        }
        if runs.lines.count < lines.lines.count { folded += 1 }
      }
    }
    // Runs were formed often enough for the comparison to mean something.
    #expect(folded > 50)
  }

  /// A million estimated items: the first read computes the whole section (as UIKit does), yet
  /// the window is a handful of entries, and the section's length is the line-by-line one:
  /// 100-wide items three to a 320 line, 333,334 lines of 40 + 10, less the last spacing.
  @Test func aMillionEstimatedItemsFoldIntoAFewEntries() {
    let count = 1_000_000
    var section = EstimatingFlowSection(
      axis: FlowAxis(.vertical), dimension: 320,
      metrics: FlowSectionMetrics(
        itemSizes: .uniform(CGSize(width: 100, height: 40), count: count)),
      sizes: EstimatedItemSizes(base: .uniform(CGSize(width: 100, height: 40), count: count)),
      swapsLineGap: false)
    section.computeLayout(in: 0...section.length)
    #expect(section.count == count)
    #expect(section.lines.count <= 3)
    #expect(section.length == 333_334 * 50 - 10)
    // Item 999,999 is alone on the last line, 333,333 x 50 from the top; a last line that is
    // neither all single items nor the same space as the line before is left-aligned: x = 0.
    #expect(section.frame(ofItem: 999_999) == CGRect(x: 0, y: 16_666_650, width: 100, height: 40))
  }
}
