import Foundation

/// JUnit XML for CI systems: one test case per scenario, a failure's text being the diff.
public enum JUnitReport {
  /// The XML document for `outcomes` (orphans are a test case each, failed).
  public static func xml(_ outcomes: [CheckOutcome], orphans: [String]) -> String {
    let failures =
      outcomes.filter { $0.verdict == .failed || $0.verdict == .new }.count + orphans.count
    let tests = outcomes.count + orphans.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites tests=\"\(tests)\" failures=\"\(failures)\">\n"
    xml += "  <testsuite name=\"scrollsim check\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    for outcome in outcomes {
      let name = escape(outcome.path)
      switch outcome.verdict {
      case .passed, .recorded:
        xml += "    <testcase classname=\"scrollsim.check\" name=\"\(name)\"/>\n"
      case .failed, .new:
        let message = outcome.verdict == .new ? "no golden log" : "differs from its golden log"
        xml += "    <testcase classname=\"scrollsim.check\" name=\"\(name)\">\n"
        xml += "      <failure message=\"\(message)\">\(escape(outcome.details))</failure>\n"
        // Jenkins' and GitLab's convention for a file attached to a test case.
        if let page = outcome.reportPath {
          let absolute = URL(fileURLWithPath: page).standardizedFileURL.path
          xml += "      <system-out>[[ATTACHMENT|\(escape(absolute))]]</system-out>\n"
        }
        xml += "    </testcase>\n"
      }
    }
    for orphan in orphans {
      xml += "    <testcase classname=\"scrollsim.check\" name=\"\(escape(orphan))\">\n"
      xml += "      <failure message=\"no scenario beside this file\"/>\n"
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Text as XML character data or an attribute value; control characters other than tab and
  /// newline cannot appear in XML 1.0 at all, so they become `?`.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default: result.unicodeScalars.append(scalar.value < 0x20 ? "?" : scalar)
      }
    }
    return result
  }
}
