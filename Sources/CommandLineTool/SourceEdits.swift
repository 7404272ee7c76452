/// Replacements of byte ranges of one file, applied together, so each rewrite can be found on
/// the original text without knowing what the others moved.
struct SourceEdits: Sendable {
  /// One replacement: `range`'s bytes become `text` (an empty range inserts it).
  struct Edit: Sendable {
    var range: Range<Int>
    var text: String
  }

  private(set) var edits: [Edit] = []

  /// Whether nothing is to change.
  var isEmpty: Bool { edits.isEmpty }

  /// Replaces `range` with `text`.
  mutating func replace(_ range: Range<Int>, with text: String) {
    edits.append(Edit(range: range, text: text))
  }

  /// Inserts `text` at byte `offset`, after anything inserted there before.
  mutating func insert(_ text: String, at offset: Int) {
    edits.append(Edit(range: offset..<offset, text: text))
  }

  /// Removes `range`, and with it the spaces and tabs that follow it on its line, so that
  /// removing `@objc` from `@objc func` leaves `func`.
  mutating func delete(_ range: Range<Int>, in bytes: [UInt8]) {
    var end = range.upperBound
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    edits.append(Edit(range: range.lowerBound..<end, text: ""))
  }

  /// `bytes` with every edit applied. A line left with nothing but spaces by deletions (an
  /// attribute alone on its line) is removed whole; an edit overlapping an earlier one is
  /// dropped.
  func applied(to bytes: [UInt8]) -> [UInt8] {
    let ordered = withEmptiedLinesRemoved(bytes).enumerated().sorted { first, second in
      (first.element.range.lowerBound, first.offset)
        < (second.element.range.lowerBound, second.offset)
    }.map(\.element)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var copied = 0
    for edit in ordered where edit.range.lowerBound >= copied {
      result += bytes[copied..<edit.range.lowerBound]
      result += Array(edit.text.utf8)
      copied = edit.range.upperBound
    }
    result += bytes[copied...]
    return result
  }

  /// The edits, each deletion that leaves its line blank widened to the whole line.
  private func withEmptiedLinesRemoved(_ bytes: [UInt8]) -> [Edit] {
    var result: [Edit] = []
    for edit in edits {
      guard edit.text.isEmpty, !edit.range.isEmpty else {
        result.append(edit)
        continue
      }
      var start = edit.range.lowerBound
      while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      var end = edit.range.upperBound
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      let line = start..<end
      let emptied = line.allSatisfy { offset in
        bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
          || edits.contains { $0.text.isEmpty && $0.range.contains(offset) }
      }
      let insertsHere = edits.contains { !$0.text.isEmpty && line.overlapsOrTouches($0.range) }
      if emptied && !insertsHere && end < bytes.count {
        result.append(Edit(range: start..<end + 1, text: ""))
      } else {
        result.append(edit)
      }
    }
    return result
  }
}

extension Range<Int> {
  /// Whether the ranges share a byte, or an empty one sits within or at an end of the other.
  func overlapsOrTouches(_ other: Range<Int>) -> Bool {
    other.lowerBound <= upperBound && lowerBound <= other.upperBound
  }
}
