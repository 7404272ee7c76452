import Foundation

#if !canImport(CoreGraphics)
  /// CGAffineTransform: the 2D affine matrix [a b 0; c d 0; tx ty 1] of CoreGraphics, for
  /// platforms without CoreGraphics. A point (x, y) maps to (a x + c y + tx, b x + d y + ty).
  public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// CGAffineTransform.a
    public var a: CGFloat
    /// CGAffineTransform.b
    public var b: CGFloat
    /// CGAffineTransform.c
    public var c: CGFloat
    /// CGAffineTransform.d
    public var d: CGFloat
    /// CGAffineTransform.tx
    public var tx: CGFloat
    /// CGAffineTransform.ty
    public var ty: CGFloat

    /// CGAffineTransform(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// CGAffineTransform(): the identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// CGAffineTransform.identity
    public static let identity = CGAffineTransform()

    /// CGAffineTransform(scaleX:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// CGAffineTransform(translationX:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// CGAffineTransform(rotationAngle:): counter-clockwise in a y-up system, so clockwise on a
    /// y-down screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
      let sine = CGFloat(Foundation.sin(Double(angle)))
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// CGAffineTransform.isIdentity
    public var isIdentity: Bool { self == .identity }

    /// CGAffineTransform.concatenating(_:): this transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// CGAffineTransform.scaledBy(x:y:): the scale applied first, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// CGAffineTransform.translatedBy(x:y:): the translation applied first, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// CGAffineTransform.rotated(by:): the rotation applied first, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// CGAffineTransform.inverted(): the inverse, or this transform unchanged when it has none
    /// (as CoreGraphics answers for a singular matrix).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public var description: String {
      "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
  }

  extension CGPoint {
    /// CGPoint.applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// CGSize.applying(_:): the linear part only, as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }
#endif
