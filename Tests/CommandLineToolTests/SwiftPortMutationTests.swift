import Foundation
import SeededRandom
import Testing

@testable import CommandLineTool

/// Bad input never traps `scrollsim port`: seeded mutations of the masonry fixture (bytes
/// deleted, duplicated or replaced by the characters Swift's grammar turns on) are each either
/// refused with a place inside the file or ported.
@Suite struct SwiftPortMutationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "ScrollSimCLITests/PortFixtures/PinterestLayout.swift.txt")

  /// The characters that open or close what the tokenizer tracks.
  static let grammar = Array("\"#\\()[]{}/*?@`\n".utf8)

  @Test func mutatedFilesAreRefusedOrPortedNeverATrap() throws {
    let original = Array(try Data(contentsOf: Self.fixture))
    var random = SeededGenerator(seed: 21)
    var refused = 0
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let offset = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: offset)
        case 1: bytes.insert(bytes[offset], at: offset)
        default: bytes[offset] = Self.grammar.randomElement(using: &random) ?? 0x20
        }
      }
      switch PortCommand.source(file: "F.swift", bytes: bytes) {
      case .success(let source):
        let result = SwiftPortRewriter.port([source])
        #expect(result.count == 1)
      case .failure(let error):
        refused += 1
        let place = error.message.dropFirst("F.swift:".count).prefix { $0 != " " }
        let numbers = place.split(separator: ":").compactMap { Int($0) }
        #expect(numbers.count == 2 && numbers.allSatisfy { $0 >= 1 }, "\(error.message)")
      }
    }
    // Most mutations break a string, a comment or a bracket; some leave readable Swift.
    #expect(refused > 0 && refused < 300)
  }
}
