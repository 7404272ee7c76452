import Foundation

/// The baseline of the prepare figure: a preallocated array of frames, written as a grid layout
/// places items (the line and column of each, from a run-time count per line, so the arithmetic
/// is done as a layout does it rather than folded away), and nothing else.
final class FrameRecords {
  private var frames: [CGRect]
  private let perLine: Int
  private let itemSize: CGSize
  private let pitch: Double

  init(count: Int, perLine: Int = 3, itemSize: CGSize = CGSize(width: 120, height: 120)) {
    frames = Array(repeating: .zero, count: count)
    self.perLine = perLine
    self.itemSize = itemSize
    pitch = itemSize.width + 10
  }

  func writeSeconds() -> Double {
    let elapsed = cpuSeconds {
      for index in frames.indices {
        let (line, column) = index.quotientAndRemainder(dividingBy: perLine)
        frames[index] = CGRect(
          origin: CGPoint(x: 10 + Double(column) * pitch, y: 50 + Double(line) * pitch),
          size: itemSize)
      }
    }
    keep(frames)
    return elapsed
  }
}
