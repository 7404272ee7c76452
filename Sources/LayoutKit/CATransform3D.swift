import Foundation

#if !canImport(QuartzCore)
  /// CATransform3D: Core Animation's 4 x 4 matrix, for platforms without QuartzCore. Points are
  /// row vectors multiplied on the left, as in Core Animation: (x, y, z, 1) M.
  public struct CATransform3D: Hashable, Sendable {
    /// CATransform3D.m11 ... m44
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    /// CATransform3D(): the identity.
    public init() {}

    /// CATransform3D(m11:m12:...:m44:)
    public init(
      m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
      m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
      m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
      (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
      (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
      (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
      (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries, row by row.
    public var entries: [CGFloat] {
      [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [CGFloat]) {
      self.init(
        m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
        m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
        m44: e[15])
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DIdentity
  public let CATransform3DIdentity = CATransform3D()

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DIsIdentity(_:)
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DEqualToTransform(_:_:)
  public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DConcat(_:_:): `a` then `b` (the product a b).
  public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let first = a.entries
    let second = b.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for term in 0..<4 { sum += first[row * 4 + term] * second[term * 4 + column] }
        product[row * 4 + column] = sum
      }
    }
    return CATransform3D(entries: product)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DMakeTranslation(_:_:_:)
  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
  {
    var transform = CATransform3D()
    (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
    return transform
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DMakeScale(_:_:_:)
  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
  {
    var transform = CATransform3D()
    (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
    return transform
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DMakeRotation(_:_:_:_:): a rotation by `angle` radians about the axis (x, y, z);
  /// the identity for a zero axis.
  public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (axisX, axisY, axisZ) = (x / length, y / length, z / length)
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    let versine = 1 - cosine
    return CATransform3D(
      m11: cosine + axisX * axisX * versine, m12: axisX * axisY * versine + axisZ * sine,
      m13: axisX * axisZ * versine - axisY * sine, m14: 0,
      m21: axisX * axisY * versine - axisZ * sine, m22: cosine + axisY * axisY * versine,
      m23: axisY * axisZ * versine + axisX * sine, m24: 0,
      m31: axisX * axisZ * versine + axisY * sine, m32: axisY * axisZ * versine - axisX * sine,
      m33: cosine + axisZ * axisZ * versine, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DTranslate(_:_:_:_:): the translation first, then `t`.
  public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
  ) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DScale(_:_:_:_:): the scale first, then `t`.
  public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
  {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DRotate(_:_:_:_:_:): the rotation first, then `t`.
  public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DIsAffine(_:): whether the matrix is a 2D affine transform (no z, no
  /// perspective).
  public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
      && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DGetAffineTransform(_:): the affine part (m11, m12, m21, m22, m41, m42).
  public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// CATransform3DMakeAffineTransform(_:)
  public func CATransform3DMakeAffineTransform(_ affine: CGAffineTransform) -> CATransform3D {
    var transform = CATransform3D()
    (transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42) = (
      affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty
    )
    return transform
  }
#endif
