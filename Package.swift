// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "scrollsim",
  products: [
    .library(name: "LayoutKit", targets: ["LayoutKit"]),
    .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
    .library(name: "ScrollSimTesting", targets: ["ScrollSimTesting"]),
    // A user's own `scrollsim`, with their layout classes registered beside the built-in kinds.
    .library(name: "ScrollSimCLI", targets: ["ScrollSimCLI"]),
    .executable(name: "scrollsim", targets: ["scrollsim"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .target(name: "LayoutKit"),
    .target(name: "Simulator", dependencies: ["LayoutKit"]),
    .target(name: "EventStream", dependencies: ["Simulator"]),
    // What a replay looks like: SVG frames, the HTML page and diff page, the Chrome trace.
    .target(name: "Pictures", dependencies: ["EventStream", "Simulator", "LayoutKit"]),
    .target(name: "Layouts", dependencies: ["LayoutKit", "UIKitCompat"]),
    .target(name: "UIKitCompat", dependencies: ["LayoutKit"]),
    .target(name: "SeededRandom"),
    .target(name: "Scenario", dependencies: ["CYAML", "LayoutKit", "Simulator", "Layouts"]),
    // The replayer: a read scenario's steps onto a collection view, its expectations.
    .target(name: "Replay", dependencies: ["Scenario", "LayoutKit", "Simulator", "Layouts"]),
    // Linux calls Swift cannot make itself (syscall(2) is variadic): openat2, renameat2, accept4.
    .target(name: "CDaemonSystem"),
    .target(
      name: "Daemon",
      dependencies: [
        "CDaemonSystem", "LayoutKit", "Layouts", "Simulator", "EventStream", "Scenario", "Replay",
      ]),
    .target(
      name: "CommandLineTool",
      dependencies: [
        "EventStream", "Layouts", "Scenario", "Simulator", "Replay", "Pictures", "Daemon",
      ]),
    .target(
      name: "ScrollSimTesting",
      dependencies: ["EventStream", "LayoutKit", "Layouts", "Scenario", "Simulator", "Replay"]),
    .target(
      name: "ScrollSimCLI",
      dependencies: ["CommandLineTool", "Daemon", "Layouts", "UIKitCompat"]),
    .executableTarget(name: "scrollsim", dependencies: ["ScrollSimCLI"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "LayoutKit", "Layouts", "Simulator", "EventStream", "Scenario", "SeededRandom", "Daemon",
        "Replay",
      ]),
    // The fuzz targets (`make fuzz`, docs/testing.md): built with libFuzzer by the Makefile, and
    // as plain executables (each runs the files it is given) by every other build, so that they
    // keep compiling. Not products: nothing installs them.
    .target(
      name: "FuzzSupport",
      dependencies: [
        "EventStream", "LayoutKit", "Layouts", "Scenario", "SeededRandom", "Simulator", "Replay",
        "Pictures",
      ]),
    .executableTarget(
      name: "FuzzScenario", dependencies: ["EventStream", "FuzzSupport", "Scenario"],
      exclude: ["scenario.dict"]),
    .executableTarget(
      name: "FuzzReplay",
      dependencies: ["FuzzSupport", "Scenario", "Pictures"]),
    .testTarget(name: "CYAMLTests", dependencies: ["CYAML"]),
    // The layout tests name elements by the stream's ids, which the simulator spells.
    .testTarget(
      name: "LayoutsTests",
      dependencies: ["Layouts", "LayoutKit", "UIKitCompat", "SeededRandom", "Simulator"]),
    .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "Simulator"]),
    .testTarget(
      name: "LayoutKitTests",
      dependencies: ["LayoutKit", "SeededRandom", "Simulator", "TestSupport"]
    ),
    .testTarget(
      name: "ScenarioTests",
      dependencies: ["Scenario", "EventStream", "Simulator", "Replay", "TestSupport", "Pictures"],
      exclude: ["Goldens"]),
    // What tests share: a recording sink, a collection view fixture (Tests/TestSupport).
    .target(
      name: "TestSupport", dependencies: ["LayoutKit", "Simulator"], path: "Tests/TestSupport"),
    .testTarget(
      name: "SimulatorTests", dependencies: ["Simulator", "SeededRandom", "TestSupport"]),
    .testTarget(
      name: "EventStreamTests",
      dependencies: ["EventStream", "Simulator", "LayoutKit", "SeededRandom"]),
    .testTarget(
      name: "ScrollSimCLITests", dependencies: ["scrollsim", "FuzzReplay"],
      exclude: ["Malformed", "FuzzRegressions", "PortFixtures"]),
    .testTarget(
      name: "CommandLineToolTests",
      dependencies: ["CommandLineTool", "EventStream", "Simulator", "SeededRandom"]),
    .testTarget(
      name: "ScrollSimTestingTests",
      dependencies: ["ScrollSimTesting", "LayoutKit", "Simulator", "Scenario"]),
    // Imports ScrollSimTesting alone, as a user's test target does (docs/testing.md), with its
    // scenario files excluded from the sources.
    .testTarget(
      name: "ScrollSimTestingProductTests", dependencies: ["ScrollSimTesting"],
      exclude: ["Scenarios"]),
    .testTarget(
      name: "DaemonTests",
      dependencies: [
        "CDaemonSystem", "Daemon", "Scenario", "EventStream", "Simulator", "scrollsim", "Replay",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
