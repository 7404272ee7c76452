import Foundation
import LayoutKit
import ScrollSimTesting
import Simulator
import Testing

/// Orthogonal sections replayed: `scroll`, `drag` and `fling` with `section: S` on a compositional
/// layout made in Swift (docs/compositional-layout.md, "Orthogonal sections"). Section 0 is a row
/// of five 280 x 200 groups at x = 20 + 290 i (y 10) in a 390-wide collection view, its offsets
/// 0...1090 (centred: -35...1125, opening at -35); section 1 is a list of 50-pt rows from y 220.
@Suite struct OrthogonalReplayTests {
  static func layout(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: CollectionLayoutSection.VisibleItemsInvalidationHandler? = nil,
    configure: @escaping (CollectionLayoutSection) -> Void = { _ in }
  ) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      guard index == 0 else { return rows(.absolute(50)) }
      let section = row(behavior, handler: handler)
      configure(section)
      return section
    }
  }

  /// Section 0: the row of 280 x 200 groups, 10 apart, inset 20 at the sides and 10 above and
  /// below.
  static func row(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
    handler: CollectionLayoutSection.VisibleItemsInvalidationHandler?
  ) -> CollectionLayoutSection {
    let section = CollectionLayoutSection(
      group: .horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
        subitems: [fullItem]))
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    section.orthogonalScrollingBehavior = behavior
    section.visibleItemsInvalidationHandler = handler
    return section
  }

  /// Section 1: full-width rows `height` tall.
  static func rows(_ height: CollectionLayoutDimension) -> CollectionLayoutSection {
    CollectionLayoutSection(
      group: .horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: height),
        subitems: [
          CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
              widthDimension: .fractionalWidth(1),
              heightDimension: height.isEstimated ? height : .fractionalHeight(1)))
        ]))
  }

  /// An item filling its group.
  static var fullItem: CollectionLayoutItem {
    CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  static func replay(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, steps: String,
    groups: Int = 5, collectionView: String = "{size: [390, 844]}",
    handler: CollectionLayoutSection.VisibleItemsInvalidationHandler? = nil,
    configure: @escaping (CollectionLayoutSection) -> Void = { _ in }
  ) throws -> ReplayLog {
    let yaml = """
      name: orthogonal
      collectionView: \(collectionView)
      layout: {kind: flow}
      data: {sections: [\(groups), 3]}
      steps:
      \(steps)
      """
    return try ScenarioReplay.run(
      yaml: yaml, layout: { layout(behavior, handler: handler, configure: configure) })
  }

  /// The offsets of the section's scroll events, and whether the collection view scrolled.
  static func sectionOffsets(_ log: ReplayLog) -> (offsets: [CGPoint], mainScrolls: Int) {
    var offsets: [CGPoint] = []
    var mainScrolls = 0
    for event in log.events {
      switch event.payload {
      case .orthogonalScroll(let section, let offset, _):
        #expect(section == 0)
        offsets.append(offset)
      case .scroll: mainScrolls += 1
      default: break
      }
    }
    return (offsets, mainScrolls)
  }

  struct Fling: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    let velocity: Double
    /// Where the section rests; nil when it does not move.
    let rest: Double?
    var testDescription: String { name }
  }

  // A fling travels d / (1000 (1 - d)) per pt/s above the 10 pt/s stop: 0.499 (v - 10) at the
  // normal rate, 0.099 (v - 10) at the fast rate the paging behaviours use.
  static let flings: [Fling] = [
    // 0.499 x 990 = 494.01.
    Fling(
      name: "continuous decelerates freely", behavior: .continuous, velocity: 1000, rest: 494.01),
    // 494.01 / 290 = 1.70: group 2's leading boundary, 580.
    Fling(
      name: "continuousGroupLeadingBoundary ends on a boundary",
      behavior: .continuousGroupLeadingBoundary, velocity: 1000, rest: 580),
    // 0.099 x 2990 = 296.01 projected; 296.01 / 390 = 0.76: page 1, 390.
    Fling(name: "paging turns a page", behavior: .paging, velocity: 3000, rest: 390),
    // 0.099 x 990 = 98.01; 98.01 / 390 = 0.25: page 0, where it is.
    Fling(name: "paging stays on its page", behavior: .paging, velocity: 1000, rest: nil),
    // 296.01 / 290 = 1.02: group 1, 290.
    Fling(name: "groupPaging moves one group", behavior: .groupPaging, velocity: 3000, rest: 290),
    // 0.099 x 990 = 98.01, 98.01 / 290 = 0.34: group 0, where it is (at the normal rate,
    // 0.499 x 990 = 494.01 would reach group 1).
    Fling(name: "groupPaging decelerates fast", behavior: .groupPaging, velocity: 1000, rest: nil),
    // 0.099 x 9990 = 989.01 would reach group 3; one group from group 0 is 290.
    Fling(
      name: "groupPaging moves no more than one group", behavior: .groupPaging, velocity: 10000,
      rest: 290),
    // From -35: -35 + 296.01 = 261.01, (261.01 + 35) / 290 = 1.02: group 1 centred, 255.
    Fling(
      name: "groupPagingCentered centres the next group", behavior: .groupPagingCentered,
      velocity: 3000, rest: 255),
  ]

  @Test(arguments: flings) func aFlingRestsWhereTheBehaviourSays(_ example: Fling) throws {
    let log = try Self.replay(
      example.behavior, steps: "  - fling: {velocity: [\(example.velocity), 0], section: 0}")
    #expect(log.exitStatus == 0)
    let (offsets, mainScrolls) = Self.sectionOffsets(log)
    #expect(mainScrolls == 0)
    if let rest = example.rest {
      let last = try #require(offsets.last)
      #expect(abs(last.x - rest) < 1e-9)
      #expect(last.y == 0)
    } else {
      #expect(offsets.isEmpty)
    }
    // The section never goes past its limits while it decelerates.
    #expect(offsets.allSatisfy { $0.x >= -35 && $0.x <= 1125 })
  }

  @Test func aDragReleasedBetweenGroupsSettlesOnTheNearerOne() throws {
    // Dragged 100 (to 100) and released still: groupPaging's nearest group to 100 is group 0
    // (100 / 290 = 0.34), so it returns to 0; a continuous section stays at 100.
    let paged = try Self.replay(.groupPaging, steps: "  - drag: {by: [100, 0], section: 0}")
    #expect(Self.sectionOffsets(paged).offsets.last == CGPoint(x: 0, y: 0))
    let free = try Self.replay(.continuous, steps: "  - drag: {by: [100, 0], section: 0}")
    #expect(Self.sectionOffsets(free).offsets.last == CGPoint(x: 100, y: 0))
  }

  @Test func scrollingASectionMovesItsCellsWithoutInvalidating() throws {
    let log = try Self.replay(.continuous, steps: "  - scroll: {to: [290, 0], section: 0}")
    #expect(log.exitStatus == 0)
    let stepEvents = log.events.filter { $0.step == 0 }.map(\.payload.type)
    // No invalidate or prepare: the section's scroll view moves its cells itself (the `end` line
    // carries the last step's index).
    #expect(stepEvents == ["step", "scroll", "change", "change", "appear", "end"])
    #expect(log.jsonLinesText.contains("\"type\":\"scroll\",\"offset\":[290,0],\"section\":0}"))
    // Items 0 and 1 move 290 to the left; item 2 (600 - 290 = 310) scrolls into view.
    #expect(
      log.attributes(of: "cell/0/0", afterStep: 0)?.frame
        == CGRect(x: -270, y: 10, width: 280, height: 200))
    #expect(
      log.attributes(of: "cell/0/1", afterStep: 0)?.frame
        == CGRect(x: 20, y: 10, width: 280, height: 200))
    let appear = log.events(of: "cell/0/2").last
    guard case .appear(_, let cause, let from, let to)? = appear?.payload else {
      Issue.record("cell/0/2 did not appear")
      return
    }
    #expect(cause == .scroll)
    #expect(from == nil)
    #expect(to.frame == CGRect(x: 310, y: 10, width: 280, height: 200))
    // A scroll past the row's end stops at 1090.
    let clamped = try Self.replay(.continuous, steps: "  - scroll: {to: [5000, 0], section: 0}")
    #expect(Self.sectionOffsets(clamped).offsets == [CGPoint(x: 1090, y: 0)])
  }

  @Test func aHandlerMakesEachScrollInvalidateWithItsVisibleItems() throws {
    let log = try Self.replay(
      .groupPagingCentered, steps: "  - scroll: {to: [145, 0], section: 0}"
    ) { items, offset, environment in
      let width = environment.container.contentSize.width
      for item in items {
        let scale = max(1.1 - abs(item.frame.midX - offset.x - width / 2) / width, 0.7)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    let stepEvents = log.events.filter { $0.step == 0 }.map(\.payload.type)
    #expect(stepEvents == ["step", "scroll", "invalidate", "prepare", "change", "change", "end"])
    #expect(
      log.jsonLinesText.contains(
        "\"reason\":\"context\",\"context\":{\"invalidated\":[\"cell/0/0\",\"cell/0/1\"]}"))
    // At -35 item 0 was centred (1.1); at 145 its centre is 180 from the middle (0.7) and item
    // 1's 110 (1.1 - 110 / 390).
    #expect(log.attributes(of: "cell/0/0", afterStep: -1)?.transform.a == 1.1)
    #expect(log.attributes(of: "cell/0/0", afterStep: 0)?.transform.a == 0.7)
    let second = try #require(log.attributes(of: "cell/0/1", afterStep: 0)?.transform.a)
    #expect(abs(second - (1.1 - 110.0 / 390)) < 1e-12)
  }

  /// The same carousel over a list of rows estimated 44 tall (a layout that self-sizes): UIKit
  /// keeps none of the handler's changes and logs a note (docs/uikit-choices.md, "Visible-items
  /// handler in a layout with estimated items"). Scrolled twice, the stream carries that note once
  /// as a `warning`, and item 0 stays unscaled.
  @Test func aHandlerChangesNothingInALayoutWithEstimatedItems() throws {
    let scale: CollectionLayoutSection.VisibleItemsInvalidationHandler = {
      items, offset, environment in
      let width = environment.container.contentSize.width
      for item in items {
        let scale = max(1.1 - abs(item.frame.midX - offset.x - width / 2) / width, 0.7)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    let yaml = """
      name: orthogonal-estimated
      collectionView: {size: [390, 844]}
      layout: {kind: flow}
      data: {sections: [5, 3]}
      steps:
        - scroll: {to: [145, 0], section: 0}
        - scroll: {to: [290, 0], section: 0}
      """
    let log = try ScenarioReplay.run(
      yaml: yaml,
      layout: {
        CompositionalLayout { index, _ in
          index == 0 ? Self.row(.groupPagingCentered, handler: scale) : Self.rows(.estimated(44))
        }
      })
    let warnings = log.events.filter { $0.payload.type == "warning" }
    #expect(warnings.count == 1)
    #expect(
      log.jsonLinesText.contains(
        "the section invalidation handler cannot currently mutate visible items for layouts "
          + "containing estimated items"))
    for step in -1...1 {
      #expect(log.attributes(of: "cell/0/0", afterStep: step)?.transform.a == 1, "step \(step)")
    }
  }

  @Test func aScrollOfTheCollectionViewPastAHandlersSectionRunsItAgain() throws {
    let log = try Self.replay(.groupPagingCentered, steps: "  - scroll: {to: [0, 100]}") {
      items, _, _ in
      for item in items { item.alpha = 0.5 }
    }
    // The section (y 10-210) is in the old and the new bounds: the bounds change invalidates
    // the layout (its context names the section's visible cells) and it prepares, running the
    // handler; nothing it shows changes.
    let stepEvents = log.events.filter { $0.step == 0 }.map(\.payload.type)
    #expect(stepEvents == ["step", "scroll", "invalidate", "prepare", "end"])
    #expect(log.jsonLinesText.contains("\"type\":\"invalidate\",\"reason\":\"boundsChange\"}"))
    #expect(log.attributes(of: "cell/0/0", afterStep: 0)?.alpha == 0.5)
    // Without a handler the same scroll invalidates nothing.
    let plain = try Self.replay(.groupPagingCentered, steps: "  - scroll: {to: [0, 100]}")
    #expect(plain.events.filter { $0.step == 0 }.map(\.payload.type) == ["step", "scroll", "end"])
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let step: String
    let message: String
    var testDescription: String { step }
  }

  @Test(arguments: [
    Refusal(
      step: "fling: {velocity: [1000, 0], section: 1}",
      message:
        "section 1 does not scroll orthogonally (its orthogonalScrollingBehavior is none, or the layout is not compositional)"
    ),
    Refusal(
      step: "scroll: {by: [10, 0], section: 2}",
      message: "section 2 is out of range: the collection view has 2 sections"),
  ])
  func aSectionThatDoesNotScrollOnItsOwnIsAnError(_ example: Refusal) throws {
    let log = try Self.replay(.continuous, steps: "  - \(example.step)")
    #expect(log.exitStatus == 1)
    let messages = log.failures.compactMap { failure -> String? in
      if case .error(let message, let line) = failure.event.payload {
        #expect(line == 6)
        return message
      }
      return nil
    }
    #expect(messages == [example.message])
  }
}

/// scrollToItem at a position across the layout's direction scrolls an orthogonal section's own
/// scroll view, as UIKit scrolls its embedded one, and not the collection view. The row of
/// `OrthogonalReplayTests`: group i at 20 + 290 i in the row, 280 wide, a 390-wide strip,
/// offsets 0 to 1,090.
@Suite struct OrthogonalScrollToItemTests {
  static let cases: [(item: Int, position: String, offset: Double)] = [
    // Item 3 at 20 + 870 = 890: its left edge at the strip's.
    (3, "left", 890),
    // Item 2's centre at 600 + 140 = 740 at the strip's, 195: 545.
    (2, "centeredHorizontally", 545),
    // Item 1's right edge, 310 + 280 = 590, at the strip's, 390: 200.
    (1, "right", 200),
    // Item 4 at 1,180 would need 1,180: the largest offset is 1,090.
    (4, "left", 1090),
  ]

  @Test(arguments: cases)
  func aPositionAcrossScrollsTheSection(_ example: (item: Int, position: String, offset: Double))
    throws
  {
    let log = try OrthogonalReplayTests.replay(
      .continuous,
      steps: "  - scrollToItem: {item: [0, \(example.item)], position: \(example.position)}")
    #expect(log.exitStatus == 0)
    let (offsets, mainScrolls) = OrthogonalReplayTests.sectionOffsets(log)
    #expect(mainScrolls == 0)
    #expect(offsets.last == CGPoint(x: example.offset, y: 0))
  }

  /// Right to left the row runs from the right, so the screen's left is the row's trailing end:
  /// item 3 (890 to 1,170 in the row) with its left edge at the strip's needs the row's end
  /// there, 1,170 - 390 = 780.
  @Test func rightToLeftTheLeftIsTheRowsTrailingEnd() throws {
    let log = try OrthogonalReplayTests.replay(
      .continuous, steps: "  - scrollToItem: {item: [0, 3], position: left}",
      collectionView: "{size: [390, 844], layoutDirection: rightToLeft}")
    #expect(log.exitStatus == 0)
    #expect(OrthogonalReplayTests.sectionOffsets(log).offsets.last == CGPoint(x: 780, y: 0))
  }

  /// A position along the layout's direction scrolls the collection view: in a 200-tall view
  /// (content 220 + 3 x 50 = 370), item 3's top (10) at the top, the section untouched.
  @Test func aPositionAlongScrollsTheCollectionView() throws {
    let log = try OrthogonalReplayTests.replay(
      .continuous, steps: "  - scrollToItem: {item: [0, 3], position: top}",
      collectionView: "{size: [390, 200]}")
    let (offsets, mainScrolls) = OrthogonalReplayTests.sectionOffsets(log)
    #expect(offsets.isEmpty)
    #expect(mainScrolls == 1)
    let scrolls = log.events.compactMap { event -> CGPoint? in
      if case .scroll(let offset, _) = event.payload { return offset }
      return nil
    }
    #expect(scrolls == [CGPoint(x: 0, y: 10)])
  }
}
