import CYAML
import Testing

/// The system library target links libyaml: its parser reads a small document into events.
@Suite struct CYAMLTests {
  @Test func parsesAScalarMapping() {
    var parser = yaml_parser_t()
    #expect(yaml_parser_initialize(&parser) == 1)
    defer { yaml_parser_delete(&parser) }
    let text = Array("name: pinned\n".utf8)
    text.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var scalars: [String] = []
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        if event.type == YAML_SCALAR_EVENT {
          let scalar = event.data.scalar
          let bytes = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
          scalars.append(String(decoding: bytes, as: UTF8.self))
        }
        if event.type == YAML_STREAM_END_EVENT { break }
      }
      #expect(scalars == ["name", "pinned"])
    }
  }
}
