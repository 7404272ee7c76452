import Foundation

/// The attributes objects the queries answer with.
extension CompositionalLayout {
  /// The attributes of `key` at its displayed frame, with what its section's visible-items
  /// handler set on it.
  func attributes(
    _ key: ElementKey, frame: CGRect, zIndex: Int,
    type: LayoutAttributes.Type
  ) -> LayoutAttributes {
    Self.attributes(key, frame: frame, zIndex: zIndex, type: type, edits: visibleItemEdits)
  }

  /// The attributes of `key` at its displayed frame, with what `edits` (the visible-items
  /// handlers' edits, by section) set on it.
  static func attributes(
    _ key: ElementKey, frame: CGRect, zIndex: Int, type: LayoutAttributes.Type,
    edits: [Int: [ElementKey: VisibleItemEdit]]
  ) -> LayoutAttributes {
    let attributes = type.make(
      category: key.category, kind: key.kind, indexPath: key.indexPath)
    attributes.frame = frame
    attributes.zIndex = zIndex
    if !edits.isEmpty { edits[key.section]?[key]?.apply(to: attributes) }
    return attributes
  }
}
