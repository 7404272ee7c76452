import Foundation
import LayoutKit
import Testing

/// Flow geometry cases the mutation pass of issue 11 found unpinned: a negative footer, the clamp
/// and the sides of the section inset reference (docs/uikit-reference.md, "Content size and the
/// section inset reference"), and empty bounds (docs/uikit-reference.md, "Reference dimension").
/// Every expected frame is worked out from UIKit's rules in the comments, not read from the
/// program.
@Suite struct FlowGeometryMutationTests {
  /// A footer counts only when it has a length (docs/uikit-reference.md, "Section geometry"step 4):
  /// a negative footer is logged and leaves the section as long as without one. Two sections of one
  /// 50 x 50 item: section 0 is 50 long, so section 1's item starts at y 50 and the content is 100
  /// long.
  @Test func aNegativeFooterDoesNotShortenItsSection() {
    let subject = FlowFixture(sections: [.init(1), .init(1)], footer: size(0, -10)).make()
    defer { withExtendedLifetime(subject) {} }
    #expect(
      subject.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == rect(0, 50, 50, 50))
    #expect(subject.layout.collectionViewContentSize == size(375, 100))
    #expect(
      subject.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
  }

  static let references: [FrameCase] = [
    // The extra before the first section is max(safe-area top - adjusted top, 0) = max(0 - 40, 0)
    // = 0: the content inset is respected at a minimum, so the item stays at y 0.
    FrameCase(
      name: "a reference edge inside the adjusted inset adds nothing, never a negative extra",
      fixture: FlowFixture(
        size: size(375, 600), sections: [.init(1)],
        adjustedContentInset: EdgeInsets(top: 40, left: 0, bottom: 0, right: 0),
        reference: .fromSafeArea),
      frames: [rect(0, 0, 50, 50)]),
    // Left inset max(0 + 30 - 0, 0) = 30, right 10: A = 375 - 40 = 335 holds five 50-pt items,
    // so a lone item sits at the left inset, x 30.
    FrameCase(
      name: "the left section inset grows by the left safe area",
      fixture: FlowFixture(
        size: size(375, 600), sections: [.init(1)],
        safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10), reference: .fromSafeArea),
      frames: [rect(30, 0, 50, 50)]),
    // The mirror image of the insets: left 10, right 30, the lone item at x 10.
    FrameCase(
      name: "the left section inset does not take the right safe area",
      fixture: FlowFixture(
        size: size(375, 600), sections: [.init(1)],
        safeArea: EdgeInsets(top: 0, left: 10, bottom: 0, right: 30), reference: .fromSafeArea),
      frames: [rect(10, 0, 50, 50)]),
  ]

  @Test(arguments: references)
  func sectionInsetReferenceFrames(_ c: FrameCase) {
    #expect(c.fixture.itemFrames() == c.frames)
  }

  /// With empty bounds the layout produces nothing (docs/uikit-reference.md, "Reference
  /// dimension"), whichever side is empty and even when the reference dimension across the scroll
  /// direction is positive.
  @Test(arguments: [
    (ScrollDirection.vertical, size(320, 0)), (ScrollDirection.horizontal, size(0, 320)),
  ])
  func emptyBoundsLayNothingOut(_ direction: ScrollDirection, _ bounds: CGSize) {
    let geometry = FlowLayoutGeometry(
      environment: FlowLayoutEnvironment(scrollDirection: direction, boundsSize: bounds),
      sections: [FlowSectionMetrics(itemSizes: .uniform(size(50, 50), count: 3))])
    #expect(geometry.contentSize == .zero)
    #expect(geometry.sections.isEmpty)
  }
}
