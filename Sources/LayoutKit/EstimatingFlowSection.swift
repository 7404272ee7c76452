import Foundation

/// One section of a flow layout that estimates its item sizes: UIKit's `_UIFlowLayoutSection`
/// while `estimatedItemSize` is set (docs/uikit-choices.md, "Self-sizing").
///
/// UIKit does not lay such a section out whole. It keeps a window of consecutive computed lines,
/// extended towards each rect it is asked for (`computeLayoutInRect:forSection:invalidating:
/// invalidationContext:`), places items outside the window by extrapolating from its first or
/// last line (`frameForItemAtIndexPath:`), and estimates the section's length from the lines it
/// has (`updateEstimatedSizeForSection:`). The spacings are read the way the decompiled code reads
/// the section's two fields, `lineSpacing` (the layout's minimumLineSpacing) and `interitemSpacing`,
/// whatever the scroll direction, including where that looks inconsistent.
///
/// Coordinates are the section's own: main 0 is the section's start along the scroll direction,
/// cross 0 the start of the reference dimension.
struct EstimatingFlowSection: Sendable {
  /// A computed line (`_UIFlowLayoutRow`).
  struct Line: Sendable {
    var items: Range<Int>
    var main: Double
    var thickness: Double
    var frames: [CGRect]
  }

  let axis: FlowAxis
  let dimension: Double
  let inset: EdgeInsets
  let lineSpacing: Double
  let interitemSpacing: Double
  let headerLength: Double
  let footerLength: Double
  /// Whether the line's own gap uses the line spacing (horizontal variable sections in iOS 26).
  let swapsLineGap: Bool
  /// Each item's current size: the delegate's, a measured one, or the estimate.
  private(set) var sizes: [CGSize]
  /// The window: lines holding items `first ..< first + count`, covering `computed`.
  private(set) var lines: [Line] = []
  private(set) var first = 0
  private(set) var count = 0
  /// The main-axis range the window covers; nil before the first computation (CGRectZero in
  /// UIKit, which still counts as a point at 0 when united with a rect).
  private(set) var computed: ClosedRange<Double>?
  /// The section's length along the scroll direction (the height of its frame when vertical).
  private(set) var length = 0.0
  /// Whether an item longer than the line was met (the flow layout's not-defined warning).
  private(set) var hasOversizedItem = false
  /// Counts changes of the lines or the length, so a geometry built from them is rebuilt only
  /// when they changed.
  private(set) var revision = 0
  /// Whether `length` was computed from the lines and sizes as they are: a query inside the
  /// window, which changes neither, then costs nothing.
  private var lengthIsCurrent = false

  init(
    axis: FlowAxis, dimension: Double, metrics: FlowSectionMetrics, sizes: [CGSize],
    swapsLineGap: Bool
  ) {
    self.axis = axis
    self.dimension = dimension
    inset = metrics.sectionInset
    lineSpacing = metrics.minimumLineSpacing
    interitemSpacing = metrics.minimumInteritemSpacing
    headerLength = axis.main(metrics.headerReferenceSize)
    footerLength = axis.main(metrics.footerReferenceSize)
    self.swapsLineGap = swapsLineGap
    self.sizes = sizes
    _ = updateEstimatedLength()
  }

  /// The space between two lines along the scroll direction, and between two items of a line as
  /// the packing counts it: the two fields trade places in a horizontal section, as in the
  /// fixed-size layout's variable path (docs/uikit-choices.md, "Horizontal variable-size spacing
  /// swap"; a settled self-sizing section is laid out as that path lays out its sizes).
  private var alongSpacing: Double { swapsLineGap ? interitemSpacing : lineSpacing }
  private var acrossSpacing: Double { swapsLineGap ? lineSpacing : interitemSpacing }

  var itemCount: Int { sizes.count }
  private var mainBefore: Double { axis.mainBefore(inset) }
  private var mainAfter: Double { axis.mainAfter(inset) }
  private var crossBefore: Double { axis.crossBefore(inset) }
  private var crossAfter: Double { axis.crossAfter(inset) }
  /// Where the first line starts: below the header and the inset.
  var contentStart: Double { headerLength + mainBefore }

  // MARK: - The estimated length

  /// `updateEstimatedSizeForSection:`: from the computed lines, their mean thickness times the
  /// lines the section would have (items over computed items); before any line, from how many
  /// estimated items fill one line. The decompiled text reads like integer divisions, which would
  /// make a grid of six estimated items, four to a line, one line long and never show its last
  /// two; UIKit shows them, so the divisions are taken as floating-point ones. Returns the change
  /// of the length.
  mutating func updateEstimatedLength() -> Double {
    guard !lengthIsCurrent else { return 0 }
    lengthIsCurrent = true
    let fixed = headerLength + footerLength + mainBefore + mainAfter
    var newLength = fixed
    if itemCount > 0 {
      if !lines.isEmpty, count > 0 {
        let spacing = alongSpacing
        let sum = lines.reduce(0.0) { $0 + $1.thickness + spacing }
        let ratio = Double(itemCount) / Double(count)
        let scaled = axis.isVertical ? (sum * ratio).rounded() : sum * ratio
        newLength = scaled - spacing + fixed
      } else {
        var available = dimension - (crossBefore + crossAfter)
        var perLine = 0
        var thickest = 0.0
        for size in sizes {
          if axis.cross(size) > available { break }
          available -= axis.cross(size) + interitemSpacing
          thickest = max(thickest, axis.main(size))
          perLine += 1
        }
        if perLine == 0 {
          hasOversizedItem = true
          perLine = 1
        }
        let lineCount =
          axis.isVertical
          ? (Double(itemCount) / Double(perLine)).rounded(.up) : Double(itemCount) / Double(perLine)
        newLength = (thickest + lineSpacing) * lineCount - lineSpacing + fixed
      }
    }
    let delta = newLength - length
    if delta != 0 { revision &+= 1 }
    length = newLength
    return delta
  }

  // MARK: - Computing lines

  /// Where an emptied window starts again: the item that opens its first line, and that line's
  /// position along the scroll direction.
  struct Restart: Sendable {
    var item: Int
    var main: Double
  }

  /// Extends the window over `range` (section coordinates along the scroll direction), or starts
  /// it again there when the range neither meets nor touches it. An empty window starts at
  /// `restart` when given (lines dropped for measured sizes start again with the same item), and
  /// otherwise at the item estimated to be at the range's start.
  mutating func computeLayout(in range: ClosedRange<Double>, restart: Restart? = nil) {
    guard range.upperBound > range.lowerBound else { return }
    // A range reaching past both ends of the window: the part before it, then the part after.
    if let window = computed, range.lowerBound < window.lowerBound,
      range.upperBound > window.upperBound
    {
      computeLayout(in: range.lowerBound...window.lowerBound)
      // Lines computed for the first part can reach past the range (a degenerate window starts
      // again forward), leaving nothing after it to compute.
      if let grown = computed, grown.upperBound < range.upperBound {
        computeLayout(in: grown.upperBound...range.upperBound)
      }
      return
    }
    var forward = true
    var slice: ClosedRange<Double>
    let point = range.lowerBound
    var covered: ClosedRange<Double>
    if let window = computed, window.upperBound > window.lowerBound {
      if window.lowerBound <= range.lowerBound && range.upperBound <= window.upperBound {
        return
      }
      let meets =
        range.overlaps(window) || window.lowerBound == range.upperBound
        || window.upperBound == range.lowerBound
      if meets {
        covered =
          min(window.lowerBound, range.lowerBound)...max(window.upperBound, range.upperBound)
        if range.lowerBound < window.lowerBound {
          forward = false
          slice = range.lowerBound...window.lowerBound
        } else {
          slice = window.upperBound...range.upperBound
        }
      } else {
        // Disjoint: the window starts again at the item estimated to be at the range's start.
        lines.removeAll()
        first = 0
        count = 0
        covered = range
        slice = range
      }
    } else {
      // Nothing computed yet: the range united with the (zero) computed rect.
      let zero = computed ?? 0...0
      covered = min(zero.lowerBound, range.lowerBound)...max(zero.upperBound, range.upperBound)
      slice = range
    }
    let oldWindow = computed ?? 0...0
    while slice.upperBound > slice.lowerBound {
      var index: Int
      if forward {
        index = first + count
        if index >= itemCount { break }
        if count == 0 { index = restart?.item ?? estimatedIndex(at: point, window: oldWindow) }
      } else {
        if first == 0 { break }
        index = count > 0 ? first - 1 : estimatedIndex(at: point, window: oldWindow)
      }
      guard index >= 0, index < itemCount else { break }
      let line = buildLine(from: index, forward: forward)
      if forward {
        // The first line of a window starts below the header, or, for a window started again
        // further down, where the range starts (the decompiled code is unclear there).
        let main =
          lines.last.map { $0.main + $0.thickness + alongSpacing } ?? restart?.main
          ?? (line.items.lowerBound == 0 ? contentStart : max(contentStart, point))
        let laid = layOut(
          line.items, main: main, thickness: line.thickness, complete: line.complete)
        lines.append(laid)
        let end = main + line.thickness + alongSpacing
        let consumed = end - slice.lowerBound
        if consumed > 0 {
          slice = min(slice.lowerBound + consumed, slice.upperBound)...slice.upperBound
        }
        if end > covered.upperBound { covered = covered.lowerBound...end }
      } else {
        let next = lines.first
        let main = (next?.main ?? contentStart) - (line.thickness + alongSpacing)
        let laid = layOut(
          line.items, main: main, thickness: line.thickness, complete: line.complete)
        lines.insert(laid, at: 0)
        let overlap = slice.upperBound - (main + alongSpacing)
        if overlap > 0 {
          slice = slice.lowerBound...max(slice.lowerBound, slice.upperBound - overlap)
        }
        let reach = main - alongSpacing
        if reach < covered.lowerBound { covered = reach...covered.upperBound }
      }
    }
    computed = covered
    revision &+= 1
    lengthIsCurrent = false
    _ = updateEstimatedLength()
  }

  /// A line's items and thickness before placement.
  private struct PendingLine {
    var items: Range<Int>
    var thickness: Double
    var complete: Bool
  }

  /// Fills one line from `index`, forward or backward, as long as the line allows (at least one
  /// item), counting the items into the window. An empty window starts at `index`.
  private mutating func buildLine(from index: Int, forward: Bool) -> PendingLine {
    if count == 0 { first = forward ? index : index + 1 }
    let available = dimension - (crossBefore + crossAfter)
    var remaining = available
    var low = index
    var high = index + 1
    var item = index
    var thickness = 0.0
    var overflowed = false
    var taken = 0
    while item >= 0 && item < itemCount {
      let length = axis.cross(sizes[item])
      if length > available { hasOversizedItem = true }
      guard length <= remaining || taken == 0 else {
        overflowed = true
        break
      }
      thickness = max(thickness, axis.main(sizes[item]))
      remaining -= acrossSpacing + length
      count += 1
      taken += 1
      if forward {
        high = item + 1
        item += 1
      } else {
        first -= 1
        low = item
        item -= 1
      }
    }
    var complete = overflowed
    if !overflowed && forward && high == itemCount {
      // The section's last line: justified when every line before it holds one item and so
      // does it, or when all the window's items share one length and the first would not fit
      // in what is left (the decompiled window code), or when it leaves the same space as the
      // line before it (the fixed-size layout's rule: a settled self-sizing section is laid out
      // as a fixed-size one with the measured sizes, as recordings of UIKit show).
      let allSingle = lines.allSatisfy { $0.items.count == 1 }
      let windowItems = (lines.first?.items.lowerBound ?? low)..<high
      let firstLength = axis.cross(sizes[windowItems.lowerBound])
      let uniform = windowItems.allSatisfy { axis.cross(sizes[$0]) == firstLength }
      let sameSpace = lines.last.map { leftover(of: $0.items) == remaining } ?? false
      complete = (allSingle && taken == 1) || (uniform && firstLength > remaining) || sameSpace
    }
    return PendingLine(items: low..<high, thickness: thickness, complete: complete)
  }

  /// What a line of `items` leaves of the line's length after each item and its spacing, as
  /// the packing counts it.
  private func leftover(of items: Range<Int>) -> Double {
    var remaining = dimension - (crossBefore + crossAfter)
    for item in items { remaining -= acrossSpacing + axis.cross(sizes[item]) }
    return remaining
  }

  /// `_UIFlowLayoutRow layoutRow`: across as `LinesBuilder.lineStartAndGap`, and each item centred
  /// on the line's thickness.
  private func layOut(_ items: Range<Int>, main: Double, thickness: Double, complete: Bool)
    -> Line
  {
    var total = 0.0
    for item in items { total += axis.cross(sizes[item]) }
    var (position, gap) = LinesBuilder.lineStartAndGap(
      count: items.count, total: total, complete: complete, dimension: dimension,
      crossBefore: crossBefore, crossAfter: crossAfter,
      spacing: acrossSpacing)
    var frames: [CGRect] = []
    frames.reserveCapacity(items.count)
    for item in items {
      let size = sizes[item]
      let offset = thickness * 0.5 - axis.main(size) * 0.5
      frames.append(
        axis.rect(
          main: main + offset, cross: position, mainLength: axis.main(size),
          crossLength: axis.cross(size)))
      position += gap + axis.cross(size)
    }
    return Line(items: items, main: main, thickness: thickness, frames: frames)
  }

  /// `estimatedIndexOfItemAtPoint:`: before the window, proportionally to the items before it;
  /// after it, proportionally over the items after it; inside, the item of the line there (the
  /// first item when there is none).
  private func estimatedIndex(at main: Double, window: ClosedRange<Double>) -> Int {
    if main < window.lowerBound, window.lowerBound != 0 {
      return Self.index(main / window.lowerBound * Double(first), below: itemCount)
    }
    if main > window.upperBound {
      let span = length - window.upperBound
      guard span > 0 else { return 0 }
      let remaining = Double(itemCount - (first + count))
      return Self.index((main - window.upperBound) / span * remaining, below: itemCount)
    }
    for line in lines where main >= line.main && main <= line.main + line.thickness {
      return line.items.lowerBound
    }
    return lines.last?.items.lowerBound ?? 0
  }

  /// An estimated position as an item index in `0 ..< count` (0 when there are none): the
  /// proportions can be huge or not a number when a window or a section is nearly empty, and a
  /// conversion of such a value to `Int` would trap.
  private static func index(_ estimate: Double, below count: Int) -> Int {
    guard estimate.isFinite, count > 0 else { return 0 }
    return Int(min(max(estimate, 0), Double(count - 1)))
  }

  // MARK: - Frames

  /// The computed line holding `item`, by binary search: the window's lines hold consecutive
  /// items in order.
  private func line(holding item: Int) -> Line? { lineIndex(holding: item).map { lines[$0] } }

  /// The index of the computed line holding `item`.
  private func lineIndex(holding item: Int) -> Int? {
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

  // MARK: - Measured sizes

  /// `_UIFlowLayoutInfo setSizes:forItemsAtIndexPaths:` for this section: records the sizes and,
  /// from the first item inside the window whose size changed, drops that item's line, the line
  /// before it and every later line, then computes the dropped range again with the new sizes.
  /// Returns the change of the section's length.
  mutating func setSizes(_ measured: [(item: Int, size: CGSize)]) -> Double {
    var firstChanged: Int?
    revision &+= 1
    lengthIsCurrent = false
    for (item, size) in measured where item >= 0 && item < itemCount {
      let changed = sizes[item] != size
      sizes[item] = size
      if changed, item >= first, item < first + count {
        firstChanged = min(firstChanged ?? item, item)
      }
    }
    let before = length
    if let item = firstChanged,
      let lineIndex = lineIndex(holding: item),
      let window = computed
    {
      let from = max(0, lineIndex - 1)
      let cut = lines[from].main
      let restart = Restart(item: lines[from].items.lowerBound, main: cut)
      for line in lines[from...] {
        count -= line.items.count
      }
      lines.removeSubrange(from...)
      if lines.isEmpty {
        // Every line was dropped: the window starts again with the first dropped line's first
        // item where that line was, never at an item estimated from the position (which can
        // skip the section's first items and leave them out of every rect query).
        computed = nil
        first = 0
        count = 0
        computeLayout(in: cut...max(cut, window.upperBound), restart: restart)
      } else {
        // The window now ends where the dropped line started (a line's end plus the spacing).
        computed = window.lowerBound...max(window.lowerBound, cut)
        // A line can start past the window's end when its thickness and a negative line
        // spacing add up to less than zero.
        if cut < window.upperBound { computeLayout(in: cut...window.upperBound) }
      }
    } else {
      _ = updateEstimatedLength()
    }
    return length - before
  }
}
