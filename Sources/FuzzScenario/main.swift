import Foundation
import FuzzSupport

// The scenario fuzzer: bytes as a scenario file (ScenarioTarget). `make fuzz` builds it with
// libFuzzer and seeds it with Scenarios/*.yaml; a plain build runs it on the files named.

exit(
  FuzzDriver.main { data, size in
    ScenarioTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  })
