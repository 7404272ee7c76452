import Foundation

/// One line of a flow layout's section (a row when scrolling vertically, a column when scrolling
/// horizontally) as the layout's geometry holds it: its items and how far it reaches along the
/// scroll direction. What a subclass reads to draw something after a line (a separator) or
/// around a section's lines (a background), without asking for the items one by one. scrollsim's
/// own, not UIKit's (issue 20 asks separators to be indexed by the geometry's lines): on iOS a
/// subclass finds its lines in `layoutAttributesForElements(in:)`, so a port of a feature that
/// reads them replaces this query with that one.
public struct FlowLayoutLine: Equatable, Sendable {
  /// The section.
  public var section: Int
  /// The line's items, first to last.
  public var items: ClosedRange<Int>
  /// Where the line starts along the scroll direction: the least start of its items' frames as
  /// displayed (rounded to pixels), in layout space (a right-to-left frame mirrored back within
  /// the content width).
  public var low: Double
  /// Where the line ends along the scroll direction: the greatest end of those frames, in the
  /// same space.
  public var high: Double

  /// A line of `section` holding `items`, reaching from `low` to `high`.
  public init(section: Int, items: ClosedRange<Int>, low: Double, high: Double) {
    self.section = section
    self.items = items
    self.low = low
    self.high = high
  }
}
