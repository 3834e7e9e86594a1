import Foundation
import Lamina
import Testing
@testable import LaminaSVG
import LaminaTestSupport

/// Each element's geometry, names, bounds and placement.
@Suite struct SVGElementTests {
    @Test func rectBecomesANamedShapeLayerWithItsOwnBoundsAndPosition() throws {
        let result = try importSVG(document(#"<rect id="box" x="10" y="20" width="30" height="40" fill="red"/>"#))
        #expect(result.size == Size(width: 100, height: 100))
        #expect(result.layer.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        let box = try #require(layer(result.layer, "box") as? ShapeLayer)
        #expect(box.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(box.position == Point(x: 25, y: 40))
        #expect(box.path?.boundingBox == Rect(x: 0, y: 0, width: 30, height: 40))
        expectClose(box.fillColor, .red, tolerance: .absolute(1.0 / 255))
        #expect(box.strokeColor == nil)
    }

    @Test func roundedRectClampsRadiiAndCopiesTheMissingOne() throws {
        let result = try importSVG(document(#"<rect id="r" x="0" y="0" width="40" height="20" rx="30"/>"#))
        let r = try #require(layer(result.layer, "r") as? ShapeLayer)
        let path = try #require(r.path)
        // rx clamps to 20 and ry (copied from rx) to 10: the top edge starts 20 in.
        guard case .move(let start) = path.elements.first else { Issue.record("no move"); return }
        expectClose(start, Point(x: 20, y: 0), tolerance: 1e-6)
        #expect(path.boundingBox == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func circleEllipseAndLine() throws {
        let result = try importSVG(document("""
            <circle id="c" cx="50" cy="40" r="10"/>
            <ellipse id="e" cx="20" cy="30" rx="15" ry="5"/>
            <line id="l" x1="10" y1="90" x2="60" y2="80" stroke="black"/>
            """))
        let c = try #require(layer(result.layer, "c"))
        #expect(c.bounds.size == Size(width: 20, height: 20))
        expectClose(c.position, Point(x: 50, y: 40), tolerance: 1e-6)
        let e = try #require(layer(result.layer, "e"))
        #expect(isClose(e.bounds.size.width, 30, tolerance: 1e-6) && isClose(e.bounds.size.height, 10, tolerance: 1e-6))
        expectClose(e.position, Point(x: 20, y: 30), tolerance: 1e-6)
        let l = try #require(layer(result.layer, "l") as? ShapeLayer)
        #expect(l.bounds.size == Size(width: 50, height: 10))
        expectClose(inRoot(Point(x: 0, y: 10), of: l, root: result.layer), Point(x: 10, y: 90), tolerance: 1e-6)
    }

    @Test func polylineStaysOpenAndPolygonCloses() throws {
        let result = try importSVG(document("""
            <polyline id="pl" points="0,0 10,0 10,10" fill="none" stroke="blue"/>
            <polygon id="pg" points="20 20, 40 20 30,35"/>
            """))
        let pl = try #require(layer(result.layer, "pl") as? ShapeLayer)
        #expect(pl.path?.elements.last.map { if case .closeSubpath = $0 { true } else { false } } == false)
        #expect(pl.fillColor == nil && isClose(pl.strokeColor, .blue, tolerance: .absolute(1.0 / 255)))
        let pg = try #require(layer(result.layer, "pg") as? ShapeLayer)
        #expect(pg.path?.elements.last.map { if case .closeSubpath = $0 { true } else { false } } == true)
        #expect(pg.bounds.size == Size(width: 20, height: 15))
        expectClose(inRoot(.init(x: 0, y: 0), of: pg, root: result.layer), Point(x: 20, y: 20), tolerance: 1e-6)
    }

    @Test func pathDataIsParsedAndPlaced() throws {
        let result = try importSVG(document(#"<path id="p" d="M10 10 h30 v20 z"/>"#))
        let p = try #require(layer(result.layer, "p") as? ShapeLayer)
        #expect(p.bounds.size == Size(width: 30, height: 20))
        expectClose(inRoot(Point(x: 30, y: 20), of: p, root: result.layer), Point(x: 40, y: 30), tolerance: 1e-6)
    }

    @Test func emptyShapesDrawNothing() throws {
        let result = try importSVG(document("""
            <rect id="a" width="0" height="10"/><circle id="b" r="0"/><polygon id="c" points=""/>
            """))
        #expect(result.layer.sublayers.isEmpty)
        #expect(result.warnings.isEmpty)
    }

    @Test func groupsBecomeContainersWithBakedBounds() throws {
        let result = try importSVG(document("""
            <g id="g" transform="translate(10 20)">
              <rect id="a" x="0" y="0" width="10" height="10"/>
              <rect id="b" x="30" y="40" width="10" height="10"/>
            </g>
            """))
        let g = try #require(layer(result.layer, "g"))
        #expect(g.sublayers.count == 2)
        #expect(g.bounds.size == Size(width: 40, height: 50))
        expectClose(g.position, Point(x: 30, y: 45), tolerance: 1e-6)
        let b = try #require(layer(result.layer, "b"))
        expectClose(inRoot(.init(x: 0, y: 0), of: b, root: result.layer), Point(x: 40, y: 60), tolerance: 1e-6)
    }

    @Test func flattenedGroupsPutChildrenInTheRootWithTransformsAndOpacityBaked() throws {
        let svg = document("""
            <g id="g" transform="translate(10 20)" opacity="0.5">
              <g><rect id="a" x="0" y="0" width="10" height="10" opacity="0.5"/></g>
            </g>
            """)
        let result = try importSVG(svg, options: SVGImportOptions(flattensGroups: true))
        #expect(layer(result.layer, "g") == nil)
        let a = try #require(result.layer.sublayers.first)
        #expect(a.name == "a" && result.layer.sublayers.count == 1)
        expectClose(a.opacity, 0.25, tolerance: 1e-6)
        expectClose(a.position, Point(x: 15, y: 25), tolerance: 1e-6)
    }

    @Test func anchorsComeFromTheAttributeOrTheOptionAndKeepTheDrawingInPlace() throws {
        let svg = document("""
            <rect id="arm" data-anchor="0.5 0" x="40" y="10" width="20" height="60" transform="rotate(30 50 10)"/>
            <rect id="leg" x="0" y="0" width="10" height="20"/>
            """)
        let result = try importSVG(svg, options: SVGImportOptions(anchors: ["leg": Point(x: 0, y: 1)]))
        let arm = try #require(layer(result.layer, "arm"))
        #expect(arm.anchorPoint == Point(x: 0.5, y: 0))
        // The shoulder (rotation centre) is the position: turning the arm keeps it there.
        expectClose(arm.position, Point(x: 50, y: 10), tolerance: 1e-9)
        let rotated = AffineTransform(rotationAngle: .pi / 6)
        expectClose(inRoot(Point(x: 0, y: 60), of: arm, root: result.layer),
                    Point(x: 40, y: 70).applying(AffineTransform(translationX: -50, y: -10).concatenating(rotated)
                        .concatenating(AffineTransform(translationX: 50, y: 10))), tolerance: 1e-9)
        let leg = try #require(layer(result.layer, "leg"))
        #expect(leg.anchorPoint == Point(x: 0, y: 1))
        expectClose(leg.position, Point(x: 0, y: 20), tolerance: 1e-6)
    }

    @Test func aGroupAnchoredAtItsShoulderTurnsAboutIt() throws {
        // The arm's box is (50, 40)–(90, 50); its shoulder is the middle of the left edge.
        let svg = document("""
            <g id="arm" data-anchor="0 0.5" transform="translate(0 0)">
              <rect x="50" y="40" width="30" height="10"/><circle cx="85" cy="45" r="5"/>
            </g>
            """)
        let result = try importSVG(svg)
        let arm = try #require(layer(result.layer, "arm"))
        #expect(arm.bounds.size == Size(width: 40, height: 10))
        expectClose(arm.position, Point(x: 50, y: 45), tolerance: 1e-6)
        arm.transform = Transform3D(AffineTransform(rotationAngle: .pi / 2))
        expectClose(inRoot(Point(x: 0, y: 5), of: arm, root: result.layer), Point(x: 50, y: 45), tolerance: 1e-9)
        expectClose(inRoot(Point(x: 40, y: 5), of: arm, root: result.layer), Point(x: 50, y: 85), tolerance: 1e-9)
    }

    @Test func useCopiesItsTargetMovedByXAndY() throws {
        let result = try importSVG(document("""
            <defs><rect id="tile" width="10" height="10" fill="red"/></defs>
            <use id="copy" href="#tile" x="20" y="30" fill="blue"/>
            <use id="old" xlink:href="#tile" transform="translate(5 0)" xmlns:xlink="http://www.w3.org/1999/xlink"/>
            <symbol id="icon" viewBox="0 0 1 1"><circle cx="0.5" cy="0.5" r="0.5"/></symbol>
            <use id="icon-use" href="#icon" x="50" y="50" width="20" height="20"/>
            <g id="loop"><use href="#loop"/></g>
            """))
        let copy = try #require(layer(result.layer, "copy"))
        #expect(copy.sublayers.count == 1 && copy.sublayers[0].name == nil)
        expectClose(inRoot(.init(x: 0, y: 0), of: copy.sublayers[0], root: result.layer), Point(x: 20, y: 30), tolerance: 1e-6)
        // The target's own fill wins over the use's inherited one.
        expectClose((copy.sublayers[0] as? ShapeLayer)?.fillColor, .red, tolerance: .absolute(1.0 / 255))
        let old = try #require(layer(result.layer, "old"))
        expectClose(inRoot(.init(x: 0, y: 0), of: old.sublayers[0], root: result.layer), Point(x: 5, y: 0), tolerance: 1e-6)
        let icon = try #require(layer(result.layer, "icon-use"))
        let circle = try #require(icon.sublayers.first?.sublayers.first)
        expectClose(inRoot(.init(x: 0, y: 0), of: circle, root: result.layer), Point(x: 50, y: 50), tolerance: 1e-9)
        expectClose(inRoot(.init(x: 1, y: 1), of: circle, root: result.layer), Point(x: 70, y: 70), tolerance: 1e-9)
        // The symbol is clipped to its viewport (the use's size), and the use inside its own
        // target is refused.
        #expect(icon.sublayers.first?.mask != nil)
        #expect(result.warnings.map(\.element) == ["use"])
        #expect(result.warnings.last?.message.contains("contains it") == true)
    }

    @Test func nestedSVGMapsItsViewBoxIntoItsViewportThenItsTransform() throws {
        let result = try importSVG(document("""
            <svg x="10" y="20" width="40" height="40" viewBox="0 0 4 4" transform="translate(5 0)">
              <rect id="r" x="1" y="1" width="2" height="2"/>
            </svg>
            """))
        let r = try #require(layer(result.layer, "r"))
        expectClose(inRoot(.init(x: 0, y: 0), of: r, root: result.layer), Point(x: 25, y: 30), tolerance: 1e-9)
        expectClose(inRoot(.init(x: 2, y: 2), of: r, root: result.layer), Point(x: 45, y: 50), tolerance: 1e-9)
    }

    @Test func aAndSwitchElementsGroupTheirChildren() throws {
        let result = try importSVG(document("""
            <a id="link" href="https://example.com"><rect id="in-link" width="5" height="5"/></a>
            <switch id="choice"><rect id="first" width="5" height="5"/><rect id="second" width="5" height="5"/></switch>
            """))
        #expect(layer(result.layer, "in-link")?.superlayer?.name == "link")
        #expect(layer(result.layer, "first")?.superlayer?.name == "choice")
        #expect(layer(result.layer, "second") == nil)
    }

    @Test func viewBoxAndPreserveAspectRatio() throws {
        let meet = try importSVG(#"<svg width="200" height="100" viewBox="0 0 10 10"><rect id="r" width="10" height="10"/></svg>"#)
        let r = try #require(layer(meet.layer, "r"))
        #expect(meet.size == Size(width: 200, height: 100))
        expectClose(inRoot(.init(x: 0, y: 0), of: r, root: meet.layer), Point(x: 50, y: 0), tolerance: 1e-6)
        expectClose(inRoot(.init(x: 10, y: 10), of: r, root: meet.layer), Point(x: 150, y: 100), tolerance: 1e-6)
        let t = SVGImporter.viewBoxTransform(Rect(x: 0, y: 0, width: 10, height: 10), size: Size(width: 200, height: 100),
                                             preserveAspectRatio: "none")
        #expect(t == AffineTransform(a: 20, b: 0, c: 0, d: 10, tx: 0, ty: 0))
        let slice = SVGImporter.viewBoxTransform(Rect(x: 0, y: 0, width: 10, height: 10), size: Size(width: 200, height: 100),
                                                 preserveAspectRatio: "xMinYMax slice")
        #expect(slice == AffineTransform(a: 20, b: 0, c: 0, d: 20, tx: 0, ty: -100))
        let minMax = SVGImporter.viewBoxTransform(Rect(x: 5, y: 5, width: 10, height: 10), size: Size(width: 200, height: 100),
                                                  preserveAspectRatio: "xMaxYMin meet")
        #expect(minMax == AffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 50, ty: -50))
        let sized = try importSVG(#"<svg viewBox="0 0 40 30"/>"#)
        #expect(sized.size == Size(width: 40, height: 30))
        #expect(try importSVG("<svg/>").size == Size(width: 300, height: 150))
    }

    @Test func lengthsWithUnitsAndPercentages() throws {
        #expect(SVGLength.parse("1in") == 96)
        #expect(SVGLength.parse("12pt") == 16)
        #expect(SVGLength.parse("50%", reference: 300) == 150)
        #expect(SVGLength.parse("3px") == 3)
        #expect(SVGLength.parse("abc") == nil)
        #expect(SVGLength.numbers("10-5.5.5e1,3") == [10, -5.5, 5, 3])
        let result = try importSVG(document(#"<rect id="r" x="10%" width="50%" height="1in"/>"#))
        let r = try #require(layer(result.layer, "r"))
        #expect(r.bounds.size == Size(width: 50, height: 96))
    }
}
