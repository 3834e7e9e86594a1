import Foundation
import Lamina

/// `animateMotion` as a wrapper layer moving along the path (`position`) and turning with it
/// (`transform` through `rotateZ`).
///
/// SMIL measures motion by distance: `keyPoints` are fractions of the path's length at `keyTimes`,
/// and without them each vertex of the path is a key point at its distance; `paced` (the default)
/// moves at constant speed. Core Animation's own path animation times each segment by its curve
/// parameter instead, which is slower where control points crowd, so the motion is sampled
/// (`samplesPerInterval` positions and angles between key times, `linear` between samples):
/// the points lie on the path exactly, and between them the layer goes straight, a chord error
/// far below a pixel for the paths exporters write.
extension SVGLayerBuilder {
    /// Positions sampled between two key times (more for a long interval, up to 4 a frame at 60 fps).
    static func samplesPerInterval(seconds: Double) -> Int {
        min(max(Int((seconds * 240).rounded(.up)), 24), 960)
    }

    /// The motion path: `path`, else an `mpath` child's path, else a polyline through `values`
    /// (or `from`, `to`, `by`); with the distances (fractions of its length) of its vertices.
    private func motionPath(_ animation: SVGNode) -> (path: Path, vertices: [Double])? {
        var data = animation.attributes["path"]
        if data == nil, let mpath = animation.children.first(where: { $0.name == "mpath" }) {
            guard let id = Self.href(mpath), let target = elements[id], target.name == "path", let d = target.attributes["d"] else {
                warn(animation, "mpath does not refer to a path; not imported")
                return nil
            }
            data = d
        }
        var path: Path
        if let data {
            let read = Path.svgPathDataPrefix(data)
            if let error = read.error { warn(animation, "cannot read the motion path: \(error.description); moved along it up to the error") }
            path = read.path
        } else {
            guard let points = vectors(animation, base: [0, 0], parse: { text in
                guard let v = SVGLength.numbers(text), v.count == 2 else { return nil }
                return v
            }), !points.isEmpty else { return nil }
            path = Path()
            path.move(to: Point(x: points[0][0], y: points[0][1]))
            for p in points.dropFirst() { path.addLine(to: Point(x: p[0], y: p[1])) }
            if points.count == 1 { path.addLine(to: Point(x: points[0][0], y: points[0][1])) }
        }
        // Vertex distances from the measured length of each prefix; a later `move` is no vertex.
        let elements = path.elements
        guard elements.count <= 512 else {
            warn(animation, "a motion path of more than 512 commands is followed at constant speed")
            return (path, [0, 1])
        }
        let total = PathMeasure(path).length
        var vertices: [Double] = [0]
        for i in elements.indices.dropFirst() {
            if case .move = elements[i] { continue }
            let length = PathMeasure(Path(elements: Array(elements[...i]))).length
            vertices.append(total > 0 ? min(length / total, 1) : 0)
        }
        return (path, vertices)
    }

    /// The motion wrapper for `animation`, or `nil` with a warning.
    func motionLayer(_ animation: SVGNode, node: SVGNode, timing: SVGAnimationTiming) -> Layer? {
        guard let (path, vertices) = motionPath(animation) else { return nil }
        let measure = PathMeasure(path)
        guard measure.length.isFinite else { return nil }
        let a = animation.attributes
        var copy = animation
        var fractions = vertices
        if let text = a["keyPoints"] {
            let points = SVGAnimationKeyframes.splitList(text).compactMap(Double.init)
            guard points.count == SVGAnimationKeyframes.splitList(text).count, points.allSatisfy({ (0...1).contains($0) }) else {
                warn(animation, "cannot read keyPoints=\"\(text)\" (fractions from 0 to 1); not imported")
                return nil
            }
            fractions = points
        }
        let paced = (a["calcMode"] ?? "paced") == "paced"
        if paced {
            fractions = [0, 1]
            copy.attributes["keyTimes"] = nil
        }
        let count = timing.simpleDuration == nil ? 1 : fractions.count
        guard let frames = SVGAnimationKeyframes.read(copy, count: count, defaultMode: "paced", warn: { warn(animation, $0) }) else { return nil }
        let keyTimes = frames.keyTimes ?? (count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) })

        // Distance fractions at sample times: held in discrete mode, eased by keySplines otherwise.
        var times: [Double] = [], distances: [Double] = []
        let discrete = a["calcMode"] == "discrete" || count == 1
        if discrete {
            times = keyTimes
            distances = Array(fractions.prefix(count))
        } else {
            let seconds = timing.simpleDuration ?? 1
            for i in 0..<(count - 1) {
                // At most about 20,000 samples in all, however many key points a document lists.
                let n = min(Self.samplesPerInterval(seconds: (keyTimes[i + 1] - keyTimes[i]) * seconds), max(2, 20_000 / (count - 1)))
                let curve = frames.timingFunctions?[i] ?? .linear
                for j in 0..<n {
                    let u = Double(j) / Double(n)
                    times.append(keyTimes[i] + (keyTimes[i + 1] - keyTimes[i]) * u)
                    distances.append(fractions[i] + (fractions[i + 1] - fractions[i]) * curve.value(at: u))
                }
            }
            times.append(keyTimes[count - 1])
            distances.append(fractions[count - 1])
            if keyTimes[count - 1] < 1 {
                // Key times that stop short of 1: the last point holds to the end.
                times.append(1)
                distances.append(fractions[count - 1])
            }
        }
        let points = distances.map { measure.point(atDistance: $0 * measure.length) ?? .zero }
        let layer = Self.wrapper(nil)
        let position = KeyframeAnimation(keyPath: "position")
        position.values = points.map { .point($0) }
        position.keyTimes = times
        position.calculationMode = discrete ? .discrete : .linear
        timing.apply(to: position)
        layer.add(position, forKey: "position", resolvingBeginTime: false)

        // rotate: auto, auto-reverse, or a fixed angle in degrees.
        let rotate = a["rotate"] ?? "0"
        var angles: [Double]
        switch rotate {
        case "auto", "auto-reverse":
            var last = 0.0
            angles = distances.map { d in
                // Unwrapped, so the layer turns the short way between samples.
                var angle = measure.tangentAngle(atDistance: d * measure.length) ?? last
                if rotate == "auto-reverse" { angle += .pi }
                angle += (2 * .pi) * ((last - angle) / (2 * .pi)).rounded()
                last = angle
                return angle
            }
        default:
            guard let degrees = Double(rotate.trimmingCharacters(in: .whitespaces)), degrees.isFinite else {
                warn(animation, "cannot read rotate=\"\(rotate)\"; not turned")
                return layer
            }
            angles = degrees == 0 ? [] : distances.map { _ in degrees * .pi / 180 }
        }
        if !angles.isEmpty {
            let turn = KeyframeAnimation(keyPath: "transform")
            turn.valueFunction = .rotateZ
            turn.values = angles.map { .number($0) }
            turn.keyTimes = times
            turn.calculationMode = discrete ? .discrete : .linear
            timing.apply(to: turn)
            layer.add(turn, forKey: "rotation", resolvingBeginTime: false)
        }
        return layer
    }
}
