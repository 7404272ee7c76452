import Foundation
import LayoutKit
import SeededRandom
import Testing

/// Self-sizing on a compositional layout, from the layout's side of the cycle
/// (docs/uikit-choices.md, "Compositional layout"), every number derived by hand.
@Suite struct CompositionalSelfSizingTests {
  /// A list of rows estimated 44 tall, 390 wide: row i at y 44 i.
  static func estimatedList() -> CompositionalLayout {
    let row = Compose.item(.fractionalWidth(1), .estimated(44))
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .estimated(44), [row])))
  }

  /// Two columns estimated 44 tall in rows estimated 44 tall: items 195 wide.
  static func estimatedGrid() -> CompositionalLayout {
    let item = Compose.item(.fractionalWidth(0.5), .estimated(44))
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(1), .estimated(44), [item])))
  }

  /// The preferred attributes of `item` in section 0: its attributes at `size`.
  static func preferred(
    _ subject: CompositionalSubject, _ item: Int, _ size: CGSize, section: Int = 0
  ) -> (preferred: LayoutAttributes, original: LayoutAttributes)? {
    guard
      let original = subject.layout.layoutAttributesForItem(
        at: IndexPath(item: item, section: section)),
      let preferred = original.copy() as? LayoutAttributes
    else { return nil }
    preferred.size = size
    return (preferred, original)
  }

  /// Hands `size` for `item` to the layout as the collection view does outside a pass; the
  /// context it invalidated with, or nil when it declined.
  @discardableResult
  static func measure(
    _ subject: CompositionalSubject, _ item: Int, _ size: CGSize, section: Int = 0
  ) -> InvalidationContext? {
    guard let asked = preferred(subject, item, size, section: section),
      subject.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: asked.preferred, withOriginalAttributes: asked.original)
    else { return nil }
    let context = subject.layout.invalidationContext(
      forPreferredLayoutAttributes: asked.preferred, withOriginalAttributes: asked.original)
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    return context
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let grid: Bool
    /// (item, preferred size) handed to the layout in turn.
    let measured: [(Int, CGSize)]
    /// Whether each was taken.
    let taken: [Bool]
    /// The content size's change each taken one reported.
    let adjustments: [Double]
    let frames: [CGRect]
    let contentHeight: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Row 1 prefers 100: it grows by 56, so rows 2 and 3 move to 144 and 188, the content from
    // 176 to 232.
    Case(
      name: "a row grows", grid: false, measured: [(1, size(390, 100))], taken: [true],
      adjustments: [56],
      frames: [
        rect(0, 0, 390, 44), rect(0, 44, 390, 100), rect(0, 144, 390, 44),
        rect(0, 188, 390, 44),
      ],
      contentHeight: 232),
    // Row 0 prefers 30 (14 shorter), then row 3 prefers 60 (16 longer): 0, 30, 74, 118; content
    // 178.
    Case(
      name: "rows shrink and grow", grid: false,
      measured: [(0, size(390, 30)), (3, size(390, 60))], taken: [true, true],
      adjustments: [-14, 16],
      frames: [
        rect(0, 0, 390, 30), rect(0, 30, 390, 44), rect(0, 74, 390, 44),
        rect(0, 118, 390, 60),
      ],
      contentHeight: 178),
    // Only the length along the scroll direction self-sizes: a different width alone is
    // declined, and the width of a taken answer is ignored (the row stays 390 wide).
    Case(
      name: "the width is not estimated", grid: false,
      measured: [(0, size(200, 44)), (1, size(200, 50))], taken: [false, true], adjustments: [6],
      frames: [
        rect(0, 0, 390, 44), rect(0, 44, 390, 50), rect(0, 94, 390, 44),
        rect(0, 138, 390, 44),
      ],
      contentHeight: 182),
    // Two columns: item 0 prefers 80, so row 0 grows to 80 (its unmeasured item 1 keeps its 44
    // frame) and row 1 starts at 80; the content goes from 88 to 124.
    Case(
      name: "a grid row takes its tallest item", grid: true, measured: [(0, size(195, 80))],
      taken: [true], adjustments: [36],
      frames: [
        rect(0, 0, 195, 80), rect(195, 0, 195, 44), rect(0, 80, 195, 44),
        rect(195, 80, 195, 44),
      ],
      contentHeight: 124),
    // Both items of row 0 measured shorter, 30 and 20: the row is 30 tall; row 1 starts at 30.
    Case(
      name: "a grid row shrinks to its tallest measured item", grid: true,
      measured: [(0, size(195, 30)), (1, size(195, 20))], taken: [true, true],
      adjustments: [0, -14],
      frames: [
        rect(0, 0, 195, 30), rect(195, 0, 195, 20), rect(0, 30, 195, 44),
        rect(195, 30, 195, 44),
      ],
      contentHeight: 74),
  ]

  @Test(arguments: cases)
  func preferredLengthsReplaceEstimates(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [4], scale: 2).make(
      testCase.grid ? Self.estimatedGrid() : Self.estimatedList())
    #expect(subject.layout._estimatesSizes)
    var adjustments: [Double] = []
    for ((item, size), taken) in zip(testCase.measured, testCase.taken) {
      let context = Self.measure(subject, item, size)
      #expect((context != nil) == taken, "item \(item)")
      if let context {
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: item, section: 0)])
        adjustments.append(Double(context.contentSizeAdjustment.height))
      }
    }
    #expect(adjustments == testCase.adjustments)
    #expect(sameFrames(subject.itemFrames(), testCase.frames))
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
  }

  /// Inside a visible-cells pass the answers are queued, then recorded together when the pass
  /// ends, with one invalidation naming them: rows 0 and 2 at 50 and 60 put the rows at 0, 50,
  /// 94, 154 and the content at 198 (176 + 6 + 16).
  @Test func answersInAPassAreRecordedWhenItEnds() {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [4], scale: 2).make(
      Self.estimatedList())
    subject.layout._willPerformUpdateVisibleCellsPass()
    for (item, height) in [(0, 50.0), (2, 60.0)] {
      guard let asked = Self.preferred(subject, item, size(390, height)) else {
        Issue.record("no attributes for item \(item)")
        return
      }
      #expect(
        !subject.layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: asked.preferred, withOriginalAttributes: asked.original))
    }
    #expect(subject.layout._didPerformUpdateVisibleCellsPass())
    let context = subject.cv.invalidations.last
    #expect(
      context?.invalidatedItemIndexPaths == [
        IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
      ])
    #expect(context?.contentSizeAdjustment == size(0, 22))
    subject.layout.prepare()
    #expect(
      sameFrames(
        subject.itemFrames(),
        [rect(0, 0, 390, 50), rect(0, 50, 390, 44), rect(0, 94, 390, 60), rect(0, 154, 390, 44)]))
    // A pass with nothing queued asks for no other.
    subject.layout._willPerformUpdateVisibleCellsPass()
    #expect(!subject.layout._didPerformUpdateVisibleCellsPass())
  }

  /// A header's measurement and a row's add up; new data drops them all.
  @Test func measurementsAddUpAndNewDataStartsOver() {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [4], scale: 2).make(
      CompositionalBoundarySelfSizingTests.layout(.header))
    // The 28-pt header at 60, then row 0 (below it) at 100: 60 + 100 + 3 x 44 = 292.
    #expect(
      CompositionalBoundarySelfSizingTests.measure(
        subject, ElementKind.sectionHeader, height: 60) != nil)
    Self.measure(subject, 0, size(390, 100))
    #expect(subject.layout.collectionViewContentSize == size(390, 292))
    let context = InvalidationContext()
    context.invalidateDataSourceCounts = true
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    #expect(subject.layout.collectionViewContentSize == size(390, 28 + 4 * 44))
  }

  /// Measurements re-solve only their sections and move the ones after: random lists of
  /// sections with headers (estimated 28, a 40-pt layout footer after them, 10 between
  /// sections), rows and headers measured in a random order, settle where running sums put them:
  /// each section's header, then its rows, then the spacing; the footer after the last section;
  /// the rect query agrees with the per-element queries.
  @Test func measurementsInManySectionsSettleToTheRunningSums() {
    var random = SeededGenerator(seed: 0x5EC7)
    for _ in 0..<20 {
      let counts = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        Int.random(in: 0...5, using: &random)
      }
      let configuration = CompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 10
      configuration.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: Compose.size(.fractionalWidth(1), .absolute(40)), elementKind: "footer",
          alignment: .bottom)
      ]
      var list = CollectionLayoutListConfiguration(appearance: .plain)
      list.headerMode = .supplementary
      // No room above the headers (iOS 15's plain padding is CompositionalListTests' subject).
      list.headerTopPadding = 0
      let layout = CompositionalLayout(
        sectionProvider: { _, environment in
          CollectionLayoutSection.list(using: list, layoutEnvironment: environment)
        }, configuration: configuration)
      let subject = CompositionalFixture(size: size(390, 844), itemCounts: counts, scale: 2)
        .make(layout)
      let rows = counts.map { count in
        (0..<count).map { _ in Double(Int.random(in: 1...120, using: &random)) }
      }
      let headers = counts.map { _ in Double(Int.random(in: 1...80, using: &random)) }
      // Every row and header, in a random order.
      var order = counts.indices.flatMap { section in
        [(section, -1)] + (0..<counts[section]).map { (section, $0) }
      }
      order.shuffle(using: &random)
      for (section, item) in order {
        if item < 0 {
          CompositionalBoundarySelfSizingTests.measure(
            subject, ElementKind.sectionHeader, section: section, height: headers[section])
        } else {
          Self.measure(subject, item, size(390, rows[section][item]), section: section)
        }
      }
      var y = 0.0
      for section in counts.indices {
        if section > 0 { y += 10 }
        #expect(
          sameFrame(
            subject.layout.layoutAttributesForSupplementaryView(
              ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))?.frame,
            rect(0, y, 390, headers[section])), "header \(section) of \(counts)")
        y += headers[section]
        let expected = rows[section].map { height in
          defer { y += height }
          return rect(0, y, 390, height)
        }
        #expect(sameFrames(subject.itemFrames(section: section), expected), "\(counts)")
      }
      #expect(sameFrame(subject.supplementaryFrame("footer"), rect(0, y, 390, 40)))
      #expect(Double(subject.layout.collectionViewContentSize.height) == y + 40)
      let query = rect(0, Double(Int.random(in: 0...Int(y), using: &random)), 390, 200)
      let found = (subject.layout.layoutAttributesForElements(in: query) ?? [])
        .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
      let brute = counts.indices.flatMap { section in
        subject.itemFrames(section: section).enumerated().filter { $0.element.intersects(query) }
          .map { IndexPath(item: $0.offset, section: section) }
      }
      #expect(found == brute, "query \(query) in \(counts)")
    }
  }

  /// A self-sized list settles to the fixed-size list of the same heights: measuring every row
  /// of a random list (in a random order, some twice) puts row i at the sum of the heights
  /// before it, and the content at the sum of them all; the rect query agrees with the
  /// per-item one.
  @Test func aSelfSizedListSettlesToTheFixedSizeList() {
    var random = SeededGenerator(seed: 0x5E1F)
    for _ in 0..<40 {
      let count = Int.random(in: 1...30, using: &random)
      let heights = (0..<count).map { _ in Double(Int.random(in: 1...200, using: &random)) }
      let subject = CompositionalFixture(size: size(390, 844), itemCounts: [count], scale: 2)
        .make(Self.estimatedList())
      var order = Array(0..<count).shuffled(using: &random)
      order += order.prefix(count / 3)
      for item in order { Self.measure(subject, item, size(390, heights[item])) }
      var y = 0.0
      var expected: [CGRect] = []
      for height in heights {
        expected.append(rect(0, y, 390, height))
        y += height
      }
      #expect(sameFrames(subject.itemFrames(), expected), "heights \(heights)")
      #expect(Double(subject.layout.collectionViewContentSize.height) == y)
      for _ in 0..<5 {
        let low = Double(Int.random(in: -50...Int(y) + 50, using: &random))
        let query = rect(0, low, 390, Double(Int.random(in: 0...400, using: &random)))
        let found = (subject.layout.layoutAttributesForElements(in: query) ?? []).map(\.indexPath)
        let brute = expected.indices.filter { expected[$0].intersects(query) }.map {
          IndexPath(item: $0, section: 0)
        }
        #expect(found == brute, "query \(query) heights \(heights)")
      }
    }
  }
}
