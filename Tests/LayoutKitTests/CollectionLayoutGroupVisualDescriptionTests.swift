import Foundation
import LayoutKit
import Testing

/// `NSCollectionLayoutGroup.visualDescription()`: a header, the items drawn as numbered boxes,
/// and each item's frame, solved in a 1,000-point square container (docs/uikit-choices.md,
/// "visualDescription()"). The drawing is 60 characters wide (59 / 1,000 characters a point,
/// a row two characters tall), so x 250 is column 14.75 -> 15, x 500 column 29.5 -> 30, x 750
/// column 44.25 -> 44; 250 points tall is 7.375 -> 7 rows below the top one.
@Suite struct CollectionLayoutGroupVisualDescriptionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let group: @Sendable () -> CollectionLayoutGroup
    let lines: [String]
    var testDescription: String { name }
  }

  static func quarter() -> CollectionLayoutItem {
    CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
  }

  static func half(_ heightFraction: Double) -> CollectionLayoutItem {
    CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(heightFraction == 1 ? 0.5 : 1),
        heightDimension: .fractionalHeight(heightFraction)))
  }

  static let edge = "+--------------+--------------+-------------+--------------+"
  static let blank = "|              |              |             |              |"

  static let cases: [Case] = [
    Case(
      name: "four quarters of a row, drawn and listed",
      group: {
        .horizontal(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(250)),
          subitems: [quarter()])
      },
      lines: [
        "horizontal group 1000 x 250 (fractionalWidth(1.0) x absolute(250.0)), 4 items",
        edge,
        "|0             |1             |2            |3             |",
        blank, blank, blank, blank, blank,
        edge,
        "item 0: x 0, y 0, width 250, height 250",
        "item 1: x 250, y 0, width 250, height 250",
        "item 2: x 500, y 0, width 250, height 250",
        "item 3: x 750, y 0, width 250, height 250",
      ]),
    Case(
      name: "a nested column's items follow the item before it",
      group: {
        .horizontal(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
          subitems: [
            half(1),
            CollectionLayoutGroup.vertical(
              layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
              subitems: [half(0.5)]),
          ])
      },
      lines: [
        "horizontal group 1000 x 200 (fractionalWidth(1.0) x absolute(200.0)), 3 items",
        "item 0: x 0, y 0, width 500, height 200",
        "item 1: x 500, y 0, width 500, height 100",
        "item 2: x 500, y 100, width 500, height 100",
      ]),
    Case(
      name: "a custom group's frames that are not numbers do not trap",
      group: {
        .custom(
          layoutSize: CollectionLayoutSize(
            widthDimension: .absolute(100), heightDimension: .absolute(100))
        ) { _ in
          [
            CollectionLayoutGroupCustomItem(
              frame: CGRect(x: 1e300, y: -1e300, width: 1, height: 1)),
            CollectionLayoutGroupCustomItem(
              frame: CGRect(x: 10, y: 10, width: 1000 / 3, height: 12.5)),
          ]
        }
      },
      lines: [
        "custom group 100 x 100 (absolute(100.0) x absolute(100.0)), 2 items",
        "item 1: x 10, y 10, width 333.33, height 12.5",
      ]),
    Case(
      name: "an empty group is its header and nothing drawn",
      group: {
        .vertical(
          layoutSize: CollectionLayoutSize(
            widthDimension: .absolute(0), heightDimension: .estimated(44)),
          subitems: [quarter()])
      },
      lines: [
        "vertical group 0 x 44 (absolute(0.0) x estimated(44.0)), 1 item",
        "item 0: x 0, y 0, width 0, height 44",
      ]),
  ]

  /// Every expected line is in the description, in order (a case lists the lines it derives).
  @Test(arguments: cases)
  func describesTheSolvedGroup(_ c: Case) {
    let lines = c.group().visualDescription().split(separator: "\n").map(String.init)
    var remaining = lines[...]
    for expected in c.lines {
      guard let found = remaining.firstIndex(of: expected) else {
        Issue.record("missing or out of order: \(expected)\nin:\n\(lines.joined(separator: "\n"))")
        return
      }
      remaining = remaining[(found + 1)...]
    }
    #expect(lines.first == c.lines.first)
  }

  @Test func theFourQuartersAreExactlyTheirDrawing() {
    let group = Self.cases[0].group()
    #expect(group.visualDescription() == Self.cases[0].lines.joined(separator: "\n"))
  }
}
