import Dispatch
import Foundation
import LayoutKit
import Simulator

/// Memory figures, each case in a child process of its own (`Benchmarks --memory-case KIND N`)
/// so that no memory freed by another case is reused: the growth of the resident set (VmRSS)
/// while the case builds a collection view and runs its first pass, divided by what it holds;
/// for a section insert, how far the high-water mark (VmHWM, reset through
/// /proc/self/clear_refs) rises during the update.
enum MemoryBenchmarks {
  /// What a child builds.
  enum Case: String {
    /// N items of one size in one section: the data is a count, so all of it is layout.
    case uniformItems = "uniform-items"
    /// N items of seeded, varied sizes in one section; the sizes (the data) are made before the
    /// first reading, so only what laying them out adds is counted.
    case variedItems = "varied-items"
    /// N one-item sections, then one section inserted at 0; the data is counted, as it is part
    /// of what a section costs.
    case sections
  }

  /// Kilobytes the child reports: before, once laid out, and the peak of its update.
  struct Reading {
    var before: Double
    var built: Double
    var peak: Double

    /// Bytes per element held once laid out.
    func bytes(per count: Int) -> Double { (built - before) * 1024 / Double(count) }
  }

  /// Memory per laid-out item at 1M items (uniform, and varied), and per section at 1M one-item
  /// sections with its rise during a section insert.
  static func figures() -> [Figure] {
    let million = LayoutBenchmarks.million
    let uniform = Rounds.repeated { reading(.uniformItems, million)?.bytes(per: million) ?? .nan }
    let varied = Rounds.repeated { reading(.variedItems, million)?.bytes(per: million) ?? .nan }
    let sections = Rounds.repeated { reading(.sections, million) }.compactMap { $0 }
    return [
      Figure(
        "memory per laid-out item, 1M uniform items (goal ~0)", measured: "resident", .bytes,
        values: uniform, goal: .atMost(1)),
      Figure(
        "memory per laid-out item, 1M items of varied sizes (their sizes not counted)",
        measured: "resident", .bytes, values: varied, goal: .atMost(32)),
      Figure(
        "memory per section, 1M one-item sections (data counted)", measured: "resident", .bytes,
        values: sections.map { $0.bytes(per: million) }, goal: .atMost(200)),
      Figure(
        "peak memory during one section insert / memory of 1M one-item sections",
        measured: "peak / held", .times,
        values: sections.map { ($0.peak - $0.before) / ($0.built - $0.before) }, goal: .atMost(1.3)),
    ]
  }

  /// Runs `kind` at `count` in a child process and reads its line.
  static func reading(_ kind: Case, _ count: Int) -> Reading? {
    guard
      let output = ChildProcess.run(
        CommandLine.arguments[0], ["--memory-case", kind.rawValue, String(count)])
    else { return nil }
    let fields = String(decoding: output, as: UTF8.self).split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard fields.count == 3 else { return nil }
    return Reading(before: fields[0], built: fields[1], peak: fields[2])
  }

  /// The child's side: builds the case and prints `BEFORE BUILT PEAK` in kilobytes.
  static func runCase(_ name: String, _ count: Int) {
    guard let kind = Case(rawValue: name), count > 0,
      // What any collection view costs once (the run loop's threads, the allocator's arenas, the
      // code's first touch) is paid before the first reading, so only what grows with `count`
      // is counted.
      let warmUp = Fixture(items: 1, perSection: 1)
    else { return }
    var data: [SectionData]
    var before = 0.0
    switch kind {
    case .uniformItems:
      before = residentKilobytes("VmRSS")
      data = [SectionData(count: count)]
    case .variedItems:
      let sizes = (0..<count).map { CGSize?(CGSize(width: 120, height: 80 + Double($0 % 7) * 10)) }
      data = [SectionData(count: count, itemSizes: sizes)]
      before = residentKilobytes("VmRSS")
    case .sections:
      before = residentKilobytes("VmRSS")
      data = Array(repeating: SectionData(count: 1), count: count)
    }
    guard let fixture = Fixture(data: data) else { return }
    data = []
    let built = residentKilobytes("VmRSS")
    var peak = built
    if kind == .sections {
      // Writing 5 resets the high-water mark to the current resident set.
      try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
      _ = fixture.updateSeconds(BatchUpdate([.insertSections([0])]))
      peak = residentKilobytes("VmHWM")
    }
    print("\(Int(before)) \(Int(built)) \(Int(peak))")
    keep((fixture, warmUp))
  }

  /// A line of /proc/self/status, in kilobytes.
  static func residentKilobytes(_ key: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
      return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}
