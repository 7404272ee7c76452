import EventStream
import Foundation
import Layouts

/// `scrollsim check`: replays scenarios and compares each stream with its golden log.
public struct CheckCommand {
  /// The options.
  public var options: CheckOptions
  /// Where the report goes (standard output in the tool).
  public var write: (String) -> Void
  /// Where messages about the command itself go (standard error in the tool).
  public var printError: (String) -> Void
  /// The layout kinds scenarios may name: the built-in ones, and a user's own in an executable
  /// made with ScrollSimCLI.
  public var registry: LayoutRegistry

  /// A check with `options`, reporting through `write` and `printError`.
  public init(
    options: CheckOptions, registry: LayoutRegistry = .builtIn,
    write: @escaping (String) -> Void, printError: @escaping (String) -> Void = { _ in }
  ) {
    self.options = options
    self.registry = registry
    self.write = write
    self.printError = printError
  }

  /// Runs the check; the exit status: 0 when every scenario passed (or was recorded) and no file
  /// is orphaned, 1 otherwise, 2 when the paths cannot be read or the JUnit path is not a file it
  /// may replace, 3 when the JUnit report cannot be written.
  public func run() -> Int32 {
    // As ScrollSimTesting's assertMatchesGolden refuses to record on CI: a golden written by a
    // CI machine would be accepted without anyone reading it.
    if options.onCI && (options.record || options.accept) {
      let option = options.record ? "--record" : "--accept"
      printError("scrollsim: CI=true: refusing \(option) (golden logs are recorded by hand)\n")
      return 2
    }
    let catalog: ScenarioCatalog
    do {
      catalog = try ScenarioCatalog.find(options.paths)
    } catch {
      write("scrollsim: \(error.message)\n")
      return 2
    }
    // Checked before any replay, so a wrong path costs nothing.
    var report: ReportFile?
    if let junit = options.junitPath {
      do {
        report = try ReportFile(path: junit)
      } catch {
        printError(Self.junitMessage(junit, error))
        return 2
      }
    }
    if let directory = options.reportDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        printError("scrollsim: cannot create the report directory '\(directory)'\n")
        return 2
      }
    }
    if let path = options.shardStatusPath {
      // Bazel reads the file's existence as "this runner understands sharding".
      _ = FileManager.default.createFile(atPath: path, contents: Data())
    }
    let scenarios = catalog.scenarios.filter {
      options.shard.contains(URL(fileURLWithPath: $0).lastPathComponent)
    }
    let orphans = catalog.orphans.filter {
      options.shard.contains(URL(fileURLWithPath: $0).lastPathComponent)
    }
    var outcomes: [CheckOutcome] = []
    for path in scenarios {
      let outcome = check(path)
      outcomes.append(outcome)
      switch outcome.verdict {
      case .passed: break
      case .failed: write("FAIL \(path)\n\(outcome.details)")
      case .new: write("NEW  \(path)\n\(outcome.details)")
      case .recorded: write("recorded \(path)\n")
      }
    }
    for orphan in orphans {
      write("ORPHAN \(orphan): no scenario \(Self.scenarioPath(ofOutput: orphan)) beside it\n")
    }
    write(summary(outcomes, orphans: orphans.count))
    if let report {
      do {
        try report.write(JUnitReport.xml(outcomes, orphans: orphans))
      } catch {
        printError(Self.junitMessage(report.path, error))
        return 3
      }
    }
    let clean = outcomes.allSatisfy { $0.verdict == .passed || $0.verdict == .recorded }
    return clean && orphans.isEmpty ? 0 : 1
  }

  /// `check: 40 passed, 1 failed, 2 new`, and the orphans and recordings when there are any.
  func summary(_ outcomes: [CheckOutcome], orphans: Int) -> String {
    func count(_ verdict: CheckOutcome.Verdict) -> Int {
      outcomes.filter { $0.verdict == verdict }.count
    }
    var parts = ["\(count(.passed)) passed", "\(count(.failed)) failed", "\(count(.new)) new"]
    if options.record { parts.append("\(count(.recorded)) recorded") }
    if orphans > 0 { parts.append("\(orphans) orphaned") }
    let shard =
      options.shard.count > 1 ? " (shard \(options.shard.index + 1)/\(options.shard.count))" : ""
    return "check: \(parts.joined(separator: ", "))\(shard)\n"
  }

  /// Accepts a pending log if asked, replays, then records or compares.
  func check(_ path: String) -> CheckOutcome {
    let files = FileManager.default
    let run = ScenarioRun.replay(path, registry: registry)
    if options.accept, files.fileExists(atPath: run.pendingPath) {
      if let refusal = accept(run) {
        return CheckOutcome(path: path, verdict: .failed, details: refusal)
      }
    }
    var problems = ""
    if run.status != run.expectedStatus {
      let source = run.expectedStatus == 0 ? "" : " (\(run.base).status)"
      problems += "exit status \(run.status), expected \(run.expectedStatus)\(source)\n"
      problems += run.diagnostics
    }
    if options.record {
      guard run.document != nil else {
        return CheckOutcome(path: path, verdict: .failed, details: problems)
      }
      guard files.createFile(atPath: run.goldenPath, contents: Data(run.stream)) else {
        return CheckOutcome(
          path: path, verdict: .failed, details: problems + "cannot write \(run.goldenPath)\n")
      }
      _ = try? files.removeItem(atPath: run.pendingPath)
      return CheckOutcome(
        path: path, verdict: problems.isEmpty ? .recorded : .failed, details: problems)
    }
    guard let golden = files.contents(atPath: run.goldenPath) else {
      return CheckOutcome(
        path: path, verdict: .new,
        details: problems + writePending(run, "no golden log \(run.goldenPath)"))
    }
    if let report = GoldenComparison(
      golden: Array(golden), stream: run.stream, run: run.comparedScenario
    ).report {
      var outcome = CheckOutcome(
        path: path, verdict: .failed, details: problems + report + writePending(run, nil))
      if let directory = options.reportDirectory {
        let page = CheckReportPage.write(golden: Array(golden), run: run, into: directory)
        outcome.details += page.line
        outcome.reportPath = page.path
      }
      return outcome
    }
    if !problems.isEmpty { return CheckOutcome(path: path, verdict: .failed, details: problems) }
    // A pending log left by an earlier failure is stale once the golden matches again.
    _ = try? files.removeItem(atPath: run.pendingPath)
    return CheckOutcome(path: path, verdict: .passed)
  }

  /// Promotes the pending log to the golden; the reason it will not, or nil once it did. A
  /// candidate whose stream has a failed expect or an error is refused unless `NAME.status`
  /// ships the scenario failing (status 1): a golden must not record a failure by accident.
  func accept(_ run: ScenarioRun) -> String? {
    let files = FileManager.default
    guard let pending = files.contents(atPath: run.pendingPath) else {
      return "cannot read \(run.pendingPath)\n"
    }
    var failures = FailureReport(files: [run.path])
    failures.take(Array(pending))
    if !failures.lines.isEmpty && run.expectedStatus != 1 {
      return "not accepting \(run.pendingPath): its replay failed "
        + "(\(run.base).status would have to say 1)\n" + failures.text
    }
    _ = try? files.removeItem(atPath: run.goldenPath)
    do {
      try files.moveItem(atPath: run.pendingPath, toPath: run.goldenPath)
    } catch {
      return "cannot accept \(run.pendingPath)\n"
    }
    write("accepted \(run.pendingPath)\n")
    return nil
  }

  /// Writes the stream as the pending log (not on CI) and says so.
  func writePending(_ run: ScenarioRun, _ reason: String?) -> String {
    let lead = reason.map { "\($0); " } ?? ""
    guard run.document != nil else { return reason.map { "\($0)\n" } ?? "" }
    if options.onCI { return "\(lead)CI=true: no pending log written\n" }
    guard FileManager.default.createFile(atPath: run.pendingPath, contents: Data(run.stream)) else {
      return "\(lead)cannot write \(run.pendingPath)\n"
    }
    return "\(lead)wrote \(run.pendingPath) (scrollsim check --accept keeps it)\n"
  }

  /// The line that says why the JUnit report cannot go to `path`.
  static func junitMessage(_ path: String, _ failure: ReportFile.Failure) -> String {
    switch failure {
    case .refused(let why):
      "scrollsim: not writing the JUnit report to '\(path)': \(why) (a regular file or a new "
        + "path is replaced, nothing else)\n"
    case .unwritable(let why): "scrollsim: cannot write the JUnit report to '\(path)': \(why)\n"
    }
  }

  /// `NAME.yaml` for `NAME.events.jsonl` or `NAME.events.jsonl.new`.
  static func scenarioPath(ofOutput path: String) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let base = ScenarioCatalog.scenarioBase(ofOutput: name) ?? name
    return String(path.dropLast(name.count)) + base + ".yaml"
  }
}
