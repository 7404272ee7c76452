import Foundation

/// UICollectionViewLayoutAttributes: where and how one element is shown.
///
/// An `NSObject` that adopts `NSCopying`, as in UIKit, so a subclass carries extra attributes by
/// overriding `copy(with:)` and `isEqual(_:)` the UIKit way, and `NSArray(array:copyItems:)`
/// copies it. The frame is stored, and `center` and `size` are derived from it the way UIKit
/// keeps the three consistent: setting the center moves the frame, setting the size keeps the
/// center.
open class LayoutAttributes: NSObject, NSCopying {
  /// The values UIKit compares in isEqual:, stored together behind the open properties: a
  /// final stored property of this module, so comparing and copying them is direct access,
  /// without a dynamic exclusivity check or a dispatch per property (the transition diff
  /// compares every visible element's attributes on every display tick).
  final var values = Values()

  /// The stored attribute values of the base class.
  struct Values {
    var category = ElementCategory.cell
    var kind: String?
    /// Set through `LayoutAttributes.indexPath`, which sets `twoIndexes` with it.
    var indexPath = IndexPath()
    /// `indexPath`'s section and item when it has exactly two indexes, else nil: what the
    /// collection view reads of every answered element at every query, without going through
    /// IndexPath each time.
    var twoIndexes: (section: Int, item: Int)?
    var frame = CGRect.zero
    var alpha: Double = 1
    var zIndex = 0
    var isHidden = false
    /// Set through `LayoutAttributes.transform3D`, which sets `isIdentityTransform` with it.
    var transform3D = CATransform3DIdentity
    /// Whether `transform3D` is the identity: one flag to read, where a layout asks whether
    /// attributes it answered are still as it made them (`isUnchangedCell`).
    var isIdentityTransform = true
  }

  /// UICollectionViewLayoutAttributes.representedElementCategory
  public internal(set) var representedElementCategory: ElementCategory {
    get { values.category }
    set { values.category = newValue }
  }
  /// UICollectionViewLayoutAttributes.representedElementKind (nil for cells)
  public internal(set) var representedElementKind: String? {
    get { values.kind }
    set { values.kind = newValue }
  }
  /// UICollectionViewLayoutAttributes.indexPath
  open var indexPath: IndexPath {
    get { values.indexPath }
    set {
      // Worked out before the stores: a call while `values` is being written would make every
      // access to it checked at run time.
      let twoIndexes = newValue.count == 2 ? (section: newValue[0], item: newValue[1]) : nil
      values.indexPath = newValue
      values.twoIndexes = twoIndexes
    }
  }
  /// UICollectionViewLayoutAttributes.frame
  open var frame: CGRect {
    get { values.frame }
    set { values.frame = newValue }
  }
  /// UICollectionViewLayoutAttributes.alpha (default 1)
  open var alpha: Double {
    get { values.alpha }
    set { values.alpha = newValue }
  }
  /// UICollectionViewLayoutAttributes.zIndex (default 0)
  open var zIndex: Int {
    get { values.zIndex }
    set { values.zIndex = newValue }
  }
  /// UICollectionViewLayoutAttributes.isHidden (default false)
  open var isHidden: Bool {
    get { values.isHidden }
    set { values.isHidden = newValue }
  }
  /// UICollectionViewLayoutAttributes.transform3D (default identity). Like UIKit, it does not
  /// change `frame`: the event stream reports both.
  open var transform3D: CATransform3D {
    get { values.transform3D }
    set {
      // Worked out before the stores, as the index path's indexes are.
      let isIdentity = newValue == CATransform3DIdentity
      values.transform3D = newValue
      values.isIdentityTransform = isIdentity
    }
  }
  /// UICollectionViewLayoutAttributes.transform: the affine part of `transform3D`; setting it
  /// replaces `transform3D` with that affine transform, as UIKit does.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// UICollectionViewLayoutAttributes(): a cell's attributes with an empty index path.
  public required override init() { super.init() }

  /// UICollectionViewLayoutAttributes(coder:): scrollsim archives nothing, so this fails.
  public required init?(coder: NSCoder) { return nil }

  /// UICollectionViewLayoutAttributes(forCellWith:)
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    self.indexPath = indexPath
  }

  /// UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
    self.indexPath = indexPath
  }

  /// An instance of this class for any category: what the three factory initializers make,
  /// reachable through a metatype such as `layoutAttributesClass`.
  public static func make(
    category: ElementCategory, kind: String?, indexPath: IndexPath
  ) -> Self {
    let attributes = Self.init()
    attributes.representedElementCategory = category
    attributes.representedElementKind = category == .cell ? nil : kind
    attributes.indexPath = indexPath
    return attributes
  }

  /// UICollectionViewLayoutAttributes.center
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
    }
  }

  /// UICollectionViewLayoutAttributes.size (setting it keeps the center)
  open var size: CGSize {
    get { frame.size }
    set {
      let c = center
      frame = CGRect(
        x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// UICollectionViewLayoutAttributes.bounds: the size at origin zero.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// NSCopying.copy(with:): an instance of the same class with the same values. Subclasses with
  /// stored attributes override it, call super and copy their own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let result = Self.init()
    copyBaseValues(into: result)
    return result
  }

  private func copyBaseValues(into result: LayoutAttributes) {
    result.representedElementCategory = representedElementCategory
    result.representedElementKind = representedElementKind
    result.indexPath = indexPath
    result.frame = frame
    result.alpha = alpha
    result.zIndex = zIndex
    result.isHidden = isHidden
    result.transform3D = transform3D
  }

  /// UICollectionViewLayoutAttributes.isEqual(_:): same element and the same attribute values.
  /// Subclasses with stored attributes override it, compare their own and call super.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? LayoutAttributes else { return false }
    if other === self { return true }
    return hasEqualBaseValues(other)
  }

  /// isEqual(_:) for layout attributes, without the cast from `Any`: when neither object is of a
  /// subclass (which may override `isEqual(_:)` or a property), their stored values are compared
  /// directly, which is what isEqual(_:) then does; otherwise isEqual(_:) is asked. The
  /// collection view's comparison of what it shows with what the layout answers.
  package final func isEqualAttributes(_ other: LayoutAttributes) -> Bool {
    if other === self { return true }
    guard type(of: self) == LayoutAttributes.self, type(of: other) == LayoutAttributes.self else {
      return isEqual(other)
    }
    // Field by field, the frame first (what a scroll changes): comparing `values` whole would
    // copy both structs out of their objects.
    return values.frame.equalsAsFoundation(other.values.frame)
      && values.indexPath == other.values.indexPath
      && values.category == other.values.category && values.kind == other.values.kind
      && values.alpha == other.values.alpha && values.zIndex == other.values.zIndex
      && values.isHidden == other.values.isHidden
      && values.transform3D == other.values.transform3D
  }

  /// The base class's values compared through its properties, which a subclass may override.
  private func hasEqualBaseValues(_ other: LayoutAttributes) -> Bool {
    representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && indexPath == other.indexPath
      && frame == other.frame && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden && transform3D == other.transform3D
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    hasher.combine(indexPath)
    return hasher.finalize()
  }

  /// The extra properties of a subclass, as the event stream writes them under `attrs.custom`
  /// (scrollsim's; UIKit has no such member). By default the stored properties the subclass
  /// adds, read by reflection (`reflectedCustomAttributes`), so a subclass written the UIKit
  /// way needs no code for them. Override it to add computed values
  /// (`super.customAttributes.merging(...)`) or to say exactly what is written (`[:]` writes
  /// nothing).
  open var customAttributes: [String: AttributeValue] { reflectedCustomAttributes }

  /// The element this describes.
  public var key: ElementKey {
    // This class's own values are read in place; a subclass's through its properties, which it
    // may override. The collection view asks every answered element's key at every query.
    if type(of: self) == LayoutAttributes.self, let path = values.twoIndexes {
      return ElementKey(
        category: values.category, kind: values.kind ?? "", section: path.section,
        item: path.item)
    }
    // The index path read once: it is open (a dispatch) and each read copies it.
    let indexPath = indexPath
    return ElementKey(
      category: representedElementCategory, kind: representedElementKind ?? "",
      section: indexPath.section, item: indexPath.item)
  }

  /// A copy through `copy(with:)`, or, when an override answers with something that is not
  /// layout attributes, a copy of the base class's values.
  package func copiedAttributes() -> LayoutAttributes {
    if let copied = copy(with: nil) as? LayoutAttributes { return copied }
    let result = LayoutAttributes()
    copyBaseValues(into: result)
    return result
  }

  /// UIKit's description of layout attributes (index path, kind, frame and what differs from
  /// the defaults), without object addresses.
  open override var description: String {
    let f = frame
    var text = "<\(type(of: self)) index path: (\(indexPath.section) - \(indexPath.item)); "
    if let kind = representedElementKind { text += "element kind: (\(kind)); " }
    text +=
      "frame = (\(cgFloatDescription(f.minX)) \(cgFloatDescription(f.minY)); "
      + "\(cgFloatDescription(f.width)) \(cgFloatDescription(f.height)))"
    if alpha != 1 { text += "; alpha = \(cgFloatDescription(alpha))" }
    if zIndex != 0 { text += "; zIndex = \(zIndex)" }
    if isHidden { text += "; hidden = YES" }
    if !CATransform3DIsIdentity(transform3D) { text += "; transform3D = \(transform3D.entries)" }
    return text + ">"
  }
}
