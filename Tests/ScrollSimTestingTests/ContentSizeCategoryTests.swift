import Foundation
import LayoutKit
import ScrollSimTesting
import Testing

/// `collectionView.contentSizeCategory` reaches a section provider through the layout
/// environment's trait collection, as Dynamic Type does in UIKit, and UIContentSizeCategory
/// orders its sizes as UIKit does.
@Suite struct ContentSizeCategoryTests {
  /// A provider that lays out one column at an accessibility text size and two otherwise (as
  /// apps do for Dynamic Type): in a 320-wide view, item 1 is beside item 0 (x 160) or below it
  /// (y 50).
  static func layout() -> CompositionalLayout {
    CompositionalLayout { _, environment in
      let columns =
        environment.traitCollection.preferredContentSizeCategory
          .isAccessibilityCategory ? 1 : 2
      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / Double(columns)),
          heightDimension: .fractionalHeight(1)))
      return CollectionLayoutSection(
        group: .horizontal(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
          repeatingSubitem: item, count: columns))
    }
  }

  static let cases: [(category: String?, frame: String)] = [
    (nil, "[160, 0, 160, 50]"),
    ("extraExtraExtraLarge", "[160, 0, 160, 50]"),
    ("accessibilityMedium", "[0, 50, 320, 50]"),
    ("accessibilityExtraExtraExtraLarge", "[0, 50, 320, 50]"),
  ]

  @Test(arguments: cases)
  func aSectionProviderReadsTheTextSize(_ example: (category: String?, frame: String)) throws {
    let category = example.category.map { ", contentSizeCategory: \($0)" } ?? ""
    let log = try ScenarioReplay.run(
      yaml: """
        name: text-size
        collectionView: {size: [320, 480]\(category)}
        layout: {kind: flow}
        data: {sections: [4]}
        steps:
          - expect: {element: cell/0/1, frame: \(example.frame)}
        """, layout: Self.layout)
    #expect(log.exitStatus == 0, "\(log.failures)")
  }

  /// UIKit's order, smallest first: `unspecified` below every size; the last five are the
  /// accessibility sizes.
  @Test func theSizesAreOrderedAsUIKitOrdersThem() {
    let sizes: [ContentSizeCategory] = [
      .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    #expect(sizes.sorted() == sizes)
    #expect(sizes.reversed().sorted() == sizes)
    #expect(
      sizes.map(\.isAccessibilityCategory) == Array(repeating: false, count: 8)
        + Array(
          repeating: true, count: 5))
    #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      TraitCollection(displayScale: 3, layoutDirection: .leftToRight, size: .zero)
        .preferredContentSizeCategory == .large)
  }
}
