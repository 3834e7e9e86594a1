import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// The six transform functions, lists of them, and their effect on placed layers.
@Suite struct SVGTransformTests {
    func check(_ text: String, _ expected: AffineTransform) throws {
        let t = try #require(SVGTransformParser.parse(text))
        expectClose(t, expected, tolerance: 1e-12, text)
    }

    @Test func eachFunction() throws {
        try check("matrix(1 2 3 4 5 6)", AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        try check("translate(5)", AffineTransform(translationX: 5, y: 0))
        try check("translate(5,-6)", AffineTransform(translationX: 5, y: -6))
        try check("scale(2)", AffineTransform(scaleX: 2, y: 2))
        try check("scale(2 3)", AffineTransform(scaleX: 2, y: 3))
        try check("rotate(90)", AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        // rotate(90, 10, 0) maps (10, 0) to itself and (0, 0) to (10, -10).
        let r = try #require(SVGTransformParser.parse("rotate(90, 10, 0)"))
        expectClose(Point(x: 10, y: 0).applying(r), Point(x: 10, y: 0), tolerance: 1e-12)
        expectClose(Point(x: 0, y: 0).applying(r), Point(x: 10, y: -10), tolerance: 1e-12)
        try check("skewX(45)", AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
        try check("skewY(45)", AffineTransform(a: 1, b: 1, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func listsApplyRightToLeft() throws {
        // translate(10) scale(2): scale first, so (1, 1) goes to (12, 2).
        let t = try #require(SVGTransformParser.parse(" translate(10) ,scale(2) "))
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
        #expect(SVGTransformParser.parse("") == .identity)
        for bad in ["translate(", "rotate(1 2)", "spin(3)", "scale()", "matrix(1 2 3)", "translate(a)"] {
            #expect(SVGTransformParser.parse(bad) == nil, "\(bad)")
        }
    }

    @Test(arguments: ["matrix(0.8 0.3 -0.2 1.1 7 9)", "translate(12 -4)", "scale(1.5 0.5)", "rotate(25 40 40)",
                      "skewX(20)", "skewY(-15)", "translate(50 50) rotate(45) scale(2 1) translate(-10 -5)"])
    func layersDrawWhereTheTransformPutsTheShape(transform: String) throws {
        let svg = document("""
            <g id="g" transform="translate(3 4)"><path id="p" d="M10 20 L40 25 L30 50 Z" transform="\(transform)"/></g>
            """)
        let m = try #require(SVGTransformParser.parse(transform)).concatenating(AffineTransform(translationX: 3, y: 4))
        for flatten in [false, true] {
            let result = try importSVG(svg, options: SVGImportOptions(flattensGroups: flatten))
            let p = try #require(layer(result.layer, "p"))
            for corner in [Point(x: 10, y: 20), Point(x: 40, y: 25), Point(x: 30, y: 50)] {
                // The layer's path is the element's shifted to its bounding box, which starts at (10, 20).
                let local = Point(x: corner.x - 10, y: corner.y - 20)
                expectClose(inRoot(local, of: p, root: result.layer), corner.applying(m), tolerance: 1e-9)
            }
        }
    }

    @Test func badTransformIsAWarningAndIgnored() throws {
        let result = try importSVG(document(#"<rect id="r" width="5" height="5" transform="twist(4)"/>"#))
        #expect(result.warnings.count == 1 && result.warnings[0].message.contains("transform"))
        #expect(layer(result.layer, "r")?.transform == .identity)
    }
}
