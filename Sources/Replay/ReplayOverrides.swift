import LayoutKit

/// What a replay is given in place of the scenario's own parts (ScrollSimTesting's options): the
/// user's layout class, delegate and data source. A custom kind's own delegate and data source
/// come first.
public struct ReplayOverrides {
  /// Makes the scenario's layout in place of the registered kind; the `layout` mapping's flow
  /// keys still apply to a FlowLayout. `setLayout` steps still make registered kinds.
  public var layout: (() -> CollectionViewLayout)?
  /// Makes the collection view's delegate in place of the scenario's, from the scenario's
  /// answers and the layout.
  public var delegate:
    ((CollectionViewDelegateFlowLayout, CollectionViewLayout) -> CollectionViewDelegate)?
  /// Makes the collection view's data source in place of the scenario's `data`.
  public var dataSource: (() -> CollectionViewDataSource)?

  /// Overrides of the given parts; none by default.
  public init(
    layout: (() -> CollectionViewLayout)? = nil,
    delegate: (
      (CollectionViewDelegateFlowLayout, CollectionViewLayout) -> CollectionViewDelegate
    )? =
      nil,
    dataSource: (() -> CollectionViewDataSource)? = nil
  ) {
    self.layout = layout
    self.delegate = delegate
    self.dataSource = dataSource
  }
}
