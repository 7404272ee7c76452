import Foundation
import LayoutKit
import SeededRandom
import TestSupport
import Testing

@testable import Simulator

/// The visible set kept in canonical order with packed keys, and the transition diff as a merge
/// of two sorted runs: the same events as the dictionary diff it replaces.
@Suite struct VisibleElementsTests {
  // MARK: - Packed keys

  struct WordCase: CustomTestStringConvertible, Sendable {
    let name: String
    let key: ElementKey
    let word: UInt64
    var testDescription: String { name }
  }

  /// Category in bits 62-63, section in bits 31-61, item in bits 0-30, worked out by hand.
  static let wordCases: [WordCase] = [
    WordCase(name: "the first cell", key: .cell(0, 0), word: 0),
    WordCase(name: "cell 1/2: 2^31 + 2", key: .cell(1, 2), word: 2_147_483_650),
    WordCase(
      name: "a header of section 0: 2^62", key: .supplementary(ElementKind.sectionHeader, 0, 0),
      word: 4_611_686_018_427_387_904),
    WordCase(
      name: "decoration 3/4: 2^63 + 3 * 2^31 + 4", key: .decoration("separator", 3, 4),
      word: 9_223_372_043_297_226_756),
    WordCase(
      name: "the largest item that packs: 2^31 - 1", key: .cell(0, 2_147_483_647),
      word: 2_147_483_647),
    WordCase(
      name: "an item of 2^31 does not pack", key: .cell(0, 2_147_483_648), word: UInt64.max),
    WordCase(name: "a negative section does not pack", key: .cell(-1, 0), word: UInt64.max),
  ]

  @Test(arguments: wordCases) func orderWord(_ c: WordCase) {
    #expect(c.key.orderWord == c.word)
  }

  /// Keys set one by one in a scrambled order come out in canonical order (footer before header
  /// by their short names), a key that does not pack after all the others.
  @Test func keysComeOutInCanonicalOrder() {
    let header = ElementKind.sectionHeader
    let footer = ElementKind.sectionFooter
    let canonical: [ElementKey] = [
      .cell(0, 1), .cell(0, 10), .cell(1, 0),
      .supplementary(footer, 0, 0), .supplementary(header, 0, 0), .supplementary(header, 1, 0),
      .decoration("background", 0, 0), .decoration("separator", 0, 0),
      .decoration("separator", 0, 3), .cell(2_147_483_648, 0),
    ]
    var set = VisibleElements()
    for index in [6, 2, 9, 0, 4, 8, 3, 1, 7, 5] {
      set[canonical[index]] = LayoutAttributes()
    }
    #expect(set.keys == canonical)
    #expect(set.count == 10)
    set[.cell(0, 10)] = nil
    #expect(set[.cell(0, 10)] == nil)
    #expect(set[.cell(0, 1)] != nil)
    #expect(set.keys.count == 9)
  }

  // MARK: - The diff

  /// The keys the seeded sets are drawn from: cells, headers, footers and decorations of three
  /// sections, a background and a separator sharing index path (s, 0).
  static let universe: [ElementKey] = (0..<3).flatMap { section in
    (0..<6).map { ElementKey.cell(section, $0) }
      + [
        .supplementary(ElementKind.sectionHeader, section, 0),
        .supplementary(ElementKind.sectionFooter, section, 0),
        .decoration("background", section, 0), .decoration("separator", section, 0),
        .decoration("separator", section, 3),
      ]
  }

  /// A seeded set: each key of the universe with probability 1/2, at one of two frames (so a
  /// survivor sometimes keeps its attributes and sometimes changes).
  static func randomSet(_ generator: inout SeededGenerator) -> [ElementKey: LayoutAttributes] {
    var set: [ElementKey: LayoutAttributes] = [:]
    for key in universe where Bool.random(using: &generator) {
      let attributes = LayoutAttributes.make(
        category: key.category, kind: key.kind, indexPath: key.indexPath)
      attributes.frame = CGRect(
        x: 0, y: Double(Int.random(in: 0...1, using: &generator)) * 10, width: 10, height: 10)
      set[key] = attributes
    }
    return set
  }

  /// The dictionary diff the merge replaced, as it was: disappearing (old keys sorted, each
  /// looked up after), survivors (new keys sorted), appearing; the events in the contract's order.
  static func dictionaryDiff(
    _ before: [ElementKey: LayoutAttributes], _ after: [ElementKey: LayoutAttributes],
    keyAfter: ((ElementKey) -> ElementKey?)?
  ) -> [String] {
    var disappearing: [String] = []
    var survivors: [ElementKey: (oldKey: ElementKey, shown: LayoutAttributes)] = [:]
    for (oldKey, shown) in before.sorted(by: { $0.key < $1.key }) {
      let newKey = keyAfter.map { $0(oldKey) } ?? oldKey
      if let newKey, after[newKey] != nil {
        survivors[newKey] = (oldKey, shown)
      } else {
        disappearing.append("disappear \(oldKey.id)")
      }
    }
    var changing: [String] = []
    var appearing: [String] = []
    for (newKey, now) in after.sorted(by: { $0.key < $1.key }) {
      guard let (oldKey, shown) = survivors[newKey] else {
        appearing.append("appear \(newKey.id)")
        continue
      }
      if oldKey != newKey || !now.isEqual(shown) {
        changing.append("change \(newKey.id)" + (oldKey != newKey ? " was \(oldKey.id)" : ""))
      }
    }
    return disappearing + changing + appearing
  }

  /// What `emitTransitions` writes for `before` and `after` (not animated).
  static func mergeDiff(
    _ before: [ElementKey: LayoutAttributes], _ after: [ElementKey: LayoutAttributes],
    keyAfter: ((ElementKey) -> ElementKey?)?
  ) -> [String] {
    let subject = CollectionViewFixture(
      data: [SectionData](repeating: SectionData(count: 8), count: 3)
    )
    .make(FlowLayout())
    return subject.onQueue {
      subject.cv.emitTransitions(
        from: visibleElements(before), to: visibleElements(after), cause: .scroll,
        animated: false, keyAfter: keyAfter)
      subject.cv.log.releaseHeld()
      return subject.events.compactMap { event -> String? in
        switch event.payload {
        case .disappear(let id, _, _, _): "disappear \(id)"
        case .change(let id, let was, _, _, _): "change \(id)" + (was.map { " was \($0)" } ?? "")
        case .appear(let id, _, _, _): "appear \(id)"
        default: nil
        }
      }
    }
  }

  static func visibleElements(_ set: [ElementKey: LayoutAttributes]) -> VisibleElements {
    var visible = VisibleElements()
    for (key, attributes) in set { visible[key] = attributes }
    return visible
  }

  /// An update's mapping: the cells of section 1 move down by one (an insert at its start), the
  /// last one's cell and section 2's header are deleted, the rest stay.
  static func update(_ key: ElementKey) -> ElementKey? {
    if key.category == .cell, key.section == 1 {
      return key.item == 5 ? nil : .cell(1, key.item + 1)
    }
    if key == .supplementary(ElementKind.sectionHeader, 2, 0) { return nil }
    return key
  }

  @Test(arguments: [false, true]) func theMergeDiffIsTheDictionaryDiff(throughAnUpdate: Bool) {
    var generator = SeededGenerator(seed: throughAnUpdate ? 0x5E7 : 0x5E75)
    var mapping: ((ElementKey) -> ElementKey?)?
    if throughAnUpdate { mapping = { Self.update($0) } }
    var moved = 0
    for _ in 0..<300 {
      let before = Self.randomSet(&generator)
      let after = Self.randomSet(&generator)
      let expected = Self.dictionaryDiff(before, after, keyAfter: mapping)
      #expect(Self.mergeDiff(before, after, keyAfter: mapping) == expected)
      moved += expected.filter { $0.contains(" was ") }.count
    }
    // The cases compared include moves exactly when an update maps them.
    #expect((moved > 0) == throughAnUpdate)
  }

  /// An animated pass calls into the layout in canonical order: the final attributes of those
  /// leaving in the old order, then the initial attributes of the survivors and of those
  /// arriving in the new order (`--trace calls` shows these calls).
  @Test func anAnimatedPassCallsTheLayoutInCanonicalOrder() {
    let header = ElementKind.sectionHeader
    let before: [ElementKey] = [.cell(0, 0), .cell(0, 2), .supplementary(header, 0, 0)]
    let after: [ElementKey] = [.cell(0, 1), .cell(0, 2), .decoration("separator", 0, 0)]
    let subject = CollectionViewFixture(data: [SectionData(count: 3)]).make(FlowLayout())
    let calls = subject.onQueue {
      subject.cv.tracesCalls = true
      func set(_ keys: [ElementKey]) -> VisibleElements {
        var set = VisibleElements()
        for key in keys.reversed() {
          set[key] = LayoutAttributes.make(
            category: key.category, kind: key.kind, indexPath: key.indexPath)
        }
        return set
      }
      subject.cv.emitTransitions(
        from: set(before), to: set(after), cause: .update, animated: true)
      return subject.events.compactMap { event -> String? in
        guard case .call(let method, let args) = event.payload else { return nil }
        guard case .object(let pairs)? = args, case .string(let id)? = pairs.first?.1 else {
          return method
        }
        return "\(method.prefix { $0 != "(" }) \(id)"
      }
    }
    #expect(
      calls == [
        "finalLayoutAttributesForDisappearingItem cell/0/0",
        "finalLayoutAttributesForDisappearingSupplementaryElement supplementary/header/0/0",
        "initialLayoutAttributesForAppearingItem cell/0/2",
        "initialLayoutAttributesForAppearingItem cell/0/1",
        "initialLayoutAttributesForAppearingDecorationElement decoration/separator/0/0",
      ])
  }
}
