import Foundation

extension CompositionalLayoutGeometry {
  /// What a pinned boundary item stays within along the scroll direction, in layout space: its
  /// section's frame, or the whole content for the layout's own items (`section` nil).
  func pinningLimits(section: Int?) -> (low: Double, high: Double) {
    guard let section, section >= 0, section < sectionCount else {
      return (0, axis.main(contentSize))
    }
    return pinningLimits(of: self.section(section))
  }

  /// What a pinned boundary item of `section` stays within: the section's frame.
  func pinningLimits(of section: CompositionalSectionGeometry) -> (low: Double, high: Double) {
    (axis.mainMin(section.frame), axis.mainMax(section.frame))
  }

  /// The frame of `element` in layout space for the visible interval `visible` (layout space,
  /// along the scroll direction). A header pinned to the start moves down to the visible start
  /// but never below where its section ends less its length; a footer pinned to the end moves up
  /// to the visible end but never above where its section starts (docs/uikit-choices.md,
  /// "Compositional layout"). An element that does not pin keeps its frame.
  func pinnedFrame(
    of element: CompositionalElement, within limits: (low: Double, high: Double),
    visible: (low: Double, high: Double)
  ) -> CGRect {
    guard let edge = element.pinnedEdge else { return element.frame }
    let length = axis.mainLength(element.frame)
    var start = axis.mainMin(element.frame)
    switch edge {
    case .start:
      start = min(max(start, visible.low), limits.high - length)
    case .end:
      start = max(min(start, visible.high - length), limits.low)
    }
    return axis.moving(element.frame, toMain: start)
  }

  /// The index paths, by kind, of the pinned boundary items whose limits meet (`low`, `high`):
  /// the section items at (section, 0), the layout's own at (0, 0).
  func pinnedSupplementaries(meeting low: Double, _ high: Double) -> [String: [IndexPath]] {
    guard mayPinBoundaryItems else { return [:] }
    var found: [String: [IndexPath]] = [:]
    for index in sectionIndex.candidates(overlapping: low, high) {
      let limits = pinningLimits(section: index)
      guard limits.low <= high && limits.high >= low else { continue }
      for element in section(index).supplementaries where element.pinnedEdge != nil {
        found[element.kind, default: []].append(IndexPath(item: 0, section: index))
      }
    }
    for element in globalSupplementaries where element.pinnedEdge != nil {
      found[element.kind, default: []].append(IndexPath(item: 0, section: 0))
    }
    return found
  }

  /// `pinnedSupplementaries(meeting:_:)` for the interval a display-space rect covers.
  func pinnedSupplementaries(meeting rect: CGRect) -> [String: [IndexPath]] {
    let (low, high) = layoutInterval(of: rect)
    return pinnedSupplementaries(meeting: low, high)
  }
}
