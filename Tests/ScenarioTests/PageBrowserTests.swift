import EventStream
import Foundation
import LayoutKit
import Pictures
import Scenario
import Simulator
import Testing

/// The replay page and the failure report in headless Chromium (when the machine has it; `make
/// test` installs it), in a 1280 × 800 frame: play advances the moment, and nothing overflows.
@Suite(.serialized) struct PageBrowserTests {
  /// A page next to `target` that loads it in a 1280 × 800 frame, runs `probe` (a function of
  /// the frame's document and window, returning a promise of text) and writes what it returns.
  static func probePage(target: String, probe: String) -> String {
    """
    <!DOCTYPE html><html><body style="margin:0">
    <iframe id="page" src="\(target)" style="border:0;width:1280px;height:800px"></iframe>
    <pre id="out">pending</pre>
    <script>
    const frame = document.getElementById("page");
    const probe = \(probe);
    frame.addEventListener("load", () => {
      Promise.resolve(probe(frame.contentDocument, frame.contentWindow)).then((text) => {
        document.getElementById("out").textContent = "result " + text;
      });
    });
    </script></body></html>
    """
  }

  /// What the page's document measures: its scrolling size, and the right and bottom edges of
  /// the parts that must stay in the window.
  static let overflowProbe = """
    (page, win) => {
      const root = page.scrollingElement;
      let text = "scroll " + root.scrollWidth + " " + root.scrollHeight;
      for (const selector of ["header", "#label", "#controls", "#view svg", "aside", "#panel",
        "#old svg", "#new svg", "#summary"]) {
        const element = page.querySelector(selector);
        if (!element) { continue; }
        const box = element.getBoundingClientRect();
        text += " | " + selector + " " + Math.ceil(box.right) + " " + Math.ceil(box.bottom);
      }
      return text;
    }
    """

  /// Loads `html` (written as `name` in a fresh folder) through a probe; the text it returned.
  static func probe(_ html: String, name: String, probe: String) throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-probe-\(getpid())-\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try html.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    let prober = folder.appendingPathComponent("probe.html")
    try probePage(target: name, probe: probe).write(to: prober, atomically: true, encoding: .utf8)
    // A machine shared with builds can leave the frame unloaded within Chromium's budget: the
    // probe then still says "pending", and one more run settles it.
    for _ in 0..<2 {
      let dom = try HeadlessChromium.dom(prober)
      #expect(!dom.stderr.contains("Uncaught"), "console: \(dom.stderr)")
      if let start = dom.stdout.range(of: "<pre id=\"out\">result ")?.upperBound {
        return String(dom.stdout[start...].prefix { $0 != "<" })
      }
    }
    return nil
  }

  /// Every measured edge is within 1280 × 800 and the document does not scroll.
  static func expectInside(_ text: String?) {
    guard let text else {
      Issue.record("the probe wrote nothing")
      return
    }
    for part in text.split(separator: "|") {
      let numbers = part.split(separator: " ").compactMap { Int($0) }
      #expect(numbers.count == 2, "\(part)")
      #expect(numbers.count == 2 && numbers[0] <= 1280 && numbers[1] <= 800, "overflows: \(part)")
    }
  }

  static func replayPage(_ scenario: String, bounds: CGRect) throws -> HTMLReplayPage {
    var page = try HTMLPageTests.page(scenario, bounds: bounds)
    let document = try ScenarioDocument.load(
      path: FrameRenderTests.root.appendingPathComponent("Scenarios/\(scenario).yaml").path)
    page.renderer.caption = PictureCaption(
      scenario: document.name, description: document.description,
      steps: document.steps.map { .init(op: $0.op, line: $0.line, text: "- \($0.op): ...") })
    return page
  }

  /// A fling at 120 Hz (its description is longer than the window is wide) and the three seed
  /// layouts: the page fits.
  @Test(arguments: [
    ("fling-pinned-headers", CGRect(x: 0, y: 0, width: 320, height: 400)),
    ("combo-all", CGRect(x: 0, y: 0, width: 320, height: 300)),
  ])
  func nothingOverflowsTheWindow(scenario: String, bounds: CGRect) throws {
    guard HeadlessChromium.isAvailable else { return }
    let page = try Self.replayPage(scenario, bounds: bounds)
    Self.expectInside(
      try Self.probe(page.html(title: scenario), name: "replay.html", probe: Self.overflowProbe))
  }

  /// Play, then 1.5 s of the page's time at 4×: the fling's moments are display ticks 1/120 s
  /// apart, so the page has left moment 0 (and the label says so).
  @Test func playAdvancesTheMoment() throws {
    guard HeadlessChromium.isAvailable else { return }
    let page = try Self.replayPage(
      "fling-pinned-headers", bounds: CGRect(x: 0, y: 0, width: 320, height: 400))
    let probe = """
      (page, win) => new Promise((done) => {
        page.getElementById("speed").value = "4";
        page.getElementById("play").click();
        win.setTimeout(() => done(page.getElementById("scrubber").value + " " +
          page.getElementById("label").textContent), 1500);
      })
      """
    let text = try #require(
      try Self.probe(page.html(title: "fling"), name: "play.html", probe: probe))
    let moment = Int(text.prefix { $0 != " " }) ?? 0
    #expect(moment > 0, "\(text)")
    #expect(text.contains("moment \(moment) · step "))
  }

  /// pinned-scroll at moment 1 (its scroll step): clicking cell/0/4 names it, shows its
  /// attributes then (it appeared at [0, 260, 150, 100] in that step) and its one event, and
  /// filters the events to it; the type filter keeps only `appear` lines (cell/0/4's and
  /// cell/0/5's).
  @Test func clickingAnElementShowsItsHistoryAndTheFiltersWork() throws {
    guard HeadlessChromium.isAvailable else { return }
    let page = try Self.replayPage(
      "pinned-scroll", bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
    let probe = """
      (page, win) => {
        const scrubber = page.getElementById("scrubber");
        scrubber.value = "1";
        scrubber.dispatchEvent(new Event("input"));
        const rect = page.querySelector('g.element[data-id="cell/0/4"] rect');
        rect.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        const count = (id) => page.getElementById(id).children.length;
        let text = page.getElementById("element-title").textContent + " | " +
          page.getElementById("element-attributes").textContent + " | history " +
          count("history") + " | events " + count("events");
        page.getElementById("filter-id").value = "";
        const type = page.getElementById("filter-type");
        type.value = "appear";
        type.dispatchEvent(new Event("change"));
        return text + " | appear " + count("events");
      }
      """
    let text = try Self.probe(page.html(title: "pinned-scroll"), name: "click.html", probe: probe)
    #expect(
      text
        == "element cell/0/4 | attributes now: [0, 260, 150, 100] | history 1 | events 1 "
        + "| appear 2")
  }

  /// The failure report of fling-pinned-headers against itself with its items 2 points taller:
  /// it opens at the first moment they differ (the first pass), shows both runs, and fits.
  @Test func theFailureReportOpensAtTheFirstDifferenceAndFits() throws {
    guard HeadlessChromium.isAvailable else { return }
    let golden = try HTMLPageTests.page(
      "fling-pinned-headers", bounds: CGRect(x: 0, y: 0, width: 320, height: 400)
    ).events
    let taller = golden.map { event -> Event in
      var event = event
      if case .appear(let id, let cause, let from, var to) = event.payload, id == "cell/0/0" {
        to.frame.size.height += 2
        event.payload = .appear(id: id, cause: cause, from: from, to: to)
      }
      return event
    }
    let page = DiffPage(
      old: golden, new: taller, initialBounds: CGRect(x: 0, y: 0, width: 320, height: 400))
    let html = page.html(title: "fling-pinned-headers")
    let probe = """
      (page, win) => (\(Self.overflowProbe))(page, win) + " | rows " +
        page.getElementById("rows").children.length + " 0 | label " +
        page.getElementById("label").textContent.split(" ")[1] + " 0"
      """
    let text = try Self.probe(html, name: "report.html", probe: probe)
    // One element differs (cell/0/0 from the first pass on), at moment 0.
    #expect(text?.hasSuffix(" | rows 1 0 | label 0 0") == true, "\(text ?? "")")
    Self.expectInside(text)
  }
}
