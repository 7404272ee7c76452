import Foundation
import LayoutKit
import Layouts
import Simulator

/// A seed layout of the given kinds on a `StaticCollectionView`, prepared, built from a table row.
struct SeedFixture {
  var kinds: [String]
  var options = SeedLayoutOptions()
  var size = CGSize(width: 320, height: 600)
  var offset = CGPoint.zero
  var sections: [StaticCollectionView.Section] = [.init(5)]
  var direction = ScrollDirection.vertical
  var layoutDirection = UserInterfaceLayoutDirection.leftToRight
  var itemSize = CGSize(width: 100, height: 50)
  var lineSpacing: Double = 10
  var interitemSpacing: Double = 10
  var sectionInset = EdgeInsets.zero
  var header = CGSize.zero
  var footer = CGSize.zero
  var adjustedContentInset = EdgeInsets.zero
  var colors: [Int: String] = [:]
  var scale: Double = 2

  func make() -> SeedSubject {
    let cv = StaticCollectionView(
      size: size, contentOffset: offset, sections: sections,
      adjustedContentInset: adjustedContentInset, layoutDirection: layoutDirection,
      displayScale: scale)
    guard let made = LayoutRegistry.builtIn.makeLayout(kinds: kinds, options: options),
      let layout = made.layout as? FlowLayout
    else { fatalError("no flow layout of kinds \(kinds)") }
    layout.scrollDirection = direction
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    layout.minimumInteritemSpacing = interitemSpacing
    layout.sectionInset = sectionInset
    layout.headerReferenceSize = header
    layout.footerReferenceSize = footer
    let colors = colors
    made.sectionBackgrounds?.colorOfSection = { colors[$0] }
    cv.attach(layout)
    return SeedSubject(layout: layout, cv: cv, delegate: made.sectionBackgrounds)
  }
}

/// The layout, its collection view and the delegate it holds weakly, kept alive together.
final class SeedSubject {
  let layout: FlowLayout
  let cv: StaticCollectionView
  let delegate: ConfiguredSectionBackgrounds?

  init(layout: FlowLayout, cv: StaticCollectionView, delegate: ConfiguredSectionBackgrounds?) {
    self.layout = layout
    self.cv = cv
    self.delegate = delegate
  }

  /// The elements of a category in `rect`, as id and frame, in the layout's order.
  func elements(_ category: ElementCategory, in rect: CGRect? = nil) -> [String: CGRect] {
    let area = rect ?? CGRect(origin: .zero, size: layout.collectionViewContentSize)
    var result: [String: CGRect] = [:]
    for a in layout.layoutAttributesForElements(in: area) ?? []
    where a.representedElementCategory == category {
      result[a.key.id] = a.frame
    }
    return result
  }

  func attributes(_ id: String) -> LayoutAttributes? {
    guard let key = ElementKey(id: id) else { return nil }
    return layout.layoutAttributes(for: key)
  }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

func sizes(_ pairs: [(Double, Double)]) -> StaticCollectionView.Section {
  .init(sizes: pairs.map { CGSize(width: $0.0, height: $0.1) })
}
