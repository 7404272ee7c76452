import Foundation

/// Self-sizing (docs/uikit-choices.md, "Self-sizing"): while `estimatedItemSize` is set, items
/// start at the estimate, the sections compute only the lines the rects asked for cover, and the
/// sizes the cells prefer replace the estimates as the collection view shows them.
extension FlowLayout {
  /// UICollectionViewFlowLayout.automaticSize (UICollectionViewFlowLayoutAutomaticSize): as
  /// `estimatedItemSize`, the running average of the sizes measured so far, 50 x 50 before any.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// `_estimatesSizes`: estimatedItemSize is not zero.
  public var estimatesSizes: Bool { estimatedItemSize != .zero }

  /// `_fetchItemsInfoForRect:` while estimating: the sizes read again when invalidation asked for
  /// it (the delegate's, a kept measurement narrower than the line, or the estimate), then the
  /// lines covering `rect` computed.
  func fetchEstimatedItemsInfo(_ cv: LayoutCollectionView, rect: CGRect) {
    guard boundsAndInsetsAreValidForReferenceDimension(cv) else { return }
    var partial = true
    var read = false
    if estimating == nil || pending != .nothing {
      guard let info = buildEstimatingInfo(cv) else { return }
      estimating = info
      partial = false
      read = true
      if let old = retainedContentSize {
        estimating?.updateLayout(for: CGRect(origin: .zero, size: old), partial: false)
        partial = true
      }
      retainedSizes = nil
      retainedContentSize = nil
      pending = .nothing
    }
    estimating?.updateLayout(for: rect, partial: partial)
    // A query inside the computed lines changes nothing: the geometry stands.
    guard let revision = estimating?.revision,
      read || computedGeometry == nil || revision != geometryRevision
    else { return }
    geometryRevision = revision
    if let geometry = estimating?.geometry() {
      computedGeometry = geometry
      if read { reportInvalidSizes(geometry, collectionView: cv) }
    }
  }

  /// `_getSizingInfosWithExistingSizingDictionary:` while estimating.
  private func buildEstimatingInfo(_ cv: LayoutCollectionView) -> EstimatingFlowLayoutInfo? {
    guard readMetrics(from: cv) else {
      estimating = nil
      return nil
    }
    let environment = environment(of: cv)
    let axis = FlowAxis(scrollDirection)
    let dimension = environment.dimension
    let estimate = effectiveEstimatedItemSizeForBuild
    let extra = FlowLayoutGeometry.sectionInsetReferenceExtra(environment, axis: axis)
    let swapped = !axis.isVertical && quirks.swapsSpacingInHorizontalVariableSections
    let kept = keptSizesBySection(dimension: dimension, axis: axis)
    var sections: [EstimatingFlowSection] = []
    sections.reserveCapacity(metrics.count)
    for (index, var section) in metrics.enumerated() {
      section.sectionInset = FlowLayoutGeometry.referenceAdjustedInset(
        section.sectionInset, environment, axis)
      let sizes =
        sizesCameFromDelegate(index)
        ? EstimatedItemSizes(base: section.itemSizes, baseIsMeasured: true)
        : EstimatedItemSizes(
          base: .uniform(estimate, count: section.itemCount), recorded: kept[index] ?? [:])
      sections.append(
        EstimatingFlowSection(
          axis: axis, dimension: dimension, metrics: section, sizes: sizes, swapsLineGap: swapped))
    }
    return EstimatingFlowLayoutInfo(
      environment: environment, sections: sections, leading: extra.leading,
      trailing: extra.trailing)
  }

  /// The measured sizes an invalidation kept, by section and item: those narrower than the line
  /// (a wider one would not fit the new bounds, so its item starts at the estimate again).
  private func keptSizesBySection(dimension: Double, axis: FlowAxis) -> [Int: [Int: CGSize]] {
    var kept: [Int: [Int: CGSize]] = [:]
    for (path, size) in retainedSizes ?? [:]
    where axis.cross(size) < dimension && metrics.indices.contains(path.section)
      && (0..<metrics[path.section].itemCount).contains(path.item)
    {
      kept[path.section, default: [:]][path.item] = size
    }
    return kept
  }

  /// `_effectiveEstimatedItemSize` when the sizes are read: the estimate, or for automaticSize
  /// the mean of the measurements recorded since the last read. Every read follows an
  /// invalidation that resets that mean (`_UIFlowLayoutInfo invalidate:`), so automaticSize
  /// items start at 50 x 50.
  private var effectiveEstimatedItemSizeForBuild: CGSize {
    estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
  }

  /// The flow layout's `invalidateLayoutWithContext:` while estimating: a context that keeps the
  /// sizes (a bounds change, a batch update) carries the measured ones, moved to their index paths
  /// after the update, into the next read; any other that asks for the attributes, the metrics or
  /// the counts drops them all.
  func invalidateEstimates(with context: FlowLayoutInvalidationContext) {
    currentContentSizeAdjustment = .zero
    if context._retainsExistingSizingInfoForEstimates {
      if let info = estimating {
        var kept: [IndexPath: CGSize] = [:]
        for (path, size) in info.measuredSizes {
          guard let moved = context._finalIndexPath.map({ $0(path) }) ?? path else { continue }
          kept[moved] = size
        }
        retainedSizes = kept
        retainedContentSize = info.contentSize
      }
      pending.geometry = true
    } else if context.invalidateEverything || context.invalidateDataSourceCounts
      || context.invalidateFlowLayoutAttributes || context.invalidateFlowLayoutDelegateMetrics
    {
      retainedSizes = nil
      retainedContentSize = nil
      estimating = nil
    }
  }

  /// UICollectionViewFlowLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): while estimating, true for a cell whose preferred size differs
  /// from its attributes' (exactly), except inside a visible-cells pass, where the answer is
  /// queued for the end of the pass and false is returned. Headers, footers and decorations never
  /// self-size in a flow layout.
  func preferredAttributesInvalidate(
    _ preferredAttributes: LayoutAttributes, original originalAttributes: LayoutAttributes
  ) -> Bool {
    guard estimatesSizes, originalAttributes.representedElementCategory == .cell,
      preferredAttributes.size != originalAttributes.size
    else { return false }
    guard isInVisibleCellsPass else { return true }
    if preferredAttributes.size == .zero {
      report(
        .exception(
          "UICollectionView Flow Layout received layout attributes with an empty size. This "
            + "happens when a reusable view has incorrectly configured constraints, or an "
            + "incorrect override of -sizeThatFits:, -systemLayoutSizeFittingSize:"
            + "withHorizontalFittingPriority:verticalFittingPriority:, or "
            + "-preferredLayoutAttributesFittingAttributes:. Ensure that your view generates a "
            + "valid preferred size."))
      return false
    }
    queuedPreferredAttributes.append(preferredAttributes)
    return false
  }

  /// UICollectionViewFlowLayout.invalidationContext(forPreferredLayoutAttributes:
  /// withOriginalAttributes:): records the preferred size and names the item; neither flow flag
  /// is set; the adjustments are the layout's own (the content offset's is always zero).
  func preferredAttributesContext(
    _ preferredAttributes: LayoutAttributes, original originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    let context = FlowLayoutInvalidationContext()
    context.invalidateFlowLayoutAttributes = false
    context.invalidateFlowLayoutDelegateMetrics = false
    if preferredAttributes.size != originalAttributes.size, estimating != nil {
      record([(originalAttributes.indexPath, preferredAttributes.size)])
      context.invalidateItems(at: [originalAttributes.indexPath])
    }
    context.contentSizeAdjustment = currentContentSizeAdjustment
    return context
  }

  /// `_willPerformUpdateVisibleCellsPass`: answers are queued from now on.
  func willPerformVisibleCellsPass() {
    isInVisibleCellsPass = true
  }

  /// `_didPerformUpdateVisibleCellsPassWithLayoutOffset:`: the queued sizes recorded at once,
  /// then one invalidation naming the queued items, with neither flow flag, and a request for
  /// another pass.
  func didPerformVisibleCellsPass() -> Bool {
    defer {
      queuedPreferredAttributes = []
      isInVisibleCellsPass = false
    }
    guard !queuedPreferredAttributes.isEmpty, estimating != nil else { return false }
    let queued = queuedPreferredAttributes
    record(queued.map { ($0.indexPath, $0.size) })
    let context = FlowLayoutInvalidationContext()
    context.invalidateItems(at: queued.map(\.indexPath))
    context.invalidateFlowLayoutAttributes = false
    context.invalidateFlowLayoutDelegateMetrics = false
    context.contentSizeAdjustment = currentContentSizeAdjustment
    invalidateLayout(with: context)
    return true
  }

  /// Records measured sizes; the content size's change along the scroll direction becomes the
  /// adjustment.
  private func record(_ sizes: [(IndexPath, CGSize)]) {
    guard let delta = estimating?.setSizes(sizes) else { return }
    if delta != 0 {
      currentContentSizeAdjustment =
        scrollDirection == .vertical
        ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0)
    }
  }
}
