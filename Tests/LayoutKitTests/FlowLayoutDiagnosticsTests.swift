import Foundation
import LayoutKit
import Testing

/// UIKit's "not defined" warning (docs/uikit-reference.md, "Warnings") and configuration errors
/// reported as values.
@Suite struct FlowLayoutDiagnosticsTests {
  @Test func anOversizedItemLogsUIKitsWarningOncePerSection() {
    // Section 0's sizes come from the delegate, section 1's from the layout's itemSize.
    let s = FlowFixture(
      size: size(300, 600),
      sections: [.init(itemCount: 2, itemSize: size(400, 50)), .init(1)], itemSize: size(301, 50),
      scale: 2
    ).make()
    defer { withExtendedLifetime(s) {} }
    let head = """
      The behavior of the UICollectionViewFlowLayout is not defined because:
      the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.

      """
    let tail = """
      The relevant UICollectionViewFlowLayout instance is <FlowLayout>, and it is attached to <UICollectionView; frame = (0 0; 300 600); contentOffset: {0, 0}; adjustedContentInset: {0, 0, 0, 0}> collection view layout: <FlowLayout>.
      Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger.
      """
    #expect(
      s.layout.takeDiagnostics() == [
        .warning(head + "Please check the values returned by the delegate.\n" + tail),
        .warning(head + tail),
      ])
    #expect(s.layout.takeDiagnostics() == [])
  }

  @Test func theHorizontalWarningTalksOfHeights() {
    let cv = StaticCollectionView(
      size: size(300, 100), sections: [.init(1)], actsAsFlowDelegate: false)
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = size(50, 150)
    cv.attach(layout)
    let message = layout.takeDiagnostics().first?.message ?? ""
    #expect(
      message.contains(
        "\nthe item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.\nThe relevant"
      ))
  }

  @Test func aFittingLayoutLogsNothing() {
    let s = FlowFixture(sections: [.init(3)]).make()
    defer { withExtendedLifetime(s) {} }
    #expect(s.layout.takeDiagnostics().isEmpty)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let section: StaticCollectionView.Section
    let message: String
    var testDescription: String { name }
  }

  static let negative =
    "Negative sizes are not supported by flow layout. Collection view: <UICollectionView; frame = (0 0; 375 667); contentOffset: {0, 0}; adjustedContentInset: {0, 0, 0, 0}>"

  static let errors: [ErrorCase] = [
    ErrorCase(
      name: "negative delegate item size", section: .init(itemCount: 2, itemSize: size(-1, 50)),
      message:
        "Collection view delegate returned a negative size {-1, 50} from -collectionView:layout:sizeForItemAtIndexPath: for item 0 in section 0, which is not supported by flow layout. Delegate: <StaticCollectionView>; collection view: <UICollectionView; frame = (0 0; 375 667); contentOffset: {0, 0}; adjustedContentInset: {0, 0, 0, 0}>"
    ),
    ErrorCase(
      name: "NaN item size", section: .init(itemCount: 1, itemSizes: [size(.nan, 50)]),
      message: "Invalid size {nan, 50} for item 0 in section 0: sizes must be finite numbers."),
    ErrorCase(
      name: "infinite spacing", section: .init(itemCount: 1, minimumLineSpacing: .infinity),
      message: "Invalid minimumLineSpacing inf for section 0: spacings must be finite numbers."),
    ErrorCase(
      name: "NaN inset",
      section: .init(
        itemCount: 1, sectionInset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)),
      message: "Invalid section inset {nan, 0, 0, 0} for section 0: insets must be finite numbers."),
  ]

  @Test(arguments: errors)
  func badConfigurationIsAnErrorValueAndAnEmptyLayout(_ c: ErrorCase) {
    let s = FlowFixture(sections: [c.section]).make()
    defer { withExtendedLifetime(s) {} }
    #expect(s.layout.configurationError?.message == c.message)
    #expect(s.layout.takeDiagnostics() == [.exception(c.message)])
    #expect(s.layout.layoutAttributesForElements(in: rect(0, 0, 375, 667))?.isEmpty == true)
    #expect(s.layout.collectionViewContentSize == size(375, 0))
  }

  @Test func aNegativeItemSizePropertyIsUIKitsAssertion() {
    let s = FlowFixture(sections: [.init(2)], itemSize: size(-1, 50)).make()
    defer { withExtendedLifetime(s) {} }
    #expect(s.layout.configurationError?.message == Self.negative)
  }

  @Test func aNegativeDelegateSizeIsUIKitsDelegateAssertion() {
    let s = FlowFixture(sections: [.init(itemCount: 2, itemSizes: [size(10, 10), size(-5, 10)])])
      .make()
    defer { withExtendedLifetime(s) {} }
    #expect(
      s.layout.configurationError?.message
        == "Collection view delegate returned a negative size {-5, 10} from "
        + "-collectionView:layout:sizeForItemAtIndexPath: for item 1 in section 0, which is not "
        + "supported by flow layout. Delegate: <StaticCollectionView>; collection view: "
        + "<UICollectionView; frame = (0 0; 375 667); contentOffset: {0, 0}; "
        + "adjustedContentInset: {0, 0, 0, 0}>")
  }

  @Test func aNegativeHeaderIsLoggedAndStillMovesTheContent() {
    // UIKit logs a fault and lays out on: no header is shown, and the first row starts 10 points
    // above the section (header -10 + inset 0).
    let s = FlowFixture(sections: [.init(1)], header: size(0, -10)).make()
    defer { withExtendedLifetime(s) {} }
    #expect(
      s.layout.takeDiagnostics() == [
        .warning(
          "Negative sizes of headers are not supported by flow layout. Invalid size: {0, -10}; "
            + "collection view: <UICollectionView; frame = (0 0; 375 667); contentOffset: {0, 0}; "
            + "adjustedContentInset: {0, 0, 0, 0}>")
      ])
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(0, -10, 50, 50))
    #expect(
      s.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func negativeItemCountsCountAsZero() {
    let s = FlowFixture(sections: [.init(-3), .init(1)]).make()
    defer { withExtendedLifetime(s) {} }
    #expect(
      s.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == rect(0, 0, 50, 50))
  }
}
