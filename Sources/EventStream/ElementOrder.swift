import LayoutKit
import Simulator

/// The contract's canonical order of element ids (cells, supplementary views, decorations, then
/// section, item and kind); a text that is not an id sorts after by its characters.
public func canonicalIDOrder(_ a: String, _ b: String) -> Bool {
  switch (ElementKey(id: a), ElementKey(id: b)) {
  case (let x?, let y?): x < y
  case (nil, nil): a < b
  case (nil, _?): false
  case (_?, nil): true
  }
}
