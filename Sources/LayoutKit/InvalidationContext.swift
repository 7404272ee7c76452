import Foundation

/// UICollectionViewLayoutInvalidationContext: what an invalidation asks the layout to redo.
open class InvalidationContext {
  /// Creates an empty context (the collection view and `invalidateLayout()` create contexts of
  /// the layout's `invalidationContextClass`, so subclasses keep this initializer).
  public required init() {}

  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there).
  /// UICollectionViewLayoutInvalidationContext.invalidateEverything. Read-only in UIKit; only the
  /// collection view sets it (layout change, data-source change, reloadData()).
  @exclusivity(unchecked) public var invalidateEverything = false
  /// UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts. Read-only in UIKit;
  /// only the collection view sets it (inserts, deletes, reloadData()).
  @exclusivity(unchecked) public var invalidateDataSourceCounts = false
  /// UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment: added to contentOffset.
  @exclusivity(unchecked) public var contentOffsetAdjustment = CGPoint.zero
  /// UICollectionViewLayoutInvalidationContext.contentSizeAdjustment: added to contentSize.
  @exclusivity(unchecked) public var contentSizeAdjustment = CGSize.zero

  /// UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths
  @exclusivity(unchecked) public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// UICollectionViewLayoutInvalidationContext.invalidatedSupplementaryIndexPaths
  @exclusivity(unchecked) public private(set) var invalidatedSupplementaryIndexPaths:
    [String: [IndexPath]]?
  /// UICollectionViewLayoutInvalidationContext.invalidatedDecorationIndexPaths
  @exclusivity(unchecked) public private(set) var invalidatedDecorationIndexPaths:
    [String: [IndexPath]]?

  /// UICollectionViewLayoutInvalidationContext.invalidateItems(at:)
  /// The first list is kept as given, not copied into a new one; later ones are appended in
  /// place, so a layout that names its items one call at a time does not copy the list at
  /// every call.
  public func invalidateItems(at indexPaths: [IndexPath]) {
    if invalidatedItemIndexPaths == nil {
      invalidatedItemIndexPaths = indexPaths
    } else {
      invalidatedItemIndexPaths?.append(contentsOf: indexPaths)
    }
  }

  /// UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:)
  public func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    if invalidatedSupplementaryIndexPaths == nil { invalidatedSupplementaryIndexPaths = [:] }
    invalidatedSupplementaryIndexPaths?[kind, default: []].append(contentsOf: indexPaths)
  }

  /// UICollectionViewLayoutInvalidationContext.invalidateDecorationElements(ofKind:at:)
  public func invalidateDecorationElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    if invalidatedDecorationIndexPaths == nil { invalidatedDecorationIndexPaths = [:] }
    invalidatedDecorationIndexPaths?[kind, default: []].append(contentsOf: indexPaths)
  }

  /// The elements this context names one by one, in canonical order.
  public var invalidatedElementKeys: [ElementKey] {
    var keys = (invalidatedItemIndexPaths ?? []).map { ElementKey.cell($0.section, $0.item) }
    for (kind, paths) in invalidatedSupplementaryIndexPaths ?? [:] {
      keys += paths.map { ElementKey.supplementary(kind, $0.section, $0.item) }
    }
    for (kind, paths) in invalidatedDecorationIndexPaths ?? [:] {
      keys += paths.map { ElementKey.decoration(kind, $0.section, $0.item) }
    }
    return keys.sorted()
  }

  /// The batch update's data-source translator (UIKit's `finalIndexPathForInitialIndexPath:`),
  /// set by the collection view on the context of an update while the layout estimates sizes:
  /// where a measured size moves to; nil for a deleted or reloaded item.
  package var _finalIndexPath: (@Sendable (IndexPath) -> IndexPath?)?

  /// UIKit's private `_updateItems`: the update items of the batch update this context
  /// invalidates for, set by the collection view, so that a layout can redo only what they
  /// touch before prepare(forCollectionViewUpdates:) tells it of them.
  package var _updateItems: [UpdateItem]?
}

/// UICollectionViewFlowLayoutInvalidationContext.
///
/// Both flags default to true. UIKit's documentation says false, but its header comments ("if set
/// to NO, flow layout will not requery…") and its own helpers that clear them only make sense with
/// true, and a plain invalidateLayout() on a flow layout does recompute everything
/// (docs/uikit-reference.md, "Flow invalidation-context defaults").
open class FlowLayoutInvalidationContext: InvalidationContext {
  public required init() {}

  /// UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics: ask the
  /// delegate for sizes, insets and spacings again.
  @exclusivity(unchecked) public var invalidateFlowLayoutDelegateMetrics = true
  /// UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes: recompute the
  /// geometry.
  @exclusivity(unchecked) public var invalidateFlowLayoutAttributes = true

  /// UIKit's private `_retainExistingSizingInfoForEstimates`: a self-sizing layout lays its items
  /// out again with the sizes it has, although neither flag is set.
  @exclusivity(unchecked) package var _retainsExistingSizingInfoForEstimates = false
}
