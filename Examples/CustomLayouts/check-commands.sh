#!/bin/sh
# The example's executable beyond `check` (which `make example` runs first): every scenario is
# valid, replays the same bytes through a server the executable serves itself (its workers are
# the same executable, so they know its kinds), and draws as a page, a frame and a trace.
# Usage: check-commands.sh EXECUTABLE (run from the example package's folder).
set -eu
tool=$1
work=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
"$tool" validate Scenarios/*.yaml
# A key the kind does not take is reported at its line and column, as for a built-in kind.
printf 'name: typo\nlayout: {kind: paging-carousel, startPag: 2}\ndata: {sections: [3]}\nsteps: []\n' \
  >"$work/typo.yaml"
status=0
"$tool" validate "$work/typo.yaml" 2>"$work/typo.err" || status=$?
[ "$status" -eq 2 ]
grep -qF "typo.yaml:2:33: error: unknown key 'startPag' in layout; did you mean 'startPage'?" \
  "$work/typo.err"
echo "a misspelt key of paging-carousel: exit 2 at its line and column"
socket="$work/server.sock"
"$tool" serve --socket "$socket" >"$work/announce" &
server_pid=$!
tries=0
until [ -S "$socket" ]; do
  tries=$((tries + 1))
  [ "$tries" -lt 600 ] || { echo "the server did not start" >&2; exit 1; }
  sleep 0.1
done
for scenario in Scenarios/*.yaml; do
  golden="${scenario%.yaml}.events.jsonl"
  "$tool" replay --server "$socket" "$scenario" >"$work/stream"
  cmp "$work/stream" "$golden"
  echo "served $scenario: the golden log, byte for byte"
done
"$tool" replay --format html Scenarios/paging-carousel.yaml >"$work/page.html"
grep -q "paging-carousel" "$work/page.html"
"$tool" render Scenarios/card-animator.yaml --step 3 -o "$work/frame.svg"
grep -q "<svg" "$work/frame.svg"
"$tool" replay --format chrome-trace Scenarios/pixel-list.yaml >"$work/trace.json"
grep -q "traceEvents" "$work/trace.json"
"$tool" replay --format text Scenarios/pinterest.yaml >"$work/pinterest.txt"
grep -q "scenario pinterest layout pinterest" "$work/pinterest.txt"
echo "drew the carousel as a page, the animator as an SVG frame, the list as a Chrome trace;"
echo "wrote the masonry replay as text"
