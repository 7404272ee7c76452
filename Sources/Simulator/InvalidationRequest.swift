/// Why the collection view is calling into its layout, for as long as it is: when the layout
/// invalidates in answer (through `layoutDidInvalidate`), the `invalidate` event carries this
/// reason and the pass that follows this cause. A layout that invalidates by itself while a pass
/// runs (a property set in `prepare()`) is answered with the pass's own request.
struct InvalidationRequest {
  /// The `invalidate` event's reason; nil takes it from the context's flags.
  var reason: InvalidationReason?
  /// The cause of the pass the invalidation schedules.
  var cause: Cause
  /// Whether the invalidation is an event and schedules a pass: not for the first pass's own,
  /// which opens the stream and is the pass under way.
  var isLogged = true
}
