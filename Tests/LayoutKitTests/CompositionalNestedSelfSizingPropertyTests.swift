import Foundation
import LayoutKit
import SeededRandom
import Testing

/// Nested and uniform groups of estimated items settle to the absolute layout of the measured
/// size: over random layouts (columns of stacked items in rows, or rows of chips under a title,
/// items estimated or uniform, spacings, item counts), every item measured at one size gives the
/// frames and the content size of the same layout declared with absolute dimensions at that
/// size.
@Suite struct CompositionalNestedSelfSizingPropertyTests {
  struct Shape {
    /// Columns of stacked items (else a title over a row of chips).
    let columns: Bool
    /// Columns per row, or chips that fit a row at the estimate.
    let count: Int
    /// Items per column.
    let stacked: Int
    let spacing: Double
    let uniform: Bool
    let uniformOutermost: Bool
    let itemCount: Int
    /// The estimate, and the size every item measures, along the dimension that self-sizes.
    let estimate: Double
    let measured: Double
  }

  /// A random shape. Chips measure at least their estimate: narrower ones would pull in items
  /// the cycle measured as titles, whose widths it never takes (the hand-derived tests cover a
  /// narrow chip).
  static func randomShape(_ g: inout SeededGenerator) -> Shape {
    let columns = Bool.random(using: &g)
    let estimate = Double(Int.random(in: 20...60, using: &g))
    return Shape(
      columns: columns, count: Int.random(in: 1...3, using: &g),
      stacked: Int.random(in: 1...3, using: &g), spacing: Double(Int.random(in: 0...8, using: &g)),
      uniform: Bool.random(using: &g), uniformOutermost: Bool.random(using: &g),
      itemCount: Int.random(in: 1...14, using: &g), estimate: estimate,
      measured: Double(Int.random(in: (columns ? 20 : Int(estimate))...90, using: &g)))
  }

  /// The layout of `shape`, its self-sizing dimension `length` (estimated at `shape.estimate`
  /// when nil, else absolute).
  static func layout(_ shape: Shape, length: Double?) -> CompositionalLayout {
    let own: CollectionLayoutDimension =
      length.map { .absolute($0) }
      ?? (shape.uniform
        ? .uniformAcrossSiblings(estimate: shape.estimate) : .estimated(shape.estimate))
    let gaps = Double(shape.stacked - 1) * shape.spacing
    // A column as long as its items at the estimate (or at the absolute length).
    let columnLength = Double(shape.stacked) * (length ?? shape.estimate) + gaps
    let estimatedColumn: CollectionLayoutDimension =
      length == nil ? .estimated(columnLength) : .absolute(columnLength)
    let group: CollectionLayoutGroup
    if shape.columns {
      let column = CollectionLayoutGroup.vertical(
        layoutSize: Compose.size(.fractionalWidth(1 / Double(shape.count)), estimatedColumn),
        subitems: [Compose.item(.fractionalWidth(1), own)])
      column.interItemSpacing = .fixed(shape.spacing)
      let rowHeight: CollectionLayoutDimension =
        length == nil && shape.uniformOutermost
        ? .uniformAcrossSiblings(estimate: columnLength)
        : estimatedColumn
      group = Compose.row(.fractionalWidth(1), rowHeight, [column])
    } else {
      // Chips `own` wide in a row as wide as `count` of them at the estimate.
      let chips = Compose.row(
        .absolute(Double(shape.count) * shape.estimate + Double(shape.count - 1) * shape.spacing),
        .absolute(30), [Compose.item(own, .fractionalHeight(1))])
      chips.interItemSpacing = .fixed(shape.spacing)
      group = .vertical(
        layoutSize: Compose.size(.fractionalWidth(1), .estimated(70)),
        subitems: [Compose.item(.fractionalWidth(1), .absolute(40)), chips])
    }
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = shape.spacing
    return CompositionalLayout(section: section)
  }

  @Test func measuredNestedItemsSettleToTheAbsoluteLayout() {
    var g = SeededGenerator(seed: 0x0_4E57)
    for round in 0..<200 {
      let shape = Self.randomShape(&g)
      let fixture = CompositionalFixture(
        size: size(300, 800), itemCounts: [shape.itemCount], scale: 2)
      let selfSized = fixture.make(Self.layout(shape, length: nil))
      for item in 0..<shape.itemCount {
        let frame = selfSized.itemFrames()[item]
        let preferred =
          shape.columns
          ? size(frame.width, shape.measured) : size(shape.measured, frame.height)
        CompositionalSelfSizingTests.measure(selfSized, item, preferred)
      }
      let fixed = fixture.make(Self.layout(shape, length: shape.measured))
      let label = "round \(round): \(shape)"
      // A last group that is not full keeps its estimate's room for the items it lacks (they
      // count as unchanged), where the absolute layout's group is full length: its length, so
      // the content size and (when the size is shared across the section) the other groups',
      // agree when every group is full. A row of chips holds as many as fit its width at the
      // measured width, at least one.
      let rowWidth = Double(shape.count) * shape.estimate + Double(shape.count - 1) * shape.spacing
      let chips = max(Int((rowWidth + shape.spacing) / (shape.measured + shape.spacing)), 1)
      let perGroup = shape.columns ? shape.count * shape.stacked : 1 + chips
      let full = shape.itemCount % perGroup == 0
      guard full || !shape.uniformOutermost else { continue }
      #expect(selfSized.itemFrames() == fixed.itemFrames(), "\(label)")
      guard full else { continue }
      #expect(
        selfSized.layout.collectionViewContentSize == fixed.layout.collectionViewContentSize,
        "\(label)")
    }
  }
}
