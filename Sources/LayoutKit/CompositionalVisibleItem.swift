import Foundation

/// The visible item the compositional layout gives a visible-items handler (UIKit's is private):
/// an element of a section (a cell, an item's supplementary item, a boundary item or a
/// decoration). `frame` is where the layout put it, in the collection view's content coordinates
/// before the section's orthogonal offset is applied (so `frame.midX - offset.x` is where a cell
/// is on screen); what the handler sets (`alpha`, `transform3D` or `transform`, `zIndex`,
/// `isHidden`, `center`) is what the layout's answers report for the element until the handler
/// runs again.
public final class CompositionalVisibleItem: CollectionLayoutVisibleItem {
  /// NSCollectionLayoutVisibleItem.frame: where the layout placed the element.
  public let frame: CGRect
  /// NSCollectionLayoutVisibleItem.bounds: the frame's size at origin zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// NSCollectionLayoutVisibleItem.center (settable): moving it moves the element.
  public var center: CGPoint
  /// NSCollectionLayoutVisibleItem.alpha
  public var alpha: Double = 1
  /// NSCollectionLayoutVisibleItem.transform3D (identity by default).
  public var transform3D = CATransform3DIdentity
  /// NSCollectionLayoutVisibleItem.transform: the affine part of `transform3D`; setting it
  /// replaces `transform3D`, as for the layout attributes.
  public var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }
  /// NSCollectionLayoutVisibleItem.zIndex
  public var zIndex: Int
  /// NSCollectionLayoutVisibleItem.isHidden
  public var isHidden = false
  /// NSCollectionLayoutVisibleItem.indexPath
  public let indexPath: IndexPath
  /// NSCollectionLayoutVisibleItem.representedElementCategory
  public let representedElementCategory: ElementCategory
  /// NSCollectionLayoutVisibleItem.representedElementKind: nil for a cell.
  public let representedElementKind: String?
  /// NSCollectionLayoutVisibleItem.name: the element's id in the event stream (`cell/0/3`,
  /// `supplementary/badge/0/3`), made when asked (docs/uikit-choices.md, "A visible item's
  /// name").
  public var name: String { key.id }

  /// The element it stands for.
  let key: ElementKey
  /// The zIndex the layout gave it.
  private let laidOutZIndex: Int

  /// A visible item for the element `key`, placed at `frame` with `zIndex`.
  init(key: ElementKey, frame: CGRect, zIndex: Int) {
    self.key = key
    self.frame = frame
    center = CGPoint(x: frame.midX, y: frame.midY)
    self.zIndex = zIndex
    laidOutZIndex = zIndex
    indexPath = key.indexPath
    representedElementCategory = key.category
    representedElementKind = key.category == .cell ? nil : key.kind
  }

  /// Whether the handler changed anything of the element.
  var isChanged: Bool {
    center != CGPoint(x: frame.midX, y: frame.midY) || alpha != 1
      || transform3D != CATransform3DIdentity || zIndex != laidOutZIndex || isHidden
  }

  /// What the handler changed, to be applied to the element's attributes.
  var edit: VisibleItemEdit {
    VisibleItemEdit(
      centerShift: CGPoint(x: center.x - frame.midX, y: center.y - frame.midY), alpha: alpha,
      transform3D: transform3D, zIndex: zIndex, isHidden: isHidden)
  }
}

/// A visible-items handler's changes to one element: how far it moved its center, and the
/// alpha, transform, zIndex and hidden flag it set.
struct VisibleItemEdit: Equatable, Sendable {
  var centerShift: CGPoint
  var alpha: Double
  var transform3D: CATransform3D
  var zIndex: Int
  var isHidden: Bool

  /// Applies the changes to `attributes`, whose frame is already displayed.
  func apply(to attributes: LayoutAttributes) {
    attributes.frame = attributes.frame.offsetBy(dx: centerShift.x, dy: centerShift.y)
    attributes.alpha = alpha
    attributes.transform3D = transform3D
    attributes.zIndex = zIndex
    attributes.isHidden = isHidden
  }
}
