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

  /// Whether a rect query may hand out again the cells the last one answered
  /// (`CompositionalAnsweredCells`): only this class's own answers in this module's attributes
  /// class, which nothing changes after making them. A subclass may change the attributes
  /// `super` answers (UIKit asks it to copy them first; many do not), and a visible-items
  /// handler's edits are applied to each answer.
  func reusesAnsweredCells(
    type: LayoutAttributes.Type, edits: [Int: [ElementKey: VisibleItemEdit]]
  ) -> Bool {
    Swift.type(of: self) == CompositionalLayout.self && type == LayoutAttributes.self
      && edits.isEmpty
  }
}
