import Foundation
import LaminaConformance
import Testing

/// The animated-SVG suite's manifest reader: each reference frame of a sample with an SVG twin is
/// a case rendering the twin at `frame / frameRate` seconds; samples without a twin are left out.
@Suite struct SVGAnimationConformanceSuiteTests {
    @Test func everyReferenceFrameOfATwinIsACaseAtItsTime() throws {
        let root = try LottieConformanceSuiteTests.corpus(manifest: """
            {"source": "written by the test", "samples": [
              {"name": "properties/scalar-linear", "file": "properties/scalar-linear.json", "width": 80, "height": 60,
               "frameRate": 60, "svg": "properties/scalar-linear.svg",
               "references": [{"frame": 0, "png": "properties/scalar-linear-00.png"},
                              {"frame": 15, "png": "properties/scalar-linear-15.png"}]},
              {"name": "layers/matte", "file": "layers/matte.json", "width": 100, "height": 100,
               "references": [{"frame": 12, "png": "layers/matte-12.png"}]},
              {"name": "layers/time", "file": "layers/time.json", "width": 40, "height": 40, "frameRate": 25,
               "svg": "layers/time.svg", "references": [{"frame": 5, "png": "layers/time-05.png"}]}
            ]}
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let cases = try ConformanceSuite.svgAnimation.cases(root, root)
        #expect(cases.map(\.id) == ["properties/scalar-linear-00", "properties/scalar-linear-15", "layers/time-05"])
        #expect(cases.map(\.category) == ["properties", "properties", "layers"])
        #expect(cases.map(\.invocation.arguments) == [
            ["render", "./properties/scalar-linear.svg", "--size", "80x60", "--time", "0.0"],
            ["render", "./properties/scalar-linear.svg", "--size", "80x60", "--time", "0.25"],
            ["render", "./layers/time.svg", "--size", "40x40", "--time", "0.2"],
        ])
        #expect(ConformanceSuite.named("svg-animation")?.defaultRoot == "../shared/lottie-ae-conformance")
    }

    @Test func aTwinWithoutAFrameRateIsNamedWithItsPlaceInTheManifest() throws {
        let root = try LottieConformanceSuiteTests.corpus(manifest: """
            {"samples": [{"name": "a/b", "svg": "a/b.svg", "width": 1, "height": 1, "references": []}]}
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ConformanceSuiteError(path: root.appendingPathComponent("manifest.json").path,
                                              message: "samples[0] (a/b): frameRate must be a positive number")) {
            try ConformanceSuite.svgAnimation.cases(root, root)
        }
    }
}
