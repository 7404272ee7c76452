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

  /// caculateDecorationLayoutAttributes
  private func caculateDecorationLayoutAttributes(_ layout: FeatureFlowLayout) {
    decorationViewAttrs = []
    vertical = layout.scrollDirection == .vertical
    let numberOfSections = layout.collectionView?.numberOfSections ?? 0
    let lines = FlowLines(layout)
    for section in 0..<numberOfSections {
      guard let kind = delegate?.decorationViewKind(ofSection: section),
        let frame = decrationViewFrame(forSection: section, layout, lines)
      else { continue }
      let attributes = SectionBackgroundAttributes(
        forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: section))
      attributes.frame = frame
      attributes.zIndex = -1
      attributes.color = delegate?.backgroundColor(ofSection: section)
      decorationViewAttrs.append(attributes)
    }
    let low = decorationViewAttrs.map { Double(vertical ? $0.frame.minY : $0.frame.minX) }
    let high = decorationViewAttrs.map { Double(vertical ? $0.frame.maxY : $0.frame.maxX) }
    index = IntervalIndex(lows: low, highs: high)
  }

  /// The section's inset: the delegate's answer when it gives one, else sectionInset.
  private func sectionInsets(_ section: Int, _ layout: FlowLayout) -> EdgeInsets {
    if let delegate = layout.collectionView?.delegate as? CollectionViewDelegateFlowLayout,
      delegate.responds(to: .insetForSection), let cv = layout.collectionView,
      let inset = delegate.collectionView(cv, layout: layout, insetForSectionAt: section)
    {
      return inset
    }
    return layout.sectionInset
  }

  /// decrationViewFrameForSection: nil for a section without items.
  private func decrationViewFrame(
    forSection section: Int, _ layout: FeatureFlowLayout, _ lines: FlowLines
  ) -> CGRect? {
    let sectionItemCount = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    guard sectionItemCount > 0,
      let firstLine = lines.line(section: section, containing: 0),
      let lastLine = lines.line(section: section, containing: sectionItemCount - 1)
    else { return nil }
    var low = min(firstLine.low, lastLine.low)
    var high = max(firstLine.high, lastLine.high)
    if decorationContainsHeader,
      let header = layout.flowLayoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
    {
      let frame = lines.layoutSpace(header.frame)
      low = min(low, lines.low(frame))
      high = max(high, lines.high(frame))
    }
    let insets = decorationExtendEdges(section)
    let cross = crossRange(section, layout, lines)
    var frame: CGRect
    if vertical {
      frame = CGRect(
        x: cross.low, y: low - insets.top, width: cross.high - cross.low,
        height: high - low + insets.top + insets.bottom)
    } else {
      frame = CGRect(
        x: low - insets.left, y: cross.low, width: high - low + insets.left + insets.right,
        height: cross.high - cross.low)
    }
    return lines.layoutSpace(frame)
  }

  /// Across the scroll direction: the content minus the section insets, grown by the extension.
  private func crossRange(_ section: Int, _ layout: FlowLayout, _ lines: FlowLines) -> (
    low: Double, high: Double
  ) {
    let sectionInsets = sectionInsets(section, layout)
    let insets = decorationExtendEdges(section)
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
      let lines = FlowLines(layout)
      for obj in originAttrs where isHeaderOrFooter(obj) {
        adjustHeaderOrFooter(obj, layout, lines)
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
    adjustHeaderOrFooter(attributes, layout, FlowLines(layout))
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
    _ obj: LayoutAttributes, _ layout: FeatureFlowLayout, _ lines: FlowLines
  ) {
    let cross = crossRange(obj.indexPath.section, layout, lines)
    var frame = lines.layoutSpace(obj.frame)
    if vertical {
      frame.origin.x = cross.low
      frame.size.width = cross.high - cross.low
    } else {
      frame.origin.y = cross.low
      frame.size.height = cross.high - cross.low
    }
    obj.frame = lines.layoutSpace(frame)
  }
}
