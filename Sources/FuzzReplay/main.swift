import Foundation
import FuzzSupport

// The replay fuzzer: random steps on random layouts (ReplayTarget). `make fuzz` builds it with
// libFuzzer; a plain build runs it on the files named. The other modes (docs/testing.md):
//   --yaml FILE...            the scenario each fuzz input builds, with its `# flags:` line
//   --sweep [OPTIONS]         replays seeded generated scenarios in child processes (Sweep)
//   --generate SEED INDEX     the scenario INDEX of a sweep builds, with its `# flags:` line
//   --sweep-child SEED FROM TO   one child of a sweep (SweepChild)

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("\(message)\n".utf8))
  exit(2)
}

switch arguments.first {
case "--yaml":
  for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
      fail("\(path): cannot read the file")
    }
    let (yaml, traceCalls) = ReplayTarget.scenario([UInt8](data))
    let flags = GeneratedReplay.flagsLine(limits: ReplayTarget.limits, traceCalls: traceCalls)
    print((flags.map { "\($0)\n" } ?? "") + yaml, terminator: "")
  }
  exit(0)
case "--generate":
  guard arguments.count == 3, let seed = UInt64(arguments[1]), let index = Int(arguments[2]) else {
    fail("usage: FuzzReplay --generate SEED INDEX")
  }
  print(SweepScenario.file(seed: seed, index: index), terminator: "")
  exit(0)
case "--sweep":
  guard let options = SweepOptions.parse(Array(arguments.dropFirst())) else {
    fail(SweepOptions.usage)
  }
  exit(Sweep.run(options))
case "--sweep-child":
  guard arguments.count == 4, let seed = UInt64(arguments[1]), let from = Int(arguments[2]),
    let to = Int(arguments[3]), from <= to
  else { fail("usage: FuzzReplay --sweep-child SEED FROM TO") }
  exit(SweepChild.run(seed: seed, range: from..<to))
default:
  exit(
    FuzzDriver.main { data, size in
      ReplayTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
      return 0
    })
}
