import Foundation
import LayoutKit
import Testing

/// `UICollectionLayoutListConfiguration` sections, their metrics from docs/uikit-choices.md
/// ("List sections"), every frame derived by hand. Two sections of two rows, 390 wide (a phone
/// without wide content margins: inset rows stand 16 in), on a 2x screen unless a case says.
@Suite struct CompositionalListTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let configuration: CollectionLayoutListConfiguration
    var scale = 2.0
    /// Rows by section.
    let rows: [[CGRect]]
    /// (kind, section, frame) of headers and footers.
    var supplementaries: [(String, Int, CGRect)] = []
    let contentSize: CGSize
    var testDescription: String { name }
  }

  static func configuration(
    _ appearance: CollectionLayoutListConfiguration.Appearance,
    header: CollectionLayoutListConfiguration.HeaderMode = .none,
    footer: CollectionLayoutListConfiguration.FooterMode = .none,
    headerTopPadding: Double? = nil
  ) -> CollectionLayoutListConfiguration {
    var configuration = CollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = header
    configuration.footerMode = footer
    configuration.headerTopPadding = headerTopPadding
    return configuration
  }

  static let header = ElementKind.sectionHeader
  static let footer = ElementKind.sectionFooter

  static let cases: [Case] = [
    // Plain: rows 390 x 44 edge to edge, sections back to back: 0, 44 | 88, 132; content 176.
    Case(
      name: "plain", configuration: configuration(.plain),
      rows: [
        [rect(0, 0, 390, 44), rect(0, 44, 390, 44)], [rect(0, 88, 390, 44), rect(0, 132, 390, 44)],
      ],
      contentSize: size(390, 176)),
    // Plain with headers and footers of 28, 22 above each header: header 22-50, rows 50 and 94,
    // footer 138-166; section 1 the same from 166: header 188, rows 216 and 260, footer 304;
    // content 332.
    Case(
      name: "plain with headers and footers",
      configuration: configuration(.plain, header: .supplementary, footer: .supplementary),
      rows: [
        [rect(0, 50, 390, 44), rect(0, 94, 390, 44)],
        [rect(0, 216, 390, 44), rect(0, 260, 390, 44)],
      ],
      supplementaries: [
        (header, 0, rect(0, 22, 390, 28)), (footer, 0, rect(0, 138, 390, 28)),
        (header, 1, rect(0, 188, 390, 28)), (footer, 1, rect(0, 304, 390, 28)),
      ],
      contentSize: size(390, 332)),
    // Plain, headerTopPadding 10: header 10-38, rows 38 and 82, section end 126; section 1:
    // header 136, rows 164 and 208; content 252.
    Case(
      name: "plain with headers, headerTopPadding 10",
      configuration: configuration(.plain, header: .supplementary, headerTopPadding: 10),
      rows: [
        [rect(0, 38, 390, 44), rect(0, 82, 390, 44)],
        [rect(0, 164, 390, 44), rect(0, 208, 390, 44)],
      ],
      supplementaries: [(header, 0, rect(0, 10, 390, 28)), (header, 1, rect(0, 136, 390, 28))],
      contentSize: size(390, 252)),
    // Grouped, no headers or footers: 35 above the first section, 17.5 where a header or footer
    // would be, 20 below the last: rows 35 and 79, section end 123 + 17.5 = 140.5; section 1's
    // rows at 140.5 + 17.5 = 158 and 202, end 246 + 20 = 266.
    Case(
      name: "grouped", configuration: configuration(.grouped),
      rows: [
        [rect(0, 35, 390, 44), rect(0, 79, 390, 44)],
        [rect(0, 158, 390, 44), rect(0, 202, 390, 44)],
      ],
      contentSize: size(390, 266)),
    // Grouped with headers of 17.5, the rows right under them: header 0, rows 17.5 and 61.5,
    // 17.5 below (no footer): end 123; section 1: header 123, rows 140.5 and 184.5, 20 below the
    // last: 248.5.
    Case(
      name: "grouped with headers",
      configuration: configuration(.grouped, header: .supplementary),
      rows: [
        [rect(0, 17.5, 390, 44), rect(0, 61.5, 390, 44)],
        [rect(0, 140.5, 390, 44), rect(0, 184.5, 390, 44)],
      ],
      supplementaries: [(header, 0, rect(0, 0, 390, 17.5)), (header, 1, rect(0, 123, 390, 17.5))],
      contentSize: size(390, 248.5)),
    // The same at 3x: 17.5 rounds to the pixel grid, 52.5 / 3 -> 53 / 3. Header 0-53/3, rows
    // 53/3 and 185/3, end 317/3 + 53/3 = 370/3; section 1: header 370/3, rows 141 and 185, end
    // 229 + 20 = 249.
    Case(
      name: "grouped with headers at 3x",
      configuration: configuration(.grouped, header: .supplementary), scale: 3,
      rows: [
        [rect(0, 53.0 / 3, 390, 44), rect(0, 185.0 / 3, 390, 44)],
        [rect(0, 141, 390, 44), rect(0, 185, 390, 44)],
      ],
      supplementaries: [
        (header, 0, rect(0, 0, 390, 53.0 / 3)), (header, 1, rect(0, 370.0 / 3, 390, 53.0 / 3)),
      ],
      contentSize: size(390, 249)),
    // Inset grouped: as grouped, the rows 16 in from each side: x 16, 358 wide; the header
    // follows the section's insets.
    Case(
      name: "inset grouped with headers",
      configuration: configuration(.insetGrouped, header: .supplementary),
      rows: [
        [rect(16, 17.5, 358, 44), rect(16, 61.5, 358, 44)],
        [rect(16, 140.5, 358, 44), rect(16, 184.5, 358, 44)],
      ],
      supplementaries: [
        (header, 0, rect(16, 0, 358, 17.5)), (header, 1, rect(16, 123, 358, 17.5)),
      ],
      contentSize: size(390, 248.5)),
    // Inset grouped with footers only: 35 above the first rows (35, 79), the footer (17.5) right
    // under them at 123 and nothing below it: end 140.5; section 1: 17.5 above, rows 158 and
    // 202, footer 246, end 263.5.
    Case(
      name: "inset grouped with footers",
      configuration: configuration(.insetGrouped, footer: .supplementary),
      rows: [
        [rect(16, 35, 358, 44), rect(16, 79, 358, 44)],
        [rect(16, 158, 358, 44), rect(16, 202, 358, 44)],
      ],
      supplementaries: [
        (footer, 0, rect(16, 123, 358, 17.5)), (footer, 1, rect(16, 246, 358, 17.5)),
      ],
      contentSize: size(390, 263.5)),
    // Sidebar (on a phone): rows inset 16, nothing above, 10 below each section: rows 0 and 44,
    // end 98; section 1 rows 98 and 142, end 196.
    Case(
      name: "sidebar", configuration: configuration(.sidebar),
      rows: [
        [rect(16, 0, 358, 44), rect(16, 44, 358, 44)],
        [rect(16, 98, 358, 44), rect(16, 142, 358, 44)],
      ],
      contentSize: size(390, 196)),
    // Sidebar plain, its first item styled as a header: the plain 22 above it (as inset rows,
    // 16 in): rows 22 and 66, end 110; section 1: rows 132 and 176, end 220.
    Case(
      name: "sidebar plain, first item as header",
      configuration: configuration(.sidebarPlain, header: .firstItemInSection),
      rows: [
        [rect(16, 22, 358, 44), rect(16, 66, 358, 44)],
        [rect(16, 132, 358, 44), rect(16, 176, 358, 44)],
      ],
      contentSize: size(390, 220)),
    // Sidebar plain, headers with headerTopPadding 0: they neither have room above them nor are
    // chromeless, so 8 stands above and below the rows; the header spans the width (28): header
    // 0-28, rows 36 and 80, end 132; section 1: header 132, rows 168 and 212, end 264.
    Case(
      name: "sidebar plain with headers, headerTopPadding 0",
      configuration: configuration(.sidebarPlain, header: .supplementary, headerTopPadding: 0),
      rows: [
        [rect(16, 36, 358, 44), rect(16, 80, 358, 44)],
        [rect(16, 168, 358, 44), rect(16, 212, 358, 44)],
      ],
      supplementaries: [(header, 0, rect(0, 0, 390, 28)), (header, 1, rect(0, 132, 390, 28))],
      contentSize: size(390, 264)),
  ]

  @Test(arguments: cases)
  func listSections(_ testCase: Case) {
    let subject = CompositionalFixture(
      size: size(390, 844), itemCounts: [2, 2], scale: testCase.scale
    ).make(CompositionalLayout.list(using: testCase.configuration))
    for (section, rows) in testCase.rows.enumerated() {
      #expect(sameFrames(subject.itemFrames(section: section), rows), "section \(section)")
    }
    for (kind, section, frame) in testCase.supplementaries {
      #expect(sameFrame(subject.supplementaryFrame(kind, section: section), frame), "\(kind)")
    }
    #expect(subject.layout.collectionViewContentSize == testCase.contentSize)
  }

  /// A plain list's header pins; a grouped list's does not. Scrolled to 100 in the plain list
  /// with headers and footers, header 0 sits at 100 (its section ends at 166, 166 - 28 = 138 is
  /// the lowest it goes); in the grouped list it stays at 0.
  @Test func plainHeadersPin() {
    for (appearance, expected) in [
      (CollectionLayoutListConfiguration.Appearance.plain, 100.0), (.grouped, 0),
    ] {
      let fixture = CompositionalFixture(
        size: size(390, 844), itemCounts: [2, 2], scale: 2, contentOffset: CGPoint(x: 0, y: 100))
      let subject = fixture.make(
        CompositionalLayout.list(
          using: Self.configuration(appearance, header: .supplementary, footer: .supplementary)))
      let header = subject.supplementaryFrame(Self.header, section: 0)
      #expect(header.map { Double($0.minY) } == expected, "\(appearance)")
    }
  }

  /// A plain list's footers pin to the bottom as its headers pin to the top. 200 tall at offset
  /// 0, footer 1 (its place 304, its section 166-332) rises to 200 - 28 = 172; a grouped list's
  /// (inset grouped with footers: its place 246) stays.
  @Test func plainFootersPin() {
    for (appearance, expected) in [
      (CollectionLayoutListConfiguration.Appearance.plain, 172.0), (.insetGrouped, 246),
    ] {
      let fixture = CompositionalFixture(size: size(390, 200), itemCounts: [2, 2], scale: 2)
      let subject = fixture.make(
        CompositionalLayout.list(
          using: Self.configuration(
            appearance, header: appearance == .plain ? .supplementary : .none,
            footer: .supplementary)))
      let footer = subject.supplementaryFrame(Self.footer, section: 1)
      #expect(footer.map { Double($0.minY) } == expected, "\(appearance)")
    }
  }

  /// Headers and footers stand above the rows at UIKit's zIndex, 200; the rows at UIKit's list
  /// cells' 10, in the rect query's answer as in the item query's.
  @Test func supplementariesStandAtZIndex200AndRowsAt10() {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [2], scale: 2).make(
      CompositionalLayout.list(
        using: Self.configuration(.insetGrouped, header: .supplementary, footer: .supplementary)))
    for kind in [Self.header, Self.footer] {
      let attributes = subject.layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: 0))
      #expect(attributes?.zIndex == 200, "\(kind)")
    }
    for item in 0..<2 {
      let row = subject.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
      #expect(row?.zIndex == 10, "row \(item)")
    }
    let answered = (subject.layout.layoutAttributesForElements(in: subject.cv.bounds) ?? [])
      .filter { $0.representedElementCategory == .cell }.map(\.zIndex)
    #expect(answered == [10, 10])
  }

  /// A plain section's cells keep zIndex 0: only a list's rows are raised.
  @Test func aPlainSectionsCellsStandAtZIndex0() {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [2]).make(
      CompositionalLayout(section: Compose.list(height: 44)))
    #expect(subject.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
  }

  /// `headerTopPadding` is nil (automatic) by default and a negative value is nil, as UIKit's
  /// setter makes it; 0 and positive values stay.
  @Test(arguments: [(nil, nil), (-1, nil), (0, 0), (12.5, 12.5)] as [(Double?, Double?)])
  func headerTopPaddingSetter(_ set: Double?, _ expected: Double?) {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    #expect(configuration.headerTopPadding == nil)
    configuration.headerTopPadding = set
    #expect(configuration.headerTopPadding == expected)
  }

  /// Where an inset list's rows stand across: the table margin (16; 20 on a device with wide
  /// content margins, taken as one whose shorter side is 414 or more, unless 320 wide or less)
  /// outside the safe area, or the collection view's layout margins when larger.
  struct SideCase: CustomTestStringConvertible, Sendable {
    let name: String
    let size: CGSize
    var safeArea = EdgeInsets.zero
    var margins = EdgeInsets.zero
    var direction = UserInterfaceLayoutDirection.leftToRight
    /// The row's x and width.
    let x: Double
    let width: Double
    var testDescription: String { name }
  }

  static let sideCases: [SideCase] = [
    // 320 - 2 x 16 = 288.
    SideCase(name: "320 wide", size: size(320, 568), x: 16, width: 288),
    // 390 - 32 = 358.
    SideCase(name: "390 wide", size: size(390, 844), x: 16, width: 358),
    // A Max phone: 414 - 40 = 374.
    SideCase(name: "414 wide", size: size(414, 896), x: 20, width: 374),
    // An iPad: 768 - 40 = 728.
    SideCase(name: "iPad 768 wide", size: size(768, 1024), x: 20, width: 728),
    // 320 wide on an iPad (slide over): 16 (UIKit: narrow; scrollsim: not a wide device), 288.
    SideCase(name: "320 wide, tall", size: size(320, 1024), x: 16, width: 288),
    // A phone in landscape with the notch's 47 each side: 16 + 47 = 63; 844 - 126 = 718.
    SideCase(
      name: "landscape safe area", size: size(844, 390),
      safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), x: 63, width: 718),
    // Layout margins of 30 beat 16: 390 - 60 = 330.
    SideCase(
      name: "larger layout margins", size: size(390, 844),
      margins: EdgeInsets(top: 0, left: 30, bottom: 0, right: 30), x: 30, width: 330),
    // The safe area on the right only: left 16, right 16 + 44 = 60; 844 - 76 = 768, either way.
    SideCase(
      name: "safe area on the right", size: size(844, 390),
      safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 44), x: 16, width: 768),
    SideCase(
      name: "safe area on the right, right to left", size: size(844, 390),
      safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 44), direction: .rightToLeft,
      x: 16, width: 768),
  ]

  @Test(arguments: sideCases)
  func insetRowsFollowTheMargins(_ testCase: SideCase) {
    let fixture = CompositionalFixture(
      size: testCase.size, itemCounts: [1], layoutDirection: testCase.direction, scale: 2,
      safeArea: testCase.safeArea, margins: testCase.margins)
    let subject = fixture.make(
      CompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let row = subject.itemFrames().first
    #expect(row != nil)
    #expect(row.map { Double($0.minX) } == testCase.x)
    #expect(row.map { Double($0.width) } == testCase.width)
  }

  /// `showsSeparators` is stored and changes no frame: one inset-grouped row, 35 below the top,
  /// 16 in.
  @Test func separatorsTakeNoRoom() {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.showsSeparators)
    configuration.showsSeparators = false
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [1], scale: 2).make(
      CompositionalLayout.list(using: configuration))
    #expect(sameFrames(subject.itemFrames(), [rect(16, 35, 358, 44)]))
  }
}
