import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Zig Zag and Offset Paths as After Effects draws them (lottie-ios's Core Animation engine
/// draws neither), against closed forms.
@Suite struct LottieZigZagAndOffsetTests {
    private func zigZag(size: Double, ridges: Double, smooth: Bool) -> String {
        #"{"ty":"zz","nm":"Zig Zag 1","s":{"a":0,"k":\#(size)},"r":{"a":0,"k":\#(ridges)},"pt":{"a":0,"k":\#(smooth ? 2 : 1)}}"#
    }

    private func offset(_ amount: Double, join: Int, miterLimit: Double = 4) -> String {
        #"{"ty":"op","nm":"Offset Paths 1","a":{"a":0,"k":\#(amount)},"lj":\#(join),"ml":{"a":0,"k":\#(miterLimit)}}"#
    }

    /// The points a path passes through, its curves sampled.
    private func samples(_ path: Path, count: Int = 400) -> [Point] {
        let measure = PathMeasure(path)
        return (0...count).compactMap { measure.point(atDistance: measure.length * Double($0) / Double(count)) }
    }

    // MARK: Zig Zag

    @Test func zigZagCornersAlternateAcrossTheOutlineStartingInwards() throws {
        // One ridge per edge: each vertex moves 5 inwards along its corner's bisector, each
        // edge's middle 5 outwards along the edge's normal.
        let path = try filledPath(squarePath + "," + zigZag(size: 5, ridges: 1, smooth: false))
        let inset = 5 / 2.0.squareRoot()
        let expected: [Path.Element] = [
            .move(to: Point(x: inset, y: inset)), .line(to: Point(x: 50, y: -5)),
            .line(to: Point(x: 100 - inset, y: inset)), .line(to: Point(x: 105, y: 50)),
            .line(to: Point(x: 100 - inset, y: 100 - inset)), .line(to: Point(x: 50, y: 105)),
            .line(to: Point(x: inset, y: 100 - inset)), .line(to: Point(x: -5, y: 50)),
        ]
        for (element, want) in zip(path.elements, expected) { #expect(element.isClose(to: want)) }
        // Then the closing edge back to the first point, and the close.
        #expect(path.elements.count == expected.count + 2)
    }

    @Test func zigZagSpacesRidgesEvenlyAlongAPolygonsEdges() throws {
        // A pentagon of radius 30 about the origin with five ridges per edge: the edge from the
        // top vertex to the next is cut in sixths; the first point moves 5 along the outward
        // normal, the second 5 against it, and the top vertex 5 towards the centre. (After
        // Effects spaces the points evenly along the edge, not in the cubic's parameter.)
        let pentagon = #"{"ty":"sr","nm":"Polygon","sy":2,"d":1,"pt":{"a":0,"k":5},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0},"or":{"a":0,"k":30},"os":{"a":0,"k":0}}"#
        let path = try filledPath(pentagon + "," + zigZag(size: 5, ridges: 5, smooth: false))
        let top = Point(x: 0, y: -30), next = Point(x: 30 * sin(0.4 * .pi), y: -30 * cos(0.4 * .pi))
        let edge = next - top, length = edge.length
        let normal = Point(x: edge.y / length, y: -edge.x / length)
        func along(_ k: Double, side: Double) -> Point { top + (k / 6) * edge + (5 * side) * normal }
        let points = path.elements.compactMap(\.endPoint)
        #expect(points.count == 5 * 6 + 1)  // and back to the first
        #expect(points[0].distance(to: Point(x: 0, y: -25)) < 1e-9)
        #expect(points[1].distance(to: along(1, side: 1)) < 1e-9)
        #expect(points[2].distance(to: along(2, side: -1)) < 1e-9)
        #expect(points[5].distance(to: along(5, side: 1)) < 1e-9)
    }

    @Test func smoothZigZagGivesEveryPointHandlesAlongTheOutline() throws {
        // Smooth points: handles along the outline, a quarter of the spacing between points
        // (100 / 2 / 2 = 25 on a square with one ridge per edge).
        let path = try filledPath(squarePath + "," + zigZag(size: 5, ridges: 1, smooth: true))
        let inset = 5 / 2.0.squareRoot(), diagonal = 25 / 2.0.squareRoot()
        let first = try #require(path.elements.dropFirst().first)
        let want = Path.Element.curve(to: Point(x: 50, y: -5), control1: Point(x: inset + diagonal, y: inset - diagonal),
                                      control2: Point(x: 25, y: -5))
        #expect(first.isClose(to: want))
    }

    @Test func zigZagRidgesAreCappedByTheVertexLimit() throws {
        var limits = Limits()
        limits.lottieVertices = 400
        let json = lottieJSON(shapeLayer("L", shapes: squarePath + "," + zigZag(size: 1, ridges: 1e9, smooth: false)
            + #",{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#))
        let composition = try Composition(lottie: try parse(json, limits: limits), name: "anim.json", limits: limits)
        let root = try composition.playback().presentation(at: 0)
        let path = try #require(root.layer(named: "L")?.sublayers.first?.shape?.path)
        #expect(path.elements.compactMap(\.endPoint).count - 1 <= 400)  // the last is the first again
    }

    // MARK: Offset Paths

    @Test func offsetGrowsASquareWithMiteredCorners() throws {
        let path = try filledPath(squarePath + "," + offset(10, join: 1))
        #expect(path.boundingBox.isClose(to: Rect(x: -10, y: -10, width: 120, height: 120)))
        #expect(path.contains(Point(x: -9, y: -9)))
        #expect(path.contains(Point(x: 109, y: 109)))
    }

    @Test func roundJoinsAreArcsAboutTheOriginalCorner() throws {
        let path = try filledPath(squarePath + "," + offset(10, join: 2))
        #expect(path.boundingBox.isClose(to: Rect(x: -10, y: -10, width: 120, height: 120)))
        // Around the corner (0, 0) every point of the outline lies 10 from it.
        for p in samples(path) where p.x < 0 && p.y < 0 { expectClose(p.distance(to: .zero), 10, tolerance: 0.01) }
        #expect(path.contains(Point(x: -6, y: -6)))
        #expect(!path.contains(Point(x: -7.5, y: -7.5)))
    }

    @Test func bevelJoinsCutTheCornerStraight() throws {
        let path = try filledPath(squarePath + "," + offset(10, join: 3))
        #expect(path.contains(Point(x: -4.9, y: -4.9)))
        #expect(!path.contains(Point(x: -5.1, y: -5.1)))
    }

    @Test func aMiterLongerThanTheLimitBecomesABevel() throws {
        // A right angle's miter is √2 times the amount: over a limit of 1.
        let path = try filledPath(squarePath + "," + offset(10, join: 1, miterLimit: 1))
        #expect(!path.contains(Point(x: -5.1, y: -5.1)))
        #expect(path.contains(Point(x: -4.9, y: -4.9)))
    }

    @Test func aNegativeAmountShrinksTheSquareExactly() throws {
        let path = try filledPath(squarePath + "," + offset(-10, join: 1))
        #expect(path.boundingBox.isClose(to: Rect(x: 10, y: 10, width: 80, height: 80)))
        #expect(path.contains(Point(x: 10.5, y: 10.5)))
        #expect(!path.contains(Point(x: 9.5, y: 50)))
    }

    @Test(arguments: [1, 3]) func aCircleGrowsByTheAmountWhicheverWayItRuns(direction: Int) throws {
        // Lottie's ellipse is four cubic arcs; offset by 10, every point lies 60 from the
        // centre (to the accuracy of the cubic arcs themselves, 0.03 % of the radius).
        let ellipse = #"{"ty":"el","nm":"Circle","d":\#(direction),"p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]}}"#
        let path = try filledPath(ellipse + "," + offset(10, join: 2))
        let centre = Point(x: 50, y: 50)
        for p in samples(path) { expectClose(p.distance(to: centre), 60, tolerance: 0.05) }
    }

    @Test func anInwardOffsetOfACircleShrinksIt() throws {
        let ellipse = #"{"ty":"el","nm":"Circle","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]}}"#
        let path = try filledPath(ellipse + "," + offset(-20, join: 1))
        for p in samples(path) { expectClose(p.distance(to: Point(x: 50, y: 50)), 30, tolerance: 0.05) }
    }

    @Test func modifiersApplyInTheirOrder() throws {
        // Offset then Zig Zag: the zig-zag's ridges stand on the grown square (its edge middles
        // reach 110 + 5); the other way round, the offset grows the zig-zag.
        let grownFirst = try filledPath(squarePath + "," + offset(10, join: 1) + "," + zigZag(size: 5, ridges: 1, smooth: false))
        expectClose(grownFirst.boundingBox.maxX, 115, tolerance: 1e-6)
    }

    // MARK: Merge Paths

    @Test func mergePathsOtherThanMergeWarnAndMergeDoesNot() throws {
        func warnings(mode: Int) throws -> [String] {
            let merge = #"{"ty":"mm","nm":"Merge Paths 1","mm":\#(mode)}"#
            let fill = #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
            let lottie = try LottieLayer(animation: parse(lottieJSON(shapeLayer("L", shapes: [squarePath, merge, fill].joined(separator: ",")))))
            return lottie.warnings.map(\.description)
        }
        #expect(try warnings(mode: 1).isEmpty)
        #expect(try warnings(mode: 3) == [
            "Merge Paths in mode 3 (subtract) is not supported; the paths are drawn as if merged (mode 1), as lottie-ios draws them; --fidelity after-effects merges them (layer \"L/Merge Paths 1\")",
        ])
    }
}

private extension Path.Element {
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }

    func isClose(to other: Path.Element, tolerance: Double = 1e-9) -> Bool {
        func near(_ a: Point, _ b: Point) -> Bool { a.distance(to: b) <= tolerance }
        switch (self, other) {
        case (.move(let a), .move(let b)), (.line(let a), .line(let b)): return near(a, b)
        case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)): return near(a, b) && near(a1, b1) && near(a2, b2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}

private extension Rect {
    func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(origin.x - other.origin.x) <= tolerance && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance && abs(size.height - other.size.height) <= tolerance
    }
}
