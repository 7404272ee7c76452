import Dispatch
import Foundation
import LayoutKit
import Layouts
import Scenario
import Simulator

/// Replays a scenario on its own run loop and writes the event stream to a sink.
///
/// Each step is a work item on the run loop's queue; the next step is scheduled only after the
/// step has finished (motions included, unless `wait: false`), so the layout passes a step caused
/// have run, and their events carry that step's index, before the next step begins.
public final class Replayer: @unchecked Sendable {
  /// How a replay ended.
  public struct Result: Sendable {
    /// Steps run.
    public var steps: Int
    /// Events written.
    public var events: Int
    /// Failed asserts and errors.
    public var failures: Int
    /// The exit status of `scrollsim replay`: 0 clean, 1 a failed assert or an error.
    public var exitStatus: Int32 { failures > 0 ? 1 : 0 }
  }

  let document: ScenarioDocument
  let sink: EventSink
  let traceCalls: Bool
  let runLoop: DispatchRunLoop
  let log: EventLog
  var collectionView: CollectionView?
  /// Seed 000's delegate: the layout holds it weakly, as the seed does.
  private var sectionBackgrounds: ConfiguredSectionBackgrounds?
  /// A custom kind's delegate: the collection view holds it weakly, as UIKit's does.
  private var customDelegate: CollectionViewDelegate?
  /// The user's data source, held here for the same reason.
  private var customDataSource: CollectionViewDataSource?
  /// The diffable data source's section snapshots and iOS behaviour (`Replayer+Diffable.swift`).
  var diffableDataSource: DiffableDataSource
  private var stepsRun = 0
  private var finished: Result?
  private let done = DispatchSemaphore(value: 0)

  /// Asked on the replay's queue before every turn of its run loop (each step, layout pass and
  /// display tick) with the virtual time; a message ends the replay there, with that `error`
  /// event and the `end` line. The daemon's cancellation and limits; nil for a plain replay.
  public var interruption: ((Double) -> String?)?
  /// The collection view's bounds before the first layout pass, for pictures drawn from the
  /// stream (which reports only changes of the offset and size).
  public private(set) var initialBounds = CGRect.zero
  /// The adjusted content inset after the first layout pass, for pictures.
  public private(set) var adjustedContentInset = EdgeInsets.zero

  /// The user's layout class, delegate and data source in place of the scenario's.
  let overrides: ReplayOverrides

  /// A replayer of `document` writing to `sink`, with `overrides` in place of the scenario's
  /// layout, delegate or data source.
  public init(
    document: ScenarioDocument, sink: EventSink, traceCalls: Bool = false, realtime: Bool = false,
    overrides: ReplayOverrides = ReplayOverrides()
  ) {
    self.document = document
    self.overrides = overrides
    self.sink = sink
    self.traceCalls = traceCalls
    runLoop = DispatchRunLoop(
      label: "scrollsim.replay.\(document.name)", frameRate: document.collectionView.frameRate,
      realtime: realtime)
    log = EventLog(sink: sink, clock: runLoop.clock)
    diffableDataSource = DiffableDataSource(
      duplicates: DuplicateInsertBehavior(iOSVersion: document.iOSVersion))
  }

  /// Runs the whole scenario and returns when the `end` event is written.
  public func run() -> Result {
    let limits = document.limits
    var stepStartFrame = 0
    var stepIndex = -1
    runLoop.shouldStop = { [weak self] in
      guard let self else { return true }
      // Once `end` is written nothing more may run: a layout pass still scheduled (a layout that
      // invalidates itself in every pass) would write after `end`, into a sink the caller is
      // already reading on its own thread.
      guard finished == nil else { return true }
      let clock = runLoop.clock
      if log.step != stepIndex {
        stepIndex = log.step
        stepStartFrame = clock.frame
      }
      let message: String? =
        if let interrupted = interruption?(clock.time) {
          interrupted
        } else if log.halted {
          ""
        } else if log.count > limits.events {
          "the replay passed its limit of \(limits.events) events (--max-events)"
        } else if clock.frame > limits.ticks {
          "the replay passed its limit of \(limits.ticks) display ticks (--max-ticks)"
        } else if clock.frame - stepStartFrame > limits.stepTicks {
          "step \(log.step) (\(log.op), line \(log.line)) passed the limit of "
            + "\(limits.stepTicks) display ticks for one step (--max-step-ticks)"
        } else {
          nil
        }
      guard let message else { return false }
      if !message.isEmpty { log.halt(message) }
      finish()
      return true
    }
    runLoop.perform { [self] in start() }
    done.wait()
    return finished ?? Result(steps: stepsRun, events: log.count, failures: log.failures)
  }

  /// The data after an update must stay within the section and item limits, as declared data
  /// must.
  static func dataLimitMessage(_ cv: CollectionView, _ limits: ScenarioLimits) -> String? {
    let sections = cv.data.count
    if sections > limits.sections {
      return "the data holds \(sections) sections; the limit is \(limits.describe(\.sections))"
    }
    let items = cv.data.reduce(0) { $0 + $1.count }
    guard items > limits.items else { return nil }
    return "the data holds \(items) items; the limit is \(limits.describe(\.items))"
  }

  private func start() {
    let spec = document.collectionView
    log.line = document.layoutLine
    log.emit(.scenario(name: document.name, layout: document.layout.kindName, version: 1))
    var made: LayoutRegistry.Made?
    let layout: CollectionViewLayout
    if let makeLayout = overrides.layout {
      layout = makeLayout()
    } else {
      guard
        let registered = document.registry.makeLayout(
          kinds: document.layout.kinds, options: document.layout.options,
          parameters: document.layout.parameters, compositional: document.layout.compositional)
      else {
        log.error("layout kind '\(document.layout.kindName)' is not available")
        finish()
        return
      }
      made = registered
      layout = registered.layout
    }
    if let flow = layout as? FlowLayout { document.layout.properties.apply(to: flow) }
    let cv = CollectionView(
      runLoop: runLoop, log: log, size: spec.size, contentOffset: spec.contentOffset,
      contentInset: spec.contentInset, safeAreaInsets: spec.safeAreaInsets,
      behavior: spec.contentInsetAdjustmentBehavior, layoutDirection: spec.layoutDirection,
      displayScale: spec.displayScale, data: document.data,
      sectionAnswers: document.layout.sections, layout: layout)
    cv.tracesCalls = traceCalls
    cv.marginsInsideSafeArea = spec.layoutMargins
    cv.preferredContentSizeCategory = spec.contentSizeCategory
    cv.maximumVisibleElements = document.limits.visibleElements
    cv.maximumLayoutItems = document.limits.layoutItems
    cv.alwaysBounceVertical = spec.alwaysBounceVertical
    cv.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
    cv.isPagingEnabled = spec.pagingEnabled
    cv.decelerationRate = DecelerationRate(rawValue: spec.decelerationRate)
    cv.physics = spec.physics
    cv.raisesOnInvalidAttributes = spec.raisesOnInvalidAttributes
    cv.bounces = spec.bounces
    // The default offset is the minimum, which the bounce flags can move before the first pass.
    if spec.contentOffset == nil { cv.bounds.origin = cv.minimumContentOffset }
    collectionView = cv
    customDataSource = made?.kind?.makeDataSource?() ?? overrides.dataSource?()
    if let customDataSource { cv.dataSource = customDataSource }
    if let made { adopt(made, cv) } else { adoptDelegate(nil, cv) }
    initialBounds = cv.bounds
    cv.layoutInitially()
    adjustedContentInset = cv.adjustedContentInset
    runStep(0)
  }

  /// Keeps what the layout holds weakly, feeds seed 000's colours from the data source, as an
  /// app's would, and gives the collection view a custom kind's delegate (made from the
  /// scenario's answers, which the collection view itself gives) or back its own.
  func adopt(_ made: LayoutRegistry.Made, _ cv: CollectionView) {
    adoptDelegate(made.kind, cv)
    sectionBackgrounds = made.sectionBackgrounds
    made.sectionBackgrounds?.colorOfSection = { [weak cv] section in
      guard let cv, cv.data.indices.contains(section) else { return nil }
      return cv.data[section].backgroundColor
    }
  }

  /// The delegate of `kind`, else the overriding one, else the scenario's answers.
  private func adoptDelegate(_ kind: CustomLayoutKind?, _ cv: CollectionView) {
    customDelegate =
      kind?.makeDelegate?(cv, cv.layout) ?? overrides.delegate?(cv, cv.layout)
    cv.delegate = customDelegate ?? cv
  }

  private func runStep(_ index: Int) {
    log.flush()
    // The step before may have grown the data past a limit.
    if let cv = collectionView, let message = Self.dataLimitMessage(cv, document.limits) {
      log.halt(message)
    }
    guard !log.halted else {
      finish()
      return
    }
    guard index < document.steps.count, let cv = collectionView else {
      runLoop.whenIdle { [self] in finish() }
      return
    }
    let step = document.steps[index]
    log.step = index
    log.line = step.line
    log.op = step.op
    log.emit(.step(op: step.op, line: step.line))
    stepsRun = index + 1
    perform(step, on: cv) { [self] failure in
      if let failure {
        if let expected = step.expectError, failure.contains(expected) {
          log.emit(
            .assert(
              passed: true, expect: .object([("expectError", .string(expected))]),
              actual: .object([("error", .string(failure))])))
        } else {
          log.error(failure)
          runLoop.whenIdle { [self] in finish() }
          return
        }
      } else if let expected = step.expectError {
        log.emit(
          .assert(
            passed: false, expect: .object([("expectError", .string(expected))]),
            actual: .object([("error", .null)])))
      }
      runLoop.perform { [self] in runStep(index + 1) }
    }
  }

  private func finish() {
    guard finished == nil else { return }
    log.emit(.end(steps: stepsRun, events: log.count + 1, failures: log.failures))
    log.flush()
    finished = Result(steps: stepsRun, events: log.count, failures: log.failures)
    done.signal()
  }
}
