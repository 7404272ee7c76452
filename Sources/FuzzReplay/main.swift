import Foundation
import FuzzSupport

// The replay fuzzer: random steps on random layouts (ReplayTarget). `make fuzz` builds it with
// libFuzzer; a plain build runs it on the files named. `--yaml FILE...` prints the scenario
// each file builds (with `# flags: --trace calls` when it traces), to keep as a regression case.

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--yaml" {
  for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("\(path): cannot read the file\n".utf8))
      exit(2)
    }
    let (yaml, traceCalls) = ReplayTarget.scenario([UInt8](data))
    print((traceCalls ? "# flags: --trace calls\n" : "") + yaml, terminator: "")
  }
  exit(0)
}
exit(
  FuzzDriver.main { data, size in
    ReplayTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  })
