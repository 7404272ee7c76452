import Foundation
import LayoutKit
import Layouts
import Testing

/// The features of a seed layout prepare again only after an invalidation that can move an item:
/// a bounds change over pinned headers, which names only headers, leaves their caches alone.
@Suite struct FeaturePreparationTests {
  final class CountingFeature: FlowLayoutFeature {
    var preparations = 0
    func prepare(_ layout: FeatureFlowLayout) { preparations += 1 }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var flowPinsHeaders = false
    var context: @Sendable () -> InvalidationContext
    /// Preparations the invalidation and the next prepare add.
    var preparations: Int
    var testDescription: String { name }
  }

  static func flowContext(_ change: @escaping @Sendable (FlowLayoutInvalidationContext) -> Void)
    -> @Sendable () -> InvalidationContext
  {
    {
      let context = FlowLayoutInvalidationContext()
      context.invalidateFlowLayoutAttributes = false
      context.invalidateFlowLayoutDelegateMetrics = false
      change(context)
      return context
    }
  }

  static let cases: [Case] = [
    Case(
      name: "headers only: the features keep what they prepared",
      context: flowContext {
        $0.invalidateSupplementaryElements(
          ofKind: ElementKind.sectionHeader, at: [IndexPath(item: 0, section: 1)])
      }, preparations: 0),
    Case(
      name: "a default flow context asks for the attributes",
      context: { FlowLayoutInvalidationContext() },
      preparations: 1),
    Case(
      name: "an item named",
      context: flowContext { $0.invalidateItems(at: [IndexPath(item: 0, section: 0)]) },
      preparations: 1),
    Case(
      name: "the counts", context: flowContext { $0.invalidateDataSourceCounts = true },
      preparations: 1),
    Case(
      name: "a content size adjustment",
      context: flowContext { $0.contentSizeAdjustment = CGSize(width: 0, height: 20) },
      preparations: 1),
    // While self-sizing, a bounds change clears both flow flags but lays the items out again
    // with the sizes it keeps.
    Case(
      name: "a self-sizing bounds change",
      context: flowContext { $0._retainsExistingSizingInfoForEstimates = true }, preparations: 1),
    Case(
      name: "headers only, but the flow layout pins headers itself", flowPinsHeaders: true,
      context: flowContext {
        $0.invalidateSupplementaryElements(
          ofKind: ElementKind.sectionHeader, at: [IndexPath(item: 0, section: 1)])
      }, preparations: 1),
  ]

  @Test(arguments: cases)
  func featuresPrepareAfterChangesThatCanMoveItems(_ c: Case) {
    let counter = CountingFeature()
    let layout = FeatureFlowLayout(features: [counter])
    layout.sectionHeadersPinToVisibleBounds = c.flowPinsHeaders
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let cv = StaticCollectionView(
      size: CGSize(width: 320, height: 400), contentOffset: .zero,
      sections: [.init(3), .init(3)])
    cv.attach(layout)
    layout.prepare()
    let before = counter.preparations
    #expect(before >= 1)
    layout.invalidateLayout(with: c.context())
    layout.prepare()
    #expect(counter.preparations - before == c.preparations)
  }
}
