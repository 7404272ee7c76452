/// A function or property of a body, as `scrollsim port` reads it.
struct SwiftMemberDeclaration: Sendable {
  /// Code index of `func`, `var`, `subscript` or `init`.
  var keywordIndex: Int
  /// Code index of its first attribute or modifier.
  var start: Int
  /// `name(label:_:)` for a function, the name for a property.
  var fullName: String
  /// Whether it is a function.
  var isFunction: Bool
  /// Whether it is a subscript or an initializer, which `port` does not rewrite.
  var isUnsupported: Bool
  /// The code tokens of a function's return type or a property's type, nil without one.
  var type: ClosedRange<Int>?
  /// The code index of the signature's last token.
  var signatureEnd: Int
  /// Whether a property requirement is `{ get set }`.
  var isSettable: Bool

  /// The member whose keyword is at `index`, or nil when none is.
  init?(at index: Int, in source: SwiftSource, limit: Int) {
    let keyword = source.code[index].kind == .identifier ? source.text(index) : ""
    guard ["func", "var", "subscript", "init"].contains(keyword) else { return nil }
    keywordIndex = index
    start = source.declarationStart(keyword: index)
    isFunction = keyword == "func"
    isUnsupported = keyword == "subscript" || keyword == "init"
    isSettable = false
    type = nil
    signatureEnd = index
    fullName = source.text(index + 1).trimmingBackticks
    if isFunction {
      readFunction(in: source, limit: limit)
    } else if keyword == "var", source.isSymbol(index + 2, ":") {
      let end = source.typeEnd(from: index + 3, limit: limit)
      type = index + 3...end
      signatureEnd = end
      if source.isSymbol(end + 1, "{"), let close = source.closer[end + 1] {
        isSettable = (end + 2..<close).contains { source.isWord($0, "set") }
      }
    }
  }

  private mutating func readFunction(in source: SwiftSource, limit: Int) {
    guard
      let open = (keywordIndex + 2..<limit).first(where: { source.isSymbol($0, "(") }),
      let close = source.closer[open]
    else { return }
    fullName = SwiftSource.fullName(fullName, labels: source.labels(open: open, parameters: true))
    var cursor = close + 1
    signatureEnd = close
    while ["async", "throws", "rethrows"].contains(where: { source.isWord(cursor, $0) }) {
      signatureEnd = source.isSymbol(cursor + 1, "(") ? source.closer[cursor + 1] ?? cursor : cursor
      cursor = signatureEnd + 1
    }
    guard source.isSymbol(cursor, "->") else { return }
    let end = source.typeEnd(from: cursor + 1, limit: limit)
    signatureEnd = end
    let written = source.text(of: cursor + 1..<end + 1)
    if written != "Void" && written != "()" { type = cursor + 1...end }
  }

  /// The attributes (`@objc`) and modifier words before the keyword, without an attribute's
  /// arguments.
  func modifiers(in source: SwiftSource) -> [String] {
    source.words(in: start..<keywordIndex).filter { word in
      word.hasPrefix("@") || SwiftSource.modifiers.contains(word)
    }
  }
}
