import Foundation

/// The fenced examples of the user's documents (README.md and docs/*.md), read as a reader sees
/// them: a block's language, its place and its lines, with the indentation of a block inside a
/// list item removed.
struct DocBlock: CustomStringConvertible {
  var file: String
  /// 1-based line of the opening fence.
  var line: Int
  var language: String
  var lines: [String]
  var text: String { lines.map { $0 + "\n" }.joined() }
  var description: String { "\(file):\(line) (\(language))" }

  /// The blocks of `file` (relative to the package root), in order.
  static func blocks(in file: String) throws -> [DocBlock] {
    let text = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
    var blocks: [DocBlock] = []
    var open: (line: Int, language: String, indent: Int)?
    var lines: [String] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let indent = raw.prefix { $0 == " " }.count
      let body = raw.dropFirst(indent)
      if let current = open {
        if body == "```" {
          blocks.append(
            DocBlock(file: file, line: current.line, language: current.language, lines: lines))
          open = nil
        } else {
          lines.append(String(raw.dropFirst(min(indent, current.indent))))
        }
      } else if body.hasPrefix("```") {
        open = (index + 1, String(body.dropFirst(3)), indent)
        lines = []
      }
    }
    return blocks
  }

  /// The user's documents: the README and every page of docs/.
  static var documents: [String] {
    let docs = BinaryRunner.packageRoot.appendingPathComponent("docs")
    let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The `scrollsim ...` command lines of a shell block, each split into its words (quotes are
  /// not used in the examples), with a trailing `# comment` and a `&` removed.
  var commands: [[String]] {
    lines.compactMap { line in
      let code = line.components(separatedBy: " #").first ?? line
      let words = code.split(separator: " ").map(String.init).filter { $0 != "&" }
      return words.first == "scrollsim" ? Array(words.dropFirst()) : nil
    }
  }
}
