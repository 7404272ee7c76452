import Foundation

extension CompositionalLayout {
  /// Solves the whole layout for the collection view as it is now: the layout's headers, then
  /// each section after the last (with the inter-section spacing between them), then its footers.
  /// Self-sizing's measured lengths (`measuredLengths`, `measuredCrossLengths`) are applied.
  func solve(_ cv: LayoutCollectionView) -> CompositionalLayoutGeometry {
    let axis = FlowAxis(configuration.scrollDirection)
    let solver = CompositionalSectionSolver(
      axis: axis, containerSize: cv.bounds.size, safeAreaInsets: cv.safeAreaInsets,
      layoutMargins: cv.layoutMargins, traitCollection: cv.traitCollection)
    let environment = CollectionLayoutEnvironment(
      container: solver.container(configuration.contentInsetsReference),
      traitCollection: cv.traitCollection)
    let reference = solver.referenceInsets(configuration.contentInsetsReference)
    let area = CompositionalSectionSolver.BoundaryArea(
      crossStart: reference.before,
      crossLength: axis.cross(cv.bounds.size) - reference.before - reference.after)
    let globals = configuration.boundarySupplementaryItems
    // The layout's headers come first: solve them around an empty body to learn where the
    // sections start, then again around the sections' length.
    let sectionsStart = solver.place(globals, in: area, start: 0, body: 0, bodyContentOffset: 0)
      .bodyStart
    var sections: [CompositionalSectionGeometry] = []
    var cursor = sectionsStart
    for index in 0..<max(cv.numberOfSections, 0) {
      if index > 0 { cursor += configuration.interSectionSpacing }
      let itemCount = max(cv.numberOfItems(inSection: index), 0)
      let section = sectionProvider(index, environment)
      if section == nil && itemCount > 0 { report(.exception(Self.invalidSectionMessage)) }
      let solved = solver.solve(
        section, itemCount: section == nil ? 0 : itemCount, start: cursor,
        measured: measuredLengths[index] ?? [:], measuredAcross: measuredCrossLengths[index] ?? [:],
        measuredBoundary: measuredBoundaryLengths[index] ?? [:])
      sections.append(solved)
      cursor = axis.mainMax(solved.frame)
    }
    let placed = solver.place(
      globals, in: area, start: 0, body: cursor - sectionsStart, bodyContentOffset: 0)
    return CompositionalLayoutGeometry(
      sections: sections, globalSupplementaries: placed.elements,
      contentSize: axis.size(mainLength: placed.end, crossLength: axis.cross(cv.bounds.size)),
      solvedBoundsSize: cv.bounds.size,
      axis: axis, mirrors: isMirroringLayoutDirection, scale: cv.displayScale)
  }
}
