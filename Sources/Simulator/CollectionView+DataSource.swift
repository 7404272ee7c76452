import Foundation
import LayoutKit

/// A data source of the user's: UICollectionView reads the counts from its data source when it
/// loads (the first layout pass, reloadData) and checks them after every batch update, and so
/// does the simulated one. Without one, the scenario's `data` is the data source (the collection
/// view itself).
extension CollectionView {
  /// The data source's counts as sections, or nil when the collection view is its own data
  /// source. A section keeps the scenario's sizes and colour where the scenario has a section of
  /// that index and the same count; other sections get the layout's item size.
  func dataFromUserDataSource() -> [SectionData]? {
    guard let source = dataSource, source !== self else { return nil }
    let sections = max(0, source.numberOfSections(in: self) ?? 1)
    return (0..<sections).map { section in
      let count = max(0, source.collectionView(self, numberOfItemsInSection: section))
      if data.indices.contains(section), data[section].count == count { return data[section] }
      var copy = data.indices.contains(section) ? data[section] : SectionData(count: count)
      copy.count = count
      copy.ids = nil
      if let sizes = copy.itemSizes {
        copy.itemSizes = (0..<count).map { sizes.indices.contains($0) ? sizes[$0] : nil }
      }
      return copy
    }
  }

  /// The counts a user's data source gives after a batch update, as the `new` data the update's
  /// validation compares with the old data and the update's operations: nil (the operations
  /// decide) when the collection view is its own data source or the counts agree with the
  /// operations, so that a data source that did not change its counts for an insert gets
  /// UIKit's "Invalid update" exception.
  func dataSourceCountsAfterUpdate(_ update: BatchUpdate, declared: [SectionData]?)
    -> [SectionData]?
  {
    guard let counts = dataFromUserDataSource() else { return declared }
    guard case .success(let plan) = update.plan(old: data, new: declared) else { return declared }
    let agrees =
      plan.newData.count == counts.count
      && zip(plan.newData, counts).allSatisfy { $0.count == $1.count }
    return agrees ? declared : counts
  }
}
