import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// UIKit creates a decoration view from the class registered for its kind and raises when there
/// is none; the simulator reports that exception as an `error` event, once per kind, and does
/// not display the decoration.
@Suite struct DecorationRegistrationTests {
  /// A flow layout that adds one decoration of kind `badge` behind section 0.
  final class BadgedLayout: FlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
      let badge = LayoutAttributes(
        forDecorationViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
      badge.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      return (super.layoutAttributesForElements(in: rect) ?? []) + [badge]
    }
  }

  func replay(registering: Bool) -> (events: [Event], visible: [String]) {
    let layout = BadgedLayout()
    if registering {
      layout.register(CollectionReusableView.self, forDecorationViewOfKind: "badge")
    }
    let subject = CollectionViewFixture(data: [SectionData(count: 1)])
      .with { $0.size = CGSize(width: 300, height: 300) }
      .make(layout)
    subject.onQueue {
      subject.cv.layoutInitially()
      subject.cv.setContentOffset(CGPoint(x: 0, y: 10))
    }
    subject.settle(turns: 1)
    let visible = subject.onQueue { subject.cv.visible.keys.sorted().map(\.id) }
    return (subject.events, visible)
  }

  @Test func anUnregisteredKindIsUIKitsException() {
    let (events, visible) = replay(registering: false)
    let errors = events.compactMap { event -> String? in
      if case .error(let message, _) = event.payload { return message }
      return nil
    }
    #expect(
      errors == [
        "could not dequeue a decoration view of kind: badge - must register as a class or nib or connect a prototype in a storyboard"
      ])
    #expect(visible == ["cell/0/0"])
  }

  @Test func aRegisteredKindIsDisplayed() {
    let (events, visible) = replay(registering: true)
    #expect(!events.contains { if case .error = $0.payload { true } else { false } })
    #expect(visible == ["cell/0/0", "decoration/badge/0/0"])
  }
}
