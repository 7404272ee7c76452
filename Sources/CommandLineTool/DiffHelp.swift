/// The text of `scrollsim diff --help` and `scrollsim help diff`.
enum DiffHelp {
  static let text = """
    usage: scrollsim diff GOLDEN.jsonl NEW.jsonl [--format text|html] [-o OUT]
                          [--scenario FILE]

    Compares two event streams of the same scenario by what they show, not line by line: for
    each element whose attributes differ, the first moment (step, display tick and time) they
    differ and its attributes in both runs; then the failed expectations and errors each run
    has that the other does not. Events inserted or removed elsewhere shift `seq` without
    making a difference. The text uses docs/text-format.md's notation; --format html writes
    one page with both runs side by side at the first moment they differ, the differing
    elements highlighted and a scrubber that moves both runs together.

    options:
      --format FORMAT       text (default) or html
      -o FILE               write to FILE in place of standard output
      --scenario FILE       the scenario of the streams, for the page's view size and the
                            steps' YAML text (default: NAME.yaml beside NAME.events.jsonl;
                            without one the view is the default 390 x 844)
      -h, --help            print this help

    exit status:
      0  the streams show the same thing
      1  they differ
      2  a stream cannot be read, or the command line is wrong
      3  the output could not be written

    examples:
      scrollsim diff Scenarios/paging.events.jsonl Scenarios/paging.events.jsonl.new
      scrollsim diff --format html -o paging.html old.jsonl new.jsonl
    """
}
