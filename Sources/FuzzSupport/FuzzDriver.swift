import Foundation

#if FUZZING
  /// libFuzzer's driver, linked by `-sanitize=fuzzer` (which `make fuzz` builds with, together
  /// with `-DFUZZING`). Called from Swift's own `main`, so the executable target needs no
  /// `@_cdecl` entry point and keeps its top-level code.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif

/// Runs a fuzz target's one-input function: under libFuzzer when built for fuzzing, otherwise
/// on each file named on the command line, so that a saved crash or the regression corpus can be
/// replayed by a plain build (and the fuzz targets compile in the build `make test` runs).
public enum FuzzDriver {
  /// The one-input function, in libFuzzer's shape: the bytes, their count; returns 0.
  public typealias OneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// Hands the command line to libFuzzer, or runs `oneInput` on each file it names; the exit
  /// status.
  public static func main(_ oneInput: OneInput) -> Int32 {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      return runFuzzerDriver(&argc, &argv, oneInput)
    #else
      let paths = CommandLine.arguments.dropFirst()
      guard !paths.isEmpty else {
        let name = CommandLine.arguments.first ?? "fuzzer"
        FileHandle.standardError.write(
          Data(
            "usage: \(name) FILE...\n(built without -DFUZZING -sanitize=fuzzer: runs each file once)\n"
              .utf8))
        return 2
      }
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("\(path): cannot read the file\n".utf8))
          return 2
        }
        let bytes = [UInt8](data)
        _ = bytes.withUnsafeBufferPointer { oneInput($0.baseAddress, $0.count) }
        print("\(path): ok")
      }
      return 0
    #endif
  }
}
