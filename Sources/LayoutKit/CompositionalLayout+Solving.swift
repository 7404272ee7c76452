import Foundation

extension CompositionalLayout {
  /// What solving a section needs from the collection view as it is now: the section solver, the
  /// environment the section provider is asked with, and the strip the layout's own boundary
  /// items are laid out in.
  struct SolvingContext {
    let solver: CompositionalSectionSolver
    let environment: CollectionLayoutEnvironment
    let globalArea: CompositionalSectionSolver.BoundaryArea
  }

  func solvingContext(_ cv: LayoutCollectionView) -> SolvingContext {
    let axis = FlowAxis(configuration.scrollDirection)
    let solver = CompositionalSectionSolver(
      axis: axis, containerSize: cv.bounds.size, safeAreaInsets: cv.safeAreaInsets,
      layoutMargins: cv.layoutMargins, traitCollection: cv.traitCollection)
    var environment = CollectionLayoutEnvironment(
      container: solver.container(configuration.contentInsetsReference),
      traitCollection: cv.traitCollection)
    (environment.safeAreaInsets, environment.layoutMargins) = (cv.safeAreaInsets, cv.layoutMargins)
    environment.numberOfSections = max(cv.numberOfSections, 0)
    layoutEnvironment = environment
    let reference = solver.referenceInsets(configuration.contentInsetsReference)
    return SolvingContext(
      solver: solver,
      environment: environment,
      globalArea: CompositionalSectionSolver.BoundaryArea(
        crossStart: reference.before,
        crossLength: axis.cross(cv.bounds.size) - reference.before - reference.after))
  }

  /// Solves the whole layout for the collection view as it is now: the layout's headers, then
  /// each section after the last (with the inter-section spacing between them), then its footers.
  /// Self-sizing's measured lengths (`measuredLengths`, `measuredCrossLengths`,
  /// `measuredBoundaryLengths`) are applied.
  func solve(_ cv: LayoutCollectionView) -> CompositionalLayoutGeometry {
    let context = solvingContext(cv)
    let axis = context.solver.axis
    // The layout's headers come first: solve them around an empty body to learn where the
    // sections start, then again around the sections' length.
    let sectionsStart = placeGlobalSupplementaries(context, sectionsLength: 0).bodyStart
    var sections: [CompositionalSectionGeometry] = []
    var cursor = sectionsStart
    visibleItemsHandlers = [:]
    sectionDefinitions = []
    sectionDefinitions.reserveCapacity(max(cv.numberOfSections, 0))
    for index in 0..<max(cv.numberOfSections, 0) {
      if index > 0 { cursor += configuration.interSectionSpacing }
      let solved = solveSection(index, start: cursor, context, cv)
      sections.append(solved)
      cursor = axis.mainMax(solved.frame)
    }
    let placed = placeGlobalSupplementaries(context, sectionsLength: cursor - sectionsStart)
    return CompositionalLayoutGeometry(
      sections: sections, globalSupplementaries: placed.elements,
      contentSize: axis.size(mainLength: placed.end, crossLength: axis.cross(cv.bounds.size)),
      solvedBoundsSize: cv.bounds.size,
      axis: axis, mirrors: isMirroringLayoutDirection, scale: cv.displayScale)
  }

  /// Solves again only the sections `measuredItems` names, of the geometry solved for the
  /// collection view's present size, each where it starts, moving what follows by its change
  /// (self-sizing's measurements touch one or two sections a pass; solving all of them was the
  /// whole cost of a fling's tick). Each section's items measured along the scroll direction
  /// since it was solved are given, so only their groups' changes are worked out again. Falls
  /// back to `solve` when the sections' count changed.
  func resolve(measuredItems: [Int: [Int]], _ cv: LayoutCollectionView) {
    guard var updated = geometry, updated.sectionCount == max(cv.numberOfSections, 0),
      updated.sectionCount > 0
    else {
      geometry = solve(cv)
      return
    }
    // Held once: the sections are then changed in place rather than copied.
    geometry = nil
    let context = solvingContext(cv)
    let axis = context.solver.axis
    let sectionsStart = axis.mainMin(updated.sectionFrame(0))
    let end = axis.mainMax(updated.sectionFrame(updated.sectionCount - 1))
    var change = 0.0
    for (index, items) in measuredItems.sorted(by: { $0.key < $1.key })
    where index >= 0 && index < updated.sectionCount {
      let frame = updated.sectionFrame(index)
      let before = axis.mainMax(frame)
      let solved = solveSection(
        index, start: axis.mainMin(frame), context, cv,
        remeasuring: .init(
          measurements: updated.solvedSections[index].measurements, items: items))
      let delta = axis.mainMax(solved.frame) - before
      change += delta
      updated.replaceSection(index, with: solved, movingLaterBy: delta)
    }
    let placed = placeGlobalSupplementaries(
      context, sectionsLength: end + change - sectionsStart)
    updated.replaceGlobalSupplementaries(placed.elements, end: placed.end)
    geometry = updated
  }

  /// Section `index` solved from `start` along the scroll direction, with its measurements
  /// (`remeasuring`: as they were when it was solved before, and the items measured since).
  private func solveSection(
    _ index: Int, start: Double, _ context: SolvingContext, _ cv: LayoutCollectionView,
    remeasuring: CompositionalSectionSolver.Remeasuring? = nil
  ) -> CompositionalSectionGeometry {
    let itemCount = max(cv.numberOfItems(inSection: index), 0)
    let section: CollectionLayoutSection?
    if remeasuring != nil, sectionDefinitions.indices.contains(index) {
      section = sectionDefinitions[index]
    } else {
      var environment = context.environment
      environment.sectionIndex = index
      section = sectionProvider(index, environment)
      if section == nil && itemCount > 0 { report(.exception(Self.invalidSectionMessage)) }
      if remeasuring == nil, index == sectionDefinitions.count {
        sectionDefinitions.append(section)
      }
      // A section solved again keeps, gains or loses its handler with it.
      visibleItemsHandlers[index] = section?.visibleItemsInvalidationHandler
    }
    return context.solver.solve(
      section, itemCount: section == nil ? 0 : itemCount, start: start,
      measured: measuredLengths[index] ?? [:], measuredAcross: measuredCrossLengths[index] ?? [:],
      measuredBoundary: measuredBoundaryLengths[index] ?? [:], remeasuring: remeasuring)
  }

  /// The layout's own boundary items around sections `sectionsLength` long.
  private func placeGlobalSupplementaries(_ context: SolvingContext, sectionsLength: Double) -> (
    elements: [CompositionalElement], bodyStart: Double, end: Double
  ) {
    context.solver.place(
      configuration.boundarySupplementaryItems, in: context.globalArea, start: 0,
      body: sectionsLength, bodyContentOffset: 0)
  }
}
