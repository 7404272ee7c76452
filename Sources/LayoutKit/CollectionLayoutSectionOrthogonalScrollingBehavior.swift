/// UICollectionLayoutSectionOrthogonalScrollingBehavior: whether a section scrolls on its own,
/// across the layout's scroll direction, and where a fling inside it comes to rest.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
  /// .none: the section's groups repeat along the layout's scroll direction (the default).
  case none
  /// .continuous: the section scrolls freely.
  case continuous
  /// .continuousGroupLeadingBoundary: scrolls freely and comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// .paging: pages as wide as the section's visible width.
  case paging
  /// .groupPaging: one group at a time, resting on a group's leading edge.
  case groupPaging
  /// .groupPagingCentered: one group at a time, resting with a group centred.
  case groupPagingCentered
}
