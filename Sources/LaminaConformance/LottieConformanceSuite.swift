import Foundation

extension ConformanceSuite {
    /// lottie-ios's samples with Core Animation's renders (`../shared/lottie-conformance`): one
    /// case per reference frame, `lamina render samples/<file> --size WxH` with `--progress P` or
    /// `--frame F` from the corpus folder, on a transparent background, scored over white and
    /// over black (the references are transparent). The tier's letter (A–D) is the category.
    public static let lottie = ConformanceSuite(
        name: "lottie", groupName: "tier", defaultRoot: "../shared/lottie-conformance", scoring: .overWhiteAndBlack
    ) { root, _ in
        let manifestURL = root.appendingPathComponent("manifest.json")
        let samples: [LottieManifestSample]
        do {
            samples = try JSONDecoder().decode(LottieManifest.self, from: Data(contentsOf: manifestURL)).samples
        } catch let error as DecodingError {
            throw ConformanceSuiteError(path: manifestURL.path, message: "not a Lottie conformance manifest (\(error))")
        } catch {
            throw ConformanceSuiteError(path: manifestURL.path, message: "cannot read the file")
        }
        return try samples.enumerated().flatMap { index, sample in
            try LottieConformanceCases.cases(for: sample, at: index, root: root, manifest: manifestURL)
        }
    }
}

/// `manifest.json` of the Lottie corpus (only the fields the suite uses).
struct LottieManifest: Decodable {
    var samples: [LottieManifestSample]
}

struct LottieManifestSample: Decodable {
    var name: String
    /// The animation, relative to the corpus folder: `samples/<name>.json` or `.lottie`.
    var file: String
    /// `A:core` … `D:text/images/effects/expressions`; the letter is the category.
    var tier: String
    var width: Int
    var height: Int
    /// The animation's own size in points (`[w, h]`).
    var compositionSize: [Double]?
    var references: [LottieManifestReference]

    /// The size the references were drawn at, in pixels: the composition scaled so its longer
    /// side is at most 500 points, at 2x. The PNGs round it up to whole pixels with the
    /// animation at the origin, so rendering at this exact size (not centred in the PNG's
    /// size) places it as they do. Falls back to the PNG's size when the two disagree.
    var renderSize: String {
        if let c = compositionSize, c.count == 2, c[0] > 0, c[1] > 0, c[0].isFinite, c[1].isFinite {
            let k = 2 * min(1, 500 / max(c[0], c[1]))
            let w = c[0] * k, h = c[1] * k
            if (w - 1e-6).rounded(.up) == Double(width), (h - 1e-6).rounded(.up) == Double(height) { return "\(w)x\(h)" }
        }
        return "\(width)x\(height)"
    }
}

struct LottieManifestReference: Decodable {
    var png: String
    /// From 0 (the in point) to 1 (the out point); the renderer turns it into a frame.
    var progress: Double?
    /// A frame number in the file's own numbering, for the samples that name frames.
    var frame: Double?
}

/// Turns one manifest sample into its cases.
enum LottieConformanceCases {
    static func cases(for sample: LottieManifestSample, at index: Int, root: URL, manifest: URL) throws -> [ConformanceCase] {
        let path = "samples[\(index)]"
        func fail(_ message: String) -> ConformanceSuiteError {
            ConformanceSuiteError(path: manifest.path, message: "\(path) (\(sample.name)): \(message)")
        }
        guard let letter = sample.tier.first, ("A"..."D").contains(letter) else {
            throw fail("tier '\(sample.tier)' does not start with A, B, C or D")
        }
        guard sample.width > 0, sample.height > 0 else { throw fail("width and height must be positive") }
        guard isInsideCorpus(sample.file) else { throw fail("file '\(sample.file)' is not a path inside the corpus") }
        return try sample.references.enumerated().map { r, reference in
            guard isInsideCorpus(reference.png) else {
                throw fail("references[\(r)].png '\(reference.png)' is not a path inside the corpus")
            }
            var arguments = ["render", "./" + sample.file, "--size", sample.renderSize]
            switch (reference.progress, reference.frame) {
            case let (progress?, nil) where progress.isFinite && (0...1).contains(progress):
                arguments += ["--progress", String(progress)]
            case let (nil, frame?) where frame.isFinite:
                arguments += ["--frame", String(frame)]
            default:
                throw fail("references[\(r)] needs either a progress from 0 to 1 or a frame number")
            }
            return ConformanceCase(
                id: caseID(png: reference.png), category: String(letter),
                reference: root.appendingPathComponent(reference.png),
                invocation: RenderInvocation(arguments: arguments, workingDirectory: root))
        }
    }

    /// `references/Boat_Loader/25.png` → `Boat_Loader/25`: the sample and the frame, stable
    /// across runs and unique because every reference is its own file.
    static func caseID(png: String) -> String {
        var id = png
        if id.hasPrefix("references/") { id.removeFirst("references/".count) }
        if id.hasSuffix(".png") { id.removeLast(".png".count) }
        return id
    }

    /// A relative path that stays in the corpus folder (no `..`, not absolute, not empty).
    static func isInsideCorpus(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
