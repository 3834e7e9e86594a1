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

    init(keyframes: [LottieKeyframe<AnimatableValue>], sample: @escaping (Double) -> AnimatableValue) {
        self.keyframes = keyframes
        self.sample = sample
    }

    /// A value made from several properties (a rectangle's path from its size, position and
    /// roundness). One animated input keeps its keyframes and easing; several (or any, when
    /// `resampled`, for values whose keyframes Core Animation would not interpolate the way
    /// After Effects does) are sampled at every frame between their first and last keyframe,
    /// into linear keyframes.
    init(combining inputs: [[LottieKeyTiming]], resampled: Bool = false, sample: @escaping (Double) -> AnimatableValue) {
        self.sample = sample
        let animated = inputs.filter { $0.count > 1 }
        if animated.isEmpty {
            keyframes = [LottieKeyframe(time: 0, value: sample(0))]
        } else if !resampled, animated.count == 1 || animated.dropFirst().allSatisfy({ $0 == animated[0] }) {
            keyframes = animated[0].map { LottieKeyframe(time: $0.time, value: sample($0.time), hold: $0.hold, easing: $0.easing) }
        } else {
            let first = animated.map { $0[0].time }.min()!, last = animated.map { $0[$0.count - 1].time }.max()!
            let step = max(1, (last - first) / 2_000)
            var times: [Double] = []
            var t = first
            while t < last { times.append(t); t += step }
            times.append(last)
            keyframes = times.map { LottieKeyframe(time: $0, value: sample($0)) }
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

    /// Sets `keyPath` on `layer` to the track: a plain value when it does not change, else a
    /// keyframe animation (key times from the keyframes' frames, timing functions from their
    /// easing handles, holds as segments of no length, as in Core Animation's discrete steps).
    func apply(_ track: LottieTrack, to layer: Layer, keyPath: String, withEasing easing: [LottieKeyframe<AnimatableValue>]? = nil) {
        layer.removeAnimation(forKey: keyPath)
        if map.samples != nil {
            let samples = map.frames(fromRoot: rootRange.lowerBound, to: rootRange.upperBound)
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
        for k in 0..<(keyframes.count - 1) {
            let next = map.rootFrame(keyframes[k + 1].time)
            if keyframes[k].hold {
                values.append(keyframes[k].value); frames.append(next); timing.append(.linear)
                values.append(keyframes[k + 1].value); frames.append(next); timing.append(.linear)
            } else {
                values.append(keyframes[k + 1].value); frames.append(next); timing.append(keyframes[k].easing ?? .linear)
            }
        }
        add(values: values, frames: frames, timing: timing, to: layer, keyPath: keyPath)
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
        animation.path = path
        animation.timingFunctions = keyframes.dropLast().map { $0.easing ?? .linear }
        if autoOrient { animation.rotationMode = .auto }
        layer.removeAnimation(forKey: "position")
        schedule(animation, frames: keyframes.map { map.rootFrame($0.time) }, on: layer, keyPath: "position")
        return true
    }

    private func add(values: [AnimatableValue], frames: [Double], timing: [TimingFunction]?, to layer: Layer, keyPath: String) {
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.timingFunctions = timing
        schedule(animation, frames: frames, on: layer, keyPath: keyPath)
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
