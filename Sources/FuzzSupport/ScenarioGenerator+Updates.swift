extension ScenarioGenerator {
  /// An index path of the model: an existing item when `existing`, else a place to insert at;
  /// once in a while one that is out of range.
  mutating func indexPath(existing: Bool) -> (section: Int, item: Int) {
    if counts.isEmpty || choices.oneIn(12) {
      return (choices.below(counts.count + 2), choices.below(4))
    }
    let section = choices.below(counts.count)
    let limit = existing ? counts[section] : counts[section] + 1
    return (section, choices.below(max(limit, 1)))
  }

  func path(_ place: (section: Int, item: Int)) -> String { "[\(place.section), \(place.item)]" }

  /// Distinct items of one section of the model (existing ones, or places in the section as it
  /// will be after `count` inserts), in the order UIKit would not sort them.
  mutating func items(in section: Int, count: Int, existing: Bool) -> [Int] {
    let limit = counts[section] + (existing ? 0 : count)
    guard limit > 0 else { return [] }
    var chosen: [Int] = []
    for _ in 0..<count {
      let item = choices.below(limit)
      if !chosen.contains(item) { chosen.append(item) }
    }
    return chosen
  }

  /// One update step's parameters, applied to the model.
  mutating func update(_ op: String) -> String {
    if choices.oneIn(4) { return sectionUpdate(op) }
    if op != "move", !counts.isEmpty, choices.oneIn(4) {
      // Several items of one section in one step.
      let section = choices.below(counts.count)
      let items = items(in: section, count: 2 + choices.below(3), existing: op != "insert")
      if op == "insert" { counts[section] += items.count }
      if op == "delete" { counts[section] -= items.count }
      return "items: [\(items.map { path((section, $0)) }.joined(separator: ", "))]"
    }
    switch op {
    case "insert":
      let place = indexPath(existing: false)
      if counts.indices.contains(place.section), place.item <= counts[place.section] {
        counts[place.section] += 1
      }
      return "items: [\(path(place))]"
    case "delete":
      let place = indexPath(existing: true)
      if counts.indices.contains(place.section), place.item < counts[place.section] {
        counts[place.section] -= 1
      }
      return "items: [\(path(place))]"
    case "reload":
      return "items: [\(path(indexPath(existing: true)))]"
    default:
      let from = indexPath(existing: true)
      let to = indexPath(existing: true)
      if counts.indices.contains(from.section), counts.indices.contains(to.section),
        from.item < counts[from.section], from.section != to.section
      {
        counts[from.section] -= 1
        counts[to.section] += 1
      }
      return "item: \(path(from)), to: \(path(to))"
    }
  }

  /// A section update's parameters, applied to the model.
  mutating func sectionUpdate(_ op: String) -> String {
    switch op {
    case "insert":
      let section = choices.below(counts.count + 1)
      counts.insert(choices.pick(Self.sectionCounts), at: min(section, counts.count))
      return "sections: [\(section)]"
    case "delete":
      let section = choices.below(counts.count + 1)
      if counts.indices.contains(section) { counts.remove(at: section) }
      return "sections: [\(section)]"
    case "reload":
      return "sections: [\(choices.below(counts.count + 1))]"
    default:
      let from = choices.below(counts.count + 1)
      let to = choices.below(counts.count + 1)
      if counts.indices.contains(from), counts.indices.contains(to) {
        counts.insert(counts.remove(at: from), at: to)
      }
      return "section: \(from), to: \(to)"
    }
  }

  /// A batch: usually the deletes, reloads and inserts of one section as UIKit reads them
  /// (deletes and reloads at the old indexes, inserts at the new), sometimes a sequence of any
  /// updates with or without the data that should follow.
  mutating func batch() -> [String?] {
    var updates: [String] = []
    if !counts.isEmpty, choices.oneIn(4) == false {
      let section = choices.below(counts.count)
      let old = counts[section]
      let deleted = Set((0..<choices.below(3)).map { _ in choices.below(old) }).filter { $0 < old }
      let kept = (0..<old).filter { !deleted.contains($0) }
      // Inserted indexes are in the final section; a draw past its end is dropped.
      let drawn = kept.count + choices.below(3)
      var inserted = Set((kept.count..<drawn).map { _ in choices.below(drawn) })
      inserted = inserted.filter { $0 < kept.count + inserted.count }
      for item in deleted.sorted() { updates.append("{delete: {items: [[\(section), \(item)]]}}") }
      if let reloaded = kept.first, choices.oneIn(3) {
        updates.append("{reload: {items: [[\(section), \(reloaded)]]}}")
      }
      for item in inserted.sorted() {
        updates.append("{insert: {items: [[\(section), \(item)]]}}")
      }
      counts[section] = kept.count + inserted.count
    } else {
      for _ in 0..<choices.below(4) {
        let op = choices.pick(["insert", "delete", "reload", "move"])
        updates.append("{\(op): {\(update(op))}}")
      }
    }
    return [
      "updates: [\(updates.joined(separator: ", "))]",
      maybe(3, "animated") { $0.bool() },
      maybe(3, "duration") { $0.duration() },
      maybe(6, "data") { $0.sectionList($0.counts) },
    ]
  }
}
