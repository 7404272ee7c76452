import Scenario

/// The usage summary and each command's help, as `scrollsim help [COMMAND]` and
/// `scrollsim COMMAND --help` print them (and the man page is made from).
public enum HelpText {
  /// The summary printed with a usage error and by `scrollsim --help`.
  public static let usage = """
    usage: scrollsim replay FILE... [--format jsonl|text|chrome-trace|html] [--trace calls]
                                    [--realtime] [--server SOCKET|127.0.0.1:PORT]
                                    [--output-dir DIR] [--max-LIMIT N]...
           scrollsim render FILE [--step N | --frame F | --time T] [-o OUT.svg|OUT.png]
                                 [--scale S] [--max-LIMIT N]...
           scrollsim render FILE --all-steps DIR [--scale S]
           scrollsim validate FILE... [--max-LIMIT N]...
           scrollsim check [--record | --accept] [--shard I/N] [--junit FILE] [--report DIR]
                           [FILE|DIR]...
           scrollsim serve --socket PATH [--listen 127.0.0.1:PORT] [--jobs N]
                           [--max-request-bytes N] [--max-events N] [--timeout SECONDS]
                           [--grace SECONDS] [--root DIR] [--max-LIMIT N]...
           scrollsim status --server SOCKET|127.0.0.1:PORT
           scrollsim diff GOLDEN.jsonl NEW.jsonl [--format text|html] [-o OUT]
                          [--scenario FILE]
           scrollsim port FILE.swift... [--write]
           scrollsim help [COMMAND | --man | --completions bash|zsh] | --help | --version
    """

  /// The usage lines of `command` alone (the first paragraph of its help), for a usage error
  /// in that command: the whole summary would bury the one line that matters. Nil for a name
  /// that is not a command.
  public static func usage(of command: String) -> String? {
    guard let text = text(for: command) else { return nil }
    let paragraph = text.components(separatedBy: "\n\n").first ?? text
    return paragraph + "\n(scrollsim help \(command) describes every option)"
  }

  /// The commands that have help, in the order `help` lists them.
  public static let commands = [
    "replay", "render", "validate", "check", "diff", "serve", "status", "port", "help",
  ]

  /// The help of `command`, or nil for an unknown command.
  public static func text(for command: String) -> String? {
    switch command {
    case "replay": replay
    case "render": render
    case "validate": validate
    case "check": CheckHelp.text
    case "serve": serve
    case "status": status
    case "diff": DiffHelp.text
    case "port": PortHelp.text
    case "help": help
    default: nil
    }
  }

  static let help = """
    usage: scrollsim help [COMMAND | --man | --completions bash|zsh]

    Prints the help of COMMAND (\(commands.joined(separator: ", "))), or the usage summary
    without one. `scrollsim COMMAND --help` prints the same. `--man` prints the manual page
    made from these texts, `--completions` a shell completion script (`make install` installs
    both).

    exit status:
      0  the help was printed
      2  COMMAND is not a command

    examples:
      scrollsim help
      scrollsim help replay
    """

  static let replay = """
    usage: scrollsim replay FILE... [--format jsonl|text|chrome-trace|html] [--trace calls]
                                    [--realtime] [--server SOCKET|127.0.0.1:PORT]
                                    [--output-dir DIR] [--max-LIMIT N]...

    Replays each scenario and writes its event stream to standard output: JSON Lines by
    default (docs/event-stream.md), one line per event for people (docs/text-format.md), a
    Chrome trace for Perfetto, or one HTML page with a picture of every moment and a scrubber
    (docs/visualizing.md).
    Every file is read before any is replayed, so a file that cannot be read leaves standard
    output empty. FILE - reads the scenario from standard input (named <stdin> in messages).

    options:
      --format FORMAT       jsonl (default), text, chrome-trace or html; --format=text works
                            too (chrome-trace and html not with --server)
      --trace calls         add a call event for every call the collection view makes into
                            the layout
      --realtime            pace display ticks on a timer, to watch a replay live (the
                            output is the same)
      --server ADDRESS      replay through a running `scrollsim serve` at a socket path or
                            127.0.0.1:PORT (not with --realtime or -)
      --output-dir DIR      write each scenario's stream to DIR/NAME.events.jsonl (or
                            .events.txt), not to standard output, creating DIR; without it,
                            several files need it unless --format is text
    \(ScenarioLimits.helpLines(column: 24))
                            (a limit a file passes is an error at its key, one reached
                            while replaying ends the replay with an error event; not with
                            --server, which has its own)
      -h, --help            print this help
      --                    end of options: every later argument is a file

    exit status:
      0  every step ran and every expectation held
      1  an expect failed or a step raised an error (the stream is complete)
      2  a scenario cannot be read (FILE:LINE:COLUMN: error: MESSAGE on stderr, nothing on
         stdout), or the command line is wrong
      3  standard output could not be written (a full disk, a closed descriptor); a reader
         that stops early, such as `| head`, ends the replay quietly with 0

    examples:
      scrollsim replay Scenarios/pinned-scroll.yaml > pinned.events.jsonl
      scrollsim replay --format=text --trace calls - < Scenarios/lifecycle-trace.yaml
    """

  static let render = """
    usage: scrollsim render FILE [--step N | --frame F | --time T] [-o OUT.svg|OUT.png]
                                 [--scale S] [--max-LIMIT N]...
           scrollsim render FILE --all-steps DIR [--scale S]

    Replays the scenario and draws one moment as SVG, from the stream's own events: a caption
    (scenario, step with its YAML line, time, frame, offset, velocity), rulers in points, the
    content's outline around the bounds, every visible element at its attributes (alpha as
    opacity, zIndex as order, transforms, hidden ones dashed) in its category's colour or the
    colour its attributes name (a section's backgroundColor), labelled without overlaps,
    pinned views marked, an arrow from the old frame to the new for every element that moved,
    an update's initial and final attributes as dashed ghosts, the bounds, the adjusted
    content inset and a legend (docs/visualizing.md). Without a moment it draws the end of the
    replay.

    options:
      --step N              the end of step N (-1: the first layout pass)
      --frame F             after display tick F
      --time T              at virtual time T (seconds)
      -o FILE               write FILE: .svg, or .png through rsvg-convert (Debian's
                            librsvg2-bin); without it, or with -, the SVG goes to standard
                            output
      --scale S             pixels per point, 0.25 to 16 (default 2)
      --all-steps DIR       one picture per step the replay ran: DIR/step-N.svg
    \(ScenarioLimits.helpLines(column: 24))
                            (as replay has them)
      -h, --help            print this help

    exit status:
      0  the picture was written
      1  the replay reported a failure (the picture is written all the same)
      2  the scenario cannot be read, the command line is wrong, or the moment is not in
         the replay (the message names the last one)
      3  the picture could not be written (or rsvg-convert is missing or failed)

    examples:
      scrollsim render Scenarios/pinned-scroll.yaml --step 0 -o pinned.svg
      scrollsim render Scenarios/update-batch.yaml --all-steps pictures
    """

  static let validate = """
    usage: scrollsim validate FILE... [--max-LIMIT N]...

    Reads each scenario without replaying it and reports every file: `FILE: valid (N steps)`
    on standard output, or `FILE:LINE:COLUMN: error: MESSAGE` on standard error. FILE - reads
    standard input. Updates are also checked against the data the scenario declares: an
    update UIKit would refuse is `FILE:LINE: error: MESSAGE` (UIKit's text), unless the step
    expects that error.

    options:
    \(ScenarioLimits.helpLines(column: 24))
                            (the limits a file can be checked against; as replay has them)
      -h, --help            print this help
      --                    end of options: every later argument is a file

    exit status:
      0  every file is a valid scenario
      1  an update would be refused
      2  a file cannot be read or is not a valid scenario, or the command line is wrong

    examples:
      scrollsim validate Scenarios/*.yaml
      cat my.yaml | scrollsim validate -
    """

  static let status = """
    usage: scrollsim status --server SOCKET|127.0.0.1:PORT

    Asks a running `scrollsim serve` for its status and prints its one-line answer
    (docs/daemon.md): uptime in seconds, replays running and queued, requests done and failed.

    options:
      --server ADDRESS      the daemon's socket path or 127.0.0.1:PORT
      -h, --help            print this help

    exit status:
      0  the status was printed
      2  the server cannot be reached, or the command line is wrong
      3  standard output could not be written

    examples:
      scrollsim status --server /tmp/scrollsim.sock
    """

  static let serve = """
    usage: scrollsim serve --socket PATH [--listen 127.0.0.1:PORT] [--jobs N]
                           [--max-request-bytes N] [--max-events N] [--timeout SECONDS]
                           [--grace SECONDS] [--root DIR] [--max-LIMIT N]...

    Stays running and replays scenarios sent over a socket, one JSON request per connection,
    each answered with exactly what `scrollsim replay` would write (docs/daemon.md).

    options:
      --socket PATH            the Unix domain socket to listen on (required)
      --listen 127.0.0.1:PORT  also listen on loopback TCP (port 0: any free port)
      --jobs N                 replays running at once, 1 to 64 (default: the core count)
      --max-request-bytes N    the longest request, and the largest file a path may name
                               (default 1048576)
      --max-events N           events a replay may write before it is ended (default 10000000)
      --timeout SECONDS        how long a replay, or a slow client, may take (default 300)
      --grace SECONDS          how long replays may go on after SIGTERM or SIGINT (default 10)
      --root DIR               the directory whose files a path request may name (default:
                               the working directory); paths are opened inside it without
                               following links out of it
    \(ScenarioLimits.helpLines(column: 27, excluding: ["--max-events"]))
                               (each replay's limits, as `replay` takes them,
                               docs/scenario-format.md; every replay runs in a worker
                               process, replaced when it crashes or passes --timeout)
      -h, --help               print this help

    exit status:
      0  stopped by SIGTERM or SIGINT
      1  a listener, the root or a worker process could not be set up
      2  the command line is wrong

    examples:
      scrollsim serve --socket /tmp/scrollsim.sock
      scrollsim serve --socket /tmp/s.sock --listen 127.0.0.1:0 --jobs 4 --timeout 60
    """
}
