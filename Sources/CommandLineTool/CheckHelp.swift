/// The text of `scrollsim check --help` and `scrollsim help check`.
public enum CheckHelp {
  /// Usage, options, environment, exit statuses and examples.
  public static let text = """
    usage: scrollsim check [--record | --accept] [--shard I/N] [--junit FILE] [--report DIR]
                           [FILE|DIR]...

    Replays each scenario (NAME.yaml, with the options in NAME.flags) and compares the stream
    with its golden log NAME.events.jsonl, byte for byte, and the exit status with NAME.status
    (0 when there is no such file). A directory stands for the *.yaml files in it; with no
    FILE or DIR, Scenarios is checked.

    On a difference, check prints where the stream first differs (FILE:LINE of the step, the
    step's index and op) and a unified diff from there, and writes the new stream to
    NAME.events.jsonl.new. A scenario without a golden log fails as new and gets the same
    pending file. A golden or pending file with no scenario beside it is reported as orphaned.
    The last line counts passed, failed and new scenarios.

    options:
      --record        rewrite every golden log from the replay (review the changes: a
                      re-recorded golden is a candidate, not proof)
      --accept        promote each pending NAME.events.jsonl.new to NAME.events.jsonl, then check;
                      a pending log with a failed expect or an error is refused unless
                      NAME.status is 1
      --shard I/N     check only share I of N (1 <= I <= N); a scenario's share depends on its
                      file name alone, so the N shards together check every scenario once
      --junit FILE    also write a JUnit XML report: one test case per scenario, the diff as
                      the failure; FILE must be a regular file (or a link to one) or a new
                      path, replaced whole once the report is complete
      --report DIR    for each scenario whose stream differs, write DIR/NAME.html: the golden
                      and the new run side by side at the first moment they differ, the
                      differing elements outlined with both attributes, the failed expects
                      with their lines, one scrubber for both (the JUnit report attaches it)
      -h, --help      print this help

    environment:
      CI=true                            write no pending files; refuse --record and --accept
      TEST_TOTAL_SHARDS, TEST_SHARD_INDEX Bazel's test sharding (0-based index), when --shard
                                         is not given; TEST_SHARD_STATUS_FILE is touched
      XML_OUTPUT_FILE                    where to write the JUnit report, when --junit is not given

    exit status:
      0  every scenario matched its golden log and its expected exit status
      1  a scenario failed or is new, or a file is orphaned
      2  the command line or a named path is wrong, the JUnit path is not a file, or
         --record or --accept was given with CI=true
      3  standard output or the JUnit report could not be written; a reader that stops
         early, such as `| head`, ends the check quietly with 0

    examples:
      scrollsim check                         # every scenario in Scenarios
      scrollsim check --shard 2/4 --junit report.xml Scenarios/pinned-scroll.yaml
      scrollsim check --report failures Scenarios
    """
}
