import Foundation

extension ConformanceSuite {
    /// resvg's test suite (`../shared/svg-conformance`): each `tests/<category>/<group>/<name>.svg`
    /// rendered with `lamina render <name>.svg --size WxH` from its own folder (tests refer to
    /// `../../../resources`, so the corpus root is passed as `--resources`), with only the
    /// suite's fonts, scored over white.
    public static let svg = ConformanceSuite(
        name: "svg", groupName: "category", defaultRoot: "../shared/svg-conformance", scoring: .overWhite
    ) { root, workspace in
        let manifestURL = root.appendingPathComponent("manifest.json")
        let entries: [SVGManifestEntry]
        do {
            entries = try JSONDecoder().decode(SVGManifest.self, from: Data(contentsOf: manifestURL)).tests
        } catch let error as DecodingError {
            throw ConformanceSuiteError(path: manifestURL.path, message: "not an SVG conformance manifest (\(error))")
        } catch {
            throw ConformanceSuiteError(path: manifestURL.path, message: "cannot read the file")
        }
        let fonts = try SVGConformanceFonts.write(fontFolder: root.appendingPathComponent("fonts"), into: workspace)
        return entries.map { entry in
            let svg = root.appendingPathComponent("tests/\(entry.test).svg")
            var others: [String: Bool] = [:]
            if let rsvg = entry.rsvgConvert254 { others["rsvg-convert 2.54"] = rsvg == "pass" }
            return ConformanceCase(
                id: entry.test, category: entry.category,
                reference: root.appendingPathComponent("tests/\(entry.test).png"),
                invocation: RenderInvocation(
                    // `./` keeps a name such as `-5.svg` from reading as an option.
                    // Images come from the corpus's `resources` folder, outside the test's own.
                    arguments: ["render", "./" + svg.lastPathComponent, "--size", entry.size,
                                "--resources", root.absoluteURL.standardizedFileURL.path],
                    workingDirectory: svg.deletingLastPathComponent(),
                    environment: ["FONTCONFIG_FILE": fonts.path]),
                otherRenderers: others)
        }
    }
}

/// `manifest.json` of the SVG corpus.
private struct SVGManifest: Decodable {
    var tests: [SVGManifestEntry]
}

private struct SVGManifestEntry: Decodable {
    var test: String
    var category: String
    var size: String
    var rsvgConvert254: String?
}

/// The fontconfig file that makes the suite's fonts, and only those, what Pango finds: the
/// folder, and the generic families the references were drawn with (the corpus README).
enum SVGConformanceFonts {
    static let aliases = [
        ("sans-serif", "Noto Sans"), ("serif", "Noto Serif"), ("monospace", "Noto Mono"),
        ("cursive", "Yellowtail"), ("fantasy", "Sedgwick Ave Display"),
    ]

    /// Writes `fonts.conf` (and its cache folder) into `workspace` and returns the file.
    static func write(fontFolder: URL, into workspace: URL) throws -> URL {
        let file = workspace.appendingPathComponent("fonts.conf")
        let cache = workspace.appendingPathComponent("fontconfig-cache")
        let escaped = { (s: String) in
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var text = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>\(escaped(fontFolder.standardizedFileURL.path))</dir>
              <cachedir>\(escaped(cache.standardizedFileURL.path))</cachedir>

            """
        for (generic, family) in aliases {
            text += "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>\n"
        }
        text += "</fontconfig>\n"
        do {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw ConformanceSuiteError(path: file.path, message: "cannot write the fontconfig file")
        }
        return file
    }
}
