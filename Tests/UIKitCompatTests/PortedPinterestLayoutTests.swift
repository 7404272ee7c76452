import Testing
import UIKitCompat

/// The masonry layout `scrollsim port` made from a UIKit file (`Ported/PinterestLayout.swift`,
/// checked against the tool's output by ScrollSimCLITests' PortCommandTests) compiles and lays
/// out as the UIKit file does: the delegate's answers where it gives them, the layout's own
/// values where the optional requirement is not implemented.
@Suite struct PortedPinterestLayoutTests {
  /// Answers the column count and records each prepare, without giving heights.
  final class ColumnsOnly: PinterestLayoutDelegate {
    var preferredColumnCount: Int? { 3 }
    var preparedHeights: [CGFloat] = []
    func layoutDidPrepare(height: CGFloat) { preparedHeights.append(height) }
  }

  /// Implements none of the optional requirements.
  final class Silent: PinterestLayoutDelegate {}

  enum Delegate: Sendable {
    case feed([CGFloat])
    case columnsOnly
    case silent
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let width: CGFloat
    let items: Int
    let delegate: Delegate
    let frames: [CGRect]
    let contentHeight: CGFloat
    var testDescription: String { name }
  }

  // Padding 6 around every photo; an item goes under the shortest column (the first of equals).
  static let cases: [Case] = [
    // 320 wide, two columns of 160. Heights 100, 50, 80, 60, 40 (+ 12 of padding): column 0
    // takes 0 (0-112), column 1 takes 1 (0-62) and 2 (62-154), column 0 takes 3 (112-184),
    // column 1 takes 4 (154-206).
    Case(
      name: "the feed's heights", width: 320, items: 5, delegate: .feed([100, 50, 80, 60, 40]),
      frames: [
        CGRect(x: 6, y: 6, width: 148, height: 100),
        CGRect(x: 166, y: 6, width: 148, height: 50),
        CGRect(x: 166, y: 68, width: 148, height: 80),
        CGRect(x: 6, y: 118, width: 148, height: 60),
        CGRect(x: 166, y: 160, width: 148, height: 40),
      ], contentHeight: 206),
    // No heights: cellHeight 180, so 192 per item; after two equal columns the first is taken.
    Case(
      name: "a delegate without the optional requirements", width: 320, items: 3,
      delegate: .silent,
      frames: [
        CGRect(x: 6, y: 6, width: 148, height: 180),
        CGRect(x: 166, y: 6, width: 148, height: 180),
        CGRect(x: 6, y: 198, width: 148, height: 180),
      ], contentHeight: 384),
    // 300 wide in the delegate's 3 columns of 100.
    Case(
      name: "the delegate's column count", width: 300, items: 3, delegate: .columnsOnly,
      frames: [
        CGRect(x: 6, y: 6, width: 88, height: 180),
        CGRect(x: 106, y: 6, width: 88, height: 180),
        CGRect(x: 206, y: 6, width: 88, height: 180),
      ], contentHeight: 192),
  ]

  @Test(arguments: cases)
  func laysOutAsTheUIKitFile(_ c: Case) {
    let cv = StaticCollectionView(
      size: CGSize(width: c.width, height: 800), sections: [.init(c.items)])
    let layout = PinterestLayout()
    let feed = PhotoFeed()
    let columns = ColumnsOnly()
    let silent = Silent()
    switch c.delegate {
    case .feed(let heights):
      feed.photoHeights = heights
      layout.delegate = feed
    case .columnsOnly: layout.delegate = columns
    case .silent: layout.delegate = silent
    }
    cv.attach(layout)
    layout.prepare()
    let frames = (0..<c.items).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames == c.frames)
    #expect(layout.collectionViewContentSize == CGSize(width: c.width, height: c.contentHeight))
    if case .columnsOnly = c.delegate { #expect(columns.preparedHeights == [c.contentHeight]) }
  }
}
