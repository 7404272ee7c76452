import Foundation
import LayoutKit

/// Seed 001: a separator decoration after each line, filling the line spacing, generalised from
/// the seed's single section of fixed-height rows to every section, lines of any height and
/// grids.
///
/// A separator's index path is (section, first item of its line), as the seed's is (0, row) for
/// one item per row. It lies at the line's trailing edge in layout space (below the line when
/// scrolling vertically, after it when scrolling horizontally; mirrored for right-to-left), is
/// `thickness` long along the scroll direction (default: the section's line spacing, as the seed
/// uses minimumLineSpacing), and spans the content across it minus `insets` (left and right,
/// or top and bottom when horizontal, in layout space, so leading and trailing for
/// right-to-left). The last line of a section gets one only with `afterLastLine`. Only the
/// separators in the rect are computed, from the flow layout's own lines near it.
public final class Separators: FlowLayoutFeature {
  /// The decoration kind (the seed's `@"Separator"`).
  public let kind: String
  /// The length along the scroll direction; nil for the section's minimum line spacing.
  public var thickness: Double?
  /// The separator's zIndex (the seed's 1000).
  public var zIndex = 1000
  /// Whether the last line of a section gets a separator too.
  public var afterLastLine = false
  /// How far the separator stays from the content's edges across the scroll direction.
  public var insets = EdgeInsets.zero

  public var decorationKinds: [String] { [kind] }

  /// The delegate's line spacing of each section as asked at the features' last preparation (nil
  /// where it gives none; empty when it does not implement the method): the features prepare
  /// again after every invalidation that can change the delegate's answers, as the flow layout
  /// asks them again only then, so a rect query does not ask every section again.
  private var delegateSpacings: [Double?] = []
  /// The largest of `delegateSpacings`; nil when it holds no answer.
  private var largestDelegateSpacing: Double?
  /// The number of sections `delegateSpacings` was asked for; nil before any preparation (the
  /// delegate is then asked at each query).
  private var preparedSections: Int?

  /// Asks the delegate for every section's line spacing once, when it implements the method.
  public func prepare(_ layout: FeatureFlowLayout) {
    delegateSpacings.removeAll()
    preparedSections = nil
    guard let cv = layout.collectionView else { return }
    if let delegate = Self.spacingDelegate(cv) {
      delegateSpacings = (0..<cv.numberOfSections).map {
        delegate.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: $0)
      }
    }
    largestDelegateSpacing = delegateSpacings.lazy.compactMap { $0 }.max()
    preparedSections = cv.numberOfSections
  }

  /// Nothing a separator is made from depends on headers or footers (the line spacings asked at
  /// the last preparation stand), so a pinned header's move prepares nothing again.
  public func prepare(_ layout: FeatureFlowLayout, supplementariesOfSections sections: [Int]) {}

  /// The collection view's flow delegate when it implements `minimumLineSpacingForSectionAt`.
  private static func spacingDelegate(_ cv: LayoutCollectionView)
    -> CollectionViewDelegateFlowLayout?
  {
    guard let delegate = cv.delegate as? CollectionViewDelegateFlowLayout,
      delegate.responds(to: .minimumLineSpacing)
    else { return nil }
    return delegate
  }

  /// Whether the answers of the last preparation stand for the sections there are now.
  private func spacingsArePrepared(_ layout: FlowLayout) -> Bool {
    preparedSections != nil && preparedSections == layout.collectionView?.numberOfSections
  }

  /// Separators of the given decoration kind.
  public init(kind: String = "separator") {
    self.kind = kind
  }

  // MARK: - layoutAttributesForElementsInRect

  /// The items read: those within the longest separator before the rect, across the whole
  /// content width (a separator starts where its line ends).
  private func cellsRect(for rect: CGRect, _ layout: FeatureFlowLayout) -> CGRect {
    let reach = maximumThickness(layout)
    let big = 1e15
    let query: CGRect
    if layout.scrollDirection == .vertical {
      query = CGRect(x: -big, y: rect.minY - reach, width: 2 * big, height: rect.height + reach)
    } else if layout.isMirroringLayoutDirection {
      query = CGRect(x: rect.minX, y: -big, width: rect.width + reach, height: 2 * big)
    } else {
      query = CGRect(x: rect.minX - reach, y: -big, width: rect.width + reach, height: 2 * big)
    }
    return query.standardized
  }

  public func layoutAttributesForElements(
    in rect: CGRect, elements: [LayoutAttributes], layout: FeatureFlowLayout
  ) -> [LayoutAttributes] {
    var decorationAttributes: [LayoutAttributes] = []
    let space = FlowLayoutSpace(layout)
    let found = linesOfSeparators(in: rect, layout)
    guard !found.isEmpty else { return elements }
    let content = layout.collectionViewContentSize
    let prepared = spacingsArePrepared(layout)
    for line in found {
      if let attributes = separator(
        after: line, layout, space, content: content, prepared: prepared),
        attributes.frame.intersectsAsFoundation(rect)
      {
        decorationAttributes.append(attributes)
      }
    }
    return elements + decorationAttributes
  }

  /// indexPathsOfSeparatorsInRect, with the lines themselves: every line whose separator may
  /// reach the rect, in index path order. A separator starts where its line ends, so the lines
  /// read are those of the cells within the longest separator before the rect, across the whole
  /// content width: the flow layout's own lines (`forEachLine(in:)`), each whole, its items'
  /// frames computed at most once.
  private func linesOfSeparators(in rect: CGRect, _ layout: FeatureFlowLayout)
    -> [FlowLayoutLine]
  {
    var lines: [FlowLayoutLine] = []
    layout.forEachLine(in: cellsRect(for: rect, layout)) {
      lines.append($0)
      return true
    }
    return lines
  }

  /// The longest separator of any section: the largest line spacing when `thickness` is nil.
  private func maximumThickness(_ layout: FlowLayout) -> Double {
    if let thickness { return max(thickness, 0) }
    var result = max(layout.minimumLineSpacing, 0)
    if spacingsArePrepared(layout) {
      if let largestDelegateSpacing { result = max(result, largestDelegateSpacing) }
    } else if let cv = layout.collectionView, let delegate = Self.spacingDelegate(cv) {
      for section in 0..<cv.numberOfSections {
        let spacing =
          delegate.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section)
          ?? layout.minimumLineSpacing
        result = max(result, spacing)
      }
    }
    return result
  }

  /// The section's line spacing: the delegate's answer when it gives one (asked at the last
  /// preparation when `prepared`).
  private func lineSpacing(_ section: Int, _ layout: FlowLayout, prepared: Bool) -> Double {
    if prepared {
      let asked = delegateSpacings.indices.contains(section) ? delegateSpacings[section] : nil
      return asked ?? layout.minimumLineSpacing
    }
    if let cv = layout.collectionView, let delegate = Self.spacingDelegate(cv),
      let spacing = delegate.collectionView(
        cv, layout: layout, minimumLineSpacingForSectionAt: section)
    {
      return spacing
    }
    return layout.minimumLineSpacing
  }

  // MARK: - layoutAttributesForDecorationViewOfKind

  public func layoutAttributesForDecorationView(
    ofKind decorationViewKind: String, at indexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes? {
    guard decorationViewKind == kind, indexPath.count == 2, let cv = layout.collectionView,
      indexPath.section >= 0, indexPath.section < cv.numberOfSections
    else { return nil }
    let space = FlowLayoutSpace(layout)
    guard let line = layout.line(containingItemAt: indexPath),
      line.items.lowerBound == indexPath.item
    else { return nil }
    return separator(
      after: line, layout, space, content: layout.collectionViewContentSize,
      prepared: spacingsArePrepared(layout))
  }

  /// The separator after `line` across `content` (the layout's content size), or nil after a
  /// section's last line without `afterLastLine`; `prepared`: whether the delegate's spacings
  /// stand (`spacingsArePrepared`), found once per query.
  private func separator(
    after line: FlowLayoutLine, _ layout: FeatureFlowLayout, _ space: FlowLayoutSpace,
    content: CGSize, prepared: Bool
  ) -> LayoutAttributes? {
    let section = line.section
    let count = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    if line.items.upperBound == count - 1 && !afterLastLine { return nil }
    let length = thickness ?? lineSpacing(section, layout, prepared: prepared)
    var frame: CGRect
    if space.vertical {
      frame = CGRect(
        x: insets.left, y: line.high, width: content.width - insets.left - insets.right,
        height: length)
    } else {
      frame = CGRect(
        x: line.high, y: insets.top, width: length,
        height: content.height - insets.top - insets.bottom)
    }
    let layoutAttributes = LayoutAttributes(
      forDecorationViewOfKind: kind, with: IndexPath(item: line.items.lowerBound, section: section))
    layoutAttributes.frame = space.layoutSpace(frame)
    layoutAttributes.zIndex = zIndex
    return layoutAttributes
  }

  // MARK: - initialLayoutAttributesForAppearingDecorationElementOfKind

  /// The seed's fix for a visual glitch: a separator appears at its current attributes, without
  /// UIKit's fade from alpha 0.
  public func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath, layout: FeatureFlowLayout
  ) -> LayoutAttributes?? {
    guard elementKind == kind else { return nil }
    return .some(
      layoutAttributesForDecorationView(
        ofKind: elementKind, at: decorationIndexPath, layout: layout))
  }
}
