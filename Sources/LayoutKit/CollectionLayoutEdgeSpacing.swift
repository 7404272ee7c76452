import Foundation

/// NSCollectionLayoutEdgeSpacing: the space an item keeps from its neighbours and its group on
/// each edge, before its content insets apply.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
  /// NSCollectionLayoutEdgeSpacing.leading
  public let leading: CollectionLayoutSpacing?
  /// NSCollectionLayoutEdgeSpacing.top
  public let top: CollectionLayoutSpacing?
  /// NSCollectionLayoutEdgeSpacing.trailing
  public let trailing: CollectionLayoutSpacing?
  /// NSCollectionLayoutEdgeSpacing.bottom
  public let bottom: CollectionLayoutSpacing?

  /// NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
    trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
