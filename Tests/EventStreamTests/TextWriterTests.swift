import EventStream
import Foundation
import LayoutKit
import Simulator
import Testing

/// The text format: one list notation, numbers rounded to three decimals, `null` for nothing,
/// colour only when asked.
@Suite struct TextWriterTests {
  static func line(_ payload: Event.Payload, t: Double = 0, colour: Bool = false) -> String {
    let output = MemoryOutput()
    let writer = TextWriter(output: output, colour: colour)
    writer.write(Event(t: t, frame: 1, step: 0, payload: payload), seq: 7)
    writer.flush()
    return output.text
  }

  @Test func pointsSizesAndFramesShareOneNotationAndRoundForReading() {
    let from = Attrs(frame: CGRect(x: 0, y: 28.546_999_9, width: 320, height: 40), zIndex: 1024)
    #expect(
      Self.line(
        .appear(id: "cell/0/0", cause: .scroll, from: nil, to: from), t: 1.0 / 60)
        == "#7 t=0.017 frame=1 step=0 appear cell/0/0 (scroll) null -> [0, 28.547, 320, 40] z 1024\n"
    )
    #expect(
      Self.line(.scroll(offset: CGPoint(x: -0.0001, y: 37.4464), velocity: CGPoint(x: 0, y: 525)))
        == "#7 t=0 frame=1 step=0 scroll [0, 37.446] velocity [0, 525]\n")
    #expect(
      Self.line(.orthogonalScroll(section: 1, offset: CGPoint(x: 290, y: 0), velocity: nil))
        == "#7 t=0 frame=1 step=0 scroll [290, 0] section 1\n")
    #expect(
      Self.line(.contentSize(CGSize(width: 390, height: 844.3333333)))
        == "#7 t=0 frame=1 step=0 contentSize [390, 844.333]\n")
    #expect(
      Self.line(
        .update(items: [Event.UpdateRecord(action: "insert", before: nil, after: "cell/0/3")]))
        == "#7 t=0 frame=1 step=0 update insert null -> cell/0/3\n")
  }

  @Test func colourMarksTheTypeOnlyWhenAsked() {
    let failed = Event.Payload.assert(
      passed: false, expect: .object([("contentOffset", .array([.number(0), .number(1)]))]),
      actual: .object([("contentOffset", .array([.number(0), .number(2)]))]))
    #expect(
      Self.line(failed, colour: true)
        == "#7 t=0 frame=1 step=0 \u{1B}[1;31massert\u{1B}[0m FAILED {contentOffset: [0, 1]} actual {contentOffset: [0, 2]}\n"
    )
    #expect(
      Self.line(failed)
        == "#7 t=0 frame=1 step=0 assert FAILED {contentOffset: [0, 1]} actual {contentOffset: [0, 2]}\n"
    )
  }
}
