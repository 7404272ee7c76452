import Foundation
import LayoutKit
import Simulator
import Testing

/// The base class's defaults (docs/uikit-reference.md, "Default initial and final attributes",
/// "Supplementary and decoration bookkeeping", "Target offsets and layout switches"): initial and
/// final attributes, the index paths of inserted and deleted sections, transitions, target offsets,
/// registration.
@Suite struct CollectionViewLayoutDefaultsTests {
  /// Three 100 x 100 items in 375: x = 0, 137.5, 275.
  static func subject() -> FlowSubject {
    FlowFixture(sections: [.init(3)], itemSize: size(100, 100), header: size(0, 40)).make()
  }

  @Test func outsideAnUpdateAnAppearingItemFadesInAtItsFinalFrame() {
    let s = Self.subject()
    let a = s.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))
    #expect(a?.frame == rect(137.5, 40, 100, 100))
    #expect(a?.alpha == 0)
    // The layout's own attributes are untouched.
    #expect(s.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
  }

  @Test func anIndexPathOutsideTheDataHasNoInitialAttributes() {
    let s = Self.subject()
    #expect(
      s.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(
      s.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 1)) == nil)
  }

  @Test func recordedAttributesWinDuringAnUpdate() {
    let s = Self.subject()
    var book = UpdateBookkeeping()
    let old = LayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    old.frame = rect(0, 40, 100, 100)
    book.initialAttributes[.cell(0, 2)] = old
    let gone = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    gone.frame = rect(0, 40, 100, 100)
    gone.alpha = 0
    book.finalAttributes[.cell(0, 0)] = gone
    book.insertedSupplementaryIndexPaths[ElementKind.sectionHeader] = [
      IndexPath(item: 0, section: 0)
    ]
    book.deletedDecorationIndexPaths["background"] = [IndexPath(item: 0, section: 4)]
    s.layout._prepareForCollectionViewUpdates(
      [UpdateItem(action: .delete, before: IndexPath(item: 0, section: 0), after: nil)],
      bookkeeping: book)
    #expect(s.layout.isUpdating)
    // A survivor slides from its old on-screen frame, alpha unchanged.
    let slide = s.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0))
    #expect(slide?.frame == rect(0, 40, 100, 100))
    #expect(slide?.alpha == 1)
    #expect(
      s.layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0))?.alpha
        == 0)
    #expect(
      s.layout.indexPathsToInsertForSupplementaryView(ofKind: ElementKind.sectionHeader) == [
        IndexPath(item: 0, section: 0)
      ])
    #expect(
      s.layout.indexPathsToDeleteForSupplementaryView(ofKind: ElementKind.sectionHeader) == [])
    #expect(
      s.layout.indexPathsToDeleteForDecorationView(ofKind: "background") == [
        IndexPath(item: 0, section: 4)
      ])
    s.layout._finalizeCollectionViewUpdates()
    #expect(!s.layout.isUpdating)
    #expect(
      s.layout.indexPathsToInsertForSupplementaryView(ofKind: ElementKind.sectionHeader) == [])
  }

  @Test func aDisappearingElementFadesOutWhereItIsDisplayed() {
    let s = Self.subject()
    let shown = LayoutAttributes(
      forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
    shown.frame = rect(0, 70, 375, 40)
    shown.zIndex = 10
    s.cv.displayed[.supplementary(ElementKind.sectionHeader, 0, 0)] = shown
    let final = s.layout.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(final?.frame == rect(0, 70, 375, 40))
    #expect(final?.alpha == 0)
    #expect(final?.zIndex == 10)
    #expect(shown.alpha == 1)
    #expect(
      s.layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func aTransitionUsesThePeerLayoutWithoutFading() {
    let s = Self.subject()
    let next = FlowLayout()
    next.itemSize = size(50, 50)
    next._setCollectionView(s.cv)
    next.prepare()
    s.layout._prepareForTransition(to: next)
    next._prepareForTransition(from: s.layout)
    // The old layout's final attributes are the new layout's (no header there), and vice
    // versa, alpha kept.
    let final = s.layout.finalLayoutAttributesForDisappearingItem(
      at: IndexPath(item: 0, section: 0))
    #expect(final?.frame == rect(0, 0, 50, 50))
    #expect(final?.alpha == 1)
    let initial = next.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))
    #expect(initial?.frame == rect(137.5, 40, 100, 100))
    #expect(initial?.alpha == 1)
    s.layout._finalizeLayoutTransition()
    next._finalizeLayoutTransition()
    #expect(
      next.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))?.alpha == 0)
  }

  @Test func theBaseClassProvidesNothingAndNeverInvalidatesOnBounds() {
    let layout = CollectionViewLayout()
    #expect(layout.collectionViewContentSize == .zero)
    #expect(layout.layoutAttributesForElements(in: rect(0, 0, 100, 100)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 1, 1)) == false)
    #expect(
      type(of: layout.invalidationContext(forBoundsChange: .zero)) == InvalidationContext.self)
    #expect(layout.flipsHorizontallyInOppositeLayoutDirection == false)
    #expect(FlowLayout().flipsHorizontallyInOppositeLayoutDirection == true)
  }

  @Test func decorationKindsAreRegisteredAndUnregistered() {
    final class Background {}
    let layout = CollectionViewLayout()
    #expect(!layout.isDecorationViewKindRegistered("background"))
    layout.register(Background.self, forDecorationViewOfKind: "background")
    #expect(layout.isDecorationViewKindRegistered("background"))
    layout.register(nil, forDecorationViewOfKind: "background")
    #expect(!layout.isDecorationViewKindRegistered("background"))
  }

  @Test func contextsCollectInvalidatedElements() {
    let context = InvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    context.invalidateSupplementaryElements(
      ofKind: ElementKind.sectionHeader, at: [IndexPath(item: 0, section: 2)])
    context.invalidateDecorationElements(ofKind: "separator", at: [IndexPath(item: 4, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
    #expect(
      context.invalidatedElementKeys.map(\.id) == [
        "cell/0/0", "cell/0/1", "supplementary/header/2/0", "decoration/separator/0/4",
      ])
  }

  @Test func updateItemsDescribeThemselvesLikeUIKit() {
    let move = UpdateItem(
      action: .move, before: IndexPath(item: 1, section: 0), after: IndexPath(item: 3, section: 2))
    #expect(move.description == "<UpdateItem move 0 - 1 -> 2 - 3>")
    let section = UpdateItem(action: .insert, before: nil, after: UpdateItem.sectionIndexPath(4))
    #expect(section.isSectionUpdate)
    #expect(section.description == "<UpdateItem insert nil -> 4>")
    #expect(UpdateAction.reload.rawValue == 2)
  }
}
