import Foundation

/// The container the compositional layout gives a section provider, a custom group's item
/// provider and a visible-items handler (UIKit's is private): the space a section is laid out in.
public struct CompositionalLayoutContainer: CollectionLayoutContainer, Hashable {
  /// NSCollectionLayoutContainer.contentSize: the collection view's size.
  public let contentSize: CGSize
  /// NSCollectionLayoutContainer.contentInsets: what the content-insets reference takes off,
  /// across the scroll direction.
  public let contentInsets: DirectionalEdgeInsets

  /// A container of `contentSize` with `contentInsets`.
  public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// NSCollectionLayoutContainer.effectiveContentInsets: the insets with each one below 1 taken
  /// as a fraction of the content size along its axis, as Apple's documentation of
  /// `contentInsets` describes (docs/uikit-choices.md, "Container insets").
  public var effectiveContentInsets: DirectionalEdgeInsets {
    func resolved(_ inset: Double, of length: Double) -> Double {
      inset < 1 ? inset * length : inset
    }
    return DirectionalEdgeInsets(
      top: resolved(contentInsets.top, of: contentSize.height),
      leading: resolved(contentInsets.leading, of: contentSize.width),
      bottom: resolved(contentInsets.bottom, of: contentSize.height),
      trailing: resolved(contentInsets.trailing, of: contentSize.width))
  }

  /// NSCollectionLayoutContainer.effectiveContentSize: the content size minus the effective
  /// insets (never below zero).
  public var effectiveContentSize: CGSize {
    let insets = effectiveContentInsets
    return CGSize(
      width: max(contentSize.width - insets.leading - insets.trailing, 0),
      height: max(contentSize.height - insets.top - insets.bottom, 0))
  }
}
