import Foundation

/// A computed flow layout: the pure model behind `FlowLayout`, built from plain values so tests can
/// construct it directly.
///
/// Building it is linear in the number of items; rect queries are O(log n + k): a binary search
/// over sections, then over lines, then the items of the lines found.
public struct FlowLayoutGeometry: Sendable {
  /// The inputs the geometry was computed from.
  public let environment: FlowLayoutEnvironment
  /// The reference dimension (docs/uikit-reference.md, "Reference dimension").
  public let dimension: Double
  /// collectionViewContentSize
  public private(set) var contentSize: CGSize
  /// The sections, in order.
  public private(set) var sections: [FlowSectionGeometry]
  let axis: FlowAxis
  /// How far each section can reach, for rect queries; empty, and not kept, while
  /// `extentsAreFrames`.
  private var sectionIndex: IntervalIndex
  /// Whether every section's search extent is its frame (a framed span,
  /// `FlowSectionSpan.isFramed`, at an exact start, as an update's restack places it): the
  /// sections then follow one another without overlap, their starts and ends order them, and a
  /// rect query searches the starts themselves, so neither a prepare nor an update keeps the
  /// section index, nor the spans: a framed section's span is its length, from its start to the
  /// next one's (`framedEnd(of:)`). Any section of another kind builds the index.
  private(set) var extentsAreFrames: Bool
  /// Each section's span (`FlowSectionSpan`), what restacking reads of it; empty while
  /// `extentsAreFrames`, and for a geometry of sections laid out elsewhere (self-sizing), whose
  /// sections are placed from their shapes.
  private var spans: [FlowSectionSpan]
  /// Where the last section ends along the scroll direction (where the first would start when
  /// there is none); kept for a framed geometry, whose last span it gives.
  private var sectionsEnd: Double
  /// The sections with an item longer than its line, ascending: what UIKit's "not defined"
  /// warning reports after every computation, kept so that reporting it costs those sections.
  private(set) var oversizedSections: [Int]

  /// Lays out every section (`_UIFlowLayoutSection computeLayout` for each, stacked with no
  /// spacing between sections).
  public init(environment: FlowLayoutEnvironment, sections metrics: [FlowSectionMetrics]) {
    // Consecutive sections of equal metrics share one shape: each costs only its start.
    var previous: (metrics: FlowSectionMetrics, shape: FlowSectionShape)?
    self.init(environment: environment, sectionCount: metrics.count) { index, start, axis in
      if let previous, previous.metrics == metrics[index] {
        return FlowSectionGeometry(start: start, shape: previous.shape)
      }
      let shape = Self.solved(metrics[index], environment, axis)
      previous = (metrics[index], shape)
      return FlowSectionGeometry(start: start, shape: shape)
    }
  }

  /// The geometry after a batch update, changed in place: each section `placement` carries
  /// over moves to where the sections before it now end, and each of `solvingAgain` (new
  /// indexes, ascending) is laid out from `metrics` (one per new section). The sections are
  /// stacked with the additions a full computation makes, from the first one that changed, so
  /// the result is the value `init(environment:sections:)` gives for the same metrics; the
  /// sections, their spans and their index are changed where they are, in one pass from the
  /// first change that reads each section's span rather than its shape, not built beside the
  /// old ones. The caller checks `laysOut(_:)` first: a geometry that lays nothing out has no
  /// sections to move. Returns how many sections the pass moved or placed (from the first
  /// change on): its work per section.
  @discardableResult
  mutating func update(
    placement: SectionPlacement, solvingAgain: [Int], sections metrics: [FlowSectionMetrics]
  ) -> Int {
    let environment = environment
    let axis = axis
    let first = min(placement.firstChange, solvingAgain.first ?? metrics.count, metrics.count)
    let extra = Self.sectionInsetReferenceExtra(environment, axis: axis)
    let solve = { Self.placed(Self.solved(metrics[$0], environment, axis), axis) }
    if extentsAreFrames,
      let shift = FramedShift(
        self, placement: placement, runs: placement.keptRuns, solvingAgain: solvingAgain,
        leading: extra.leading, solve: solve)
    {
      return apply(
        shift, placement: placement, solvingAgain: solvingAgain, trailing: extra.trailing)
    }
    // The restack reads spans: a framed geometry's are worked out again, once.
    if extentsAreFrames {
      spans = sections.indices.map { .framed(length: framedEnd(of: $0) - sections[$0].start) }
    }
    let keepsSpans = spans.count == sections.count
    // A place nothing carries over to is solved below; until then it holds any section.
    let filler = sections.first
    oversizedSections = Self.oversized(oversizedSections, placement, solvingAgain)
    placement.rearrange(&sections) {
      filler ?? FlowSectionGeometry(start: 0, shape: Self.solved(metrics[0], environment, axis))
    }
    if keepsSpans { placement.rearrange(&spans) { .fromShape } } else { spans = [] }
    // Taken out, so that the pass below changes them in place while it changes the index.
    var laidOut = sections
    sections = []
    var laidOutSpans = spans
    spans = []
    let start =
      first > 0
      ? Restack.end(
        of: laidOut[first - 1], laidOutSpans.isEmpty ? .fromShape : laidOutSpans[first - 1], axis)
      : extra.leading
    var restack = Restack(
      first: first, solvingAgain: solvingAgain, start: start, axis: axis, solve: solve)
    laidOut.withUnsafeMutableBufferPointer { laidOut in
      laidOutSpans.withUnsafeMutableBufferPointer { spans in
        guard !extentsAreFrames else {
          let none = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
          restack.placeAll(sections: laidOut, spans: spans, lows: none, highs: none)
          return
        }
        sectionIndex.replace(
          from: first, count: metrics.count,
          lowBefore: {
            Restack.extent(of: laidOut[$0], spans.isEmpty ? .fromShape : spans[$0], axis).low
          },
          write: { _, lows, highs in
            restack.placeAll(sections: laidOut, spans: spans, lows: lows, highs: highs)
          })
      }
    }
    sections = laidOut
    spans = laidOutSpans
    sectionsEnd = restack.start
    // Framed before the first change and from it on: still framed, and the spans are dropped
    // again. Else the index is built here, once, from every section (it was not kept while they
    // were framed).
    if extentsAreFrames, restack.placedFramed {
      spans = []
    } else if extentsAreFrames {
      extentsAreFrames = false
      sectionIndex = Self.index(of: sections, spans: spans, axis: axis)
    }
    if !restack.solvedOversized.isEmpty {
      oversizedSections = (oversizedSections + restack.solvedOversized).sorted()
    }
    contentSize = axis.size(mainLength: restack.start + extra.trailing, crossLength: dimension)
    return restack.placedCount
  }

  /// The update of a framed geometry by `shift` (docs/architecture.md, "One `insert`"): each
  /// kept run moves to its new place and its sections' starts by their differences while they
  /// are in the cache, and the sections placed anew are put in at their starts. Returns how
  /// many sections were moved or placed. Everything stays
  /// framed, and neither spans nor a section index are kept.
  private mutating func apply(
    _ shift: FramedShift, placement: SectionPlacement, solvingAgain: [Int], trailing: Double
  ) -> Int {
    oversizedSections = Self.oversized(oversizedSections, placement, solvingAgain)
    var moved = shift.placed.count
    if placement.isIdentity {
      // Sections solved again in place: the ones after each move, and none of them is moved.
      sections.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        moved += shift.moveStarts(of: .init(old: 0, new: 0, count: buffer.count), in: base)
      }
    } else if let filler = shift.placed.first?.section ?? sections.first {
      placement.rearrange(
        &sections, placeholder: { filler },
        afterMoving: { moved += shift.moveStarts(of: $0, in: $1) })
    }
    for placed in shift.placed { sections[placed.index] = placed.section }
    sectionsEnd = shift.end
    if !shift.solvedOversized.isEmpty {
      oversizedSections = (oversizedSections + shift.solvedOversized).sorted()
    }
    contentSize = axis.size(mainLength: shift.end + trailing, crossLength: dimension)
    return moved
  }

  /// The oversized sections after an update, `solvingAgain` left out (they say it anew): each
  /// old one where `placement` puts it. O(o log k) for o oversized sections.
  private static func oversized(
    _ old: [Int], _ placement: SectionPlacement, _ solvingAgain: [Int]
  ) -> [Int] {
    guard !old.isEmpty, !placement.isIdentity || !solvingAgain.isEmpty else { return old }
    return old.compactMap { section in
      guard let new = placement.newSection(forOld: section) else { return nil }
      let position = partitionPoint(solvingAgain.count) { solvingAgain[$0] >= new }
      return position < solvingAgain.count && solvingAgain[position] == new ? nil : new
    }.sorted()
  }

  /// A section laid out at start 0 with its span.
  static func placed(_ shape: FlowSectionShape, _ axis: FlowAxis) -> (
    section: FlowSectionGeometry, span: FlowSectionSpan
  ) {
    let section = FlowSectionGeometry(start: 0, shape: shape)
    return (section, FlowSectionSpan(section, extent: searchExtent(of: section, axis: axis)))
  }

  /// Whether a geometry for `environment` lays sections out at all: without a reference
  /// dimension or a size it holds none.
  static func laysOut(_ environment: FlowLayoutEnvironment) -> Bool {
    let size = environment.boundsSize
    return environment.dimension > 0 && size.width > 0 && size.height > 0
  }

  /// Stacks `sectionCount` sections, each made by `section` (its index, its start along the
  /// scroll direction, the axis), and places them for display.
  private init(
    environment: FlowLayoutEnvironment, sectionCount: Int,
    section: (Int, Double, FlowAxis) -> FlowSectionGeometry
  ) {
    self.environment = environment
    axis = FlowAxis(environment.scrollDirection)
    guard Self.laysOut(environment) else {
      dimension = 0
      contentSize = .zero
      sections = []
      sectionIndex = IntervalIndex()
      extentsAreFrames = false
      sectionsEnd = 0
      spans = []
      oversizedSections = []
      return
    }
    dimension = environment.dimension
    let extra = Self.sectionInsetReferenceExtra(environment, axis: axis)
    var start = extra.leading
    var built: [FlowSectionGeometry] = []
    var builtSpans: [FlowSectionSpan] = []
    var oversized: [Int] = []
    built.reserveCapacity(headroomFor: sectionCount)
    builtSpans.reserveCapacity(headroomFor: sectionCount)
    // Sections sharing a shape share its span: it is worked out once per shape.
    var previous: (shape: FlowSectionShape, span: FlowSectionSpan)?
    for index in 0..<sectionCount {
      let geometry = section(index, start, axis)
      start = axis.mainMax(geometry.frame)
      built.append(geometry)
      if let previous, previous.shape === geometry.shape {
        builtSpans.append(previous.span)
      } else {
        let span = Self.placed(geometry.shape, axis).span
        previous = (geometry.shape, span)
        builtSpans.append(span)
      }
      if geometry.oversizedItem != nil { oversized.append(index) }
    }
    contentSize = axis.size(mainLength: start + extra.trailing, crossLength: dimension)
    sections = built
    sectionsEnd = start
    oversizedSections = oversized
    // Every start is exact when the first is and every length is an exact term no smaller than
    // 0 up to an end no larger than 2^34: the sums are exact, and the spans' numbers are the
    // frames'.
    extentsAreFrames =
      FlowSectionSpan.isExactTerm(extra.leading) && abs(start) <= 0x1p34
      && builtSpans.allSatisfy(\.isFramed)
    sectionIndex =
      extentsAreFrames ? IntervalIndex() : Self.index(of: built, spans: builtSpans, axis: axis)
    spans = extentsAreFrames ? [] : builtSpans
  }

  /// One section laid out from its metrics, its inset measured from the reference.
  private static func solved(
    _ metrics: FlowSectionMetrics, _ environment: FlowLayoutEnvironment, _ axis: FlowAxis
  ) -> FlowSectionShape {
    var adjusted = metrics
    adjusted.sectionInset = referenceAdjustedInset(metrics.sectionInset, environment, axis)
    return FlowSectionShape(
      metrics: adjusted, dimension: environment.dimension, axis: axis, environment: environment)
  }

  /// A geometry over sections already laid out in layout space (a self-sizing layout's
  /// sections as they stand), placed for display as computed ones are.
  init(
    environment: FlowLayoutEnvironment, laidOut built: [FlowSectionGeometry],
    contentSize: CGSize
  ) {
    self.environment = environment
    axis = FlowAxis(environment.scrollDirection)
    dimension = environment.dimension
    self.contentSize = contentSize
    sections = built
    spans = []
    // Never framed: not read.
    sectionsEnd = 0
    oversizedSections = built.indices.filter { built[$0].oversizedItem != nil }
    sectionIndex = Self.index(of: built, spans: [], axis: axis)
    extentsAreFrames = false
  }

  /// The sections' index: how far along the scroll direction each can reach.
  /// Each section's extent comes from its span where one is kept (`spans` empty: none is).
  private static func index(
    of sections: [FlowSectionGeometry], spans: [FlowSectionSpan], axis: FlowAxis
  ) -> IntervalIndex {
    var index = IntervalIndex()
    index.replace(
      from: 0, count: sections.count, lowBefore: { _ in 0 },
      write: { positions, lows, highs in
        for position in positions {
          (lows[position], highs[position]) = Restack.extent(
            of: sections[position], spans.isEmpty ? .fromShape : spans[position], axis)
        }
      })
    return index
  }

  /// Where section `section`'s items go on screen (mirrored, rounded; `ItemPlacement`).
  func placement(ofSection section: Int) -> ItemPlacement {
    ItemPlacement(
      section: sections[section].frame, uniform: sections[section].isUniform, axis: axis,
      contentWidth: contentSize.width, mirrors: environment.mirrorsHorizontally,
      scale: environment.displayScale)
  }

  /// How far along the scroll direction anything of the section can reach, pinned headers and
  /// footers included: the section frame, the header anywhere between its own place and the end of
  /// the section, the footer anywhere between the header's end and its own place.
  static func searchExtent(of section: FlowSectionGeometry, axis: FlowAxis) -> (
    Double, Double
  ) {
    var low = axis.mainMin(section.frame)
    var high = axis.mainMax(section.frame)
    let headerLength = section.headerFrame.map(axis.mainLength) ?? 0
    let footerLength = section.footerFrame.map(axis.mainLength) ?? 0
    if let header = section.headerFrame {
      let pushed = axis.mainMax(section.frame) - footerLength - headerLength
      low = min(low, axis.mainMin(header), pushed)
      high = max(high, max(axis.mainMin(header), pushed) + headerLength)
    }
    if let footer = section.footerFrame {
      let lifted = axis.mainMin(section.frame) + headerLength
      low = min(low, lifted, axis.mainMin(footer))
      high = max(high, max(lifted, axis.mainMin(footer)) + footerLength)
    }
    if let lines = section.lineBounds {
      low = min(low, lines.low)
      high = max(high, lines.high)
    }
    return (low, high)
  }

  // MARK: - Queries

  /// Half a pixel either way, and a little more: how far rounding can move an origin.
  var roundingTolerance: Double { 1 / max(environment.displayScale, 1e-9) }

  /// Where framed section `index` ends: where the next one starts, or where the last ends. The
  /// sums are exact, so this is its start plus its length.
  func framedEnd(of index: Int) -> Double {
    index + 1 < sections.count ? sections[index + 1].start : sectionsEnd
  }

  /// The sections that may have something inside `rect` (display space).
  public func sections(intersecting rect: CGRect) -> Range<Int> {
    let layoutRect = layoutSpace(rect)
    let tolerance = roundingTolerance
    let low = axis.mainMin(layoutRect) - tolerance
    let high = axis.mainMax(layoutRect) + tolerance
    guard extentsAreFrames else { return sectionIndex.candidates(overlapping: low, high) }
    // What the index would answer: its running maximum of the ends is each section's end, and
    // its running minimum of the starts from the back each section's start.
    let first = partitionPoint(sections.count) { framedEnd(of: $0) >= low }
    let end = partitionPoint(sections.count) { sections[$0].start > high }
    return first < end ? first..<end : first..<first
  }

  /// The items of `section` whose displayed frames intersect `rect` (display space), in index
  /// order.
  public func items(inSection section: Int, intersecting rect: CGRect) -> [Int] {
    var result: [Int] = []
    forEachItem(inSection: section, intersecting: rect) { item, _ in
      result.append(item)
      return true
    }
    return result
  }

  /// The items of `section` whose displayed frames intersect `rect` (display space), with those
  /// frames, in index order; `body` returns false to stop.
  func forEachItem(
    inSection section: Int, intersecting rect: CGRect, _ body: (Int, CGRect) -> Bool
  ) {
    let layoutRect = layoutSpace(rect)
    let tolerance = roundingTolerance
    var going = true
    sections[section].forEachCandidate(
      overlapping: axis.mainMin(layoutRect) - tolerance, axis.mainMax(layoutRect) + tolerance,
      placement: placement(ofSection: section)
    ) { item, frame in
      if going, frame.intersectsAsFoundation(rect) { going = body(item, frame) }
    }
  }

  /// The number of items of `section`; nil when there is no such section.
  func itemCount(inSection section: Int) -> Int? {
    sections.indices.contains(section) ? sections[section].itemCount : nil
  }

  /// Item `item` of section `section` as displayed.
  public func frame(ofItem item: Int, inSection section: Int) -> CGRect {
    sections[section].frame(ofItem: item, placement: placement(ofSection: section))
  }
}
