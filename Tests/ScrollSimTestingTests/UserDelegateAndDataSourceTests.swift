import Foundation
import LayoutKit
import ScrollSimTesting
import Simulator
import Testing

/// What a layout reads from a delegate of its own protocol.
protocol PhotoHeightDelegate: AnyObject {
  func collectionView(_ collectionView: LayoutCollectionView, heightForPhotoAt indexPath: IndexPath)
    -> CGFloat
}

/// Two columns, each item under the shorter one, 10 apart, its height from the delegate (50
/// without one): the way masonry layouts ask their own delegate protocol.
final class TwoColumnLayout: CollectionViewLayout {
  private var frames: [CGRect] = []

  override func prepare() {
    frames = []
    guard let collectionView, collectionView.numberOfSections > 0 else { return }
    let width = (collectionView.bounds.width - 10) / 2
    var bottoms: [CGFloat] = [0, 0]
    let delegate = collectionView.delegate as? PhotoHeightDelegate
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let path = IndexPath(item: item, section: 0)
      let height = delegate?.collectionView(collectionView, heightForPhotoAt: path) ?? 50
      let column = bottoms[1] < bottoms[0] ? 1 : 0
      let top = bottoms[column] == 0 ? 0 : bottoms[column] + 10
      frames.append(CGRect(x: CGFloat(column) * (width + 10), y: top, width: width, height: height))
      bottoms[column] = top + height
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: frames.map(\.maxY).max() ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    frames.enumerated().filter { $0.element.intersects(rect) }.map { item, frame in
      let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frame
      return attributes
    }
  }
}

/// The user's delegate: heights from the scenario's item sizes, through the adapter.
final class ScenarioPhotoDelegate: CollectionViewDelegate, PhotoHeightDelegate {
  let scenario: CollectionViewDelegateFlowLayout
  init(scenario: CollectionViewDelegateFlowLayout) { self.scenario = scenario }

  func collectionView(_ collectionView: LayoutCollectionView, heightForPhotoAt indexPath: IndexPath)
    -> CGFloat
  {
    scenario.collectionView(
      collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath)?
      .height ?? 0
  }
}

/// The user's data source: fixed counts, whatever the scenario's data says.
final class FixedCountsDataSource: CollectionViewDataSource {
  let counts: [Int]
  init(counts: [Int]) { self.counts = counts }

  func collectionView(_ collectionView: LayoutCollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func numberOfSections(in collectionView: LayoutCollectionView) -> Int? { counts.count }
}

@Suite struct UserDelegateAndDataSourceTests {
  static let scenario = """
    name: photos
    collectionView: {size: [330, 400]}
    layout: {kind: photo-columns}
    data:
      sections:
        - {items: 4, itemSizes: [[100, 80], [100, 120], [100, 40], [100, 60]]}
    steps: []
    """

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let withDelegate: Bool
    /// Column width (330 - 10) / 2 = 160; item frames.
    let frames: [String: CGRect]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      // 80 in column 0; 120 in column 1; the shorter is column 0 (80): 90 to 130; then column
      // 1 (120) is shorter than 130: 130 to 190.
      name: "the user's delegate answers with the scenario's heights", withDelegate: true,
      frames: [
        "cell/0/0": CGRect(x: 0, y: 0, width: 160, height: 80),
        "cell/0/1": CGRect(x: 170, y: 0, width: 160, height: 120),
        "cell/0/2": CGRect(x: 0, y: 90, width: 160, height: 40),
        "cell/0/3": CGRect(x: 170, y: 130, width: 160, height: 60),
      ]),
    Case(
      // The scenario's own delegate is no PhotoHeightDelegate: 50 each, alternating columns.
      name: "without it the layout's fallback height", withDelegate: false,
      frames: [
        "cell/0/0": CGRect(x: 0, y: 0, width: 160, height: 50),
        "cell/0/1": CGRect(x: 170, y: 0, width: 160, height: 50),
        "cell/0/2": CGRect(x: 0, y: 60, width: 160, height: 50),
        "cell/0/3": CGRect(x: 170, y: 60, width: 160, height: 50),
      ]),
  ]

  @Test(arguments: cases) func aLayoutFindsTheUsersDelegate(_ example: Case) throws {
    let kind =
      example.withDelegate
      ? CustomLayoutKind(
        TwoColumnLayout.init, delegate: { scenario, _ in ScenarioPhotoDelegate(scenario: scenario) }
      )
      : CustomLayoutKind(TwoColumnLayout.init)
    let log = try ScenarioReplay.run(
      yaml: Self.scenario, options: .init(layouts: ["photo-columns": kind]))
    #expect(log.exitStatus == 0)
    for (id, frame) in example.frames {
      #expect(log.attributes(of: id, afterStep: -1)?.frame == frame, "\(id)")
    }
  }

  @Test func theUsersDataSourceSuppliesTheCountsAndUIKitChecksThem() throws {
    let yaml = """
      name: counts
      collectionView: {size: [330, 400]}
      layout: {kind: flow, itemSize: [100, 100]}
      data: {sections: [10]}
      steps:
        - insert: {items: [[0, 0]]}
      """
    let log = try ScenarioReplay.run(
      yaml: yaml, options: .init(dataSource: { FixedCountsDataSource(counts: [3]) }))
    // Three items of 100 in a 330-wide row (3 x 100 + 2 x 10 = 320): one row, 100 high.
    #expect(log.visibleElements(afterStep: -1) == ["cell/0/0", "cell/0/1", "cell/0/2"])
    let errors = log.failures.compactMap { failure -> String? in
      if case .error(let message, _) = failure.event.payload { return message }
      return nil
    }
    #expect(
      errors == [
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }
}
