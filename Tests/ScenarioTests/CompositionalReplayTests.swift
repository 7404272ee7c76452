import Foundation
import LayoutKit
import Replay
import Simulator
import TestSupport
import Testing

@testable import Scenario

/// Compositional layouts in YAML replayed (docs/scenario-format.md, "Compositional layouts"): the
/// collection view's margins as a section's insets reference, switching to and from a flow
/// layout, and a section provider following the container's width.
@Suite struct CompositionalReplayTests {
  /// Replays `yaml` and gives its events and the replay's result.
  static func replay(_ yaml: String) throws -> (events: [Event], result: Replayer.Result) {
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: "s.yaml")
    let recorder = EventRecorder()
    let result = Replayer(document: document, sink: recorder, traceCalls: false).run()
    return (recorder.events, result)
  }

  /// `collectionView.layoutMargins`, measured from the safe area, is what a section whose
  /// `contentInsetsReference` is `layoutMargins` insets its rows by across the width: a full-width
  /// 40-pt row of a 320-wide view starts at the left margin and is 320 less both margins wide.
  static let layoutMargins: [(name: String, collectionView: String, frame: String)] = [
    ("UIView's default 8", "{size: [320, 480]}", "[8, 0, 304, 40]"),
    (
      "an iPhone root view's 16 leading and trailing",
      "{size: [320, 480], layoutMargins: {left: 16, right: 16}}", "[16, 0, 288, 40]"
    ),
    (
      "margins inside a 44-pt safe area: 44 + 16 = 60 each side, 320 - 120 = 200 wide",
      "{size: [320, 480], layoutMargins: [0, 16, 0, 16], safeAreaInsets: {left: 44, right: 44},"
        + " contentInsetAdjustmentBehavior: never}", "[60, 0, 200, 40]"
    ),
  ]

  @Test(arguments: layoutMargins)
  func theLayoutMarginsReferenceReadsTheCollectionViewsMargins(
    _ example: (name: String, collectionView: String, frame: String)
  ) throws {
    let (_, result) = try Self.replay(
      """
      name: margins
      collectionView: \(example.collectionView)
      layout:
        kind: compositional
        section:
          contentInsetsReference: layoutMargins
          group:
            horizontal:
              layoutSize: [{fractionalWidth: 1}, {absolute: 40}]
              subitems: [{layoutSize: [{fractionalWidth: 1}, {fractionalHeight: 1}]}]
      data: {sections: [2]}
      steps:
        - expect: {element: cell/0/0, frame: \(example.frame)}
      """)
    #expect(result.failures == 0, "\(example.name)")
  }

  /// Flow layout, then compositional, then flow again: each switch takes the new kind's frames.
  /// Flow: 100-wide items, 3 to a 320 line (3 x 100 + 2 x 10 = 320), lines 50 tall 10 apart, so
  /// item 5 is at x 220 of the second line (y 60) and the content is 50 + 10 + 50 = 110 tall.
  /// Compositional: rows 40 tall of two half-width items (160), so item 5 is the second of the
  /// third row: x 160, y 80, and the content is 3 x 40 = 120 tall.
  @Test func setLayoutSwitchesBetweenFlowAndCompositional() throws {
    let (events, result) = try Self.replay(
      """
      name: switch
      collectionView: {size: [320, 480]}
      layout: {kind: flow, itemSize: [100, 50]}
      data: {sections: [6]}
      steps:
        - expect: {element: cell/0/5, frame: [220, 60, 100, 50]}
        - expect: {contentSize: [320, 110]}
        - setLayout:
            animated: false
            layout:
              kind: compositional
              section:
                group:
                  horizontal:
                    layoutSize: [{fractionalWidth: 1}, {absolute: 40}]
                    subitems: [{layoutSize: [{fractionalWidth: 0.5}, {fractionalHeight: 1}]}]
        - expect: {element: cell/0/5, frame: [160, 80, 160, 40]}
        - expect: {contentSize: [320, 120]}
        - setLayout: {animated: false, layout: {kind: flow, itemSize: [100, 50]}}
        - expect: {element: cell/0/5, frame: [220, 60, 100, 50]}
      """)
    #expect(result.failures == 0)
    #expect(result.steps == 7)
    let sizes = events.compactMap { event -> CGSize? in
      if case .contentSize(let size) = event.payload { return size }
      return nil
    }
    #expect(
      sizes == [
        CGSize(width: 320, height: 110), CGSize(width: 320, height: 120),
        CGSize(width: 320, height: 110),
      ])
  }

  /// An animated switch from a flow layout to a compositional one takes each element from the
  /// other layout's attributes, without fading (UIKit's transition; an unanimated switch shows
  /// what arrives as it is). In a 320 x 115 view, flow: 100 x 50 items three to a line,
  /// (320 - 300) / 2 = 10 apart, lines 60 apart: items 0 to 5 show (line 2 starts at 120), item 5
  /// at (220, 60), item 6 at (0, 120), item 7 at (110, 120). Compositional: rows of two halves
  /// 160 x 30: items 0 to 7 show (row 4 starts at 120), item 5 at (160, 60), 6 at (0, 90), 7 at
  /// (160, 90). Items 0 to 5 move; 6 and 7 arrive from their flow frames.
  struct AnimatedSwitch: CustomTestStringConvertible, Sendable {
    let name: String
    let animated: Bool
    /// Where items 6 and 7 come from: the flow layout's frames when animated, nothing else.
    let arrivalsFrom: [CGRect?]
    var testDescription: String { name }
  }

  static let animatedSwitches: [AnimatedSwitch] = [
    AnimatedSwitch(
      name: "animated: from the flow layout's frames", animated: true,
      arrivalsFrom: [
        CGRect(x: 0, y: 120, width: 100, height: 50),
        CGRect(x: 110, y: 120, width: 100, height: 50),
      ]),
    AnimatedSwitch(name: "not animated: as they are", animated: false, arrivalsFrom: [nil, nil]),
  ]

  @Test(arguments: animatedSwitches)
  func aSetLayoutFromFlowToCompositionalTakesTheOtherLayoutsAttributes(_ example: AnimatedSwitch)
    throws
  {
    let (events, result) = try Self.replay(
      """
      name: switch-animated
      collectionView: {size: [320, 115]}
      layout: {kind: flow, itemSize: [100, 50]}
      data: {sections: [8]}
      steps:
        - setLayout:
            animated: \(example.animated)
            layout:
              kind: compositional
              section:
                group:
                  horizontal:
                    layoutSize: [{fractionalWidth: 1}, {absolute: 30}]
                    subitems: [{layoutSize: [{fractionalWidth: 0.5}, {fractionalHeight: 1}]}]
        - expect: {element: cell/0/7, frame: [160, 90, 160, 30]}
      """)
    #expect(result.failures == 0)
    let steps = events.filter { $0.step == 0 }
    let moves = steps.compactMap { event -> (id: String, from: Attrs, to: Attrs)? in
      guard case .change(let id, _, _, let from, let to) = event.payload else { return nil }
      return (id, from, to)
    }
    #expect(moves.map(\.id) == (0..<6).map { "cell/0/\($0)" })
    let five = moves.last { $0.id == "cell/0/5" }
    #expect(five?.from.frame == CGRect(x: 220, y: 60, width: 100, height: 50))
    #expect(five?.to.frame == CGRect(x: 160, y: 60, width: 160, height: 30))
    let arrivals = steps.compactMap { event -> (id: String, from: Attrs?, to: Attrs)? in
      guard case .appear(let id, _, let from, let to) = event.payload else { return nil }
      return (id, from, to)
    }
    #expect(arrivals.map(\.id) == ["cell/0/6", "cell/0/7"])
    #expect(arrivals.map { $0.from?.frame } == example.arrivalsFrom)
    #expect(arrivals.allSatisfy { ($0.from?.alpha ?? 1) == 1 && $0.to.alpha == 1 })
  }

  /// Two columns at 320, four at 768 (past the 500 breakpoint), in one replay: at 320 item 3 is
  /// the second of the second row (x 160, y 50); at 768 the first row holds items 0 to 3, each
  /// 768 / 4 = 192 wide, so item 3 is at x 3 x 192 = 576, y 0.
  @Test func anAdaptiveSectionFollowsTheContainersWidth() throws {
    let (_, result) = try Self.replay(
      """
      name: adaptive
      collectionView: {size: [320, 480]}
      layout:
        kind: compositional
        section:
          byEffectiveContentWidth:
            0:
              group:
                horizontal:
                  layoutSize: [{fractionalWidth: 1}, {absolute: 50}]
                  subitem: {layoutSize: [{fractionalWidth: 1}, {fractionalHeight: 1}]}
                  count: 2
            500:
              group:
                horizontal:
                  layoutSize: [{fractionalWidth: 1}, {absolute: 50}]
                  subitem: {layoutSize: [{fractionalWidth: 1}, {fractionalHeight: 1}]}
                  count: 4
      data: {sections: [8]}
      steps:
        - expect: {element: cell/0/3, frame: [160, 50, 160, 50]}
        - resize: {size: [768, 480]}
        - expect: {element: cell/0/3, frame: [576, 0, 192, 50]}
        - expect: {contentSize: [768, 100]}
      """)
    #expect(result.failures == 0)
    #expect(result.steps == 4)
  }
}
