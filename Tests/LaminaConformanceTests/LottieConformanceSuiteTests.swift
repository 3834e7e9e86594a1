import Foundation
import LaminaConformance
import Testing

/// The Lottie suite's manifest reader on manifests written here: one case per reference frame,
/// the tier's letter as the category, and the `lamina render` arguments for each frame.
@Suite struct LottieConformanceSuiteTests {
    static func corpus(manifest: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    static let twoSamples = """
        {"source": "written by the test", "samples": [
          {"name": "Spinner", "file": "samples/Spinner.json", "tier": "A:core", "width": 40, "height": 30,
           "inPoint": 0, "outPoint": 60, "frameRate": 30, "features": ["layer:shape=1"],
           "references": [{"png": "references/Spinner/0.png", "progress": 0},
                          {"png": "references/Spinner/50.png", "progress": 0.5}]},
          {"name": "Issues/issue_1", "file": "samples/Issues/issue_1.lottie", "tier": "D:text/images/effects/expressions",
           "width": 100, "height": 200, "inPoint": 10, "outPoint": 130,
           "references": [{"png": "references/Issues/issue_1/frame-19.png", "frame": 19}]}
        ]}
        """

    @Test func everyReferenceFrameIsACaseWithItsTierAndRenderArguments() throws {
        let root = try Self.corpus(manifest: Self.twoSamples)
        defer { try? FileManager.default.removeItem(at: root) }
        let cases = try ConformanceSuite.lottie.cases(root, root)
        #expect(cases.map(\.id) == ["Spinner/0", "Spinner/50", "Issues/issue_1/frame-19"])
        #expect(cases.map(\.category) == ["A", "A", "D"])
        #expect(cases.map(\.reference) == [root.appendingPathComponent("references/Spinner/0.png"),
                                           root.appendingPathComponent("references/Spinner/50.png"),
                                           root.appendingPathComponent("references/Issues/issue_1/frame-19.png")])
        #expect(cases.map(\.invocation.arguments) == [
            ["render", "./samples/Spinner.json", "--size", "40x30", "--progress", "0.0"],
            ["render", "./samples/Spinner.json", "--size", "40x30", "--progress", "0.5"],
            ["render", "./samples/Issues/issue_1.lottie", "--size", "100x200", "--frame", "19.0"],
        ])
        #expect(cases.allSatisfy { $0.invocation.workingDirectory == root && $0.invocation.environment.isEmpty })
    }

    @Test func aFractionalReferenceSizeIsRenderedExactlyNotCentredInItsPixels() throws {
        // 100 x 58.84 points at 2x is 200 x 117.68 pixels, which the reference rounds up to 118
        // rows with the animation at the top; 1334 x 1600 fits 500 points as 833.75 x 1000.
        // A composition size the PNG's size does not round up from keeps the PNG's size.
        let root = try Self.corpus(manifest: """
            {"samples": [
              {"name": "F", "file": "samples/F.json", "tier": "A", "width": 200, "height": 118, "compositionSize": [100, 58.84],
               "references": [{"png": "references/F/0.png", "progress": 0}]},
              {"name": "B", "file": "samples/B.json", "tier": "B", "width": 834, "height": 1000, "compositionSize": [1334, 1600],
               "references": [{"png": "references/B/0.png", "progress": 0}]},
              {"name": "O", "file": "samples/O.json", "tier": "C", "width": 300, "height": 300, "compositionSize": [100, 58.84],
               "references": [{"png": "references/O/0.png", "progress": 0}]}
            ]}
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let sizes = try ConformanceSuite.lottie.cases(root, root).map { $0.invocation.arguments[3] }
        #expect(sizes == ["200.0x117.68", "833.75x1000.0", "300x300"])
    }

    @Test func theSuiteIsRegisteredAndScoredOverWhiteAndBlack() {
        #expect(ConformanceSuite.named("lottie")?.groupName == "tier")
        #expect(ConformanceSuite.lottie.scoring == .overWhiteAndBlack)
        #expect(ConformanceSuite.all.map(\.name) == ["svg", "lottie", "lottie-ae", "svg-animation"])
    }

    @Test(arguments: [
        ("{\"samples\": 3}", "not a Lottie conformance manifest"),
        (sample(tier: "E:other"), "samples[0] (S): tier 'E:other' does not start with A, B, C or D"),
        (sample(file: "../outside.json"), "samples[0] (S): file '../outside.json' is not a path inside the corpus"),
        (sample(reference: "{\"png\": \"references/S/0.png\"}"), "samples[0] (S): references[0] needs either a progress from 0 to 1 or a frame number"),
        (sample(reference: "{\"png\": \"references/S/0.png\", \"progress\": 0.5, \"frame\": 3}"), "references[0] needs either"),
        (sample(reference: "{\"png\": \"references/S/0.png\", \"progress\": 2}"), "references[0] needs either"),
    ])
    func aBadManifestIsAnErrorNamingTheFileAndTheSample(manifest: String, message: String) throws {
        let root = try Self.corpus(manifest: manifest)
        defer { try? FileManager.default.removeItem(at: root) }
        let error = #expect(throws: ConformanceSuiteError.self) { try ConformanceSuite.lottie.cases(root, root) }
        #expect(error?.path == root.appendingPathComponent("manifest.json").path)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func aMissingManifestSaysItCannotBeRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-none-\(UUID().uuidString)")
        let error = #expect(throws: ConformanceSuiteError.self) { try ConformanceSuite.lottie.cases(root, root) }
        #expect(error?.message == "cannot read the file")
    }

    static func sample(tier: String = "A:core", file: String = "samples/S.json",
                       reference: String = "{\"png\": \"references/S/0.png\", \"progress\": 0}") -> String {
        """
        {"samples": [{"name": "S", "file": "\(file)", "tier": "\(tier)", "width": 10, "height": 10,
                      "references": [\(reference)]}]}
        """
    }
}

/// The After Effects suite's manifest reader: the folder of a sample's name is its category,
/// every reference a frame rendered at the composition's size.
@Suite struct LottieAEConformanceSuiteTests {
    @Test func everyReferenceFrameIsACaseInItsFoldersCategory() throws {
        let root = try LottieConformanceSuiteTests.corpus(manifest: """
            {"source": "written by the test", "samples": [
              {"name": "shape-modifiers/pucker", "file": "shape-modifiers/pucker.json", "width": 80, "height": 60,
               "ip": 0, "op": 120, "frameRate": 60, "svg": "shape-modifiers/pucker.svg", "features": ["pucker"],
               "references": [{"frame": 0, "png": "shape-modifiers/pucker-00.png"},
                              {"frame": 45, "png": "shape-modifiers/pucker-45.png"}]},
              {"name": "layers/matte", "file": "layers/matte.json", "width": 100, "height": 100,
               "references": [{"frame": 12.5, "png": "layers/matte-12.png"}]}
            ]}
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let cases = try ConformanceSuite.lottieAE.cases(root, root)
        #expect(cases.map(\.id) == ["shape-modifiers/pucker-00", "shape-modifiers/pucker-45", "layers/matte-12"])
        #expect(cases.map(\.category) == ["shape-modifiers", "shape-modifiers", "layers"])
        #expect(cases.map(\.invocation.arguments) == [
            ["render", "./shape-modifiers/pucker.json", "--size", "80x60", "--frame", "0.0", "--fidelity", "after-effects"],
            ["render", "./shape-modifiers/pucker.json", "--size", "80x60", "--frame", "45.0", "--fidelity", "after-effects"],
            ["render", "./layers/matte.json", "--size", "100x100", "--frame", "12.5", "--fidelity", "after-effects"],
        ])
        #expect(cases.allSatisfy { $0.invocation.workingDirectory == root })
        #expect(ConformanceSuite.named("lottie-ae")?.groupName == "category")
    }

    @Test func aBadSampleIsNamedWithItsPlaceInTheManifest() throws {
        for (sample, expected) in [
            (#"{"name": "flat", "file": "flat.json", "width": 1, "height": 1, "references": []}"#, "samples[0] (flat): the name must be <category>/<feature>"),
            (#"{"name": "a/b", "file": "../b.json", "width": 1, "height": 1, "references": []}"#, "samples[0] (a/b): file '../b.json' is not a path inside the corpus"),
            (#"{"name": "a/b", "file": "a/b.json", "width": 0, "height": 1, "references": []}"#, "samples[0] (a/b): width and height must be positive"),
        ] {
            let root = try LottieConformanceSuiteTests.corpus(manifest: #"{"samples": [\#(sample)]}"#)
            defer { try? FileManager.default.removeItem(at: root) }
            #expect(throws: ConformanceSuiteError(path: root.appendingPathComponent("manifest.json").path, message: expected)) {
                try ConformanceSuite.lottieAE.cases(root, root)
            }
        }
    }
}
