import EventStream
import Foundation
import Pictures
import Simulator

/// `check --report DIR`: for a scenario whose stream differs from its golden log, the page with
/// both runs side by side at the first moment they part (`DiffPage`), as `DIR/NAME.html`.
enum CheckReportPage {
  /// Writes the page of `run` against `golden` into `directory`; the line `check` adds to the
  /// scenario's report (the page's path, or why there is none) and the path when written.
  static func write(golden: [UInt8], run: ScenarioRun, into directory: String) -> (
    line: String, path: String?
  ) {
    let old: [Event]
    let new: [Event]
    do {
      old = try EventStreamReader.read(golden)
      new = try EventStreamReader.read(run.stream)
    } catch {
      return ("no report page: the golden log is not an event stream (\(error))\n", nil)
    }
    var page = DiffPage(old: old, new: new, initialBounds: run.initialBounds)
    page.renderer.adjustedContentInset = run.adjustedContentInset
    if let document = run.document {
      page.renderer.caption = PictureCaption(document: document, path: run.path)
    }
    page.oldName = run.goldenPath
    page.newName = "replay of \(run.path)"
    let name = URL(fileURLWithPath: run.base).lastPathComponent
    let folder = directory.hasSuffix("/") ? directory : directory + "/"
    let path = folder + name + ".html"
    do {
      try page.html(title: run.document?.name ?? name).write(
        toFile: path, atomically: true, encoding: .utf8)
    } catch {
      return ("cannot write the report page \(path)\n", nil)
    }
    return ("report: \(path)\n", path)
  }
}
