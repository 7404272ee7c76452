import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// The collection view's side of self-sizing (docs/uikit-choices.md, "Self-sizing"): cells shown
/// a few at a time, asked once for their preferred size, and the passes that follow.
@Suite struct SelfSizingPassTests {
  /// A 320 x 400 view over `count` items estimated at 300 x 50 that prefer `preferred`.
  static func replay(
    count: Int = 30, preferred: CGSize, _ steps: (CollectionView) -> Void = { _ in }
  )
    -> [Event]
  {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 50)
    let subject = CollectionViewFixture(data: [SectionData(count: count, itemSize: preferred)])
      .make(layout)
    subject.onQueue {
      subject.cv.layoutInitially()
      steps(subject.cv)
    }
    subject.settle()
    return subject.events
  }

  static func ids(_ events: [Event], _ type: String) -> [String] {
    events.compactMap { event in
      switch event.payload {
      case .appear(let id, _, _, _) where type == "appear": id
      case .disappear(let id, _, _, _) where type == "disappear": id
      case .invalidate where type == "invalidate": "invalidate"
      default: nil
      }
    }
  }

  /// Seven estimated cells (60 apart) reach into the 400-point bounds. The first chunk is
  /// max(1, min(5, 7 / 2)) = 3 cells; measured at 100 they push the rest down: cells 3 (330) and
  /// 4 (390) remain, a chunk of 1 takes the nearer, cell 3; measured, it pushes cell 4 to 440,
  /// out of the bounds. Cells 4 to 6 are never created: no appear, no disappear.
  @Test func newCellsComeInChunksAndPushedOutOnesAreNeverCreated() {
    let events = Self.replay(preferred: CGSize(width: 300, height: 100))
    let order = events.compactMap { event -> String? in
      switch event.payload {
      case .appear(let id, _, _, _): id
      case .invalidate: "invalidate"
      default: nil
      }
    }
    // The first `invalidate` is the first display's own (reason everything).
    #expect(
      order == [
        "invalidate", "cell/0/0", "cell/0/1", "cell/0/2", "invalidate", "cell/0/3", "invalidate",
      ])
    #expect(Self.ids(events, "disappear") == [])
  }

  /// A cell whose preferred size is its estimate is asked and goes no further: no invalidation
  /// but the first display's own; the seven cells in the bounds still come in chunks of 3, 2, 1
  /// and 1.
  @Test func aPreferredSizeEqualToTheEstimateInvalidatesNothing() {
    let events = Self.replay(preferred: CGSize(width: 300, height: 50))
    #expect(Self.ids(events, "invalidate") == ["invalidate"])
    #expect(
      Self.ids(events, "appear") == (0..<7).map { "cell/0/\($0)" })
  }

  /// A scroll to 130 (bounds 130-530) with every cell at its estimate (60 apart): cells 0
  /// (0-50) and 1 (60-110) leave and disappear, cells 2 (120-170) to 6 stay with the same
  /// attributes (no change), and 7 (420-470) and 8 (480-530) appear, a chunk of
  /// max(1, min(5, 2 / 2)) = 1 each, in one pass (no measurement invalidates between them).
  @Test func aScrollDiffsTheCellsShownOnce() {
    let events = Self.replay(preferred: CGSize(width: 300, height: 50)) { cv in
      cv.setContentOffset(CGPoint(x: 0, y: 130))
    }
    let afterScroll = Array(
      events.drop { event in
        if case .scroll = event.payload { return false }
        return true
      })
    #expect(Self.ids(afterScroll, "disappear") == ["cell/0/0", "cell/0/1"])
    #expect(Self.ids(afterScroll, "appear") == ["cell/0/7", "cell/0/8"])
    #expect(
      !afterScroll.contains { event in
        if case .change = event.payload { return true }
        return false
      })
  }

  /// After the first display a scroll that reveals unmeasured cells measures them, and the
  /// corrections are `change` events with cause `layout`.
  @Test func correctionsAreChangesCausedByTheLayout() {
    let events = Self.replay(preferred: CGSize(width: 300, height: 80))
    let changes = events.compactMap { event -> (String, Cause, CGRect)? in
      guard case .change(let id, _, let cause, _, let to) = event.payload else { return nil }
      return (id, cause, to.frame)
    }
    // Cells 0-2 measured first: 80 + 10 apart.
    #expect(changes.first?.0 == "cell/0/0")
    #expect(changes.allSatisfy { $0.1 == .layout })
    #expect(
      changes.first { $0.0 == "cell/0/2" }?.2 == CGRect(x: 10, y: 180, width: 300, height: 80))
  }
}
