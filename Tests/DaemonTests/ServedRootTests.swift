import CDaemonSystem
import Foundation
import Testing

@testable import Daemon

/// `--root`: which paths open and which are refused, with openat2(2) and with the component walk
/// that stands in for it on older kernels, and a rename race that must never lead outside.
@Suite(.serialized) struct ServedRootTests {
  /// A root with a file, a subdirectory, links that stay inside and links that lead out, beside
  /// an outside directory holding a file of the same name.
  final class Tree {
    let base: String
    var root: String { base + "/root" }
    var outside: String { base + "/outside" }

    init() throws {
      base = try ServerProcess.temporaryDirectory()
      let manager = FileManager.default
      for folder in [root + "/d/e", outside] {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      for (path, text) in [
        (root + "/a.yaml", "inside a"), (root + "/d/b.yaml", "inside b"),
        (root + "/d/e/c.yaml", "inside c"), (outside + "/b.yaml", "OUTSIDE"),
        (outside + "/a.yaml", "OUTSIDE"),
      ] {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
      }
      for (link, target) in [
        ("/in-link", "d"), ("/out-link", "../outside"), ("/abs-link", outside),
        ("/d/up-link", "../a.yaml"), ("/dev-link", "/dev/zero"),
      ] {
        try manager.createSymbolicLink(atPath: root + link, withDestinationPath: target)
      }
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    /// The text of the file at `path` as the server reads it, or `refused: MESSAGE`.
    func read(_ path: String, in served: ServedRoot) -> String {
      do {
        let bytes = try served.read(path, displayName: "f", limit: 1000)
        return String(decoding: bytes, as: UTF8.self)
      } catch {
        return "refused: \(error.message)"
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The path (`ROOT` and `OUT` stand for the two directories).
    let path: String
    /// What is read with openat2, and with the component walk.
    let beneath: String
    let walked: String
    var testDescription: String { name }

    init(_ name: String, _ path: String, _ both: String) {
      self.init(name, path, beneath: both, walked: both)
    }

    init(_ name: String, _ path: String, beneath: String, walked: String) {
      self.name = name
      self.path = path
      self.beneath = beneath
      self.walked = walked
    }
  }

  static let outside = "refused: the file is outside the directory the server serves (--root)"
  static let link =
    "refused: the path goes through a symbolic link, which the server does not follow on this "
    + "system (--root)"
  static let unreadable = "refused: cannot read the file"

  static let cases: [Case] = [
    Case("a file in the root", "ROOT/a.yaml", "inside a"),
    Case("a file two levels down", "ROOT/d/e/c.yaml", "inside c"),
    Case("dot and dot-dot that stay inside", "ROOT/d/./e/../b.yaml", "inside b"),
    Case("dot-dot out of the root", "ROOT/d/../../outside/b.yaml", outside),
    Case("an absolute path outside", "OUT/b.yaml", outside),
    Case("the root's own name", "ROOT", unreadable),
    Case("a directory", "ROOT/d/", unreadable),
    Case("a missing file", "ROOT/none.yaml", unreadable),
    Case(
      "a link to a directory inside", "ROOT/in-link/b.yaml", beneath: "inside b", walked: link),
    Case("a relative link to a file inside", "ROOT/d/up-link", beneath: "inside a", walked: link),
    Case("a relative link out", "ROOT/out-link/b.yaml", beneath: outside, walked: link),
    Case("an absolute link out", "ROOT/abs-link/b.yaml", beneath: outside, walked: link),
    Case("a device, by a link out", "ROOT/dev-link", beneath: outside, walked: link),
  ]

  @Test(arguments: cases)
  func opensOnlyInsideTheRoot(_ c: Case) throws {
    let tree = try Tree()
    let path = c.path.replacingOccurrences(of: "ROOT", with: tree.root)
      .replacingOccurrences(of: "OUT", with: tree.outside)
    let beneath = try ServedRoot(path: tree.root)
    if beneath.resolvesBeneath {
      #expect(tree.read(path, in: beneath) == c.beneath, "openat2")
    }
    #expect(tree.read(path, in: try ServedRoot(path: tree.root, walkOnly: true)) == c.walked)
  }

  @Test func relativePathsStartFromTheWorkingDirectory() throws {
    let served = try ServedRoot(path: nil)
    #expect(served.relativePath("Scenarios/a.yaml") == "Scenarios/a.yaml")
    #expect(served.relativePath(FileManager.default.currentDirectoryPath) == ".")
    #expect(served.relativePath("/etc/hostname") == nil)
    let everything = try ServedRoot(path: "/")
    #expect(everything.relativePath("/etc/hostname") == "etc/hostname")
  }

  /// Swaps a directory inside the root with a link to the outside directory as fast as it can,
  /// while the same inside path is opened again and again: with openat2 and with the walk, no
  /// open may ever reach the outside file. `requests` opens for each (10,000 measured by hand).
  @Test func aRenameRaceNeverLeadsOutside() throws {
    let requests = 10_000
    let tree = try Tree()
    try FileManager.default.createSymbolicLink(
      atPath: tree.root + "/swap", withDestinationPath: tree.outside)
    let swapper = Swapper(tree.root + "/d", tree.root + "/swap")
    guard swapper.exchangeOnce() else {
      Issue.record("renameat2(RENAME_EXCHANGE) is not available: \(errno)")
      return
    }
    swapper.start()
    defer { swapper.stop() }
    var walkers = [try ServedRoot(path: tree.root, walkOnly: true)]
    let beneath = try ServedRoot(path: tree.root)
    if beneath.resolvesBeneath { walkers.append(beneath) }
    for served in walkers {
      var tally: [String: Int] = [:]
      for _ in 0..<requests {
        tally[tree.read(tree.root + "/d/b.yaml", in: served), default: 0] += 1
      }
      #expect(tally["OUTSIDE"] == nil, "\(tally)")
      // The race did happen: some opens found the link in place.
      #expect(tally["inside b"] ?? 0 > 0 && tally.count > 1, "\(tally)")
    }
  }

  /// The same race through `scrollsim serve --root`: each response is the inside scenario's
  /// stream or a refusal, never the outside one's (a smaller count, each being a replay).
  @Test func aRenameRaceThroughTheServerNeverServesTheOutsideFile() throws {
    let tree = try Tree()
    let scenario =
      "collectionView: {size: [100, 100]}\nlayout: {kind: flow}\ndata: {sections: [2]}\n"
      + "steps: []\n"
    try ("name: inside-file\n" + scenario).write(
      toFile: tree.root + "/d/race.yaml", atomically: false, encoding: .utf8)
    try ("name: outside-secret\n" + scenario).write(
      toFile: tree.outside + "/race.yaml", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root + "/swap", withDestinationPath: tree.outside)
    let server = try ServerProcess(["--root", tree.root])
    let request = ReplayRequest(source: .path(tree.root + "/d/race.yaml")).jsonLine
    let inside = try server.exchange(request)
    #expect(inside.contains(#""name":"inside-file""#))
    let swapper = Swapper(tree.root + "/d", tree.root + "/swap")
    swapper.start()
    var tally: [String: Int] = [:]
    for _ in 0..<10 {
      let responses = try ServerProcess.exchange(
        Array(repeating: request, count: 30), address: .unix(path: server.socket))
      for response in responses {
        let key =
          response == inside
          ? "inside" : response.contains("outside-secret") ? "OUTSIDE" : "refused"
        tally[key, default: 0] += 1
        if key == "refused" { #expect(response.hasPrefix(#"{"seq":1,"#), "\(response)") }
      }
    }
    swapper.stop()
    #expect(tally["OUTSIDE"] == nil, "\(tally)")
    #expect(tally["inside", default: 0] > 0, "\(tally)")
    #expect(server.stop() == 0)
  }

  /// A thread exchanging two paths with renameat2 until stopped.
  final class Swapper: @unchecked Sendable {
    private let first: String
    private let second: String
    private let lock = NSLock()
    private var running = true
    private let done = DispatchSemaphore(value: 0)

    init(_ first: String, _ second: String) {
      self.first = first
      self.second = second
    }

    func exchangeOnce() -> Bool {
      scrollsim_rename_exchange(AT_FDCWD, first, AT_FDCWD, second) == 0
    }

    func start() {
      Thread.detachNewThread { [self] in
        while lock.withLock({ running }) { _ = exchangeOnce() }
        done.signal()
      }
    }

    func stop() {
      lock.withLock { running = false }
      done.wait()
    }
  }
}
