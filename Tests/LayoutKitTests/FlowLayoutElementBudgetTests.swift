import Foundation
import Testing

@testable import LayoutKit

/// The collection view's budget for one rect query (`--max-visible`): the flow layout stops
/// building attributes one past it, so a refused answer never costs the memory of all of it.
@Suite struct FlowLayoutElementBudgetTests {
  /// Forty 50 x 50 items, six to a 375-point line (floor(385 / 60)), all in the 375 x 667 bounds.
  @Test(arguments: [(3, 4), (10, 11), (100, 40)])
  func aQueryStopsOnePastTheBudget(budget: Int, returned: Int) {
    let s = FlowFixture(sections: [.init(40)]).make()
    defer { withExtendedLifetime(s) {} }
    s.layout._elementBudget = budget
    #expect(s.layout.layoutAttributesForElements(in: s.cv.bounds)?.count == returned)
  }
}
