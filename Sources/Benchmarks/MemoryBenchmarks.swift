import Foundation
import LayoutKit
import Simulator

/// Peak memory of an update against the memory of the data it updates: each case runs in a
/// child process of its own (so no freed memory of another case is reused), builds a collection
/// view with a flow layout over the data, then performs one update. The data's memory is what
/// building it added to the resident set; the update's is how far the resident set's high-water
/// mark (VmHWM, reset through /proc/self/clear_refs) rose above that. The ratio must not grow
/// with the data.
enum MemoryBenchmarks {
  struct Case {
    var name: String
    var sections: Int
    var itemsPerSection: Int
    var update: BatchUpdate
  }

  static func cases(_ n: Int) -> [String: Case] {
    [
      "sections": Case(
        name: "\(n) one-item sections, a section inserted at 0", sections: n, itemsPerSection: 1,
        update: BatchUpdate([.insertSections([0])])),
      "items": Case(
        name: "\(n) items in one section, 100 inserted at 0", sections: 1, itemsPerSection: n,
        update: BatchUpdate([.insertItems((0..<100).map { IndexPath(item: $0, section: 0) })])),
    ]
  }

  static func run() {
    print("peak memory of one update / memory of the data (flow layout, child process each):")
    for kind in ["sections", "items"] {
      for n in [10_000, 100_000, 1_000_000] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--memory-case", kind, String(n)]
        let out = Pipe()
        process.standardOutput = out
        do { try process.run() } catch {
          print("  could not start the child: \(error)")
          return
        }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print("  " + text.trimmingCharacters(in: .newlines))
      }
    }
  }

  /// The child's side: one case, one line.
  static func runCase(_ kind: String, _ n: Int) {
    guard let c = cases(n)[kind] else { return }
    let base = residentKilobytes("VmRSS")
    let runLoop = DispatchRunLoop(label: "bench.memory", frameRate: 60)
    let log = EventLog(sink: UpdateBenchmarks.Discard(), clock: runLoop.clock)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 120, height: 50)
    let data = [SectionData](repeating: SectionData(count: c.itemsPerSection), count: c.sections)
    let cv = CollectionView(
      runLoop: runLoop, log: log, size: CGSize(width: 390, height: 844), contentOffset: nil,
      contentInset: .zero, safeAreaInsets: .zero, behavior: .never, layoutDirection: .leftToRight,
      displayScale: 3, data: data, sectionAnswers: [:], layout: layout)
    runLoop.queue.sync { cv.layoutInitially() }
    let built = residentKilobytes("VmRSS")
    // Writing 5 resets the high-water mark to the current resident set.
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let done = DispatchSemaphore(value: 0)
    runLoop.queue.sync {
      cv.performBatchUpdates(c.update, newData: nil, animated: false, duration: 0) { _ in
        done.signal()
      }
    }
    done.wait()
    let peak = residentKilobytes("VmHWM")
    let dataKB = max(1, built - base)
    let updateKB = max(0, peak - built)
    print(
      "\(c.name): data \(dataKB / 1024) MB, update peak +\(updateKB / 1024) MB, "
        + String(format: "%.2fx", Double(updateKB) / Double(dataKB)))
    withExtendedLifetime(cv) {}
  }

  /// A line of /proc/self/status, in kilobytes.
  static func residentKilobytes(_ key: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}
