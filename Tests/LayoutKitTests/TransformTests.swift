import Foundation
import LayoutKit
import Testing

/// CGAffineTransform and CATransform3D where CoreGraphics and QuartzCore are missing, and the
/// attributes' two transforms kept in step as UIKit keeps them.
@Suite struct TransformTests {
  @Test func affineTransformsComposeInCoreGraphicsOrder() {
    // scaledBy applies the scale first: (1, 1) scales to (2, 3), then moves by (10, 20).
    let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    #expect(t.inverted().concatenating(t) == .identity)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
  }

  @Test func threeDimensionalTransformsComposeInCoreAnimationOrder() {
    let scale = CATransform3DMakeScale(2, 3, 4)
    let moved = CATransform3DTranslate(scale, 10, 20, 30)
    // Translation first, then the scale: (10, 20, 30) becomes (20, 60, 120).
    #expect(moved.m41 == 20 && moved.m42 == 60 && moved.m43 == 120)
    #expect(!CATransform3DIsAffine(moved))
    #expect(CATransform3DIsAffine(CATransform3DMakeScale(0.5, 0.5, 1)))
    let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(quarter.m11) < 1e-15 && quarter.m12 == 1 && quarter.m21 == -1)
    #expect(
      CATransform3DGetAffineTransform(CATransform3DMakeScale(0.5, 0.25, 1))
        == CGAffineTransform(scaleX: 0.5, y: 0.25))
  }

  @Test func transformIsTheAffinePartOfTransform3D() {
    let a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.transform3D = CATransform3DMakeTranslation(5, 6, 7)
    #expect(a.transform == CGAffineTransform(translationX: 5, y: 6))
    a.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(a.transform3D == CATransform3DMakeScale(2, 2, 1))
    let b = a.copy() as? LayoutAttributes
    b?.transform3D = CATransform3DTranslate(a.transform3D, 0, 0, 1)
    // The same affine part, a different depth: not equal, so the collection view re-applies it.
    #expect(b?.transform == a.transform)
    #expect(b?.isEqual(a) == false)
  }
}
