import Foundation

/// What UIKit's private update wrapper records before it calls prepare(forCollectionViewUpdates:)
/// (docs/uikit-reference.md, "The call sequence of an update"step 4): the attributes it has already
/// decided for elements that stay on screen, and the supplementary and decoration index paths of
/// inserted and deleted sections. The collection view fills it; the default initial/final attribute
/// methods read it.
public struct UpdateBookkeeping {
  /// Initial attributes by element key after the update: inserted items (final frame, alpha 0) and
  /// on-screen survivors (their old on-screen attributes, so they slide).
  public var initialAttributes: [ElementKey: LayoutAttributes] = [:]
  /// Final attributes by element key before the update: deleted items (current attributes,
  /// alpha 0) and survivors visible after the update (their new attributes).
  public var finalAttributes: [ElementKey: LayoutAttributes] = [:]
  /// Supplementary index paths by kind in inserted sections (from the new data).
  public var insertedSupplementaryIndexPaths: [String: [IndexPath]] = [:]
  /// Supplementary index paths by kind in deleted sections (from the old data).
  public var deletedSupplementaryIndexPaths: [String: [IndexPath]] = [:]
  /// Decoration index paths by kind in inserted sections (from the new data).
  public var insertedDecorationIndexPaths: [String: [IndexPath]] = [:]
  /// Decoration index paths by kind in deleted sections (from the old data).
  public var deletedDecorationIndexPaths: [String: [IndexPath]] = [:]

  /// Empty bookkeeping.
  public init() {}
}

extension CollectionViewLayout {
  /// UIKit's private `_prepareForCollectionViewUpdates:`: records the bookkeeping, then calls the
  /// public hook `prepare(forCollectionViewUpdates:)`.
  package func _prepareForCollectionViewUpdates(
    _ updateItems: [UpdateItem], bookkeeping: UpdateBookkeeping
  ) {
    updateState = bookkeeping
    prepare(forCollectionViewUpdates: updateItems)
  }

  /// The bookkeeping completed after `prepare(forCollectionViewUpdates:)`: the elements on screen
  /// in the bounds the update ends in, known once the target content offset is (UIKit's
  /// `_prepareForCollectionViewUpdates:animated:`, step d).
  package func _updateBookkeeping(_ bookkeeping: UpdateBookkeeping) {
    updateState = bookkeeping
  }

  /// UIKit's private `_finalizeCollectionViewUpdate:`: clears the bookkeeping, then calls the
  /// public hook `finalizeCollectionViewUpdates()` (iOS 26 order).
  package func _finalizeCollectionViewUpdates() {
    updateState = nil
    finalizeCollectionViewUpdates()
  }

  /// Whether an update is between `_prepareForCollectionViewUpdates` and
  /// `_finalizeCollectionViewUpdates`.
  public var isUpdating: Bool { updateState != nil }

  /// UIKit's private `_prepareForTransitionToLayout:`: remembers the new layout, so this layout's
  /// final attributes default to the new layout's, then calls `prepareForTransition(to:)`.
  package func _prepareForTransition(to newLayout: CollectionViewLayout) {
    transitionPeer = newLayout
    prepareForTransition(to: newLayout)
  }

  /// UIKit's private `_prepareForTransitionFromLayout:`: remembers the old layout, so this
  /// layout's initial attributes default to the old layout's, then calls
  /// `prepareForTransition(from:)`.
  package func _prepareForTransition(from oldLayout: CollectionViewLayout) {
    transitionPeer = oldLayout
    prepareForTransition(from: oldLayout)
  }

  /// UIKit's private `_finalizeLayoutTransition`: forgets the peer layout, then calls
  /// `finalizeLayoutTransition()`.
  package func _finalizeLayoutTransition() {
    transitionPeer = nil
    finalizeLayoutTransition()
  }

  /// initialLayoutAttributesForAppearingItem(at:), …SupplementaryElement(ofKind:at:) or
  /// …DecorationElement(ofKind:at:), by the element's category.
  public func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: initialLayoutAttributesForAppearingItem(at: key.indexPath)
    case .supplementaryView:
      initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
    }
  }

  /// finalLayoutAttributesForDisappearingItem(at:), …SupplementaryElement(ofKind:at:) or
  /// …DecorationElement(ofKind:at:), by the element's category.
  public func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    case .supplementaryView:
      finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
    }
  }

  /// Whether the element's section (and, for cells, item) exists in the collection view's current
  /// data. Index paths of length 1 (layout-wide elements) skip the check.
  func isValidForCurrentData(_ key: ElementKey, indexPath: IndexPath) -> Bool {
    guard let cv = collectionView else { return false }
    if indexPath.count < 2 { return key.category != .cell }
    guard key.section >= 0, key.section < cv.numberOfSections else { return false }
    if key.category == .cell {
      return key.item >= 0 && key.item < cv.numberOfItems(inSection: key.section)
    }
    return true
  }

  /// The default initialLayoutAttributesForAppearing… of docs/uikit-reference.md, "Default initial
  /// and final attributes", "Supplementary and decoration bookkeeping"for any category.
  func defaultInitialLayoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    if let recorded = updateState?.initialAttributes[key] { return recorded.copiedAttributes() }
    guard isValidForCurrentData(key, indexPath: key.indexPath) else { return nil }
    if let peer = transitionPeer { return peer.layoutAttributes(for: key) }
    guard let attributes = layoutAttributes(for: key)?.copiedAttributes() else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// The default finalLayoutAttributesForDisappearing… of docs/uikit-reference.md, "Default initial
  /// and final attributes", "Supplementary and decoration bookkeeping"for any category.
  func defaultFinalLayoutAttributes(for key: ElementKey) -> LayoutAttributes? {
    if let recorded = updateState?.finalAttributes[key] { return recorded.copiedAttributes() }
    if let peer = transitionPeer { return peer.layoutAttributes(for: key) }
    guard
      let displayed = collectionView?.host?.displayedLayoutAttributes(for: key)?.copiedAttributes()
    else {
      return nil
    }
    displayed.alpha = 0
    return displayed
  }
}
