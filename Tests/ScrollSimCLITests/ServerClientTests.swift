import Foundation
import Testing

/// A `scrollsim serve` of its own on a temporary socket, stopped with SIGTERM.
final class TestServer {
  let socket: String
  private let process = Process()

  /// Starts a server with `arguments` after `--socket` and waits for it to listen.
  init(_ arguments: [String] = []) throws {
    socket =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "scrollsim-client-\(UUID().uuidString.prefix(8)).sock"
      ).path
    process.executableURL = BinaryRunner.binary
    process.arguments = ["serve", "--socket", socket] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The server announces the socket once it listens.
    _ = out.fileHandleForReading.availableData
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
    unlink(socket)
  }
}

/// `replay --server`: its output fails as `replay`'s does, and a request the server would refuse
/// for its size is refused before it is sent.
@Suite(.serialized) struct ServerClientTests {
  @Test(arguments: OutputFailureTests.modes)
  func theClientEndsAsItsOutputFails(_ mode: OutputFailureTests.Mode) throws {
    let server = try TestServer()
    for format in ["jsonl", "text"] {
      let ending = try SpawnedProcess.run(
        ["replay", "--server", server.socket, "--format", format, OutputFailureTests.scenario],
        stdout: mode.stdout, stderr: mode.stderr)
      #expect(ending == mode.expected, "\(format)")
    }
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The server's options.
    var server: [String]
    /// Where the scenario is written, relative to the package root (a fixed length, so the
    /// request's is known).
    var path: String
    /// The scenario's size in bytes.
    var bytes: Int
    var stderr: String
    var testDescription: String { name }
  }

  /// A scenario of `bytes` bytes: a 116-byte header, then 25-byte `scroll` steps, then a comment
  /// of `#` to make up the rest.
  static func scenario(bytes: Int) -> String {
    let header = """
      name: big
      collectionView: {size: [320, 200]}
      layout: {kind: flow, itemSize: [100, 50]}
      data: {sections: [1]}
      steps:

      """
    let step = "  - scroll: {to: [0, 1]}\n"
    let steps = (bytes - header.utf8.count) / step.utf8.count
    let text = header + String(repeating: step, count: steps)
    return text + String(repeating: "#", count: bytes - text.utf8.count)
  }

  static let sizes: [SizeCase] = [
    // 1,100,000 bytes: 116 of header, 43,995 steps, 9 of comment; 44,000 newlines, each escaped
    // as two bytes in {"scenario":"...","file":".build/scrollsim-big-1.yaml"}, whose other
    // bytes are 25 + the path's 27: 1,100,000 + 44,000 + 52 = 1,144,052.
    SizeCase(
      name: "over the default limit, refused before sending", server: [],
      path: ".build/scrollsim-big-1.yaml", bytes: 1_100_000,
      stderr:
        ".build/scrollsim-big-1.yaml:1:1: error: the request is 1144052 bytes, longer than the "
        + "server's limit of 1048576 bytes (--max-request-bytes)\n"),
    // Under the default, so sent: a server started with a lower limit refuses it, and the client
    // reads why although the server closed the connection before reading the whole request.
    SizeCase(
      name: "over a lower server limit, refused by the server",
      server: ["--max-request-bytes", "1000"], path: ".build/scrollsim-big-2.yaml",
      bytes: 500_000,
      stderr:
        "<request-line>:1:1: error: the request is longer than the server's limit of 1000 bytes "
        + "(--max-request-bytes)\n"),
  ]

  @Test(arguments: sizes)
  func aRequestOverTheSizeLimitIsRefusedWithItsMessage(_ c: SizeCase) throws {
    let server = try TestServer(c.server)
    let path = BinaryRunner.packageRoot.appendingPathComponent(c.path).path
    let text = Self.scenario(bytes: c.bytes)
    #expect(text.utf8.count == c.bytes)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { unlink(path) }
    let result = try BinaryRunner.run(["replay", "--server", server.socket, c.path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == c.stderr)
  }
}
