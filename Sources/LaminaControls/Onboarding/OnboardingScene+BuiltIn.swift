import Lamina

extension BuiltInControl {
    /// `onboarding`: the two pages, advanced at `--page-at` times or by taps.
    public static let onboarding = BuiltInControl(
        name: "onboarding",
        options: Option.pointerInput + [
            Option(.size, .size, default: "340x480"),
            Option(.pageAt, .seconds, default: "3.5"),
        ]
    ) { options in
        for time in options.pageAt where !(time.isFinite && time >= 0) {
            throw ControlOptionError("--page-at \(time): expected a non-negative number of seconds")
        }
        let size = options.size ?? Size(340, 480)
        // Without any input the story plays both pages: the page changes after one fireworks cycle.
        let noInput = options.pageAt.isEmpty && options.press.isEmpty && options.events == nil
        let scene = try OnboardingScene(size: size, pageChanges: noInput ? [3.5] : options.pageAt)
        scene.script = try options.pointerScript(center: scene.center)
        return scene
    }
}
