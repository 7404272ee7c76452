import Foundation
import LayoutKit

/// The command-line tool. Until `replay` lands, `demo` prints the flow layout of the worked
/// example (a 320 x 200 view, 150 x 100 items, a pinned 40-pt header) before and after a
/// 70-point scroll.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: scrollsim demo | --help | --version"

func dump(_ layout: FlowLayout, _ cv: StaticCollectionView) {
  print(
    "contentSize \(formatNumber(layout.collectionViewContentSize.width)) x \(formatNumber(layout.collectionViewContentSize.height)), bounds y \(formatNumber(cv.bounds.minY))"
  )
  for attributes in layout.layoutAttributesForElements(in: cv.bounds) {
    print("  \(attributes)")
  }
}

switch arguments.first {
case "--version":
  print("scrollsim 0.1.0")
case "--help", "-h":
  print(usage)
case "demo":
  let cv = StaticCollectionView(
    size: CGSize(width: 320, height: 200), sections: [.init(6)], displayScale: 2,
    actsAsFlowDelegate: false)
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: 150, height: 100)
  layout.headerReferenceSize = CGSize(width: 0, height: 40)
  layout.sectionHeadersPinToVisibleBounds = true
  cv.attach(layout)
  dump(layout, cv)
  let scrolled = CGRect(x: 0, y: 70, width: 320, height: 200)
  if layout.shouldInvalidateLayout(forBoundsChange: scrolled) {
    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: scrolled))
  }
  cv.bounds = scrolled
  layout.prepare()
  dump(layout, cv)
default:
  FileHandle.standardError.write(Data("\(usage)\n".utf8))
  exit(2)
}
