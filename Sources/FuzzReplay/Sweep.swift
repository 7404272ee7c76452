import Dispatch
import Foundation
import FuzzSupport

/// `FuzzReplay --sweep`: replays generated scenarios `start..<start+count` of a seed in child
/// processes (`SweepChild`), `batch` at a time and `jobs` at once, so that a trap is counted, not
/// fatal: the child that trapped is replaced and goes on after the scenario that trapped. Prints
/// the number of signals, hangs, stream problems and refused scenarios, each distinct finding with
/// the command that builds its scenario again, and exits 1 when there is any.
enum Sweep {
  static func run(_ options: SweepOptions) -> Int32 {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let began = Date()
    let tally = SweepTally()
    let end = options.start + options.count
    let chunks = stride(from: options.start, to: end, by: options.batch).map {
      $0..<min($0 + options.batch, end)
    }
    let nextChunk = NSLock()
    nonisolated(unsafe) var taken = 0
    DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in
      while true {
        let chunk: Range<Int>? = nextChunk.withLock {
          defer { taken += 1 }
          return taken < chunks.count ? chunks[taken] : nil
        }
        guard let chunk else { return }
        runChunk(chunk, executable: executable, options: options, tally: tally)
      }
    }
    return report(options, tally: tally, seconds: Date().timeIntervalSince(began))
  }

  /// Replays `chunk` in one child, and in a new one after each scenario that ended a child.
  static func runChunk(
    _ chunk: Range<Int>, executable: URL, options: SweepOptions, tally: SweepTally
  ) {
    var from = chunk.lowerBound
    while from < chunk.upperBound {
      var running: Int?
      var done = false
      let child = ChildProcess(
        executable: executable,
        arguments: ["--sweep-child", "\(options.seed)", "\(from)", "\(chunk.upperBound)"],
        timeout: options.timeout)
      let outcome: ChildProcess.Outcome
      do {
        outcome = try child.run { line in
          let words = line.split(separator: " ", maxSplits: 2).map(String.init)
          let index = words.count > 1 ? Int(words[1]) : nil
          switch words.first {
          case "begin": running = index
          case "problem":
            let message = words.count > 2 ? words[2] : ""
            tally.add(
              .init(index: index ?? -1, kind: SweepTally.kind(ofProblem: message), message: message)
            )
          case "ok":
            running = nil
            let count = tally.finished(
              index ?? -1, milliseconds: words.count > 2 ? Int(words[2]) ?? 0 : 0)
            if count % 5_000 == 0 { progress(count, options: options, tally: tally) }
          case "done": done = true
          default: break
          }
        }
      } catch {
        tally.add(.init(index: from, kind: .other, message: "cannot start a child: \(error)"))
        return
      }
      if done { return }
      guard let culprit = running else {
        tally.add(
          .init(
            index: from, kind: .other,
            message: "a child ended (status \(outcome.status)) between scenarios"))
        return
      }
      tally.add(finding(culprit, outcome))
      _ = tally.finished(culprit, milliseconds: 0)
      from = culprit + 1
    }
  }

  /// What ended the child that was replaying scenario `index`.
  static func finding(_ index: Int, _ outcome: ChildProcess.Outcome) -> SweepTally.Finding {
    let said = outcome.stderr.split(whereSeparator: \.isNewline)
    let message =
      (said.first { $0.contains("Fatal error") || $0.contains("error:") } ?? said.first)
      .map(String.init) ?? ""
    if outcome.timedOut {
      return .init(index: index, kind: .hang, message: "no answer within the timeout")
    }
    guard outcome.signal else {
      return .init(index: index, kind: .other, message: "exit \(outcome.status): \(message)")
    }
    return .init(
      index: index, kind: .signal,
      message: "signal \(outcome.status) (\(signalName(outcome.status))): \(message)")
  }

  static func signalName(_ number: Int32) -> String {
    switch number {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGSEGV: "SIGSEGV"
    case SIGKILL: "SIGKILL"
    default: "signal \(number)"
    }
  }

  static func progress(_ count: Int, options: SweepOptions, tally: SweepTally) {
    let found = tally.snapshot.findings.count
    FileHandle.standardError.write(
      Data("sweep: \(count) of \(options.count) scenarios, \(found) findings\n".utf8))
  }

  /// The summary on stdout, each distinct finding once with where it was first seen; 0 when the
  /// sweep found nothing.
  static func report(_ options: SweepOptions, tally: SweepTally, seconds: Double) -> Int32 {
    let (findings, completed, slowest, total) = tally.snapshot
    var lines = [
      "sweep: seed \(options.seed), scenarios \(options.start)..<\(options.start + options.count)"
        + " (\(completed) replayed), \(options.jobs) jobs, \(Int(seconds.rounded())) s wall time,"
        + " \(total / max(completed, 1)) ms per scenario on average,"
        + " slowest #\(slowest.0) \(slowest.1) ms"
    ]
    for kind in SweepTally.Finding.Kind.allCases {
      lines.append("\(kind.rawValue): \(findings.filter { $0.kind == kind }.count)")
    }
    var groups: [String: [SweepTally.Finding]] = [:]
    var order: [String] = []
    for finding in findings {
      let key = "\(finding.kind.rawValue): \(SweepTally.group(finding.message))"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(finding)
    }
    for key in order {
      let members = groups[key] ?? []
      let first = members.prefix(5).map { "#\($0.index)" }.joined(separator: ", ")
      lines.append("- \(members.count)x [\(members[0].kind.rawValue)] \(members[0].message)")
      lines.append(
        "  at \(first)\(members.count > 5 ? ", ..." : ""); the scenario: "
          + "FuzzReplay --generate \(options.seed) \(members[0].index)"
      )
      if let folder = options.findings { save(members.prefix(3), seed: options.seed, in: folder) }
    }
    print(lines.joined(separator: "\n"))
    return findings.isEmpty ? 0 : 1
  }

  /// Writes the scenarios of `findings` to `folder` as `seed-S-INDEX.yaml`.
  static func save(_ findings: ArraySlice<SweepTally.Finding>, seed: UInt64, in folder: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for finding in findings {
      let text =
        "# \(finding.kind.rawValue): \(finding.message.prefix(300))\n"
        + SweepScenario.file(seed: seed, index: finding.index)
      let path = "\(folder)/seed-\(seed)-\(finding.index).yaml"
      if !FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
        FileHandle.standardError.write(Data("sweep: cannot write \(path)\n".utf8))
      }
    }
  }
}
