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
/// separators in the rect are computed: the items near the rect are asked for, and each line is
/// walked item by item.
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
    let lines = FlowLines(layout)
    let found = linesOfSeparators(in: rect, layout, lines)
    guard !found.isEmpty else { return elements }
    let content = layout.collectionViewContentSize
    let prepared = spacingsArePrepared(layout)
    for (section, line) in found {
      if let attributes = separator(
        after: line, section: section, layout, lines, content: content, prepared: prepared),
        attributes.frame.intersectsAsFoundation(rect)
      {
        decorationAttributes.append(attributes)
      }
    }
    return elements + decorationAttributes
  }

  /// indexPathsOfSeparatorsInRect, with the lines themselves: every line whose separator may
  /// reach the rect, in index path order. A separator starts where its line ends, so the items
  /// read are those within the longest separator before the rect, across the whole content
  /// width: the cells the flow layout answers for that wider rect, read from its geometry
  /// (`forEachCellRun`: runs of cells with the frames of their ends, a uniform section's row
  /// whole), no attributes built. A line whose neighbouring items there are on other lines lies
  /// whole in it, so it is read from them; any other (the first and last of a section there,
  /// which the rect's edge may cut) is walked item by item, frame by frame.
  private func linesOfSeparators(in rect: CGRect, _ layout: FeatureFlowLayout, _ lines: FlowLines)
    -> [(section: Int, line: FlowLines.Line)]
  {
    let query = cellsRect(for: rect, layout)
    // The cells, by section, in item order (the flow layout answers in index path order), each
    // run of a line gathered as it comes, with the frames of its ends.
    var runs: [Run] = []
    layout.forEachCellRun(in: query) { section, items, firstFrame, lastFrame in
      Run.add(
        section: section, items: items, firstFrame: lines.layoutSpace(firstFrame),
        lastFrame: lines.layoutSpace(lastFrame), to: &runs, lines)
      return true
    }
    var result: [(section: Int, line: FlowLines.Line)] = []
    result.reserveCapacity(runs.count)
    for (index, run) in runs.enumerated() {
      let before = result.last.flatMap { $0.section == run.section ? $0.line.last : nil }
      // Part of a line already walked.
      if let before, before >= run.line.first { continue }
      // Whole when the items just before and just after it are on other lines of the answer.
      let after =
        index + 1 < runs.count && runs[index + 1].section == run.section
        ? runs[index + 1].line.first : nil
      if before == run.line.first - 1, after == run.line.last + 1 {
        result.append((run.section, run.line))
      } else {
        let line = lines.line(
          section: run.section, around: run.line, firstFrame: run.firstFrame,
          lastFrame: run.lastFrame)
        result.append((run.section, line))
      }
    }
    return result
  }

  /// Items of one section in a rect's answer that share a line and follow each other, with the
  /// frames (layout space) of the first and the last.
  private struct Run {
    var section: Int
    var line: FlowLines.Line
    var firstFrame: CGRect
    var lastFrame: CGRect

    /// Adds the next run of cells the flow layout reports (in index path order, frames of its
    /// ends in layout space; its cells share a line) to the last run when it follows it on its
    /// line, otherwise as a run of its own: cell by cell, the last cell of one and the first of
    /// the next decide, as they would if each cell came alone.
    static func add(
      section: Int, items: ClosedRange<Int>, firstFrame: CGRect, lastFrame: CGRect,
      to runs: inout [Run], _ lines: FlowLines
    ) {
      let low = min(lines.low(firstFrame), lines.low(lastFrame))
      let high = max(lines.high(firstFrame), lines.high(lastFrame))
      if let last = runs.last, last.section == section, last.line.last == items.lowerBound - 1,
        lines.sameLine(last.lastFrame, firstFrame)
      {
        runs[runs.count - 1].line.last = items.upperBound
        runs[runs.count - 1].line.low = min(last.line.low, low)
        runs[runs.count - 1].line.high = max(last.line.high, high)
        runs[runs.count - 1].lastFrame = lastFrame
      } else {
        runs.append(
          Run(
            section: section,
            line: FlowLines.Line(
              first: items.lowerBound, last: items.upperBound, low: low, high: high),
            firstFrame: firstFrame, lastFrame: lastFrame))
      }
    }
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
    let lines = FlowLines(layout)
    guard let line = lines.line(section: indexPath.section, containing: indexPath.item),
      line.first == indexPath.item
    else { return nil }
    return separator(
      after: line, section: indexPath.section, layout, lines,
      content: layout.collectionViewContentSize, prepared: spacingsArePrepared(layout))
  }

  /// The separator after `line` of `section` across `content` (the layout's content size), or
  /// nil after a section's last line without `afterLastLine`; `prepared`: whether the delegate's
  /// spacings stand (`spacingsArePrepared`), found once per query.
  private func separator(
    after line: FlowLines.Line, section: Int, _ layout: FeatureFlowLayout, _ lines: FlowLines,
    content: CGSize, prepared: Bool
  ) -> LayoutAttributes? {
    let count = layout.collectionView?.numberOfItems(inSection: section) ?? 0
    if line.last == count - 1 && !afterLastLine { return nil }
    let length = thickness ?? lineSpacing(section, layout, prepared: prepared)
    var frame: CGRect
    if lines.vertical {
      frame = CGRect(
        x: insets.left, y: line.high, width: content.width - insets.left - insets.right,
        height: length)
    } else {
      frame = CGRect(
        x: line.high, y: insets.top, width: length,
        height: content.height - insets.top - insets.bottom)
    }
    let layoutAttributes = LayoutAttributes(
      forDecorationViewOfKind: kind, with: IndexPath(item: line.first, section: section))
    layoutAttributes.frame = lines.layoutSpace(frame)
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
