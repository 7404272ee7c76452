import EventStream
import Foundation
import LayoutKit
@_exported import Layouts
import Replay
import Scenario
import Simulator

/// Replays scenarios in a user's own tests, with the layouts this build registers, the user's
/// own kinds (`layouts:`), or the user's own layout class in place of the scenario's kind
/// (`layout:`), and optionally the user's delegate and data source.
public enum ScenarioReplay {
  /// What a replay is given beside the scenario: the user's kinds, layout, delegate and data
  /// source (docs/testing.md, "Your own layout").
  public struct Options {
    /// Kinds a scenario may name beside the built-in ones, by name.
    public var layouts: [String: CustomLayoutKind]
    /// Makes the layout in place of the scenario's `kind` (whose flow keys still apply to a
    /// FlowLayout subclass).
    public var layout: (() -> CollectionViewLayout)?
    /// Makes the collection view's delegate from the scenario's answers (item sizes from
    /// `data`, per-section values from `layout.sections`, as a flow delegate) and the layout, so
    /// that a layout casting `collectionView.delegate` to its own protocol finds the user's
    /// object, and a layout with a delegate property of its own can be given it.
    public var delegate:
      ((CollectionViewDelegateFlowLayout, CollectionViewLayout) -> CollectionViewDelegate)?
    /// Makes the collection view's data source: its counts replace the scenario's `data`, and
    /// are checked after every update as UIKit checks them.
    public var dataSource: (() -> CollectionViewDataSource)?

    /// Options with the given parts; every one is optional.
    public init(
      layouts: [String: CustomLayoutKind] = [:], layout: (() -> CollectionViewLayout)? = nil,
      delegate: (
        (CollectionViewDelegateFlowLayout, CollectionViewLayout) -> CollectionViewDelegate
      )? = nil,
      dataSource: (() -> CollectionViewDataSource)? = nil
    ) {
      self.layouts = layouts
      self.layout = layout
      self.delegate = delegate
      self.dataSource = dataSource
    }
  }

  /// Replays the scenario file at `path`. `layout` makes the layout in place of the scenario's
  /// `kind` (whose flow keys still apply to a FlowLayout subclass).
  public static func run(
    file path: String, traceCalls: Bool = false, layout: (() -> CollectionViewLayout)? = nil
  ) throws(ScenarioError) -> ReplayLog {
    try run(file: path, traceCalls: traceCalls, options: Options(layout: layout))
  }

  /// Replays scenario text; `name` stands for its file in errors and golden reports.
  public static func run(
    yaml: String, name: String = "scenario.yaml", traceCalls: Bool = false,
    layout: (() -> CollectionViewLayout)? = nil
  ) throws(ScenarioError) -> ReplayLog {
    try run(yaml: yaml, name: name, traceCalls: traceCalls, options: Options(layout: layout))
  }

  /// Replays the scenario file at `path` with the user's kinds, layout, delegate or data source.
  /// A kind name that is taken or that a scenario cannot write is a `ScenarioError` at the
  /// file's first line.
  public static func run(file path: String, traceCalls: Bool = false, options: Options)
    throws(ScenarioError) -> ReplayLog
  {
    let registry = try registry(options, file: path)
    let document = try ScenarioDocument.load(path: path, registry: registry)
    return replay(document, file: path, traceCalls: traceCalls, options: options)
  }

  /// Replays scenario text with the user's kinds, layout, delegate or data source.
  public static func run(
    yaml: String, name: String = "scenario.yaml", traceCalls: Bool = false, options: Options
  ) throws(ScenarioError) -> ReplayLog {
    let registry = try registry(options, file: name)
    let document = try ScenarioDocument.parse(Array(yaml.utf8), file: name, registry: registry)
    return replay(document, file: name, traceCalls: traceCalls, options: options)
  }

  static func registry(_ options: Options, file: String) throws(ScenarioError) -> LayoutRegistry {
    do {
      return try LayoutRegistry.builtIn.adding(options.layouts)
    } catch {
      throw ScenarioError(file: file, line: 1, column: 1, message: error.message)
    }
  }

  static func replay(
    _ document: ScenarioDocument, file: String, traceCalls: Bool, options: Options
  ) -> ReplayLog {
    let output = MemoryOutput()
    let sink = CollectingSink(writer: JSONLinesWriter(output: output))
    let replayer = Replayer(
      document: document, sink: sink, traceCalls: traceCalls,
      overrides: ReplayOverrides(
        layout: options.layout, delegate: options.delegate, dataSource: options.dataSource))
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
