/// Source that `scrollsim port` cannot read as Swift, at a byte offset that
/// messages give as `FILE:LINE:COLUMN` (1-based, the column in bytes).
struct SwiftSourceError: Error, Equatable, Sendable {
  /// The byte offset where the problem starts.
  var offset: Int
  /// What is wrong.
  var message: String
}
