import Lamina

extension BuiltInControl {
    /// `drop-indicator`: `--drops` drops turning `--direction` with a `--timing` curve.
    public static let dropIndicator = BuiltInControl(
        name: "drop-indicator",
        options: [
            Option(.size, .size, default: "160x160"),
            Option(.direction, .name, default: "clockwise", allowed: Option.directions),
            Option(.drops, .count, default: "5"),
            Option(.timing, .timingFunction, default: "easeInEaseOut"),
            Option(.period, .seconds, default: "1.5"),
        ]
    ) { options in
        let direction = try options.validDirection().flatMap(DropIndicator.Direction.init(rawValue:))
        if let drops = options.drops, drops < 1 || drops > 360 {
            throw ControlOptionError("--drops \(drops): must be a whole number from 1 to 360")
        }
        let timing = try options.timingFunction()
        let period = try options.validPeriod()
        return DropIndicatorScene(size: options.size ?? Size(width: 160, height: 160)) { indicator in
            if let drops = options.drops { indicator.dropCount = drops }
            if let direction { indicator.direction = direction }
            if let timing { indicator.timingFunction = timing }
            if let period { indicator.period = period }
        }
    }
}
