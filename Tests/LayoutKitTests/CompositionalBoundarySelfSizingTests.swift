import Foundation
import LayoutKit
import Testing

/// Self-sizing boundary items (docs/uikit-choices.md, "Compositional layout"): a header or footer
/// whose height is estimated takes the height its view prefers, and everything after it moves. A
/// plain list of 390-wide rows estimated 44 tall, its headers and footers estimated 28; every
/// number derived by hand.
@Suite struct CompositionalBoundarySelfSizingTests {
  enum Boundary: Sendable {
    case header, footer
    /// A header of absolute height 40 (a section of 44-pt rows, not a list).
    case fixedHeader
  }

  static func layout(_ boundary: Boundary) -> CompositionalLayout {
    if boundary == .fixedHeader {
      let section = CollectionLayoutSection(
        group: Compose.row(
          .fractionalWidth(1), .estimated(44), [Compose.item(.fractionalWidth(1), .estimated(44))]))
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: Compose.size(.fractionalWidth(1), .absolute(40)),
          elementKind: ElementKind.sectionHeader, alignment: .top)
      ]
      return CompositionalLayout(section: section)
    }
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    if boundary == .header { configuration.headerMode = .supplementary }
    // No room above the header (iOS 15's plain padding is CompositionalListTests' subject).
    configuration.headerTopPadding = 0
    if boundary == .footer { configuration.footerMode = .supplementary }
    return CompositionalLayout.list(using: configuration)
  }

  /// Hands `height` for the boundary item of `kind` in `section` to the layout as the collection
  /// view does outside a pass; the context, or nil when it declined.
  @discardableResult
  static func measure(
    _ subject: CompositionalSubject, _ kind: String, section: Int = 0, height: Double
  ) -> InvalidationContext? {
    let path = IndexPath(item: 0, section: section)
    guard
      let original = subject.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path),
      let preferred = original.copy() as? LayoutAttributes
    else { return nil }
    preferred.size = size(original.size.width, height)
    guard
      subject.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return nil }
    let context = subject.layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    subject.layout.invalidateLayout(with: context)
    subject.layout.prepare()
    return context
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let boundary: Boundary
    let kind: String
    let height: Double
    /// The content height's change, or nil when the answer is declined.
    let adjustment: Double?
    let boundaryFrame: CGRect
    let firstRow: CGRect
    let contentHeight: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // The header, estimated 28, prefers 60: +32; row 0 starts at 60, the content is
    // 60 + 4 x 44 = 236.
    Case(
      name: "a header grows and the rows move", boundary: .header,
      kind: ElementKind.sectionHeader, height: 60, adjustment: 32,
      boundaryFrame: rect(0, 0, 390, 60), firstRow: rect(0, 60, 390, 44), contentHeight: 236),
    // The footer after the rows (176) prefers 20: -8, the content 196.
    Case(
      name: "a footer shrinks", boundary: .footer, kind: ElementKind.sectionFooter, height: 20,
      adjustment: -8, boundaryFrame: rect(0, 176, 390, 20), firstRow: rect(0, 0, 390, 44),
      contentHeight: 196),
    // An absolute height is declined: the header stays 40, row 0 at 40, the content 216.
    Case(
      name: "a fixed header keeps its height", boundary: .fixedHeader,
      kind: ElementKind.sectionHeader, height: 60, adjustment: nil,
      boundaryFrame: rect(0, 0, 390, 40), firstRow: rect(0, 40, 390, 44), contentHeight: 216),
  ]

  @Test(arguments: cases)
  func boundaryItemsTakeTheirPreferredHeight(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [4], scale: 2).make(
      Self.layout(testCase.boundary))
    let context = Self.measure(subject, testCase.kind, height: testCase.height)
    #expect(context.map { Double($0.contentSizeAdjustment.height) } == testCase.adjustment)
    if let context {
      #expect(
        context.invalidatedSupplementaryIndexPaths == [
          testCase.kind: [IndexPath(item: 0, section: 0)]
        ])
      #expect(context.invalidatedItemIndexPaths == nil)
    }
    #expect(sameFrame(subject.supplementaryFrame(testCase.kind), testCase.boundaryFrame))
    #expect(sameFrame(subject.itemFrames().first, testCase.firstRow))
    #expect(Double(subject.layout.collectionViewContentSize.height) == testCase.contentHeight)
  }

  /// A measured header moves with its section through an update: sections of 2 rows, section
  /// 1's header (at 116) measured 60 (content 232 to 264); then a section of one row is
  /// inserted before them (every item moves one section down). Section 0: 0-72; section 1:
  /// 72-188; section 2's header keeps 60 at 188, its rows from 248; the content is 336.
  @Test func aMeasuredHeaderMovesWithItsSection() {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [2, 2], scale: 2).make(
      Self.layout(.header))
    let context = Self.measure(subject, ElementKind.sectionHeader, section: 1, height: 60)
    #expect(context?.contentSizeAdjustment == size(0, 32))
    subject.cv.sections = [1, 2, 2].map { StaticCollectionView.Section($0) }
    let update = InvalidationContext()
    update.invalidateDataSourceCounts = true
    update._finalIndexPath = { IndexPath(item: $0.item, section: $0.section + 1) }
    subject.layout.invalidateLayout(with: update)
    subject.layout.prepare()
    #expect(
      sameFrame(
        subject.supplementaryFrame(ElementKind.sectionHeader, section: 2), rect(0, 188, 390, 60)))
    #expect(sameFrame(subject.itemFrames(section: 2).first, rect(0, 248, 390, 44)))
    #expect(subject.layout.collectionViewContentSize == size(390, 336))
  }
}
