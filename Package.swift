// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Lamina",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Lamina", targets: ["Lamina"]),
        .library(name: "LaminaYAML", targets: ["LaminaYAML"]),
        .library(name: "LaminaRender", targets: ["LaminaRender"]),
        .library(name: "LaminaMedia", targets: ["LaminaMedia"]),
        .library(name: "LaminaTesting", targets: ["LaminaTesting"]),
        .library(name: "LaminaSnapshotTesting", targets: ["LaminaSnapshotTesting"]),
        .library(name: "LaminaControls", targets: ["LaminaControls"]),
        .library(name: "LaminaSVG", targets: ["LaminaSVG"]),
        .library(name: "LaminaWindow", targets: ["LaminaWindow"]),
        .library(name: "LaminaCapture", targets: ["LaminaCapture"]),
        .library(name: "LaminaCaptureControls", targets: ["LaminaCaptureControls"]),
        .library(name: "LaminaContent", targets: ["LaminaContent"]),
        .library(name: "LaminaLottie", targets: ["LaminaLottie"]),
        .library(name: "LaminaConformance", targets: ["LaminaConformance"]),
        .library(name: "LaminaQuartzCore", targets: ["LaminaQuartzCore"]),
        .executable(name: "lamina", targets: ["lamina"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // Only its SnapshotTesting target is built (no swift-syntax compile), though SwiftPM
        // still resolves and clones swift-syntax and swift-custom-dump for its other products.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` for `make docs` (no library depends on it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The core: geometry, paths, layers, timing, animations, transactions, the evaluator,
        // scene documents. Foundation only, so it builds on every Swift platform. Debug builds
        // (and so every test) check the evaluation caches' invariants as they go.
        .target(
            name: "Lamina",
            swiftSettings: [.define("LAMINA_INTERNAL_CHECKS", .when(configuration: .debug))]),
        // Scene documents written in YAML: the same models as JSON, read with Yams.
        .target(
            name: "LaminaYAML",
            dependencies: [
                "Lamina",
                .product(name: "Yams", package: "Yams"),
            ]),
        // Cairo and Pango (with pangocairo) from the system: headers from the standard include
        // path and libraries linked by name in the module map, not through pkg-config, whose
        // `-pthread` SwiftPM prohibits with a warning in every dependent package (see shim.h).
        .systemLibrary(
            name: "CCairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // JPEG (libjpeg-turbo), WebP and GIF decoders from the system, for LaminaRender's
        // `decodeImage` (PNG comes from Cairo). Linked by name in module.modulemap.
        .systemLibrary(
            name: "CImageCodecs",
            providers: [.apt(["libjpeg62-turbo-dev", "libwebp-dev", "libgif-dev"])]),
        // Display lists to pixels with Cairo, text with Pango, images decoded: the only module
        // that imports them.
        .target(name: "LaminaRender", dependencies: ["Lamina", "CCairo", "CImageCodecs"]),
        // zlib from the system, for LaminaMedia's own PNG and APNG encoder. Linked by name in
        // module.modulemap.
        .systemLibrary(
            name: "CDeflate",
            providers: [.apt(["zlib1g-dev"])]),
        // Files from frames: PNG and APNG encoded here (zlib), GIF, MP4 and WebM clips encoded by
        // ffmpeg over a pipe; ffprobe to read them back.
        .target(name: "LaminaMedia", dependencies: ["Lamina", "CDeflate"]),
        // Snapshot testing: strategies, pixel comparison with tolerances, record mode. Imports
        // neither XCTest nor Testing, so tests in either framework can use it.
        .target(name: "LaminaTesting", dependencies: ["Lamina", "LaminaRender"]),
        // Strategies for pointfreeco's swift-snapshot-testing (`assertSnapshot(of: layer, as: .image)`),
        // comparing pixels with LaminaTesting's tolerances.
        .target(
            name: "LaminaSnapshotTesting",
            dependencies: [
                "Lamina", "LaminaRender", "LaminaTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The animated controls of a hold-to-record camera: layers, animations and input only,
        // never pixels (no dependency on the renderer).
        // The onboarding scene's artwork is SVG, imported with LaminaSVG.
        .target(
            name: "LaminaControls",
            dependencies: ["Lamina", "LaminaSVG"],
            resources: [.copy("Onboarding/OnboardingPage1.svg"), .copy("Onboarding/OnboardingPage2.svg")]),
        // SVG documents imported into layer trees, with Foundation's XMLParser.
        .target(name: "LaminaSVG", dependencies: ["Lamina"]),
        // SDL2 from the system: the window, its events and its texture. Found in the standard
        // include path (<SDL2/SDL.h>), not through pkg-config, whose -D_REENTRANT SwiftPM
        // refuses with a warning.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev"])]),
        // The live window: an SDL2 host that drives a timeline with a display clock, draws frames
        // with LaminaRender and turns mouse and keys into Lamina's input; `lamina preview` on it.
        .target(name: "LaminaWindow", dependencies: ["Lamina", "LaminaRender", "CSDL2"]),
        // Hold-to-record capture: a synthetic source or V4L2/ALSA/Pulse devices through ffmpeg,
        // segments, joining, saving to the library.
        .target(name: "LaminaCapture", dependencies: ["Lamina", "LaminaMedia"]),
        // Controls driven by a capture session: the meter fed by a session's reports, and the
        // recording screen of `lamina record --ui` (no window, no renderer).
        .target(name: "LaminaCaptureControls", dependencies: ["Lamina", "LaminaControls", "LaminaCapture"]),
        // The recorder of `lamina studio`: the window content joining the controls, the capture
        // session and the window host (kept out of LaminaWindow so the window needs no ffmpeg).
        .target(
            name: "LaminaRecorder",
            dependencies: ["Lamina", "LaminaWindow", "LaminaControls", "LaminaCapture", "LaminaCaptureControls"]),
        // Debian's Duktape (duktape-dev's amalgamated source) compiled with an instruction budget
        // and a counting allocator, for Lottie expressions; the packaged library cannot stop a loop.
        .target(name: "CDuktape", linkerSettings: [.linkedLibrary("m")]),
        // Lottie (Bodymovin JSON and `.lottie` zip files) into layer trees with keyframe animations,
        // built the way lottie-ios's Core Animation engine builds them; expressions run by Duktape.
        .target(
            name: "LaminaLottie",
            dependencies: ["Lamina", "CDuktape", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // Content by name: the loaders that turn a scene file, an SVG drawing or a built-in
        // control's name into a Composition, and the exporter that writes one to a file.
        .target(
            name: "LaminaContent",
            dependencies: ["Lamina", "LaminaYAML", "LaminaSVG", "LaminaLottie", "LaminaControls", "LaminaRender", "LaminaMedia"]),
        // The conformance runner: suites as values (SVG: resvg's tests), each case rendered by the
        // `lamina` program in its own process, scored, reported as HTML and held to a ratchet.
        .target(name: "LaminaConformance", dependencies: ["Lamina", "LaminaRender"]),
        // iOS code written against QuartzCore and Core Graphics, compiled unchanged on Linux:
        // CALayer and friends as facades over Lamina's layers and animations, and the Core
        // Graphics subset they need (CGContext draws with Cairo; layers render with LaminaRender).
        .target(name: "LaminaQuartzCore", dependencies: ["Lamina", "LaminaRender", "CCairo"]),
        // The workloads `lamina bench` and the benchmark target share, and the bench's
        // measuring loops and figures.
        .target(
            name: "LaminaWorkloads",
            dependencies: ["Lamina", "LaminaRender", "LaminaCapture", "LaminaControls", "LaminaContent"]),
        .executableTarget(
            name: "lamina",
            dependencies: [
                "Lamina",
                "LaminaYAML",
                "LaminaRender",
                "LaminaMedia",
                "LaminaControls",
                "LaminaSVG",
                "LaminaLottie",
                "LaminaWindow",
                "LaminaCapture",
                "LaminaContent",
                "LaminaCaptureControls",
                "LaminaRecorder",
                "LaminaWorkloads",
                "LaminaConformance",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // What the test targets share: approximate equality with tolerances, the seeded generator,
        // waits on conditions, and where the repository and a fresh built `lamina` are.
        .target(name: "LaminaTestSupport", dependencies: ["Lamina"], path: "Tests/LaminaTestSupport"),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina", "LaminaYAML", "LaminaMedia", "LaminaTestSupport"]),
        .testTarget(
            name: "LaminaContentTests",
            dependencies: ["Lamina", "LaminaContent", "LaminaControls", "LaminaMedia", "LaminaYAML", "LaminaSVG", "LaminaRender", "LaminaTestSupport"]),
        .testTarget(name: "LaminaMediaTests", dependencies: ["Lamina", "LaminaMedia"]),
        .testTarget(name: "LaminaControlsTests", dependencies: ["Lamina", "LaminaControls", "LaminaRender", "LaminaSVG", "LaminaTestSupport"]),
        .testTarget(
            name: "LaminaRenderTests",
            dependencies: ["Lamina", "LaminaRender", "LaminaTesting", "LaminaTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LaminaCaptureTests",
            dependencies: ["Lamina", "LaminaCapture", "LaminaMedia", "LaminaControls", "LaminaCaptureControls"]),
        .testTarget(name: "LaminaSVGTests", dependencies: ["Lamina", "LaminaSVG", "LaminaRender", "LaminaTestSupport"]),
        .testTarget(name: "LaminaWindowTests", dependencies: ["Lamina", "LaminaRender", "LaminaWindow", "LaminaTestSupport"]),
        .testTarget(
            name: "LaminaRecorderTests",
            dependencies: ["Lamina", "LaminaCapture", "LaminaWindow", "LaminaRecorder", "LaminaTestSupport"]),
        // The `lamina` commands parsed in-process, their help texts pinned, and every test that runs the built program.
        .testTarget(
            name: "LaminaCLITests",
            dependencies: ["lamina", "Lamina", "LaminaYAML", "LaminaMedia", "LaminaTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["__Help__", "__SMIL__"]),
        .testTarget(
            name: "LaminaLottieTests",
            dependencies: ["Lamina", "LaminaLottie", "LaminaRender", "LaminaTestSupport",
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["__Expressions__"]),
        .testTarget(name: "LaminaConformanceTests", dependencies: ["Lamina", "LaminaConformance", "LaminaRender", "LaminaTestSupport"]),
        .testTarget(name: "LaminaTestingTests", dependencies: ["Lamina", "LaminaRender", "LaminaTesting"]),
        // LaminaQuartzCore's own tests: Core Graphics and Core Animation semantics, closed forms.
        .testTarget(name: "LaminaQuartzCoreTests", dependencies: ["LaminaQuartzCore"]),
        // The porting corpus: small programs written as iOS code is, with only the guarded
        // `import QuartzCore` / `import LaminaQuartzCore`, each checked by a test. The same files
        // compile twice: here in Swift 6 and, through symlinked folders, in Swift 5 below.
        .testTarget(name: "PortingCorpusTests", dependencies: ["LaminaQuartzCore"], path: "Tests/PortingCorpus"),
        .testTarget(
            name: "PortingCorpusSwift5Tests",
            dependencies: ["LaminaQuartzCore"],
            path: "Tests/PortingCorpusSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "LaminaSnapshotTestingTests",
            dependencies: ["Lamina", "LaminaRender", "LaminaSnapshotTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        .executableTarget(
            name: "LaminaBenchmarks",
            dependencies: ["Lamina", "LaminaWorkloads", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/LaminaBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
