import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// The collection view checks a layout's answer as UICollectionViewData's validateLayoutInRect:
/// does; each deliberately broken layout below shows one check.
@Suite struct LayoutChecksTests {
  /// A flow layout that adds `extra` to every answer.
  final class Adding: FlowLayout {
    let extra: () -> [LayoutAttributes]
    init(_ extra: @escaping () -> [LayoutAttributes]) {
      self.extra = extra
      super.init()
      register(CollectionReusableView.self, forDecorationViewOfKind: "badge")
      register(CollectionReusableView.self, forDecorationViewOfKind: "ribbon")
    }
    required init?(coder: NSCoder) { nil }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
      (super.layoutAttributesForElements(in: rect) ?? []) + extra()
    }
  }

  static func cell(_ item: Int, _ frame: CGRect) -> LayoutAttributes {
    let a = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    a.frame = frame
    a.zIndex = 5
    return a
  }

  static func badge(_ y: Double, kind: String = "badge") -> LayoutAttributes {
    let a = LayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 0, y: y, width: 10, height: 10)
    return a
  }

  /// Three 50 x 50 cells in 300 x 300 bounds, plus what the layout adds; two passes (the first
  /// and a scroll by 1), so each problem shows it is reported once.
  func replay(raising: Bool = false, _ extra: @escaping () -> [LayoutAttributes]) -> (
    messages: [String], visible: [String]
  ) {
    let subject = CollectionViewFixture(data: [SectionData(count: 3)])
      .with { $0.size = CGSize(width: 300, height: 300) }
      .make(Adding(extra))
    let cv = subject.cv
    cv.raisesOnInvalidAttributes = raising
    subject.onQueue {
      cv.layoutInitially()
      cv.setContentOffset(CGPoint(x: 0, y: 1))
    }
    subject.settle(turns: 1)
    let messages = subject.events.compactMap { event -> String? in
      switch event.payload {
      case .warning(let message): "warning: " + message
      case .error(let message, _): "error: " + message
      default: nil
      }
    }
    return (messages, subject.onQueue { cv.visible.keys.sorted().map(\.id) })
  }

  @Test func aCellTheDataSourceDoesNotHaveIsIgnoredWithIOS13sLog() {
    let (messages, visible) = replay { [Self.cell(5, CGRect(x: 0, y: 100, width: 50, height: 50))] }
    #expect(
      messages == [
        "warning: Layout attributes <UICollectionViewLayoutAttributes> index path: (<NSIndexPath> "
          + "{length = 2, path = 0 - 5}); frame = (0 100; 50 50); zIndex = 5;  were received from "
          + "the layout <SimulatorTests.LayoutChecksTests.Adding> but are not valid for the data "
          + "source counts. Attributes will be ignored."
      ])
    #expect(visible == ["cell/0/0", "cell/0/1", "cell/0/2"])
  }

  @Test func theOlderExceptionWhenAsked() {
    let (messages, _) = replay(raising: true) {
      [Self.cell(5, CGRect(x: 0, y: 100, width: 50, height: 50))]
    }
    #expect(
      messages == [
        "error: UICollectionView received layout attributes for a cell with an index path that "
          + "does not exist: <NSIndexPath> {length = 2, path = 0 - 5}"
      ])
  }

  @Test func aSecondAnswerForTheSameElementIsReported() {
    let (messages, visible) = replay { [Self.badge(0), Self.badge(20)] }
    #expect(
      messages == [
        "warning: The layout returned attributes for decoration/badge/0/0 more than once in one "
          + "answer; the first are displayed and the others ignored."
      ])
    #expect(visible.filter { $0.hasPrefix("decoration") } == ["decoration/badge/0/0"])
  }

  /// Two elements at one index path that differ only in kind are two elements: both shown, no
  /// warning (their keys pack to one order word, so the kinds decide).
  @Test func twoKindsAtOneIndexPathAreNotASecondAnswer() {
    let (messages, visible) = replay { [Self.badge(0), Self.badge(20, kind: "ribbon")] }
    #expect(messages == [])
    #expect(
      visible.filter { $0.hasPrefix("decoration") }
        == ["decoration/badge/0/0", "decoration/ribbon/0/0"])
  }

  @Test func theFirstOfTwoAnswersIsDisplayed() {
    let subject = CollectionViewFixture(data: [SectionData(count: 3)])
      .with { $0.size = CGSize(width: 300, height: 300) }
      .make(Adding { [Self.badge(0), Self.badge(20)] })
    subject.layOut()
    let shown = subject.onQueue { subject.cv.visible[.decoration("badge", 0, 0)]?.frame }
    #expect(shown == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  /// The kept elements are sorted before a second answer is found, but every problem is still
  /// reported in the order of the answer: the second badge, the cell without a finite frame, the
  /// cell the data does not have.
  @Test func problemsAreReportedInTheOrderOfTheAnswer() {
    let (messages, visible) = replay {
      [
        Self.badge(0), Self.badge(20),
        Self.cell(1, CGRect(x: 0, y: Double.infinity, width: 50, height: 50)),
        Self.cell(7, CGRect(x: 0, y: 100, width: 50, height: 50)),
      ]
    }
    #expect(
      messages.map { $0.prefix(40) } == [
        "warning: The layout returned attributes ", "error: The layout returned a frame that ",
        "warning: Layout attributes <UICollection",
      ])
    #expect(visible == ["cell/0/0", "cell/0/1", "cell/0/2", "decoration/badge/0/0"])
  }

  /// The layout answers decorations, then cells in reverse: the visible set holds them in
  /// canonical order without being sorted again.
  @Test func theVisibleSetIsInCanonicalOrder() {
    final class Reversing: FlowLayout {
      override init() {
        super.init()
        register(CollectionReusableView.self, forDecorationViewOfKind: "badge")
      }
      required init?(coder: NSCoder) { nil }
      override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        [LayoutChecksTests.badge(0)]
          + (super.layoutAttributesForElements(in: rect) ?? []).reversed()
      }
    }
    let subject = CollectionViewFixture(data: [SectionData(count: 3)]).make(Reversing())
    subject.layOut()
    #expect(
      subject.onQueue { subject.cv.visible.keys.map(\.id) } == [
        "cell/0/0", "cell/0/1", "cell/0/2", "decoration/badge/0/0",
      ])
  }

  @Test func aFrameThatIsNotFiniteIsAnError() {
    let (messages, visible) = replay {
      [Self.cell(1, CGRect(x: 0, y: Double.nan, width: 50, height: 50))]
    }
    #expect(
      messages == [
        "error: The layout returned a frame that is not finite for cell/0/1: (0 nan; 50 50)"
      ])
    #expect(visible == ["cell/0/0", "cell/0/1", "cell/0/2"])
  }
}
