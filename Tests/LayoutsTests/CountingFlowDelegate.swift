import Foundation
import LayoutKit
import Layouts

/// A flow delegate that counts the questions a layout asks it per section: what a test reads to
/// tell how many sections a layout or one of its features worked on.
final class CountingFlowDelegate: CollectionViewDelegateFlowLayout, SectionBackgroundDelegate {
  /// Each section's header height; 0 for none.
  let headerHeight: (Int) -> Double
  private(set) var insetQuestions = 0
  private(set) var lineSpacingQuestions = 0

  init(headerHeight: @escaping (Int) -> Double) {
    self.headerHeight = headerHeight
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets? {
    insetQuestions += 1
    return nil
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double? {
    lineSpacingQuestions += 1
    return nil
  }

  func collectionView(
    _ collectionView: LayoutCollectionView, layout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    CGSize(width: 0, height: headerHeight(section))
  }

  func decorationViewKind(ofSection section: Int) -> String? { "background" }
  func backgroundColor(ofSection section: Int) -> String? { nil }
}

/// 10,000 sections of one 100 x 100 item in a 320 x 400 collection view at `offset`, with
/// `features` over a flow layout, the delegate answering as `delegate`; prepared.
final class TenThousandSections {
  static let count = 10_000
  let layout: FeatureFlowLayout
  let cv: StaticCollectionView
  let delegate: CountingFlowDelegate

  init(
    features: [FlowLayoutFeature], delegate: CountingFlowDelegate, offset: Double,
    flowPinsHeaders: Bool = false
  ) {
    cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400), contentOffset: CGPoint(x: 0, y: offset),
      sections: Array(repeating: .init(1), count: Self.count), displayScale: 2)
    self.delegate = delegate
    layout = FeatureFlowLayout(features: features)
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionHeadersPinToVisibleBounds = flowPinsHeaders
    cv.delegate = delegate
    cv.attach(layout)
  }

  /// One display tick of a scroll by `distance`: the bounds-change questions, the invalidation
  /// they ask for, the new bounds and the prepare of the next pass.
  func scroll(by distance: Double) {
    var new = cv.bounds
    new.origin.y += distance
    if layout.shouldInvalidateLayout(forBoundsChange: new) {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: new))
    }
    cv.bounds = new
    layout.prepare()
  }
}
