import Foundation
import LayoutKit
import Layouts
import SeededRandom
import Simulator
import Testing

/// Seed 001's separators, generalised to every section, lines of any height and grids.
@Suite struct SeparatorsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: SeedFixture
    let separators: [String: CGRect]
    var testDescription: String { name }
  }

  /// 320 wide, no insets, spacings 10: items 100 wide of heights 40, 60, 50 fill the first line
  /// (100 + 10 + 100 + 10 + 100 = 320), which is 60 high; 30 and 20 make the second, at 70-100.
  static func variable(_ options: (inout SeedLayoutOptions) -> Void = { _ in }) -> SeedFixture {
    var o = SeedLayoutOptions()
    options(&o)
    return SeedFixture(
      kinds: ["separators"], options: o,
      sections: [sizes([(100, 40), (100, 60), (100, 50), (100, 30), (100, 20)])])
  }

  /// 400 x 300 horizontal, 50 x 100 items: columns of two at x 0, 60, 120 (content 170 wide).
  static func columns(_ direction: UserInterfaceLayoutDirection) -> SeedFixture {
    SeedFixture(
      kinds: ["separators"], size: CGSize(width: 400, height: 300), sections: [.init(5)],
      direction: .horizontal, layoutDirection: direction, itemSize: CGSize(width: 50, height: 100))
  }

  static let cases: [Case] = [
    Case(
      name: "after every line but the last, the line spacing thick, the content wide",
      fixture: variable(), separators: ["decoration/separator/0/0": rect(0, 60, 320, 10)]),
    Case(
      name: "afterLastLine adds one after the last line",
      fixture: variable { $0.separatorAfterLastLine = true },
      separators: [
        "decoration/separator/0/0": rect(0, 60, 320, 10),
        "decoration/separator/0/3": rect(0, 100, 320, 10),
      ]),
    Case(
      name: "thickness and insets from the content's edges",
      fixture: variable {
        $0.separatorThickness = 2
        $0.separatorInsets = EdgeInsets(top: 0, left: 15, bottom: 0, right: 20)
      },
      separators: ["decoration/separator/0/0": rect(15, 60, 285, 2)]),
    Case(
      // Section 0: rows at 0 and 60 (50 high, spacing 10); section 1 (spacing 10) starts at 110.
      name: "every section, each with its own lines",
      fixture: SeedFixture(kinds: ["separators"], sections: [.init(6), .init(4)]),
      separators: [
        "decoration/separator/0/0": rect(0, 50, 320, 10),
        "decoration/separator/1/0": rect(0, 160, 320, 10),
      ]),
    Case(
      name: "horizontal: after each column",
      fixture: columns(.leftToRight),
      separators: [
        "decoration/separator/0/0": rect(50, 0, 10, 300),
        "decoration/separator/0/2": rect(110, 0, 10, 300),
      ]),
    Case(
      // Mirrored within the content width 170: 170 - 50 - 10 = 110 and 170 - 110 - 10 = 50.
      name: "horizontal right-to-left: the mirror image, before each column",
      fixture: columns(.rightToLeft),
      separators: [
        "decoration/separator/0/0": rect(110, 0, 10, 300),
        "decoration/separator/0/2": rect(50, 0, 10, 300),
      ]),
  ]

  @Test(arguments: cases)
  func separatorFrames(_ c: Case) {
    let subject = c.fixture.make()
    #expect(subject.elements(.decorationView) == c.separators)
    for (id, frame) in c.separators {
      #expect(subject.attributes(id)?.frame == frame, "\(id)")
      #expect(subject.attributes(id)?.zIndex == 1000, "\(id)")
    }
  }

  /// Rows 10.1 high with no spacing at scale 3: origins round to 0, 10, 20.333, 30.333, ...
  /// (round(30.3) / 3, round(60.6) / 3), so neighbouring rows overlap by a fraction of a pixel;
  /// each is still its own line and gets its separator at its bottom.
  @Test func roundedRowsThatOverlapAreStillSeparateLines() {
    var o = SeedLayoutOptions()
    o.separatorThickness = 1
    var fixture = SeedFixture(
      kinds: ["separators"], options: o, sections: [.init(6)],
      itemSize: CGSize(width: 320, height: 10.1), lineSpacing: 0)
    fixture.scale = 3
    let found = fixture.make().elements(.decorationView)
    #expect(found.count == 5)
    #expect(found["decoration/separator/0/0"] == rect(0, 10.1, 320, 1))
    #expect(found["decoration/separator/0/1"]?.minY == 20.1)
    #expect(abs((found["decoration/separator/0/2"]?.minY ?? 0) - (61.0 / 3 + 10.1)) < 1e-9)
  }

  @Test func onlyTheFirstItemOfALineNamesASeparator() {
    let subject = Self.variable().make()
    #expect(subject.attributes("decoration/separator/0/1") == nil)
    #expect(subject.attributes("decoration/separator/0/3") == nil)
    #expect(subject.attributes("decoration/other/0/0") == nil)
  }

  /// A rect between two lines holds the separator but no item of the line above it.
  @Test func aRectInTheGapFindsTheSeparator() {
    let subject = Self.variable().make()
    #expect(
      subject.elements(.decorationView, in: rect(0, 62, 320, 5))
        == ["decoration/separator/0/0": rect(0, 60, 320, 10)])
  }

  @Test func separatorsAppearWithoutFading() {
    let subject = Self.variable().make()
    let initial = subject.layout.initialLayoutAttributesForAppearingDecorationElement(
      ofKind: "separator", at: IndexPath(item: 0, section: 0))
    #expect(initial?.alpha == 1)
    #expect(initial?.frame == rect(0, 60, 320, 10))
  }

  /// Rect queries against brute force: every separator the per-element query gives, kept when it
  /// intersects the rect; and the rest of the answer is the flow layout's own for the rect.
  @Test func rectQueriesMatchBruteForce() {
    var g = SeededGenerator(seed: 0x5E9A)
    for _ in 0..<60 {
      let sectionCount = Int.random(in: 1...3, using: &g)
      var sections: [StaticCollectionView.Section] = []
      for _ in 0..<sectionCount {
        let count = Int.random(in: 0...12, using: &g)
        sections.append(
          sizes(
            (0..<count).map { _ in
              (
                // Fractional sizes, so pixel rounding moves origins.
                Double(Int.random(in: 200...1500, using: &g)) / 10,
                Double(Int.random(in: 100...800, using: &g)) / 10
              )
            }))
      }
      var o = SeedLayoutOptions()
      o.separatorAfterLastLine = Bool.random(using: &g)
      let horizontal = Bool.random(using: &g)
      let subject = SeedFixture(
        kinds: ["separators"], options: o, size: CGSize(width: 320, height: 320),
        sections: sections, direction: horizontal ? .horizontal : .vertical,
        layoutDirection: Bool.random(using: &g) ? .rightToLeft : .leftToRight,
        lineSpacing: Double(Int.random(in: 0...12, using: &g)),
        // Headers and footers, so the flow layout's part of the answer has supplementary views.
        header: CGSize(width: 20, height: 20), footer: CGSize(width: 10, height: 10)
      ).make()
      var all: [String: CGRect] = [:]
      for (s, section) in sections.enumerated() {
        for item in 0..<section.itemCount {
          if let a = subject.attributes("decoration/separator/\(s)/\(item)") {
            all[a.key.id] = a.frame
          }
        }
      }
      let content = subject.layout.collectionViewContentSize
      for _ in 0..<8 {
        let r = rect(
          Double(Int.random(in: -20...Int(content.width) + 20, using: &g)),
          Double(Int.random(in: -20...Int(content.height) + 20, using: &g)),
          Double(Int.random(in: 0...200, using: &g)), Double(Int.random(in: 0...200, using: &g)))
        #expect(
          subject.elements(.decorationView, in: r) == all.filter { $0.value.intersects(r) },
          "rect \(r)")
        #expect(
          Self.flowPart(of: subject, in: r) == Self.flowAnswer(of: subject, in: r), "rect \(r)")
      }
    }
  }

  /// What the feature layout answers for `rect` besides its separators, in order: it asks the
  /// flow layout for the separators' larger rect and keeps what intersects `rect`.
  static func flowPart(of subject: SeedSubject, in rect: CGRect) -> [String] {
    (subject.layout.layoutAttributesForElements(in: rect) ?? []).filter {
      $0.representedElementCategory != .decorationView
    }.map { "\($0.key.id) \($0.frame)" }
  }

  /// UICollectionViewFlowLayout's own answer for `rect`, in order.
  static func flowAnswer(of subject: SeedSubject, in rect: CGRect) -> [String] {
    guard let layout = subject.layout as? FeatureFlowLayout else { return [] }
    return layout.flowLayoutAttributesForElements(in: rect).map { "\($0.key.id) \($0.frame)" }
  }
}
