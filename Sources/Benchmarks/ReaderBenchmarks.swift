import CYAML
import Foundation
import Scenario

/// The scenario reader's throughput: a scenario of about 1 MB parsed and validated into a
/// `ScenarioDocument`, against libyaml producing the same text's events and nothing else (the
/// floor any reader over libyaml stands on). MB are 10^6 bytes.
enum ReaderBenchmarks {
  /// A valid scenario of `steps` steps, cycling through the forms shipped scenarios use most:
  /// scrolls, element and count expectations, waits, flings, content offset checks.
  static func scenario(steps: Int) -> [UInt8] {
    var text = """
      name: reader-throughput
      description: >
        Generated for the reader benchmark: the steps shipped scenarios use most, over and over.
      collectionView: {size: [390, 844], displayScale: 3}
      layout:
        kind: [section-backgrounds, separators, pinned-headers]
        itemSize: [120, 120]
        minimumLineSpacing: 10
        sectionInset: [0, 10, 10, 10]
        headerReferenceSize: [0, 40]
        pinnedSections: [0, 1, 2]
      data:
        sections: [1000, 1000, 1000]
      steps:

      """
    for index in 0..<steps {
      let offset = (index * 37) % 30_000
      switch index % 6 {
      case 0: text += "  - scroll: {to: [0, \(offset)]}\n"
      case 1:
        text += "  - expect: {element: cell/1/\(index % 1000), frame: [10, \(offset), 120, 120]}\n"
      case 2: text += "  - expect: {count: {decoration/background: 2, decoration/separator: 7}}\n"
      case 3: text += "  - wait: {frames: \(index % 5 + 1)}\n"
      case 4: text += "  - fling: {velocity: [0, \(offset % 4000 + 500)], wait: false}\n"
      default: text += "  - expect: {contentOffset: [0, \(offset)]}\n"
      }
    }
    return Array(text.utf8)
  }

  static func figure() -> Figure? {
    let text = scenario(steps: 20_000)
    do {
      _ = try ScenarioDocument.parse(text, file: "reader-throughput.yaml")
    } catch {
      print("reader: skipped, the generated scenario does not read: \(error)")
      return nil
    }
    let megabytes = Double(text.count) / 1e6
    let rounds = Rounds.interleaved(
      { megabytes / cpuSeconds { keep(try? ScenarioDocument.parse(text, file: "reader.yaml")) } },
      { megabytes / cpuSeconds { keep(eventCount(text)) } })
    return Figure(
      String(format: "scenario reader, parse and validate (%.1f MB)", megabytes),
      a: ("reader", .megabytesPerSecond), b: ("libyaml events", .megabytesPerSecond),
      rounds: rounds, figure: .megabytesPerSecond, goal: .atLeast(15),
      value: { reader, _ in reader })
  }

  /// Parses `text` with libyaml's event API alone, counting the events.
  static func eventCount(_ text: [UInt8]) -> Int {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return 0 }
    defer { yaml_parser_delete(&parser) }
    return text.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var count = 0
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        count += 1
        let ended = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        if ended { break }
      }
      return count
    }
  }
}
