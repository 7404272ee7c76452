import Foundation

/// A self-sizing section's item sizes (the sizes of `_UIFlowLayoutItem`s while the layout
/// estimates): every item starts at a base size, the estimate or the delegate's answer, and the
/// sizes recorded since (measured, or kept across an invalidation) are held by item. Reading the
/// sizes of a million estimated items therefore costs nothing until they are shown.
struct EstimatedItemSizes: Sendable {
  /// The sizes the section starts from.
  let base: FlowItemSizes
  /// Whether the base sizes count as measured (the delegate answered them).
  let baseIsMeasured: Bool
  /// The sizes recorded since, by item.
  private(set) var recorded: [Int: CGSize] = [:]
  /// The largest recorded item, so that the runs of estimated items past it are found at once.
  private var largestRecorded = -1

  /// `base` for every item, with `recorded` over it.
  init(base: FlowItemSizes, baseIsMeasured: Bool = false, recorded: [Int: CGSize] = [:]) {
    self.base = base
    self.baseIsMeasured = baseIsMeasured
    self.recorded = recorded
    largestRecorded = recorded.keys.max() ?? -1
  }

  /// One size per item, none of them measured.
  init(_ sizes: [CGSize]) { self.init(base: .perItem(sizes)) }

  /// The number of items.
  var count: Int { base.count }

  /// Item `item`'s current size; setting it records it.
  subscript(item: Int) -> CGSize {
    get { recorded[item] ?? base[item] }
    set {
      recorded[item] = newValue
      largestRecorded = max(largestRecorded, item)
    }
  }

  /// Whether item `item`'s size was measured (flag 4 of `_UIFlowLayoutItem`).
  func isMeasured(_ item: Int) -> Bool { baseIsMeasured || recorded[item] != nil }

  /// The measured items, in order.
  var measuredItems: [Int] {
    baseIsMeasured ? Array(0..<count) : recorded.keys.sorted()
  }

  /// The first item at or after `item` whose size was recorded.
  func firstRecorded(atOrAfter item: Int) -> Int? {
    guard item <= largestRecorded else { return nil }
    return recorded.keys.lazy.filter { $0 >= item }.min()
  }

  /// Whether every item of `items` is `crossLength` long across the scroll direction. Over the
  /// estimate, only the recorded items need looking at.
  func allShare(crossLength: Double, in items: Range<Int>, axis: FlowAxis) -> Bool {
    guard case .uniform(let size, _) = base else {
      return items.allSatisfy { axis.cross(self[$0]) == crossLength }
    }
    var recordedInside = 0
    for (item, recordedSize) in recorded where items.contains(item) {
      if axis.cross(recordedSize) != crossLength { return false }
      recordedInside += 1
    }
    return recordedInside == items.count || axis.cross(size) == crossLength
  }
}
