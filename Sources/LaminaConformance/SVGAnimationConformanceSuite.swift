import Foundation

extension ConformanceSuite {
    /// The SVG twins of the After Effects corpus (`../shared/lottie-ae-conformance`, the `svg`
    /// field of each sample): SMIL animations exported to look like the After Effects project,
    /// scored against After Effects' own frames. Frame `F` of a reference is the drawing at
    /// `F / frameRate` seconds: `lamina render <svg> --size WxH --time T` from the corpus folder,
    /// transparent background, scored over white and over black like `lottie-ae`. The category is
    /// the sample's folder; samples without an `svg` are left out.
    public static let svgAnimation = ConformanceSuite(
        name: "svg-animation", groupName: "category", defaultRoot: "../shared/lottie-ae-conformance",
        scoring: .overWhiteAndBlack
    ) { root, _ in
        let manifestURL = root.appendingPathComponent("manifest.json")
        let samples: [SVGTwinManifestSample]
        do {
            samples = try JSONDecoder().decode(SVGTwinManifest.self, from: Data(contentsOf: manifestURL)).samples
        } catch let error as DecodingError {
            throw ConformanceSuiteError(path: manifestURL.path, message: "not a Lottie conformance manifest (\(error))")
        } catch {
            throw ConformanceSuiteError(path: manifestURL.path, message: "cannot read the file")
        }
        return try samples.enumerated().flatMap { index, sample in
            try SVGTwinConformanceCases.cases(for: sample, at: index, manifest: manifestURL, root: root)
        }
    }
}

/// `manifest.json` of the After Effects corpus, read for its SVG twins.
struct SVGTwinManifest: Decodable {
    var samples: [SVGTwinManifestSample]
}

struct SVGTwinManifestSample: Decodable {
    /// `<category>/<feature>`: the folder is the category.
    var name: String
    /// The SVG twin, relative to the corpus folder; `nil` when the sample has none.
    var svg: String?
    /// Frames per second of the reference numbering: frame `F` is at `F / frameRate` seconds.
    var frameRate: Double?
    var width: Int
    var height: Int
    var references: [LottieAEManifestSample.Reference]
}

/// Turns one sample with an SVG twin into its cases, one per reference frame.
enum SVGTwinConformanceCases {
    static func cases(for sample: SVGTwinManifestSample, at index: Int, manifest: URL, root: URL) throws -> [ConformanceCase] {
        func fail(_ message: String) -> ConformanceSuiteError {
            ConformanceSuiteError(path: manifest.path, message: "samples[\(index)] (\(sample.name)): \(message)")
        }
        guard let svg = sample.svg else { return [] }
        let parts = sample.name.split(separator: "/")
        guard parts.count >= 2, let category = parts.first else { throw fail("the name must be <category>/<feature>") }
        guard sample.width > 0, sample.height > 0 else { throw fail("width and height must be positive") }
        guard LottieConformanceCases.isInsideCorpus(svg) else { throw fail("svg '\(svg)' is not a path inside the corpus") }
        guard let frameRate = sample.frameRate, frameRate.isFinite, frameRate > 0 else {
            throw fail("frameRate must be a positive number")
        }
        return try sample.references.enumerated().map { r, reference in
            guard LottieConformanceCases.isInsideCorpus(reference.png) else {
                throw fail("references[\(r)].png '\(reference.png)' is not a path inside the corpus")
            }
            guard reference.frame.isFinite, reference.frame >= 0 else { throw fail("references[\(r)].frame must be a number, 0 or more") }
            return ConformanceCase(
                id: LottieConformanceCases.caseID(png: reference.png), category: String(category),
                reference: root.appendingPathComponent(reference.png),
                invocation: RenderInvocation(arguments: ["render", "./" + svg, "--size", "\(sample.width)x\(sample.height)",
                                                         "--time", String(reference.frame / frameRate)],
                                             workingDirectory: root))
        }
    }
}
