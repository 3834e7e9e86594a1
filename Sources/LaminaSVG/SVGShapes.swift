import Foundation
import Lamina

/// The geometry of the basic shapes and `path`, in the element's user space.
enum SVGShapes {
    /// The elements that draw a shape.
    static let names: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The outline of `node`, `nil` when it draws nothing (a zero-size rect, no points), or a
    /// message when an attribute cannot be read. Percentages are of `viewport`.
    static func path(for node: SVGNode, viewport: Size) -> Result<Path?, ShapeError> {
        let a = node.attributes
        let diagonal = (viewport.width * viewport.width + viewport.height * viewport.height).squareRoot() / 2.squareRoot()
        func length(_ key: String, _ reference: Double, default value: Double = 0) throws(ShapeError) -> Double {
            guard let text = a[key] else { return value }
            guard let v = SVGLength.parse(text, reference: reference) else {
                throw ShapeError(message: "cannot read \(key)=\"\(text)\"")
            }
            return v
        }
        do throws(ShapeError) {
            switch node.name {
            case "rect":
                let x = try length("x", viewport.width), y = try length("y", viewport.height)
                let w = try length("width", viewport.width), h = try length("height", viewport.height)
                guard w > 0, h > 0 else { return .success(nil) }
                var rx = a["rx"].flatMap { SVGLength.parse($0, reference: viewport.width) }
                var ry = a["ry"].flatMap { SVGLength.parse($0, reference: viewport.height) }
                if rx == nil { rx = ry }
                if ry == nil { ry = rx }
                let r = Size(width: min(max(rx ?? 0, 0), w / 2), height: min(max(ry ?? 0, 0), h / 2))
                return .success(roundedRect(Rect(x: x, y: y, width: w, height: h), radii: r))
            case "circle":
                let r = try length("r", diagonal)
                guard r > 0 else { return .success(nil) }
                let cx = try length("cx", viewport.width), cy = try length("cy", viewport.height)
                return .success(.ellipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)))
            case "ellipse":
                // SVG 2: a missing, `auto` or negative radius takes the other one's value.
                func radius(_ key: String, _ reference: Double) throws(ShapeError) -> Double? {
                    guard let text = a[key], text.trimmingCharacters(in: .whitespaces) != "auto" else { return nil }
                    let value = try length(key, reference)
                    return value < 0 ? nil : value
                }
                let ownX = try radius("rx", viewport.width), ownY = try radius("ry", viewport.height)
                let rx = ownX ?? ownY ?? 0, ry = ownY ?? ownX ?? 0
                guard rx > 0, ry > 0 else { return .success(nil) }
                let cx = try length("cx", viewport.width), cy = try length("cy", viewport.height)
                return .success(.ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)))
            case "line":
                var path = Path()
                path.move(to: Point(x: try length("x1", viewport.width), y: try length("y1", viewport.height)))
                path.addLine(to: Point(x: try length("x2", viewport.width), y: try length("y2", viewport.height)))
                return .success(path)
            case "polyline", "polygon":
                guard let numbers = SVGLength.numbers(a["points"] ?? "") else {
                    throw ShapeError(message: "cannot read points")
                }
                let limit = Limits.standard.pathSegments
                guard numbers.count / 2 <= limit + 1 else {
                    throw ShapeError(message: LimitError(fileName: nil, what: "the segments of these points",
                                                         limit: limit, remedy: LimitError.fixed).message)
                }
                // An odd count drops the last number, as renderers do.
                let points = stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
                guard let first = points.first else { return .success(nil) }
                var path = Path()
                path.move(to: first)
                for p in points.dropFirst() { path.addLine(to: p) }
                if node.name == "polygon" { path.closeSubpath() }
                return .success(path)
            case "path":
                // Drawn up to the first error, as SVG asks (the importer reports the error).
                let read = Path.svgPathDataPrefix(a["d"] ?? "")
                if read.path.isEmpty, let error = read.error {
                    throw ShapeError(message: "cannot read the path data: \(error.description)")
                }
                return .success(read.path.isEmpty ? nil : read.path)
            default:
                return .success(nil)
            }
        } catch {
            return .failure(error)
        }
    }

    /// A rectangle with elliptical corners of `radii` (each at most half the side).
    static func roundedRect(_ r: Rect, radii: Size) -> Path {
        guard radii.width > 0, radii.height > 0 else { return .rect(r) }
        let rx = radii.width, ry = radii.height
        let k = 0.5522847498307936  // Cubic approximation of a quarter circle.
        let x0 = r.origin.x, y0 = r.origin.y, x1 = x0 + r.size.width, y1 = y0 + r.size.height
        var p = Path()
        p.move(to: Point(x: x0 + rx, y: y0))
        p.addLine(to: Point(x: x1 - rx, y: y0))
        p.addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + k * rx, y: y0), control2: Point(x: x1, y: y0 + ry - k * ry))
        p.addLine(to: Point(x: x1, y: y1 - ry))
        p.addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + k * ry), control2: Point(x: x1 - rx + k * rx, y: y1))
        p.addLine(to: Point(x: x0 + rx, y: y1))
        p.addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - k * rx, y: y1), control2: Point(x: x0, y: y1 - ry + k * ry))
        p.addLine(to: Point(x: x0, y: y0 + ry))
        p.addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - k * ry), control2: Point(x: x0 + rx - k * rx, y: y0))
        p.closeSubpath()
        return p
    }

    /// `path` with each zero-length subpath (a lone `M x y Z`, or segments that never leave their
    /// start) drawn as a segment of `length` along x centred on its point, so a square cap shows
    /// as SVG 2 asks (§13.5.4: the square aligned with the user space's x axis). Cairo draws
    /// round caps on such subpaths but no square ones, and takes a segment shorter than its
    /// 1/256 fixed-point step for none, so `length` must be longer than that.
    ///
    /// With `removed`, such subpaths are left out instead: a dashed stroke draws nothing on a
    /// subpath without length, whatever its caps (Chrome's reading: the dash pattern never
    /// starts on it), where Cairo would still draw round dots.
    static func zeroLengthSubpathsMadeVisible(_ path: Path, length: Double, removed: Bool = false) -> Path {
        var result: [Path.Element] = [], subpath: [Path.Element] = []
        // The subpath's start, whether every point so far is it, and whether it has a segment
        // or a close (a lone moveto draws nothing).
        var start: Point?, stays = true, drawn = false
        func flush() {
            if let p = start, stays, drawn {
                if !removed {
                    result += [.move(to: Point(x: p.x - length / 2, y: p.y)), .line(to: Point(x: p.x + length / 2, y: p.y))]
                }
            } else {
                result += subpath
            }
            subpath = []; start = nil; stays = true; drawn = false
        }
        func visit(_ points: Point...) {
            guard let p = start else { return }
            drawn = true
            if points.contains(where: { $0 != p }) { stays = false }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                flush()
                start = p
            case .line(let p):
                if start == nil { start = p } else { visit(p) }
            case .quadCurve(let p, let c):
                visit(p, c)
            case .curve(let p, let c1, let c2):
                visit(p, c1, c2)
            case .closeSubpath:
                drawn = true
            }
            subpath.append(element)
        }
        flush()
        return Path(elements: result)
    }
}

/// A shape attribute that could not be read.
struct ShapeError: Error {
    var message: String
}
