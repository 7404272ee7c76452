import Foundation

/// The options of `FuzzReplay --sweep` (docs/testing.md).
struct SweepOptions {
  var seed: UInt64 = 1
  var start = 0
  var count = 1_000
  /// Child processes at once.
  var jobs = 1
  /// Scenarios per child process.
  var batch = 250
  /// Seconds without a word from a child (one scenario's replay) before it is killed and the
  /// scenario counted as a hang.
  var timeout = 120.0
  /// Where the scenario of each finding is written, when given.
  var findings: String?

  static let usage = """
    usage: FuzzReplay --sweep [--seed S] [--start I] [--count N] [--jobs J] [--batch B]
                              [--timeout SECONDS] [--findings DIR]
    """

  /// The options of `arguments` (after `--sweep`); nil when one is wrong.
  static func parse(_ arguments: [String]) -> SweepOptions? {
    var options = SweepOptions()
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { return nil }
      switch flag {
      case "--seed": options.seed = UInt64(value) ?? 0
      case "--start": options.start = Int(value) ?? -1
      case "--count": options.count = Int(value) ?? -1
      case "--jobs": options.jobs = Int(value) ?? 0
      case "--batch": options.batch = Int(value) ?? 0
      case "--timeout": options.timeout = Double(value) ?? 0
      case "--findings": options.findings = value
      default: return nil
      }
    }
    guard options.start >= 0, options.count >= 0, options.jobs >= 1, options.batch >= 1,
      options.timeout > 0
    else { return nil }
    return options
  }
}

/// What a sweep found, gathered from its child processes (on several threads, hence the lock).
final class SweepTally: @unchecked Sendable {
  /// One scenario that broke a promise.
  struct Finding {
    enum Kind: String, CaseIterable {
      case signal = "signals"
      case hang = "hangs"
      case stream = "stream problems"
      case refused = "refused scenarios"
      case other = "other problems"
    }
    var index: Int
    var kind: Kind
    var message: String
  }

  private let lock = NSLock()
  private var findings: [Finding] = []
  private var completed = 0
  private var slowest = (index: -1, milliseconds: 0)
  private var totalMilliseconds = 0

  func add(_ finding: Finding) {
    lock.withLock { findings.append(finding) }
  }

  /// Records a scenario whose replay ended (with or without a problem); the count so far.
  func finished(_ index: Int, milliseconds: Int) -> Int {
    lock.withLock {
      completed += 1
      totalMilliseconds += milliseconds
      if milliseconds > slowest.milliseconds { slowest = (index, milliseconds) }
      return completed
    }
  }

  /// The findings in scenario order, the scenarios replayed, the slowest (index, milliseconds)
  /// and the milliseconds of all of them.
  var snapshot: (findings: [Finding], completed: Int, slowest: (Int, Int), total: Int) {
    lock.withLock {
      (
        findings.sorted { $0.index < $1.index }, completed, (slowest.index, slowest.milliseconds),
        totalMilliseconds
      )
    }
  }

  /// A problem line's kind: the stream checks' own words say which.
  static func kind(ofProblem message: String) -> Finding.Kind {
    if message.hasPrefix("the generated scenario is refused") { return .refused }
    let streamWords = ["invalid stream", "the text format", "the Chrome trace", "a second replay"]
    return streamWords.contains { message.hasPrefix($0) } ? .stream : .other
  }

  /// A message with its numbers blanked, so that one bug found at many indexes is one group.
  static func group(_ message: String) -> String {
    var result = ""
    var lastWasDigit = false
    for character in message {
      if character.isNumber {
        if !lastWasDigit { result.append("N") }
        lastWasDigit = true
      } else {
        result.append(character)
        lastWasDigit = false
      }
    }
    return String(result.prefix(160))
  }
}
