/// One token of Swift source, as much of Swift's grammar as `scrollsim port` needs to tell code
/// from comments and string literals: where its bytes are and what kind of token it is.
struct SwiftToken: Equatable, Sendable {
  /// What a token is. Comments and whitespace are kept, so that the source can be rewritten
  /// around them without moving them.
  enum Kind: Equatable, Sendable {
    /// Spaces, tabs and line breaks.
    case whitespace
    /// `// ...` or `/* ... */` (nested), documentation comments included.
    case comment
    /// A string literal, single-line, multi-line or raw; one with interpolations is split into
    /// its text segments, the interpolated code being code tokens between them.
    case string
    /// A name or a keyword (`func`, `optional`, `collectionView`, `` `default` ``, `$0`).
    case identifier
    /// `@name`: an attribute (its arguments, if any, are the tokens that follow).
    case attribute
    /// `#name`: a compiler directive or expression (`#if`, `#selector`).
    case pound
    /// A number literal.
    case number
    /// One of `( ) [ ] { } , ; : .` or another single character that is not an operator.
    case punctuation
    /// A run of operator characters (`->`, `??`, `==`), or a postfix `?` or `!` alone.
    case `operator`
  }

  /// The kind.
  var kind: Kind
  /// The token's bytes in the source.
  var range: Range<Int>

  /// Whether the token is code, not a comment or whitespace.
  var isCode: Bool { kind != .whitespace && kind != .comment }
}
