import Foundation
import Scenario
import Simulator

extension Replayer {
  /// A snapshot step: the new snapshot and its difference from the current one, then
  /// apply(_:animatingDifferences:) through performBatchUpdates (a non-animated apply diffs
  /// without animation, as since iOS 15), or applySnapshotUsingReloadData(_:) through reloadData.
  /// iOS 17's warning for identifiers moved into place comes first. A refusal leaves the data
  /// source as it was.
  func performDiffable(
    _ step: DiffableStep, on cv: CollectionView, completion: @escaping (String?) -> Void
  ) {
    var source = diffableDataSource
    let outcome: DiffableDataSource.Outcome
    do {
      outcome = try source.perform(step.operation, sizes: step.itemSizes, on: cv.data)
    } catch {
      completion(error.message)
      return
    }
    if let warning = outcome.warning { log.emit(.warning(message: warning)) }
    if step.usingReloadData {
      diffableDataSource = source
      cv.reloadData(outcome.newData)
      completion(nil)
      return
    }
    cv.performBatchUpdates(
      BatchUpdate(outcome.difference.operations), newData: outcome.newData,
      animated: step.animatingDifferences, duration: ScrollView.defaultAnimationDuration,
      reconfigured: outcome.difference.reconfigured
    ) { [self] failure in
      if failure == nil { diffableDataSource = source }
      completion(failure)
    }
  }
}
