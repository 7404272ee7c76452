import Foundation
import LayoutKit
import Testing

/// CGRectIntersectsRect as Darwin's CoreGraphics answers it: "the intersection is not the null
/// rectangle", and two rectangles that only touch intersect in a zero-area rectangle. Every rect
/// query and the collection view's visible set rely on this rule, so it is pinned here against
/// the Foundation in use.
@Suite struct RectIntersectionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let other: CGRect
    let intersects: Bool
    let intersection: CGRect
    var testDescription: String { name }
  }

  static let base = rect(0, 0, 10, 10)

  static let cases: [Case] = [
    Case(
      name: "touching below: a zero-height intersection", other: rect(0, 10, 10, 10),
      intersects: true, intersection: rect(0, 10, 10, 0)),
    Case(
      name: "touching on the left", other: rect(-5, 2, 5, 5), intersects: true,
      intersection: rect(0, 2, 0, 5)),
    Case(
      name: "touching at a corner only", other: rect(10, 10, 5, 5), intersects: true,
      intersection: rect(10, 10, 0, 0)),
    Case(
      name: "a gap of a thousandth", other: rect(0, 10.001, 10, 10), intersects: false,
      intersection: .null),
    Case(
      name: "a zero-size rect inside", other: rect(5, 5, 0, 0), intersects: true,
      intersection: rect(5, 5, 0, 0)),
    Case(
      name: "a zero-size rect on the edge", other: rect(10, 5, 0, 0), intersects: true,
      intersection: rect(10, 5, 0, 0)),
    Case(name: "the null rect", other: .null, intersects: false, intersection: .null),
    Case(
      name: "the infinite rect", other: .infinite, intersects: true, intersection: base),
    Case(
      name: "a negative size is standardized first", other: rect(12, 12, -3, -3),
      intersects: true, intersection: rect(9, 9, 1, 1)),
    // Only the height negative: y 12 up to 9 is 9-12, which meets 0-10 in 9-10.
    Case(
      name: "a negative height alone is standardized first", other: rect(2, 12, 3, -3),
      intersects: true, intersection: rect(2, 9, 3, 1)),
    // Only the width negative: x 12 back to 9, meeting 0-10 in 9-10.
    Case(
      name: "a negative width alone is standardized first", other: rect(12, 2, -3, 3),
      intersects: true, intersection: rect(9, 2, 1, 3)),
    Case(
      name: "apart across only", other: rect(10.5, 0, 1, 10), intersects: false,
      intersection: .null),
    Case(
      name: "a huge finite rect around it", other: rect(-1e300, -1e300, 1e308, 1e308),
      intersects: true, intersection: base),
    Case(
      name: "an infinite width from a finite origin", other: rect(5, 5, .infinity, 1),
      intersects: true, intersection: rect(5, 5, 5, 1)),
  ]

  @Test(arguments: cases)
  func intersectsAsCoreGraphics(_ c: Case) {
    #expect(Self.base.intersects(c.other) == c.intersects)
    #expect(c.other.intersects(Self.base) == c.intersects)
    #expect(Self.base.intersection(c.other) == c.intersection)
  }

  /// `intersectsAsFoundation(_:)`, what rect queries ask, answers every case as Foundation's
  /// `intersects(_:)` does: by comparing edges for finite rects of non-negative size, by asking
  /// Foundation for the others.
  @Test(arguments: cases)
  func theQuickAnswerIsFoundations(_ c: Case) {
    #expect(Self.base.intersectsAsFoundation(c.other) == c.intersects)
    #expect(c.other.intersectsAsFoundation(Self.base) == c.intersects)
  }

  /// A rect query whose edge lies on the boundary between two rows returns both rows, as
  /// UICollectionViewFlowLayout does with a line spacing of 0: 50-pt rows at y 0, 50, 100.
  @Test func aRectQueryReturnsTheRowsThatOnlyTouchIt() {
    let subject = FlowFixture(
      size: size(100, 300), sections: [.init(6)], itemSize: size(50, 50), lineSpacing: 0,
      interitemSpacing: 0
    ).make()
    let found = subject.layout.layoutAttributesForElements(in: rect(0, 50, 100, 50))!.map {
      $0.indexPath.item
    }
    #expect(found == [0, 1, 2, 3, 4, 5])
    let zeroHeight = subject.layout.layoutAttributesForElements(in: rect(0, 50, 100, 0))!.map {
      $0.indexPath.item
    }
    #expect(zeroHeight == [0, 1, 2, 3])
  }
}
