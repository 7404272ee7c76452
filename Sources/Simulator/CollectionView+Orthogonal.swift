import Foundation
import LayoutKit

/// Orthogonally scrolling sections (docs/compositional-layout.md, "Orthogonal sections"): each
/// scrolls through its own `OrthogonalScrollView`, whose offset changes the layout hears.
extension CollectionView {
  /// Why section `section` cannot be scrolled on its own, or nil when it can.
  public func orthogonalScrollProblem(section: Int) -> String? {
    guard section >= 0, section < numberOfSections else {
      return "section \(section) is out of range: the collection view has \(numberOfSections) "
        + "sections"
    }
    guard layout._orthogonalScroller(section: section) != nil else {
      return "section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is "
        + "none, or the layout is not compositional)"
    }
    return nil
  }

  /// The scroll view of orthogonal section `section`, brought up to date with the layout's
  /// solution and the section's offset; nil when the section does not scroll on its own.
  public func orthogonalScrollView(section: Int) -> OrthogonalScrollView? {
    guard orthogonalScrollProblem(section: section) == nil,
      let scroller = layout._orthogonalScroller(section: section)
    else { return nil }
    let offset = layout._orthogonalOffset(section: section) ?? scroller.minimumOffset
    if let view = orthogonalScrollViews[section] {
      if view.scroller != scroller || scroller.offset(of: view.bounds.origin) != offset {
        view.update(scroller, offset: offset)
      }
      return view
    }
    let view = OrthogonalScrollView(
      section: section, scroller: scroller, offset: offset, owner: self)
    orthogonalScrollViews[section] = view
    return view
  }

  /// A section's scroll view moved: the layout takes the offset; with a visible-items handler
  /// it asks to be invalidated (an `invalidate` with its context, so the handler runs at the
  /// next prepare), and the visible elements are brought up to date with cause `scroll`.
  func orthogonalOffsetDidChange(section: Int, offset: Double) {
    // The arguments are built only when traced: this runs at every tick of a section's motion.
    let context = callLayout(
      "_setOrthogonalOffset(_:section:)",
      .object([("section", .number(Double(section))), ("offset", .number(offset))])
    ) {
      $0._setOrthogonalOffset(offset, section: section)
    }
    drainDiagnostics()
    if let context {
      invalidateLayout(with: context, reason: .context, cause: .scroll)
    }
    setNeedsLayoutPass(LayoutPassRequest(cause: .scroll))
  }
}
