/// A unified diff of two lists of lines, as `diff -u` prints it.
///
/// Lines are matched without their `"seq":N` prefix, so one event more or less shows as one line
/// added or removed, not as every later line changed because its number moved.
public struct UnifiedDiff: Sendable {
  /// Lines of context around each change.
  public var context = 3
  /// Diff lines (`-`, `+` and context) printed before the rest is summarised in one line.
  public var maximumLines = 60
  /// Whether lines are matched without their `"seq":N` prefix (event streams); off for text
  /// such as Swift source, where that prefix is just text.
  public var matchesWithoutSeq = true

  /// A differ with the default context and length.
  public init() {}

  /// One line of the edit script: `" "`, `"-"` or `"+"`, and its 0-based numbers on each side.
  struct Edit {
    var mark: Character
    var text: Substring
    var old: Int
    var new: Int
  }

  /// The hunks, headed `--- OLD` and `+++ NEW`; empty when the lines are equal.
  public func diff(
    old: [Substring], new: [Substring], oldName: String, newName: String
  ) -> String {
    let edits = Self.edits(old: old, new: new, withoutSeq: matchesWithoutSeq)
    let changed = edits.indices.filter { edits[$0].mark != " " }
    guard let first = changed.first else { return "" }
    var hunks: [Range<Int>] = []
    // The first hunk begins at the first difference: what comes before it matched.
    var start = first
    var end = min(first + context + 1, edits.count)
    for index in changed.dropFirst() {
      if index - context <= end {
        end = min(index + context + 1, edits.count)
      } else {
        hunks.append(start..<end)
        start = index - context
        end = min(index + context + 1, edits.count)
      }
    }
    hunks.append(start..<end)
    var lines = ["--- \(oldName)", "+++ \(newName)"]
    var printed = 0
    for hunk in hunks {
      let slice = edits[hunk]
      let oldCount = slice.filter { $0.mark != "+" }.count
      let newCount = slice.filter { $0.mark != "-" }.count
      let oldStart = (slice.first { $0.mark != "+" }?.old ?? slice[hunk.lowerBound].old) + 1
      let newStart = (slice.first { $0.mark != "-" }?.new ?? slice[hunk.lowerBound].new) + 1
      lines.append(
        "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) "
          + "+\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@")
      for edit in slice {
        guard printed < maximumLines else {
          let rest = changed.filter { $0 >= hunk.lowerBound }.count
          lines.append("... (\(rest) more changed lines not shown)")
          return lines.joined(separator: "\n") + "\n"
        }
        lines.append("\(edit.mark)\(edit.text)")
        printed += 1
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The edit script: removals before insertions at the same place, context between.
  static func edits(old: [Substring], new: [Substring], withoutSeq: Bool = true) -> [Edit] {
    let key = withoutSeq ? Self.withoutSeq : { $0 }
    let difference = new.map(key).difference(from: old.map(key))
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var edits: [Edit] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed.contains(oldIndex) {
        edits.append(Edit(mark: "-", text: old[oldIndex], old: oldIndex, new: newIndex))
        oldIndex += 1
      } else if newIndex < new.count, inserted.contains(newIndex) || oldIndex >= old.count {
        edits.append(Edit(mark: "+", text: new[newIndex], old: oldIndex, new: newIndex))
        newIndex += 1
      } else if oldIndex < old.count, newIndex < new.count {
        edits.append(Edit(mark: " ", text: old[oldIndex], old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      } else {
        edits.append(Edit(mark: "-", text: old[oldIndex], old: oldIndex, new: newIndex))
        oldIndex += 1
      }
    }
    return edits
  }

  /// The line without its leading `{"seq":N,`.
  static func withoutSeq(_ line: Substring) -> Substring {
    guard line.hasPrefix("{\"seq\":"), let comma = line.firstIndex(of: ",") else { return line }
    return line[comma...]
  }
}
