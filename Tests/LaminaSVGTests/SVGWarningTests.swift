import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// Unsupported content becomes warnings, malformed documents errors with a line, and nothing crashes.
@Suite struct SVGWarningTests {
    @Test func unsupportedElementsAndPropertiesAreWarningsNamingTheElement() throws {
        let result = try importSVG(document("""
            <foreignObject id="label" width="5" height="5"/>
            <use href="#nothing"/>
            <filter id="blur"/>
            <style>circle { fill: red }</style>
            <rect id="box" width="5" height="5" filter="url(#blur)" clip-path="url(#c)"/>
            <rect id="pat" width="5" height="5" fill="url(#nowhere)"/>
            <rect id="bad" width="five" height="5"/>
            <path id="broken" d="M 0 0 L 10"/>
            """))
        let summary = result.warnings.map { "\($0.element)#\($0.id ?? "")@\($0.line)" }
        #expect(summary.contains("foreignObject#label@2"))
        #expect(summary.contains("use#@3") && result.warnings[1].message.contains("#nothing"))
        // Filters import since #18: the element is not unsupported, and its empty filter hides
        // the box with a warning on the box.
        #expect(!summary.contains("filter#blur@4"))
        #expect(result.warnings.contains { $0.id == "box" && $0.message.contains("no primitives") })
        // A CSS style sheet applies; it is not a warning.
        #expect(!summary.contains("style#@5"))
        #expect(result.warnings.filter { $0.id == "box" }.count == 2)
        #expect(result.warnings.contains { $0.id == "pat" && $0.message.contains("#nowhere") })
        #expect(result.warnings.contains { $0.id == "bad" && $0.message.contains("width") })
        #expect(result.warnings.contains { $0.id == "broken" && $0.message.contains("path data") })
        // The supported parts still import.
        #expect(layer(result.layer, "box") != nil && layer(result.layer, "label") == nil)
        #expect(result.warnings[0].description.hasPrefix("line 2: <foreignObject id=\"label\">"))
    }

    @Test func gradientFeaturesThatAreApproximatedAreReported() throws {
        let result = try importSVG(document("""
            <radialGradient id="r" fx="0.2" fr="0.7" gradientTransform="rotate(20)" spreadMethod="reflect">
              <stop offset="0" stop-color="red"/>
            </radialGradient>
            <linearGradient id="l" gradientTransform="skewX(30)"><stop offset="0" stop-color="red"/></linearGradient>
            <rect id="a" width="10" height="10" fill="url(#r)"/>
            <rect id="b" width="10" height="10" fill="url(#l)" stroke="url(#l)"/>
            """))
        // The focal point, rotation and spread are drawn exactly; a focal radius past r is not.
        let a = result.warnings.filter { $0.id == "a" }.map(\.message)
        #expect(a.count == 1)
        #expect(a.contains { $0.contains("fr=0.7 is larger than r=0.5") })
        // Any linear gradientTransform is exact, and so is a gradient stroke.
        #expect(result.warnings.filter { $0.id == "b" }.isEmpty)
        // A single stop paints its colour everywhere.
        let b = try #require(layer(result.layer, "b")?.sublayers.first as? GradientLayer)
        #expect(b.colors?.count == 2 && b.locations == [0, 1])
    }

    @Test func editorFilesWithDoctypeEntitiesAndForeignElementsImportQuietly() throws {
        let svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY red "#ff0000">
            ]>
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                 xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="10" height="10">
              <sodipodi:namedview id="view" inkscape:zoom="1"/>
              <svg:rect id="r" width="5" height="5" fill="&red;" inkscape:label="box" style="font-size:12px;fill-opacity:1"/>
            </svg:svg>
            """
        let result = try importSVG(svg)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let r = try #require(layer(result.layer, "r") as? ShapeLayer)
        expectClose(r.fillColor, .red, tolerance: .absolute(1.0 / 255))
    }

    @Test func deeplyNestedGroupsAreAnErrorNotAStackOverflow() throws {
        func nested(_ depth: Int) -> String {
            "<svg>" + String(repeating: "<g>\n", count: depth) + "<rect id=\"deep\" width=\"1\" height=\"1\"/>"
                + String(repeating: "</g>", count: depth) + "</svg>"
        }
        #expect(try layer(importSVG(nested(120)).layer, "deep") != nil)
        #expect {
            _ = try importSVG(nested(5000))
        } throws: { error in
            (error as? SVGError)?.message.contains("nested more than 128 deep") == true && (error as? SVGError)?.line == 128
        }
    }

    @Test func malformedXMLIsAnErrorWithItsLine() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n<rect width=\"1\" height=\"1\">\n</g>\n</svg>"
        #expect {
            _ = try importSVG(svg)
        } throws: { error in
            guard let error = error as? SVGError else { return false }
            return error.line >= 3 && error.line <= 4 && error.message.contains("end tag") && error.fileName == "test.svg" && error.description.hasPrefix("test.svg:")
        }
    }

    @Test func otherRootsAndEmptyDataAreErrors() {
        #expect(throws: SVGError.self) { _ = try importSVG("<html/>") }
        #expect(throws: SVGError.self) { _ = try importSVG("") }
        #expect(throws: SVGError.self) { _ = try importSVG("not xml at all") }
    }

    /// Mutated versions of a rich document (bytes deleted, duplicated, replaced by SVG-ish
    /// characters) import or throw `SVGError`, never trap. Seeded, so failures reproduce.
    @Test func seededFuzzNeverCrashes() throws {
        let base = Array(SVGReferenceDrawings.all.map(\.svg).joined(separator: "\n").utf8)
        let alphabet = Array("<>/=\"'#(),.-e%;: 0123456789abcdefgMLHVCSQTAZz".utf8)
        var rng = SeededGenerator(seed: 0x5EED)
        var imported = 0, failed = 0
        for _ in 0..<1000 {
            var bytes = Array(SVGReferenceDrawings.all[Int(rng.next() % UInt64(SVGReferenceDrawings.all.count))].svg.utf8)
            for _ in 0..<(1 + Int(rng.next() % 8)) {
                let i = Int(rng.next() % UInt64(max(bytes.count, 1)))
                switch rng.next() % 3 {
                case 0: if !bytes.isEmpty { bytes.remove(at: i) }
                case 1: bytes.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
                default:
                    let j = Int(rng.next() % UInt64(base.count)), n = Int(rng.next() % 20)
                    bytes.insert(contentsOf: base[j..<min(j + n, base.count)], at: i)
                }
            }
            do {
                _ = try SVGImporter().importDocument(data: Data(bytes), fileName: "fuzz.svg")
                imported += 1
            } catch {
                #expect(error.line >= 1)
                failed += 1
            }
        }
        #expect(imported + failed == 1000)
    }
}
