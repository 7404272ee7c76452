import Foundation

/// UIContentSizeCategory: the text size the user chose (Dynamic Type), as a layout reads it from
/// `traitCollection.preferredContentSizeCategory` to adapt its sections. Raw values are UIKit's.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  /// The category's raw value, as UIKit spells it (`UICTContentSizeCategoryL`).
  public let rawValue: String

  /// UIContentSizeCategory(rawValue:)
  public init(rawValue: String) { self.rawValue = rawValue }

  /// UIContentSizeCategory.unspecified
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// UIContentSizeCategory.extraSmall
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// UIContentSizeCategory.small
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// UIContentSizeCategory.medium
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// UIContentSizeCategory.large: the default text size.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// UIContentSizeCategory.extraLarge
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// UIContentSizeCategory.extraExtraLarge
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// UIContentSizeCategory.extraExtraExtraLarge
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// UIContentSizeCategory.accessibilityMedium
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// UIContentSizeCategory.accessibilityLarge
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// UIContentSizeCategory.accessibilityExtraLarge
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// UIContentSizeCategory.accessibilityExtraExtraLarge
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// UIContentSizeCategory.accessibilityExtraExtraExtraLarge
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest, with the names a scenario gives them.
  public static let ordered: [(name: String, category: ContentSizeCategory)] = [
    ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
    ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge),
    ("extraExtraExtraLarge", .extraExtraExtraLarge),
    ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
    ("accessibilityExtraLarge", .accessibilityExtraLarge),
    ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
    ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
  ]

  /// The category's place from smallest to largest; `unspecified` and unknown values come first.
  private var rank: Int { Self.ordered.firstIndex { $0.category == self } ?? -1 }

  /// UIContentSizeCategory.isAccessibilityCategory: one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rank >= Self.ordered.count - 5 }

  /// UIContentSizeCategory's `<` (iOS 11): smaller text; `unspecified` is below every size.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
