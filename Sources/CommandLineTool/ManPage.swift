/// `scrollsim.1`, made from the help texts so the manual says what `--help` says.
public enum ManPage {
  /// The page in roff (man(7)).
  public static func render(version: String) -> String {
    var page = [
      ".TH SCROLLSIM 1 \"\" \"scrollsim \(version)\" \"User Commands\"",
      ".SH NAME",
      "scrollsim \\- replay collection-view layout scenarios as UIKit would",
      ".SH SYNOPSIS",
      ".nf",
    ]
    page += HelpText.usage.split(separator: "\n").map { escape(String($0)) }
    page += [
      ".fi",
      ".SH DESCRIPTION",
      "scrollsim reads a scenario (a YAML file describing a collection view, its layout, data and",
      "steps), performs the steps on a virtual clock and writes what the collection view did as a",
      "byte-stable event stream.",
      ".SH COMMANDS",
    ]
    for command in HelpText.commands {
      guard let text = HelpText.text(for: command) else { continue }
      page += [".SS \(command)", ".nf"]
      page += text.split(separator: "\n", omittingEmptySubsequences: false).map {
        escape(String($0))
      }
      page.append(".fi")
    }
    page += [
      ".SH SEE ALSO",
      "docs/scenario-format.md, docs/event-stream.md, docs/text-format.md, docs/testing.md and",
      "docs/daemon.md in the scrollsim repository.",
    ]
    return page.joined(separator: "\n") + "\n"
  }

  /// A line of text that roff prints as written: backslashes doubled, and a leading `.` or `'`
  /// kept from being read as a request.
  static func escape(_ line: String) -> String {
    let text = line.replacingOccurrences(of: "\\", with: "\\e")
    return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
  }
}
