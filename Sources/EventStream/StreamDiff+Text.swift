import Foundation
import LayoutKit
import Simulator

extension StreamDiff {
  /// `step S (OP, line L) frame F t=T` for a moment, from the run that has it.
  public func describe(_ moment: Moment) -> String {
    let step = new.steps[moment.step] ?? old.steps[moment.step]
    var text = moment.step < 0 ? "the first layout pass" : "step \(moment.step)"
    if let step { text += " (\(step.op), line \(step.line))" }
    text += " frame \(moment.frame)"
    if let time = new.time(of: moment) ?? old.time(of: moment) {
      text += " t=\(TextWriter.number(time))"
    }
    return text
  }

  /// The report `scrollsim diff` prints, in docs/text-format.md's notation: for each thing
  /// that differs, its first moment and its value in each run (`-` old, `+` new), then the
  /// failures only one run has.
  public func text(oldName: String, newName: String) -> String {
    guard !isEmpty else { return "the streams show the same replay\n" }
    var out = "--- \(oldName)\n+++ \(newName)\n"
    if let first = firstMoment { out += "first difference: \(describe(first))\n" }
    for difference in differences {
      out += "\(difference.id) at \(describe(difference.moment)):\n"
      out += "- \(difference.old?.text ?? "not visible")\n"
      out += "+ \(difference.new?.text ?? "not visible")\n"
    }
    for (name, failures, sign) in [
      (oldName, failuresOnlyOld, "-"), (newName, failuresOnlyNew, "+"),
    ] {
      for failure in failures {
        out += "\(sign) line \(failure.line) (step \(failure.step)), only in \(name): "
        out += "\(TextWriter.oneLine(failure.text))\n"
      }
    }
    if let other = otherDifference {
      out += "first other event that differs:\n- \(other.old)\n+ \(other.new)\n"
    }
    return out + summary(oldName: oldName, newName: newName) + "\n"
  }

  /// `2 elements, the content offset and 1 failure differ`.
  public func summary(oldName: String, newName: String) -> String {
    let scalars = [
      "contentOffset": "the content offset", "contentSize": "the content size",
      "bounds": "the bounds size",
    ]
    let elements = differences.filter { scalars[$0.id] == nil }.count
    var parts: [String] = []
    if elements > 0 { parts.append(elements == 1 ? "1 element" : "\(elements) elements") }
    parts += differences.compactMap { scalars[$0.id] }
    let failures = failuresOnlyOld.count + failuresOnlyNew.count
    if failures > 0 { parts.append(failures == 1 ? "1 failure" : "\(failures) failures") }
    if otherDifference != nil { parts.append("other events") }
    return "differ: " + parts.joined(separator: ", ")
  }
}
