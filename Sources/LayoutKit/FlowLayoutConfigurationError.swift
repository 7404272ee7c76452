/// A flow-layout configuration UIKit refuses (it asserts or misbehaves); the layout reports it
/// and lays out nothing rather than trapping.
public struct FlowLayoutConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, UIKit's text where UIKit has one.
  public var message: String

  /// An error with the given message.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
