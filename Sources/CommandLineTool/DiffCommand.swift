import EventStream
import Foundation
import Layouts
import Pictures
import Scenario
import Simulator

/// `scrollsim diff OLD NEW`: the semantic comparison of two streams (`StreamDiff`), as text in
/// docs/text-format.md's notation or as the side-by-side page (`DiffPage`).
public struct DiffCommand {
  /// The options.
  public var options: DiffOptions
  /// Where messages go (standard error in the tool).
  public var printError: (String) -> Void
  /// The layout kinds scenarios may name: the built-in ones, and a user's own in an executable
  /// made with ScrollSimCLI.
  public var registry: LayoutRegistry

  /// A diff with `options`, reporting through `printError`.
  public init(
    options: DiffOptions, registry: LayoutRegistry = .builtIn,
    printError: @escaping (String) -> Void
  ) {
    self.options = options
    self.registry = registry
    self.printError = printError
  }

  /// The view the pictures start from when no scenario is found: the default collection view
  /// of docs/scenario-format.md (390 × 844 at offset 0).
  static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Compares and returns the exit status: 0 the same, 1 different, 2 unreadable, 3 unwritable.
  public func run() -> Int32 {
    guard let oldPath = options.old, let newPath = options.new else { return 2 }
    var streams: [[Event]] = []
    for path in [oldPath, newPath] {
      guard let bytes = FileManager.default.contents(atPath: path) else {
        printError("scrollsim: cannot read '\(path)'\n")
        return 2
      }
      do {
        streams.append(try EventStreamReader.read(Array(bytes)))
      } catch {
        printError("scrollsim: '\(path)' is not an event stream: \(error)\n")
        return 2
      }
    }
    let diff = StreamDiff(old: streams[0], new: streams[1])
    let text: String
    if options.html {
      guard let page = page(streams[0], streams[1], oldPath: oldPath, newPath: newPath) else {
        return 2
      }
      text = page
    } else {
      text = diff.text(oldName: oldPath, newName: newPath)
    }
    guard write(text) else { return 3 }
    return diff.isEmpty ? 0 : 1
  }

  /// The side-by-side page, with the scenario's view and steps when it can be found.
  func page(_ old: [Event], _ new: [Event], oldPath: String, newPath: String) -> String? {
    let scenario = options.scenario ?? DiffOptions.scenarioPath(besideStream: oldPath)
    var bounds = Self.defaultBounds
    var renderer = SVGFrameRenderer()
    var title = URL(fileURLWithPath: oldPath).lastPathComponent
    if let scenario, options.scenario != nil || FileManager.default.fileExists(atPath: scenario) {
      let document: ScenarioDocument
      do {
        document = try ScenarioLoader.load(scenario, registry: registry)
      } catch {
        printError("\(error)\n")
        return nil
      }
      let (replayer, _) = LocalReplay.replay(
        document, into: JSONLinesMeasure(sink: EventCollector()))
      bounds = replayer.initialBounds
      renderer.adjustedContentInset = replayer.adjustedContentInset
      renderer.caption = PictureCaption(document: document, path: scenario)
      title = document.name
    }
    var page = DiffPage(old: old, new: new, initialBounds: bounds)
    page.renderer = renderer
    page.oldName = oldPath
    page.newName = newPath
    return page.html(title: title)
  }

  /// Writes `text` to `-o` or standard output; false (with the reason said) when it cannot.
  func write(_ text: String) -> Bool {
    guard let path = options.output, path != "-" else {
      let output = FileDescriptorOutput()
      output.write(text)
      if let failure = output.failure {
        return OutputFailure.exitStatus(failure, printError: printError) == 0
      }
      return true
    }
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return true
    } catch {
      printError("scrollsim: cannot write '\(path)'\n")
      return false
    }
  }
}
