import Testing

@testable import CommandLineTool

/// The manual page and the completions come from the help texts: each command's options, as
/// `--help` lists them.
@Suite struct InstallFilesTests {
  static let limits = [
    "--max-nodes", "--max-steps", "--max-sections", "--max-items", "--max-step-ticks",
    "--max-ticks", "--max-events", "--max-visible", "--max-output-bytes", "--max-layout-items",
  ]

  @Test func optionsAreReadFromEachCommandsHelp() {
    #expect(
      Completions.options(of: "replay")
        == ["--format", "--trace", "--realtime", "--server", "--output-dir"] + Self.limits + [
          "-h", "--help",
        ])
    #expect(Completions.options(of: "validate") == Self.limits + ["-h", "--help"])
    #expect(
      Completions.options(of: "check") == [
        "--record", "--accept", "--shard", "--junit", "--report", "-h", "--help",
      ])
    #expect(Completions.options(of: "diff") == ["--format", "-o", "--scenario", "-h", "--help"])
    #expect(Completions.options(of: "status") == ["--server", "-h", "--help"])
    #expect(
      Completions.options(of: "serve") == [
        "--socket", "--listen", "--jobs", "--max-request-bytes", "--max-events", "--timeout",
        "--grace", "--root",
      ] + Self.limits.filter { $0 != "--max-events" } + ["-h", "--help"])
    #expect(
      Completions.options(of: "render")
        == ["--step", "--frame", "--time", "-o", "--scale", "--all-steps"] + Self.limits + [
          "-h", "--help",
        ])
  }

  @Test func theManualHoldsEveryCommandsHelp() {
    let page = ManPage.render(version: "9.9")
    #expect(
      page.hasPrefix(
        """
        .TH SCROLLSIM 1 "" "scrollsim 9.9" "User Commands"
        .SH NAME
        scrollsim \\- replay collection-view layout scenarios as UIKit would
        .SH SYNOPSIS
        .nf
        usage: scrollsim replay FILE...
        """))
    for command in HelpText.commands {
      #expect(page.contains(".SS \(command)\n.nf\nusage: scrollsim \(command)"))
    }
    #expect(ManPage.escape(#".starts with a dot \n"#) == #"\&.starts with a dot \en"#)
  }

  @Test func completionsOfferEachCommandsOptions() {
    #expect(
      Completions.bash.contains(
        "    check) opts=\"--record --accept --shard --junit --report -h --help\" ;;\n"))
    #expect(Completions.bash.hasSuffix("complete -o filenames -F _scrollsim scrollsim\n"))
    #expect(Completions.zsh.hasPrefix("#compdef scrollsim\n"))
    #expect(Completions.zsh.contains("  --format) compadd -- jsonl text; return ;;\n"))
  }
}
