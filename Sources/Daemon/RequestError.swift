/// A request line that cannot be read: where (column on the line, counted in characters) and why.
public struct RequestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based column on the request line.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// `<request-line>:1:COLUMN: error: MESSAGE`, the shape of the scenario errors.
  public var description: String { "\(Request.lineName):1:\(column): error: \(message)" }
}
