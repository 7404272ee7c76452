import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// The cells a layout can ask its collection view for (`cellForItem(at:)`, `visibleCells`, a
/// cell's `contentView`) and the application's layout direction (docs/porting.md).
@Suite struct CellsAndApplicationTests {
  /// Rows of 320 x 90 every 100 points in 320 x 400 bounds: rows 0 to 4 shown (row 4 touches the
  /// bottom edge at 400).
  static func list(_ direction: UserInterfaceLayoutDirection = .leftToRight)
    -> CollectionViewFixture.Subject
  {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 320, height: 90)
    var fixture = CollectionViewFixture(data: [SectionData(count: 20)])
    fixture.layoutDirection = direction
    let subject = fixture.make(layout)
    subject.layOut()
    return subject
  }

  /// A shown item's cell has its attributes applied: row 3 at y 300; its content view fills the
  /// cell's bounds. An item not shown has no cell.
  @Test func aShownItemHasACellWithItsFrame() {
    let s = Self.list()
    let cell = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 3, section: 0)) }
    #expect(cell?.frame == CGRect(x: 0, y: 300, width: 320, height: 90))
    #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 90))
    #expect(s.onQueue { s.cv.cellForItem(at: IndexPath(item: 9, section: 0)) } == nil)
  }

  /// The same cell object while the item stays shown, so a layout may keep it (or its content
  /// view); gone once the item scrolls away.
  @Test func aCellIsKeptWhileItsItemIsShown() {
    let s = Self.list()
    let first = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 2, section: 0)) }
    let again = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 2, section: 0)) }
    #expect(first != nil && first === again)
    s.onQueue { s.cv.contentOffset = CGPoint(x: 0, y: 600) }
    s.settle()
    #expect(s.onQueue { s.cv.cellForItem(at: IndexPath(item: 2, section: 0)) } == nil)
    // Rows 6 to 10 shown now (600 to 1000, row 10 touching): their cells, in index path order.
    #expect(
      s.onQueue { s.cv.visibleCells.map(\.frame.minY) } == [600, 700, 800, 900, 1000])
  }

  /// Through a batch update a cell moves with its item: after an insert at 0, the cell that was
  /// item 2's (y 200) is item 3's, now at y 300; the inserted item 0 gets a new cell.
  @Test func aCellFollowsItsItemThroughAnUpdate() {
    let s = Self.list()
    let cell = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 2, section: 0)) }
    let oldFirst = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 0, section: 0)) }
    let done = Flag()
    s.onQueue {
      s.cv.performBatchUpdates(
        BatchUpdate([.insertItems([IndexPath(item: 0, section: 0)])]), newData: nil,
        animated: false, duration: 0
      ) { _ in done.value = true }
    }
    s.wait(for: done)
    s.settle()
    let moved = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 3, section: 0)) }
    #expect(moved != nil && moved === cell)
    #expect(moved?.frame == CGRect(x: 0, y: 300, width: 320, height: 90))
    let inserted = s.onQueue { s.cv.cellForItem(at: IndexPath(item: 0, section: 0)) }
    #expect(inserted != nil && inserted !== oldFirst)
    #expect(s.onQueue { s.cv.cellForItem(at: IndexPath(item: 1, section: 0)) } === oldFirst)
  }

  /// UIApplication.shared answers for the replay running on the current queue: right to left
  /// for a right-to-left collection view, left to right outside any replay.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func theApplicationsDirectionIsTheReplays(_ direction: UserInterfaceLayoutDirection) {
    let s = Self.list(direction)
    #expect(s.onQueue { Application.shared.userInterfaceLayoutDirection } == direction)
    #expect(Application.shared.userInterfaceLayoutDirection == .leftToRight)
  }
}
