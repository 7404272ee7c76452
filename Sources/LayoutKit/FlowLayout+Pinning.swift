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

  func cellAttributes(_ geometry: FlowLayoutGeometry, section: Int, item: Int) -> LayoutAttributes {
    let attributes = Self.layoutAttributesClass.init(
      category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section))
    attributes.frame = geometry.sections[section].itemFrames[item]
    return attributes
  }

  /// Headers and footers get zIndex 10 (apps linked on iOS 9 or later), cells 0.
  func supplementaryAttributes(kind: String, section: Int, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.layoutAttributesClass.init(
      category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = 10
    return attributes
  }

  /// The displayed header and footer frames of a section for the given bounds, pinned where
  /// pinning is on (reference 2.1), header first.
  func supplementaryFrames(_ geometry: FlowLayoutGeometry, section: Int, bounds: CGRect)
    -> [(kind: String, frame: CGRect)]
  {
    let s = geometry.sections[section]
    let axis = geometry.axis
    var result: [(kind: String, frame: CGRect)] = []
    let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    let visible =
      pins
      ? geometry.layoutSpace(bounds.inset(by: collectionView?.adjustedContentInset ?? .zero))
      : .zero
    let headerLength = s.headerFrame.map(axis.mainLength) ?? 0
    let footerLength = s.footerFrame.map(axis.mainLength) ?? 0
    if var header = s.headerFrame {
      if sectionHeadersPinToVisibleBounds {
        // Stick to the top of the visible rect, but stop above the section's own footer.
        var main = max(axis.mainMin(header), axis.mainMin(visible))
        if main + headerLength + footerLength > axis.mainMax(s.frame) {
          main = axis.mainMax(s.frame) - footerLength - headerLength
        }
        header = axis.moving(header, toMain: main)
      }
      result.append((ElementKind.sectionHeader, geometry.displayed(header)))
    }
    if var footer = s.footerFrame {
      if sectionFootersPinToVisibleBounds {
        // Stick to the bottom of the visible rect, but stay below the section's own header.
        var main = axis.mainMin(footer)
        if axis.mainMax(visible) < main + footerLength {
          main = axis.mainMax(visible) - footerLength
        }
        if main - headerLength < axis.mainMin(s.frame) {
          main = axis.mainMin(s.frame) + headerLength
        }
        footer = axis.moving(footer, toMain: main)
      }
      result.append((ElementKind.sectionFooter, geometry.displayed(footer)))
    }
    return result
  }

  /// Sections with a pinned header or footer near the old or new bounds. With `onScreenOnly`,
  /// only those whose pinned element intersects the old bounds (pinned for the old bounds) or the
  /// new bounds (pinned for the new bounds).
  func pinnedSections(
    _ geometry: FlowLayoutGeometry, old: CGRect, new: CGRect, onScreenOnly: Bool
  ) -> [Int] {
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return [] }
    var sections = Set(geometry.sections(intersecting: old))
    sections.formUnion(geometry.sections(intersecting: new))
    return sections.sorted().filter { section in
      let pinnedKinds = supplementaryKindsPinned(geometry, section: section)
      guard !pinnedKinds.isEmpty else { return false }
      guard onScreenOnly else { return true }
      let atOld = supplementaryFrames(geometry, section: section, bounds: old)
      let atNew = supplementaryFrames(geometry, section: section, bounds: new)
      return atOld.contains { pinnedKinds.contains($0.kind) && $0.frame.overlaps(old) }
        || atNew.contains { pinnedKinds.contains($0.kind) && $0.frame.overlaps(new) }
    }
  }

  private func supplementaryKindsPinned(_ geometry: FlowLayoutGeometry, section: Int) -> Set<
    String
  > {
    var kinds: Set<String> = []
    let s = geometry.sections[section]
    if sectionHeadersPinToVisibleBounds, s.headerFrame != nil {
      kinds.insert(ElementKind.sectionHeader)
    }
    if sectionFootersPinToVisibleBounds, s.footerFrame != nil {
      kinds.insert(ElementKind.sectionFooter)
    }
    return kinds
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
