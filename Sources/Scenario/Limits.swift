/// Bounds on what a scenario may ask for, so that a typo (a count or a duration a thousand times
/// too large) is a readable error rather than a process that runs out of memory or never ends.
enum Limits {
  /// Items in all sections of the data (each costs a frame of 32 bytes in the flow layout).
  static let items = 10_000_000
  /// Display ticks per second.
  static let frameRate = 1_000
  /// Display ticks one `wait` step may let pass.
  static let frames = 10_000_000
  /// Seconds of a `wait`, an animation or a drag.
  static let seconds = 100_000.0
}
