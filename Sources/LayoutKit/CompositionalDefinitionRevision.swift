import Synchronization

/// Counts the changes made to compositional layout definitions (items, groups, sections, their
/// supplementary, boundary and decoration items, orthogonal scrolling properties): every setter
/// of those classes advances it. A section solved at one revision and handed out again unchanged
/// at the same revision has the same shape, so a prepare() whose section provider returns one
/// section object for many sections solves it once, and self-sizing keeps a section's solved
/// group while nothing changed (docs/compositional-layout.md, "The layout").
///
/// One count for every definition in the process: a change anywhere, on any thread, only makes
/// the next check solve again, never keeps a stale shape.
enum CompositionalDefinitionRevision {
  private static let counter = Atomic<Int>(0)

  /// The revision now.
  static var current: Int { counter.load(ordering: .relaxed) }

  /// Records that a definition changed.
  static func advance() { counter.wrappingAdd(1, ordering: .relaxed) }
}
