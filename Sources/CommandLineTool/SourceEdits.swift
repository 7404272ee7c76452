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

  /// The edits, with the deletions that leave their line blank replaced by the whole line's.
  /// Linear in the lines touched and log-linear in the edits, however many share one line.
  private func withEmptiedLinesRemoved(_ bytes: [UInt8]) -> [Edit] {
    let starts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    func line(of offset: Int) -> Int {
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= offset { low = middle + 1 } else { high = middle }
      }
      return low - 1
    }
    var deletions: [Int: [Range<Int>]] = [:]
    var written: Set<Int> = []
    for edit in edits {
      if edit.text.isEmpty && !edit.range.isEmpty {
        deletions[line(of: edit.range.lowerBound), default: []].append(edit.range)
      } else {
        written.insert(line(of: edit.range.lowerBound))
        written.insert(line(of: edit.range.upperBound))
      }
    }
    var emptied: Set<Int> = []
    for (index, ranges) in deletions where !written.contains(index) && index + 1 < starts.count {
      let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
      var next = 0
      var covered = starts[index]
      let isBlank = (starts[index]..<starts[index + 1] - 1).allSatisfy { offset in
        while next < sorted.count, sorted[next].lowerBound <= offset {
          covered = max(covered, sorted[next].upperBound)
          next += 1
        }
        return offset < covered || bytes[offset] == UInt8(ascii: " ")
          || bytes[offset] == UInt8(ascii: "\t")
      }
      if isBlank { emptied.insert(index) }
    }
    var result = edits.filter { edit in
      !(edit.text.isEmpty && emptied.contains(line(of: edit.range.lowerBound)))
    }
    for index in emptied.sorted() {
      result.append(Edit(range: starts[index]..<starts[index + 1], text: ""))
    }
    return result
  }
}
