import Foundation
import LayoutKit
import Testing

/// `UICollectionLayoutListConfiguration` sections, their metrics from docs/uikit-choices.md
/// ("Compositional layout"), every frame derived by hand. Two sections of two rows, 390 wide,
/// on a 2x screen (so 17.5 is a pixel boundary).
@Suite struct CompositionalListTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let configuration: CollectionLayoutListConfiguration
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
    footer: CollectionLayoutListConfiguration.FooterMode = .none
  ) -> CollectionLayoutListConfiguration {
    var configuration = CollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = header
    configuration.footerMode = footer
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
    // Plain with headers and footers of 28: header 0-28, rows 28 and 72, footer 116-144; section
    // 1 the same from 144: header 144, rows 172 and 216, footer 260; content 288.
    Case(
      name: "plain with headers and footers",
      configuration: configuration(.plain, header: .supplementary, footer: .supplementary),
      rows: [
        [rect(0, 28, 390, 44), rect(0, 72, 390, 44)],
        [rect(0, 172, 390, 44), rect(0, 216, 390, 44)],
      ],
      supplementaries: [
        (header, 0, rect(0, 0, 390, 28)), (footer, 0, rect(0, 116, 390, 28)),
        (header, 1, rect(0, 144, 390, 28)), (footer, 1, rect(0, 260, 390, 28)),
      ],
      contentSize: size(390, 288)),
    // Grouped: 17.5 above and below each section's rows: rows at 17.5 and 61.5, the section ends
    // at 105.5 + 17.5 = 123; section 1's rows at 140.5 and 184.5; content 246.
    Case(
      name: "grouped", configuration: configuration(.grouped),
      rows: [
        [rect(0, 17.5, 390, 44), rect(0, 61.5, 390, 44)],
        [rect(0, 140.5, 390, 44), rect(0, 184.5, 390, 44)],
      ],
      contentSize: size(390, 246)),
    // Grouped with headers of 44: header 0-44, rows at 44 + 17.5 = 61.5 and 105.5, the section
    // ends at 149.5 + 17.5 = 167; section 1: header 167, rows 228.5 and 272.5; content 334.
    Case(
      name: "grouped with headers",
      configuration: configuration(.grouped, header: .supplementary),
      rows: [
        [rect(0, 61.5, 390, 44), rect(0, 105.5, 390, 44)],
        [rect(0, 228.5, 390, 44), rect(0, 272.5, 390, 44)],
      ],
      supplementaries: [(header, 0, rect(0, 0, 390, 44)), (header, 1, rect(0, 167, 390, 44))],
      contentSize: size(390, 334)),
    // Inset grouped: as grouped, the rows 20 in from each side: x 20, 350 wide; the header
    // follows the section's insets.
    Case(
      name: "inset grouped with headers",
      configuration: configuration(.insetGrouped, header: .supplementary),
      rows: [
        [rect(20, 61.5, 350, 44), rect(20, 105.5, 350, 44)],
        [rect(20, 228.5, 350, 44), rect(20, 272.5, 350, 44)],
      ],
      supplementaries: [(header, 0, rect(20, 0, 350, 44)), (header, 1, rect(20, 167, 350, 44))],
      contentSize: size(390, 334)),
    // Sidebar: the inset-grouped metrics.
    Case(
      name: "sidebar", configuration: configuration(.sidebar),
      rows: [
        [rect(20, 17.5, 350, 44), rect(20, 61.5, 350, 44)],
        [rect(20, 140.5, 350, 44), rect(20, 184.5, 350, 44)],
      ],
      contentSize: size(390, 246)),
    // Sidebar plain, its first item styled as a header: the plain metrics, the header a row.
    Case(
      name: "sidebar plain, first item as header",
      configuration: configuration(.sidebarPlain, header: .firstItemInSection),
      rows: [
        [rect(0, 0, 390, 44), rect(0, 44, 390, 44)], [rect(0, 88, 390, 44), rect(0, 132, 390, 44)],
      ],
      contentSize: size(390, 176)),
  ]

  @Test(arguments: cases)
  func listSections(_ testCase: Case) {
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [2, 2], scale: 2).make(
      CompositionalLayout.list(using: testCase.configuration))
    for (section, rows) in testCase.rows.enumerated() {
      #expect(sameFrames(subject.itemFrames(section: section), rows), "section \(section)")
    }
    for (kind, section, frame) in testCase.supplementaries {
      #expect(sameFrame(subject.supplementaryFrame(kind, section: section), frame), "\(kind)")
    }
    #expect(subject.layout.collectionViewContentSize == testCase.contentSize)
  }

  /// A plain list's header pins; a grouped list's does not. Scrolled to 100 in the plain list
  /// with headers and footers, header 0 sits at 100 (its section ends at 144, 144 - 28 = 116 is
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

  /// `showsSeparators` is stored and changes no frame.
  @Test func separatorsTakeNoRoom() {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.showsSeparators)
    configuration.showsSeparators = false
    let subject = CompositionalFixture(size: size(390, 844), itemCounts: [1], scale: 2).make(
      CompositionalLayout.list(using: configuration))
    #expect(sameFrames(subject.itemFrames(), [rect(20, 17.5, 350, 44)]))
  }
}
