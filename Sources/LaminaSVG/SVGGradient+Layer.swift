import Foundation
import Lamina

// An SVG gradient drawn with Core Animation's `GradientLayer`, which knows only padded axial and
// radial ramps with an upright ellipse. What SVG adds is rewritten into those exactly where the
// layer is seen (its `area`): `spreadMethod` reflect and repeat as the ramp laid out period by
// period across the area, `fr` (with the focal point at the centre) as the stops moved outwards,
// a rotated or skewed radial gradient as a circle drawn in the gradient's own space under a
// sublayer transform, and a focal point off the centre as 128 nested circles, one per band.

extension SVGGradient {
    /// How the ramp continues past its ends (`spreadMethod`; anything else is `pad`).
    enum Spread { case pad, reflect, `repeat` }

    var spread: Spread {
        switch attributes["spreadMethod"] {
        case "reflect": .reflect
        case "repeat": .repeat
        default: .pad
        }
    }

    /// Periods of a reflected or repeated ramp drawn at most, and stops in all of them; past
    /// either the gradient is padded (a period then is smaller than a pixel or two anyway).
    static let maximumPeriods = 512
    static let maximumStops = 8192

    /// A layer painting the gradient over `area` (the part of user space the layer covers: the
    /// box, unless a stroke reaches past it), for a shape whose bounding box is `box`; the caller
    /// sizes and places it. `space` maps the user space `box` is in to the shape's (other than
    /// identity for a context paint). Returns what was approximated.
    func makeLayer(box: Rect, area: Rect? = nil, space: AffineTransform = .identity,
                   viewport: Size, opacity: Double) -> (layer: Layer, notes: [String]) {
        let area = area ?? box
        var notes: [String] = []
        let userSpace = attributes["gradientUnits"] == "userSpaceOnUse"
        func value(_ key: String, _ fallback: String, _ reference: Double) -> Double {
            let text = attributes[key] ?? fallback
            if !userSpace, text.hasSuffix("%") { return (Double(text.dropLast()) ?? 0) / 100 }
            return SVGLength.parse(text, reference: reference) ?? 0
        }
        var transform = AffineTransform.identity
        if let text = attributes["gradientTransform"] {
            if let t = SVGTransformParser.parse(text), abs(t.a * t.d - t.b * t.c) > 1e-12 { transform = t }
            else { notes.append("cannot use gradientTransform=\"\(text)\" (unreadable or not invertible); ignored") }
        }
        // SVG 2: gradientTransform is the gradient's `transform`, so `transform-origin` pivots it,
        // in the space it works in (the box's unit square for objectBoundingBox units), with
        // keywords and percentages of the viewport as for any element (Chrome and resvg agree).
        if let text = SVGLayerBuilder.transformOriginText(attributes) {
            if let origin = SVGLayerBuilder.transformOrigin(text, viewport: viewport) {
                transform = SVGLayerBuilder.transform(transform, about: origin)
            } else {
                notes.append("cannot read transform-origin: \"\(text)\"; ignored")
            }
        }
        // From the gradient's own space (where its bands are perpendicular to its axis) to user
        // space: gradientTransform, then the bounding box for objectBoundingBox units.
        let toUser = (userSpace ? transform : transform.concatenating(
            AffineTransform(a: box.size.width, b: 0, c: 0, d: box.size.height, tx: box.origin.x, ty: box.origin.y)))
            .concatenating(space)
        var ramp = paddedRamp(opacity: opacity)
        let w = viewport.width, h = viewport.height
        let corners = [Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY),
                       Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY)]
        if radial {
            let cx = value("cx", "50%", w), cy = value("cy", "50%", h)
            let diagonal = (w * w + h * h).squareRoot() / 2.squareRoot()
            var r = value("r", "50%", diagonal)
            var fr = value("fr", "0%", diagonal)
            let fx = value("fx", attributes["cx"] ?? "50%", w), fy = value("fy", attributes["cy"] ?? "50%", h)
            // A radius of zero (or less) paints the last stop's colour everywhere.
            guard r > 0 else { return (Self.solid(ramp[ramp.count - 1].color), notes) }
            let centred = abs(fx - cx) <= 1e-9 && abs(fy - cy) <= 1e-9
            if fr > r, centred {
                // SVG 2's two-circle gradient with the start circle around the end one runs
                // inwards: t = (fr − d) / (fr − r), the ramp reversed from r out to fr (Chrome
                // and rsvg draw it so; every spread method is symmetric under the reversal).
                swap(&r, &fr)
                ramp = ramp.reversed().map { (offset: 1 - $0.offset, color: $0.color) }
            } else if fr > r {
                notes.append("fr=\(fr) is larger than r=\(r) with a focal point off the centre; r is used")
            }
            fr = min(max(fr, 0), r)
            let centre = Point(x: cx, y: cy)
            if !centred {
                return (focalLayer(centre: centre, r: r, focus: Point(x: fx, y: fy), fr: fr, ramp: ramp,
                                   toUser: toUser, area: area, notes: &notes), notes)
            }
            // The farthest the area reaches from the centre, in the gradient's own units.
            let reach = toUser.inverted().map { inverse in
                corners.map { $0.applying(inverse).distance(to: centre) }.max() ?? r
            } ?? r
            let upright = abs(toUser.b) < 1e-9 && abs(toUser.c) < 1e-9
            // The ramp runs from radius fr (t = 0) to r (t = 1); the layer's from 0 to `outer`.
            var outer = upright ? r : max(r, reach)
            var stops = ramp.map { (location: (fr + $0.offset * (r - fr)) / outer, color: $0.color) }
            if spread != .pad, r - fr > 1e-9 {
                let span = max(r, reach)
                let t0 = -fr / (r - fr), t1 = (span - fr) / (r - fr)
                if let periodic = periodic(ramp, from: t0, to: t1) {
                    outer = span
                    stops = Self.clipped(periodic.map { (location: (fr + $0.t * (r - fr)) / span, color: $0.color) })
                } else {
                    notes.append("spreadMethod=\"\(attributes["spreadMethod"] ?? "")\" needs too many periods here; pad is used")
                }
            }
            let gradient = GradientLayer()
            gradient.type = .radial
            gradient.colors = stops.map(\.color)
            gradient.locations = stops.map(\.location)
            if upright {
                // The centre, and the corner of the ellipse's box, in the unit square of the area.
                let mapped = centre.applying(toUser)
                let rx = outer * abs(toUser.a), ry = outer * abs(toUser.d)
                gradient.startPoint = Self.unit(mapped, in: area)
                gradient.endPoint = Self.unit(Point(x: mapped.x + rx, y: mapped.y + ry), in: area)
                return (gradient, notes)
            }
            // A circle in the gradient's own space, turned, skewed and scaled into user space.
            let container = Layer()
            gradient.bounds = Rect(x: 0, y: 0, width: 2 * outer, height: 2 * outer)
            gradient.startPoint = Point(x: 0.5, y: 0.5)
            gradient.endPoint = Point(x: 1, y: 1)
            let mapped = centre.applying(toUser)
            gradient.position = Point(x: mapped.x - area.origin.x, y: mapped.y - area.origin.y)
            gradient.transform = Transform3D(AffineTransform(a: toUser.a, b: toUser.b, c: toUser.c, d: toUser.d, tx: 0, ty: 0))
            container.addSublayer(gradient)
            return (container, notes)
        }
        let gradient = GradientLayer()
        gradient.type = .axial
        let start = Point(x: value("x1", "0%", w), y: value("y1", "0%", h))
        let end = Point(x: value("x2", "100%", w), y: value("y2", "0%", h))
        // Bands perpendicular in gradient space are perpendicular to n = L⁻ᵀ·d in user space
        // (L the linear part of `toUser`, d the axis), so a user-space axis along n that
        // reaches the last band draws the same gradient under any invertible mapping.
        let dx = end.x - start.x, dy = end.y - start.y
        let m = toUser, det = m.a * m.d - m.b * m.c
        let origin = start.applying(m)
        var far = end.applying(m)
        if abs(det) > 1e-12 {
            let nx = (m.d * dx - m.b * dy) / det, ny = (-m.c * dx + m.a * dy) / det
            let nn = nx * nx + ny * ny
            if nn > 0 {
                let k = (dx * dx + dy * dy) / nn
                far = Point(x: origin.x + k * nx, y: origin.y + k * ny)
            }
        }
        var stops = ramp.map { (location: $0.offset, color: $0.color) }
        let axis = Point(x: far.x - origin.x, y: far.y - origin.y)
        let length2 = axis.x * axis.x + axis.y * axis.y
        if spread != .pad, length2 > 1e-18 {
            // t along the axis at the area's corners: the periods that show.
            let ts = corners.map { (($0.x - origin.x) * axis.x + ($0.y - origin.y) * axis.y) / length2 }
            let k0 = (ts.min() ?? 0).rounded(.down), k1 = max((ts.max() ?? 1).rounded(.up), k0 + 1)
            if let periodic = periodic(ramp, from: k0, to: k1) {
                stops = periodic.map { (location: ($0.t - k0) / (k1 - k0), color: $0.color) }
                far = Point(x: origin.x + k1 * axis.x, y: origin.y + k1 * axis.y)
                let near = Point(x: origin.x + k0 * axis.x, y: origin.y + k0 * axis.y)
                gradient.startPoint = Self.unit(near, in: area)
                gradient.endPoint = Self.unit(far, in: area)
                gradient.colors = stops.map(\.color)
                gradient.locations = stops.map(\.location)
                return (gradient, notes)
            }
            notes.append("spreadMethod=\"\(attributes["spreadMethod"] ?? "")\" needs too many periods here; pad is used")
        }
        gradient.startPoint = Self.unit(origin, in: area)
        gradient.endPoint = Self.unit(far, in: area)
        gradient.colors = stops.map(\.color)
        gradient.locations = stops.map(\.location)
        return (gradient, notes)
    }

    /// Bands drawn for a focal gradient's ramp from t = 0 to 1: a step of 1/128 changes a
    /// channel by at most 2 of 255 between neighbouring bands.
    static let focalBands = 128

    /// A radial gradient whose focal point is off its centre, which `GradientLayer` cannot draw:
    /// the circles of SVG 2's two-circle gradient (centre f + t·(c − f), radius fr + t·(r − fr))
    /// as filled shapes from the outermost in, each in the colour of the band it closes, over the
    /// last stop's colour (the pad). The circles nest while the focus is inside the end circle,
    /// so each point shows the colour of the smallest circle holding it: the gradient, to within
    /// a band. A focus outside the circle makes a cone instead (`coneLayer`).
    private func focalLayer(centre: Point, r: Double, focus: Point, fr: Double,
                            ramp: [(offset: Double, color: Color)], toUser: AffineTransform,
                            area: Rect, notes: inout [String]) -> Layer {
        let stops = ramp.map { (location: $0.offset, color: $0.color) }
        // On the circle the circles still nest (all touch at the focus); only past it is a cone.
        if focus.distance(to: centre) > (r - fr) * (1 + 1e-9) + 1e-12 {
            return coneLayer(centre: centre, r: r, focus: focus, fr: fr, stops: stops, toUser: toUser, area: area)
        }
        let container = Layer()
        container.backgroundColor = stops[stops.count - 1].color
        var bands = (1...Self.focalBands).reversed().map { k -> (t: Double, color: Color) in
            let t = Double(k) / Double(Self.focalBands)
            return (t, Self.color(at: t - 0.5 / Double(Self.focalBands), in: stops))
        }
        if spread != .pad {
            // Past t = 1 the rings go on until they hold the whole area: circle t holds p once
            // t·(r − fr − |c − f|) ≥ |p − f| − fr.
            let farthest = toUser.inverted().map { inverse in
                [Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY),
                 Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY)]
                    .map { $0.applying(inverse).distance(to: focus) }.max() ?? r
            } ?? r
            let gap = r - fr - focus.distance(to: centre)
            let last = gap > 0 ? min(max((farthest - fr) / gap, 1), Double(Self.maximumPeriods)) : 1
            let count = min(Int(((last - 1) * Double(Self.focalBands)).rounded(.up)), Self.maximumStops)
            let step = 1 / Double(Self.focalBands)
            let outer = stride(from: count, through: 1, by: -1).map { i -> (t: Double, color: Color) in
                let t = 1 + Double(i) * (last - 1) / Double(count)
                let u = spread == .reflect ? Self.reflected(t - step / 2) : (t - step / 2).truncatingRemainder(dividingBy: 1)
                return (t, Self.color(at: u, in: stops))
            }
            bands = outer + bands
        }
        if fr > 0 { bands.append((0, stops[0].color)) }
        let toArea = toUser.concatenating(AffineTransform(translationX: -area.origin.x, y: -area.origin.y))
        for band in bands {
            let radius = fr + band.t * (r - fr)
            let x = focus.x + band.t * (centre.x - focus.x), y = focus.y + band.t * (centre.y - focus.y)
            let circle = ShapeLayer()
            circle.path = Path.ellipse(in: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)).applying(toArea)
            circle.fillColor = band.color
            circle.bounds = Rect(x: 0, y: 0, width: area.size.width, height: area.size.height)
            circle.position = Point(x: area.size.width / 2, y: area.size.height / 2)
            container.addSublayer(circle)
        }
        return container
    }

    /// SVG 2's gradient when the focal circle is not inside the end circle: the circles no longer
    /// nest but sweep out a cone, and a point takes the largest t whose circle passes through
    /// it; outside the cone nothing is painted. The union of the circles for t in a band is the
    /// convex hull of its two end circles (centre and radius move linearly), so the bands are
    /// drawn as hulls in increasing t, the later on top, each in its band's colour.
    private func coneLayer(centre: Point, r: Double, focus: Point, fr: Double,
                           stops: [(location: Double, color: Color)], toUser: AffineTransform, area: Rect) -> Layer {
        let container = Layer()
        let toArea = toUser.concatenating(AffineTransform(translationX: -area.origin.x, y: -area.origin.y))
        func circle(_ t: Double) -> (centre: Point, radius: Double) {
            (Point(x: focus.x + t * (centre.x - focus.x), y: focus.y + t * (centre.y - focus.y)), max(fr + t * (r - fr), 0))
        }
        // Past `last` the circles have left the area: each step moves them further than they grow.
        let reach = toUser.inverted().map { inverse in
            [Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY),
             Point(x: area.minX, y: area.maxY), Point(x: area.maxX, y: area.maxY)]
                .map { $0.applying(inverse).distance(to: focus) }.max() ?? r
        } ?? r
        let drift = focus.distance(to: centre) - (r - fr)
        let last = drift > 1e-9 ? min(max((reach + fr + 1) / drift, 1), Double(Self.maximumPeriods)) : Double(Self.maximumPeriods)
        // Before t = 0 (a focal radius) the first stop's colour, from where the radius is zero.
        let first = r - fr > 1e-9 ? -fr / (r - fr) : -last
        var bands: [(from: Double, to: Double, color: Color)] = []
        if first < 0 { bands.append((first, 0, stops[0].color)) }
        let step = 1 / Double(Self.focalBands)
        for k in 0..<Self.focalBands {
            let t = Double(k) * step
            bands.append((t, t + step, Self.color(at: t + step / 2, in: stops)))
        }
        if spread == .pad || last <= 1 {
            bands.append((1, max(last, 1), stops[stops.count - 1].color))
        } else {
            let count = min(Int(((last - 1) * Double(Self.focalBands)).rounded(.up)), Self.maximumStops)
            let width = (last - 1) / Double(count)
            for i in 0..<count {
                let t = 1 + Double(i) * width, middle = t + width / 2
                let u = spread == .reflect ? Self.reflected(middle) : middle.truncatingRemainder(dividingBy: 1)
                bands.append((t, t + width, Self.color(at: u, in: stops)))
            }
        }
        for band in bands {
            let shape = ShapeLayer()
            shape.path = Self.hull(circle(band.from), circle(band.to)).applying(toArea)
            shape.fillColor = band.color
            shape.bounds = Rect(x: 0, y: 0, width: area.size.width, height: area.size.height)
            shape.position = Point(x: area.size.width / 2, y: area.size.height / 2)
            container.addSublayer(shape)
        }
        return container
    }

    /// The convex hull of two circles as a polygon (96 points on each circle's outer arc): the
    /// larger circle when one holds the other.
    static func hull(_ a: (centre: Point, radius: Double), _ b: (centre: Point, radius: Double)) -> Path {
        let dx = b.centre.x - a.centre.x, dy = b.centre.y - a.centre.y
        let d = (dx * dx + dy * dy).squareRoot()
        func arc(_ c: (centre: Point, radius: Double), from start: Double, to end: Double) -> [Point] {
            (0...96).map { i in
                let angle = start + (end - start) * Double(i) / 96
                return Point(x: c.centre.x + c.radius * cos(angle), y: c.centre.y + c.radius * sin(angle))
            }
        }
        var points: [Point]
        if d <= abs(a.radius - b.radius) {
            let big = a.radius >= b.radius ? a : b
            points = arc(big, from: 0, to: 2 * .pi)
        } else {
            let theta = atan2(dy, dx), alpha = acos((a.radius - b.radius) / d)
            points = arc(a, from: theta + alpha, to: theta + 2 * .pi - alpha) + arc(b, from: theta - alpha, to: theta + alpha)
        }
        var path = Path()
        path.move(to: points[0])
        points.dropFirst().forEach { path.addLine(to: $0) }
        path.closeSubpath()
        return path
    }

    /// t folded into 0...1 by reflection at every whole number.
    private static func reflected(_ t: Double) -> Double {
        let m = t.truncatingRemainder(dividingBy: 2)
        let u = m < 0 ? m + 2 : m
        return u <= 1 ? u : 2 - u
    }

    /// The straight-alpha colour of `stops` at `u`, padded past the ends.
    static func color(at u: Double, in stops: [(location: Double, color: Color)]) -> Color {
        if u <= stops[0].location { return stops[0].color }
        for i in 1..<stops.count where u <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (u - a.location) / span : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return stops[stops.count - 1].color
    }

    /// The stops with `opacity` applied, a lone stop doubled so it paints everywhere.
    private func paddedRamp(opacity: Double) -> [(offset: Double, color: Color)] {
        let stops = self.stops.isEmpty ? [(offset: 0.0, color: Color.clear)] : self.stops
        let faded = stops.map { (offset: $0.offset, color: $0.color.withAlpha($0.color.alpha * opacity)) }
        return faded.count == 1 ? [faded[0], (offset: 1.0, color: faded[0].color)] : faded
    }

    /// The ramp laid out over the whole periods that cover t in `t0...t1`, every other one
    /// mirrored for `reflect`, as (t, colour) in increasing t; nil past the limits.
    private func periodic(_ ramp: [(offset: Double, color: Color)], from t0: Double, to t1: Double) -> [(t: Double, color: Color)]? {
        guard t0.isFinite, t1.isFinite, let first = ramp.first, let last = ramp.last else { return nil }
        let k0 = t0.rounded(.down), k1 = max(t1.rounded(.up), k0 + 1)
        let periods = k1 - k0
        // Each period runs from its offset 0 to 1, padded at both ends.
        let full = [(offset: 0.0, color: first.color)] + ramp + [(offset: 1.0, color: last.color)]
        guard periods <= Double(Self.maximumPeriods), periods * Double(full.count) <= Double(Self.maximumStops) else { return nil }
        var result: [(t: Double, color: Color)] = []
        for k in Int(k0)..<Int(k1) {
            let mirrored = spread == .reflect && k % 2 != 0
            let period = mirrored ? full.reversed().map { (offset: 1 - $0.offset, color: $0.color) } : full
            result += period.map { (t: Double(k) + $0.offset, color: $0.color) }
        }
        return result
    }

    /// Stops cut to locations 0...1, with the colours interpolated at the cuts.
    static func clipped(_ stops: [(location: Double, color: Color)]) -> [(location: Double, color: Color)] {
        guard stops.count > 1 else { return stops }
        let inside = stops.filter { $0.location > 0 && $0.location < 1 }
        return [(location: 0, color: color(at: 0, in: stops))] + inside + [(location: 1, color: color(at: 1, in: stops))]
    }

    /// A layer of one colour (a gradient whose ramp has collapsed).
    private static func solid(_ color: Color) -> Layer {
        let layer = Layer()
        layer.backgroundColor = color
        return layer
    }

    /// `p` in the unit square of `area` (a gradient layer's startPoint and endPoint space).
    private static func unit(_ p: Point, in area: Rect) -> Point {
        Point(x: area.size.width > 0 ? (p.x - area.origin.x) / area.size.width : 0,
              y: area.size.height > 0 ? (p.y - area.origin.y) / area.size.height : 0)
    }
}
