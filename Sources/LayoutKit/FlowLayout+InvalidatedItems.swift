import Foundation

extension FlowLayout {
  /// Lays out again what invalidation contexts named while keeping the delegate's metrics
  /// (`invalidateItems(at:)` with `invalidateFlowLayoutDelegateMetrics` false): the delegate is
  /// asked again for the sizes of the named items alone, each section whose sizes changed is
  /// laid out again, and the sections after it move (`FlowLayoutGeometry.update`); every other
  /// section keeps its metrics and its geometry. Returns false, having changed nothing, when the
  /// layout cannot follow it (the environment or the section count changed since); the caller
  /// then solves everything. Index paths outside the sections and items the layout holds are
  /// ignored.
  func refreshInvalidatedItems(_ paths: [IndexPath], _ cv: LayoutCollectionView) -> Bool {
    let environment = environment(of: cv)
    guard var geometry = computedGeometry, geometry.environment == environment,
      geometry.sections.count == metrics.count, FlowLayoutGeometry.laysOut(environment)
    else { return false }
    // Taken out first, so that its sections are changed in place, not copied.
    computedGeometry = nil
    let unchanged = SectionPlacement(
      oldCount: metrics.count, newCount: metrics.count, deleted: [], inserted: [], moves: [])
    finishRefresh(
      askNamedItemsAgain(paths, cv), geometry: &geometry, placement: unchanged,
      environment: environment)
    return true
  }

  /// Asks the delegate again for the size of each named item, section by section in order and
  /// item by item in order, each once, and writes the answers into `metrics` (one size for the
  /// section again when every item has it, as a full computation keeps it). Returns the sections
  /// whose sizes changed, ascending.
  private func askNamedItemsAgain(_ paths: [IndexPath], _ cv: LayoutCollectionView) -> Result<
    [Int], FlowLayoutConfigurationError
  > {
    // Without a delegate that answers sizes, itemSize stands for every item: nothing changes.
    guard let delegate = FlowDelegateAnswerers(cv.flowLayoutDelegate).sizes else {
      return .success([])
    }
    var itemsBySection: [Int: [Int]] = [:]
    for path in paths where path.count == 2 && metrics.indices.contains(path.section) {
      if (0..<metrics[path.section].itemCount).contains(path.item) {
        itemsBySection[path.section, default: []].append(path.item)
      }
    }
    var changedSections: [Int] = []
    for section in itemsBySection.keys.sorted() {
      var sizes = metrics[section].itemSizes
      var answered = false
      var changed = false
      for item in IndexShift.sortedDistinct(itemsBySection[section] ?? []) {
        switch askItemSize(item, section: section, cv, delegate, answered: &answered) {
        case .failure(let error): return .failure(error)
        case .success(let size):
          if size != sizes[item] {
            sizes.setSize(size, ofItem: item)
            changed = true
          }
        }
      }
      if answered, delegateSizedSections.indices.contains(section) {
        delegateSizedSections[section] = true
      }
      guard changed else { continue }
      sizes.collapseToUniform()
      metrics[section].itemSizes = sizes
      changedSections.append(section)
    }
    return .success(changedSections)
  }
}
