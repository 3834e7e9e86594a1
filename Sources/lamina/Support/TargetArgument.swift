import ArgumentParser
import LaminaControls

/// What `inspect`, `render` and `preview` take as their one argument, said once for the three
/// help pages: every kind of file, and every built-in control by name.
enum TargetArgument {
    static let help = ArgumentHelp(
        "A scene file (.json, .yaml, .yml), an SVG document (.svg), a Lottie animation (.json, .lottie) "
            + "or a built-in control: \(BuiltInControls.names.joined(separator: ", ")).")
}
