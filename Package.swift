// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "scrollsim",
  products: [
    .library(name: "LayoutKit", targets: ["LayoutKit"]),
    .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
    .library(name: "ScrollSimTesting", targets: ["ScrollSimTesting"]),
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
    .target(name: "Layouts", dependencies: ["LayoutKit", "UIKitCompat"]),
    .target(name: "UIKitCompat", dependencies: ["LayoutKit"]),
    .target(name: "SeededRandom"),
    .target(name: "Scenario", dependencies: ["CYAML", "LayoutKit", "Simulator", "Layouts"]),
    .target(
      name: "Daemon", dependencies: ["LayoutKit", "Simulator", "EventStream", "Scenario"]),
    .target(name: "CommandLineTool", dependencies: ["EventStream", "Scenario", "Simulator"]),
    .target(
      name: "ScrollSimTesting",
      dependencies: ["CommandLineTool", "EventStream", "LayoutKit", "Scenario", "Simulator"]),
    .executableTarget(
      name: "scrollsim",
      dependencies: [
        "LayoutKit", "Simulator", "EventStream", "Scenario", "Daemon", "CommandLineTool",
      ]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "LayoutKit", "Layouts", "Simulator", "EventStream", "Scenario", "SeededRandom", "Daemon",
      ]),
    // The fuzz targets (`make fuzz`, docs/testing.md): built with libFuzzer by the Makefile, and
    // as plain executables (each runs the files it is given) by every other build, so that they
    // keep compiling. Not products: nothing installs them.
    .target(
      name: "FuzzSupport",
      dependencies: [
        "EventStream", "LayoutKit", "Layouts", "Scenario", "SeededRandom", "Simulator",
      ]),
    .executableTarget(
      name: "FuzzScenario", dependencies: ["EventStream", "FuzzSupport", "Scenario"],
      exclude: ["scenario.dict"]),
    .executableTarget(
      name: "FuzzReplay",
      dependencies: ["FuzzSupport", "Scenario"]),
    .testTarget(name: "CYAMLTests", dependencies: ["CYAML"]),
    .testTarget(
      name: "LayoutsTests", dependencies: ["Layouts", "LayoutKit", "UIKitCompat", "SeededRandom"]),
    .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat"]),
    .testTarget(name: "LayoutKitTests", dependencies: ["LayoutKit", "SeededRandom"]),
    .testTarget(
      name: "ScenarioTests", dependencies: ["Scenario", "EventStream", "Simulator"],
      exclude: ["Goldens"]),
    .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "SeededRandom"]),
    .testTarget(name: "EventStreamTests", dependencies: ["EventStream", "Simulator", "LayoutKit"]),
    .testTarget(
      name: "ScrollSimCLITests", dependencies: ["scrollsim", "FuzzReplay"],
      exclude: ["Malformed", "FuzzRegressions"]),
    .testTarget(name: "CommandLineToolTests", dependencies: ["CommandLineTool"]),
    .testTarget(
      name: "ScrollSimTestingTests",
      dependencies: ["ScrollSimTesting", "LayoutKit", "Simulator", "Scenario"]),
    .testTarget(
      name: "DaemonTests",
      dependencies: ["Daemon", "Scenario", "EventStream", "Simulator", "scrollsim"]),
  ],
  swiftLanguageModes: [.v6]
)
