import Foundation
import LayoutKit
import Testing

/// A flow layout attached to a `StaticCollectionView` and prepared, built from a table row.
struct FlowFixture {
  var size = CGSize(width: 375, height: 667)
  var offset = CGPoint.zero
  var sections: [StaticCollectionView.Section] = [.init(3)]
  var direction = ScrollDirection.vertical
  var itemSize = CGSize(width: 50, height: 50)
  var lineSpacing: Double = 10
  var interitemSpacing: Double = 10
  var sectionInset = EdgeInsets.zero
  var header = CGSize.zero
  var footer = CGSize.zero
  var pinHeaders = false
  var pinFooters = false
  var adjustedContentInset = EdgeInsets.zero
  var safeArea = EdgeInsets.zero
  var margins = EdgeInsets.zero
  var reference = SectionInsetReference.fromContentInset
  var layoutDirection = UserInterfaceLayoutDirection.leftToRight
  var scale: Double = 2
  var quirks = FlowLayoutQuirks()

  /// The prepared layout with its collection view. The layout holds its collection view weakly,
  /// as in UIKit, so the subject keeps both alive.
  func make() -> FlowSubject {
    let cv = StaticCollectionView(
      size: size, contentOffset: offset, sections: sections,
      adjustedContentInset: adjustedContentInset, safeAreaInsets: safeArea,
      layoutMargins: margins, layoutDirection: layoutDirection, displayScale: scale)
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    layout.minimumInteritemSpacing = interitemSpacing
    layout.sectionInset = sectionInset
    layout.headerReferenceSize = header
    layout.footerReferenceSize = footer
    layout.sectionHeadersPinToVisibleBounds = pinHeaders
    layout.sectionFootersPinToVisibleBounds = pinFooters
    layout.sectionInsetReference = reference
    layout.quirks = quirks
    cv.attach(layout)
    return FlowSubject(layout: layout, cv: cv)
  }

  /// The frames of every cell of section `section`, by item.
  func itemFrames(section: Int = 0) -> [CGRect] {
    let subject = make()
    return withExtendedLifetime(subject) {
      (0..<subject.cv.numberOfItems(inSection: section)).compactMap {
        subject.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
      }
    }
  }
}

/// A layout and the collection view it is attached to.
final class FlowSubject {
  let layout: FlowLayout
  let cv: StaticCollectionView
  init(layout: FlowLayout, cv: StaticCollectionView) {
    self.layout = layout
    self.cv = cv
  }
}

/// A named fixture and the item frames UIKit's rules give it, for suites that are tables of
/// frames.
struct FrameCase: CustomTestStringConvertible, Sendable {
  let name: String
  let fixture: FlowFixture
  let frames: [CGRect]
  var testDescription: String { name }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

func size(_ w: Double, _ h: Double) -> CGSize { CGSize(width: w, height: h) }

/// The same sizes for `count` items given as a list, so a section takes the variable path only
/// when they differ.
func sizes(_ pairs: [(Double, Double)]) -> StaticCollectionView.Section {
  .init(sizes: pairs.map { CGSize(width: $0.0, height: $0.1) })
}
