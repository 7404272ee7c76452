import EventStream
import Foundation
import LayoutKit
import Pictures
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
    var page = try Self.page("pinned-scroll", bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
    page.renderer.caption = PictureCaption(
      scenario: "pinned-scroll", description: "A <grid> whose header pins",
      steps: [
        .init(op: "scroll", line: 14, text: "- scroll: {to: [0, 70]}"),
        .init(op: "expect", line: 15, text: "- expect: {element: supplementary/header/0/0}"),
      ])
    let html = page.html(title: "pinned-scroll")
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    #expect(html.components(separatedBy: "<script").count - 1 == 2)
    // The first pass, the scroll step with its pass, and the expect step with the end.
    #expect(page.moments.map(\.step) == [-1, 0, 1])
    // The heading, the description (escaped), the play button and the five speeds.
    #expect(html.contains("<h1>pinned-scroll</h1>"))
    #expect(html.contains("<p id=\"description\">A &lt;grid&gt; whose header pins</p>"))
    #expect(html.contains("<button id=\"play\""))
    for speed in ["0.25", "0.5", "1", "2", "4"] {
      #expect(html.contains("<option value=\"\(speed)\""))
    }
    // Each step with its line and text, jumping to its first moment (1 and 2).
    #expect(
      html.contains(
        #"{"op":"scroll","line":14,"text":"- scroll: {to: [0, 70]}","moment":1}"#))
    #expect(
      html.contains(
        #""line":15,"text":"- expect: {element: supplementary/header/0/0}","moment":2}"#))
    // The moment's events in the text format.
    #expect(html.contains("#11 t=0 frame=0 step=0 scroll [0, 70]"))
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
      let view = dom.components(separatedBy: "<main id=\"view\">").dropFirst().first ?? ""
      let expected = Self.boxes(page.svg(of: moments[index]))
      #expect(!expected.isEmpty)
      #expect(Self.boxes(view) == expected, "moment \(index)")
    }
  }

  /// A page next to the replay page that moves its scrubber to moment `index` the way a person
  /// does (setting the range input's value and sending `input`), then writes where the picture
  /// ended up and what the label says.
  static func scrubbingPage(replay: String, index: Int) -> String {
    """
    <!DOCTYPE html><html><body style="margin:0">
    <iframe id="replay" src="\(replay)" style="border:0;width:1280px;height:800px"></iframe>
    <pre id="out"></pre>
    <script>
    const frame = document.getElementById("replay");
    frame.addEventListener("load", () => {
      const page = frame.contentDocument;
      const scrubber = page.getElementById("scrubber");
      scrubber.value = "\(index)";
      scrubber.dispatchEvent(new Event("input"));
      const box = page.querySelector("#view svg").getBoundingClientRect();
      document.getElementById("out").textContent = "svg " + [box.x, box.y, box.width,
        box.height].join(" ") + " label " + page.getElementById("label").textContent;
    });
    </script></body></html>
    """
  }

  /// After the scrubber moves to a known moment, a screenshot of the page shows the boxes of that
  /// moment's SVG: the contract's example with its header pinned over the cells, a frame in the
  /// middle of a fling at 120 Hz and its first and last moments (-1: the last), and the three
  /// seed layouts together after a scroll (a pinned header over a separator, over a section
  /// background).
  @Test(arguments: [
    ("pinned-scroll", CGRect(x: 0, y: 0, width: 320, height: 200), 2),
    ("fling-pinned-headers", CGRect(x: 0, y: 0, width: 320, height: 400), 40),
    ("fling-pinned-headers", CGRect(x: 0, y: 0, width: 320, height: 400), 0),
    ("fling-pinned-headers", CGRect(x: 0, y: 0, width: 320, height: 400), -1),
    ("combo-all", CGRect(x: 0, y: 0, width: 320, height: 300), 16),
  ])
  func aScreenshotAfterScrubbingShowsTheBoxesOfTheSVG(
    scenario: String, bounds: CGRect, at: Int
  ) throws {
    guard HeadlessChromium.isAvailable else { return }
    let page = try Self.page(scenario, bounds: bounds)
    let index = at < 0 ? page.moments.count + at : at
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-shot-\(getpid())-\(scenario)-\(index)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try page.html(title: scenario).write(
      to: folder.appendingPathComponent("replay.html"), atomically: true, encoding: .utf8)
    let scrubbing = folder.appendingPathComponent("scrub.html")
    try Self.scrubbingPage(replay: "replay.html", index: index).write(
      to: scrubbing, atomically: true, encoding: .utf8)

    let dom = try HeadlessChromium.dom(scrubbing)
    #expect(!dom.stderr.contains("Uncaught"), "console: \(dom.stderr)")
    let moment = page.moments[index]
    guard let out = dom.stdout.components(separatedBy: "<pre id=\"out\">svg ").dropFirst().first
    else {
      Issue.record("the scrubbing page wrote nothing: \(dom.stdout.prefix(400))")
      return
    }
    let words = out.prefix { $0 != "<" }.split(separator: " ")
    let place = words.prefix(4).compactMap { Double($0) }.map { Int($0.rounded()) }
    #expect(out.hasPrefix("\(words.prefix(4).joined(separator: " ")) label moment \(index) "))
    #expect(out.contains("frame \(moment.frame) "))

    let shot = folder.appendingPathComponent("shot.png")
    _ = try HeadlessChromium.screenshot(scrubbing, to: shot)
    guard place.count == 4, let pixels = try HeadlessChromium.pixels(ofPNG: shot, crop: place),
      let boxes = BoxComparison(svg: page.svg(of: moment))
    else {
      Issue.record("no screenshot pixels for \(place)")
      return
    }
    let (mismatches, checked) = boxes.compare(pixels)
    #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ, first \(mismatches.prefix(5))")
    // Every element of the moment had pixels of its own compared.
    let ids = Set(boxes.boxes.compactMap(\.id))
    #expect(!ids.isEmpty)
    #expect(ids.filter { checked[$0, default: 0] < 20 }.sorted() == [])
    // The comparison can fail: the first moment's boxes are not the screenshot's.
    if let other = BoxComparison(svg: page.svg(of: page.moments[0])), index != 0 {
      #expect(other.compare(pixels).mismatches.count > 100)
    }
  }
}
