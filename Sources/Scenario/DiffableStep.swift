import Foundation
import Simulator

/// A step of a diffable data source: an operation on the snapshot, applied with or without
/// animating the differences, or applied with reloadData.
public struct DiffableStep: Sendable {
  /// What the step does to the snapshot.
  public var operation: DiffableOperation
  /// `animatingDifferences`: apply(_:animatingDifferences:) (true by default).
  public var animatingDifferences = true
  /// applySnapshotUsingReloadData(_:): the new snapshot replaces the old without a difference.
  public var usingReloadData = false
  /// Item sizes the step gives (`itemSizes`, one per item it names), by identifier.
  public var itemSizes: [String: CGSize] = [:]
}
