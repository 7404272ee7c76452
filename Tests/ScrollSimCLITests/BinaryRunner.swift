import Foundation

/// Runs the built `scrollsim` binary, as a user would.
struct BinaryRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    /// stdout's lines: one event each for `replay`.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  /// The package root, from this file's place in Tests/ScrollSimCLITests.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The binary beside the test bundle (swift test builds it: the test target depends on it).
  static var binary: URL { product("scrollsim") }

  /// The executable `name` beside the test bundle, or in the debug build folder.
  static func product(_ name: String) -> URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = products.appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/\(name)")
  }

  /// The variables `check` reads, which the tests set themselves rather than inherit from CI.
  static let checkVariables = [
    "CI", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE",
  ]

  /// Runs `scrollsim ARGUMENTS` in the package root, with `environment` in place of the
  /// variables `check` reads.
  /// `input` is written to its standard input; `stdoutPath` receives its standard output in
  /// place of a pipe (then `stdout` is empty). `executable` runs in place of `scrollsim`.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: Data? = nil,
    stdoutPath: String? = nil, executable: URL = binary
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for name in checkVariables { variables[name] = nil }
    process.environment = variables.merging(environment) { $1 }
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    if let stdoutPath {
      process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
    } else {
      process.standardOutput = out
    }
    process.standardError = err
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    if let input {
      inPipe.fileHandleForWriting.write(input)
      try inPipe.fileHandleForWriting.close()
    }
    // Without the pipe as its stdout, nothing but this process holds the pipe open: no read.
    let outData = stdoutPath == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Writes `yaml` to a temporary scenario named `name` and runs `scrollsim replay` on it.
  static func replay(_ yaml: String, name: String) throws -> Output {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-\(name).yaml")
    try yaml.write(to: path, atomically: true, encoding: .utf8)
    return try run(["replay", path.path])
  }
}
