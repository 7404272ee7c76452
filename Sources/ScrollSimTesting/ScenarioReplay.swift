import EventStream
import Foundation
import LayoutKit
import Replay
import Scenario
import Simulator

/// Replays scenarios in a user's own tests, with the layouts this build registers or with the
/// user's own layout class.
public enum ScenarioReplay {
  /// Replays the scenario file at `path`. `layout` makes the layout in place of the scenario's
  /// `kind` (whose flow keys still apply to a FlowLayout subclass).
  public static func run(
    file path: String, traceCalls: Bool = false, layout: (() -> CollectionViewLayout)? = nil
  ) throws(ScenarioError) -> ReplayLog {
    let document = try ScenarioDocument.load(path: path)
    return replay(document, file: path, traceCalls: traceCalls, layout: layout)
  }

  /// Replays scenario text; `name` stands for its file in errors and golden reports.
  public static func run(
    yaml: String, name: String = "scenario.yaml", traceCalls: Bool = false,
    layout: (() -> CollectionViewLayout)? = nil
  ) throws(ScenarioError) -> ReplayLog {
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: name)
    return replay(document, file: name, traceCalls: traceCalls, layout: layout)
  }

  static func replay(
    _ document: ScenarioDocument, file: String, traceCalls: Bool,
    layout: (() -> CollectionViewLayout)?
  ) -> ReplayLog {
    let output = MemoryOutput()
    let sink = CollectingSink(writer: JSONLinesWriter(output: output))
    let replayer = Replayer(document: document, sink: sink, traceCalls: traceCalls)
    replayer.makeLayout = layout
    let result = replayer.run()
    return ReplayLog(
      document: document, file: file, events: sink.events, jsonLines: output.bytes,
      exitStatus: result.exitStatus)
  }
}

/// Keeps every event while writing the JSON Lines stream.
final class CollectingSink: EventSink {
  private let writer: JSONLinesWriter
  private(set) var events: [Event] = []

  init(writer: JSONLinesWriter) { self.writer = writer }

  func write(_ event: Event, seq: Int) {
    events.append(event)
    writer.write(event, seq: seq)
  }

  func flush() { writer.flush() }
}
