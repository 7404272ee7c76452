import Foundation
import LayoutKit
import TestSupport
import Testing

@testable import Simulator

/// indexPathsToDelete/InsertForSupplementaryView(ofKind:) shape the update they are asked in
/// (docs/uikit-choices.md, "Order of the layout's calls in an update"): a header the layout
/// deletes and inserts again is two views, the old one leaving and a new one arriving, not one
/// kept.
@Suite struct UpdateAuxiliaryIndexPathsTests {
  /// A flow layout with 40-point headers that, when `replacesHeader`, asks for section 0's header
  /// to be deleted and inserted in every update.
  final class ReplacingHeaders: FlowLayout {
    var replacesHeader = false
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      replacesHeader ? [IndexPath(item: 0, section: 0)] : []
    }
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String)
      -> [IndexPath]
    {
      replacesHeader ? [IndexPath(item: 0, section: 0)] : []
    }
  }

  /// Inserting item 0 of a list of 320 x 90 rows under a 40-point header; what happens to the
  /// header, by event type.
  static func header(replaced: Bool) -> [String] {
    let layout = ReplacingHeaders()
    layout.itemSize = CGSize(width: 320, height: 90)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.replacesHeader = replaced
    let subject = CollectionViewFixture(data: [SectionData(count: 3)]).make(layout)
    subject.layOut()
    let done = Flag()
    subject.onQueue {
      subject.recorder.events.removeAll()
      subject.cv.performBatchUpdates(
        BatchUpdate([.insertItems([IndexPath(item: 0, section: 0)])]), newData: nil,
        animated: true, duration: 0.3
      ) { _ in done.value = true }
    }
    subject.wait(for: done)
    return subject.events.compactMap { event in
      switch event.payload {
      case .appear("supplementary/header/0/0", _, let from, _):
        "appear from alpha \(from.map { "\($0.alpha)" } ?? "none")"
      case .disappear("supplementary/header/0/0", _, _, let to):
        "disappear to alpha \(to.map { "\($0.alpha)" } ?? "none")"
      case .change("supplementary/header/0/0", _, _, _, _): "change"
      default: nil
      }
    }
  }

  /// Kept, the header stays where it is (0-40) and has no event. Replaced, the old view leaves
  /// and a new one arrives; UIKit's bookkeeping, made before it asks for the index paths,
  /// already holds the header's attributes after the update (for the leaving view) and before it
  /// (for the arriving one), both at alpha 1, so neither fades (docs/uikit-reference.md, "The
  /// call sequence of an update").
  @Test func aHeaderTheLayoutReplacesIsTwoViews() {
    #expect(Self.header(replaced: false) == [])
    #expect(Self.header(replaced: true) == ["disappear to alpha 1.0", "appear from alpha 1.0"])
  }
}
