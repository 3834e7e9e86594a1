/// One row of the property table (`PropertyKey.row`): everything the slow paths need to know
/// about one value a layer stores, with the value's type erased.
///
/// A row is made from a typed `PropertyField` (where the value lives) and a `SceneCoding` (how
/// documents and `inspect` spell it), so the compiler checks that they agree. Scene decoding,
/// `SceneWriter`, `InspectReport`, `LayerProperties`' equality and a replicator's colour
/// multiplication all loop over the rows; none of them names a property.
///
/// The rows work through closures and key paths, which is fine for documents, reports and
/// equality but too slow for the evaluator's per-frame path: animations read and write through
/// `AnimatableProperty`'s switches instead (see ARCHITECTURE.md, "The property table").
struct PropertyRow: Sendable {
    /// The layer kind whose part holds the value, or `nil` when every layer has it.
    let kind: LayerKind?
    /// How animations interpolate the value, or `nil` when it cannot be animated.
    let interpolation: Interpolation?
    /// When `lamina inspect` prints the value.
    let inspect: InspectRule
    /// Reads a scene document's value at the given path into properties of the row's kind.
    let read: @Sendable (SceneValue, [any CodingKey], inout LayerProperties) throws -> Void
    /// The value as a scene document holds it; `nil` when the layer's kind lacks it.
    let sceneJSON: @Sendable (LayerProperties) -> OrderedJSON?
    /// The value as `inspect` prints it; `nil` when the layer's kind lacks it.
    let inspectJSON: @Sendable (LayerProperties) -> OrderedJSON?
    /// Whether two layers' values are equal (both lacking it counts as equal).
    let isEqual: @Sendable (LayerProperties, LayerProperties) -> Bool
    /// Whether the value is the row's default, Core Animation's (or the layer's kind lacks it).
    /// `LayerProperties`' initial values are the same; `PropertyTableTests` checks that.
    let isDefault: @Sendable (LayerProperties) -> Bool
    /// Multiplies the value by a replicator's instance colour; `nil` for values it leaves alone.
    let tint: (@Sendable (inout LayerProperties, Color) -> Void)?

    init<Value: Equatable & Sendable>(_ field: PropertyField<Value>, _ coding: SceneCoding<Value>, default defaultValue: Value,
                                      animation: Interpolation?, inspect: InspectRule = .always) {
        self.init(field, coding, defaultValue, animation, inspect, tint: nil)
    }

    /// A colour row; `multipliedByInstanceColor` says whether a replicator's instance colour
    /// multiplies it (every colour a layer draws with, not the replicator's own).
    init<Value: Equatable & ColorMultipliable>(_ field: PropertyField<Value>, _ coding: SceneCoding<Value>,
                                               default defaultValue: Value, animation: Interpolation?,
                                               inspect: InspectRule = .always, multipliedByInstanceColor: Bool) {
        var tint: (@Sendable (inout LayerProperties, Color) -> Void)? = nil
        if multipliedByInstanceColor {
            tint = { p, color in
                if let value = field.get(p) { field.set(&p, value.multiplied(by: color)) }
            }
        }
        self.init(field, coding, defaultValue, animation, inspect, tint: tint)
    }

    private init<Value: Equatable & Sendable>(_ field: PropertyField<Value>, _ coding: SceneCoding<Value>, _ defaultValue: Value,
                                              _ animation: Interpolation?, _ inspect: InspectRule,
                                              tint: (@Sendable (inout LayerProperties, Color) -> Void)?) {
        kind = field.kind
        interpolation = animation
        self.inspect = inspect
        read = { value, path, p in field.set(&p, try coding.read(value, path)) }
        sceneJSON = { p in field.get(p).map(coding.write) }
        inspectJSON = { p in field.get(p).map(coding.inspect) }
        isEqual = { a, b in field.get(a) == field.get(b) }
        isDefault = { p in field.get(p).map { $0 == defaultValue } ?? true }
        self.tint = tint
    }

    /// Whether a layer of `kind` has this value.
    func applies(to kind: LayerKind) -> Bool {
        self.kind == nil || self.kind == kind
    }
}

/// Where one value lives in `LayerProperties`: every layer's part or one kind's part.
struct PropertyField<Value: Sendable>: Sendable {
    let kind: LayerKind?
    /// The value, or `nil` when the layer's kind lacks it.
    let get: @Sendable (LayerProperties) -> Value?
    /// Writes the value; does nothing when the layer's kind lacks it.
    let set: @Sendable (inout LayerProperties, Value) -> Void

    /// A value every layer has.
    static func layer(_ path: WritableKeyPath<LayerProperties, Value> & Sendable) -> Self {
        Self(kind: nil, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
    }

    static func shape(_ path: WritableKeyPath<ShapeProperties, Value> & Sendable) -> Self {
        part(.shape, \.shape, path)
    }

    static func replicator(_ path: WritableKeyPath<ReplicatorProperties, Value> & Sendable) -> Self {
        part(.replicator, \.replicator, path)
    }

    static func text(_ path: WritableKeyPath<TextProperties, Value> & Sendable) -> Self {
        part(.text, \.text, path)
    }

    static func gradient(_ path: WritableKeyPath<GradientProperties, Value> & Sendable) -> Self {
        part(.gradient, \.gradient, path)
    }

    static func emitter(_ path: WritableKeyPath<EmitterProperties, Value> & Sendable) -> Self {
        part(.emitter, \.emitter, path)
    }

    private static func part<Part: Sendable>(_ kind: LayerKind, _ part: WritableKeyPath<LayerProperties, Part?> & Sendable,
                                   _ path: WritableKeyPath<Part, Value> & Sendable) -> Self {
        Self(kind: kind, get: { $0[keyPath: part]?[keyPath: path] }, set: { p, value in
            guard var values = p[keyPath: part] else { return }
            values[keyPath: path] = value
            p[keyPath: part] = values
        })
    }
}

/// How an animation moves a value from one end to the other (`AnimatableValue.interpolated`).
enum Interpolation: Sendable {
    /// Straight lines: numbers, points, sizes, rectangles, colours (a `nil` colour fades as the
    /// other at zero alpha) and lists of equal length, element-wise.
    case linear
    /// Transforms, through their components (scale, shear, rotation the short way, translation).
    case components
    /// Paths point by point when they have the same structure; otherwise they switch half way.
    case pointwise
    /// Booleans, strings and choices: the value switches half way through.
    case discrete
}

/// When `lamina inspect` prints a value.
enum InspectRule: Sendable {
    /// On every layer of the row's kind: the keys the report had from the start, in their order.
    case always
    /// Only where it differs from Core Animation's default, so reports of layers that do not use
    /// it stay as they were.
    case whenChanged
}

/// Values a replicator's instance colour multiplies.
protocol ColorMultipliable: Sendable {
    func multiplied(by color: Color) -> Self
}

extension Color: ColorMultipliable {}

extension Array: ColorMultipliable where Element == Color {
    func multiplied(by color: Color) -> [Color] { map { $0.multiplied(by: color) } }
}

extension Optional: ColorMultipliable where Wrapped: ColorMultipliable {
    func multiplied(by color: Color) -> Self { map { $0.multiplied(by: color) } }
}
