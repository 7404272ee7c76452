import Foundation
import LayoutKit
import Layouts
import Simulator
import Testing

/// Several kinds make one layout, the features running in a fixed order whatever the list says.
@Suite struct CombinationTests {
  @Test(arguments: [
    ["section-backgrounds", "separators", "pinned-headers"],
    ["pinned-headers", "separators", "section-backgrounds"],
  ])
  func theOrderIsFixed(_ kinds: [String]) {
    let layout = LayoutRegistry.builtIn.makeLayout(kinds: kinds)?.layout as? FeatureFlowLayout
    let order = layout?.features.map { String(describing: type(of: $0)) }
    #expect(order == ["SectionBackgrounds", "Separators", "PinnedHeaders"])
  }

  @Test func flowAloneIsTheFlowLayoutItself() {
    let layout = LayoutRegistry.builtIn.makeLayout(kinds: ["flow"])?.layout
    #expect(layout.map { type(of: $0) == FlowLayout.self } == true)
    #expect(LayoutRegistry.builtIn.makeLayout(kinds: ["grid"]) == nil)
  }

  /// Headers re-framed to the background are then pinned; zIndex background -1 < cell 0 <
  /// separator 1000 < pinned header 1024. Numbers: the grid of `SectionBackgroundsTests`
  /// (insets 10, headers 30) with extendEdges 5, scrolled to 100: section 0's header pins at
  /// 100, x 10 - 5 = 5, 300 + 10 wide.
  @Test func reframedHeadersArePinnedAndZOrderHolds() {
    var o = SeedLayoutOptions()
    o.adjustHeaderAndFooterLayout = true
    o.extendEdges = EdgeInsets(all: 5)
    o.pinnedSections = [0]
    let subject = SeedFixture(
      kinds: ["pinned-headers", "separators", "section-backgrounds"], options: o,
      offset: CGPoint(x: 0, y: 100), sections: [.init(5), .init(4)],
      sectionInset: EdgeInsets(all: 10), header: CGSize(width: 0, height: 30)
    ).make()
    let header = subject.attributes("supplementary/header/0/0")
    #expect(header?.frame == rect(5, 100, 310, 30))
    let visible = subject.layout.layoutAttributesForElements(in: rect(0, 100, 320, 600)) ?? []
    func z(_ id: String) -> Int? { visible.first { $0.key.id == id }?.zIndex }
    #expect(z("decoration/background/0/0") == -1)
    #expect(z("cell/0/2") == 0)
    #expect(z("decoration/separator/0/2") == 1000)
    #expect(z("supplementary/header/0/0") == 1024)
    #expect(z("supplementary/header/1/0") == 10)
  }
}
