import CDuktape
import Foundation
import Lamina

/// Runs a Lottie file's After Effects expressions before the layers are built, and puts their
/// results in place of the properties' keyframes: each expression is sampled once per frame of
/// its composition over the frames its layer is shown, and the samples become linear keyframes.
/// The layer tree stays Core Animation's (keyframe animations that `inspect` shows and any
/// timeline plays), and an expression costs nothing once loaded.
///
/// Why samples and not per-frame evaluation: Lamina's one evaluator owns time, and the layer tree
/// must stay a function of it with no JavaScript behind it. Playing at the file's frame rate shows
/// exactly the expression's values; between frames (a faster display, a slowed layer) the value
/// is the straight line between the two neighbouring samples, so a jump is drawn as a one-frame
/// ramp. Sampling is the same rule lottie-ios uses for time-remapped precomps.
///
/// One Duktape heap per file, made, used and destroyed on a thread of its own (with a stack deep
/// enough for Duktape's own recursion limits), so no engine state is shared. Budgets, from
/// ``Limits``: `lottieExpressionInstructions` per evaluation, `lottieExpressionMemory` for the
/// heap, `lottieExpressionEvaluations` and `lottieExpressionFileInstructions` for the file. An
/// expression that fails (a syntax error, an exception, a spent budget, a result that is not a
/// value of the property's kind) is warned about, naming its layer and property, and its property
/// plays its keyframes.
final class LottieExpressionPass {
    private let fileName: String
    private let limits: Limits
    private let frameRate: Double
    private var properties: [LottieExpressionProperty] = []
    private(set) var warnings: [ImportWarning] = []
    /// The sampled keyframes of each property whose expression ran, by id.
    private var results: [Int: Sampled] = [:]

    private struct FileBudgetSpent: Error {}

    private enum Sampled {
        case numbers([LottieKeyframe<[Double]>])
        case shape([LottieKeyframe<LottieBezier>])
    }

    private init(fileName: String, limits: Limits, frameRate: Double) {
        self.fileName = fileName
        self.limits = limits
        self.frameRate = frameRate
    }

    /// `animation` with every expression that ran replaced by its samples, and the warnings.
    static func run(_ animation: LottieAnimation, fileName: String, limits: Limits) -> (LottieAnimation, [ImportWarning]) {
        let compositions = Self.compositions(of: animation)
        guard compositions.contains(where: { $0.layers.contains { $0.expressionCount > 0 } }) else { return (animation, []) }
        let work = Work(pass: LottieExpressionPass(fileName: fileName, limits: limits, frameRate: animation.frameRate),
                        compositions: compositions, animation: animation)
        // Duktape recurses in C for getters, `valueOf` and the compiler (up to its limits of
        // 1,000 and 2,500 levels): more than a test runner's or a worker's thread stack holds.
        let thread = Thread {
            work.pass.evaluate(work.compositions)
            work.animation = work.pass.apply(to: work.animation)
            work.done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        work.done.wait()
        return (work.animation, work.pass.warnings)
    }

    /// The pass handed to its thread and back: the caller waits on `done` and reads nothing
    /// before it is signalled, so the two threads never touch it at once.
    private final class Work: @unchecked Sendable {
        let pass: LottieExpressionPass
        let compositions: [Composition]
        var animation: LottieAnimation
        let done = DispatchSemaphore(value: 0)
        init(pass: LottieExpressionPass, compositions: [Composition], animation: LottieAnimation) {
            self.pass = pass
            self.compositions = compositions
            self.animation = animation
        }
    }

    private struct Composition {
        var id: String
        var name: String
        var width: Double
        var height: Double
        var layers: [LottieLayerModel]
        /// The frames its layers are sampled in at most (the root's in and out points).
        var frames: ClosedRange<Double>?
    }

    /// The root composition, then the precomps by id (the order properties are numbered in).
    private static func compositions(of animation: LottieAnimation) -> [Composition] {
        var result = [Composition(id: "", name: animation.name ?? "", width: animation.width, height: animation.height,
                                  layers: animation.layers, frames: animation.inPoint...animation.outPoint)]
        for id in animation.precomps.keys.sorted() {
            result.append(Composition(id: id, name: animation.precompNames[id] ?? id, width: animation.width,
                                      height: animation.height, layers: animation.precomps[id] ?? [], frames: nil))
        }
        return result
    }

    // MARK: Evaluating

    private func evaluate(_ compositions: [Composition]) {
        var description: [[String: Any]] = []
        for composition in compositions {
            var layers: [[String: Any]] = []
            for layer in composition.layers {
                layers.append(collect(layer, in: composition))
            }
            let duration = (composition.frames.map { $0.upperBound - $0.lowerBound } ?? 0) / frameRate
            description.append(["name": composition.name, "width": composition.width, "height": composition.height,
                                "duration": duration, "layers": layers])
        }
        guard let heap = DuktapeHeap(memoryLimit: limits.lottieExpressionMemory) else {
            warnAll("was not run: the expression engine does not fit in Limits.lottieExpressionMemory (\(limits.lottieExpressionMemory) bytes)")
            return
        }
        let unmanaged = Unmanaged.passRetained(self)
        defer { unmanaged.release() }
        heap.stash(unmanaged.toOpaque())
        heap.define("__lamina_value", arguments: 2, Self.keyframedValue)
        let setupBudget = max(limits.lottieExpressionInstructions, 100_000_000)
        do {
            try heap.run(LottieExpressionPrelude.source, instructions: setupBudget)
            let json = try JSONSerialization.data(withJSONObject: ["frameRate": frameRate, "comps": description,
                                                                   "workLimit": limits.lottieExpressionInstructions])
            _ = try heap.call("__lamina_setup", [.string(String(decoding: json, as: UTF8.self))], instructions: setupBudget, setup: true)
        } catch {
            warnAll("was not run: the expression engine could not start (\(error))")
            return
        }
        var evaluations = 0
        for id in properties.indices {
            let property = properties[id]
            guard property.expression != nil else { continue }
            let remaining = limits.lottieExpressionEvaluations - evaluations
            guard let frames = Self.sampleFrames(property.frames, limit: remaining), frames.count <= remaining else {
                warn(property, "was not run: the file's expressions need more than the \(limits.lottieExpressionEvaluations) evaluations Limits.lottieExpressionEvaluations allows")
                continue
            }
            guard heap.totalInstructions <= limits.lottieExpressionFileInstructions else {
                warn(property, "was not run: the file's expressions ran more than the \(limits.lottieExpressionFileInstructions) instructions Limits.lottieExpressionFileInstructions allows")
                continue
            }
            evaluations += frames.count
            var samples: [(frame: Double, value: [Double])] = []
            samples.reserveCapacity(frames.count)
            do {
                for frame in frames {
                    // The file's budget is checked between samples too: one expression that
                    // nearly spends each evaluation's budget must not run a hundred thousand times.
                    if heap.totalInstructions > limits.lottieExpressionFileInstructions { throw FileBudgetSpent() }
                    let value = try heap.call("__lamina_sample", [.number(Double(id)), .number(frame / frameRate)],
                                              instructions: limits.lottieExpressionInstructions)
                    samples.append((property.layerFrame(frame), value))
                }
            } catch is FileBudgetSpent {
                warn(property, "was not run: the file's expressions ran more than the \(limits.lottieExpressionFileInstructions) instructions Limits.lottieExpressionFileInstructions allows")
                continue
            } catch {
                warn(property, failure: error)
                continue
            }
            store(samples, for: id)
        }
    }

    /// Whole composition frames from the first to the last of `range` (the last too when it
    /// falls between them, so the final frame shown is sampled); nil when they are more than
    /// `limit` (counted before any is made: a layer may be shown for a million frames).
    private static func sampleFrames(_ range: ClosedRange<Double>, limit: Int) -> [Double]? {
        let first = range.lowerBound.rounded(.up), last = range.upperBound.rounded(.down)
        guard first <= last else { return [range.lowerBound] }
        guard last - first + 2 <= Double(limit) else { return nil }
        var frames = Array(stride(from: first, through: last, by: 1))
        if range.upperBound > last { frames.append(range.upperBound) }
        return frames
    }

    private func store(_ samples: [(frame: Double, value: [Double])], for id: Int) {
        let property = properties[id]
        switch property.keyframes {
        case .numbers(let keyframed):
            let dimensions = keyframed.initial.count
            // A shorter result keeps the keyframed value's other dimensions (a 2D result for a
            // position stored with z); a longer one is cut to the property's.
            var keyframes = samples.map { sample -> LottieKeyframe<[Double]> in
                var value = Array(sample.value.prefix(dimensions))
                if value.count < dimensions { value += keyframed.value(at: sample.frame).dropFirst(value.count) }
                return LottieKeyframe(time: sample.frame, value: value)
            }
            if keyframes.allSatisfy({ $0.value == keyframes[0].value }) { keyframes = [LottieKeyframe(time: 0, value: keyframes[0].value)] }
            results[id] = .numbers(keyframes)
        case .shape:
            var keyframes: [LottieKeyframe<LottieBezier>] = []
            for sample in samples {
                guard let bezier = LottieExpressionProperty.bezier(sample.value), bezier.vertices.count <= limits.lottieVertices else {
                    warn(property, "failed: the result is not a path of at most \(limits.lottieVertices) vertices; the property plays its keyframes")
                    return
                }
                keyframes.append(LottieKeyframe(time: sample.frame, value: bezier))
            }
            if keyframes.allSatisfy({ $0.value == keyframes[0].value }) { keyframes = [LottieKeyframe(time: 0, value: keyframes[0].value)] }
            results[id] = .shape(keyframes)
        }
    }

    /// `__lamina_value(id, t)`: property `id`'s keyframed value at `t` seconds of its composition.
    private static let keyframedValue: duk_c_function = { context in
        guard let context, let raw = DuktapeHeap.stashed(in: context) else { return 0 }
        let pass = Unmanaged<LottieExpressionPass>.fromOpaque(raw).takeUnretainedValue()
        let id = Int(duk_get_int(context, 0)), seconds = duk_get_number(context, 1)
        guard pass.properties.indices.contains(id), seconds.isFinite else { return 0 }
        let property = pass.properties[id]
        DuktapeHeap.push(property.keyframedValue(atFrame: property.layerFrame(seconds * pass.frameRate)), in: context)
        return 1
    }

    // MARK: Collecting and applying

    /// Numbers the layer's properties and describes the layer for `__lamina_setup`.
    private func collect(_ layer: LottieLayerModel, in composition: Composition) -> [String: Any] {
        var shown = layer.inPoint...max(layer.inPoint, layer.outPoint)
        if let frames = composition.frames { shown = shown.clamped(to: frames) }
        var collector = Collector(layer: layer, frames: shown, firstID: properties.count)
        var copy = layer
        copy.visitProperties(&collector)
        let expressions = collector.properties.filter { $0.expression != nil }.count
        if expressions < layer.expressionCount {
            warnings.append(ImportWarning(feature: "expressions on properties Lamina does not read (text, layer styles)",
                                          outcome: "are not run; those properties play their keyframes", layer: layer.name))
        }
        var effects: [[String: Any]] = []
        var effectIDs = collector.effectIDs
        for effect in layer.effects {
            let controls = effect.controls.map { control -> [String: Any] in
                ["name": control.name, "matchName": control.matchName, "id": effectIDs.removeFirst()]
            }
            effects.append(["name": effect.name, "matchName": effect.matchName, "controls": controls])
        }
        properties += collector.properties
        return ["name": layer.name, "index": layer.index.map { $0 as Any } ?? NSNull(), "inPoint": layer.inPoint / frameRate,
                "outPoint": layer.outPoint / frameRate, "startTime": layer.startTime / frameRate,
                "parent": layer.parent.map { $0 as Any } ?? NSNull(), "width": layer.width, "height": layer.height,
                "props": collector.descriptions(frameRate: frameRate), "effects": effects]
    }

    private struct Collector: LottiePropertyVisitor {
        let layer: LottieLayerModel
        let frames: ClosedRange<Double>
        let firstID: Int
        var properties: [LottieExpressionProperty] = []
        var effectIDs: [Int] = []

        init(layer: LottieLayerModel, frames: ClosedRange<Double>, firstID: Int) {
            self.layer = layer
            self.frames = frames
            self.firstID = firstID
        }

        mutating func visit(_ property: inout LottieAnimated<[Double]>, path: [String]) {
            add(.numbers(property), expression: property.expression, path: path)
        }

        mutating func visit(_ property: inout LottieAnimated<LottieBezier>, path: [String]) {
            add(.shape(property), expression: property.expression, path: path)
        }

        private mutating func add(_ keyframes: LottieExpressionProperty.Keyframes, expression: String?, path: [String]) {
            if path.first == "effect" { effectIDs.append(firstID + properties.count) }
            var seed = LottieExpressionPass.stableHash("\(layer.index ?? 0)/" + path.joined(separator: "/"))
            seed = seed == 0 ? 1 : seed
            properties.append(LottieExpressionProperty(
                layerName: layer.name, path: path, keyframes: keyframes, expression: expression,
                startTime: layer.startTime, stretch: layer.timeStretch, frames: frames, seed: seed))
        }

        func descriptions(frameRate: Double) -> [[String: Any]] {
            properties.enumerated().map { offset, property in
                ["id": firstID + offset, "path": property.path, "dims": property.dimensions, "shape": property.isShape,
                 "keys": property.keyTimes.map { property.compositionFrame($0) / frameRate },
                 "seed": Int(property.seed), "expr": property.expression.map { $0 as Any } ?? NSNull()]
            }
        }
    }

    private struct Writer: LottiePropertyVisitor {
        let results: [Int: Sampled]
        var next: Int

        mutating func visit(_ property: inout LottieAnimated<[Double]>, path: [String]) {
            if case .numbers(let keyframes) = results[next] { property = LottieAnimated(keyframes: keyframes) }
            next += 1
        }

        mutating func visit(_ property: inout LottieAnimated<LottieBezier>, path: [String]) {
            if case .shape(let keyframes) = results[next] { property = LottieAnimated(keyframes: keyframes) }
            next += 1
        }
    }

    /// `animation` with the sampled properties in place, walked in the order `collect` numbered them.
    private func apply(to animation: LottieAnimation) -> LottieAnimation {
        guard !results.isEmpty else { return animation }
        var animation = animation
        var writer = Writer(results: results, next: 0)
        for i in animation.layers.indices { animation.layers[i].visitProperties(&writer) }
        for id in animation.precomps.keys.sorted() {
            guard var layers = animation.precomps[id] else { continue }
            for i in layers.indices { layers[i].visitProperties(&writer) }
            animation.precomps[id] = layers
        }
        return animation
    }

    // MARK: Warnings

    private func warn(_ property: LottieExpressionProperty, failure: Error) {
        switch failure {
        case DuktapeHeap.Failure.outOfInstructions:
            warn(property, "failed: it ran more than the \(limits.lottieExpressionInstructions) instructions Limits.lottieExpressionInstructions allows one evaluation; the property plays its keyframes")
        case DuktapeHeap.Failure.outOfMemory:
            warn(property, "failed: it needed more memory than Limits.lottieExpressionMemory allows (\(limits.lottieExpressionMemory) bytes held, a quarter of that allocated by one evaluation); the property plays its keyframes")
        case DuktapeHeap.Failure.thrown(let message):
            let short = message.count > 200 ? String(message.prefix(200)) + "…" : message
            warn(property, "failed (\(short)); the property plays its keyframes")
        default:
            warn(property, "failed (\(failure)); the property plays its keyframes")
        }
    }

    /// One warning per failure: the same failure of the same property in several layers (a
    /// copied layer) is one warning listing them, as the builder's warnings are.
    private func warn(_ property: LottieExpressionProperty, _ outcome: String) {
        let feature = "the expression of \(property.displayName)"
        if let i = warnings.firstIndex(where: { $0.feature == feature && $0.outcome == outcome }) {
            if !warnings[i].layers.contains(property.layerName) { warnings[i].place = .layers(warnings[i].layers + [property.layerName]) }
            return
        }
        warnings.append(ImportWarning(feature: feature, outcome: outcome, layer: property.layerName))
    }

    private func warnAll(_ outcome: String) {
        for property in properties where property.expression != nil { warn(property, outcome) }
    }
}

extension LottieExpressionPass {
    /// FNV-1a of the text's UTF-8: the same in every run (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
