import Foundation
import LayoutKit
import Simulator
import Testing

@testable import EventStream
@testable import Pictures

/// What makes a picture readable: labels that never overlap, colours from the attributes, the
/// caption, the rulers and the legend. Every expected value is worked out from the geometry
/// written beside it.
@Suite struct PictureTests {
  struct LabelCase: CustomTestStringConvertible, Sendable {
    var name: String
    var items: [(id: String, frame: CGRect)]
    var expected: [SVGLabelPlacer.Label]
    var testDescription: String { name }
  }

  /// In a view of (0, 0, 200, 100) with the column at 208; 8-point text is 4.96 points a
  /// character plus 2, 10 points high, set 1 point inside its element's corner (its baseline 8
  /// below that).
  static let labelCases: [LabelCase] = [
    LabelCase(
      name: "room at the top-left corner",
      items: [("cell/0/0", CGRect(x: 10, y: 10, width: 100, height: 50))],
      expected: [.init(id: "cell/0/0", text: "cell/0/0", x: 12, y: 19, leaderFrom: nil)]),
    // B's label takes B's corner; A's top-left is under B, so A's goes to its bottom-left:
    // y = 60 - 10 - 1 = 49, baseline 57.
    LabelCase(
      name: "under another element",
      items: [
        ("cell/0/0", CGRect(x: 10, y: 10, width: 100, height: 50)),
        ("cell/0/1", CGRect(x: 10, y: 10, width: 100, height: 20)),
      ],
      expected: [
        .init(id: "cell/0/0", text: "cell/0/0", x: 12, y: 57, leaderFrom: nil),
        .init(id: "cell/0/1", text: "cell/0/1", x: 12, y: 19, leaderFrom: nil),
      ]),
    // 24 characters need 121 points; "header 0/0" needs 51.6 + 2 of the 60.
    LabelCase(
      name: "shortened to fit",
      items: [("supplementary/header/0/0", CGRect(x: 0, y: 0, width: 60, height: 30))],
      expected: [.init(id: "supplementary/header/0/0", text: "header 0/0", x: 2, y: 9)]),
    // One point high: the label goes to the column, level with the line's middle (80.5 + 4 - 1),
    // its leader from the right end of the line.
    LabelCase(
      name: "too thin: a leader line",
      items: [("decoration/separator/0/0", CGRect(x: 0, y: 80, width: 200, height: 1))],
      expected: [
        .init(
          id: "decoration/separator/0/0", text: "decoration/separator/0/0", x: 208, y: 83.5,
          leaderFrom: CGPoint(x: 200, y: 80.5))
      ]),
    // A background 20 points high under two cells that leave a gap from 45 to 55: no form of
    // its id fits beside them, and its right edge is the second cell's, so the leader starts at
    // the rightmost grid point in the gap (column 34 of 64 over 0...100, x 53.906; row 0 of 16
    // over 80...100, y 80.625), its label level with that (80.625 + 4 - 1).
    LabelCase(
      name: "a leader from the visible part",
      items: [
        ("decoration/background/0/0", CGRect(x: 0, y: 80, width: 100, height: 20)),
        ("cell/0/0", CGRect(x: 0, y: 80, width: 45, height: 20)),
        ("cell/0/1", CGRect(x: 55, y: 80, width: 45, height: 20)),
      ],
      expected: [
        .init(
          id: "decoration/background/0/0", text: "decoration/background/0/0", x: 208, y: 83.625,
          leaderFrom: CGPoint(x: 100 * 34.5 / 64, y: 80.625)),
        .init(id: "cell/0/0", text: "cell/0/0", x: 2, y: 89),
        .init(id: "cell/0/1", text: "cell/0/1", x: 57, y: 89),
      ]),
  ]

  @Test(arguments: labelCases)
  func labelsArePlacedWithoutOverlap(_ c: LabelCase) {
    let placer = SVGLabelPlacer(view: CGRect(x: 0, y: 0, width: 200, height: 100), columnX: 208)
    let items = c.items.map {
      SVGLabelPlacer.Item(
        id: $0.id, frame: $0.frame, texts: SVGLabelPlacer.texts(for: $0.id, pinned: false))
    }
    #expect(placer.place(items) == c.expected)
  }

  /// In every shipped picture of the docs, no two labels' boxes overlap.
  @Test(arguments: [("combo-all", -1), ("update-batch", 0), ("fling-pinned-headers", 5)])
  func noTwoLabelsOverlap(scenario: String, step: Int) throws {
    let timeline = try FrameRenderTests.timeline(
      scenario, bounds: CGRect(x: 0, y: 0, width: 320, height: 300))
    let renderer = SVGFrameRenderer()
    let state = timeline.state(atStep: step)
    let labels = renderer.placeLabels(state, view: renderer.viewRect(state))
    #expect(labels.count == state.elements.count)
    let boxes = labels.map(SVGLabelPlacer.box)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(
          !SVGLabelPlacer.overlap(boxes[i], boxes[j]), "\(labels[i].text) over \(labels[j].text)")
      }
    }
  }

  @Test(
    arguments: [
      ("#ff0000", "#ff0000"), ("red", "red"), ("#ff00", nil), ("url(#x)", nil),
      ("#ff0000\" onload=\"x", nil),
    ] as [(String, String?)])
  func aCustomColourIsUsedWhenItIsOne(_ text: String, _ expected: String?) {
    let attrs = Attrs(
      frame: .zero, custom: [Attrs.CustomAttribute(name: "color", value: .string(text))])
    #expect(SVGPalette.customColor(attrs) == expected)
  }

  /// backgrounds-color-reload paints section 0's background #ff0000 (its backgroundColor).
  @Test func aSectionsBackgroundColourIsDrawn() throws {
    let timeline = try FrameRenderTests.timeline(
      "backgrounds-color-reload", bounds: CGRect(x: 0, y: 0, width: 320, height: 300))
    let svg = SVGFrameRenderer().render(timeline.state(atStep: -1))
    #expect(svg.contains(#"<g class="element" data-id="decoration/background/0/0""#))
    #expect(svg.contains(##"height="50" fill="#ff0000" stroke="#d9730d"/>"##))
    #expect(svg.contains("decoration background #ff0000 (custom)"))
  }

  /// pinned-scroll after its scroll: the caption names the step and its YAML; the rulers number
  /// every 100 points of the view (-40...360 across, 30...310 down); the legend lists what the
  /// picture holds (the header pinned, and moved from y 0 to 70).
  @Test func captionRulersAndLegend() throws {
    let timeline = try FrameRenderTests.timeline(
      "pinned-scroll", bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
    var renderer = SVGFrameRenderer()
    renderer.caption = PictureCaption(
      scenario: "pinned-scroll",
      steps: [
        .init(op: "scroll", line: 14, text: "- scroll: {to: [0, 70]}"),
        .init(op: "expect", line: 15, text: "- expect: {...}"),
      ])
    let state = timeline.state(atStep: 0)
    #expect(
      renderer.captionLines(state) == [
        "pinned-scroll · step 0 scroll (line 14): - scroll: {to: [0, 70]}",
        "t=0 s · frame 0 · offset [0, 70] · bounds [320, 200] · content [320, 360]",
      ])
    let svg = renderer.render(state)
    let rulers =
      svg.components(separatedBy: "<g class=\"rulers\"").dropFirst().first?
      .components(separatedBy: "</g>").first ?? ""
    let numbers = rulers.components(separatedBy: "\">").dropFirst().map {
      String($0.prefix { $0 != "<" }).trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
    #expect(numbers == ["0", "100", "200", "300", "100", "200", "300"])
    #expect(
      renderer.legendEntries(state).map(\.name) == [
        "cell", "header", "pinned (moved by the scroll)", "moved: old frame → new",
        "bounds (visible area)", "content",
      ])
  }
}
