import Foundation

extension ConformanceSuite {
    /// LottieFiles' one-feature files with After Effects' own renders
    /// (`../shared/lottie-ae-conformance`): what the designer saw. One case per reference frame,
    /// `lamina render <file> --size WxH --frame F --fidelity after-effects` (After Effects' drawing
    /// where Core Animation's differs) from the corpus folder at the composition's own size, on a
    /// transparent background, scored over white and over black. The category is the
    /// file's folder (`layers`, `properties`, `shape-modifiers`, `shape-style`, `shapes`,
    /// `transform`).
    public static let lottieAE = ConformanceSuite(
        name: "lottie-ae", groupName: "category", defaultRoot: "../shared/lottie-ae-conformance",
        scoring: .overWhiteAndBlack
    ) { root, _ in
        let manifestURL = root.appendingPathComponent("manifest.json")
        let samples: [LottieAEManifestSample]
        do {
            samples = try JSONDecoder().decode(LottieAEManifest.self, from: Data(contentsOf: manifestURL)).samples
        } catch let error as DecodingError {
            throw ConformanceSuiteError(path: manifestURL.path, message: "not a Lottie conformance manifest (\(error))")
        } catch {
            throw ConformanceSuiteError(path: manifestURL.path, message: "cannot read the file")
        }
        return try samples.enumerated().flatMap { index, sample in
            try LottieAEConformanceCases.cases(for: sample, at: index, root: root, manifest: manifestURL)
        }
    }
}

/// `manifest.json` of the After Effects corpus (only the fields the suite uses).
struct LottieAEManifest: Decodable {
    var samples: [LottieAEManifestSample]
}

struct LottieAEManifestSample: Decodable {
    /// `<category>/<feature file>`: the folder is the category.
    var name: String
    /// The animation, relative to the corpus folder.
    var file: String
    /// The composition's size in pixels (the references are drawn at scale 1).
    var width: Int
    var height: Int
    var references: [Reference]

    struct Reference: Decodable {
        /// The composition's frame number (`ip` is 0 in every file).
        var frame: Double
        var png: String
    }
}

/// Turns one manifest sample into its cases.
enum LottieAEConformanceCases {
    static func cases(for sample: LottieAEManifestSample, at index: Int, root: URL, manifest: URL) throws -> [ConformanceCase] {
        func fail(_ message: String) -> ConformanceSuiteError {
            ConformanceSuiteError(path: manifest.path, message: "samples[\(index)] (\(sample.name)): \(message)")
        }
        let parts = sample.name.split(separator: "/")
        guard parts.count >= 2, let category = parts.first else {
            throw fail("the name must be <category>/<feature>")
        }
        guard sample.width > 0, sample.height > 0 else { throw fail("width and height must be positive") }
        guard LottieConformanceCases.isInsideCorpus(sample.file) else {
            throw fail("file '\(sample.file)' is not a path inside the corpus")
        }
        return try sample.references.enumerated().map { r, reference in
            guard LottieConformanceCases.isInsideCorpus(reference.png) else {
                throw fail("references[\(r)].png '\(reference.png)' is not a path inside the corpus")
            }
            guard reference.frame.isFinite else { throw fail("references[\(r)].frame must be a number") }
            return ConformanceCase(
                id: LottieConformanceCases.caseID(png: reference.png), category: String(category),
                reference: root.appendingPathComponent(reference.png),
                invocation: RenderInvocation(arguments: ["render", "./" + sample.file, "--size", "\(sample.width)x\(sample.height)",
                                                         "--frame", String(reference.frame), "--fidelity", "after-effects"],
                                             workingDirectory: root))
        }
    }
}
