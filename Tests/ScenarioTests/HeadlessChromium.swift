import Foundation

/// Debian's headless Chromium, driven from the command line: a page's DOM after its scripts ran,
/// a screenshot, and the pixels of a PNG (decoded by the browser itself, so the tests need no
/// image library).
struct HeadlessChromium {
  static let path = "/usr/bin/chromium"
  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// What one run printed.
  struct Output {
    var stdout: String
    var stderr: String
  }

  /// RGBA pixels, row by row.
  struct Pixels {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    func color(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
      let i = (y * width + x) * 4
      return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]))
    }
  }

  /// A fixed window at scale 1, so a CSS pixel is a screenshot pixel, wider and taller than the
  /// 1280 × 800 frame the pages are tested in.
  static let common = [
    "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
    "--force-device-scale-factor=1", "--window-size=1300,900", "--hide-scrollbars",
    "--enable-logging=stderr", "--v=0",
  ]

  static func run(_ arguments: [String]) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = common + arguments
    let out = Pipe()
    // Chromium's log goes to a file: only stdout is read while it runs, so no pipe can fill up.
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scrollsim-chromium-\(getpid())-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  /// The serialized DOM of `url` once its scripts ran.
  static func dom(_ url: URL) throws -> Output {
    try run(["--virtual-time-budget=5000", "--dump-dom", url.absoluteString])
  }

  /// A PNG screenshot of `url` written to `file`.
  static func screenshot(_ url: URL, to file: URL) throws -> Output {
    try run(["--virtual-time-budget=5000", "--screenshot=\(file.path)", url.absoluteString])
  }

  /// The pixels of the PNG `file` in the rectangle `crop` (x, y, width, height), read back through
  /// a canvas in a page next to it.
  static func pixels(ofPNG file: URL, crop: [Int]) throws -> Pixels? {
    let page = file.deletingPathExtension().appendingPathExtension("decode.html")
    let html = """
      <!DOCTYPE html><html><body><pre id="out">pending</pre><script>
      const image = new Image();
      image.onload = () => {
        const canvas = document.createElement("canvas");
        canvas.width = \(crop[2]); canvas.height = \(crop[3]);
        const context = canvas.getContext("2d");
        context.drawImage(image, -\(crop[0]), -\(crop[1]));
        const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let text = "";
        for (let i = 0; i < data.length; i += 8192) {
          text += String.fromCharCode.apply(null, data.subarray(i, i + 8192));
        }
        document.getElementById("out").textContent = "pixels " + btoa(text);
      };
      image.onerror = () => { document.getElementById("out").textContent = "unreadable"; };
      image.src = "\(file.lastPathComponent)";
      </script></body></html>
      """
    try html.write(to: page, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    let dom = try dom(page).stdout
    guard let start = dom.range(of: "<pre id=\"out\">pixels ")?.upperBound,
      let end = dom[start...].range(of: "</pre>")?.lowerBound,
      let data = Data(base64Encoded: String(dom[start..<end])),
      data.count == crop[2] * crop[3] * 4
    else { return nil }
    return Pixels(width: crop[2], height: crop[3], rgba: [UInt8](data))
  }
}
