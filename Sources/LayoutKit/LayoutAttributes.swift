import Foundation

/// UICollectionViewLayoutAttributes: where and how one element is shown.
///
/// A class, as in UIKit, so a subclass can carry extra attributes and layouts can hand out shared
/// instances; `copy()` gives an independent instance of the same class. The frame is stored, and
/// `center` and `size` are derived from it the way UIKit keeps the three consistent: setting the
/// center moves the frame, setting the size keeps the center.
open class LayoutAttributes: CustomStringConvertible {
  /// UICollectionViewLayoutAttributes.representedElementCategory
  public let representedElementCategory: ElementCategory
  /// UICollectionViewLayoutAttributes.representedElementKind (nil for cells)
  public let representedElementKind: String?
  /// UICollectionViewLayoutAttributes.indexPath
  public var indexPath: IndexPath
  /// UICollectionViewLayoutAttributes.frame
  public var frame: CGRect
  /// UICollectionViewLayoutAttributes.alpha (default 1)
  public var alpha: Double = 1
  /// UICollectionViewLayoutAttributes.zIndex (default 0)
  public var zIndex: Int = 0
  /// UICollectionViewLayoutAttributes.isHidden (default false)
  public var isHidden: Bool = false

  /// The designated initializer that the three UIKit factory initializers share.
  public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
    representedElementCategory = category
    representedElementKind = category == .cell ? nil : kind
    self.indexPath = indexPath
    frame = .zero
  }

  /// UICollectionViewLayoutAttributes(forCellWith:)
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)
  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(category: .supplementaryView, kind: kind, indexPath: indexPath)
  }

  /// UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)
  public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(category: .decorationView, kind: kind, indexPath: indexPath)
  }

  /// UICollectionViewLayoutAttributes.center
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
    }
  }

  /// UICollectionViewLayoutAttributes.size (setting it keeps the center)
  public var size: CGSize {
    get { frame.size }
    set {
      let c = center
      frame = CGRect(
        x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// UICollectionViewLayoutAttributes.bounds: the size at origin zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// NSCopying.copy(): an independent instance of the same class with the same values. Subclasses
  /// with their own stored attributes override `copyValues(from:)`.
  open func copy() -> Self {
    let result = Self(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    result.copyValues(from: self)
    return result
  }

  /// Copies the mutable attributes of `other` into this instance; the hook `copy()` calls.
  open func copyValues(from other: LayoutAttributes) {
    frame = other.frame
    alpha = other.alpha
    zIndex = other.zIndex
    isHidden = other.isHidden
  }

  /// UICollectionViewLayoutAttributes.isEqual(_:): same element and the same attribute values.
  open func isEqual(_ other: LayoutAttributes) -> Bool {
    representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && indexPath == other.indexPath
      && frame == other.frame && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden
  }

  /// The element this describes.
  public var key: ElementKey {
    ElementKey(
      category: representedElementCategory, kind: representedElementKind ?? "",
      section: indexPath.section, item: indexPath.item)
  }

  /// The canonical element id (`cell/S/I`, `supplementary/KIND/S/I`, `decoration/KIND/S/I`).
  public var elementID: String { key.id }

  public var description: String {
    let f = frame
    var text =
      "<\(elementID) frame = (\(formatNumber(f.minX)) \(formatNumber(f.minY)); "
      + "\(formatNumber(f.width)) \(formatNumber(f.height)))"
    if alpha != 1 { text += "; alpha = \(formatNumber(alpha))" }
    if zIndex != 0 { text += "; zIndex = \(zIndex)" }
    if isHidden { text += "; hidden = YES" }
    return text + ">"
  }
}
