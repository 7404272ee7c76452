import Foundation
import LayoutKit

/// The scroll view UIKit embeds for an orthogonally scrolling section of a compositional layout
/// (`_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): a `ScrollView` as wide as the
/// section's strip whose content is the section's row of groups, so its offset changes pass
/// through the same door (a `scroll` event, here carrying `section`) and its motions are
/// UIScrollView's. A fling rests where the section's behaviour says; the paging behaviours
/// decelerate at `.fast` and the others at the collection view's rate unless the section's
/// `orthogonalScrollingProperties` give a rate, and
/// its `bounce` sets `bounces` and `alwaysBounce…` (docs/uikit-choices.md, "Compositional
/// layout").
public final class OrthogonalScrollView: ScrollView {
  /// The section it scrolls.
  public let section: Int
  /// The section's scrolling as the layout last solved it.
  package private(set) var scroller: CompositionalOrthogonalScroller
  /// Where the gesture under way began: `.groupPaging` moves at most one group from it.
  var gestureStartOffset: Double = 0
  private weak var owner: CollectionView?

  /// The scroll view of `section` in `owner`, at the section's present `offset`.
  init(
    section: Int, scroller: CompositionalOrthogonalScroller, offset: Double, owner: CollectionView
  ) {
    self.section = section
    self.scroller = scroller
    self.owner = owner
    super.init(runLoop: owner.runLoop, log: owner.log, behavior: .never)
    physics = owner.physics
    displayScale = owner.displayScale
    update(scroller, offset: offset)
  }

  public override var orthogonalSection: Int? { section }

  public override var reportsTargetEvents: Bool { false }

  /// Takes the section's scrolling as solved now: the strip is the bounds, the row the content,
  /// and the insets make the offset range the behaviour's (a centred section's first and last
  /// groups centred); `.paging` pages by the strip, at the section's deceleration rate.
  func update(_ scroller: CompositionalOrthogonalScroller, offset: Double) {
    self.scroller = scroller
    let horizontal = scroller.direction == .horizontal
    let before = -scroller.minimumOffset
    let after = scroller.maximumOffset + scroller.visibleLength - scroller.contentLength
    bounds = CGRect(
      origin: scroller.point(offset),
      size: horizontal
        ? CGSize(width: scroller.visibleLength, height: scroller.rowLength)
        : CGSize(width: scroller.rowLength, height: scroller.visibleLength))
    contentSize =
      horizontal
      ? CGSize(width: scroller.contentLength, height: scroller.rowLength)
      : CGSize(width: scroller.rowLength, height: scroller.contentLength)
    contentInset =
      horizontal
      ? EdgeInsets(top: 0, left: before, bottom: 0, right: after)
      : EdgeInsets(top: before, left: 0, bottom: after, right: 0)
    isPagingEnabled = scroller.behavior == .paging
    decelerationRate = sectionDecelerationRate
    // `.automatic` takes the collection view's `bounces`.
    bounces =
      scroller.bounce != .never && (scroller.bounce == .always || (owner?.bounces ?? true))
    alwaysBounceHorizontal = horizontal && scroller.bounce == .always
    alwaysBounceVertical = !horizontal && scroller.bounce == .always
  }

  /// A gesture begins at the present offset, at the rate the section decelerates now (the
  /// collection view's may have changed since the section was solved).
  public func beginGesture() {
    gestureStartOffset = scroller.offset(of: bounds.origin)
    decelerationRate = sectionDecelerationRate
  }

  /// The rate the section decelerates at: its `orthogonalScrollingProperties.decelerationRate`,
  /// or for `.automatic` the parent scroll view's (the collection view's, as Apple documents
  /// `.automatic`) except for the paging behaviours, which decelerate fast
  /// (docs/uikit-choices.md, "The deceleration rate of orthogonal sections").
  private var sectionDecelerationRate: DecelerationRate {
    if let rate = scroller.decelerationRate { return rate }
    switch scroller.behavior {
    case .paging, .groupPaging, .groupPagingCentered: return .fast
    default: return owner?.decelerationRate ?? .normal
    }
  }

  /// The section's offset moved: the layout is told, and the collection view brings what it
  /// shows up to date.
  public override func contentOffsetDidChange(to newBounds: CGRect, change: ContentOffsetChange) {
    bounds = newBounds
    // Cells measured as they came into the row may have lengthened or shortened it since the
    // motion began: its limits follow the row as solved now, as the collection view's follow
    // its content size.
    if let solved = owner?.layout._orthogonalScroller(section: section), solved != scroller {
      update(solved, offset: scroller.offset(of: newBounds.origin))
    }
    owner?.orthogonalOffsetDidChange(
      section: section, offset: scroller.offset(of: newBounds.origin))
  }

  /// The behaviour's rule (`CompositionalOrthogonalScroller.restingOffset`).
  public override func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint? {
    scroller.point(
      scroller.restingOffset(proposed: scroller.offset(of: proposed), start: gestureStartOffset))
  }
}
