import Lamina

/// A control that `lamina inspect`, `render`, `preview` and `gallery` can show by name: the
/// options it takes, and how it builds its scene from them.
///
///     let meter = BuiltInControls.named("recording-meter")!
///     var options = BuiltInControl.Options()
///     options.press = ["0.5:2"]
///     let composition = try meter.composition(options)   // 240 x 240, 60 fps
///
/// Each control declares the options it takes (``options``) and checks their values itself;
/// an option it does not declare is refused with "--x does not apply to <name>", so a flag
/// meant for another control never passes silently.
public struct BuiltInControl: Sendable {
    /// The name on the command line: `recording-meter`.
    public let name: String
    /// The options this control takes, in the order of ``Option/Name``.
    public let options: [Option]
    private let build: @Sendable (Options) throws -> any ScriptedControl

    /// Declares a control by name, with the options it takes and how to build its scene.
    ///
    /// - Parameter build: the control's scene from options already checked against `options`;
    ///   throws ``ControlOptionError`` for a value it does not accept.
    /// - Parameter name: the name `inspect`, `render`, `preview` and `gallery` know the control by.
    /// - Parameter options: the options the control takes.
    public init(name: String, options: [Option], build: @escaping @Sendable (Options) throws -> any ScriptedControl) {
        self.name = name
        self.options = options
        self.build = build
    }

    /// Throws when `given` holds an option this control does not take, naming every one.
    public func check(_ given: Options) throws(ControlOptionError) {
        let taken = Set(options.map(\.name))
        let wrong = given.names.filter { !taken.contains($0) }.map(\.rawValue)
        guard wrong.isEmpty else {
            throw ControlOptionError("\(wrong.joined(separator: ", ")) \(wrong.count == 1 ? "does" : "do") not apply to \(name)")
        }
    }

    /// The control's scene from `options` (checked first), at time 0.
    public func scene(_ options: Options) throws -> any ScriptedControl {
        try check(options)
        return try build(options)
    }

    /// The control as a composition: its canvas size, preferred duration and background at
    /// 60 frames per second, and a new scene from the same options for every playback.
    public func composition(_ options: Options) throws -> Composition {
        let first = try scene(options)
        let build = self.build
        return Composition(name: name, size: first.size, duration: first.preferredDuration, fps: 60,
                           background: first.background) { try build(options) }
    }
}

/// A control option's value that the control does not accept; the message names the option.
public struct ControlOptionError: Error, CustomStringConvertible, Hashable, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
