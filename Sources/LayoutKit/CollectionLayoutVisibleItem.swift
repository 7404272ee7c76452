import Foundation

/// NSCollectionLayoutVisibleItem: an element of a section as its `visibleItemsInvalidationHandler`
/// sees it (docs/compositional-layout.md, "Orthogonal sections"). A protocol, as in UIKit, so that
/// `[any NSCollectionLayoutVisibleItem]` spells the handler's items too; the layout's own is
/// `CompositionalVisibleItem`.
public protocol CollectionLayoutVisibleItem: AnyObject {
  /// NSCollectionLayoutVisibleItem.frame
  var frame: CGRect { get }
  /// NSCollectionLayoutVisibleItem.bounds
  var bounds: CGRect { get }
  /// NSCollectionLayoutVisibleItem.center
  var center: CGPoint { get set }
  /// NSCollectionLayoutVisibleItem.alpha
  var alpha: Double { get set }
  /// NSCollectionLayoutVisibleItem.transform
  var transform: CGAffineTransform { get set }
  /// NSCollectionLayoutVisibleItem.transform3D
  var transform3D: CATransform3D { get set }
  /// NSCollectionLayoutVisibleItem.zIndex
  var zIndex: Int { get set }
  /// NSCollectionLayoutVisibleItem.isHidden
  var isHidden: Bool { get set }
  /// NSCollectionLayoutVisibleItem.indexPath
  var indexPath: IndexPath { get }
  /// NSCollectionLayoutVisibleItem.representedElementCategory
  var representedElementCategory: ElementCategory { get }
  /// NSCollectionLayoutVisibleItem.representedElementKind: nil for a cell.
  var representedElementKind: String? { get }
  /// NSCollectionLayoutVisibleItem.name
  var name: String { get }
}
