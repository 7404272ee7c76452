import Foundation
import LayoutKit

/// A compositional layout attached to a `StaticCollectionView` and prepared, built from a table
/// row: the collection view's size, the sections' item counts, the direction and the scale.
struct CompositionalFixture: Sendable {
  var size = CGSize(width: 390, height: 844)
  var itemCounts = [3]
  var layoutDirection = UserInterfaceLayoutDirection.leftToRight
  var scale: Double = 3
  var safeArea = EdgeInsets.zero
  var margins = EdgeInsets.zero
  var contentOffset = CGPoint.zero
  var adjustedContentInset = EdgeInsets.zero

  /// The prepared layout with its collection view (held together: the layout's reference to its
  /// collection view is weak, as in UIKit).
  func make(_ layout: CompositionalLayout) -> CompositionalSubject {
    let cv = StaticCollectionView(
      size: size, contentOffset: contentOffset,
      sections: itemCounts.map { StaticCollectionView.Section($0) },
      adjustedContentInset: adjustedContentInset, safeAreaInsets: safeArea, layoutMargins: margins,
      layoutDirection: layoutDirection,
      displayScale: scale)
    cv.attach(layout)
    return CompositionalSubject(layout: layout, cv: cv)
  }
}

/// A prepared compositional layout and the collection view it is attached to.
struct CompositionalSubject {
  let layout: CompositionalLayout
  let cv: StaticCollectionView

  /// The frames of every item of `section`, by item.
  func itemFrames(section: Int = 0) -> [CGRect] {
    (0..<cv.numberOfItems(inSection: section)).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  /// The frame of the boundary item of `kind` in `section`.
  func supplementaryFrame(_ kind: String, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  /// The frame of the decoration of `kind` in `section`.
  func decorationFrame(_ kind: String, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForDecorationView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }
}

/// Shorthands for the model, as a layout file would build it.
enum Compose {
  static func size(
    _ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension
  ) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  static func item(
    _ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension
  ) -> CollectionLayoutItem {
    CollectionLayoutItem(layoutSize: size(width, height))
  }

  /// A one-section layout of a horizontal group of `subitems`.
  static func row(
    _ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension,
    _ subitems: [CollectionLayoutItem]
  ) -> CollectionLayoutGroup {
    .horizontal(layoutSize: size(width, height), subitems: subitems)
  }

  /// A list: items the container's width and `height` points tall.
  static func list(height: Double) -> CollectionLayoutSection {
    CollectionLayoutSection(
      group: row(
        .fractionalWidth(1), .absolute(height), [item(.fractionalWidth(1), .fractionalHeight(1))]))
  }

  static func header(_ height: Double, kind: String = "header")
    -> CollectionLayoutBoundarySupplementaryItem
  {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: .top)
  }

  static func footer(_ height: Double, kind: String = "footer")
    -> CollectionLayoutBoundarySupplementaryItem
  {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind,
      alignment: .bottom)
  }
}

/// Frames compared to a millionth of a point: hand-derived thirds are written as fractions.
func sameFrames(_ a: [CGRect], _ b: [CGRect]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { sameFrame($0, $1) }
}

func sameFrame(_ a: CGRect?, _ b: CGRect?) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
    && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}
