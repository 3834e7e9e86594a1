import Lamina

extension BuiltInControl {
    /// `record-button`: presses and drags from `--press` and `--events`.
    public static let recordButton = BuiltInControl(
        name: "record-button",
        options: Option.pointerInput + [Option(.size, .size, default: "80x80")]
    ) { options in
        let scene = RecordButtonScene(buttonSize: options.size ?? Size(80, 80))
        scene.script = try options.pointerScript(center: scene.center)
        return scene
    }
}
