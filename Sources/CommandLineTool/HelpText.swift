/// The usage summary and each command's help, as `scrollsim help [COMMAND]` and
/// `scrollsim COMMAND --help` print them (and the man page is made from).
public enum HelpText {
  /// The summary printed with a usage error and by `scrollsim --help`.
  public static let usage = """
    usage: scrollsim replay FILE... [--format jsonl|text] [--trace calls] [--realtime]
                                    [--server SOCKET|127.0.0.1:PORT] [--output-dir DIR]
           scrollsim validate FILE...
           scrollsim check [--record | --accept] [--shard I/N] [--junit FILE] [FILE|DIR]...
           scrollsim serve --socket PATH [--listen 127.0.0.1:PORT] [--jobs N]
                           [--max-request-bytes N] [--max-events N] [--timeout SECONDS]
                           [--grace SECONDS]
           scrollsim help [COMMAND | --man | --completions bash|zsh] | --help | --version
    """

  /// The commands that have help, in the order `help` lists them.
  public static let commands = ["replay", "validate", "check", "serve", "help"]

  /// The help of `command`, or nil for an unknown command.
  public static func text(for command: String) -> String? {
    switch command {
    case "replay": replay
    case "validate": validate
    case "check": CheckHelp.text
    case "serve": serve
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
    usage: scrollsim replay FILE... [--format jsonl|text] [--trace calls] [--realtime]
                                    [--server SOCKET|127.0.0.1:PORT] [--output-dir DIR]

    Replays each scenario and writes its event stream to standard output: JSON Lines by
    default (docs/event-stream.md), or one line per event for people (docs/text-format.md).
    Every file is read before any is replayed, so a file that cannot be read leaves standard
    output empty. FILE - reads the scenario from standard input (named <stdin> in messages).

    options:
      --format jsonl|text   the stream's format (default jsonl); --format=text works too
      --trace calls         add a call event for every call the collection view makes into
                            the layout
      --realtime            pace display ticks on a timer, to watch a replay live (the
                            output is the same)
      --server ADDRESS      replay through a running `scrollsim serve` at a socket path or
                            127.0.0.1:PORT (not with --realtime, --output-dir or -)
      --output-dir DIR      write each scenario's stream to DIR/NAME.events.jsonl (or
                            .events.txt), not to standard output, creating DIR; without it,
                            several files' streams follow one another on standard output
      -h, --help            print this help
      --                    end of options: every later argument is a file

    exit status:
      0  every step ran and every expectation held
      1  an expect failed or a step raised an error (the stream is complete)
      2  a scenario cannot be read (FILE:LINE:COLUMN: error: MESSAGE on stderr, nothing on
         stdout), or the command line is wrong
      3  standard output could not be written (a full disk, a closed pipe); a reader that
         stops early, such as `| head`, ends the replay quietly

    examples:
      scrollsim replay Scenarios/pinned-scroll.yaml > pinned.events.jsonl
      scrollsim replay --format=text --trace calls - < Scenarios/lifecycle-trace.yaml
    """

  static let validate = """
    usage: scrollsim validate FILE...

    Reads each scenario without replaying it and reports every file: `FILE: valid (N steps)`
    on standard output, or `FILE:LINE:COLUMN: error: MESSAGE` on standard error. FILE - reads
    standard input.

    options:
      -h, --help   print this help
      --           end of options: every later argument is a file

    exit status:
      0  every file is a valid scenario
      2  a file cannot be read or is not a valid scenario, or the command line is wrong

    examples:
      scrollsim validate Scenarios/*.yaml
      cat my.yaml | scrollsim validate -
    """

  static let serve = """
    usage: scrollsim serve --socket PATH [--listen 127.0.0.1:PORT] [--jobs N]
                           [--max-request-bytes N] [--max-events N] [--timeout SECONDS]
                           [--grace SECONDS]

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
      -h, --help               print this help

    exit status:
      0  stopped by SIGTERM or SIGINT
      1  a listener could not be set up
      2  the command line is wrong

    examples:
      scrollsim serve --socket /tmp/scrollsim.sock
      scrollsim serve --socket /tmp/s.sock --listen 127.0.0.1:0 --jobs 4 --timeout 60
    """
}
