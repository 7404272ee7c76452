import Foundation

/// Self-sizing of supplementary views other than sections' boundary items
/// (docs/uikit-choices.md, "Self-sizing badges" and "Self-sizing the layout's boundary items"):
/// badges take their preferred sizes along their estimated dimensions, the layout's own headers
/// and footers their preferred lengths along the scroll direction.
extension CompositionalLayout {
  /// What self-sizing measured of badges and of the layout's own boundary items.
  struct MeasuredSupplementaries {
    /// Badges' preferred sizes (only their estimated dimensions count), by section, item and
    /// kind: they move with their items through a batch update.
    var badges: [Int: [Int: [String: CGSize]]] = [:]
    /// The layout's own boundary items' lengths along the scroll direction, by kind.
    var layoutBoundary: [String: Double] = [:]

    /// Records a supplementary view's measurement at `path` when it is a badge's or a layout
    /// boundary item's; false when it is neither (a section's boundary item).
    mutating func record(_ measured: MeasuredLengths, at path: IndexPath) -> Bool {
      guard let kind = measured.boundaryKind else { return false }
      if let size = measured.badgeSize {
        badges[path.section, default: [:]][path.item, default: [:]][kind] = size
        return true
      }
      guard measured.isLayoutBoundary, let along = measured.along else { return false }
      layoutBoundary[kind] = along
      return true
    }

    /// The badges' sizes at the index paths `finalIndexPath` moves their items to; those of
    /// items it gives no place are dropped. The layout's boundary items keep theirs: they belong
    /// to no section.
    mutating func move(by finalIndexPath: (IndexPath) -> IndexPath?) {
      badges = CompositionalLayout.lengths(badges, movedBy: finalIndexPath)
    }
  }
}
