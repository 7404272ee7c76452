/// UIContentInsetsReference: what a section's (or the layout's) content insets are measured from.
public enum CollectionLayoutContentInsetsReference: Hashable, Sendable, CaseIterable {
  /// UIContentInsetsReference.automatic: the safe area, on iOS.
  case automatic
  /// UIContentInsetsReference.none: the collection view's edges.
  case none
  /// UIContentInsetsReference.safeArea
  case safeArea
  /// UIContentInsetsReference.layoutMargins
  case layoutMargins
  /// UIContentInsetsReference.readableContent: solved as the layout margins (scrollsim has no
  /// readable-content guide).
  case readableContent
}
