import Foundation

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
