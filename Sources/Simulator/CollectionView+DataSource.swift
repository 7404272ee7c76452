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

  /// The update's plan, validated as UIKit validates it: against the declared data (or the
  /// operations alone), and then, with a user's data source whose counts disagree with the
  /// result, against those counts, so that a data source that did not follow an insert gets
  /// UIKit's "Invalid update" exception. Planned once unless the counts disagree.
  func validatedPlan(_ update: BatchUpdate, declared: [SectionData]?)
    -> Result<UpdatePlan, UpdateError>
  {
    let planned = update.plan(old: data, new: declared)
    guard case .success(let plan) = planned, let counts = dataFromUserDataSource(),
      plan.newSectionCount != counts.count
        || counts.indices.contains(where: {
          plan.newItemCount(inSection: $0, old: data) != counts[$0].count
        })
    else { return planned }
    return update.plan(old: data, new: counts)
  }

  /// `sections` with room for sections inserted later (an eighth more), so that a batch update
  /// shifts the data in place rather than copying it beside itself; unused capacity costs
  /// address space, not memory. Taken when the collection view is given its data whole.
  static func withSectionHeadroom(_ sections: [SectionData]) -> [SectionData] {
    var roomy = sections
    roomy.reserveCapacity(headroomFor: sections.count + 1)
    return roomy
  }
}
