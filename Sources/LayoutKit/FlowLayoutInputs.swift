import Foundation

/// Choices where the reference marks UIKit's flow layout UNCERTAIN (see docs/uikit-choices.md).
/// The defaults follow the iOS 26 decompilation of `_UIFlowLayoutSection computeLayout`.
public struct FlowLayoutQuirks: Hashable, Sendable {
  /// In a variable-size section whose first item is longer than the line, iOS 26 closes an empty
  /// line before it, so one minimumLineSpacing stands above the oversized item
  /// (docs/uikit-reference.md, "Variable-size lines").
  public var emptyLineBeforeOversizedFirstItem = true
  /// In a horizontally scrolling variable-size section, iOS 26 separates the items of a column by
  /// minimumLineSpacing and the columns by minimumInteritemSpacing, the reverse of the documented
  /// meaning (docs/uikit-reference.md, "The two spacings"). The uniform-size path is not affected.
  public var swapsSpacingInHorizontalVariableSections = true

  /// The iOS 26 behaviour.
  public init() {}
}

/// The item sizes of one section, as the flow layout collected them.
public enum FlowItemSizes: Equatable, Sendable {
  /// `count` items of one size: the layout's itemSize, or a delegate that answered the same size
  /// for every item.
  case uniform(CGSize, count: Int)
  /// One size per item, from the delegate.
  case perItem([CGSize])

  /// The number of items.
  public var count: Int {
    switch self {
    case .uniform(_, let count): count
    case .perItem(let sizes): sizes.count
    }
  }

  /// The size of item `index`.
  public subscript(index: Int) -> CGSize {
    switch self {
    case .uniform(let size, _): size
    case .perItem(let sizes): sizes[index]
    }
  }

  /// Gives item `index` `size`: a section of one size becomes one of sizes per item when it
  /// differs. The list of sizes is changed where it is when nothing else holds it.
  mutating func setSize(_ size: CGSize, ofItem index: Int) {
    switch self {
    case .uniform(let common, let count):
      guard size != common else { return }
      var sizes = Array(repeating: common, count: count)
      sizes[index] = size
      self = .perItem(sizes)
    case .perItem(var sizes):
      // The enum lets go of its list first, so the list is not copied to be changed.
      self = .uniform(.zero, count: 0)
      sizes[index] = size
      self = .perItem(sizes)
    }
  }

  /// One size again when every item has exactly the same (the form the flow layout collects a
  /// section in when every answer is the same).
  mutating func collapseToUniform() {
    guard case .perItem(let sizes) = self, let first = sizes.first,
      sizes.allSatisfy({ $0 == first })
    else { return }
    self = .uniform(first, count: sizes.count)
  }

  /// The common size when every item has the same one (a one-item section included), by UIKit's
  /// rule in `_getSizingInfosWithExistingSizingDictionary:`: the running size starts at zero and
  /// a zero running size takes the next item's size, so zero-size items before the first
  /// non-zero one do not break uniformity (and are then laid out at the common size).
  public var commonSize: CGSize? {
    switch self {
    case .uniform(let size, let count):
      return count > 0 ? size : nil
    case .perItem(let sizes):
      guard !sizes.isEmpty else { return nil }
      var common = CGSize.zero
      for size in sizes {
        if common == .zero {
          common = size
        } else if size != common {
          return nil
        }
      }
      return common
    }
  }
}

/// What the flow layout reads of its collection view and of its own layout-wide properties.
public struct FlowLayoutEnvironment: Equatable, Sendable {
  /// UICollectionViewFlowLayout.scrollDirection
  public var scrollDirection: ScrollDirection
  /// The collection view's bounds size.
  public var boundsSize: CGSize
  /// UIScrollView.adjustedContentInset
  public var adjustedContentInset: EdgeInsets
  /// UIView.safeAreaInsets
  public var safeAreaInsets: EdgeInsets
  /// UIView.layoutMargins
  public var layoutMargins: EdgeInsets
  /// UICollectionViewFlowLayout.sectionInsetReference
  public var sectionInsetReference: SectionInsetReference
  /// Whether frames are mirrored for a right-to-left layout direction.
  public var mirrorsHorizontally: Bool
  /// The display scale origins are rounded to.
  public var displayScale: Double
  /// False while self-sizing (estimatedItemSize non-zero): every section takes the variable path.
  public var allowsUniformPath: Bool
  /// The UNCERTAIN behaviours.
  public var quirks: FlowLayoutQuirks

  /// An environment with UIKit's defaults for everything not given.
  public init(
    scrollDirection: ScrollDirection = .vertical, boundsSize: CGSize,
    adjustedContentInset: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: EdgeInsets = .zero,
    sectionInsetReference: SectionInsetReference = .fromContentInset,
    mirrorsHorizontally: Bool = false, displayScale: Double = 3, allowsUniformPath: Bool = true,
    quirks: FlowLayoutQuirks = FlowLayoutQuirks()
  ) {
    self.scrollDirection = scrollDirection
    self.boundsSize = boundsSize
    self.adjustedContentInset = adjustedContentInset
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.sectionInsetReference = sectionInsetReference
    self.mirrorsHorizontally = mirrorsHorizontally
    self.displayScale = displayScale
    self.allowsUniformPath = allowsUniformPath
    self.quirks = quirks
  }

  /// The reference dimension (docs/uikit-reference.md, "Reference dimension"): the bounds extent
  /// across the scroll direction less the adjusted content insets on that axis, never negative.
  public var dimension: Double {
    Self.dimension(
      scrollDirection: scrollDirection, boundsSize: boundsSize,
      adjustedContentInset: adjustedContentInset)
  }

  /// The reference dimension from the only three inputs it depends on, for a question that
  /// needs nothing else of the environment.
  public static func dimension(
    scrollDirection: ScrollDirection, boundsSize: CGSize, adjustedContentInset: EdgeInsets
  ) -> Double {
    let length =
      scrollDirection == .vertical
      ? boundsSize.width - adjustedContentInset.horizontal
      : boundsSize.height - adjustedContentInset.vertical
    return max(0, length)
  }
}
