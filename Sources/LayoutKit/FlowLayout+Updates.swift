import Foundation

extension FlowLayout {
  /// What the next computation can redo alone instead of everything.
  enum PartialWork {
    /// A batch update's items (`FlowSectionChanges`): the sections they touch are asked again.
    case update([UpdateItem])
    /// The items invalidation contexts named while the delegate's metrics were kept: their
    /// sizes are asked again and their sections laid out again.
    case items([IndexPath])
  }

  /// Records what an invalidation changed, when the layout can follow it section by section
  /// without self-sizing: a batch update's context on a valid layout (its update items, counts
  /// invalidated, nothing else), or contexts that name items and keep the delegate's metrics
  /// (gathered until the next computation; one that only asks for the geometry again keeps them,
  /// since the same metrics lay the other sections out the same). Any other invalidation that
  /// asks for work forgets it, and the next prepare solves everything. Returns whether the items
  /// `context` names are followed item by item.
  @discardableResult
  func notePartialWork(_ context: FlowLayoutInvalidationContext, wasValid: Bool) -> Bool {
    let named = estimatesSizes ? [] : context.invalidatedItemIndexPaths ?? []
    let counts = context.invalidateEverything || context.invalidateDataSourceCounts
    // A context that asks for no work leaves what is pending as it is.
    guard counts || context.invalidateFlowLayoutAttributes || !named.isEmpty else { return false }
    guard !estimatesSizes, !context.invalidateEverything else {
      pendingPartialWork = nil
      return false
    }
    if counts {
      pendingPartialWork = wasValid ? context._updateItems.map(PartialWork.update) : nil
      return false
    }
    guard !context.invalidateFlowLayoutDelegateMetrics else {
      pendingPartialWork = nil
      return false
    }
    if case .items(var earlier) = pendingPartialWork {
      guard !named.isEmpty else { return false }
      pendingPartialWork = nil
      earlier.append(contentsOf: named)
      pendingPartialWork = .items(earlier)
      return true
    }
    pendingPartialWork = wasValid && !named.isEmpty ? .items(named) : nil
    return pendingPartialWork != nil
  }

  /// Redoes `work` alone; false, having changed nothing, when it cannot be followed (the caller
  /// then solves everything).
  func refreshPartially(_ work: PartialWork, _ cv: LayoutCollectionView) -> Bool {
    switch work {
    case .update(let items): refreshChangedSections(items, cv)
    case .items(let paths): refreshInvalidatedItems(paths, cv)
    }
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
    // The flags follow their sections, in place; those solved again say it anew below. (Flags
    // left short by a refused computation belong to no section laid out.)
    if delegateSizedSections.count != metrics.count {
      delegateSizedSections = Array(repeating: false, count: metrics.count)
    }
    placement.rearrange(&delegateSizedSections) { false }
    // A place nothing carries over to is asked of the delegate below.
    let filler = FlowSectionMetrics(itemSizes: .uniform(.zero, count: 0))
    placement.rearrange(&metrics) { filler }
    let solved = refreshMetrics(changes, cv)
    finishRefresh(solved, geometry: &geometry, placement: placement, environment: environment)
    return true
  }

  /// Lays out the sections `solved` names again and moves the others (`geometry` taken out of
  /// `computedGeometry`, so changed in place); or, when the delegate's answers were refused,
  /// leaves the layout empty with UIKit's exception, as a full computation does.
  func finishRefresh(
    _ solved: Result<[Int], FlowLayoutConfigurationError>, geometry: inout FlowLayoutGeometry,
    placement: SectionPlacement, environment: FlowLayoutEnvironment
  ) {
    switch solved {
    case .success(let solvingAgain):
      configurationError = nil
      geometry.update(placement: placement, solvingAgain: solvingAgain, sections: metrics)
      computedGeometry = geometry
    case .failure(let error):
      metrics = []
      configurationError = error
      report(.exception(error.message))
      computedGeometry = FlowLayoutGeometry(environment: environment, sections: [])
    }
  }

  /// The metrics of every section after the update, in place (`metrics` already rearranged):
  /// each section solved again is asked of the delegate; each kept section keeps its metrics,
  /// but one that moved asks its per-section answers again (they are asked by index) and is
  /// laid out again when they differ. Reports what a full computation reports of every section,
  /// in section order. Returns the sections to lay out again, ascending. Visits every section
  /// only when a kept one may have something to ask or report.
  private func refreshMetrics(
    _ changes: FlowSectionChanges, _ cv: LayoutCollectionView
  ) -> Result<[Int], FlowLayoutConfigurationError> {
    let answerers = FlowDelegateAnswerers(cv.flowLayoutDelegate)
    let solvedAgain = changes.solvedAgain
    var solving: [Int] = []
    var nextSolved = 0
    func visit(_ section: Int) -> FlowLayoutConfigurationError? {
      if nextSolved < solvedAgain.count, solvedAgain[nextSolved] == section {
        nextSolved += 1
        solving.append(section)
        switch collectSectionMetrics(section, answerers, cv) {
        case .success(let collected):
          delegateSizedSections[section] = collected.delegateSized
          metrics[section] = collected.metrics
          return nil
        case .failure(let error):
          return error
        }
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
      return nil
    }
    // Without answers by index, a kept section keeps its insets, spacings and header and footer
    // sizes, the layout's own: when those are not negative, a kept section has nothing to ask
    // or report, and only the sections solved again are visited.
    let keptSectionsReport =
      min(
        headerReferenceSize.width, headerReferenceSize.height, footerReferenceSize.width,
        footerReferenceSize.height) < 0
    if answerers.answersPerSection || keptSectionsReport {
      for section in metrics.indices { if let error = visit(section) { return .failure(error) } }
    } else {
      for section in solvedAgain { if let error = visit(section) { return .failure(error) } }
    }
    return .success(solving)
  }
}
