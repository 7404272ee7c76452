import Foundation

/// A flow section relative to its start along the scroll direction: its length, its header and
/// footer, and its items. Sections laid out from equal metrics have the same shape, and share
/// one (a million one-item sections hold a million starts and one shape).
final class FlowSectionShape: Sendable {
  let axis: FlowAxis
  /// The reference dimension, across the scroll direction.
  let dimension: Double
  /// The section's length along the scroll direction: header, insets, lines and footer.
  let length: Double
  /// The header's length along the scroll direction; no header unless positive.
  let headerLength: Double
  /// The footer's length along the scroll direction; no footer unless positive.
  let footerLength: Double
  /// Where the footer starts, from the section start.
  let footerStart: Double
  /// Whether the footer is placed back from the section's end (a self-sizing section's rule)
  /// rather than forward from its start.
  let footerFromEnd: Bool
  /// The first item longer than the line, for the "not defined" warning.
  let oversizedItem: Int?
  /// The items, relative to the section start (a self-sizing window: at its start).
  let items: FlowSectionGeometry.Items

  /// Lays out one section (`_UIFlowLayoutSection computeLayout`). `metrics.sectionInset` is
  /// already adjusted for the section inset reference.
  init(
    metrics: FlowSectionMetrics, dimension: Double, axis: FlowAxis,
    environment: FlowLayoutEnvironment
  ) {
    self.axis = axis
    self.dimension = dimension
    let inset = metrics.sectionInset
    headerLength = axis.main(metrics.headerReferenceSize)
    footerLength = axis.main(metrics.footerReferenceSize)
    let space = LineSpace(
      axis: axis, dimension: dimension, crossBefore: axis.crossBefore(inset),
      crossAfter: axis.crossAfter(inset))
    let contentStart = headerLength + axis.mainBefore(inset)
    let contentEnd: Double
    if metrics.itemCount > 0, environment.allowsUniformPath,
      let size = metrics.itemSizes.commonSize
    {
      let grid = FlowGrid(
        size: size, count: metrics.itemCount, space: space,
        spacing: metrics.minimumInteritemSpacing, lineSpacing: metrics.minimumLineSpacing,
        contentStart: contentStart, sectionStart: 0)
      items = .grid(grid)
      contentEnd = grid.contentEnd
      oversizedItem = grid.itemCross > space.available ? 0 : nil
    } else {
      var layout = LinesBuilder(space: space, contentStart: contentStart)
      items = .rows(layout.layOutRows(metrics: metrics, quirks: environment.quirks))
      contentEnd = layout.contentEnd
      oversizedItem = layout.oversizedItem
    }
    footerStart = contentEnd + axis.mainAfter(inset)
    // A negative header still moves the content (UIKit adds it unconditionally); a footer counts
    // only when it has a length.
    length = footerLength > 0 ? footerStart + footerLength : footerStart
    footerFromEnd = false
  }

  /// A self-sizing section as it stands, its window's lines placed at `start`.
  init(estimated section: EstimatingFlowSection, start: Double, axis: FlowAxis) {
    self.axis = axis
    dimension = section.dimension
    length = section.length
    headerLength = section.headerLength
    footerLength = section.footerLength
    footerStart = section.length - section.footerLength
    footerFromEnd = true
    var starts: [Int] = []
    var lows: [Double] = []
    var highs: [Double] = []
    starts.reserveCapacity(section.lines.count)
    for entry in section.lines {
      let extent = entry.extent
      starts.append(entry.items.lowerBound)
      lows.append(start + extent.low)
      highs.append(start + extent.high)
    }
    let table = FlowLineTable(
      starts: starts, index: IntervalIndex(lows: lows, highs: highs),
      end: section.lines.last?.items.upperBound ?? 0)
    items = .window(table, section: section, start: start)
    oversizedItem = section.hasOversizedItem ? 0 : nil
  }
}
