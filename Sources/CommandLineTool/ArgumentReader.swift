/// Splits a command line into options and operands the way git and swift-argument-parser do:
/// `--name value` and `--name=value` are the same, `--` ends the options, and `-` alone is an
/// operand (standard input).
public struct ArgumentReader {
  /// One argument.
  public enum Argument: Equatable, Sendable {
    /// `--name` or `-n`, without any `=value`.
    case option(String)
    /// A file name, `-`, or anything after `--`.
    case operand(String)
  }

  private var rest: ArraySlice<String>
  private var pendingValue: String?
  private var optionsEnded = false

  /// `arguments` with each `--name=value` before `--` split into `--name value`, for a parser
  /// that reads only the spaced form (`serve`'s).
  public static func splittingInlineValues(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var ended = false
    for argument in arguments {
      if argument == "--" { ended = true }
      guard !ended, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        result.append(argument)
        continue
      }
      result.append(String(argument[..<equals]))
      result.append(String(argument[argument.index(after: equals)...]))
    }
    return result
  }

  /// A reader over `arguments` (the subcommand's, without its name).
  public init(_ arguments: [String]) { rest = arguments[...] }

  /// The next argument, or nil at the end.
  public mutating func next() -> Argument? {
    pendingValue = nil
    guard let argument = rest.popFirst() else { return nil }
    if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
    if argument == "--" {
      optionsEnded = true
      return next()
    }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      pendingValue = String(argument[argument.index(after: equals)...])
      return .option(String(argument[..<equals]))
    }
    return .option(argument)
  }

  /// The value of the option just read: after `=`, or the next argument. With
  /// `negativeNumbers`, a next argument such as `-1` is a value, not an option.
  public mutating func value(
    for option: String, meaning: String, negativeNumbers: Bool = false
  ) throws(UsageError) -> String {
    if let pendingValue {
      self.pendingValue = nil
      return pendingValue
    }
    let isNumber = negativeNumbers && rest.first.map { Double($0) != nil } == true
    guard let value = rest.first,
      optionsEnded || value == "-" || isNumber || !value.hasPrefix("-")
    else {
      throw UsageError("\(option) needs a value: \(meaning)")
    }
    rest.removeFirst()
    return value
  }

  /// Refuses `--flag=value` for an option that takes no value.
  public func noValue(for option: String) throws(UsageError) {
    if pendingValue != nil { throw UsageError("\(option) takes no value") }
  }
}
