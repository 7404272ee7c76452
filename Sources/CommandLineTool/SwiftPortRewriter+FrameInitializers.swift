extension SwiftPortRewriter {
  /// The words that may stand before `init` in a declaration.
  static let initializerModifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "override", "required",
    "convenience", "nonisolated", "dynamic",
  ]

  /// `override init(frame:)` becomes `required init(frame:)`. UIKitCompat makes a registered
  /// cell or reusable view from its class, as UIKit does, and Swift makes an object of a class
  /// known only at run time through a required initializer, so `View.init(frame:)` is required
  /// where UIView's is not (docs/porting.md, "Views"); a subclass that overrides it must say
  /// `required`, which implies `override`. A convenience or already required initializer is
  /// left alone.
  func rewriteFrameInitializers(_ source: SwiftSource, into edits: inout SourceEdits) {
    for index in source.code.indices where source.isWord(index, "init") {
      guard source.isSymbol(index + 1, "("),
        source.labels(open: index + 1, parameters: true) == ["frame"]
      else { continue }
      var overrideWord: Int?
      var cursor = index - 1
      while source.code.indices.contains(cursor), source.code[cursor].kind == .identifier,
        Self.initializerModifiers.contains(source.text(cursor))
      {
        let word = source.text(cursor)
        if word == "required" || word == "convenience" {
          overrideWord = nil
          break
        }
        if word == "override" { overrideWord = cursor }
        cursor -= 1
      }
      if let overrideWord { edits.replace(source.code[overrideWord].range, with: "required") }
    }
  }
}
