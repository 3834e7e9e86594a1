import Foundation
import LaminaTestSupport
import Testing

/// Issue #33, "The first hour at the command line": every message a new user met, as the
/// program prints it now: one voice (`lamina: <option or file>: <what is wrong>; <what to do>`),
/// exit 64 for a mistake in what was typed and 1 for a failure, the valid range in every
/// refusal and "did you mean" wherever a name is typed. Each case is the whole of standard
/// error, `$DIR` standing for the case's own folder.
@Suite(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
struct MessageVoiceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var files: [String: [UInt8]] = [:]
        var status: Int32
        var stderr: String
        var testDescription: String { "lamina " + arguments.joined(separator: " ") }
    }

    static let usage: Int32 = 64, failure: Int32 = 1
    static let scene = Array(#"{"size": [10, 10], "layers": []}"#.utf8)
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]

    /// Runs `lamina` from the repository root with `$DIR` replaced in the arguments and the
    /// expected message, and checks the exit status and the whole of standard error.
    func check(_ test: Case) throws {
        _ = try BuiltLamina.checkedBinary()
        let folder = try LaminaProgramTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in test.files {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try Data(bytes).write(to: url)
            }
        }
        let arguments = test.arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }
        let run = try LaminaProgramTests.run(arguments, in: folder)
        let expected = test.stderr.replacingOccurrences(of: "$DIR", with: folder.path)
        #expect(run.stderr == expected + "\n", "\(arguments)")
        #expect(run.status == test.status, "\(arguments): \(run.stderr)")
    }

    // MARK: - One voice, and refusals that give the reason and the range

    static let refusals: [Case] = [
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.png", "--size", "0x0"], status: usage,
             stderr: "lamina: --size 0x0: the width and the height must each be greater than 0 and at most 16384 points"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.png", "--size", "100"], status: usage,
             stderr: "lamina: --size 100: expected WIDTHxHEIGHT in points, like 320x240"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.png", "--size", "40000x40000"], status: usage,
             stderr: "lamina: --size 40000x40000: the width and the height must each be greater than 0 and at most 16384 points"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.gif", "--fps", "0"], status: usage,
             stderr: "lamina: --fps 0: must be greater than 0 and at most 240 frames per second"),
        Case(arguments: ["preview", "Examples/spinner.json", "--fps", "0"], status: usage,
             stderr: "lamina: --fps 0: must be greater than 0 and at most 240 frames per second"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.png", "--scale", "0"], status: usage,
             stderr: "lamina: --scale 0: must be greater than 0 and at most 8 pixels per point"),
        Case(arguments: ["render", "Examples/lottie-bounce.json", "-o", "$DIR/x.png", "--frame", "99999"], status: usage,
             stderr: "lamina: --frame 99999: beyond the frames of Examples/lottie-bounce.json; give a frame from 0 to 45"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.png", "--background", "reddish"], status: usage,
             stderr: "lamina: --background reddish: expected #RRGGBB, #RRGGBBAA or a CSS colour name, like '#1E90FF', white or transparent"),
        Case(arguments: ["render", "Examples/spinner.json"], status: usage,
             stderr: "lamina: --output: missing, and it is required; see 'lamina render --help'"),
        Case(arguments: ["bench", "--only", "evaluat"], status: usage,
             stderr: "lamina: --only evaluat: not a valid value; did you mean 'evaluate'? (one of evaluate, trim, render, controls, particles, export, capture)"),
        // A failure, not a usage mistake: exit 1, and the path as typed (not ffmpeg's partial file).
        Case(arguments: ["render", "Examples/spinner.json", "-o", "/proc/lamina-x.apng"], status: failure,
             stderr: "lamina: /proc/lamina-x.apng: cannot write the file (no such file or directory)"),
    ]

    @Test(arguments: refusals) func aRefusalGivesTheReasonAndTheRange(_ test: Case) throws { try check(test) }

    // MARK: - Did you mean

    static let suggestions: [Case] = [
        Case(arguments: ["rendr", "Examples/spinner.json"], status: usage,
             stderr: "lamina: rendr: no such command; did you mean 'render'? (commands: inspect, render, import-svg, "
                + "gallery, record, bench, preview, studio, conformance, help; see 'lamina --help')"),
        Case(arguments: ["render", "Examples/spinner.json", "--ouput", "$DIR/x.png"], status: usage,
             stderr: "lamina: --ouput: no such option of 'lamina render'; did you mean '--output'?"),
        Case(arguments: ["--versoin"], status: usage,
             stderr: "lamina: --versoin: no such option of 'lamina'; did you mean '--version'?"),
        Case(arguments: ["inspect", "Examples/spinner.json", "--tiem", "1"], status: usage,
             stderr: "lamina: --tiem: no such option of 'lamina inspect'; did you mean '--time'?"),
        Case(arguments: ["render", "activity-indicator", "--style", "hearts", "-o", "$DIR/x.png"], status: usage,
             stderr: "lamina: --style hearts: no such style; did you mean 'heart'? (styles: classic, dots, heart, stars, "
                + "pulsing-ring, bouncing-dots, wave-bars, orbit, rainbow)"),
        Case(arguments: ["render", "drop-indicator", "--direction", "clockwse", "-o", "$DIR/x.png"], status: usage,
             stderr: "lamina: --direction clockwse: expected clockwise or counterclockwise; did you mean 'clockwise'?"),
        Case(arguments: ["render", "activty-indicator", "-o", "$DIR/x.png"], status: usage,
             stderr: "lamina: activty-indicator: no such file or built-in control; did you mean 'activity-indicator'? "
                + "(built-in controls: activity-indicator, drop-indicator, onboarding, record-button, recording-meter)"),
        Case(arguments: ["render", "Examples/spiner.json", "-o", "$DIR/x.png"], status: usage,
             stderr: "lamina: Examples/spiner.json: no such file; did you mean 'Examples/spinner.json'?"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.png", "--limit", "pixel=5"], status: usage,
             stderr: "lamina: --limit pixel=5: no limit named 'pixel'; did you mean 'pixels'? (limits: pixels, frames, document-bytes, lottie-bytes, lottie-layers, lottie-keyframes)"),
        Case(arguments: ["render", "$DIR/k.json", "-o", "$DIR/x.png"],
             files: ["k.json": Array(#"{"size": [10, 10], "layers": [{"type": "shape", "linewidth": 2}]}"#.utf8)],
             status: failure, stderr: "lamina: $DIR/k.json: layers[0].linewidth: unknown key 'linewidth'; did you mean 'lineWidth'?"),
        Case(arguments: ["render", "$DIR/k.json", "-o", "$DIR/x.png"],
             files: ["k.json": Array(#"{"size": [10, 10], "layers": [{"type": "shape", "animations": [{"type": "basic", "keyPath": "strokeEnds", "fromValue": 0, "toValue": 1}]}]}"#.utf8)],
             status: failure,
             stderr: "lamina: $DIR/k.json: layers[0].animations[0].keyPath: unknown key path 'strokeEnds'; did you mean 'strokeEnd'?"),
        Case(arguments: ["inspect", "Examples/spinner.json", "--press", "1:2"], status: usage,
             stderr: "lamina: --press: applies to built-in controls, not to the file Examples/spinner.json; "
                + "a file has its own size, timing and input"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/x.gifs"], status: usage,
             stderr: "lamina: -o $DIR/x.gifs: unknown extension '.gifs'; did you mean '.gif'? (formats: .png, .gif, .apng, .mp4, .m4v, .webm)"),
    ]

    @Test(arguments: suggestions) func aMistypedNameGetsTheNearest(_ test: Case) throws { try check(test) }

    // MARK: - Inputs of the wrong kind, recognised by their bytes

    static let wrongKinds: [Case] = [
        Case(arguments: ["render", "$DIR/scenes", "-o", "$DIR/x.png"], files: ["scenes/": []], status: failure,
             stderr: "lamina: $DIR/scenes: this is a folder, not a file; name a file in it, like $DIR/scenes/scene.json"),
        Case(arguments: ["render", "$DIR/empty.json", "-o", "$DIR/x.png"], files: ["empty.json": []], status: failure,
             stderr: "lamina: $DIR/empty.json: the file is empty; a scene is a JSON or YAML document"),
        Case(arguments: ["inspect", "$DIR/photo.json"], files: ["photo.json": png], status: failure,
             stderr: "lamina: $DIR/photo.json: this is a PNG image, not a scene; an image is shown by a scene layer's contents"),
        Case(arguments: ["render", "$DIR/photo.png", "-o", "$DIR/x.png"], files: ["photo.png": png], status: failure,
             stderr: "lamina: $DIR/photo.png: this is a PNG image, not a scene; an image is shown by a scene layer's contents"),
        Case(arguments: ["render", "$DIR/photo.jpg", "-o", "$DIR/x.png"], files: ["photo.jpg": [0xFF, 0xD8, 0xFF, 0xE0]], status: failure,
             stderr: "lamina: $DIR/photo.jpg: this is a JPEG image, not a scene; an image is shown by a scene layer's contents"),
        Case(arguments: ["render", "$DIR/a.json", "-o", "$DIR/x.png"], files: ["a.json": Array("PK\u{3}\u{4}rest".utf8)], status: failure,
             stderr: "lamina: $DIR/a.json: this is a ZIP archive, not a scene (JSON or YAML) or a Lottie animation (JSON or .lottie)"),
        Case(arguments: ["import-svg", "$DIR/scene.json"], files: ["scene.json": scene], status: failure,
             stderr: "lamina: $DIR/scene.json: this is JSON, not an SVG document; render a scene or a Lottie file with lamina render"),
        Case(arguments: ["import-svg", "$DIR/none.svg"], status: usage, stderr: "lamina: $DIR/none.svg: no such file"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/out"], files: ["out/": []], status: usage,
             stderr: "lamina: -o $DIR/out: this is a folder; name a file in it, like $DIR/out/out.png"),
        Case(arguments: ["render", "Examples/spinner.json", "-o", "$DIR/missing/x.gif"], status: usage,
             stderr: "lamina: -o $DIR/missing/x.gif: the folder $DIR/missing does not exist; create it first, or write elsewhere"),
    ]

    @Test(arguments: wrongKinds) func anInputOfTheWrongKindIsNamed(_ test: Case) throws { try check(test) }

    // MARK: - Warnings: one per feature per file

    /// A Lottie file of three layers whose opacity is an expression that fails (a misspelt `wiggle`).
    static let expressions: [UInt8] = {
        let layers = (1...3).map { i in
            #"{"ty":4,"nm":"Dot \#(i)","ind":\#(i),"ip":0,"op":30,"st":0,"ks":{"o":{"a":0,"k":100,"x":"wigle(2, 10)"}},"shapes":[]}"#
        }
        return Array(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":50,"h":50,"layers":[\#(layers.joined(separator: ","))]}"#.utf8)
    }()

    @Test func aLottieWarningIsSaidOnceWithItsLayers() throws {
        try check(Case(arguments: ["render", "$DIR/dots.json", "-o", "$DIR/x.png"], files: ["dots.json": Self.expressions], status: 0,
                       stderr: "lamina: $DIR/dots.json: warning: the expression of transform.opacity failed (ReferenceError: identifier 'wigle' undefined); "
                           + "the property plays its keyframes (3 layers: \"Dot 1\", \"Dot 2\", \"Dot 3\")\nlamina: wrote $DIR/x.png (1 frame, 50x50)"))
    }
}
