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
  /// its metrics and its lines and moves to where the sections before it now end. The metrics,
  /// the sections and their index are rearranged where they are, not rebuilt beside the old ones,
  /// and the sections are stacked with the same additions a full computation makes, so the result
  /// is the same value. Returns false, having changed nothing, when the update cannot be followed
  /// (the environment changed since, or the items do not add up); the caller then solves
  /// everything.
  func refreshChangedSections(_ updateItems: [UpdateItem], _ cv: LayoutCollectionView) -> Bool {
    let environment = environment(of: cv)
    guard var geometry = computedGeometry, geometry.environment == environment,
      geometry.sections.count == metrics.count, FlowLayoutGeometry.laysOut(environment),
      let changes = FlowSectionChanges(
        updateItems, oldCount: metrics.count, newCount: max(0, cv.numberOfSections))
    else { return false }
    // Taken out first, so that its sections are changed in place, not copied.
    computedGeometry = nil
    let placement = changes.placement
    // The delegate-sized sections follow their sections; those solved again say it anew.
    let solvedAgain = Set(changes.solvedAgain)
    var delegateSized = Set(
      sectionsWithDelegateSizes.compactMap(placement.newSection(forOld:)).filter {
        !solvedAgain.contains($0)
      })
    // A place nothing carries over to is asked of the delegate below.
    let filler = FlowSectionMetrics(itemSizes: .uniform(.zero, count: 0))
    placement.rearrange(&metrics) { filler }
    switch refreshMetrics(changes, delegateSized: &delegateSized, cv) {
    case .success(let solvingAgain):
      sectionsWithDelegateSizes = delegateSized
      configurationError = nil
      geometry.update(placement: placement, solvingAgain: solvingAgain, sections: metrics)
      computedGeometry = geometry
    case .failure(let error):
      metrics = []
      configurationError = error
      report(.exception(error.message))
      computedGeometry = FlowLayoutGeometry(environment: environment, sections: [])
    }
    return true
  }

  /// The metrics of every section after the update, in place (`metrics` already rearranged):
  /// each section solved again is asked of the delegate; each kept section keeps its metrics,
  /// but one that moved asks its per-section answers again (they are asked by index) and is
  /// laid out again when they differ. Reports what a full computation reports of every section,
  /// in section order. Returns the sections to lay out again, ascending.
  private func refreshMetrics(
    _ changes: FlowSectionChanges, delegateSized: inout Set<Int>, _ cv: LayoutCollectionView
  ) -> Result<[Int], FlowLayoutConfigurationError> {
    let answerers = FlowDelegateAnswerers(cv.flowLayoutDelegate)
    let solvedAgain = changes.solvedAgain
    var solving: [Int] = []
    var nextSolved = 0
    for section in metrics.indices {
      if nextSolved < solvedAgain.count, solvedAgain[nextSolved] == section {
        nextSolved += 1
        solving.append(section)
        switch collectSectionMetrics(section, answerers, cv) {
        case .success(let collected):
          if collected.delegateSized { delegateSized.insert(section) }
          metrics[section] = collected.metrics
        case .failure(let error):
          return .failure(error)
        }
        continue
      }
      var reused = metrics[section]
      if answerers.answersPerSection,
        let oldSection = changes.placement.oldSection(forNew: section), oldSection != section
      {
        reused = sectionMetrics(section, itemSizes: reused.itemSizes, answerers, cv)
        // Until now the place holds the metrics the section had before the update.
        if reused != metrics[section] { solving.append(section) }
        metrics[section] = reused
      }
      // What a full computation reports of every section (a negative header or footer) is
      // reported again, in the same order; the rest of the check it passed before.
      let header = reused.headerReferenceSize
      let footer = reused.footerReferenceSize
      if min(header.width, header.height, footer.width, footer.height) < 0 {
        _ = check(reused, section: section, cv)
      }
    }
    return .success(solving)
  }
}
