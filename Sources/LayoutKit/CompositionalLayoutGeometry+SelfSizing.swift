import Foundation

/// What self-sizing reads of the solved sections.
extension CompositionalLayoutGeometry {
  /// The lengths `preferred` asks for where they replace estimates: along the scroll direction
  /// for a cell whose item's length there is estimated; across it for a cell whose item's width
  /// (height, scrolling horizontally) is estimated in a group that re-flows with it. Each only
  /// when it differs from the original's; nil when neither does (fixed lengths keep theirs).
  func selfSizedLengths(_ preferred: LayoutAttributes, original: LayoutAttributes)
    -> CompositionalLayout.MeasuredLengths?
  {
    typealias MeasuredLengths = CompositionalLayout.MeasuredLengths
    let path = original.indexPath
    let vertical = axis.isVertical
    let changed = Self.changedLength
    if original.representedElementCategory == .supplementaryView {
      return supplementarySelfSizedLengths(preferred, original: original)
    }
    // What is estimated does not depend on where the item is: its group's leaf says, read in
    // place (a copy of the leaf would retain its badges).
    guard original.representedElementCategory == .cell,
      let leaf = groupLeafEstimates(section: path.section, item: path.item)
    else { return nil }
    let flows = solvedSections[path.section].flowsAcross
    let (preferredSize, originalSize) = (preferred.size, original.size)
    let lengths = MeasuredLengths(
      along: vertical
        ? changed(leaf.height, preferredSize.height, originalSize.height)
        : changed(leaf.width, preferredSize.width, originalSize.width),
      across: vertical
        ? changed(flows && leaf.width, preferredSize.width, originalSize.width)
        : changed(flows && leaf.height, preferredSize.height, originalSize.height))
    return lengths.along == nil && lengths.across == nil ? nil : lengths
  }

  /// Whether the leaf of its section's group that item `item` of `section` repeats (where the
  /// group places it, not where the item is) estimates its width, and its height; nil for an
  /// index path the layout has no item at.
  func groupLeafEstimates(section: Int, item: Int) -> (width: Bool, height: Bool)? {
    guard hasItem(section: section, item: item) else { return nil }
    let place = item % solvedSections[section].groupLeaves.count
    return (
      solvedSections[section].groupLeaves[place].estimatesWidth,
      solvedSections[section].groupLeaves[place].estimatesHeight
    )
  }

  /// `length` when the dimension is `estimated` and it is a length (finite, not negative) other
  /// than `current`; nil otherwise (the estimate, or the fixed length, stays).
  static func changedLength(_ estimated: Bool, _ length: Double, _ current: Double) -> Double? {
    estimated && length.isFinite && length >= 0 && length != current ? length : nil
  }
}
