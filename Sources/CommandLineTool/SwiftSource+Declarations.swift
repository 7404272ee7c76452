/// The few declaration shapes `scrollsim port` reads, over a file's code tokens: a
/// declaration's attributes and modifiers, a parameter list's labels, an inheritance list, a
/// type that runs to the next member.
extension SwiftSource {
  /// The modifiers that may stand before a declaration's keyword.
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "class", "optional", "mutating", "nonmutating", "override", "required", "convenience",
    "dynamic", "lazy", "weak", "unowned", "indirect", "nonisolated", "prefix", "postfix",
    "infix", "distributed",
  ]

  /// The words that begin a member of a type or protocol body.
  static let memberKeywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "associatedtype", "typealias", "case",
    "class", "struct", "enum", "protocol", "extension", "actor",
  ]

  /// The first code token of the declaration whose keyword is at `keyword`: its attributes
  /// (with their arguments) and modifiers (with `(set)`), walking back.
  func declarationStart(keyword: Int) -> Int {
    var start = keyword
    while start > 0 {
      let previous = start - 1
      if code[previous].kind == .attribute {
        start = previous
      } else if code[previous].kind == .identifier, Self.modifiers.contains(text(previous)) {
        start = previous
      } else if isSymbol(previous, ")"), let open = opener[previous], open > 0,
        code[open - 1].kind == .attribute || Self.modifiers.contains(text(open - 1))
      {
        start = open - 1
      } else {
        break
      }
    }
    return start
  }

  /// The attribute names (`@objc`) and modifier words among code tokens `range`.
  func words(in range: Range<Int>) -> [String] {
    range.filter { code[$0].kind == .attribute || code[$0].kind == .identifier }.map(text)
  }

  /// The external labels of the parameter list or argument list opened at `open`, each nil
  /// for `_` or an unlabelled argument. For a declaration (`parameters`), the first name is the
  /// label; for a call, a name followed by `:` is.
  func labels(open: Int, parameters: Bool) -> [String?] {
    guard let close = closer[open], close > open + 1 else { return [] }
    var labels: [String?] = []
    var start = open + 1
    var index = open + 1
    while index <= close {
      if index == close || isSymbol(index, ",") {
        labels.append(label(of: start..<index, parameter: parameters))
        start = index + 1
      }
      index = closer[index].map { $0 + 1 } ?? index + 1
    }
    return labels
  }

  private func label(of argument: Range<Int>, parameter: Bool) -> String? {
    guard let first = argument.first, code[first].kind == .identifier else { return nil }
    let name = text(first)
    if parameter { return name == "_" ? nil : name.trimmingBackticks }
    return isSymbol(first + 1, ":") ? name.trimmingBackticks : nil
  }

  /// `name(first:_:)`, Swift's full name of a function with these labels.
  static func fullName(_ name: String, labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// The entries of an inheritance list starting after the `:` at `colon`, each a range of
  /// code tokens, and the index of what ends it (the body's `{` or `where`).
  func inheritance(afterColon colon: Int) -> (entries: [Range<Int>], end: Int) {
    var entries: [Range<Int>] = []
    var start = colon + 1
    var index = colon + 1
    while index < code.count, !isSymbol(index, "{"), !isWord(index, "where") {
      if isSymbol(index, ",") {
        entries.append(start..<index)
        start = index + 1
      }
      index = closer[index].map { $0 + 1 } ?? index + 1
    }
    if start < index { entries.append(start..<index) }
    return (entries, index)
  }

  /// The text of code tokens `range` as written (spaces between them kept).
  func text(of range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return text(bytes: code[first].range.lowerBound..<code[last].range.upperBound)
  }

  /// The last code token of a type that starts at `start` and runs until what begins the
  /// next member, a `{`, a `where`, or `limit` (the enclosing body's `}`).
  func typeEnd(from start: Int, limit: Int) -> Int {
    var index = start
    var last = start
    while index < limit {
      let word = code[index].kind == .identifier ? text(index) : ""
      let beginsMember =
        code[index].kind == .attribute || Self.memberKeywords.contains(word)
        || (Self.modifiers.contains(word) && index > start) || word == "where"
      if beginsMember || isSymbol(index, "{") || isSymbol(index, ";") || isSymbol(index, "=") {
        break
      }
      last = closer[index] ?? index
      index = last + 1
    }
    return last
  }

  /// The edit that makes the type at code tokens `range` Optional: `T` becomes `T?`, `T!`
  /// becomes `T?`, and a function, composition or opaque type is wrapped, `(() -> T)?`.
  func optionalizing(_ range: ClosedRange<Int>, into edits: inout SourceEdits) {
    let last = code[range.upperBound]
    if isSymbol(range.upperBound, "?") { return }
    if isSymbol(range.upperBound, "!") {
      edits.replace(last.range, with: "?")
      return
    }
    let compound = isCompound(range)
    if compound { edits.insert("(", at: code[range.lowerBound].range.lowerBound) }
    edits.insert(compound ? ")?" : "?", at: last.range.upperBound)
  }

  /// The text of the type at code tokens `range`, made Optional as `optionalizing` does.
  func optionalText(_ range: ClosedRange<Int>) -> String {
    let written = text(of: range.lowerBound..<range.upperBound + 1)
    if isSymbol(range.upperBound, "?") { return written }
    if isSymbol(range.upperBound, "!") { return String(written.dropLast()) + "?" }
    return isCompound(range) ? "(" + written + ")?" : written + "?"
  }

  /// Whether the type needs parentheses before a `?`: a function, composition or opaque type.
  private func isCompound(_ range: ClosedRange<Int>) -> Bool {
    range.contains { index in
      isSymbol(index, "->") || isSymbol(index, "&") || isWord(index, "some")
        || isWord(index, "any")
    }
  }
}

extension String {
  /// The name without the backticks that make a keyword a name.
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
