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

  /// An error at the given place. A message quotes the scenario's own text (a key, a kind, a
  /// name), which a quoted or folded scalar can break over lines; line breaks are written as
  /// escapes (`\n`), so that the error stays the one line the format promises.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = Self.oneLine(message)
  }

  /// `text` with every line break escaped as Swift writes it (`\n`, `\r`, `\u{2028}`).
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.unicodeScalars.map { scalar in
      Character(scalar).isNewline ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }

  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
