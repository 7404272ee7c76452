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

  /// The carousel (`CompositionalOrthogonalTests.layout(.groupPagingCentered)`'s section 0)
  /// over a list of rows estimated 44 tall: a layout with estimated items. UIKit keeps none of a
  /// handler's changes there and logs a note once (docs/uikit-choices.md, "Visible-items
  /// handler in a layout with estimated items"); the handler still runs at every change: items 0 and 1 show at the offset the
  /// section opens with, and again at 145, each time as laid out.
  @Test func aLayoutWithEstimatedItemsKeepsNoneOfTheHandlersChanges() throws {
    let calls = Calls()
    let layout = CompositionalLayout { index, _ in
      guard index == 0 else {
        return CollectionLayoutSection(
          group: Compose.row(
            .fractionalWidth(1), .estimated(44),
            [Compose.item(.fractionalWidth(1), .estimated(44))]))
      }
      let section = CollectionLayoutSection(
        group: Compose.row(
          .fractionalWidth(0.8), .absolute(200),
          [Compose.item(.fractionalWidth(1), .fractionalHeight(1))]))
      section.interGroupSpacing = 10
      section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
      section.orthogonalScrollingBehavior = .groupPagingCentered
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        calls.offsets.append(offset)
        Self.carousel(items, offset, environment)
      }
      return section
    }
    let subject = CompositionalOrthogonalTests.fixture.make(layout)
    var notes = subject.layout.takeDiagnostics()
    let context = try #require(subject.layout._setOrthogonalOffset(145, section: 0))
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    notes += subject.layout.takeDiagnostics()
    #expect(calls.offsets.map(\.x) == [-35, 145])
    for item in 0..<2 {
      let attributes = try #require(
        subject.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      #expect(attributes.transform3D == CATransform3DIdentity, "item \(item)")
      #expect(attributes.alpha == 1, "item \(item)")
    }
    #expect(notes == [.warning(CompositionalLayout.estimatedItemsHandlerNote)])
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

  /// What the handler was given: each element's category, kind, index path and frame.
  final class Elements: @unchecked Sendable {
    var seen: [[String]] = []
  }

  /// A carousel of 312-point groups (0.8 of the 390-point content width) under a 30-point
  /// header, each item with a 20-point badge inside its top trailing corner, over a background:
  /// items at x 312 i, y 30, 200 tall; badges at x 312 i + 292, y 30; the header 0-390 x 0-30;
  /// the background the whole section, 0-390 x 0-230.
  static func decoratedCarousel(
    _ handler: @escaping CollectionLayoutSection.VisibleItemsInvalidationHandler
  ) -> CompositionalLayout {
    CompositionalLayout { index, _ in
      guard index == 0 else { return Compose.list(height: 50) }
      let badge = CollectionLayoutSupplementaryItem(
        layoutSize: Compose.size(.absolute(20), .absolute(20)), elementKind: "badge",
        containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
      let item = CollectionLayoutItem(
        layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(1)),
        supplementaryItems: [badge])
      let section = CollectionLayoutSection(
        group: Compose.row(.fractionalWidth(0.8), .absolute(200), [item]))
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [Compose.header(30)]
      section.decorationItems = [.background(elementKind: "background")]
      section.visibleItemsInvalidationHandler = handler
      return section
    }
  }

  /// A visible item's `name` is its element's id in the event stream (a choice: UIKit does not
  /// document the text), so a handler's log names elements as the stream does.
  @Test func aVisibleItemIsNamedByItsElementsID() throws {
    let elements = Elements()
    let layout = Self.decoratedCarousel { items, _, _ in
      elements.seen.append(items.map(\.name))
    }
    _ = CompositionalOrthogonalTests.fixture.make(layout)
    // At offset 0: items 0 and 1, item 0's badge, the header and the background (as below).
    #expect(
      elements.seen.last == [
        "cell/0/0", "supplementary/badge/0/0", "cell/0/1", "supplementary/header/0/0",
        "decoration/background/0/0",
      ])
  }

  /// UIKit documents a visible item as a cell, a supplementary view or a decoration: the
  /// handler is given the section's badges, header and background with its cells, the badges
  /// unscrolled like their cells, and what it sets on them shows in the answers.
  @Test func theHandlerIsGivenTheSectionsSupplementaryItemsAndDecorations() throws {
    let elements = Elements()
    let layout = Self.decoratedCarousel { items, _, _ in
      elements.seen.append(
        items.map { item in
          let frame = item.frame
          return "\(item.representedElementKind ?? "cell") \(item.indexPath.item)"
            + " \(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width)),\(Int(frame.height))"
        })
      for item in items where item.representedElementCategory != .cell {
        item.alpha = item.representedElementKind == "header" ? 0.5 : 0.25
        item.zIndex = -1
      }
    }
    let subject = CompositionalOrthogonalTests.fixture.make(layout)
    // At offset 0 the screen (0-390) meets items 0 (0-312) and 1 (312-624) and item 0's badge
    // (292-312); item 1's (604-624) is off it.
    #expect(
      elements.seen.last == [
        "cell 0 0,30,312,200", "badge 0 292,30,20,20", "cell 1 312,30,312,200",
        "header 0 0,0,390,30", "background 0 0,0,390,230",
      ])
    // At offset 300 items 0 to 2 show (-300-12, 12-324, 324-636) with the badges of 0 (-8-12)
    // and 1 (304-324), all given where the layout put them; the header and background do not
    // scroll with the section.
    let context = try #require(subject.layout._setOrthogonalOffset(300, section: 0))
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    #expect(
      elements.seen.last == [
        "cell 0 0,30,312,200", "badge 0 292,30,20,20", "cell 1 312,30,312,200",
        "badge 1 604,30,20,20", "cell 2 624,30,312,200", "header 0 0,0,390,30",
        "background 0 0,0,390,230",
      ])
    let answer = subject.layout.layoutAttributesForElements(in: subject.cv.bounds) ?? []
    let header = try #require(answer.first { $0.representedElementKind == "header" })
    #expect(header.alpha == 0.5 && header.zIndex == -1)
    let badge = try #require(answer.first { $0.representedElementKind == "badge" })
    #expect(badge.alpha == 0.25 && badge.zIndex == -1)
    let background = try #require(answer.first { $0.representedElementKind == "background" })
    #expect(background.alpha == 0.25 && background.zIndex == -1)
    let cell = try #require(answer.first { $0.representedElementCategory == .cell })
    #expect(cell.alpha == 1 && cell.zIndex == 0)
  }

  /// The handler's `transform3D` reaches the answers; `transform` is its affine part.
  @Test func aTransform3DSetByTheHandlerShowsInTheAnswers() throws {
    let layout = Self.decoratedCarousel { items, _, _ in
      for item in items where item.representedElementCategory == .cell {
        item.transform3D = CATransform3DMakeScale(0.5, 0.5, 2)
      }
    }
    let subject = CompositionalOrthogonalTests.fixture.make(layout)
    let cell = try #require(
      subject.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.transform3D == CATransform3DMakeScale(0.5, 0.5, 2))
    #expect(cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
  }

  /// The configuration's own boundary items belong to no section: section 0's handler is not
  /// given the layout's 40-point banner (at (0, 0), as a section 0 header would be), only its
  /// own header.
  @Test func theLayoutsOwnBoundaryItemsAreGivenToNoHandler() {
    let elements = Elements()
    let section = Compose.list(height: 50)
    section.boundarySupplementaryItems = [Compose.header(30)]
    section.visibleItemsInvalidationHandler = { items, _, _ in
      elements.seen.append(items.compactMap(\.representedElementKind))
    }
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [Compose.header(40, kind: "banner")]
    _ = CompositionalOrthogonalTests.fixture.make(
      CompositionalLayout(section: section, configuration: configuration))
    #expect(elements.seen.first == ["header"])
  }
}
