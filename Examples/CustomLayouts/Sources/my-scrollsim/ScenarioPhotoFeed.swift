import UIKitCompat

/// The masonry layout's delegate as a view controller would be: the collection view's delegate
/// and the layout's, answering each photo's height from the scenario's item sizes, which reach it
/// through the scenario's own answers (a flow delegate).
final class ScenarioPhotoFeed: NSObject, UICollectionViewDelegate, PinterestLayoutDelegate {
  private let scenario: UICollectionViewDelegateFlowLayout

  init(scenario: UICollectionViewDelegateFlowLayout) {
    self.scenario = scenario
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
  ) -> CGFloat? {
    scenario.collectionView(
      collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath)?
      .height
  }
}
