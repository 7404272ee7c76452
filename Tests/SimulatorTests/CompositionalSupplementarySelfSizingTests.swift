import Foundation
import LayoutKit
import Simulator
import TestSupport
import Testing

/// The collection view's self-sizing cycle reaches badges and the layout's own header
/// (docs/uikit-choices.md, "Self-sizing badges", "Self-sizing the layout's boundary items"): each
/// view shown is asked its preferred attributes (the data's `supplementarySizes` for its kind in
/// its section, the layout's boundary items in section 0), and the layout's invalidation names it.
/// A 320 x 400 view at 2x; rows of two items 160 x 100 under a header estimated 44, each item
/// with a badge `[{estimated: 20}, {absolute: 20}]` at its top trailing corner pushed out by
/// (0.3, -0.3) of its size.
@Suite struct CompositionalSupplementarySelfSizingTests {
  static func layout() -> CompositionalLayout {
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .estimated(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: "layout-header", alignment: .top)
    ]
    return CompositionalLayout(
      section: CollectionLayoutSection(
        group: .horizontal(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
          subitems: [item])),
      configuration: configuration)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let sizes: [String: CGSize]
    /// (element id, frame) shown once the passes settle.
    let frames: [(String, CGRect)]
    let contentHeight: Double
    /// The ids the measuring invalidations named, in order.
    let invalidated: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // The header measures 80 (+36): rows at 80 and 180, the content 80 + 200 = 280. Item 0's
    // badge measures 40: its item's corner (160, 80) moved by (12, -6) is its top trailing
    // corner, x 172 - 40 = 132; item 3's (320, 180): x 332 - 40 = 292, y 174. All the views are
    // shown in the first chunk's pass (4 cells: a chunk of 2, then 2), so the header and the
    // badges of the first chunk are named by the first invalidation.
    Case(
      name: "badges and the header take the data's sizes",
      sizes: [
        "badge": CGSize(width: 40, height: 20), "layout-header": CGSize(width: 320, height: 80),
      ],
      frames: [
        ("supplementary/layout-header/0/0", CGRect(x: 0, y: 0, width: 320, height: 80)),
        ("supplementary/badge/0/0", CGRect(x: 132, y: 74, width: 40, height: 20)),
        ("supplementary/badge/0/3", CGRect(x: 292, y: 174, width: 40, height: 20)),
        ("cell/0/2", CGRect(x: 0, y: 180, width: 160, height: 100)),
      ],
      contentHeight: 280,
      invalidated: [
        "supplementary/badge/0/0", "supplementary/badge/0/1", "supplementary/badge/0/2",
        "supplementary/badge/0/3", "supplementary/layout-header/0/0",
      ]),
    // No sizes in the data: every view keeps its estimate (badge 0 at 160 + 6 - 20 = 146, the
    // rows from 44), and nothing is invalidated.
    Case(
      name: "without sizes the estimates stay", sizes: [:],
      frames: [
        ("supplementary/layout-header/0/0", CGRect(x: 0, y: 0, width: 320, height: 44)),
        ("supplementary/badge/0/0", CGRect(x: 146, y: 38, width: 20, height: 20)),
      ],
      contentHeight: 244, invalidated: []),
  ]

  @Test(arguments: cases)
  func theCycleMeasuresSupplementaryViews(_ example: Case) {
    var section = SectionData(count: 4)
    section.supplementarySizes = example.sizes
    let subject = CollectionViewFixture(data: [section]).make(Self.layout())
    subject.layOut()
    for (id, frame) in example.frames {
      let key = ElementKey(id: id)
      #expect(key.flatMap { subject.cv.visible[$0]?.frame } == frame, "\(id)")
    }
    #expect(Double(subject.cv.contentSize.height) == example.contentHeight)
    let named = subject.events.flatMap { event -> [String] in
      guard case .invalidate(.context, let context?) = event.payload,
        case .object(let pairs) = context,
        case .array(let ids)? = pairs.first(where: { $0.0 == "invalidated" })?.1
      else { return [] }
      return ids.compactMap { if case .string(let id) = $0 { id } else { nil } }
    }
    #expect(named.sorted() == example.invalidated)
  }
}
