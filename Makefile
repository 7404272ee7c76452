# scrollsim: `make run` builds in release mode and replays a shipped scenario; `make test` runs
# every test (a 400-scenario slice of the generated-scenario sweep among them); `make bench` prints
# the benchmark figures (release build); `make fuzz` runs the libFuzzer targets; `make sweep`
# replays 100,000 generated scenarios (docs/testing.md, "Fuzzing scrollsim itself").

SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
RUN_SCENARIO ?= Scenarios/pinned-scroll.yaml
PREFIX ?= /usr/local
FUZZ_SECONDS ?= 60
FUZZ_FLAGS ?=
FUZZ_DIR = .build/fuzz
SWEEP_SEED ?= 1
SWEEP_COUNT ?= 100000
SWEEP_JOBS ?= 2
DESTDIR ?=

.PHONY: all deps picture-deps build run test example sanitize fuzz sweep lint format bench goldens install clean

all: build

# libyaml is the one system dependency (CYAML's pkg-config module yaml-0.1).
deps:
	@if [ ! -f /usr/include/yaml.h ] || ! command -v pkg-config >/dev/null; then \
	  echo "libyaml-dev is missing: installing it with apt-get"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libyaml-dev pkg-config; \
	fi

# What pictures and the replay page are checked with: rsvg-convert (PNG from SVG) and headless
# Chromium. Installed when missing; without them those two tests are skipped, nothing else.
picture-deps:
	@missing=""; \
	command -v rsvg-convert >/dev/null || missing="$$missing librsvg2-bin"; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then \
	  echo "installing$$missing with apt-get"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  ( $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing ) \
	    || echo "could not install$$missing: the PNG and browser tests will be skipped"; \
	fi

build: deps
	$(SWIFT) build -c release --product scrollsim

run: build
	.build/release/scrollsim replay $(RUN_SCENARIO)

# Among the tests, FuzzSweepTests replays the first 400 generated scenarios of seed 25 with the
# debug FuzzReplay, two child processes at once (about 40 s of CPU), and checks every stream.
test: deps picture-deps lint
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	.build/debug/scrollsim check Scenarios
	$(MAKE) example

# The walk-through of docs/porting.md, "Your own scrollsim": a package of its own
# (Examples/CustomLayouts) that depends on this one by path and builds its own executable with
# its layouts registered; that executable checks the package's scenarios. Its masonry layout is
# `scrollsim port`'s output for the UIKit-style file the port tests use, byte for byte. SwiftPM names a path
# dependency after its folder, so the package is built from a copy of this tree named scrollsim
# (with fresh modification times: SwiftPM plans a build again only for files newer than its plan).
EXAMPLE_ROOT = .build/example/scrollsim
example: deps
	rm -rf $(EXAMPLE_ROOT) && mkdir -p $(EXAMPLE_ROOT)
	tar --exclude=.build --exclude=.git --exclude=.swiftpm -cf - . | tar -xmf - -C $(EXAMPLE_ROOT)
	$(SWIFT) build --package-path $(EXAMPLE_ROOT)/Examples/CustomLayouts \
	  --scratch-path .build/example-build -Xswiftc -warnings-as-errors
	cp Tests/ScrollSimCLITests/PortFixtures/PinterestLayout.swift.txt .build/example/PinterestLayout.swift
	.build/debug/scrollsim port --write .build/example/PinterestLayout.swift > /dev/null
	cmp .build/example/PinterestLayout.swift Examples/CustomLayouts/Sources/my-scrollsim/PinterestLayout.swift
	.build/example-build/debug/my-scrollsim check $(EXAMPLE_ROOT)/Examples/CustomLayouts/Scenarios
	cd $(EXAMPLE_ROOT)/Examples/CustomLayouts && ./check-commands.sh $(CURDIR)/.build/example-build/debug/my-scrollsim

# The whole suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder.
# Leak detection is off: the command-line tool exits with objects still referenced. Under ASan
# the daemon's tests are left to TSan: a signal delivered to a Dispatch signal source makes
# libdispatch call sigfillset on a kernel-sized set, which ASan's interceptor reports as a stack
# overflow at random (a false positive in code built without ASan) and the daemon exits 1.
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan
	ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
	  $(SWIFT) test --skip-build --build-path .build/asan --skip DaemonTests
	$(SWIFT) build --build-tests --sanitize=thread --build-path .build/tsan
	$(SWIFT) test --skip-build --build-path .build/tsan

# libFuzzer for FUZZ_SECONDS per target (docs/testing.md): FuzzScenario reads bytes as a scenario
# file (seeded with a copy of Scenarios/*.yaml), FuzzReplay builds random steps on random layouts.
# Both check every stream they replay. FuzzScenario runs under AddressSanitizer (the YAML reader
# handles libyaml's pointers); FuzzReplay, all safe Swift, without it, eight times as fast. Each
# builds in its own folder of $(FUZZ_DIR); the corpora grow in $(FUZZ_DIR)/corpus and findings land
# in $(FUZZ_DIR)/findings (not a build path's artifacts folder, which SwiftPM empties). Both
# targets run even if the first finds something, and the status says. lld links: gold fails on
# the fuzzer runtime. FUZZ_FLAGS adds libFuzzer options (-fork=1 -ignore_crashes=1 goes on after a
# finding).
FUZZ_BUILD = $(SWIFT) build -c release -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
FUZZ_RUN = SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0
fuzz: deps
	$(FUZZ_BUILD) --build-path $(FUZZ_DIR)/asan -Xswiftc -sanitize=fuzzer,address \
	  --product FuzzScenario
	$(FUZZ_BUILD) --build-path $(FUZZ_DIR)/plain -Xswiftc -sanitize=fuzzer --product FuzzReplay
	mkdir -p $(FUZZ_DIR)/corpus/scenario $(FUZZ_DIR)/corpus/replay \
	  $(FUZZ_DIR)/findings/scenario $(FUZZ_DIR)/findings/replay
	cp Scenarios/*.yaml $(FUZZ_DIR)/corpus/scenario/
	status=0; \
	$(FUZZ_RUN) $(FUZZ_DIR)/asan/release/FuzzScenario -max_total_time=$(FUZZ_SECONDS) -timeout=20 \
	  -rss_limit_mb=4096 -dict=Sources/FuzzScenario/scenario.dict \
	  -artifact_prefix=$(FUZZ_DIR)/findings/scenario/ $(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/scenario \
	  || status=1; \
	$(FUZZ_RUN) $(FUZZ_DIR)/plain/release/FuzzReplay -max_total_time=$(FUZZ_SECONDS) -timeout=20 \
	  -rss_limit_mb=4096 -max_len=1024 -len_control=0 \
	  -artifact_prefix=$(FUZZ_DIR)/findings/replay/ $(FUZZ_FLAGS) $(FUZZ_DIR)/corpus/replay \
	  || status=1; \
	ls -l $(FUZZ_DIR)/findings/scenario $(FUZZ_DIR)/findings/replay; \
	exit $$status

# The sweep of generated scenarios (docs/testing.md): SWEEP_COUNT scenarios of seed SWEEP_SEED,
# written by FuzzSupport's ScenarioGenerator, replayed within a small budget by the release
# FuzzReplay in SWEEP_JOBS child processes at low priority, so that a trap is counted rather than
# fatal. It prints the signals, hangs and stream problems and each distinct finding, writes the
# scenarios of the findings to $(FUZZ_DIR)/sweep, and fails when there is any. 100,000 take about
# 25 minutes of two free cores (27 ms a scenario); seed 1 gave 0 signals (docs/testing.md has the
# rest of its numbers).
sweep: deps
	$(SWIFT) build -c release --product FuzzReplay
	nice -n 15 .build/release/FuzzReplay --sweep --seed $(SWEEP_SEED) --count $(SWEEP_COUNT) \
	  --jobs $(SWEEP_JOBS) --findings $(FUZZ_DIR)/sweep

lint:
	$(SWIFT_FORMAT) lint --strict --recursive Sources Tests Package.swift Examples

format:
	$(SWIFT_FORMAT) format --in-place --recursive Sources Tests Package.swift Examples

# Issue 20's figures (docs/testing.md, "Benchmarks"), each against its baseline in the same run,
# then the growth table; exits 1 when a goal is missed. Part of no test. BENCH_FLAGS passes
# options on: --rounds N, --figures prepare,memory,update,fling,daemon,reader,writer, --no-growth.
bench: deps
	$(SWIFT) build -c release --product Benchmarks
	$(SWIFT) build -c release --product scrollsim
	.build/release/Benchmarks $(BENCH_FLAGS)

# Re-records every golden log from the current build. A re-recorded golden is a candidate, not
# proof: check the changed numbers against UIKit's rules (and the scenario's expect steps).
goldens: deps
	$(SWIFT) build --product scrollsim
	.build/debug/scrollsim check --record Scenarios

# The pictures of docs/visualizing.md, redrawn by the commands the page shows under "The
# pictures in this page were made by" (DocsCommandExamplesTests fails when they are stale).
.PHONY: docs-pictures
docs-pictures: deps picture-deps
	$(SWIFT) build --product scrollsim
	sed -n '/^The pictures in this page were made by/,/^```$$/p' docs/visualizing.md \
	  | grep '^scrollsim render ' | sed 's|^scrollsim |.build/debug/scrollsim |' | sh -ex

# The binary, its manual page and bash/zsh completions, the last two generated by the binary from
# its help texts so they cannot drift from --help.
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions"
	install -m 755 .build/release/scrollsim "$(DESTDIR)$(PREFIX)/bin/scrollsim"
	.build/release/scrollsim help --man > "$(DESTDIR)$(PREFIX)/share/man/man1/scrollsim.1"
	.build/release/scrollsim help --completions bash \
	  > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/scrollsim"
	.build/release/scrollsim help --completions zsh \
	  > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_scrollsim"

clean:
	rm -rf .build
