// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "scrollsim",
  products: [
    .library(name: "LayoutKit", targets: ["LayoutKit"]),
    .executable(name: "scrollsim", targets: ["scrollsim"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .target(name: "LayoutKit"),
    .executableTarget(name: "scrollsim", dependencies: ["LayoutKit"]),
    .executableTarget(name: "Benchmarks", dependencies: ["LayoutKit"]),
    .testTarget(name: "CYAMLTests", dependencies: ["CYAML"]),
    .testTarget(name: "LayoutKitTests", dependencies: ["LayoutKit"]),
  ],
  swiftLanguageModes: [.v6]
)
