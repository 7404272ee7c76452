import Foundation

/// Where a self-sizing section puts an item: in the window, its line's frame; outside it, a frame
/// extrapolated from the nearest computed line (docs/uikit-choices.md, "Self-sizing").
extension EstimatingFlowSection {
  /// The index of the computed line or run holding `item`, by binary search: the window's lines
  /// hold consecutive items in order.
  func entryIndex(holding item: Int) -> Int? {
    let entry = partitionPoint(lines.count) { lines[$0].items.upperBound > item }
    return entry < lines.count && lines[entry].items.contains(item) ? entry : nil
  }

  /// `frameForItemAtIndexPath:`: the line's frame inside the window; outside it, extrapolated
  /// from the nearest line with the item's own size, one line thickness plus spacing per line.
  func frame(ofItem item: Int) -> CGRect {
    if item >= first && item < first + count, let entry = entryIndex(holding: item) {
      return lines[entry].frame(ofItem: item, axis: axis)
    }
    let size = sizes[item]
    let width = axis.cross(size)
    let height = axis.main(size)
    let frame: CGRect
    if item >= first + count, let lastEntry = lines.last {
      let last = lastEntry.prefix(lines: 1)
      let lastMain = lastEntry.lastMain
      let perLine = max(1, last.items.count)
      let beyond = item - (first + count)
      let line = Double(beyond / perLine)
      let column = Double(beyond % perLine)
      if axis.isVertical {
        let main = lastMain + last.thickness + lineSpacing + (last.thickness + lineSpacing) * line
        frame = axis.rect(
          main: main, cross: crossBefore + (width + interitemSpacing) * column, mainLength: height,
          crossLength: width)
      } else {
        let main =
          lastMain + last.thickness + interitemSpacing + (last.thickness + interitemSpacing) * line
        frame = axis.rect(
          main: main, cross: crossBefore + (width + lineSpacing) * column, mainLength: height,
          crossLength: width)
      }
    } else if let firstLine = lines.first {
      let perLine = max(1, firstLine.perLine)
      let before = first - item
      let column = Double(perLine - 1 - before % perLine)
      let line = Double(before / perLine)
      if axis.isVertical {
        frame = axis.rect(
          main: firstLine.main - (firstLine.thickness + lineSpacing) * line,
          cross: crossBefore + (width + interitemSpacing) * column, mainLength: height,
          crossLength: width)
      } else {
        frame = axis.rect(
          main: firstLine.main - (firstLine.thickness + interitemSpacing) * line,
          cross: crossBefore + (width + lineSpacing) * column, mainLength: height,
          crossLength: width)
      }
    } else {
      frame = axis.rect(
        main: contentStart, cross: crossBefore, mainLength: height, crossLength: width)
    }
    return frame
  }

  /// The items of the lines of `entries` (a run of the window's entries) that may overlap
  /// [low, high] along the scroll direction (section coordinates): the first and the last entry
  /// narrowed to their lines there, the ones between taken whole.
  func items(inEntries entries: Range<Int>, overlapping low: Double, _ high: Double) -> Range<Int> {
    guard let firstEntry = entries.first.map({ lines[$0] }),
      let lastEntry = entries.last.map({ lines[$0] })
    else { return 0..<0 }
    let firstLines = firstEntry.lines(overlapping: low, high)
    let lastLines = lastEntry.lines(overlapping: low, high)
    let lowItem =
      firstLines.isEmpty
      ? firstEntry.items.upperBound : firstEntry.items(ofLine: firstLines.lowerBound).lowerBound
    let highItem =
      lastLines.isEmpty
      ? lastEntry.items.lowerBound : lastEntry.items(ofLine: lastLines.upperBound - 1).upperBound
    return lowItem..<max(lowItem, highItem)
  }
}
