import Foundation

extension FlowLayout {
  /// The environment the geometry is computed from.
  func environment(of cv: LayoutCollectionView) -> FlowLayoutEnvironment {
    FlowLayoutEnvironment(
      scrollDirection: scrollDirection, boundsSize: cv.bounds.size,
      adjustedContentInset: cv.adjustedContentInset, safeAreaInsets: cv.safeAreaInsets,
      layoutMargins: cv.layoutMargins, sectionInsetReference: sectionInsetReference,
      mirrorsHorizontally: isMirroringLayoutDirection, displayScale: cv.displayScale,
      allowsUniformPath: estimatedItemSize == .zero, quirks: quirks)
  }

  func cellAttributes(section: Int, item: Int, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.layoutAttributesType.make(
      category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section))
    attributes.frame = frame
    return attributes
  }

  /// Headers and footers get zIndex 10 (apps linked on iOS 9 or later), cells 0.
  func supplementaryAttributes(kind: String, section: Int, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.layoutAttributesType.make(
      category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = 10
    return attributes
  }

  /// The displayed header and footer frames of a section for the given bounds, pinned where pinning
  /// is on, header first (`_frameForHeaderInSection:usingData:`,
  /// `_frameForFooterInSection:usingData:`, docs/uikit-reference.md, "Pinning"). UIKit pins in
  /// display space: a right-to-left horizontal header sticks to the trailing edge of the visible
  /// rect, while footers use the left-to-right rule in every direction.
  func supplementaryFrames(_ geometry: FlowLayoutGeometry, section: Int, bounds: CGRect)
    -> [(kind: String, frame: CGRect)]
  {
    let sectionGeometry = geometry.sections[section]
    let scale = geometry.environment.displayScale
    let vertical = geometry.axis.isVertical
    let leftToRight = !geometry.environment.mirrorsHorizontally
    let visible = bounds.inset(by: collectionView?.adjustedContentInset ?? .zero)
    let sectionFrame = geometry.mirroredForDisplay(sectionGeometry.frame)
    let header = sectionGeometry.headerFrame.map(geometry.mirroredForDisplay)
    let footer = sectionGeometry.footerFrame.map(geometry.mirroredForDisplay)
    var result: [(kind: String, frame: CGRect)] = []
    if var pinnedHeader = header {
      if sectionHeadersPinToVisibleBounds {
        let footerLength = vertical ? (footer?.height ?? 0) : (footer?.width ?? 0)
        if vertical {
          if visible.minY > pinnedHeader.minY { pinnedHeader.origin.y = visible.minY }
          if footerLength + pinnedHeader.maxY > sectionFrame.maxY {
            pinnedHeader.origin.y = sectionFrame.maxY - (footerLength + pinnedHeader.height)
          }
        } else if leftToRight {
          if visible.minX > pinnedHeader.minX { pinnedHeader.origin.x = visible.minX }
          if footerLength + pinnedHeader.maxX > sectionFrame.maxX {
            pinnedHeader.origin.x = sectionFrame.maxX - (footerLength + pinnedHeader.width)
          }
        } else {
          if visible.maxX < pinnedHeader.maxX {
            pinnedHeader.origin.x = visible.maxX - pinnedHeader.width
          }
          if pinnedHeader.minX - footerLength < sectionFrame.minX {
            pinnedHeader.origin.x = footerLength + sectionFrame.minX
          }
        }
      }
      result.append((ElementKind.sectionHeader, FlowLayoutGeometry.rounded(pinnedHeader, scale)))
    }
    if var pinnedFooter = footer {
      if sectionFootersPinToVisibleBounds {
        let headerLength = vertical ? (header?.height ?? 0) : (header?.width ?? 0)
        if vertical {
          if !(visible.maxY >= pinnedFooter.maxY) {
            pinnedFooter.origin.y = visible.maxY - pinnedFooter.height
          }
          if pinnedFooter.minY - headerLength < sectionFrame.minY {
            pinnedFooter.origin.y = headerLength + sectionFrame.minY
          }
        } else {
          if !(visible.maxX >= pinnedFooter.maxX) {
            pinnedFooter.origin.x = visible.maxX - pinnedFooter.width
          }
          if pinnedFooter.minX - headerLength < sectionFrame.minX {
            pinnedFooter.origin.x = headerLength + sectionFrame.minX
          }
        }
      }
      result.append((ElementKind.sectionFooter, FlowLayoutGeometry.rounded(pinnedFooter, scale)))
    }
    return result
  }

  /// `indexesForSectionHeadersInRect:usingData:` and its footer twin: the sections with a header
  /// (footer) whose section frame and current frame, pinned for the collection view's present
  /// bounds, both intersect `rect`.
  func sections(
    _ geometry: FlowLayoutGeometry, withSupplementaryOfKind kind: String, in rect: CGRect
  ) -> [Int] {
    let bounds = collectionView?.bounds ?? .zero
    return geometry.sections(intersecting: rect).filter { section in
      let sectionGeometry = geometry.sections[section]
      let exists =
        kind == ElementKind.sectionHeader
        ? sectionGeometry.headerFrame != nil : sectionGeometry.footerFrame != nil
      guard exists, geometry.mirroredForDisplay(sectionGeometry.frame).intersects(rect) else {
        return false
      }
      return supplementaryFrames(geometry, section: section, bounds: bounds).contains {
        $0.kind == kind && $0.frame.intersectsAsFoundation(rect)
      }
    }
  }

  /// Whether the bounds changed across the scroll direction: width or x for a vertical layout,
  /// height or y for a horizontal one.
  func crossAxisChanged(from old: CGRect, to new: CGRect) -> Bool {
    switch scrollDirection {
    case .vertical: new.width != old.width || new.minX != old.minX
    case .horizontal: new.height != old.height || new.minY != old.minY
    }
  }
}
