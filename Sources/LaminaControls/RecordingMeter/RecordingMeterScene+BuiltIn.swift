import Lamina

extension BuiltInControl {
    /// `recording-meter`: presses record, `--max-duration` fills the ring, `--direction` turns it.
    public static let recordingMeter = BuiltInControl(
        name: "recording-meter",
        options: Option.pointerInput + [
            Option(.size, .size, default: "200x200"),
            Option(.maxDuration, .seconds, default: "45"),
            Option(.direction, .name, default: "counterclockwise", allowed: Option.directions),
        ]
    ) { options in
        let size = options.size ?? Size(200, 200)
        let maxDuration = options.maxDuration ?? 45
        guard maxDuration > 0, maxDuration.isFinite else {
            throw ControlOptionError("--max-duration \(maxDuration): expected a positive number of seconds")
        }
        let direction = try options.validDirection().flatMap(RecordingMeter.Direction.init(rawValue:)) ?? .counterclockwise
        let scene = RecordingMeterScene(meterSize: size, maxDuration: maxDuration, direction: direction)
        scene.script = try options.pointerScript(center: scene.meter.layer.position)
        return scene
    }
}
