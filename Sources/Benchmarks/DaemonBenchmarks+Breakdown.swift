import EventStream
import Foundation
import Replay
import Scenario

/// CPU seconds (user and system) of the server and of its workers.
struct CPUTime {
  var server = 0.0
  var workers = 0.0

  var total: Double { server + workers }

  static func + (left: CPUTime, right: CPUTime) -> CPUTime {
    CPUTime(server: left.server + right.server, workers: left.workers + right.workers)
  }

  static func - (left: CPUTime, right: CPUTime) -> CPUTime {
    CPUTime(server: left.server - right.server, workers: left.workers - right.workers)
  }

  static func * (time: CPUTime, factor: Double) -> CPUTime {
    CPUTime(server: time.server * factor, workers: time.workers * factor)
  }

  /// The CPU seconds process `pid` has used so far (fields 14 and 15 of /proc/PID/stat).
  static func ofProcess(_ pid: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return 0 }
    // After the name in parentheses, the fields start at the third: utime is the 12th of these.
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return 0
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The children of process `pid`, whichever of its threads started them.
  static func children(of pid: pid_t) -> [pid_t] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task -> [pid_t] in
      let list =
        (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8))
      return (list ?? "").split(separator: " ").compactMap { pid_t($0) }
    }
  }

  /// This process's CPU seconds so far, every thread counted.
  static func ofThisProcess() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}

extension DaemonBenchmarks.RunningServer {
  /// The CPU the server and its workers have used so far.
  func cpuSeconds() -> CPUTime {
    CPUTime(
      server: CPUTime.ofProcess(pid),
      workers: CPUTime.children(of: pid).map(CPUTime.ofProcess).reduce(0, +))
  }
}

extension DaemonBenchmarks {
  /// Where a replay through the daemon spends its CPU: the server's and the workers' CPU per
  /// replay over ten times the jobs (the kernel counts CPU time in ticks of 10 ms), against the
  /// same replays in this process, one at a time, reading the scenario and then replaying it into
  /// the JSON Lines writer. CPU, not wall time, so that the machine's other load does not count.
  static func breakdown(
    _ jobs: [Job], server: RunningServer, requests: [[UInt8]], clients: Int
  ) -> String {
    let before = server.cpuSeconds()
    inParallel(clients, requests.count * 10) {
      keep(server.exchange(requests[$0 % requests.count]))
    }
    let daemon = (server.cpuSeconds() - before) * (1 / Double(requests.count * 10))
    let texts = jobs.map { Array(FileManager.default.contents(atPath: $0.path) ?? Data()) }
    var reading: [Double] = []
    var replaying: [Double] = []
    for _ in 0..<Rounds.count {
      var documents: [ScenarioDocument] = []
      var start = CPUTime.ofThisProcess()
      for (job, text) in zip(jobs, texts) {
        if let document = try? ScenarioDocument.parse(text, file: job.path) {
          documents.append(document)
        }
      }
      reading.append(CPUTime.ofThisProcess() - start)
      start = CPUTime.ofThisProcess()
      for (job, document) in zip(jobs, documents) {
        let output = MemoryOutput()
        let writer = JSONLinesWriter(output: output)
        _ = Replayer(document: document, sink: writer, traceCalls: job.flags.contains("calls"))
          .run()
        writer.flush()
        keep(output.bytes.count)
      }
      replaying.append(CPUTime.ofThisProcess() - start)
    }
    let count = Double(jobs.count)
    let read = Sample(values: reading).median / count
    let replay = Sample(values: replaying).median / count
    let own = daemon.total - read - replay
    return "daemon CPU per replay: \(formatSeconds(daemon.total)) (server "
      + "\(formatSeconds(daemon.server)), workers \(formatSeconds(daemon.workers))); the same"
      + " replay in this process: \(formatSeconds(read + replay)) (reading the scenario "
      + "\(formatSeconds(read)), replaying and writing \(formatSeconds(replay))); the daemon's own"
      + " work, the rest: \(formatSeconds(own))"
      + String(format: " (%.0f %% of its CPU)", own / daemon.total * 100)
  }
}
