import EventStream
import Foundation
import LayoutKit
import Scenario
import Simulator
import Testing

/// The replay page: self-contained, and in headless Chromium (when the machine has it; `make
/// test` installs it) it loads without console errors and, moved to a moment, shows the element
/// boxes of that moment's SVG.
@Suite struct HTMLPageTests {
  static func page(_ scenario: String, bounds: CGRect) throws -> HTMLReplayPage {
    let timeline = try FrameRenderTests.timeline(scenario, bounds: bounds)
    return HTMLReplayPage(events: timeline.events, initialBounds: bounds)
  }

  /// The boxes of the elements in an SVG or a page's DOM: `x y width height` of every rect that
  /// draws an element, in document order.
  static func boxes(_ markup: String) -> [String] {
    var result: [String] = []
    for group in markup.components(separatedBy: "<g class=\"element\"").dropFirst() {
      guard let start = group.range(of: "<rect ")?.upperBound,
        let end = group[start...].range(of: "fill=")?.lowerBound
      else { continue }
      result.append(String(group[start..<end]).trimmingCharacters(in: .whitespaces))
    }
    return result
  }

  @Test func thePageIsSelfContained() throws {
    let page = try Self.page("pinned-scroll", bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
    let html = page.html(title: "pinned-scroll")
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    #expect(html.components(separatedBy: "<script").count - 1 == 2)
    // The first pass, the scroll step with its pass, and the expect step with the end.
    #expect(page.moments.map(\.step) == [-1, 0, 1])
  }

  @Test func chromiumShowsTheBoxesOfTheMoment() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else { return }
    let page = try Self.page("pinned-scroll", bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-page-\(getpid()).html")
    try page.html(title: "pinned-scroll").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let moments = page.moments
    for index in [0, moments.count - 1] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
      process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
        "--dump-dom", file.absoluteString + "#moment=\(index)",
      ]
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(!log.contains("Uncaught"), "console: \(log)")
      let view = dom.components(separatedBy: "<div id=\"view\">").dropFirst().first ?? ""
      let expected = Self.boxes(page.svg(of: moments[index]))
      #expect(!expected.isEmpty)
      #expect(Self.boxes(view) == expected, "moment \(index)")
    }
  }
}
