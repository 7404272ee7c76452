import Foundation
import LayoutKit
import SeededRandom
import TestSupport
import Testing

@testable import Simulator

/// UIKit's rule for self-sizing, as real recordings show it: once every shown cell has been
/// measured and the layout has settled, the frames and the content size are those of a flow
/// layout given the measured sizes from the start, and no item is lost on the way
/// (docs/uikit-choices.md, "Self-sizing").
@Suite struct SelfSizingSettlesPropertyTests {
  /// One random collection: sections with insets, spacings, headers and footers, an estimate,
  /// and the sizes the cells prefer. The bounds are tall (or wide) enough to show every item,
  /// so every cell is measured.
  struct Case: CustomStringConvertible {
    var vertical: Bool
    var estimate: CGSize
    var sections: [SectionData]
    var answers: [Int: FlowSectionAnswers]
    var seed: UInt64
    var description: String { "seed \(seed)" }

    init(seed: UInt64) {
      var random = SeededGenerator(seed: seed)
      self.seed = seed
      let vertical = seed % 4 != 3
      self.vertical = vertical
      func value(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &random))
      }
      // Across: at most 300 of the 320 points, so that every item fits a line.
      func size() -> CGSize {
        let across = value(20...150)
        let along = value(10...120)
        return vertical
          ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
      }
      let estimate = size()
      self.estimate = estimate
      var sections: [SectionData] = []
      var answers: [Int: FlowSectionAnswers] = [:]
      for section in 0..<Int.random(in: 1...4, using: &random) {
        // No section of one item, and never one size for all: a fixed-size layout lays such a
        // section out as a grid (the uniform path), which a self-sizing one never takes
        // (docs/uikit-choices.md, "Self-sizing"); `SelfSizingUniformSectionTests` pins that.
        let count = [0, 2, 3, 4, 5, 6, 7, 8, 9].randomElement(using: &random) ?? 0
        // The first item often keeps the estimate: the case that lost it.
        var sizes: [CGSize?] = (0..<count).map { item in
          item == 0 && Bool.random(using: &random) ? estimate : size()
        }
        if count > 1, sizes.allSatisfy({ $0 == sizes[0] }), let first = sizes[0] {
          sizes[1] = CGSize(width: first.width + 1, height: first.height + 1)
        }
        sections.append(SectionData(count: count, itemSizes: sizes))
        let inset = value(0...12)
        let header = value(0...1) * value(10...80)
        let footer = value(0...1) * value(10...40)
        answers[section] = FlowSectionAnswers(
          sectionInset: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset),
          minimumLineSpacing: value(0...12), minimumInteritemSpacing: value(0...12),
          headerReferenceSize: vertical
            ? CGSize(width: 0, height: header) : CGSize(width: header, height: 0),
          footerReferenceSize: vertical
            ? CGSize(width: 0, height: footer) : CGSize(width: footer, height: 0))
      }
      self.sections = sections
      self.answers = answers
    }

    /// A flow layout over the case's data and metrics in bounds long enough for all of it;
    /// `estimating` starts every item at the estimate.
    func replay(estimating: Bool) -> (
      events: [Event], cells: [ElementKey: CGRect], contentSize: CGSize
    ) {
      let layout = FlowLayout()
      layout.scrollDirection = vertical ? .vertical : .horizontal
      if estimating { layout.estimatedItemSize = estimate }
      let long = 20_000.0
      let subject = CollectionViewFixture(data: sections)
        .with {
          $0.size = vertical ? CGSize(width: 320, height: long) : CGSize(width: long, height: 320)
          $0.sectionAnswers = answers
        }
        .make(layout)
      subject.layOut()
      let cells = subject.onQueue {
        subject.cv.visible.filter { $0.key.category == .cell }.mapValues(\.frame)
      }
      return (subject.events, cells, subject.onQueue { subject.cv.contentSize })
    }
  }

  static let cases = (1...400).map { Case(seed: UInt64($0)) }

  @Test(arguments: cases)
  func aSettledSelfSizingLayoutIsTheFixedLayoutOfTheMeasuredSizes(_ c: Case) {
    let fixed = c.replay(estimating: false)
    let estimated = c.replay(estimating: true)
    let items = c.sections.enumerated().flatMap { section, data in
      (0..<data.count).map { ElementKey.cell(section, $0) }
    }
    #expect(Set(fixed.cells.keys) == Set(items), "the fixed layout shows every item")
    let differing = items.filter { estimated.cells[$0] != fixed.cells[$0] }.map {
      "\($0.id): \(estimated.cells[$0].map { "\($0)" } ?? "none") instead of "
        + "\(fixed.cells[$0].map { "\($0)" } ?? "none")"
    }
    #expect(differing.isEmpty, "\(c): \(differing.joined(separator: "; "))")
    #expect(estimated.contentSize == fixed.contentSize, "\(c)")
    // Every item appears once and nothing shown ever leaves: the bounds hold all of them.
    var appearances: [String: Int] = [:]
    for event in estimated.events {
      switch event.payload {
      case .appear(let id, _, _, _): appearances[id, default: 0] += 1
      case .disappear(let id, _, _, _): Issue.record("\(id) disappeared (\(c))")
      default: break
      }
    }
    for key in items { #expect(appearances[key.id] == 1, "\(key.id) (\(c))") }
  }
}
