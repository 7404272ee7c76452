import LayoutKit
import Simulator

/// The contract's canonical order of element ids (cells, supplementary views, decorations, then
/// section, item and kind); a text that is not an id sorts after by its characters.
public func canonicalIDOrder(_ first: String, _ second: String) -> Bool {
  switch (ElementKey(id: first), ElementKey(id: second)) {
  case (let firstKey?, let secondKey?): firstKey < secondKey
  case (nil, nil): first < second
  case (nil, _?): false
  case (_?, nil): true
  }
}
