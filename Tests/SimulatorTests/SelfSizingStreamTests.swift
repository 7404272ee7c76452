import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// What a self-sizing layout's passes look like in the stream (docs/uikit-choices.md,
/// "Self-sizing"; docs/event-stream.md, "Order"): supplementary views come with the first chunk of
/// cells, where the estimates put them, and move as the measurements land; chunks that
/// invalidate nothing are one pass, in the contract's order.
@Suite struct SelfSizingStreamTests {
  static func replay(
    estimate: CGSize, data: SectionData, answers: [Int: FlowSectionAnswers] = [:]
  ) -> [Event] {
    let layout = FlowLayout()
    layout.estimatedItemSize = estimate
    let subject = CollectionViewFixture(data: [data])
      .with { $0.sectionAnswers = answers }
      .make(layout)
    subject.layOut()
    return subject.events
  }

  /// Eight items estimated at 140 x 50, two to a 320-point line, that keep their size: no chunk
  /// invalidates, so the chunks (4, 2, 1, 1 cells, nearest the origin first: 0, 2, 1, 4 ...) are
  /// one pass, whose appearances are in element order.
  @Test func chunksThatInvalidateNothingAppearInElementOrder() {
    let events = Self.replay(
      estimate: CGSize(width: 140, height: 50), data: SectionData(count: 8))
    let appeared = events.compactMap { event -> String? in
      if case .appear(let id, _, _, _) = event.payload { return id }
      return nil
    }
    #expect(appeared == (0..<8).map { "cell/0/\($0)" })
  }

  /// Three items estimated at 300 x 50 that prefer 300 x 100, spacing 10, and a 30-point footer,
  /// in 320 x 400 bounds: the estimates end at 3 x 60 - 10 = 170, where the footer starts. The
  /// chunks are max(1, min(5, 3 / 2)) = 1 cell each; every measurement adds 50, so the footer
  /// moves to 220, 270, then 320.
  @Test func theFooterAppearsAtTheEstimateAndFollowsEachMeasurement() {
    let events = Self.replay(
      estimate: CGSize(width: 300, height: 50),
      data: SectionData(count: 3, itemSize: CGSize(width: 300, height: 100)),
      answers: [0: FlowSectionAnswers(footerReferenceSize: CGSize(width: 0, height: 30))])
    let footer = "supplementary/footer/0/0"
    var firstMeasurement: Int?
    var footerAppearance: (index: Int, y: CGFloat)?
    var footerMoves: [CGFloat] = []
    for (index, event) in events.enumerated() {
      switch event.payload {
      case .invalidate(.context, _) where firstMeasurement == nil: firstMeasurement = index
      case .appear(footer, _, _, let to): footerAppearance = (index, to.frame.minY)
      case .change(footer, _, _, _, let to): footerMoves.append(to.frame.minY)
      default: break
      }
    }
    #expect(footerAppearance?.y == 170)
    #expect((footerAppearance?.index ?? .max) < (firstMeasurement ?? -1))
    #expect(footerMoves == [220, 270, 320])
  }
}
