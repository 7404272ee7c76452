import EventStream
import Foundation
import ScrollSimTesting
import SeededRandom
import Simulator
import Testing

/// Seeded sequences of snapshots applied to a replayed collection view (issue 23, item 6): every
/// batch is accepted (no `error` event), after every apply the visible elements, their frames
/// and their identifiers are those of a fresh layout of the new snapshot at the same offset, no
/// item that survives an apply is deleted by it (outside a deleted section), and a second replay
/// writes the same bytes.
@Suite struct DiffableReplayPropertyTests {
  /// The snapshot as the test keeps it: section identifiers and their items.
  typealias Model = [(section: String, items: [String])]

  static func yaml(_ model: Model) -> String {
    "["
      + model.map { "{id: \($0.section), items: [\($0.items.joined(separator: ", "))]}" }
      .joined(separator: ", ") + "]"
  }

  static func scenario(_ model: Model, offset: Double, steps: [String]) -> String {
    """
    name: diffable-property
    collectionView: {size: [320, 400], contentOffset: [0, \(offset)]}
    layout: {kind: flow, itemSize: [150, 30], minimumLineSpacing: 4, headerReferenceSize: [320, 20]}
    data: {sections: \(yaml(model))}
    steps:
    \(steps.map { "  - " + $0 }.joined(separator: "\n"))

    """
  }

  /// A random next snapshot: items deleted, inserted, moved within and across sections, sections
  /// added, deleted and moved, within 10 sections and 200 items.
  static func change(_ model: Model, next: inout Int, _ generator: inout SeededGenerator) -> Model {
    var result = model
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let total = result.reduce(0) { $0 + $1.items.count }
      switch Int.random(in: 0..<7, using: &generator) {
      case 0 where result.count < 10:
        next += 1
        result.insert(("n\(next)", []), at: Int.random(in: 0...result.count, using: &generator))
      case 1 where result.count > 1:
        result.remove(at: Int.random(in: 0..<result.count, using: &generator))
      case 2 where result.count > 1:
        let moved = result.remove(at: Int.random(in: 0..<result.count, using: &generator))
        result.insert(moved, at: Int.random(in: 0...result.count, using: &generator))
      case 3 where total < 200:
        let section = Int.random(in: 0..<result.count, using: &generator)
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          next += 1
          result[section].items.insert(
            "i\(next)", at: Int.random(in: 0...result[section].items.count, using: &generator))
        }
      case 4:
        for section in result.indices {
          result[section].items.removeAll { _ in Int.random(in: 0..<6, using: &generator) == 0 }
        }
      case 5:
        let section = Int.random(in: 0..<result.count, using: &generator)
        result[section].items.shuffle(using: &generator)
      default:
        // One item moves to another section (a favourite).
        let from = Int.random(in: 0..<result.count, using: &generator)
        let to = Int.random(in: 0..<result.count, using: &generator)
        guard !result[from].items.isEmpty else { continue }
        let item = result[from].items.remove(
          at: Int.random(in: 0..<result[from].items.count, using: &generator))
        result[to].items.insert(
          item, at: Int.random(in: 0...result[to].items.count, using: &generator))
      }
    }
    return result
  }

  /// The `snapshot` events of a log, each as comparable text (ids, identifiers, attributes).
  static func snapshots(_ log: ReplayLog) -> [String] {
    log.events.compactMap { event in
      guard case .snapshot(_, let elements) = event.payload else { return nil }
      return zip(elements, event.snapshotIdentifiers ?? []).map {
        "\($0.0.id)=\($0.1)@\($0.0.attrs.frame)"
      }.joined(separator: " ")
    }
  }

  /// The content offset after each step: the last `scroll` event's.
  static func offsets(_ log: ReplayLog, steps: Int) -> [Double] {
    var offset = 0.0
    var result = [Double](repeating: 0, count: steps)
    var step = 0
    for event in log.events {
      while step < event.step, step < steps {
        result[step] = offset
        step += 1
      }
      if case .scroll(let point, _) = event.payload { offset = point.y }
    }
    while step < steps {
      result[step] = offset
      step += 1
    }
    return result
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6]) func appliedSnapshotsLookLikeFreshLayouts(
    seed: UInt64
  )
    throws
  {
    var generator = SeededGenerator(seed: 0xD1FF_5EED &+ seed)
    var next = 0
    var model: Model = [("s0", (0..<12).map { "a\($0)" }), ("s1", (0..<9).map { "b\($0)" })]
    let start = model
    var models: [Model] = []
    var steps: [String] = []
    for index in 0..<60 {
      model = Self.change(model, next: &next, &generator)
      models.append(model)
      let animated = Bool.random(using: &generator)
      steps.append("apply: {snapshot: \(Self.yaml(model)), animatingDifferences: \(animated)}")
      steps.append("snapshot: {}")
      if index % 5 == 4 {
        steps.append("scroll: {to: [0, \(Int.random(in: 0...300, using: &generator))]}")
      }
    }
    let yaml = Self.scenario(start, offset: 0, steps: steps)
    let log = try ScenarioReplay.run(yaml: yaml)
    #expect(log.failures.isEmpty, "\(log.failures)")
    // A second replay writes the same bytes.
    #expect(try ScenarioReplay.run(yaml: yaml).jsonLines == log.jsonLines)
    // An item that is in both snapshots of an apply is never deleted by it, unless its old
    // section was deleted or it went to a new section (the cases UIKit's validation forces).
    var previous = start
    var applyIndex = 0
    for (stepIndex, step) in steps.enumerated() where step.hasPrefix("apply") {
      let new = models[applyIndex]
      let oldSections = Set(previous.map(\.section))
      let newSectionOf = Dictionary(
        uniqueKeysWithValues: new.flatMap { section in section.items.map { ($0, section.section) } }
      )
      let oldSectionOf = Dictionary(
        uniqueKeysWithValues: previous.flatMap { section in
          section.items.map { ($0, section.section) }
        })
      let newSections = Set(new.map(\.section))
      // The deletes of the apply's `update` event, named by the items they delete.
      for event in log.events where event.step == stepIndex {
        guard case .update(let items) = event.payload else { continue }
        for item in items where item.action == "delete" {
          let parts = (item.before ?? "").split(separator: "/")
          guard parts.count == 3, parts[0] == "cell", let section = Int(parts[1]),
            let index = Int(parts[2]), previous.indices.contains(section),
            previous[section].items.indices.contains(index)
          else { continue }
          let identifier = previous[section].items[index]
          guard let target = newSectionOf[identifier], let source = oldSectionOf[identifier]
          else { continue }
          #expect(
            !(newSections.contains(source) && oldSections.contains(target)),
            "apply \(applyIndex): \(identifier) survives from \(source) to \(target) but is deleted"
          )
        }
      }
      previous = new
      applyIndex += 1
    }
    let replayed = Self.snapshots(log)
    #expect(replayed.count == models.count)
    let offsets = Self.offsets(log, steps: steps.count)
    var stepIndex = 0
    for (index, model) in models.enumerated() {
      // The step after each apply is its snapshot; the offset is the one it was taken at.
      while !steps[stepIndex].hasPrefix("snapshot") { stepIndex += 1 }
      let fresh = try ScenarioReplay.run(
        yaml: Self.scenario(model, offset: offsets[stepIndex], steps: ["snapshot: {}"]))
      #expect(
        Self.snapshots(fresh).first == replayed[safe: index],
        "apply \(index) at offset \(offsets[stepIndex])")
      stepIndex += 1
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
