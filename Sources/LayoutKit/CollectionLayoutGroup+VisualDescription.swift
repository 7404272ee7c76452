import Foundation

extension CollectionLayoutGroup {
  /// The container `visualDescription()` solves a group in when nothing gives one: 1,000 points
  /// square, so a fraction reads as thousandths (docs/uikit-choices.md, "visualDescription()").
  static let visualDescriptionContainer = CGSize(width: 1000, height: 1000)
  /// The width of `visualDescription()`'s drawing in characters.
  static let visualDescriptionColumns = 60

  /// NSCollectionLayoutGroup.visualDescription(): "a string with an ASCII representation of the
  /// group". UIKit does not document its format; scrollsim's is a header line, the group's
  /// items drawn as boxes numbered in the order the section hands them its items, and each
  /// item's frame, solved in a 1,000-point square container (docs/uikit-choices.md,
  /// "visualDescription()").
  public func visualDescription() -> String {
    let container = Self.visualDescriptionContainer
    let size = layoutSize.resolved(in: container)
    let solver = CompositionalGroupSolver(
      limit: 1000,
      traitCollection: TraitCollection(
        displayScale: 1, layoutDirection: .leftToRight, size: container))
    let frames = solver.leaves(of: self, size: size).map(\.frame)
    var lines = [visualDescriptionHeader(size: size, items: frames.count)]
    lines += Self.drawing(of: frames, in: size)
    for (index, frame) in frames.enumerated() {
      lines.append(
        "item \(index): x \(Self.points(frame.minX)), y \(Self.points(frame.minY)), "
          + "width \(Self.points(frame.width)), height \(Self.points(frame.height))")
    }
    return lines.joined(separator: "\n")
  }

  /// "horizontal group 1000 x 250 (fractionalWidth(1.0) x absolute(250.0)), 4 items".
  private func visualDescriptionHeader(size: CGSize, items: Int) -> String {
    let kind =
      customItemProvider != nil ? "custom" : direction == .vertical ? "vertical" : "horizontal"
    let dimensions =
      "\(Self.spelling(layoutSize.widthDimension)) x \(Self.spelling(layoutSize.heightDimension))"
    return "\(kind) group \(Self.points(size.width)) x \(Self.points(size.height)) "
      + "(\(dimensions)), \(items) item\(items == 1 ? "" : "s")"
  }

  /// The frames as boxes on a grid `visualDescriptionColumns` wide, characters counted twice as
  /// tall as wide; each box's number at its top left inside. Nothing for an empty group.
  static func drawing(of frames: [CGRect], in size: CGSize) -> [String] {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return []
    }
    let columns = visualDescriptionColumns
    let scale = Double(columns - 1) / size.width
    // At most 200 rows, however tall the group: a drawing, not a measurement.
    let rows = Int(min(200, max(2, (size.height * scale / 2).rounded()))) + 1
    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    // A custom group's frames are the app's: clamp before converting, so that no frame traps.
    func cell(_ position: Double, last: Int) -> Int {
      guard position.isFinite else { return 0 }
      return Int(min(Double(last), max(0, position.rounded())))
    }
    func column(_ x: Double) -> Int { cell(x * scale, last: columns - 1) }
    func row(_ y: Double) -> Int { cell(y * scale / 2, last: rows - 1) }
    for (index, frame) in frames.enumerated() {
      let (left, right) = (column(frame.minX), max(column(frame.maxX), column(frame.minX) + 1))
      let (top, bottom) = (row(frame.minY), max(row(frame.maxY), row(frame.minY) + 1))
      for x in left...min(right, columns - 1) {
        grid[top][x] = "-"
        if bottom < rows { grid[bottom][x] = "-" }
      }
      for y in top...min(bottom, rows - 1) {
        grid[y][left] = "|"
        if right < columns { grid[y][right] = "|" }
      }
      for (y, x) in [(top, left), (top, right), (bottom, left), (bottom, right)]
      where y < rows && x < columns {
        grid[y][x] = "+"
      }
      let label = Array(String(index))
      if top + 1 < bottom, left + label.count < right {
        for (offset, character) in label.enumerated() {
          grid[top + 1][left + 1 + offset] = character
        }
      }
    }
    return grid.map { characters in
      var line = characters
      while line.last == " " { line.removeLast() }
      return String(line)
    }
  }

  /// A dimension as UIKit's factory spells it: `fractionalWidth(0.25)`, `absolute(44.0)`.
  static func spelling(_ dimension: CollectionLayoutDimension) -> String {
    let value = dimension.dimension
    if dimension.isUniformAcrossSiblings { return "uniformAcrossSiblings(estimate: \(value))" }
    if dimension.isFractionalWidth { return "fractionalWidth(\(value))" }
    if dimension.isFractionalHeight { return "fractionalHeight(\(value))" }
    if dimension.isEstimated { return "estimated(\(value))" }
    return "absolute(\(value))"
  }

  /// Points to two decimals at most, without trailing zeros: `250`, `333.33`.
  static func points(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : String(format: "%02d", fraction)
    return "\(sign)\(whole).\(digits)"
  }
}
