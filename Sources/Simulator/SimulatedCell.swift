import Foundation
import LayoutKit

/// The cell the simulated collection view hands out for a shown item (`cellForItem(at:)`,
/// `visibleCells`): created when first asked for, given the item's attributes as the collection
/// view applies them, and kept while the item is shown, so a layout that holds on to it (or to its
/// content view) keeps the same object.
public final class SimulatedCell: CollectionViewCell {
  /// The attributes applied last.
  private(set) var appliedAttributes: LayoutAttributes?

  /// Applies `attributes` when they differ from the ones applied last, as the collection view
  /// applies attributes only when they change.
  func update(with attributes: LayoutAttributes) {
    guard appliedAttributes.map({ !$0.isEqual(attributes) }) ?? true else { return }
    appliedAttributes = attributes
    applyStandardAttributes(attributes)
  }
}
