import EventStream
import Foundation
import LayoutKit

/// Places the elements' labels so that none overlaps another: each inside its own element where
/// it shows (not under an element drawn above it), in one of its corners, shortened when the
/// whole id does not fit; otherwise in a column right of the view, with a leader line to the
/// element. The topmost elements are placed first. Text widths are estimated from the font size
/// (Helvetica's widest common glyphs are 0.62 of it), so the boxes are never smaller than the
/// text drawn.
struct SVGLabelPlacer {
  /// An element to label, in drawing order (last drawn on top).
  struct Item {
    var id: String
    var frame: CGRect
    var texts: [String]
  }

  /// A placed label: its text, the baseline's start, and, for a moved one, where its leader
  /// line starts on the element.
  struct Label: Equatable {
    var id: String
    var text: String
    var x: Double
    var y: Double
    var leaderFrom: CGPoint?
  }

  static let fontSize = 8.0
  static let height = fontSize + 2

  /// The view's rectangle (content coordinates): labels stay inside it or in the column.
  var view: CGRect
  /// The left edge of the column of moved labels.
  var columnX: Double

  static func width(_ text: String) -> Double { Double(text.count) * fontSize * 0.62 + 2 }

  /// The labels of `items`, in the items' order.
  func place(_ items: [Item]) -> [Label] {
    var taken: [CGRect] = []
    var placed: [Int: Label] = [:]
    var moved: [(index: Int, anchor: CGPoint, text: String)] = []
    for index in items.indices.reversed() {
      let item = items[index]
      let occluders = items[(index + 1)...].map(\.frame)
      if let label = inside(item, avoiding: occluders + taken) {
        taken.append(Self.box(label))
        placed[index] = label
      } else {
        let anchor =
          Self.anchor(of: item.frame.intersection(view), avoiding: occluders)
          ?? CGPoint(x: item.frame.midX, y: item.frame.midY)
        moved.append((index, anchor, item.texts.first ?? item.id))
      }
    }
    // The moved labels stack down the column in the order of their elements' heights.
    var nextY = view.minY + Self.fontSize
    for entry in moved.sorted(by: { ($0.anchor.y, $0.index) < ($1.anchor.y, $1.index) }) {
      let baseline = max(nextY, entry.anchor.y + Self.fontSize / 2 - 1)
      placed[entry.index] = Label(
        id: items[entry.index].id, text: entry.text, x: columnX, y: baseline,
        leaderFrom: entry.anchor)
      nextY = baseline + Self.height
    }
    return items.indices.compactMap { placed[$0] }
  }

  /// Where a leader line starts on an element: the middle of its right edge when nothing drawn
  /// above covers it, else the rightmost uncovered point of a 64 × 16 grid over it (a section
  /// background shows only in the gaps between its cells, 10 points wide in the seed layouts); nil when it is not in the view.
  static func anchor(of visible: CGRect, avoiding occluders: [CGRect]) -> CGPoint? {
    guard !visible.isNull else { return nil }
    // An edge an occluder shares is covered: the leader would point at the occluder.
    func covered(_ point: CGPoint) -> Bool {
      occluders.contains {
        point.x >= $0.minX && point.x <= $0.maxX && point.y >= $0.minY && point.y <= $0.maxY
      }
    }
    let edge = CGPoint(x: visible.maxX, y: visible.midY)
    guard covered(edge) else { return edge }
    for column in (0..<64).reversed() {
      for row in 0..<16 {
        let point = CGPoint(
          x: visible.minX + visible.width * (Double(column) + 0.5) / 64,
          y: visible.minY + visible.height * (Double(row) + 0.5) / 16)
        if !covered(point) { return point }
      }
    }
    return edge
  }

  /// The first corner of `item` (top-left, bottom-left, top-right, bottom-right) where one of
  /// its texts fits inside its frame and the view, clear of `obstacles`.
  func inside(_ item: Item, avoiding obstacles: [CGRect]) -> Label? {
    let frame = item.frame.intersection(view)
    guard !frame.isNull else { return nil }
    for text in item.texts {
      let width = Self.width(text)
      guard width + 2 <= frame.width, Self.height + 2 <= frame.height else { continue }
      let lefts = [frame.minX + 1, frame.maxX - width - 1]
      let tops = [frame.minY + 1, frame.maxY - Self.height - 1]
      let corners = [
        (lefts[0], tops[0]), (lefts[0], tops[1]), (lefts[1], tops[0]), (lefts[1], tops[1]),
      ]
      for (left, top) in corners {
        let box = CGRect(x: left, y: top, width: width, height: Self.height)
        if !obstacles.contains(where: { Self.overlap($0, box) }) {
          return Label(
            id: item.id, text: text, x: left + 1, y: top + Self.fontSize, leaderFrom: nil)
        }
      }
    }
    return nil
  }

  /// Whether two rectangles share some area (rectangles that only touch do not: labels stack
  /// edge to edge).
  static func overlap(_ first: CGRect, _ second: CGRect) -> Bool {
    let common = first.intersection(second)
    return !common.isNull && common.width > 0 && common.height > 0
  }

  /// The rectangle a label's text takes.
  static func box(_ label: Label) -> CGRect {
    CGRect(
      x: label.x - 1, y: label.y - fontSize, width: width(label.text), height: height)
  }

  /// The texts to try for `id`, longest first: the id, then shorter forms down to `S/I`.
  static func texts(for id: String, pinned: Bool) -> [String] {
    let parts = id.split(separator: "/").map(String.init)
    var texts = [pinned ? "\(id) (pinned)" : id]
    if pinned { texts.append(id) }
    if parts.count == 4 {
      texts.append("\(parts[1]) \(parts[2])/\(parts[3])")
      texts.append("\(parts[1].prefix(3)) \(parts[2])/\(parts[3])")
    }
    if parts.count >= 3 { texts.append("\(parts[parts.count - 2])/\(parts[parts.count - 1])") }
    return texts
  }
}
