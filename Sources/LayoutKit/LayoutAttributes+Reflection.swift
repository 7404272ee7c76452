extension LayoutAttributes {
  /// The stored properties a subclass of `LayoutAttributes` adds (at every level down to this
  /// class), read with `Mirror`, keyed by name: each whose value is a JSON scalar (a string, a
  /// number, a Bool, an Optional of one, nil as `null`, an enum's raw value) or an array of
  /// them. Properties of any other type, and the storage Swift makes for `lazy` and wrapped
  /// properties (names starting with `$` or `_`), are left out. Empty for `LayoutAttributes`
  /// itself, whose values the stream writes on their own.
  public var reflectedCustomAttributes: [String: AttributeValue] {
    // Most attributes are of the base class: no reflection for them.
    guard type(of: self) != LayoutAttributes.self else { return [:] }
    var values: [String: AttributeValue] = [:]
    var mirror: Mirror? = Mirror(reflecting: self)
    while let level = mirror, level.subjectType != LayoutAttributes.self {
      for child in level.children {
        guard let name = child.label, !name.hasPrefix("$"), !name.hasPrefix("_"),
          let value = AttributeValue(reflecting: child.value)
        else { continue }
        values[name] = values[name] ?? value
      }
      mirror = level.superclassMirror
    }
    return values
  }
}
