/// Why the layout was invalidated (event-stream `invalidate` `reason`).
public enum InvalidationReason: String, Sendable {
  /// invalidateLayout() with nothing more said.
  case invalidateLayout
  /// The context from invalidationContext(forBoundsChange:).
  case boundsChange
  /// A context with invalidateDataSourceCounts: an insert, delete, move or reload.
  case dataSourceCounts
  /// A context with invalidateEverything: reloadData() or an `invalidate` step asking for it.
  case everything
  /// A context the scenario described item by item.
  case context
}
