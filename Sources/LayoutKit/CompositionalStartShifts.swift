import Foundation

/// The moves of runs of sections not yet added to their starts (`CompositionalSectionStarts`):
/// each "every section from `first` on moves by `delta`", summed per section by a Fenwick tree,
/// so that a measurement records its move in O(log n) and a read finds a section's in O(log n).
///
/// Only moves on a fixed grid are kept: multiples of 1/256 whose sum of magnitudes stays within
/// 2^42. A start on that grid (and within 2^42) plus any of them, in any order, is then computed
/// without rounding, so a start moved by their sum is the start moved by each in turn, to the
/// last bit (docs/compositional-layout.md, "The fling tick"). Whole-point
/// heights, and halves and quarters, are on it; a move off it is applied at once.
struct CompositionalStartShifts: Sendable {
  /// The grid: 2^-8.
  static let resolution = 1.0 / 256
  /// The largest start, and the largest sum of move magnitudes, kept: 2^42 each, so that every
  /// sum fits 2^43 on a grid of 2^-8 (51 bits, within a Double's 53).
  static let limit = 4_398_046_511_104.0

  /// Fenwick tree over sections (1-based): node i sums the moves recorded at sections
  /// (i - lowbit(i), i].
  private var tree: [Double]
  /// The moves kept, in the order they came.
  private(set) var moves: [(first: Int, delta: Double)] = []
  /// The sum of the kept moves' magnitudes.
  private var magnitude = 0.0

  /// No moves, for `count` sections.
  init(count: Int) {
    tree = Array(repeating: 0, count: max(count, 0) + 1)
  }

  /// Whether no move is kept.
  var isEmpty: Bool { moves.isEmpty }

  /// Whether `value` is on the grid and within the limit (never -0, whose sum with +0 is +0).
  static func isOnGrid(_ value: Double) -> Bool {
    guard value.isFinite, abs(value) <= limit, !(value == 0 && value.sign == .minus) else {
      return false
    }
    let scaled = value / resolution
    return scaled == scaled.rounded(.towardZero)
  }

  /// Keeps "every section from `first` on moves by `delta`"; false (nothing kept) when `delta`
  /// is off the grid or would take the sum of magnitudes past the limit.
  mutating func keep(from first: Int, by delta: Double) -> Bool {
    guard Self.isOnGrid(delta), magnitude + abs(delta) <= Self.limit,
      first >= 0, first < tree.count - 1
    else { return false }
    magnitude += abs(delta)
    moves.append((first, delta))
    var node = first + 1
    while node < tree.count {
      tree[node] += delta
      node += node & -node
    }
    return true
  }

  /// How far section `index` has moved: the sum of the kept moves that reach it.
  func shift(of index: Int) -> Double {
    guard !moves.isEmpty else { return 0 }
    var node = min(index + 1, tree.count - 1)
    var total = 0.0
    while node > 0 {
      total += tree[node]
      node -= node & -node
    }
    return total
  }

  /// Forgets every kept move (they have been added to the starts).
  mutating func removeAll() {
    guard !moves.isEmpty else { return }
    for node in tree.indices { tree[node] = 0 }
    moves.removeAll(keepingCapacity: true)
    magnitude = 0
  }
}
