/// The mechanical rewrites that bring a UIKit layout file to Linux (docs/porting.md, "`@objc`
/// delegates: `scrollsim port`"), and nothing else:
///
/// - `import UIKit` becomes `import UIKitCompat`;
/// - an `@objc protocol` becomes a plain one, bound to classes (`AnyObject`, which also
///   replaces `NSObjectProtocol` and `class`);
/// - each `@objc optional` requirement becomes a plain requirement whose value is Optional, with
///   a default in an `extension` that answers nil (or does nothing), so that a caller's
///   `?? fallback` and `if let` keep their meaning; a conforming type in the files given returns
///   the Optional too;
/// - each call of such a requirement, `delegate?.method?(args)`, loses the `?` after the name;
/// - every other `@objc`, `@objc(name)` and `@objcMembers` is removed.
///
/// Files are read as Swift tokens, so comments and string literals are never touched. The
/// requirements of every file given are known in every other, so a protocol, its layout and a
/// conforming type can be ported together.
struct SwiftPortRewriter {
  /// One `@objc optional` requirement.
  struct Requirement: Equatable, Sendable {
    /// The protocol that declares it.
    var protocolName: String
    /// `collectionView(_:heightForPhotoAtIndexPath:)`, or a property's name.
    var fullName: String
    /// Whether it is a function (a property otherwise).
    var isFunction: Bool
    /// Its type (a function's return type) as written; nil for a function returning nothing.
    var valueType: String?
  }

  /// What porting one file gives.
  struct FileResult: Sendable {
    /// The file as named.
    var file: String
    /// The file before.
    var original: [UInt8]
    /// The file after the rewrites (the same bytes when there is nothing to do).
    var ported: [UInt8]
    /// `FILE:LINE:COLUMN: note: ...` lines about what the rewrite cannot see.
    var notes: [String]
  }

  /// The protocols of `sources` that were `@objc`, with their optional requirements.
  var objcProtocols: [String: [Requirement]] = [:]
  /// Each protocol of `sources` and the names it inherits from.
  var inherited: [String: [String]] = [:]

  /// Ports `sources` together.
  static func port(_ sources: [SwiftSource]) -> [FileResult] {
    var rewriter = SwiftPortRewriter()
    for source in sources { rewriter.collectProtocols(in: source) }
    return sources.map(rewriter.port)
  }

  /// The rewrites of one file.
  private func port(_ source: SwiftSource) -> FileResult {
    var edits = SourceEdits()
    var notes: [String] = []
    rewriteImports(source, into: &edits)
    rewriteProtocols(source, into: &edits, notes: &notes)
    rewriteCallSites(source, into: &edits)
    rewriteConformers(source, into: &edits)
    removeObjCAttributes(source, into: &edits)
    return FileResult(
      file: source.file, original: source.bytes, ported: edits.applied(to: source.bytes),
      notes: notes)
  }

  /// The optional requirements of `protocolName` and of the `@objc` protocols it inherits,
  /// among the files given.
  func requirements(of protocolName: String) -> [Requirement] {
    var seen: Set<String> = []
    var pending = [protocolName]
    var result: [Requirement] = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      result += objcProtocols[name] ?? []
      pending += inherited[name] ?? []
    }
    return result
  }

  /// Every optional function requirement's full name, for call sites.
  var optionalFunctionNames: Set<String> {
    Set(objcProtocols.values.joined().filter(\.isFunction).map(\.fullName))
  }

  /// `import UIKit` becomes `import UIKitCompat` (`import UIKit.Sub` and `import class UIKit.X`
  /// are left alone: UIKitCompat has no submodules).
  private func rewriteImports(_ source: SwiftSource, into edits: inout SourceEdits) {
    for index in source.code.indices where source.isWord(index, "import") {
      guard !source.isSymbol(index - 1, "."), source.isWord(index + 1, "UIKit"),
        !source.isSymbol(index + 2, ".")
      else { continue }
      edits.replace(source.code[index + 1].range, with: "UIKitCompat")
    }
  }

  /// `@objc`, `@objc(name)` and `@objcMembers` leave every declaration: Linux has no
  /// Objective-C runtime to expose it to.
  private func removeObjCAttributes(_ source: SwiftSource, into edits: inout SourceEdits) {
    for index in source.code.indices where source.code[index].kind == .attribute {
      let name = source.text(index)
      guard name == "@objc" || name == "@objcMembers" else { continue }
      var end = source.code[index].range.upperBound
      if source.touch(index), source.isSymbol(index + 1, "("), let close = source.closer[index + 1]
      {
        end = source.code[close].range.upperBound
      }
      edits.delete(source.code[index].range.lowerBound..<end, in: source.bytes)
    }
  }

  /// `x?.method?(args)` becomes `x?.method(args)` where `method` with these argument labels is
  /// an optional requirement of a protocol given; a closure property called the same way, or
  /// UIKit's own optional delegate methods (which UIKitCompat answers), are left alone. Trailing
  /// closures count as the last arguments when the parenthesised ones alone name no
  /// requirement (a `{` after the call may also be an `if`'s body).
  private func rewriteCallSites(_ source: SwiftSource, into edits: inout SourceEdits) {
    let names = optionalFunctionNames
    guard !names.isEmpty else { return }
    for index in source.code.indices where source.code[index].kind == .identifier {
      guard source.isSymbol(index - 1, "."), source.touch(index),
        source.isSymbol(index + 1, "?"), source.touch(index + 1), source.isSymbol(index + 2, "("),
        let close = source.closer[index + 2]
      else { continue }
      let base = source.text(index).trimmingBackticks
      let labels = source.labels(open: index + 2, parameters: false).map { $0 ?? "_" }
      let trailing = Self.trailingClosureLabels(after: close, in: source)
      let matches =
        names.contains(SwiftSource.fullName(base, labels: labels))
        || (!trailing.isEmpty
          && names.contains { Self.name($0, base: base, matches: labels, trailing: trailing) })
      if matches { edits.replace(source.code[index + 1].range, with: "") }
    }
  }

  /// The labels of the trailing closures after code token `close`: nil for the first (its
  /// label is not written), then each `label: { ... }`.
  static func trailingClosureLabels(after close: Int, in source: SwiftSource) -> [String?] {
    var labels: [String?] = []
    var cursor = close + 1
    while true {
      if labels.isEmpty, source.isSymbol(cursor, "{"), let end = source.closer[cursor] {
        labels.append(nil)
        cursor = end + 1
      } else if !labels.isEmpty, source.code.indices.contains(cursor),
        source.code[cursor].kind == .identifier, source.isSymbol(cursor + 1, ":"),
        source.isSymbol(cursor + 2, "{"), let end = source.closer[cursor + 2]
      {
        labels.append(source.text(cursor))
        cursor = end + 1
      } else {
        return labels
      }
    }
  }

  /// Whether the full name `name(a:b:)` is `base` called with `labels` in parentheses and
  /// closures labelled `trailing` after them (the first one's label being any).
  static func name(
    _ fullName: String, base: String, matches labels: [String], trailing: [String?]
  ) -> Bool {
    guard fullName.hasPrefix(base + "("), fullName.hasSuffix(":)") else { return false }
    let required = fullName.dropFirst(base.count + 1).dropLast(2).split(
      separator: ":", omittingEmptySubsequences: false
    ).map(String.init)
    guard required.count == labels.count + trailing.count,
      Array(required.prefix(labels.count)) == labels
    else { return false }
    return zip(required.dropFirst(labels.count), trailing).allSatisfy { required, written in
      written == nil || written == required
    }
  }
}
