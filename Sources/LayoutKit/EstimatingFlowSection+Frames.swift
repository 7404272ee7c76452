import Foundation

/// Where a self-sizing section puts an item: in the window, its line's frame; outside it, a frame
/// extrapolated from the nearest computed line (docs/uikit-choices.md, "Self-sizing").
extension EstimatingFlowSection {
  /// The computed line holding `item`, by binary search: the window's lines hold consecutive
  /// items in order.
  private func line(holding item: Int) -> Line? { lineIndex(holding: item).map { lines[$0] } }

  /// The index of the computed line holding `item`.
  func lineIndex(holding item: Int) -> Int? {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].items.upperBound <= item { low = mid + 1 } else { high = mid }
    }
    return low < lines.count && lines[low].items.contains(item) ? low : nil
  }

  /// `frameForItemAtIndexPath:`: the line's frame inside the window; outside it, extrapolated
  /// from the nearest line with the item's own size, one line thickness plus spacing per line.
  func frame(ofItem item: Int) -> CGRect {
    if item >= first && item < first + count, let line = line(holding: item) {
      return line.frames[item - line.items.lowerBound]
    }
    let size = sizes[item]
    let w = axis.cross(size)
    let h = axis.main(size)
    let frame: CGRect
    if item >= first + count, let last = lines.last {
      let perLine = max(1, last.items.count)
      let beyond = item - (first + count)
      let line = Double(beyond / perLine)
      let column = Double(beyond % perLine)
      if axis.isVertical {
        let main = last.main + last.thickness + lineSpacing + (last.thickness + lineSpacing) * line
        frame = axis.rect(
          main: main, cross: crossBefore + (w + interitemSpacing) * column, mainLength: h,
          crossLength: w)
      } else {
        let main =
          last.main + last.thickness + interitemSpacing + (last.thickness + interitemSpacing) * line
        frame = axis.rect(
          main: main, cross: crossBefore + (w + lineSpacing) * column, mainLength: h,
          crossLength: w)
      }
    } else if let firstLine = lines.first {
      let perLine = max(1, firstLine.items.count)
      let before = first - item
      let column = Double(perLine - 1 - before % perLine)
      let line = Double(before / perLine)
      if axis.isVertical {
        frame = axis.rect(
          main: firstLine.main - (firstLine.thickness + lineSpacing) * line,
          cross: crossBefore + (w + interitemSpacing) * column, mainLength: h, crossLength: w)
      } else {
        frame = axis.rect(
          main: firstLine.main - (firstLine.thickness + interitemSpacing) * line,
          cross: crossBefore + (w + lineSpacing) * column, mainLength: h, crossLength: w)
      }
    } else {
      frame = axis.rect(main: contentStart, cross: crossBefore, mainLength: h, crossLength: w)
    }
    return frame
  }
}
