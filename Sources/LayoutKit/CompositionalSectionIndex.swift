import Foundation

/// The sections of a compositional layout along the scroll direction: where each reaches
/// (its `searchExtent`) and how far each has moved since it was solved, when a measurement in
/// an earlier section moved every later one. Moving all the sections after one costs O(log n),
/// not a pass over them: a display tick of a self-sizing fling measures a row or two in each of
/// several chunks, and each measurement moves every section below it.
///
/// A segment tree over the sections, each node holding the largest high and the smallest low of
/// its sections less the moves recorded at its ancestors, and the move recorded at itself (a
/// move of a run of sections is recorded at the O(log n) nodes that cover the run). The
/// candidates of a query interval are those of `IntervalIndex`, found by descending the tree:
/// from the first section whose reach or an earlier one's ends at or after the query's start, to
/// the last section whose reach or a later one's starts at or before the query's end.
struct CompositionalSectionIndex: Sendable {
  /// One node of the tree: the largest high below it and the smallest low, with its own move and
  /// those below, and the move recorded at it, which every section below it has made. Kept
  /// together, so that working a node out again touches one array.
  private struct Node {
    var high: Double
    var low: Double
    var move: Double
  }

  /// The number of sections.
  let count: Int
  /// The number of leaves: a power of two, at least `count`; leaf `i` is node `leafBase + i`.
  private let leafBase: Int
  /// By node (1 is the root).
  private var nodes: [Node]

  /// An index of the sections whose reaches are (`lows[i]`, `highs[i]`), none moved yet.
  init(lows sectionLows: [Double], highs sectionHighs: [Double]) {
    count = min(sectionLows.count, sectionHighs.count)
    var base = 1
    while base < count { base *= 2 }
    leafBase = base
    // Past the last section the leaves reach nowhere: no query ever meets them.
    nodes = Array(repeating: Node(high: -.infinity, low: .infinity, move: 0), count: 2 * base)
    for index in 0..<count {
      nodes[base + index].high = sectionHighs[index]
      nodes[base + index].low = sectionLows[index]
    }
    nodes.withUnsafeMutableBufferPointer { nodes in
      for node in stride(from: base - 1, through: 1, by: -1) { Self.recompute(node, in: nodes) }
    }
  }

  /// How far section `index` has moved along the scroll direction: every move recorded over it.
  func move(of index: Int) -> Double {
    guard index >= 0, index < count else { return 0 }
    var node = leafBase + index
    var total = 0.0
    while node >= 1 {
      total += nodes[node].move
      node /= 2
    }
    return total
  }

  /// Moves every section from `first` on by `delta` along the scroll direction: `delta` is
  /// recorded at the largest nodes that cover the leaves from `first` to the last, the same
  /// nodes a descent from the root splitting the range would find, found by climbing from
  /// `first`'s leaf without recursion (every measurement of a fling moves the sections after
  /// it); the nodes above them are worked out again on the way up.
  mutating func moveSections(from first: Int, by delta: Double) {
    guard delta != 0, delta.isFinite, first < count else { return }
    // The largest node whose leaves start at `first`: up while the node is a left child.
    var node = leafBase + max(first, 0)
    while node > 1 && node % 2 == 0 { node /= 2 }
    // One access to the nodes for the whole climb, not a check of the array per node.
    nodes.withUnsafeMutableBufferPointer { nodes in
      Self.record(delta, at: node, in: nodes)
      // Each node above covers leaves before `first`; a left child's right sibling does not.
      while node > 1 {
        if node % 2 == 0 { Self.record(delta, at: node + 1, in: nodes) }
        node /= 2
        Self.recompute(node, in: nodes)
      }
    }
  }

  /// Section `index` now reaches from `low` to `high`, where it is (its moves included).
  mutating func setExtent(of index: Int, low: Double, high: Double) {
    guard index >= 0, index < count else { return }
    let leaf = leafBase + index
    // The leaf holds its reach less the moves recorded above it.
    let above = move(of: index) - nodes[leaf].move
    nodes.withUnsafeMutableBufferPointer { nodes in
      nodes[leaf].high = high - above
      nodes[leaf].low = low - above
      var node = leaf / 2
      while node >= 1 {
        Self.recompute(node, in: nodes)
        node /= 2
      }
    }
  }

  /// The sections that may reach into (`queryLow`, `queryHigh`); every section outside the range
  /// certainly does not (`IntervalIndex.candidates(overlapping:_:)`'s answer for the same
  /// reaches).
  func candidates(overlapping queryLow: Double, _ queryHigh: Double) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let first = firstReaching(queryLow)
    let end = lastStarting(atOrBefore: queryHigh).map { $0 + 1 } ?? 0
    return first < end ? first..<end : first..<first
  }

  /// The first section whose high is at least `low` (`count` when none is).
  private func firstReaching(_ low: Double) -> Int {
    guard nodes[1].high >= low else { return count }
    var node = 1
    // The moves recorded above `node`, which its children's values do not include.
    var above = 0.0
    while node < leafBase {
      above += nodes[node].move
      node = nodes[2 * node].high + above >= low ? 2 * node : 2 * node + 1
    }
    return min(node - leafBase, count)
  }

  /// The last section whose low is at most `high`; nil when none is.
  private func lastStarting(atOrBefore high: Double) -> Int? {
    guard nodes[1].low <= high else { return nil }
    var node = 1
    var above = 0.0
    while node < leafBase {
      above += nodes[node].move
      node = nodes[2 * node + 1].low + above <= high ? 2 * node + 1 : 2 * node
    }
    return node - leafBase < count ? node - leafBase : nil
  }

  /// Records `delta` at `node`, which every section below it makes.
  private static func record(
    _ delta: Double, at node: Int, in nodes: UnsafeMutableBufferPointer<Node>
  ) {
    nodes[node].move += delta
    nodes[node].high += delta
    nodes[node].low += delta
  }

  /// A node's values from its children's and its own move.
  private static func recompute(_ node: Int, in nodes: UnsafeMutableBufferPointer<Node>) {
    nodes[node].high = max(nodes[2 * node].high, nodes[2 * node + 1].high) + nodes[node].move
    nodes[node].low = min(nodes[2 * node].low, nodes[2 * node + 1].low) + nodes[node].move
  }
}
