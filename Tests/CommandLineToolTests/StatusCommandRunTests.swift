import Foundation
import Testing

@testable import CommandLineTool

/// `scrollsim status` in this process, against a stand-in server on a Unix socket that reads the
/// request line and answers with a given text.
@Suite struct StatusCommandRunTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let answer: String
    let status: Int32
    let out: String
    let err: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a status line is printed as it came",
      answer: "{\"status\":\"serving\",\"uptime\":1.5}\n", status: 0,
      out: "{\"status\":\"serving\",\"uptime\":1.5}\n", err: ""),
    Case(
      name: "an answer without its line break is no status", answer: "{\"status\":\"serving\"}",
      status: 2, out: "", err: "scrollsim: the server at SOCKET gave no status\n"),
    Case(
      name: "an answer that is not an object is no status", answer: "busy\n", status: 2, out: "",
      err: "scrollsim: the server at SOCKET gave no status\n"),
    Case(
      name: "an empty answer is no status", answer: "", status: 2, out: "",
      err: "scrollsim: the server at SOCKET gave no status\n"),
  ]

  @Test(arguments: cases)
  func theServersAnswerIsCheckedAndPrinted(_ c: Case) throws {
    let path = "/tmp/scrollsim-status-\(UUID().uuidString.prefix(8)).sock"
    let listener = try #require(Self.listen(at: path))
    defer {
      close(listener)
      unlink(path)
    }
    let request = Self.answerOnce(listener, with: c.answer)
    var options = StatusOptions()
    options.server = path
    var out = ""
    var err = ""
    let status = StatusCommand(options: options).run(
      printOut: { out += $0 }, printError: { err += $0 })
    #expect(status == c.status)
    #expect(out == c.out)
    #expect(err == c.err.replacingOccurrences(of: "SOCKET", with: path))
    #expect(request.value == StatusOptions.request)
  }

  @Test func aServerThatIsNotThereIsStatus2() {
    var options = StatusOptions()
    options.server = "/tmp/scrollsim-status-nobody-\(UUID().uuidString.prefix(8)).sock"
    var out = ""
    var err = ""
    let status = StatusCommand(options: options).run(
      printOut: { out += $0 }, printError: { err += $0 })
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err.hasPrefix("scrollsim: cannot reach the server: cannot connect to "))
  }

  /// What the stand-in server read, once it has answered.
  final class Received: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var text = ""
    func finish(_ received: String) {
      text = received
      done.signal()
    }
    var value: String {
      done.wait()
      return text
    }
  }

  /// A listening Unix socket at `path`, or nil.
  static func listen(at path: String) -> Int32? {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { bytes in
      for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, 1) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Accepts one connection on another thread, reads its request line and answers `answer`.
  static func answerOnce(_ listener: Int32, with answer: String) -> Received {
    let received = Received()
    Thread.detachNewThread {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return received.finish("") }
      var request: [UInt8] = []
      var byte: UInt8 = 0
      while request.last != UInt8(ascii: "\n"), read(connection, &byte, 1) == 1 {
        request.append(byte)
      }
      _ = Array(answer.utf8).withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
      close(connection)
      received.finish(String(decoding: request, as: UTF8.self))
    }
    return received
  }
}
