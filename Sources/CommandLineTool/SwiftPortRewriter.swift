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
  /// UIKit's own optional delegate methods (which UIKitCompat answers), are left alone.
  private func rewriteCallSites(_ source: SwiftSource, into edits: inout SourceEdits) {
    let names = optionalFunctionNames
    guard !names.isEmpty else { return }
    for index in source.code.indices where source.code[index].kind == .identifier {
      guard source.isSymbol(index - 1, "."), source.touch(index),
        source.isSymbol(index + 1, "?"), source.touch(index + 1), source.isSymbol(index + 2, "(")
      else { continue }
      let labels = source.labels(open: index + 2, parameters: false)
      let name = SwiftSource.fullName(source.text(index).trimmingBackticks, labels: labels)
      if names.contains(name) { edits.replace(source.code[index + 1].range, with: "") }
    }
  }
}
