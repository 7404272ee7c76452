/// The types of the files given that conform to a rewritten protocol: their implementations of
/// its optional requirements must now return the Optional the requirement returns, or Swift
/// would take the protocol's default (nil) in their place without a word.
extension SwiftPortRewriter {
  /// The kinds of declaration that can conform to a protocol.
  static let conformingKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension"]

  /// Makes Optional the type of each implementation, in a conforming type of `source` (or an
  /// extension of one in this file), of an optional requirement that has a value.
  func rewriteConformers(_ source: SwiftSource, into edits: inout SourceEdits) {
    let declarations = SwiftTypeDeclaration.all(in: source, keywords: Self.conformingKeywords)
    var conformances: [String: [Requirement]] = [:]
    for declaration in declarations {
      let found = declaration.inheritedNames(in: source).flatMap(requirements(of:))
      if !found.isEmpty { conformances[declaration.name, default: []] += found }
    }
    guard !conformances.isEmpty else { return }
    for declaration in declarations {
      guard let required = conformances[declaration.name] else { continue }
      let valued = Dictionary(
        required.filter { $0.valueType != nil }.map { ($0.fullName, $0.isFunction) },
        uniquingKeysWith: { first, _ in first })
      for member in declaration.members(in: source) {
        guard let type = member.type, valued[member.fullName] == member.isFunction,
          !member.isUnsupported
        else { continue }
        source.optionalizing(type, into: &edits)
      }
    }
  }
}
