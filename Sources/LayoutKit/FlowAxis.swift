import Foundation

/// Reads and builds rectangles in the flow layout's own terms: "main" runs along the scroll
/// direction (y when vertical), "cross" across it. The horizontal layout is the vertical one
/// transposed, so the geometry is written once.
struct FlowAxis: Sendable {
  let isVertical: Bool

  init(_ direction: ScrollDirection) { isVertical = direction == .vertical }

  func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  func main(_ size: CGSize) -> Double { isVertical ? size.height : size.width }
  func cross(_ size: CGSize) -> Double { isVertical ? size.width : size.height }

  func mainMin(_ rect: CGRect) -> Double { isVertical ? rect.minY : rect.minX }
  func mainMax(_ rect: CGRect) -> Double { isVertical ? rect.maxY : rect.maxX }
  func mainLength(_ rect: CGRect) -> Double { isVertical ? rect.height : rect.width }

  /// The rectangle moved along the main axis so that it starts at `main`.
  func moving(_ rect: CGRect, toMain main: Double) -> CGRect {
    var moved = rect
    if isVertical { moved.origin.y = main } else { moved.origin.x = main }
    return moved
  }

  func mainBefore(_ insets: EdgeInsets) -> Double { isVertical ? insets.top : insets.left }
  func mainAfter(_ insets: EdgeInsets) -> Double { isVertical ? insets.bottom : insets.right }
  func crossBefore(_ insets: EdgeInsets) -> Double { isVertical ? insets.left : insets.top }
  func crossAfter(_ insets: EdgeInsets) -> Double { isVertical ? insets.right : insets.bottom }

  /// The content size: `mainLength` along the scroll direction, `crossLength` across it.
  func size(mainLength: Double, crossLength: Double) -> CGSize {
    isVertical
      ? CGSize(width: crossLength, height: mainLength)
      : CGSize(width: mainLength, height: crossLength)
  }
}
