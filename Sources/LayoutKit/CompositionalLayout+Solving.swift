import Foundation

extension CompositionalLayout {
  /// UICollectionViewCompositionalLayoutSectionProvider: the section at an index, for an
  /// environment; nil is UIKit's "invalid section definition" when the section has items.
  public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) ->
    CollectionLayoutSection?

  /// What solving a section needs from the collection view as it is now: the section solver, the
  /// environment the section provider is asked with, and the strip the layout's own boundary
  /// items are laid out in.
  struct SolvingContext {
    let solver: CompositionalSectionSolver
    let environment: CompositionalLayoutEnvironment
    let globalArea: CompositionalSectionSolver.BoundaryArea
  }

  func solvingContext(_ cv: LayoutCollectionView) -> SolvingContext {
    // Each read once: every read of a class's stored property is checked, and a measurement
    // asks for this context at every chunk of a fling.
    let (size, safeArea, margins) = (cv.bounds.size, cv.safeAreaInsets, cv.layoutMargins)
    let traits = cv.traitCollection
    let insetsReference = layoutConfiguration.contentInsetsReference
    let axis = FlowAxis(layoutConfiguration.scrollDirection)
    let solver = CompositionalSectionSolver(
      axis: axis, containerSize: size, safeAreaInsets: safeArea, layoutMargins: margins,
      traitCollection: traits)
    var environment = CompositionalLayoutEnvironment(
      container: solver.container(insetsReference), traitCollection: traits)
    (environment.safeAreaInsets, environment.layoutMargins) = (safeArea, margins)
    environment.numberOfSections = max(cv.numberOfSections, 0)
    layoutEnvironment = environment
    let reference = solver.referenceInsets(insetsReference)
    return SolvingContext(
      solver: solver,
      environment: environment,
      globalArea: CompositionalSectionSolver.BoundaryArea(
        crossStart: reference.before,
        crossLength: axis.cross(size) - reference.before - reference.after))
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
    let sectionCount = max(cv.numberOfSections, 0)
    let spacing = layoutConfiguration.interSectionSpacing
    // Built in locals and stored once: each access to the layout's own properties is checked.
    var sections: [CompositionalSectionGeometry] = []
    var definitions: [CollectionLayoutSection?] = []
    var revisions: [Int] = []
    var handlers: [Int: CollectionLayoutSection.VisibleItemsInvalidationHandler] = [:]
    sections.reserveCapacity(sectionCount)
    definitions.reserveCapacity(sectionCount)
    revisions.reserveCapacity(sectionCount)
    let measured = measuredLengthsBySection
    // A section provider most often hands every section the same definition (a layout made
    // with init(section:) always does): its shape is solved once and placed section by section.
    var lastShape: ReusableShape?
    var cursor = sectionsStart
    for index in 0..<sectionCount {
      if index > 0 { cursor += spacing }
      let itemCount = max(cv.numberOfItems(inSection: index), 0)
      let section = askSectionProvider(index, itemCount: itemCount, context)
      // Read after the provider answered: what it changed is in it.
      let revision = CompositionalDefinitionRevision.current
      definitions.append(section)
      revisions.append(revision)
      if let handler = section?.visibleItemsInvalidationHandler { handlers[index] = handler }
      let solved = solveSection(
        section, index: index, itemCount: itemCount, start: cursor, context, measured,
        revision: revision, lastShape: &lastShape)
      cursor = axis.mainMax(solved.frame)
      sections.append(solved)
    }
    visibleItemsHandlers = handlers
    sectionDefinitions = definitions
    sectionRevisions = revisions
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
  /// `measuredItems`: the sections, in order, each once.
  func resolve(measuredItems: [(section: Int, items: [Int])], _ cv: LayoutCollectionView) {
    // Taken out, not copied: the sections are then changed in place, and no part is retained
    // twice.
    guard var updated = geometry.take(), updated.sectionCount == max(cv.numberOfSections, 0),
      updated.sectionCount > 0
    else {
      geometry = solve(cv)
      return
    }
    let context = solvingContext(cv)
    let axis = context.solver.axis
    let sectionsStart = axis.mainMin(updated.sectionFrame(0))
    let end = axis.mainMax(updated.sectionFrame(updated.sectionCount - 1))
    // The layout's own headers, measured, move every section by their change.
    if !measuredSupplementaries.layoutBoundary.isEmpty {
      let headersChange =
        placeGlobalSupplementaries(context, sectionsLength: 0).bodyStart - sectionsStart
      if headersChange != 0 { updated.moveSections(from: 0, by: headersChange) }
    }
    var change = 0.0
    for (index, items) in measuredItems where index >= 0 && index < updated.sectionCount {
      let frame = updated.sectionFrame(index)
      let before = axis.mainMax(frame)
      // The group solved before serves again while its definition is unchanged (and it was
      // not re-flowed by lengths across the scroll direction).
      let unchanged =
        sectionRevisions.indices.contains(index)
        && sectionRevisions[index] == CompositionalDefinitionRevision.current
        && measuredCrossLengths[index] == nil
      let itemCount = max(cv.numberOfItems(inSection: index), 0)
      let section: CollectionLayoutSection?
      if sectionDefinitions.indices.contains(index) {
        section = sectionDefinitions[index]
      } else {
        section = askSectionProvider(index, itemCount: itemCount, context)
        // A section solved again keeps, gains or loses its handler with it.
        visibleItemsHandlers[index] = section?.visibleItemsInvalidationHandler
      }
      let revision = CompositionalDefinitionRevision.current
      if sectionRevisions.indices.contains(index) { sectionRevisions[index] = revision }
      var noShape: ReusableShape?
      let solvedBefore = updated.solvedParts(of: index)
      let solved = solveSection(
        section, index: index, itemCount: itemCount, start: axis.mainMin(frame), context,
        measuredLengthsBySection, revision: revision,
        remeasuring: .init(
          measurements: solvedBefore.measurements, items: items,
          solvedGroup: unchanged && !solvedBefore.leaves.isEmpty
            ? (solvedBefore.leaves, solvedBefore.extent) : nil),
        lastShape: &noShape)
      let delta = axis.mainMax(solved.frame) - before
      change += delta
      updated.replaceSection(index, with: solved, movingLaterBy: delta)
    }
    let placed = placeGlobalSupplementaries(
      context, sectionsLength: end + change - sectionsStart)
    updated.replaceGlobalSupplementaries(placed.elements, end: placed.end)
    // Moved back, not copied: a copy retains every part it holds, and the local's end
    // releases them all again.
    geometry = consume updated
  }

  /// The lengths self-sizing measured, along and across the scroll direction and of boundary
  /// items, by section.
  struct MeasuredLengthsBySection {
    let along: [Int: [Int: Double]]
    let across: [Int: [Int: Double]]
    let boundary: [Int: [String: Double]]
    /// Badges' sizes, by section, item and kind.
    let badges: [Int: [Int: [String: CGSize]]]
  }

  var measuredLengthsBySection: MeasuredLengthsBySection {
    MeasuredLengthsBySection(
      along: measuredLengths, across: measuredCrossLengths, boundary: measuredBoundaryLengths,
      badges: measuredSupplementaries.badges)
  }

  /// The section provider's definition of section `index` (of `itemCount` items), UIKit's
  /// exception reported when it gives none for a section with items.
  private func askSectionProvider(_ index: Int, itemCount: Int, _ context: SolvingContext)
    -> CollectionLayoutSection?
  {
    var environment = context.environment
    environment.sectionIndex = index
    let section = sectionProvider(index, environment)
    if section == nil && itemCount > 0 { report(.exception(Self.invalidSectionMessage)) }
    return section
  }

  /// The last shape a prepare() solved, with the definition and the revision it was solved
  /// for.
  final class ReusableShape {
    let definition: CollectionLayoutSection
    let revision: Int
    let shape: CompositionalSectionSolver.SectionShape

    init(
      definition: CollectionLayoutSection, revision: Int,
      shape: CompositionalSectionSolver.SectionShape
    ) {
      self.definition = definition
      self.revision = revision
      self.shape = shape
    }
  }

  /// Section `index`, of definition `section` (at definition revision `revision`) and
  /// `itemCount` items, solved from `start` along the scroll direction with its `measured`
  /// lengths (`remeasuring`: its measurements as they were when it was solved before, and the
  /// items measured since). A section with nothing measured whose definition, revision and item
  /// count are `lastShape`'s takes that shape; one solved with nothing measured becomes
  /// `lastShape`.
  private func solveSection(
    _ section: CollectionLayoutSection?, index: Int, itemCount: Int, start: Double,
    _ context: SolvingContext, _ measured: MeasuredLengthsBySection, revision: Int,
    remeasuring: CompositionalSectionSolver.Remeasuring? = nil,
    lastShape: inout ReusableShape?
  ) -> CompositionalSectionGeometry {
    guard let section else { return context.solver.emptySection(start: start) }
    let badges = measured.badges.isEmpty ? [:] : measured.badges[index] ?? [:]
    let along = measured.along.isEmpty ? [:] : measured.along[index] ?? [:]
    let across = measured.across.isEmpty ? [:] : measured.across[index] ?? [:]
    let boundary = measured.boundary.isEmpty ? [:] : measured.boundary[index] ?? [:]
    let unmeasured = remeasuring == nil && along.isEmpty && across.isEmpty
    if unmeasured, let last = lastShape, last.definition === section, last.revision == revision,
      last.shape.itemCount == itemCount
    {
      var placed = context.solver.place(
        section, last.shape, start: start, measuredBoundary: boundary)
      if !badges.isEmpty { placed.takeMeasuredBadges(badges) }
      return placed
    }
    let shape = context.solver.shape(
      section, itemCount: itemCount, measured: along, measuredAcross: across,
      remeasuring: remeasuring)
    if unmeasured && shape.isReusable {
      lastShape = ReusableShape(definition: section, revision: revision, shape: shape)
    }
    var placed = context.solver.place(section, shape, start: start, measuredBoundary: boundary)
    if !badges.isEmpty { placed.takeMeasuredBadges(badges) }
    return placed
  }

  /// The layout's own boundary items around sections `sectionsLength` long, those whose length
  /// is estimated at their measured lengths.
  private func placeGlobalSupplementaries(_ context: SolvingContext, sectionsLength: Double) -> (
    elements: [CompositionalElement], bodyStart: Double, end: Double
  ) {
    context.solver.place(
      layoutConfiguration.boundarySupplementaryItems, in: context.globalArea, start: 0,
      body: sectionsLength, bodyContentOffset: 0,
      measured: measuredSupplementaries.layoutBoundary)
  }
}
