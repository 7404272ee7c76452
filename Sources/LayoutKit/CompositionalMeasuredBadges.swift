import Foundation

/// The sizes self-sizing measured for a section's badges, by item and kind, and how much further
/// than solved they reach. A class: a section holds one reference, none until a badge is
/// measured.
final class CompositionalMeasuredBadges: Sendable {
  let sizes: [Int: [String: CGSize]]
  let reach: Double

  init(sizes: [Int: [String: CGSize]], reach: Double) {
    self.sizes = sizes
    self.reach = reach
  }
}
