# scrollsim: `make run` builds in release mode and replays a shipped scenario; `make test` runs
# every test; `make bench` prints the benchmark figures (release build).

SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
RUN_SCENARIO ?= Scenarios/pinned-scroll.yaml

.PHONY: all deps build run test lint format bench goldens clean

all: build

# libyaml is the one system dependency (CYAML's pkg-config module yaml-0.1).
deps:
	@if [ ! -f /usr/include/yaml.h ] || ! command -v pkg-config >/dev/null; then \
	  echo "libyaml-dev is missing: installing it with apt-get"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libyaml-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build -c release --product scrollsim

run: build
	.build/release/scrollsim replay $(RUN_SCENARIO)

test: deps lint
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	.build/debug/scrollsim check Scenarios

lint:
	$(SWIFT_FORMAT) lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT_FORMAT) format --in-place --recursive Sources Tests Package.swift

bench: deps
	$(SWIFT) build -c release --product Benchmarks
	$(SWIFT) build -c release --product scrollsim
	.build/release/Benchmarks

# Re-records every golden log from the current build. A re-recorded golden is a candidate, not
# proof: check the changed numbers against UIKit's rules (and the scenario's expect steps).
goldens: deps
	$(SWIFT) build --product scrollsim
	.build/debug/scrollsim check --record Scenarios

clean:
	rm -rf .build
