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
  private(set) var sizes: EstimatedItemSizes
  /// The window: lines holding items `first ..< first + count`, covering `computed`.
  var lines: [Line] = []
  private(set) var first = 0
  var count = 0
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
  /// Whether identical lines are kept as one run (always, but for the tests that compare a
  /// section with runs to one without).
  let foldsRepeatedLines: Bool
  /// Whether `length` was computed from the lines and sizes as they are: a query inside the
  /// window, which changes neither, then costs nothing.
  private var lengthIsCurrent = false

  init(
    axis: FlowAxis, dimension: Double, metrics: FlowSectionMetrics, sizes: EstimatedItemSizes,
    swapsLineGap: Bool, foldsRepeatedLines: Bool = true
  ) {
    self.foldsRepeatedLines = foldsRepeatedLines
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
  var alongSpacing: Double { swapsLineGap ? interitemSpacing : lineSpacing }
  var acrossSpacing: Double { swapsLineGap ? lineSpacing : interitemSpacing }

  var itemCount: Int { sizes.count }
  private var mainBefore: Double { axis.mainBefore(inset) }
  private var mainAfter: Double { axis.mainAfter(inset) }
  var crossBefore: Double { axis.crossBefore(inset) }
  var crossAfter: Double { axis.crossAfter(inset) }
  /// The space a line has across the scroll direction.
  var space: LineSpace {
    LineSpace(axis: axis, dimension: dimension, crossBefore: crossBefore, crossAfter: crossAfter)
  }
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
        let sum = lines.reduce(0.0) {
          ExactSum.repeated(from: $0, adding: $1.thickness, spacing, times: $1.repeats)
        }
        let ratio = Double(itemCount) / Double(count)
        let scaled = axis.isVertical ? (sum * ratio).rounded() : sum * ratio
        newLength = scaled - spacing + fixed
      } else {
        var available = space.available
        var perLine = 0
        var thickest = 0.0
        for item in 0..<itemCount {
          let size = sizes[item]
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
        appendLine(line, point: point, restart: restart, slice: &slice, covered: &covered)
        if foldsRepeatedLines { appendRepeatedLines(slice: &slice, covered: &covered) }
      } else {
        prependLine(line, slice: &slice, covered: &covered)
      }
    }
    computed = covered
    revision &+= 1
    lengthIsCurrent = false
    _ = updateEstimatedLength()
  }

  /// Places `line` after the window's last line and takes what it covers off `slice`. The first
  /// line of a window starts below the header, at `restart`, or, for a window started again
  /// further down, where the range starts (`point`; the decompiled code is unclear there).
  private mutating func appendLine(
    _ line: PendingLine, point: Double, restart: Restart?, slice: inout ClosedRange<Double>,
    covered: inout ClosedRange<Double>
  ) {
    let main =
      lines.last.map { $0.lastMain + $0.thickness + alongSpacing } ?? restart?.main
      ?? (line.items.lowerBound == 0 ? contentStart : max(contentStart, point))
    lines.append(layOut(line.items, main: main, thickness: line.thickness, complete: line.complete))
    let end = main + line.thickness + alongSpacing
    let consumed = end - slice.lowerBound
    if consumed > 0 {
      slice = min(slice.lowerBound + consumed, slice.upperBound)...slice.upperBound
    }
    if end > covered.upperBound { covered = covered.lowerBound...end }
  }

  /// Places `line` before the window's first line and takes what it covers off `slice`.
  private mutating func prependLine(
    _ line: PendingLine, slice: inout ClosedRange<Double>, covered: inout ClosedRange<Double>
  ) {
    let main = (lines.first?.main ?? contentStart) - (line.thickness + alongSpacing)
    lines.insert(
      layOut(line.items, main: main, thickness: line.thickness, complete: line.complete), at: 0)
    let overlap = slice.upperBound - (main + alongSpacing)
    if overlap > 0 {
      slice = slice.lowerBound...max(slice.lowerBound, slice.upperBound - overlap)
    }
    let reach = main - alongSpacing
    if reach < covered.lowerBound { covered = reach...covered.upperBound }
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
    let available = space.available
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
      let allSingle = lines.allSatisfy { $0.perLine == 1 }
      let windowItems = (lines.first?.items.lowerBound ?? low)..<high
      let firstLength = axis.cross(sizes[windowItems.lowerBound])
      let uniform = sizes.allShare(crossLength: firstLength, in: windowItems, axis: axis)
      let sameSpace =
        lines.last.map { leftover(of: $0.items(ofLine: $0.repeats - 1)) == remaining } ?? false
      complete = (allSingle && taken == 1) || (uniform && firstLength > remaining) || sameSpace
    }
    return PendingLine(items: low..<high, thickness: thickness, complete: complete)
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
    if let item = firstChanged, let window = computed,
      let cut = dropLines(fromTheLineBefore: item)
    {
      if lines.isEmpty {
        // Every line was dropped: the window starts again with the first dropped line's first
        // item where that line was, never at an item estimated from the position (which can
        // skip the section's first items and leave them out of every rect query).
        computed = nil
        first = 0
        count = 0
        computeLayout(in: cut.main...max(cut.main, window.upperBound), restart: cut)
      } else {
        // The window now ends where the dropped line started (a line's end plus the spacing).
        computed = window.lowerBound...max(window.lowerBound, cut.main)
        // A line can start past the window's end when its thickness and a negative line
        // spacing add up to less than zero.
        if cut.main < window.upperBound { computeLayout(in: cut.main...window.upperBound) }
      }
    } else {
      _ = updateEstimatedLength()
    }
    return length - before
  }
}
