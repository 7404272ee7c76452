/// The replay's clock: display ticks at the scenario's frame rate, never wall time.
public final class VirtualClock {
  /// Display ticks per second.
  public let frameRate: Int
  // `@exclusivity(unchecked)`: as CollectionViewLayout's own state (why: there); every event
  // is stamped with it.
  /// The current display tick (0 at start).
  @exclusivity(unchecked) public private(set) var frame = 0

  /// A clock at tick 0.
  public init(frameRate: Int) { self.frameRate = max(1, frameRate) }

  /// Seconds since the scenario started.
  public var time: Double { Double(frame) / Double(frameRate) }

  /// The length of one tick in seconds.
  public var tickInterval: Double { 1 / Double(frameRate) }

  /// Advances one display tick.
  public func advance() { frame += 1 }

  /// The number of ticks `seconds` lasts, rounded to the nearest tick.
  public func ticks(for seconds: Double) -> Int {
    max(0, Int((seconds * Double(frameRate)).rounded()))
  }
}
