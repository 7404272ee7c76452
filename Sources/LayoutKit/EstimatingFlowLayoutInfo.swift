import Foundation

/// A self-sizing flow layout's sections (UIKit's `_UIFlowLayoutInfo` while the layout
/// estimates): the item sizes measured so far, each section's window of computed lines, and the
/// sections stacked by their estimated lengths.
struct EstimatingFlowLayoutInfo: Sendable {
  let axis: FlowAxis
  let environment: FlowLayoutEnvironment
  var sections: [EstimatingFlowSection]
  /// The space before the first and after the last section (section inset reference).
  let leading: Double
  let trailing: Double
  /// `_currentLayoutSize` along the scroll direction.
  private(set) var contentLength = 0.0

  init(
    environment: FlowLayoutEnvironment, sections: [EstimatingFlowSection], leading: Double,
    trailing: Double
  ) {
    self.environment = environment
    axis = FlowAxis(environment.scrollDirection)
    self.sections = sections
    self.leading = leading
    self.trailing = trailing
    contentLength = leading + sections.reduce(0) { $0 + $1.length } + trailing
  }

  /// Changes so far of any section's lines or length.
  var revision: Int { sections.reduce(0) { $0 &+ $1.revision } }

  /// Each section's start along the scroll direction.
  var starts: [Double] {
    var result: [Double] = []
    var start = leading
    for section in sections {
      result.append(start)
      start += section.length
    }
    return result
  }

  /// `_updateItemsLayoutForRect:allowsPartialUpdate:`: every section's estimated length brought
  /// up to date, then, for each section whose frame meets `rect`, the lines covering that part
  /// of it (the whole section when `partial` is false, as right after the sizes were read).
  mutating func updateLayout(for rect: CGRect, partial: Bool) {
    var start = leading
    let low = axis.mainMin(rect)
    let high = axis.mainMax(rect)
    for index in sections.indices {
      _ = sections[index].updateEstimatedLength()
      let end = start + sections[index].length
      if rect.width >= 0, rect.height >= 0, low <= end, high >= start {
        let from = partial ? max(low, start) : start
        let to = partial ? min(high, end) : end
        // Negative insets or line spacing can make a section's length negative (its end before
        // its start): such a section has nothing to compute.
        if from <= to { sections[index].computeLayout(in: (from - start)...(to - start)) }
      }
      start += sections[index].length
    }
    contentLength = start + trailing
  }

  /// The content size: the reference dimension across, the stacked sections along.
  var contentSize: CGSize {
    axis.size(mainLength: contentLength, crossLength: environment.dimension)
  }

  /// The sections as they stand, as a geometry the queries read.
  func geometry() -> FlowLayoutGeometry {
    var built: [FlowSectionGeometry] = []
    built.reserveCapacity(sections.count)
    var start = leading
    for section in sections {
      built.append(FlowSectionGeometry(estimated: section, start: start, axis: axis))
      start += section.length
    }
    return FlowLayoutGeometry(environment: environment, laidOut: built, contentSize: contentSize)
  }

  /// `setSizes:forItemsAtIndexPaths:`: records measured sizes, recomputes each section from its first changed item, moves the later sections, and
  /// returns the change of the last section whose length changed (UIKit's contentSizeAdjustment
  /// is assigned, not summed).
  mutating func setSizes(_ sizes: [(IndexPath, CGSize)]) -> Double {
    var bySection: [Int: [(item: Int, size: CGSize)]] = [:]
    for (path, size) in sizes where sections.indices.contains(path.section) {
      guard path.item >= 0, path.item < sections[path.section].itemCount else { continue }
      bySection[path.section, default: []].append((path.item, size))
    }
    var adjustment = 0.0
    for section in bySection.keys.sorted() {
      let delta = sections[section].setSizes(bySection[section] ?? [])
      if delta != 0 {
        contentLength += delta
        adjustment = delta
      }
    }
    return adjustment
  }

  /// Every measured size, by index path (`specifiedItemSizes`).
  var measuredSizes: [IndexPath: CGSize] {
    var result: [IndexPath: CGSize] = [:]
    for (index, section) in sections.enumerated() {
      for item in section.sizes.measuredItems {
        result[IndexPath(item: item, section: index)] = section.sizes[item]
      }
    }
    return result
  }
}
