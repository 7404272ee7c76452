import Foundation
import LayoutKit
import Testing

/// NSCollectionLayoutContainer's effective insets and size: an inset below 1 is a fraction of the
/// content size along its axis (Apple's documentation of `contentInsets`), 1 and above are points.
struct CollectionLayoutContainerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let insets: DirectionalEdgeInsets
    /// top, leading, bottom, trailing
    let effectiveInsets: [Double]
    /// width, height
    let effectiveSize: [Double]
    var testDescription: String { name }
  }

  /// A 400 x 800 container.
  static let cases: [Case] = [
    Case(
      name: "points are kept",
      insets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 1, trailing: 20),
      effectiveInsets: [10, 16, 1, 20], effectiveSize: [400 - 16 - 20, 800 - 10 - 1]),
    Case(
      name: "fractions of the height and the width",
      insets: DirectionalEdgeInsets(top: 0.1, leading: 0.25, bottom: 0.5, trailing: 0.05),
      effectiveInsets: [80, 100, 400, 20], effectiveSize: [400 - 100 - 20, 800 - 80 - 400]),
    Case(
      name: "zero is zero either way",
      insets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
      effectiveInsets: [0, 0, 0, 0], effectiveSize: [400, 800]),
    Case(
      name: "insets wider than the container leave nothing",
      insets: DirectionalEdgeInsets(top: 0.75, leading: 300, bottom: 0.5, trailing: 200),
      effectiveInsets: [600, 300, 400, 200], effectiveSize: [0, 0]),
  ]

  @Test(arguments: cases)
  func effectiveInsetsResolveFractionsAgainstTheContentSize(_ example: Case) {
    let container = CompositionalLayoutContainer(
      contentSize: CGSize(width: 400, height: 800), contentInsets: example.insets)
    let insets = container.effectiveContentInsets
    let effectiveInsets: [Double] = [insets.top, insets.leading, insets.bottom, insets.trailing]
    #expect(effectiveInsets == example.effectiveInsets)
    let size = container.effectiveContentSize
    let effectiveSize: [Double] = [size.width, size.height]
    #expect(effectiveSize == example.effectiveSize)
  }
}
