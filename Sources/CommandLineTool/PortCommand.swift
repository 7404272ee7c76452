import EventStream
import Foundation

/// `scrollsim port FILE.swift...`: the mechanical rewrites of `SwiftPortRewriter`, printed as a
/// unified diff and, with `--write`, made to the files.
public struct PortCommand {
  /// The options.
  public var options: PortOptions

  /// The command for `options`.
  public init(options: PortOptions) { self.options = options }

  /// Ports the files: 0 when they were ported or had nothing to port, 2 when one cannot be read
  /// (nothing is printed or written then), 3 when a file cannot be written.
  public func run(printOut: (String) -> Void, printError: (String) -> Void) -> Int32 {
    var sources: [SwiftSource] = []
    var unreadable = false
    for file in options.files {
      switch Self.read(file) {
      case .success(let source): sources.append(source)
      case .failure(let message):
        printError(message.message + "\n")
        unreadable = true
      }
    }
    if unreadable { return 2 }
    let results = SwiftPortRewriter.port(sources)
    for result in results {
      for note in result.notes { printError(note + "\n") }
      guard result.ported != result.original else { continue }
      printOut(Self.diff(result))
    }
    guard options.write else { return 0 }
    for result in results where result.ported != result.original {
      do {
        try Data(result.ported).write(to: URL(fileURLWithPath: result.file), options: .atomic)
      } catch {
        printError("scrollsim: cannot write '\(result.file)': \(error.localizedDescription)\n")
        return 3
      }
    }
    return 0
  }

  /// A message that a file cannot be ported, `FILE:LINE:COLUMN: error: MESSAGE`.
  struct Unreadable: Error {
    var message: String
  }

  /// The file read as Swift, or why it cannot be.
  static func read(_ file: String) -> Result<SwiftSource, Unreadable> {
    guard let data = FileManager.default.contents(atPath: file) else {
      let reason = FileManager.default.fileExists(atPath: file) ? "not readable" : "no such file"
      return .failure(Unreadable(message: "\(file):1:1: error: cannot read the file: \(reason)"))
    }
    return source(file: file, bytes: Array(data))
  }

  /// `bytes` read as the Swift file `file`, or why they cannot be.
  static func source(file: String, bytes: [UInt8]) -> Result<SwiftSource, Unreadable> {
    if String(validating: bytes, as: UTF8.self) == nil {
      return .failure(Unreadable(message: "\(file):1:1: error: the file is not UTF-8 text"))
    }
    do {
      return .success(try SwiftSource(file: file, bytes: bytes))
    } catch {
      let place = SwiftSource.place(of: error.offset, in: bytes)
      return .failure(
        Unreadable(message: "\(file):\(place.line):\(place.column): error: \(error.message)"))
    }
  }

  /// The unified diff of a ported file, both sides named as the file (so `patch -p0` applies
  /// it), every changed line shown.
  static func diff(_ result: SwiftPortRewriter.FileResult) -> String {
    var differ = UnifiedDiff()
    differ.maximumLines = .max
    differ.matchesWithoutSeq = false
    return differ.diff(
      old: lines(result.original), new: lines(result.ported), oldName: result.file,
      newName: result.file)
  }

  /// The lines of a file, without the empty one after its last line break.
  static func lines(_ bytes: [UInt8]) -> [Substring] {
    var lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
