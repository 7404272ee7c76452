import Foundation

/// A solved boundary supplementary item or decoration: its kind, its frame in layout space and its
/// zIndex.
struct CompositionalElement: Equatable, Sendable {
  let kind: String
  var frame: CGRect
  let zIndex: Int
}
