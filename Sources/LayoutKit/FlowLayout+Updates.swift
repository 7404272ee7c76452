import Foundation

extension FlowLayout {
  /// Records what a batch update's invalidation changed, when the layout can follow it section by
  /// section: the layout was valid, the context comes from the collection view's update (its
  /// update items, counts invalidated, nothing else), and no self-sizing is going on. Any other
  /// invalidation that asks for work forgets it, and the next prepare solves everything.
  func noteSectionChanges(_ context: FlowLayoutInvalidationContext, wasValid: Bool) {
    guard
      context.invalidateEverything || context.invalidateDataSourceCounts
        || context.invalidateFlowLayoutAttributes
    else { return }
    guard wasValid, !estimatesSizes, let items = context._updateItems,
      context.invalidateDataSourceCounts, !context.invalidateEverything
    else {
      pendingUpdateItems = nil
      return
    }
    pendingUpdateItems = items
  }

  /// Lays out again only the sections a batch update touched (docs/architecture.md, "One
  /// `insert`"): the delegate is asked again for those sections alone, every other section keeps
  /// its metrics and its lines and moves to where the sections before it now end. The sections
  /// are stacked with the same additions a full computation makes, so the result is the same
  /// value. Returns false, having changed nothing, when the update cannot be followed (the
  /// environment changed since, or the items do not add up); the caller then solves everything.
  func refreshChangedSections(_ updateItems: [UpdateItem], _ cv: LayoutCollectionView) -> Bool {
    let environment = environment(of: cv)
    guard let old = computedGeometry, old.environment == environment,
      old.sections.count == metrics.count,
      let changes = FlowSectionChanges(
        updateItems, oldCount: metrics.count, newCount: max(0, cv.numberOfSections))
    else { return false }
    let answerers = FlowDelegateAnswerers(cv.flowLayoutDelegate)
    var newMetrics: [FlowSectionMetrics] = []
    newMetrics.reserveCapacity(changes.keptOldSection.count)
    var kept = changes.keptOldSection
    // While every section keeps its index, the sections with delegate sizes change only where a
    // section is solved again; otherwise they follow their sections.
    let indexesKept =
      changes.oldCount == kept.count && kept.enumerated().allSatisfy { $1 < 0 || $1 == $0 }
    var delegateSized = indexesKept ? sectionsWithDelegateSizes : []
    for (section, oldSection) in kept.enumerated() {
      if oldSection >= 0 {
        var reused = metrics[oldSection]
        // The section answers are asked by index: a section that moved asks them again, and is
        // laid out again when they differ.
        if oldSection != section, answerers.answersPerSection {
          reused = sectionMetrics(section, itemSizes: reused.itemSizes, answerers, cv)
          if reused != metrics[oldSection] { kept[section] = -1 }
        }
        if !indexesKept, sectionsWithDelegateSizes.contains(oldSection) {
          delegateSized.insert(section)
        }
        // What a full computation reports of every section (a negative header or footer) is
        // reported again, in the same order; the rest of the check it passed before.
        let header = reused.headerReferenceSize
        let footer = reused.footerReferenceSize
        if min(header.width, header.height, footer.width, footer.height) < 0 {
          _ = check(reused, section: section, cv)
        }
        newMetrics.append(reused)
        continue
      }
      switch collectSectionMetrics(section, answerers, cv) {
      case .success(let collected):
        if collected.delegateSized {
          delegateSized.insert(section)
        } else {
          delegateSized.remove(section)
        }
        newMetrics.append(collected.metrics)
      case .failure(let error):
        metrics = []
        configurationError = error
        report(.exception(error.message))
        computedGeometry = FlowLayoutGeometry(environment: environment, sections: [])
        return true
      }
    }
    metrics = newMetrics
    sectionsWithDelegateSizes = delegateSized
    configurationError = nil
    // Taken out first, so that the sections it holds are moved, not copied.
    computedGeometry = nil
    computedGeometry = FlowLayoutGeometry(
      updating: old, keeping: kept, environment: environment, sections: metrics)
    return true
  }
}
