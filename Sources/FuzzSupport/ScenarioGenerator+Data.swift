extension ScenarioGenerator {
  /// The item counts the scenario starts with: a few sections, now and then none, many small
  /// ones, or one large one.
  mutating func initialCounts() -> [Int] {
    if choices.oneIn(30) {
      return (0..<(100 + choices.below(profile.manySections))).map { _ in choices.below(4) }
    }
    var counts = (0..<(choices.oneIn(10) ? 0 : 1 + choices.below(5))).map { _ in
      choices.pick(Self.sectionCounts)
    }
    if !counts.isEmpty, choices.oneIn(30) {
      counts[choices.below(counts.count)] = 1_000 + choices.below(profile.largeSection)
    }
    return counts
  }

  /// The `data` mapping for the model's counts, now and then with the sizes the headers and
  /// footers prefer.
  mutating func data() -> String {
    Self.mapping([
      "sections: \(sectionList(counts))",
      maybe(8, "headerSizes") { $0.supplementarySizes() },
      maybe(10, "footerSizes") { $0.supplementarySizes() },
    ])
  }

  /// One size or null per section, as `data.headerSizes` takes them.
  mutating func supplementarySizes() -> String {
    let sizes = counts.map { _ in choices.oneIn(3) ? choices.pick(["null", "~"]) : size() }
    return "[\(sizes.joined(separator: ", "))]"
  }

  /// A `data.sections` list for `counts`, each section a count or a mapping.
  mutating func sectionList(_ counts: [Int]) -> String {
    "[" + counts.map { section($0) }.joined(separator: ", ") + "]"
  }

  /// One entry of a sections list: a count, a count with a size and colour, or item ids with
  /// one size each (ids only for small sections, to keep the text short).
  mutating func section(_ count: Int) -> String {
    switch choices.below(4) {
    case 1:
      return Self.mapping([
        "items: \(count)", maybe(2, "itemSize") { $0.size() },
        maybe(4, "backgroundColor") {
          $0.choices.pick(["\"#ff8800\"", "red", "\"\"", "\"a\\nb\"", "\"\\u00e9\\t\""])
        },
      ])
    case 2 where count <= 100:
      let ids = (0..<count).map { _ in identifier() }
      return Self.mapping([
        "items: [\(ids.joined(separator: ", "))]",
        maybe(2, "itemSizes") { generator in
          "[\((0..<count).map { _ in generator.size() }.joined(separator: ", "))]"
        },
        maybe(6, "itemSize") { $0.size() },
      ])
    default:
      return String(count)
    }
  }

  mutating func identifier() -> String {
    nextID += 1
    return choices.oneIn(20) ? "\"id \(nextID)\"" : "i\(nextID)"
  }
}
