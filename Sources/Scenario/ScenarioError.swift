/// A scenario that cannot be read: where and why, printed as `FILE:LINE:COLUMN: error: MESSAGE`.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as named on the command line.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// An error at the given place.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
