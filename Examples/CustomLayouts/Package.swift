// swift-tools-version: 6.0
import PackageDescription

// Your own scrollsim: an executable with your layout classes registered beside the built-in
// kinds (docs/porting.md, "Your own scrollsim"). Here scrollsim is the package two directories
// up; from elsewhere, `.package(url: "https://github.com/…/scrollsim.git", branch: "main")`.
let package = Package(
  name: "CustomLayouts",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "my-scrollsim",
      dependencies: [.product(name: "ScrollSimCLI", package: "scrollsim")])
  ],
  swiftLanguageModes: [.v6]
)
