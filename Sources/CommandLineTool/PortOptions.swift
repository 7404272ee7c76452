/// What `scrollsim port` was asked to do: which Swift files, and whether to rewrite them.
public struct PortOptions: Equatable, Sendable {
  /// The Swift files, ported together.
  public var files: [String] = []
  /// `--write` or `-i`: rewrite the files in place (the diff is printed all the same).
  public var write = false
  /// `--help`.
  public var help = false

  /// No files yet.
  public init() {}

  /// Reads `arguments` (after `port`).
  public static func parse(_ arguments: [String]) throws(UsageError) -> PortOptions {
    var options = PortOptions()
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case .option("--help"), .option("-h"): options.help = true
      case .option("--write"), .option("-i"):
        try reader.noValue(for: "--write")
        options.write = true
      case .option(let name): throw UsageError("unknown option '\(name)' for port")
      case .operand("-"): throw UsageError("port reads files, not standard input")
      case .operand(let file): options.files.append(file)
      }
    }
    if !options.help && options.files.isEmpty {
      throw UsageError("port needs a Swift file")
    }
    return options
  }
}
