import Foundation
import LayoutKit
import SeededRandom
import Simulator
import Testing

/// layoutAttributesForElements(in:) against brute force over random configurations: every element
/// returned intersects the rect, none is missing or repeated, and a tiling of the content returns
/// every element.
@Suite struct FlowLayoutRectQueryPropertyTests {
  static func randomFixture(_ g: inout SeededGenerator) -> FlowFixture {
    var f = FlowFixture()
    f.direction = Bool.random(using: &g) ? .vertical : .horizontal
    f.size = size(
      Double(Int.random(in: 120...500, using: &g)), Double(Int.random(in: 120...700, using: &g)))
    f.offset = CGPoint(
      x: Double(Int.random(in: -40...400, using: &g)),
      y: Double(Int.random(in: -40...900, using: &g)))
    f.scale = [1, 2, 3].randomElement(using: &g) ?? 2
    f.layoutDirection = Bool.random(using: &g) ? .leftToRight : .rightToLeft
    f.lineSpacing = Double(Int.random(in: -4...15, using: &g))
    f.interitemSpacing = Double(Int.random(in: 0...15, using: &g)) + 0.5
    f.itemSize = size(
      Double(Int.random(in: 1...160, using: &g)), Double(Int.random(in: 1...160, using: &g)))
    let inset = { (g: inout SeededGenerator) in Double(Int.random(in: 0...20, using: &g)) }
    f.sectionInset = EdgeInsets(
      top: inset(&g), left: inset(&g), bottom: inset(&g), right: inset(&g))
    f.header =
      Bool.random(using: &g)
      ? size(Double(Int.random(in: 1...40, using: &g)), Double(Int.random(in: 1...40, using: &g)))
      : .zero
    f.footer =
      Bool.random(using: &g)
      ? size(Double(Int.random(in: 1...40, using: &g)), Double(Int.random(in: 1...40, using: &g)))
      : .zero
    f.pinHeaders = Bool.random(using: &g)
    f.pinFooters = Bool.random(using: &g)
    f.sections = (0..<Int.random(in: 1...6, using: &g)).map { _ in
      let count = Int.random(in: 0...30, using: &g)
      if Bool.random(using: &g) { return .init(count) }
      return .init(
        sizes: (0..<count).map { _ in
          size(
            Double(Int.random(in: 1...200, using: &g)) + 0.25,
            Double(Int.random(in: 1...90, using: &g)))
        })
    }
    return f
  }

  /// Every element, from the per-element queries alone.
  static func allElements(_ subject: FlowSubject) -> [LayoutAttributes] {
    let layout = subject.layout
    var cells: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    for s in 0..<subject.cv.numberOfSections {
      for i in 0..<subject.cv.numberOfItems(inSection: s) {
        if let a = layout.layoutAttributesForItem(at: IndexPath(item: i, section: s)) {
          cells.append(a)
        }
      }
      let path = IndexPath(item: 0, section: s)
      if let h = layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: path)
      {
        headers.append(h)
      }
      if let f = layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: path)
      {
        footers.append(f)
      }
    }
    return cells + headers + footers
  }

  static func summary(_ all: [LayoutAttributes]) -> [String] {
    all.map { "\($0.key.id) \($0.frame)" }
  }

  @Test func rectQueriesMatchBruteForce() {
    var g = SeededGenerator(seed: 0x5C01_1514)
    for _ in 0..<150 {
      let fixture = Self.randomFixture(&g)
      let subject = fixture.make()
      let all = Self.allElements(subject)
      let content = subject.layout.collectionViewContentSize
      for _ in 0..<15 {
        let r = rect(
          Double(Int.random(in: -50...Int(content.width + 50), using: &g)),
          Double(Int.random(in: -50...Int(content.height + 50), using: &g)),
          Double(Int.random(in: 0...400, using: &g)), Double(Int.random(in: 0...600, using: &g)))
        let found = subject.layout.layoutAttributesForElements(in: r)!
        let expected = all.filter { $0.frame.intersects(r) }
        #expect(Self.summary(found) == Self.summary(expected), "\(fixture) rect \(r)")
        #expect(found.allSatisfy { $0.frame.intersects(r) })
      }
      withExtendedLifetime(subject) {}
    }
  }

  @Test func aTilingOfTheContentReturnsEveryElement() {
    var g = SeededGenerator(seed: 42)
    for _ in 0..<100 {
      let subject = Self.randomFixture(&g).make()
      let all = Self.allElements(subject)
      let content = subject.layout.collectionViewContentSize
      // Tiles cover the content plus a margin, for elements that overflow it (centred oversized
      // items, pinned supplementary views during overscroll).
      let tile = Double(Int.random(in: 17...150, using: &g))
      var seen: [String: Int] = [:]
      var y = -300.0
      while y < content.height + 300 {
        var x = -300.0
        while x < content.width + 300 {
          let found = subject.layout.layoutAttributesForElements(in: rect(x, y, tile, tile))!
          #expect(Set(found.map(\.key.id)).count == found.count)
          for a in found { seen[a.key.id, default: 0] += 1 }
          x += tile
        }
        y += tile
      }
      #expect(Set(seen.keys) == Set(all.map(\.key.id)))
      withExtendedLifetime(subject) {}
    }
  }
}
