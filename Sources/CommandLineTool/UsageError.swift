/// A command line that cannot be run: the message names the bad argument, and the tool exits 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, without the `scrollsim: ` prefix.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
