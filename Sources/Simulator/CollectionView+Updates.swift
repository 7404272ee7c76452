import Foundation
import LayoutKit

/// A validated batch update waiting for its layout pass.
struct PendingUpdate {
  var plan: UpdatePlan
  var animated: Bool
  /// How long the update animates, in seconds.
  var duration: Double
  var displayedBefore: VisibleElements
  /// The data before the update, where a disappearing element's identifier is found; nil when
  /// the data has no identifiers, so that the old data is not kept alive through the pass.
  var dataBefore: [SectionData]?
  /// Reconfigured items (new index paths): their cells stay and are asked their size again.
  var reconfigured: [IndexPath]
  var completion: () -> Void
}

extension CollectionView {
  /// What `data` holds, counted when it last changed other than by a batch update.
  var dataTally: SectionData.Tally {
    if let knownDataTally { return knownDataTally }
    let counted = SectionData.Tally(data)
    knownDataTally = counted
    return counted
  }

  /// The items of `data`, a negative count counting as none: a prepare adds them to
  /// `layoutItems`.
  var dataItemCount: Int { dataTally.items }

  /// performBatchUpdates(_:completion:) with the operations already recorded: validates them as
  /// UIKit does (a refused update changes nothing and `completion` gets UIKit's exception text),
  /// swaps in the new data, invalidates the layout's data-source counts, and runs the update on
  /// the next layout pass. `completion` runs when the update's animation has ended.
  /// `reconfigured` are items (new index paths) whose cells stay and are asked their size
  /// again, as reconfigureItems(_:) of a diffable data source does.
  public func performBatchUpdates(
    _ update: BatchUpdate, newData: [SectionData]?, animated: Bool, duration: Double,
    reconfigured: [IndexPath] = [], completion: @escaping (String?) -> Void
  ) {
    var plan: UpdatePlan
    switch validatedPlan(update, declared: newData) {
    case .failure(let error):
      completion(error.message)
      return
    case .success(var validated):
      // Badges follow their items: the layout says which kinds shown do (scrollsim's seam).
      validated.supplementaryKindsFollowingItems = Set(
        visible.keys.filter { $0.category == .supplementaryView }.map(\.kind).filter {
          layout.supplementaryViewsFollowItems(ofKind: $0)
        })
      plan = validated
    }
    log.emit(
      .update(
        items: plan.items.map {
          Event.UpdateRecord(
            action: $0.action.name, before: $0.before.map(Self.updateID),
            after: $0.after.map(Self.updateID))
        }))
    if layout._estimatesSizes {
      // Kept in place through the update: the nearest cell the update neither deletes nor moves.
      let moves = Set(plan.items.filter { $0.action == .move }.compactMap(\.before))
      let excluded = Set(
        visible.keys.filter {
          $0.category == .cell && (plan.newKey(forOld: $0) == nil || moves.contains($0.indexPath))
        })
      saveRestorationAnchor(excluding: excluded)
      if let anchor = restorationAnchor, let moved = plan.newKey(forOld: anchor.key) {
        restorationAnchor = (moved, anchor.distance)
      }
    }
    let dataBefore = data.first?.identifier != nil ? data : nil
    let tallyBefore = dataTally
    let itemChange = plan.itemCountChange(from: data)
    // In place: the sections carried over shift within the array, nothing is rebuilt beside it.
    plan.apply(to: &data, mayHoldInconsistent: tallyBefore.hasInconsistentSections)
    if let itemChange {
      // A reloaded section keeps its data as it was, consistent or not: the flag stays.
      knownDataTally = SectionData.Tally(
        items: tallyBefore.items + itemChange,
        hasInconsistentSections: tallyBefore.hasInconsistentSections)
    }
    let applied = plan
    let ticks = runLoop.clock.ticks(for: duration)
    let pending = PendingUpdate(
      plan: applied, animated: animated, duration: duration, displayedBefore: visible,
      dataBefore: dataBefore, reconfigured: reconfigured,
      completion: { [self] in
        if animated { wait(ticks: ticks) { completion(nil) } } else { completion(nil) }
      })
    let context = type(of: layout).makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    // What changed, so a layout can redo only that before it is told the items themselves.
    context._updateItems = plan.updateItems
    if layout._estimatesSizes {
      // UIKit keeps the measured sizes through a batch update, moved with their items (the
      // update's translator; for the flow layout, `_setRetainExistingSizingInfoForEstimates:`).
      (context as? FlowLayoutInvalidationContext)?._retainsExistingSizingInfoForEstimates = true
      context._finalIndexPath = { path in
        applied.newKey(forOld: .cell(path.section, path.item)).map(\.indexPath)
      }
    }
    invalidateLayout(with: context, cause: .update)
    // The update runs on the next pass even if the layout refused the context.
    layoutIsValid = false
    setNeedsLayoutPass(LayoutPassRequest(cause: .update, work: .update(pending)))
  }

  /// reloadData(): new data (or the same), everything invalidated, every element replaced without
  /// animation on the next pass.
  public func reloadData(_ newData: [SectionData]?) {
    if let newData { data = Self.withSectionHeadroom(newData) }
    if let counts = dataFromUserDataSource() { data = counts }
    let context = type(of: layout).makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    invalidateLayout(with: context, cause: .update)
  }

  /// The id an update item shows in the `update` event: the cell's id, or `section/S` for a
  /// whole section.
  static func updateID(_ path: IndexPath) -> String {
    path.item == NSNotFound
      ? "section/\(path.section)" : ElementKey.cell(path.section, path.item).id
  }

  /// The update cycle (docs/uikit-choices.md, "Batch updates"), after prepare and the content
  /// size: the bookkeeping and prepare(forCollectionViewUpdates:), then the target content offset,
  /// the elements in the bounds the update ends in, the supplementary and decoration index paths
  /// to insert and delete, the initial and final attributes of everything visible before or
  /// after, finalizeCollectionViewUpdates(). An animated update that moves the content offset is
  /// also an animated bounds change, and its offset glides over the update's duration.
  func performUpdatePass(_ update: PendingUpdate) {
    let plan = update.plan
    let before = update.displayedBefore
    var book = updateBookkeeping(plan, before: before)
    callLayout("prepare(forCollectionViewUpdates:)") {
      $0._prepareForCollectionViewUpdates(plan.updateItems, bookkeeping: book)
    }
    drainDiagnostics()
    let oldBounds = bounds
    moveToUpdateTarget(animated: update.animated)
    applyRestorationAnchor(animated: update.animated)
    // The bounds changed inside the update's animation block, before the cells of the new
    // bounds are displayed (the header's words for prepare(forAnimatedBoundsChange:)).
    let animatesBounds = update.animated && bounds.origin != oldBounds.origin
    if animatesBounds {
      callLayout(
        "prepare(forAnimatedBoundsChange:)", .object([("oldBounds", JSONValue(oldBounds))])
      ) { $0.prepare(forAnimatedBoundsChange: oldBounds) }
      drainDiagnostics()
    }
    let after = queryVisibleElements()
    completeBookkeeping(&book, plan, before: before, after: after, animated: update.animated)
    layout._updateBookkeeping(book)
    let auxiliary = askForAuxiliaryIndexPaths(before: before, after: after)
    emitTransitions(
      from: before, to: after, cause: .update, animated: update.animated,
      dataBefore: update.dataBefore
    ) {
      guard !auxiliary.deleted.contains($0), let key = plan.newKey(forOld: $0),
        !auxiliary.inserted.contains(key)
      else { return nil }
      return key
    }
    callLayout("finalizeCollectionViewUpdates()") { $0._finalizeCollectionViewUpdates() }
    drainDiagnostics()
    if animatesBounds {
      callLayout("finalizeAnimatedBoundsChange()") { $0.finalizeAnimatedBoundsChange() }
      drainDiagnostics()
      glideContentOffset(from: oldBounds.origin, duration: update.duration)
    }
    // A view keeps what it was asked with its item; inserted and reloaded cells are new views.
    askedPreferredAttributes.move { plan.newKey(forOld: $0) }
    for path in update.reconfigured {
      askedPreferredAttributes.remove(.cell(path.section, path.item))
    }
    var movedCells: [ElementKey: SimulatedCell] = [:]
    for (key, cell) in cellViews {
      if let moved = plan.newKey(forOld: key) { movedCells[moved] = cell }
    }
    cellViews = movedCells
    visible = after
    if layout._estimatesSizes { selfSizingLayoutPass(cause: .layout) }
    update.completion()
  }

  /// UIKit's bookkeeping before prepare(forCollectionViewUpdates:): inserted and reloaded items
  /// start at their new attributes, faded; deleted and reloaded ones end where they were shown,
  /// faded; the supplementary and decoration views of deleted sections are recorded.
  private func updateBookkeeping(
    _ plan: UpdatePlan, before: VisibleElements
  ) -> UpdateBookkeeping {
    var book = UpdateBookkeeping()
    for item in plan.items {
      if let after = item.after, after.item != NSNotFound,
        item.action == .insert || item.action == .reload
      {
        let id = JSONValue.object([("id", .string(Self.updateID(after)))])
        if let attributes = callLayout(
          "layoutAttributesForItem(at:)", id, { $0.layoutAttributesForItem(at: after) })?
          .copiedAttributes()
        {
          attributes.alpha = 0
          book.initialAttributes[.cell(after.section, after.item)] = attributes
        }
      }
      if let old = item.before, old.item != NSNotFound,
        item.action == .delete || item.action == .reload
      {
        if let shown = before[.cell(old.section, old.item)]?.copiedAttributes() {
          shown.alpha = 0
          book.finalAttributes[.cell(old.section, old.item)] = shown
        }
      }
    }
    for key in before.keys.sorted()
    where key.category != .cell && plan.newSection(forOld: key.section) == nil {
      if key.category == .supplementaryView {
        book.deletedSupplementaryIndexPaths[key.kind, default: []].append(key.indexPath)
      } else {
        book.deletedDecorationIndexPaths[key.kind, default: []].append(key.indexPath)
      }
    }
    return book
  }

  /// The bookkeeping once the bounds the update ends in are known: the views of inserted
  /// sections, and, when animated, elements on screen before starting from where they were shown
  /// and elements on screen after ending, seen from before the update, where they will be.
  private func completeBookkeeping(
    _ book: inout UpdateBookkeeping, _ plan: UpdatePlan, before: VisibleElements,
    after: VisibleElements, animated: Bool
  ) {
    for key in after.keys.sorted()
    where key.category != .cell && plan.oldSection(forNew: key.section) == nil {
      if key.category == .supplementaryView {
        book.insertedSupplementaryIndexPaths[key.kind, default: []].append(key.indexPath)
      } else {
        book.insertedDecorationIndexPaths[key.kind, default: []].append(key.indexPath)
      }
    }
    guard animated else { return }
    for (oldKey, attributes) in before {
      guard let newKey = plan.newKey(forOld: oldKey) else { continue }
      book.initialAttributes[newKey] = Self.moved(attributes, to: newKey)
    }
    for (newKey, attributes) in after {
      guard let oldKey = plan.oldKey(forNew: newKey) else { continue }
      book.finalAttributes[oldKey] = Self.moved(attributes, to: oldKey)
    }
  }

  /// The offset the layout wants once the content has changed
  /// (`targetContentOffset(forProposedContentOffset:)`, which clamps to the new content by
  /// default). Without animation the content jumps there (a `scroll` event); animated, the
  /// offset is set inside the update's animation block, so the elements are laid out for it at
  /// once while the `scroll` events that show it glide there (`glideContentOffset`).
  private func moveToUpdateTarget(animated: Bool) {
    let proposed = bounds.origin
    let target = callLayout(
      "targetContentOffset(forProposedContentOffset:)", .object([("proposed", JSONValue(proposed))])
    ) { $0.targetContentOffset(forProposedContentOffset: proposed) }
    drainDiagnostics()
    guard target.x.isFinite, target.y.isFinite else {
      log.error("the layout's target content offset is not a finite point: \(target)")
      return
    }
    log.emit(.target(proposed: proposed, velocity: .zero, target: target))
    setContentOffset(target, change: animated ? .animationBlock : .layoutPass)
  }
  /// A copy of `attributes` re-addressed to `key`'s index path, as UIKit rewrites them.
  static func moved(_ attributes: LayoutAttributes, to key: ElementKey) -> LayoutAttributes {
    let copy = attributes.copiedAttributes()
    copy.indexPath = key.indexPath
    return copy
  }

  /// indexPathsToInsert/DeleteFor{Supplementary,Decoration}View(ofKind:) for every kind on screen
  /// before or after, as UIKit asks between prepare and finalize: the supplementary and
  /// decoration views to delete (by their index paths before the update) and to insert (after).
  /// A view the layout deletes leaves with its final attributes and one it inserts comes with
  /// its initial attributes, even where a view of the same kind stays at that place.
  func askForAuxiliaryIndexPaths(
    before: VisibleElements, after: VisibleElements
  ) -> (deleted: Set<ElementKey>, inserted: Set<ElementKey>) {
    let keys = Set(before.keys).union(after.keys)
    var deleted: Set<ElementKey> = []
    var inserted: Set<ElementKey> = []
    for category in [ElementCategory.supplementaryView, .decorationView] {
      let kinds = Set(keys.filter { $0.category == category }.map(\.kind)).sorted()
      let supplementary = category == .supplementaryView
      let noun = supplementary ? "SupplementaryView" : "DecorationView"
      for kind in kinds {
        let name = supplementary ? ElementKind.shortName(kind) : kind
        let args = JSONValue.object([("kind", .string(name))])
        let toDelete = callLayout("indexPathsToDeleteFor\(noun)(ofKind:)", args) {
          supplementary
            ? $0.indexPathsToDeleteForSupplementaryView(ofKind: kind)
            : $0.indexPathsToDeleteForDecorationView(ofKind: kind)
        }
        let toInsert = callLayout("indexPathsToInsertFor\(noun)(ofKind:)", args) {
          supplementary
            ? $0.indexPathsToInsertForSupplementaryView(ofKind: kind)
            : $0.indexPathsToInsertForDecorationView(ofKind: kind)
        }
        func key(_ path: IndexPath) -> ElementKey {
          ElementKey(category: category, kind: kind, section: path.section, item: path.item)
        }
        deleted.formUnion(toDelete.filter { $0.count == 2 }.map(key))
        inserted.formUnion(toInsert.filter { $0.count == 2 }.map(key))
      }
    }
    return (deleted, inserted)
  }
}
