import Lamina

extension BuiltInControl {
    /// `activity-indicator`: a style from the catalogue, turning at its period or `--period`.
    public static let activityIndicator = BuiltInControl(
        name: "activity-indicator",
        options: [
            Option(.size, .size, default: "160x160"),
            Option(.style, .name, default: ActivityIndicatorStyle.classic.name, allowed: ActivityIndicatorStyle.names),
            Option(.period, .seconds),
        ]
    ) { options in
        var style = ActivityIndicatorStyle.classic
        if let name = options.style {
            guard let named = ActivityIndicatorStyle(named: name) else {
                throw ControlOptionError("--style \(name): no such style\(NameSuggestion.didYouMean(name, in: ActivityIndicatorStyle.names)) (styles: \(ActivityIndicatorStyle.names.joined(separator: ", ")))")
            }
            style = named
        }
        return ActivityIndicatorScene(style: style, period: try options.validPeriod(),
                                      hudSize: options.size ?? Size(width: 160, height: 160))
    }
}
