import Foundation
import LayoutKit

extension CollectionView {
  /// The `context` field of an `invalidate` event: the invalidated ids and non-zero adjustments.
  static func summary(of context: InvalidationContext) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("invalidated", .array(invalidatedIDs(of: context)))]
    if context.contentOffsetAdjustment != .zero {
      pairs.append(("contentOffsetAdjustment", JSONValue(context.contentOffsetAdjustment)))
    }
    if context.contentSizeAdjustment != .zero {
      pairs.append(("contentSizeAdjustment", JSONValue(context.contentSizeAdjustment)))
    }
    return .object(pairs)
  }

  /// The ids of the elements `context` names, in canonical order (`invalidatedElementKeys`).
  /// A self-sizing layout names only items, most often in order, at every measurement of a
  /// fling: their ids are made straight from the index paths, sorted only when out of order.
  static func invalidatedIDs(of context: InvalidationContext) -> [JSONValue] {
    guard context.invalidatedSupplementaryIndexPaths == nil,
      context.invalidatedDecorationIndexPaths == nil
    else { return context.invalidatedElementKeys.map { .string($0.id) } }
    var cells = (context.invalidatedItemIndexPaths ?? []).map { ($0.section, $0.item) }
    // Cells are ordered by section, then item (`ElementKey.<`); equal keys have one id.
    if zip(cells, cells.dropFirst()).contains(where: { $1 < $0 }) { cells.sort { $0 < $1 } }
    return cells.map { .string(ElementKey.cell($0.0, $0.1).id) }
  }
}
