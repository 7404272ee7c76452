import Foundation
import LayoutKit
import Testing

/// `visibleItemsInvalidationHandler` (docs/compositional-layout.md, "Orthogonal sections"): what
/// the handler is given, and its edits in the answers. The section is
/// `CompositionalOrthogonalTests.layout`'s: items 280 x 200 at x = 20 + 290 i, y 10, in a
/// 390-wide collection view; centred paging opens at offset -35.
@Suite struct CompositionalVisibleItemsHandlerTests {
  /// What one run of the handler was given.
  final class Calls: @unchecked Sendable {
    var frames: [[CGRect]] = []
    var offsets: [CGPoint] = []
    var containerWidths: [Double] = []
  }

  /// The carousel of Apple's WWDC 2019 session: each item scaled by its on-screen distance from
  /// the centre, 1.1 at the centre, 1 less per container width, never below 0.7; its alpha is
  /// the scale.
  static func carousel(
    _ items: [CollectionLayoutVisibleItem], _ offset: CGPoint,
    _ environment: CollectionLayoutEnvironment
  ) {
    let width = environment.container.contentSize.width
    for item in items {
      let distance = abs(item.frame.midX - offset.x - width / 2)
      let scale = max(1.1 - distance / width, 0.7)
      item.transform = CGAffineTransform(scaleX: scale, y: scale)
      item.alpha = scale
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The offset scrolled to; nil for the one the section opens with.
    let offset: Double?
    /// The scale of items 0, 1 and 2 (1 for an item the handler did not see).
    let scales: [Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Offset -35: item 0's centre is at 160 + 35 = 195, the middle (1.1); item 1's at 485,
    // 290 away: 1.1 - 290 / 390 < 0.7, so 0.7. Item 2 (635-915) is off the screen.
    Case(name: "opening centred", offset: nil, scales: [1.1, 0.7, 1]),
    // Offset 145: item 0's centre at 160 - 145 = 15, 180 away: 1.1 - 180 / 390 < 0.7, so 0.7;
    // item 1's at 450 - 145 = 305, 110 away: 1.1 - 110 / 390. Item 2 starts at 455.
    Case(name: "scrolled to 145", offset: 145, scales: [0.7, 1.1 - 110.0 / 390, 1]),
  ]

  @Test(arguments: cases) func aCarouselScalesItsItemsByTheirDistanceFromTheCentre(
    _ example: Case
  ) throws {
    let subject = CompositionalOrthogonalTests.fixture.make(
      CompositionalOrthogonalTests.layout(.groupPagingCentered, handler: Self.carousel))
    if let offset = example.offset {
      let context = try #require(subject.layout._setOrthogonalOffset(offset, section: 0))
      // The context names the cells the section shows now, so only they are laid out again.
      #expect(
        context.invalidatedItemIndexPaths == [
          IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        ])
      subject.layout.invalidateLayout(with: context)
      subject.layout.prepare()
    }
    for (item, scale) in example.scales.enumerated() {
      let attributes = try #require(
        subject.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      #expect(abs(attributes.transform.a - scale) < 1e-12, "item \(item)")
      #expect(abs(attributes.transform.d - scale) < 1e-12, "item \(item)")
      #expect(abs(attributes.alpha - scale) < 1e-12, "item \(item)")
    }
    // The rect query gives the same attributes as the item query.
    let answered = (subject.layout.layoutAttributesForElements(in: subject.cv.bounds) ?? [])
      .first {
        $0.indexPath == IndexPath(item: 0, section: 0) && $0.representedElementCategory == .cell
      }
    #expect(answered?.alpha == example.scales[0])
  }

  /// What each section's handler was given, by section.
  final class SectionCalls: @unchecked Sendable {
    var indexPaths: [Int: [[IndexPath]]] = [:]
  }

  /// Every section with a handler is given its own cells only (one query of the bounds serves
  /// them all): section 0's row shows items 0 (x 20-300) and 1 (310-590) at offset 0; section
  /// 1's three 50-point rows stand at y 220, 270 and 320, all within the 844-point bounds.
  @Test func eachSectionsHandlerIsGivenItsOwnCells() {
    let calls = SectionCalls()
    let layout = CompositionalLayout { index, _ in
      let section: CollectionLayoutSection
      if index == 0 {
        section = CollectionLayoutSection(
          group: Compose.row(
            .fractionalWidth(0.8), .absolute(200),
            [Compose.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(
          top: 10, leading: 20, bottom: 10, trailing: 20)
        section.orthogonalScrollingBehavior = .continuous
      } else {
        section = Compose.list(height: 50)
      }
      section.visibleItemsInvalidationHandler = { items, _, _ in
        calls.indexPaths[index, default: []].append(items.map(\.indexPath))
      }
      return section
    }
    _ = CompositionalOrthogonalTests.fixture.make(layout)
    #expect(
      calls.indexPaths[0] == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
    #expect(
      calls.indexPaths[1] == [
        [
          IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
          IndexPath(item: 2, section: 1),
        ]
      ])
  }

  @Test func theHandlerSeesUnscrolledFramesAndTheSectionsOffset() throws {
    let calls = Calls()
    let layout = CompositionalOrthogonalTests.layout(.groupPagingCentered) {
      items, offset, environment in
      calls.frames.append(items.map(\.frame))
      calls.offsets.append(offset)
      calls.containerWidths.append(environment.container.contentSize.width)
    }
    let subject = CompositionalOrthogonalTests.fixture.make(layout)
    // Laid out: the two items on the screen, where the layout put them (x 20 and 310, not
    // moved by the offset -35), and the section's own offset.
    #expect(
      calls.frames == [
        [
          CGRect(x: 20, y: 10, width: 280, height: 200),
          CGRect(x: 310, y: 10, width: 280, height: 200),
        ]
      ])
    #expect(calls.offsets == [CGPoint(x: -35, y: 0)])
    #expect(calls.containerWidths == [390])
    // Scrolled to 600: items 2 (600 - 600 = 0) and 3 (290) show.
    let context = try #require(subject.layout._setOrthogonalOffset(600, section: 0))
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    #expect(calls.frames.last?.map(\.minX) == [600, 890])
    #expect(calls.offsets.last == CGPoint(x: 600, y: 0))
  }

  @Test func movedCentresHiddenItemsAndZIndexesShowInTheAnswers() throws {
    let layout = CompositionalOrthogonalTests.layout(.continuous) { items, _, _ in
      for item in items {
        item.center.y += 10
        item.zIndex = 5 + item.indexPath.item
        item.isHidden = item.indexPath.item == 1
      }
    }
    let subject = CompositionalOrthogonalTests.fixture.make(layout)
    let first = try #require(
      subject.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    // Item 0 at (20, 10) moved 10 down; zIndex 5; shown.
    #expect(first.frame == CGRect(x: 20, y: 20, width: 280, height: 200))
    #expect(first.zIndex == 5)
    #expect(!first.isHidden)
    let second = try #require(
      subject.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(second.frame == CGRect(x: 310, y: 20, width: 280, height: 200))
    #expect(second.zIndex == 6)
    #expect(second.isHidden)
    // Item 2 (600-880) was not on the screen: untouched.
    let third = try #require(
      subject.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(third.frame == CGRect(x: 600, y: 10, width: 280, height: 200))
    #expect(third.zIndex == 0)
  }
}
