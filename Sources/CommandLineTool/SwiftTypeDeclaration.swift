import Foundation

/// A protocol, type or extension declaration as `scrollsim port` reads it.
struct SwiftTypeDeclaration: Sendable {
  /// `protocol`, `class`, `struct`, `enum`, `actor` or `extension`.
  var keyword: String
  /// Code index of the keyword.
  var keywordIndex: Int
  /// Code index of the declaration's first attribute or modifier.
  var start: Int
  /// The declared (or extended) name.
  var name: String
  /// Code index of the name's last token.
  var nameEnd: Int
  /// The inheritance list's entries (code token ranges); empty without one.
  var entries: [Range<Int>]
  /// Code indexes of the body's braces.
  var open: Int
  var close: Int

  /// Finds the declarations of `source` whose keyword is one of `keywords`.
  static func all(in source: SwiftSource, keywords: Set<String>) -> [SwiftTypeDeclaration] {
    source.code.indices.compactMap { index in
      guard source.code[index].kind == .identifier, keywords.contains(source.text(index)),
        !source.isSymbol(index - 1, ".")
      else { return nil }
      return declaration(at: index, in: source)
    }
  }

  private static func declaration(at index: Int, in source: SwiftSource) -> SwiftTypeDeclaration? {
    guard source.code.indices.contains(index + 1), source.code[index + 1].kind == .identifier,
      !SwiftSource.memberKeywords.contains(source.text(index + 1)),
      !SwiftSource.modifiers.contains(source.text(index + 1))
    else { return nil }
    var nameEnd = index + 1
    while source.isSymbol(nameEnd + 1, "."), source.code.indices.contains(nameEnd + 2),
      source.code[nameEnd + 2].kind == .identifier
    {
      nameEnd += 2
    }
    var cursor = nameEnd + 1
    var entries: [Range<Int>] = []
    // Generic parameters (`<T>`), then the inheritance list, then a `where` clause.
    while source.code.indices.contains(cursor), !source.isSymbol(cursor, "{") {
      if source.isSymbol(cursor, ":") && entries.isEmpty {
        let list = source.inheritance(afterColon: cursor)
        entries = list.entries
        cursor = list.end
        continue
      }
      if source.isSymbol(cursor, ";") || source.isSymbol(cursor, "}") { return nil }
      cursor = source.closer[cursor].map { $0 + 1 } ?? cursor + 1
    }
    guard let close = source.closer[cursor] else { return nil }
    return SwiftTypeDeclaration(
      keyword: source.text(index), keywordIndex: index,
      start: source.declarationStart(keyword: index),
      name: source.text(of: index + 1..<nameEnd + 1), nameEnd: nameEnd, entries: entries,
      open: cursor, close: close)
  }

  /// The inherited names, each without generic arguments.
  func inheritedNames(in source: SwiftSource) -> [String] {
    entries.map { entry in
      let text = source.text(of: entry)
      return String(text.prefix { $0 != "<" }).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The members at the top level of the body.
  func members(in source: SwiftSource) -> [SwiftMemberDeclaration] {
    var members: [SwiftMemberDeclaration] = []
    var index = open + 1
    while index < close {
      if let member = SwiftMemberDeclaration(at: index, in: source, limit: close) {
        members.append(member)
      }
      index = source.closer[index].map { $0 + 1 } ?? index + 1
    }
    return members
  }
}
