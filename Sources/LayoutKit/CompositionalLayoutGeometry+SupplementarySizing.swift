import Foundation

/// What self-sizing reads of supplementary views (docs/uikit-choices.md, "Self-sizing boundary
/// items", "Self-sizing badges", "Self-sizing the layout's boundary items").
extension CompositionalLayoutGeometry {
  /// The lengths `preferred` asks for where they replace a supplementary view's estimates: a
  /// badge's estimated width and height; a section's boundary item's, or the layout's own, length
  /// along the scroll direction. The view at an index path is found as the queries find it: an
  /// item's badge first, then the section's boundary item at (section, 0), then the layout's at
  /// (0, 0). Nil when nothing estimated changed.
  func supplementarySelfSizedLengths(_ preferred: LayoutAttributes, original: LayoutAttributes)
    -> CompositionalLayout.MeasuredLengths?
  {
    typealias MeasuredLengths = CompositionalLayout.MeasuredLengths
    guard let kind = original.representedElementKind else { return nil }
    let path = original.indexPath
    let changed = Self.changedLength
    if let badge = item(section: path.section, item: path.item)?.supplementaries.first(where: {
      $0.kind == kind
    }) {
      guard let anchoring = badge.anchoring else { return nil }
      let width = changed(anchoring.estimatesWidth, preferred.size.width, original.size.width)
      let height = changed(anchoring.estimatesHeight, preferred.size.height, original.size.height)
      guard width != nil || height != nil else { return nil }
      // The view's size whole: only its estimated dimensions are read.
      return MeasuredLengths(
        along: nil, across: nil, boundaryKind: kind, badgeSize: preferred.size)
    }
    let boundary = boundaryItem(kind: kind, section: path.section, item: path.item)
    let layoutBoundary =
      boundary == nil && path.section == 0 && path.item == 0
      ? globalSupplementaries.first(where: { $0.kind == kind }) : nil
    guard let element = boundary ?? layoutBoundary else { return nil }
    let along = changed(
      element.estimatesLength, axis.main(preferred.size), axis.main(original.size))
    return along.map {
      MeasuredLengths(
        along: $0, across: nil, boundaryKind: kind, isLayoutBoundary: layoutBoundary != nil)
    }
  }
}
