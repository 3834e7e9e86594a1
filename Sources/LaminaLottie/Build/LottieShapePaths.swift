import Foundation
import Lamina

/// The outlines of Lottie's parametric shapes as Lottie beziers (so shape modifiers can rewrite
/// them), starting where After Effects starts them (which matters to trim paths) and walking
/// clockwise, or the other way for direction 3.
enum LottieShapePaths {
    /// The cubic handle length for a quarter circle of radius 1.
    static let kappa = 0.5522847498

    static func rectangle(position p: [Double], size s: [Double], roundness: Double, reversed: Bool) -> LottieBezier {
        let cx = p.first ?? 0, cy = p.count > 1 ? p[1] : 0
        let w = s.first ?? 0, h = s.count > 1 ? s[1] : 0
        let r = min(max(roundness, 0), min(w, h) / 2)
        let left = cx - w / 2, right = cx + w / 2, top = cy - h / 2, bottom = cy + h / 2
        var b = LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
        func add(_ x: Double, _ y: Double, inT: Point = .zero, outT: Point = .zero) {
            b.vertices.append(Point(x: x, y: y)); b.inTangents.append(inT); b.outTangents.append(outT)
        }
        let c = r * kappa
        if r <= 0 {
            add(right, top); add(right, bottom); add(left, bottom); add(left, top)
        } else {
            add(right, top + r, inT: Point(x: 0, y: -c))
            add(right, bottom - r, outT: Point(x: 0, y: c))
            add(right - r, bottom, inT: Point(x: c, y: 0))
            add(left + r, bottom, outT: Point(x: -c, y: 0))
            add(left, bottom - r, inT: Point(x: 0, y: c))
            add(left, top + r, outT: Point(x: 0, y: -c))
            add(left + r, top, inT: Point(x: -c, y: 0))
            add(right - r, top, outT: Point(x: c, y: 0))
        }
        return reversed ? b.reversed() : b
    }

    static func ellipse(position p: [Double], size s: [Double], reversed: Bool) -> LottieBezier {
        let cx = p.first ?? 0, cy = p.count > 1 ? p[1] : 0
        let rx = (s.first ?? 0) / 2, ry = (s.count > 1 ? s[1] : 0) / 2
        let kx = rx * kappa, ky = ry * kappa
        let b = LottieBezier(
            closed: true,
            vertices: [Point(x: cx, y: cy - ry), Point(x: cx + rx, y: cy), Point(x: cx, y: cy + ry), Point(x: cx - rx, y: cy)],
            inTangents: [Point(x: -kx, y: 0), Point(x: 0, y: -ky), Point(x: kx, y: 0), Point(x: 0, y: ky)],
            outTangents: [Point(x: kx, y: 0), Point(x: 0, y: ky), Point(x: -kx, y: 0), Point(x: 0, y: -ky)])
        return reversed ? b.reversed() : b
    }

    /// A star (or polygon): points alternate between the outer and inner radius from the top,
    /// turned by `rotation` degrees; roundness pulls each point's handles along the circle.
    static func star(_ star: LottieStar, at frame: Double) -> LottieBezier? {
        let p = star.position.value(at: frame)
        let cx = p.first ?? 0, cy = p.count > 1 ? p[1] : 0
        let count = Int(min(max(star.points.value(at: frame).first ?? 5, 0), 1_000).rounded(.down))
        guard count > 0 else { return nil }
        let outer = star.outerRadius.value(at: frame).first ?? 0, inner = star.innerRadius.value(at: frame).first ?? 0
        let outerRound = (star.outerRoundness.value(at: frame).first ?? 0) / 100
        let innerRound = (star.innerRoundness.value(at: frame).first ?? 0) / 100
        let vertexCount = star.isPolygon ? count : count * 2
        let step = 2 * Double.pi / Double(vertexCount)
        let direction = star.reversed ? -1.0 : 1.0
        var angle = -Double.pi / 2 + (star.rotation.value(at: frame).first ?? 0) * .pi / 180
        var b = LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
        for i in 0..<vertexCount {
            let isOuter = star.isPolygon || i % 2 == 0
            let radius = isOuter ? outer : inner, roundness = isOuter ? outerRound : innerRound
            let segment = 2 * Double.pi * radius / Double(star.isPolygon ? vertexCount * 4 : vertexCount * 2)
            let x = radius * cos(angle), y = radius * sin(angle)
            let length = (x * x + y * y).squareRoot()
            let ox = length == 0 ? 0 : y / length, oy = length == 0 ? 0 : -x / length
            let handle = Point(x: ox * segment * roundness * direction, y: oy * segment * roundness * direction)
            b.vertices.append(Point(x: x + cx, y: y + cy))
            b.inTangents.append(handle)
            b.outTangents.append(Point(x: -handle.x, y: -handle.y))
            angle += step * direction
        }
        return b
    }
}
