import Foundation
import Lamina
import LaminaRender
import LaminaSVG
import Testing

/// Gradient rules of SVG 1.1 §13.2 and SVG 2 §14.3 with closed-form pixels: a black-to-white
/// ramp shows its parameter t as the grey level 255·t, so each expectation is a number.
@Suite struct SVGPaintServerTests {
    static func grey(_ pixel: [UInt8]) -> Double { Double(pixel[1]) }

    /// The grey level at (x, y) of `body` drawn on 100×100, and the import's warnings.
    static func greys(_ body: String) throws -> (level: (Int, Int) -> Double, warnings: [String]) {
        let svg = document(body)
        let pixel = try SVGClipAndBlendTests.pixels(svg)
        let warnings = try importSVG(svg).warnings.map(\.message)
        return ({ grey(pixel($0, $1)) }, warnings)
    }

    /// The grey of a black-to-white ramp at parameter `t` under `spread` (SVG 1.1, 13.2.4).
    static func expected(_ t: Double, _ spread: String) -> Double {
        switch spread {
        case "reflect":
            let m = t.truncatingRemainder(dividingBy: 2), u = m < 0 ? m + 2 : m
            return 255 * (u <= 1 ? u : 2 - u)
        case "repeat":
            let m = t.truncatingRemainder(dividingBy: 1)
            return 255 * (m < 0 ? m + 1 : m)
        default: return 255 * min(max(t, 0), 1)
        }
    }

    /// Distance from (cx, cy) to the centre of pixel (x, y).
    static func distance(_ x: Int, _ y: Int, _ cx: Double, _ cy: Double) -> Double {
        ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
    }

    static let ramp = #"<stop offset="0" stop-color="black"/><stop offset="1" stop-color="white"/>"#

    @Test(arguments: ["reflect", "repeat", "pad"])
    func aLinearSpreadMethodContinuesTheRampPastItsEnd(method: String) throws {
        // The axis is 0...20: a pixel centre x + 0.5 is t = (x + 0.5) / 20.
        let (level, warnings) = try Self.greys("""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" x2="20" spreadMethod="\(method)">\(Self.ramp)</linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        for x in [5, 25, 35, 47, 63, 95] {
            let want = Self.expected((Double(x) + 0.5) / 20, method)
            #expect(abs(level(x, 50) - want) <= 3, "\(method) at x = \(x): \(level(x, 50)), expected \(want)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aReflectedLinearGradientMirrorsEveryOtherPeriodUnderAGradientTransform() throws {
        // Rotated a quarter turn: the ramp runs down the y axis, 0...20.
        let (level, _) = try Self.greys("""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" x2="20" spreadMethod="reflect"
                            gradientTransform="rotate(90)">\(Self.ramp)</linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        for y in [15, 35, 55, 75] {
            let want = Self.expected((Double(y) + 0.5) / 20, "reflect")
            #expect(abs(level(50, y) - want) <= 3, "y = \(y): \(level(50, y)), expected \(want)")
        }
    }

    @Test(arguments: ["reflect", "repeat", "pad"])
    func aRadialSpreadMethodContinuesTheRingsPastTheRadius(method: String) throws {
        // r = 20 about (50, 50): t is a pixel centre's distance over 20.
        let (level, warnings) = try Self.greys("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="20" spreadMethod="\(method)">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        for (x, y) in [(55, 50), (80, 50), (85, 50), (95, 95), (10, 20)] {
            let want = Self.expected(Self.distance(x, y, 50, 50) / 20, method)
            #expect(abs(level(x, y) - want) <= 3, "\(method) at (\(x), \(y)): \(level(x, y)), expected \(want)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func theFocalRadiusStartsTheRampOutsideTheCentre() throws {
        // fr = 20, r = 40: inside radius 20 the first stop, at 30 half way.
        let (level, warnings) = try Self.greys("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40" fr="20">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        #expect(level(50, 50) == 0)
        #expect(level(62, 50) == 0)
        for x in [75, 80, 85] {
            let want = Self.expected((Self.distance(x, 50, 50, 50) - 20) / 20, "pad")
            #expect(abs(level(x, 50) - want) <= 3, "x = \(x): \(level(x, 50)), expected \(want)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aRotatedRadialGradientIsAnEllipseAlongItsOwnAxes() throws {
        // Radius 40 along the 45° diagonal (scale 2) and 20 across it.
        let (level, warnings) = try Self.greys("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="20"
                            gradientTransform="translate(50 50) rotate(45) scale(2 1)">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        // In the gradient's space a pixel centre is (u / 2, v) with u along the diagonal, v across.
        for (x, y) in [(70, 70), (60, 60), (40, 60), (44, 56), (80, 60)] {
            let px = Double(x) + 0.5 - 50, py = Double(y) + 0.5 - 50
            let u = (px + py) / 2.squareRoot(), v = (py - px) / 2.squareRoot()
            let want = Self.expected(((u / 2) * (u / 2) + v * v).squareRoot() / 20, "pad")
            #expect(abs(level(x, y) - want) <= 4, "(\(x), \(y)): \(level(x, y)), expected \(want)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// t of SVG 2's two-circle gradient (focus f with radius 0, end circle c, r) at a pixel centre:
    /// the larger root of |p − f − t(c − f)| = t·r.
    static func focalT(_ x: Int, _ y: Int, focus: Point, centre: Point, r: Double) -> Double {
        let dx = Double(x) + 0.5 - focus.x, dy = Double(y) + 0.5 - focus.y
        let ex = centre.x - focus.x, ey = centre.y - focus.y
        let de = dx * ex + dy * ey, dd = dx * dx + dy * dy, a = r * r - (ex * ex + ey * ey)
        // A focus on the circle: the equation is linear, t = |d|² / 2(d·e), none (past 1) if d·e ≤ 0.
        guard abs(a) > 1e-9 else { return de > 0 ? dd / (2 * de) : .infinity }
        return (-de + (de * de + a * dd).squareRoot()) / a
    }

    @Test(arguments: ["pad", "reflect"])
    func aFocalPointOffTheCentreBunchesTheRingsTowardsIt(method: String) throws {
        let (level, warnings) = try Self.greys("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="30" fx="30" fy="45"
                            spreadMethod="\(method)">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        let focus = Point(x: 30, y: 45), centre = Point(x: 50, y: 50)
        for (x, y) in [(30, 45), (25, 45), (40, 45), (60, 50), (75, 50), (50, 20), (90, 90), (5, 5)] {
            let want = Self.expected(Self.focalT(x, y, focus: focus, centre: centre, r: 30), method)
            #expect(abs(level(x, y) - want) <= 5, "\(method) at (\(x), \(y)): \(level(x, y)), expected \(want)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aFocalPointOutsideTheCircleMakesAConeAndNothingOutsideIt() throws {
        // Focus (20, 50), end circle (50, 50) r 10: the circles sweep a cone opening to the right.
        // A point takes the larger root t of |p − f − t(c − f)| = 10t; no root with t ≥ 0: unpainted.
        let (level, _) = try Self.greys("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="10" fx="20" fy="50">
              <stop offset="0" stop-color="black"/><stop offset="1" stop-color="#808080"/>
            </radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        for (x, y) in [(35, 50), (45, 52), (50, 50), (80, 60), (95, 50), (10, 50), (50, 10), (90, 5)] {
            let dx = Double(x) + 0.5 - 20, dy = Double(y) + 0.5 - 50
            let de = dx * 30, dd = dx * dx + dy * dy, a = 900.0 - 100
            let discriminant = de * de - a * dd
            let t = discriminant >= 0 ? (de + discriminant.squareRoot()) / a : -1
            let want = t >= 0 ? 128 * min(t, 1) : 255
            #expect(abs(level(x, y) - want) <= 4, "(\(x), \(y)): \(level(x, y)), expected \(want) (t = \(t))")
        }
    }

    @Test func aFocalPointOnTheCircleKeepsTheRingsNested() throws {
        // Focus (70, 50) on the circle (50, 50) r 20: every ring touches it, so the area outside
        // the circle is padded with the last stop, as with any focus inside.
        let (level, _) = try Self.greys("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="20" fx="70" fy="50">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        let focus = Point(x: 70, y: 50), centre = Point(x: 50, y: 50)
        for (x, y) in [(5, 5), (95, 95), (50, 50), (40, 50)] {
            let want = Self.expected(Self.focalT(x, y, focus: focus, centre: centre, r: 20), "pad")
            #expect(abs(level(x, y) - want) <= 5, "(\(x), \(y)): \(level(x, y)), expected \(want)")
        }
    }

    @Test func aZeroRadiusPaintsTheLastStop() throws {
        let (level, _) = try Self.greys("""
            <radialGradient id="g" r="0"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/></radialGradient>
            <rect x="10" y="10" width="80" height="80" fill="url(#g)"/>
            """)
        #expect(level(50, 50) == 0)
        #expect(level(15, 15) == 0)
        #expect(level(5, 5) == 255)
    }

    @Test func aRadialGradientTakesOnlyTheCommonAttributesFromALinearOne() throws {
        // The linear gradient's `cx` is not a linear attribute; its spreadMethod is common.
        let (level, _) = try Self.greys("""
            <linearGradient id="l" cx="0" spreadMethod="reflect"/>
            <radialGradient id="g" href="#l" gradientUnits="userSpaceOnUse" r="20">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        // Centred at 50% (not at cx = 0) and reflected.
        for x in [50, 65, 80, 92] {
            let want = Self.expected(Self.distance(x, 50, 50, 50) / 20, "reflect")
            #expect(abs(level(x, 50) - want) <= 3, "x = \(x): \(level(x, 50)), expected \(want)")
        }
    }

    @Test func theFocalPointDefaultsToTheInheritedCentre() throws {
        let (level, warnings) = try Self.greys("""
            <radialGradient id="a" gradientUnits="userSpaceOnUse" cx="30" cy="40"/>
            <radialGradient id="g" href="#a" r="20">\(Self.ramp)</radialGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        for x in [30, 40, 45] {
            let want = Self.expected(Self.distance(x, 40, 30, 40) / 20, "pad")
            #expect(abs(level(x, 40) - want) <= 3, "x = \(x): \(level(x, 40)), expected \(want)")
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aGradientTransformThatCannotBeInvertedIsIgnored() throws {
        let (level, warnings) = try Self.greys("""
            <linearGradient id="g" gradientTransform="matrix(0 0 0 0 0 0)">\(Self.ramp)</linearGradient>
            <rect width="100" height="100" fill="url(#g)"/>
            """)
        #expect(abs(level(50, 50) - Self.expected(50.5 / 100, "pad")) <= 3)
        #expect(warnings.contains { $0.contains("not invertible") })
    }
}
