import Foundation
import LayoutKit

/// Seed 000's delegate (`VVCollectionDecorationLayoutDelegte`): which decoration each section
/// shows, and the colour it paints.
public protocol SectionBackgroundDelegate: AnyObject {
  /// decorationViewClassOfSection: as the kind the class stands for; nil for none.
  func decorationViewKind(ofSection section: Int) -> String?
  /// The background colour of the section; nil when there is none.
  func backgroundColor(ofSection section: Int) -> String?
}

/// Seed 000, `VVCollectionDecorationLayout`: a decoration view behind each section, its kind
/// chosen per section by a delegate, spanning the section's lines (or from its header), across
/// the content width minus the section insets, grown by `decorationExtendEdges`, zIndex -1;
/// optionally re-frames headers and footers to the decoration's edges.
///
/// Departures from the seed (docs/layouts.md lists them): it answers
/// layoutAttributesForDecorationView(ofKind:at:); it returns only the decorations that intersect
/// the rect; an empty section gets none (the seed adds one with a zero frame); the decoration
/// starts at the top of the first line and ends at the bottom of the last, whatever the items'
/// heights and alignment; it spans the content width, not the bounds width; headers and footers
/// are re-framed in per-element queries too; the horizontal re-frame subtracts the decoration's
/// bottom extension (the seed's typo subtracts the section's bottom inset); right-to-left is the
/// mirror image of left-to-right (the seed's arithmetic subtracts the extension twice).
public final class SectionBackgrounds: FlowLayoutFeature {
  /// decorationExtendEdges: how far the decoration grows beyond the section's lines, per section.
  public var decorationExtendEdges: (Int) -> EdgeInsets = { _ in .zero }
  /// adjustHeaderAndFooterLayout (default false)
  public var adjustHeaderAndFooterLayout = false
  /// decorationContainsHeader (default false)
  public var decorationContainsHeader = false
  /// vvDelegate
  public weak var delegate: SectionBackgroundDelegate?
  /// The decoration kinds the layout registers.
  public let decorationKinds: [String]

  /// decorationViewAttrs: computed in prepare(), in section order.
  private var decorationViewAttrs: [LayoutAttributes] = []
  private var index = IntervalIndex()
  private var vertical = true

  /// A feature emitting decorations of the given kinds.
  public init(decorationKinds: [String]) {
    self.decorationKinds = decorationKinds
  }

  // MARK: - prepareLayout

  public func prepare(_ layout: FeatureFlowLayout) {
    caculateDecorationLayoutAttributes(layout)
  }

  /// Only the named sections' headers moved (the flow layout's own pinning): a decoration that
  /// contains its header is framed again for those sections, each found by binary search, and
  /// replaced when its frame changed (an attributes object already answered is never changed).
  /// The search index holds each decoration's reach, which no pinned header leaves, so it stands.
  public func prepare(_ layout: FeatureFlowLayout, supplementariesOfSections sections: [Int]) {
    guard decorationContainsHeader else { return }
    let space = FlowLayoutSpace(layout)
    for section in sections {
      let position = firstIndex(in: decorationViewAttrs.count) {
        decorationViewAttrs[$0].indexPath.section >= section
      }
      guard position < decorationViewAttrs.count,
        decorationViewAttrs[position].indexPath.section == section,
        let frames = decorationFrames(forSection: section, layout, space),
        frames.frame != decorationViewAttrs[position].frame,
        let moved = decorationViewAttrs[position].copy() as? LayoutAttributes
      else { continue }
      moved.frame = frames.frame
      decorationViewAttrs[position] = moved
    }
  }

  /// caculateDecorationLayoutAttributes
  private func caculateDecorationLayoutAttributes(_ layout: FeatureFlowLayout) {
    decorationViewAttrs = []
    vertical = layout.scrollDirection == .vertical
    let numberOfSections = layout.collectionView?.numberOfSections ?? 0
    let space = FlowLayoutSpace(layout)
    var low: [Double] = []
    var high: [Double] = []
    for section in 0..<numberOfSections {
      guard let kind = delegate?.decorationViewKind(ofSection: section),
        let frames = decorationFrames(forSection: section, layout, space)
      else { continue }
      let attributes = SectionBackgroundAttributes(
        forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: section))
      attributes.frame = frames.frame
      attributes.zIndex = -1
      attributes.color = delegate?.backgroundColor(ofSection: section)
      decorationViewAttrs.append(attributes)
      low.append(Double(vertical ? frames.reach.minY : frames.reach.minX))
      high.append(Double(vertical ? frames.reach.maxY : frames.reach.maxX))
    }
    index = IntervalIndex(lows: low, highs: high)
  }

  /// decrationViewFrameForSection (nil for a section without items), and the frame's reach: the
  /// frame itself, or, for a decoration containing a header the flow layout pins, the frame it
  /// would have with the header anywhere from its own place to its section's end.
  private func decorationFrames(
    forSection section: Int, _ layout: FeatureFlowLayout, _ space: FlowLayoutSpace
  ) -> (frame: CGRect, reach: CGRect)? {
    let sectionItemCount = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    guard sectionItemCount > 0,
      let firstLine = layout.line(containingItemAt: IndexPath(item: 0, section: section)),
      let lastLine = layout.line(
        containingItemAt: IndexPath(item: sectionItemCount - 1, section: section))
    else { return nil }
    var low = min(firstLine.low, lastLine.low)
    var high = max(firstLine.high, lastLine.high)
    var reach: (low: Double, high: Double)?
    if decorationContainsHeader,
      let header = layout.flowLayoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
    {
      let frame = space.layoutSpace(header.frame)
      if layout.sectionHeadersPinToVisibleBounds,
        let sections = layout.geometry?.sections, sections.indices.contains(section)
      {
        // Section and header frames of the geometry are in layout space, the header unpinned.
        let own = sections[section].headerFrame.map { space.low($0) } ?? space.low(frame)
        reach = (
          min(low, own, space.low(frame)),
          max(high, space.high(sections[section].frame), space.high(frame))
        )
      }
      low = min(low, space.low(frame))
      high = max(high, space.high(frame))
    }
    let insets = decorationExtendEdges(section)
    let cross = crossRange(section, layout, space, insets: insets)
    func frame(_ low: Double, _ high: Double) -> CGRect {
      let frame =
        vertical
        ? CGRect(
          x: cross.low, y: low - insets.top, width: cross.high - cross.low,
          height: high - low + insets.top + insets.bottom)
        : CGRect(
          x: low - insets.left, y: cross.low, width: high - low + insets.left + insets.right,
          height: cross.high - cross.low)
      return space.layoutSpace(frame)
    }
    let decoration = frame(low, high)
    return (decoration, reach.map { frame($0.low, $0.high) } ?? decoration)
  }

  /// The decoration's extent across the scroll direction: the content less the section insets,
  /// grown by `insets` (the section's `decorationExtendEdges`).
  private func crossRange(
    _ section: Int, _ layout: FlowLayout, _ space: FlowLayoutSpace, insets: EdgeInsets
  ) -> (low: Double, high: Double) {
    let sectionInsets = layout.insetForSection(section)
    let content = layout.collectionViewContentSize
    if vertical {
      return (
        sectionInsets.left - insets.left, content.width - sectionInsets.right + insets.right
      )
    }
    return (sectionInsets.top - insets.top, content.height - sectionInsets.bottom + insets.bottom)
  }

  // MARK: - layoutAttributesForElementsInRect

  public func layoutAttributesForElements(
    in rect: CGRect, elements: [LayoutAttributes], layout: FeatureFlowLayout
  ) -> [LayoutAttributes] {
    var originAttrs = elements
    if adjustHeaderAndFooterLayout {
      let space = FlowLayoutSpace(layout)
      for obj in originAttrs where isHeaderOrFooter(obj) {
        adjustHeaderOrFooter(obj, layout, space)
      }
    }
    let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    for position in index.candidates(overlapping: low, high)
    where decorationViewAttrs[position].frame.intersectsAsFoundation(rect) {
      originAttrs.append(decorationViewAttrs[position])
    }
    return originAttrs
  }

  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath, attributes: LayoutAttributes?,
    layout: FeatureFlowLayout, superAttributes: (String, IndexPath) -> LayoutAttributes?
  ) -> LayoutAttributes? {
    guard adjustHeaderAndFooterLayout, let attributes, isHeaderOrFooter(attributes) else {
      return attributes
    }
    adjustHeaderOrFooter(attributes, layout, FlowLayoutSpace(layout))
    return attributes
  }

  public func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes? {
    decorationViewAttrs.first {
      $0.indexPath.section == indexPath.section && $0.indexPath.item == indexPath.item
        && $0.representedElementKind == elementKind
    }?.copy() as? LayoutAttributes
  }

  private func isHeaderOrFooter(_ obj: LayoutAttributes) -> Bool {
    obj.representedElementKind == ElementKind.sectionHeader
      || obj.representedElementKind == ElementKind.sectionFooter
  }

  /// The seed's header and footer re-frame: across the scroll direction they take the
  /// decoration's edges.
  private func adjustHeaderOrFooter(
    _ obj: LayoutAttributes, _ layout: FeatureFlowLayout, _ space: FlowLayoutSpace
  ) {
    let section = obj.indexPath.section
    let cross = crossRange(section, layout, space, insets: decorationExtendEdges(section))
    var frame = space.layoutSpace(obj.frame)
    if vertical {
      frame.origin.x = cross.low
      frame.size.width = cross.high - cross.low
    } else {
      frame.origin.y = cross.low
      frame.size.height = cross.high - cross.low
    }
    obj.frame = space.layoutSpace(frame)
  }
}
