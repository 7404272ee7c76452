/// The `@objc` protocols: what they require, and their rewrite into plain protocols with
/// defaults.
extension SwiftPortRewriter {
  /// Protocols that bind their conformers to classes already, so that a protocol inheriting one
  /// needs no `AnyObject` of its own.
  static let classBoundNames: Set<String> = [
    "AnyObject", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
    "UICollectionViewDataSource", "CollectionViewDelegate", "CollectionViewDelegateFlowLayout",
    "CollectionViewDataSource",
  ]

  /// What the inheritance list of an `@objc` protocol loses: Objective-C's root protocol and
  /// the old spelling of `AnyObject`.
  static let objectiveCBounds: Set<String> = ["NSObjectProtocol", "class"]

  /// Records the protocols of `source` and the optional requirements of its `@objc` ones.
  mutating func collectProtocols(in source: SwiftSource) {
    for declaration in SwiftTypeDeclaration.all(in: source, keywords: ["protocol"]) {
      inherited[declaration.name] = declaration.inheritedNames(in: source)
      guard source.words(in: declaration.start..<declaration.keywordIndex).contains("@objc")
      else { continue }
      objcProtocols[declaration.name] = declaration.members(in: source).compactMap { member in
        guard member.modifiers(in: source).contains("optional"), !member.isUnsupported else {
          return nil
        }
        return Requirement(
          protocolName: declaration.name, fullName: member.fullName,
          isFunction: member.isFunction, valueType: member.type.map(source.optionalText))
      }
    }
  }

  /// Rewrites each `@objc` protocol of `source`: its inheritance, its optional requirements, and
  /// an extension with their defaults after it.
  func rewriteProtocols(
    _ source: SwiftSource, into edits: inout SourceEdits, notes: inout [String]
  ) {
    for declaration in SwiftTypeDeclaration.all(in: source, keywords: ["protocol"]) {
      guard objcProtocols[declaration.name] != nil else { continue }
      bindToClasses(declaration, in: source, into: &edits)
      var defaults: [String] = []
      for member in declaration.members(in: source) {
        guard
          let optional = (member.start..<member.keywordIndex).first(where: {
            source.isWord($0, "optional")
          })
        else { continue }
        let place = source.place(of: source.code[member.keywordIndex].range.lowerBound)
        if member.isUnsupported {
          notes.append(
            "\(source.file):\(place.line):\(place.column): warning: an optional "
              + "\(source.text(member.keywordIndex)) requirement is not rewritten")
          continue
        }
        edits.delete(source.code[optional].range, in: source.bytes)
        if let type = member.type {
          source.optionalizing(type, into: &edits)
          notes.append(
            "\(source.file):\(place.line):\(place.column): note: \(declaration.name)."
              + "\(member.fullName) \(member.isFunction ? "now returns" : "is now") "
              + "\(source.optionalText(type)), nil by default; a conforming type in a file not "
              + "given must declare it so too")
        }
        defaults.append(defaultImplementation(of: member, in: declaration, source: source))
      }
      guard !defaults.isEmpty else { continue }
      let indentation = source.indentation(of: source.code[declaration.start].range.lowerBound)
      edits.insert(
        "\n\n\(indentation)extension \(declaration.name) {\n" + defaults.joined()
          + "\(indentation)}", at: source.code[declaration.close].range.upperBound)
    }
  }

  /// Makes an `@objc` protocol a plain one bound to classes, as `@objc` made it: `NSObjectProtocol`
  /// and `class` become `AnyObject` (once), and a protocol inheriting nothing bound to classes
  /// gains `AnyObject`.
  private func bindToClasses(
    _ declaration: SwiftTypeDeclaration, in source: SwiftSource, into edits: inout SourceEdits
  ) {
    let names = declaration.inheritedNames(in: source)
    var bound = names.contains("AnyObject")
    for (position, entry) in declaration.entries.enumerated()
    where Self.objectiveCBounds.contains(names[position]) {
      let range =
        source.code[entry.lowerBound].range
        .lowerBound..<source.code[entry.upperBound - 1]
        .range.upperBound
      if !bound {
        edits.replace(range, with: "AnyObject")
        bound = true
      } else if position > 0 {
        let previous = declaration.entries[position - 1]
        edits.replace(
          source.code[previous.upperBound - 1].range.upperBound..<range.upperBound, with: "")
      } else if declaration.entries.count > 1 {
        let next = declaration.entries[1]
        edits.replace(range.lowerBound..<source.code[next.lowerBound].range.lowerBound, with: "")
      }
    }
    let boundByInheritance = names.contains { name in
      Self.classBoundNames.contains(name) || objcProtocols[name] != nil
    }
    guard !bound && !boundByInheritance else { return }
    if let first = declaration.entries.first {
      edits.insert("AnyObject, ", at: source.code[first.lowerBound].range.lowerBound)
    } else {
      edits.insert(": AnyObject", at: source.code[declaration.nameEnd].range.upperBound)
    }
  }

  /// The line of the protocol extension that implements `member` by default: nil for a value,
  /// nothing for a function returning nothing.
  private func defaultImplementation(
    of member: SwiftMemberDeclaration, in declaration: SwiftTypeDeclaration, source: SwiftSource
  ) -> String {
    let protocolWords = source.words(in: declaration.start..<declaration.keywordIndex)
    let access =
      protocolWords.contains("public") || protocolWords.contains("open")
      ? "public " : protocolWords.contains("package") ? "package " : ""
    let kept = member.modifiers(in: source).filter { word in
      !word.hasPrefix("@") && word != "optional"
    }
    // A member on the protocol's own line (`protocol P { func f() }`) is indented one level.
    let keywordOffset = source.code[member.keywordIndex].range.lowerBound
    let braceOffset = source.code[declaration.open].range.lowerBound
    let indentation =
      source.lineStart(of: keywordOffset) == source.lineStart(of: braceOffset)
      ? source.indentation(of: braceOffset) + "  " : source.indentation(of: keywordOffset)
    let head = indentation + access + kept.map { $0 + " " }.joined()
    let keyword = keywordOffset
    guard let type = member.type else {
      let signature = source.text(
        bytes: keyword..<source.code[member.signatureEnd].range.upperBound)
      return head + signature + " {}\n"
    }
    let beforeType = source.text(bytes: keyword..<source.code[type.lowerBound].range.lowerBound)
    let signature = head + beforeType + source.optionalText(type)
    guard member.isSettable else { return signature + " { nil }\n" }
    return signature + " {\n\(indentation)  get { nil }\n\(indentation)  set {}\n\(indentation)}\n"
  }
}
