import EventStream
import Foundation
import Replay
import Scenario

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
  /// A worker keeps the documents it has read, and by now every worker has replayed these files
  /// (the figure's rounds sent each several times), so the daemon's own work is what it spends
  /// beyond replaying alone.
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
    let own = daemon.total - replay
    return "daemon CPU per replay: \(formatSeconds(daemon.total)) (server "
      + "\(formatSeconds(daemon.server)), workers \(formatSeconds(daemon.workers))); the same"
      + " replay in this process: \(formatSeconds(read + replay)) (reading the scenario "
      + "\(formatSeconds(read)), replaying and writing \(formatSeconds(replay))); a worker reads"
      + " each file once, so the daemon's own work is the rest beyond replaying: "
      + "\(formatSeconds(own))" + String(format: " (%.0f %% of its CPU)", own / daemon.total * 100)
  }
}
