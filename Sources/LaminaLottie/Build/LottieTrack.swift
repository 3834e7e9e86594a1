import Lamina

/// One animatable value on its way to a Core Animation property: keyframes already converted
/// to Lamina values, and the same value as a function of the frame for remapped time.
struct LottieTrack {
    var keyframes: [LottieKeyframe<AnimatableValue>]
    var sample: (Double) -> AnimatableValue

    var isAnimated: Bool { keyframes.count > 1 }

    init<V>(_ property: LottieAnimated<V>, _ convert: @escaping (V) -> AnimatableValue) {
        keyframes = property.keyframes.map {
            LottieKeyframe(time: $0.time, value: convert($0.value), hold: $0.hold, easing: $0.easing,
                           spatialOut: $0.spatialOut, spatialIn: $0.spatialIn)
        }
        sample = { convert(property.value(at: $0)) }
    }

    /// A value made from several properties that no Core Animation interpolation follows (a 3D
    /// layer's rotations as one matrix, a camera): sampled every tenth of a frame from the
    /// earliest keyframe to the latest, both included, into linear keyframes, so each whole
    /// and tenth frame shows the exact value and the moments between them a straight blend.
    /// At most `maximumSamples` (at least 2) samples, spread evenly when the tenths are more.
    init(sampling inputs: [[LottieKeyTiming]], maximumSamples: Int = 20_000, sample: @escaping (Double) -> AnimatableValue) {
        self.sample = sample
        let animated = inputs.filter { $0.count > 1 }
        guard !animated.isEmpty else {
            keyframes = [LottieKeyframe(time: 0, value: sample(0))]
            return
        }
        var first = animated.map { $0[0].time }.min()!
        if animated.count < inputs.count { first = min(first, 0) }
        let last = animated.map { $0[$0.count - 1].time }.max()!
        // Tenths counted as whole numbers, so frame 15 is sampled at 15, not 15.000000000000002.
        let tenths = Int(min(((last - first) * 10).rounded(.up), 1e12))
        let most = max(1, min(maximumSamples, 20_000) - 1)
        let stride = max(1, (tenths + most - 1) / most)
        var times = Swift.stride(from: 0, to: tenths, by: stride).map { first + Double($0) / 10 }
        times.append(last)
        keyframes = times.map { LottieKeyframe(time: $0, value: sample($0)) }
    }

    init(keyframes: [LottieKeyframe<AnimatableValue>], sample: @escaping (Double) -> AnimatableValue) {
        self.keyframes = keyframes
        self.sample = sample
    }

    /// A value made from several properties (a rectangle's path from its size, position and
    /// roundness). One animated input keeps its keyframes and easing; several (or any, when
    /// `resampled`, for values whose keyframes Core Animation would not interpolate the way
    /// After Effects does) are sampled every tenth of a frame from their first keyframe to
    /// before their last, into hold keyframes.
    init(combining inputs: [[LottieKeyTiming]], resampled: Bool = false, sample: @escaping (Double) -> AnimatableValue) {
        self.sample = sample
        let animated = inputs.filter { $0.count > 1 }
        if animated.isEmpty {
            keyframes = [LottieKeyframe(time: 0, value: sample(0))]
        } else if !resampled, animated.count == 1 || animated.dropFirst().allSatisfy({ $0 == animated[0] }) {
            keyframes = animated[0].map { LottieKeyframe(time: $0.time, value: sample($0.time), hold: $0.hold, easing: $0.easing) }
        } else {
            // As lottie-ios's `Keyframes.manuallyInterpolated`: a sample every tenth of a frame
            // from the earliest keyframe (a still input counts as one at frame 0) to before the
            // latest, each held until the next (Core Animation does not interpolate them).
            var first = animated.map { $0[0].time }.min()!
            if animated.count < inputs.count { first = min(first, 0) }
            let last = animated.map { $0[$0.count - 1].time }.max()!
            let step = max(0.1, (last - first) / 20_000)
            var times: [Double] = []
            var i = 0.0
            while first + i * step < last { times.append(first + i * step); i += 1 }
            if times.count < 2 { times = [first, last] }
            keyframes = times.map { LottieKeyframe(time: $0, value: sample($0), hold: true) }
        }
    }
}

/// When a property's keyframes are and how they ease, for ``LottieTrack/init(combining:sample:)``.
struct LottieKeyTiming: Equatable {
    var time: Double
    var hold: Bool
    var easing: TimingFunction?
}

extension LottieAnimated {
    var timing: [LottieKeyTiming] {
        isAnimated ? keyframes.map { LottieKeyTiming(time: $0.time, hold: $0.hold, easing: $0.easing) } : []
    }
}

/// Turns tracks into animations on layers.
struct LottieAnimator {
    let map: LottieTimeMap
    let frameRate: Double
    /// The root's in and out frames: remapped time is sampled between them.
    let rootRange: ClosedRange<Double>
    /// The file's budget of sampled values, which time-remapped properties spend.
    let samples: LottieSampleBudget
    /// Whether a position moves along a curved segment at the pace of its arc length (After
    /// Effects) rather than of the curve's parameter (Core Animation).
    var pacesMotionByArcLength = false
    /// Whether a lone hold keyframe shows the layer's own value, as lottie-ios's one-value
    /// discrete animation leaves it (Core Animation), rather than the keyframe's (After Effects).
    var dropsLoneHolds = true

    /// Sets `keyPath` on `layer` to the track: a plain value when it does not change, else a
    /// keyframe animation (key times from the keyframes' frames, timing functions from their
    /// easing handles, holds as segments of no length, as in Core Animation's discrete steps).
    func apply(_ track: LottieTrack, to layer: Layer, keyPath: String, withEasing easing: [LottieKeyframe<AnimatableValue>]? = nil) {
        layer.removeAnimation(forKey: keyPath)
        if map.samples != nil {
            let samples = remappedFrames(for: layer)
            let values = samples.map { track.sample($0.frame) }
            if values.dropFirst().allSatisfy({ $0 == values[0] }) {
                _ = layer.setValue(values[0], forKeyPath: keyPath)
                return
            }
            add(values: values, frames: samples.map(\.root), timing: nil, to: layer, keyPath: keyPath)
            return
        }
        let keyframes = track.keyframes
        guard keyframes.count > 1 else {
            _ = layer.setValue(keyframes[0].value, forKeyPath: keyPath)
            return
        }
        var values = [keyframes[0].value]
        var frames = [map.rootFrame(keyframes[0].time)]
        var timing: [TimingFunction] = []
        // lottie-ios makes an all-hold property one `.discrete` animation with `Float` key times;
        // any other is split into runs with `Double` key times, which step exactly on the frame.
        let allHold = keyframes.allSatisfy(\.hold)
        let model = layer.value(forKeyPath: keyPath)
        for k in 0..<(keyframes.count - 1) {
            let next = map.rootFrame(keyframes[k + 1].time)
            if dropsLoneHolds, let model, isLoneHold(k, of: keyframes) {
                // lottie-ios's run for this hold is a `.discrete` animation left with a single
                // value, which Core Animation does not apply: the layer's own value shows.
                if k == 0 {
                    values[0] = model
                } else {
                    values.append(model); frames.append(frames[frames.count - 1]); timing.append(.linear)
                }
                values.append(model); frames.append(next); timing.append(.linear)
                values.append(keyframes[k + 1].value); frames.append(next); timing.append(.linear)
            } else if keyframes[k].hold {
                let step = allHold ? discreteStep(next) : next
                values.append(keyframes[k].value); frames.append(step); timing.append(.linear)
                values.append(keyframes[k + 1].value); frames.append(step); timing.append(.linear)
            } else {
                values.append(keyframes[k + 1].value); frames.append(next); timing.append(keyframes[k].easing ?? .linear)
            }
        }
        add(values: values, frames: frames, timing: timing, to: layer, keyPath: keyPath)
    }

    /// The root frames a time-remapped property of `layer` is sampled at, with its frame at each:
    /// the map's samples, thinned when the file's budget runs low (`LottieSampleBudget`).
    func remappedFrames(for layer: Layer) -> [(root: Double, frame: Double)] {
        samples.take(map.frames(fromRoot: rootRange.lowerBound, to: rootRange.upperBound), for: layer.name)
    }

    /// Where Core Animation steps onto a hold keyframe's successor at root `frame` in an
    /// all-hold property. lottie-ios makes it one `.discrete` animation over the whole file
    /// (`ip` to `op + 1` when paused) with key times converted to `Float`: a key time rounded up
    /// lies just after its frame, so a picture taken exactly on that frame still shows the
    /// earlier value (Apple's renders do); one rounded down steps exactly on the frame.
    /// Whether keyframe `k` is a hold alone between eased keyframes. lottie-ios splits a
    /// property into runs of hold and eased keyframes, one animation each; a hold run is a
    /// `.discrete` animation that drops its last value (the next run's first keyframe), so a
    /// lone hold keeps one value, unless it starts after `ip` (then `ip` adds a first value).
    private func isLoneHold(_ k: Int, of keyframes: [LottieKeyframe<AnimatableValue>]) -> Bool {
        guard keyframes[k].hold, k + 1 < keyframes.count, !keyframes[k + 1].hold else { return false }
        if k > 0 { return !keyframes[k - 1].hold }
        return map.rootFrame(keyframes[0].time) <= rootRange.lowerBound
    }

    func discreteStep(_ frame: Double) -> Double {
        let start = rootRange.lowerBound, length = rootRange.upperBound + 1 - start
        guard length > 0 else { return frame }
        let keyTime = Double(Float((frame - start) / length))
        return max(frame, start + keyTime * length)
    }

    /// A discrete animation of `hidden`, or a plain value.
    func applyDiscrete(_ values: [Bool], frames: [Double], to layer: Layer) {
        let animation = KeyframeAnimation(keyPath: "hidden")
        animation.values = values.map { .bool($0) }
        animation.calculationMode = .discrete
        schedule(animation, frames: frames, on: layer, keyPath: "hidden")
    }

    /// A position that moves along the keyframes' spatial tangents: Core Animation's keyframe
    /// `path`, one cubic segment per keyframe pair, with key times and timing functions.
    func applyMotionPath(_ property: LottieAnimated<[Double]>, to layer: Layer, autoOrient: Bool) -> Bool {
        let keyframes = property.keyframes
        guard map.samples == nil, keyframes.count > 1, !keyframes.contains(where: \.hold) else { return false }
        let hasTangents = keyframes.contains { k in
            (k.spatialOut.map { $0 != .zero } ?? false) || (k.spatialIn.map { $0 != .zero } ?? false)
        }
        guard hasTangents || autoOrient else { return false }
        func point(_ v: [Double]) -> Point { Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0) }
        var path = Path()
        path.move(to: point(keyframes[0].value))
        for k in 0..<(keyframes.count - 1) {
            let a = point(keyframes[k].value), b = point(keyframes[k + 1].value)
            let out = keyframes[k].spatialOut ?? .zero, into = keyframes[k].spatialIn ?? .zero
            // A segment without tangents is a line, as lottie-ios draws it: a curve with its
            // control points on its ends would ease in and out along it.
            if out == .zero && into == .zero {
                path.addLine(to: b)
            } else {
                path.addCurve(to: b, control1: a + out, control2: b + into)
            }
        }
        let animation = KeyframeAnimation(keyPath: "position")
        var frames = keyframes.map { map.rootFrame($0.time) }
        var timing = keyframes.dropLast().map { $0.easing ?? .linear }
        if pacesMotionByArcLength { (path, frames, timing) = Self.pacedByArcLength(path, frames: frames, timing: timing) }
        animation.path = path
        animation.timingFunctions = timing
        if autoOrient { animation.rotationMode = .auto }
        layer.removeAnimation(forKey: "position")
        schedule(animation, frames: frames, on: layer, keyPath: "position")
        return true
    }

    /// After Effects' pace along a motion path: between two keyframes the eased progress is the
    /// share of the segment's arc length travelled, where Core Animation takes it as the curve's
    /// parameter. Each curved segment is cut into `arcPieces` pieces of equal length, reached
    /// when the easing reaches each share, and travelled linearly: on pieces that short the
    /// parameter keeps pace with the length (within 0.1 point on a 170-point curve), and the
    /// easing is followed at 32 points.
    static let arcPieces = 32

    static func pacedByArcLength(_ path: Path, frames: [Double], timing: [TimingFunction])
        -> (path: Path, frames: [Double], timing: [TimingFunction]) {
        var result = Path(), newFrames: [Double] = [], newTiming: [TimingFunction] = []
        var current = Point.zero, segment = 0
        for element in path.elements {
            switch element {
            case .move(let p):
                result.move(to: p)
                current = p
                newFrames.append(frames[0])
            case .curve(let end, let c1, let c2) where segment < timing.count && timing[segment].isMonotonic:
                let curve = BezierSegment.cubic(current, c1, c2, end)
                let cuts = curve.parametersCuttingByLength(into: arcPieces)
                var previous = 0.0
                for (k, t) in (cuts + [1]).enumerated() {
                    let piece = curve.subsegment(from: previous, to: t)
                    result.addCurve(to: piece.end, control1: piece.c1, control2: piece.c2)
                    let share = Double(k + 1) / Double(arcPieces)
                    let x = k + 1 == arcPieces ? 1 : timing[segment].timeFraction(reaching: share)
                    newFrames.append(frames[segment] + (frames[segment + 1] - frames[segment]) * x)
                    newTiming.append(.linear)
                    previous = t
                }
                current = end
                segment += 1
            case .curve(let end, let c1, let c2):
                // An easing that overshoots has no time for each share: Core Animation's pace.
                result.addCurve(to: end, control1: c1, control2: c2)
                current = end
                newFrames.append(frames[segment + 1]); newTiming.append(timing[segment])
                segment += 1
            case .line(let end):
                result.addLine(to: end)  // a line's parameter is its length
                current = end
                newFrames.append(frames[segment + 1]); newTiming.append(timing[segment])
                segment += 1
            case .quadCurve, .closeSubpath:
                return (path, frames, timing)  // never built by applyMotionPath
            }
        }
        return (result, newFrames, newTiming)
    }

    private func add(values: [AnimatableValue], frames: [Double], timing: [TimingFunction]?, to layer: Layer, keyPath: String) {
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = Self.interpolatablePaths(values)
        animation.timingFunctions = timing
        schedule(animation, frames: frames, on: layer, keyPath: keyPath)
    }

    /// Path keyframes whose straight edges differ from one to the next (a handle pulled out
    /// between them) with every straight edge written as a curve whose controls lie on its ends:
    /// the same outlines, now interpolated vertex by vertex and handle by handle as Lottie
    /// interpolates beziers, where Core Animation would only switch from one path to the next.
    static func interpolatablePaths(_ values: [AnimatableValue]) -> [AnimatableValue] {
        var paths: [Path] = []
        for value in values {
            guard case .path(let path?) = value else { return values }
            paths.append(path)
        }
        guard zip(paths, paths.dropFirst()).contains(where: { !$0.isInterpolatable(with: $1) }) else { return values }
        let curves = paths.map(\.linesAsCurves)
        guard zip(curves, curves.dropFirst()).allSatisfy({ $0.isInterpolatable(with: $1) }) else { return values }
        return curves.map { .path($0) }
    }

    /// Places an animation whose keyframes sit at root `frames`: it begins at the first, lasts to
    /// the last, and holds its ends before and after (`fillMode = .both`), never removed.
    private func schedule(_ animation: KeyframeAnimation, frames: [Double], on layer: Layer, keyPath: String) {
        let first = frames[0], last = frames[frames.count - 1]
        guard last > first else {
            if let values = animation.values, let value = values.last { _ = layer.setValue(value, forKeyPath: keyPath) }
            return
        }
        animation.beginTime = first / frameRate
        animation.duration = (last - first) / frameRate
        animation.keyTimes = frames.map { ($0 - first) / (last - first) }
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: keyPath, resolvingBeginTime: false)
    }
}

private extension TimingFunction {
    /// Whether progress never falls back or overshoots, so each share is reached once.
    var isMonotonic: Bool { controlPoints[1] >= 0 && controlPoints[1] <= 1 && controlPoints[3] >= 0 && controlPoints[3] <= 1 }

    /// The time fraction at which progress reaches `share` (bisection: progress is monotonic).
    func timeFraction(reaching share: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if value(at: middle) < share { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
