import Foundation
import Lamina

/// Builds the layer tree of a ``LottieAnimation`` the way lottie-ios's Core Animation engine
/// does: one layer per Lottie layer, named after it, carrying its transform, opacity, masks and
/// in/out visibility as keyframe animations; parents replayed by transform-only wrappers (a
/// child is not moved under its parent, which would change the drawing order); track mattes as
/// `mask` layers. Every animation is a ``KeyframeAnimation`` placed on the root's timeline in
/// seconds from frame 0, so Lamina's one evaluator plays them.
final class LottieBuilder {
    let animation: LottieAnimation
    let fileName: String
    let limits: Limits
    /// Which reference to follow where Core Animation and After Effects draw differently.
    let fidelity: LottieFidelity
    /// One warning per feature for the whole file, each listing the layers it was met in.
    private(set) var warnings: [ImportWarning] = []
    var keypaths = LottieKeypathRegistry()
    let rootRange: ClosedRange<Double>
    /// Turns an image asset's bytes into pixels (LaminaLottie has no image codecs of its own).
    var imageDecoder: ((Data) -> ImageBuffer?)?
    private var builtLayers = 0
    /// The samples of 3D transforms, cameras and time-remapped properties made so far, and the
    /// most a file may have: ten times `Limits.lottieKeyframes` (a million, some 150 MB of
    /// matrices, by default).
    let samples: LottieSampleBudget
    /// Beyond any drawing, for inverted masks and mattes.
    static let everywhere = Rect(x: -50_000, y: -50_000, width: 100_000, height: 100_000)

    init(animation: LottieAnimation, fileName: String, limits: Limits, fidelity: LottieFidelity = .coreAnimation) {
        self.fidelity = fidelity
        self.animation = animation
        self.fileName = fileName
        self.limits = limits
        samples = LottieSampleBudget(limit: limits.lottieKeyframes.multipliedReportingOverflow(by: 10).partialValue)
        rootRange = animation.inPoint...animation.outPoint
    }

    /// Notes that `feature`, met in `layer`, is skipped or approximated: "X is (are, when
    /// `plural`) not supported; it is (they are) left out", or what `problem` and
    /// `consequence` say. A feature met again adds its layer to the first warning.
    func warn(_ feature: String, plural: Bool = false, problem: String? = nil, consequence: String? = nil,
              layer: String) {
        if let index = warnings.firstIndex(where: { $0.feature == feature }) {
            if !warnings[index].layers.contains(layer) { warnings[index].place = .layers(warnings[index].layers + [layer]) }
            return
        }
        let problem = problem ?? (plural ? "are not supported" : "is not supported")
        let consequence = consequence ?? (plural ? "they are left out" : "it is left out")
        warnings.append(ImportWarning(feature: feature, outcome: "\(problem); \(consequence)", layer: layer))
    }

    func animator(_ map: LottieTimeMap) -> LottieAnimator {
        var animator = LottieAnimator(map: map, frameRate: animation.frameRate, rootRange: rootRange, samples: samples)
        animator.pacesMotionByArcLength = fidelity == .afterEffects
        animator.dropsLoneHolds = fidelity == .coreAnimation
        return animator
    }

    /// The layers of a composition of `size`, bottom first, as sublayers of `container`; runs of
    /// 3D layers in a camera's transform layer (`LottieBuilder+Depth`).
    func buildComposition(_ layers: [LottieLayerModel], size: Size, map: LottieTimeMap, depth: Int, keypath: [String],
                          into container: Layer) throws {
        guard depth <= limits.lottieNesting else {
            throw LottieError(fileName: fileName, path: layers.first?.jsonPath ?? "",
                              message: "precomps nested more than \(limits.lottieNesting) deep (a precomp that contains itself?)")
        }
        var byIndex: [Int: LottieLayerModel] = [:]
        for layer in layers { if let index = layer.index { byIndex[index] = layer } }
        let holdsDepth = layers.contains { $0.is3D && $0.type != .camera }
        let camera = holdsDepth ? cameraTrack(layers, byIndex: byIndex, size: size, map: map) : nil
        // The run of 3D layers being filled, bottom first; a 2D layer ends it.
        var run: TransformLayer?
        for i in layers.indices.reversed() {
            let model = layers[i]
            if model.isMatteSource || model.isHidden { continue }
            guard var built = try node(for: model, byIndex: byIndex, map: map, depth: depth, keypath: keypath) else { continue }
            let inDepth = model.is3D && camera != nil
            if model.matte != .none, let source = matteSource(of: model, at: i, in: layers, byIndex: byIndex) {
                if var matte = try node(for: source, byIndex: byIndex, map: map, depth: depth, keypath: keypath) {
                    // A matted 3D layer is drawn through the camera on its own, then cut in 2D.
                    if inDepth, let camera {
                        let projected = cameraLayer(camera, map: map)
                        projected.addSublayer(built)
                        built = projected
                    }
                    if source.is3D, let camera {
                        let projected = cameraLayer(camera, map: map)
                        projected.addSublayer(matte)
                        matte = projected
                    }
                    built = matted(built, by: matte, mode: model.matte)
                    run = nil
                    container.addSublayer(built)
                    continue
                }
            }
            guard inDepth, let camera else {
                run = nil
                container.addSublayer(built)
                continue
            }
            if run == nil {
                let next = cameraLayer(camera, map: map)
                container.addSublayer(next)
                run = next
            }
            run!.addSublayer(built)
        }
    }

    /// The layer whose picture is `model`'s track matte: the one its `tp` names, else the matte
    /// source just above it.
    private func matteSource(of model: LottieLayerModel, at i: Int, in layers: [LottieLayerModel],
                             byIndex: [Int: LottieLayerModel]) -> LottieLayerModel? {
        if let index = model.matteParent, let source = byIndex[index], source.index != model.index { return source }
        return i > 0 && layers[i - 1].isMatteSource ? layers[i - 1] : nil
    }

    /// `layer` shown through `matte`: alpha mattes are Core Animation masks; inverted ones mask
    /// with an opaque layer from which the matte is cut by XOR compositing. A luma matte's
    /// picture is turned into alpha first, as the SVG importer turns a luminance mask: a filter
    /// puts it over black and takes its luminance (sRGB coefficients) as alpha, so colour and
    /// transparency both count (lottie-ios's Core Animation engine draws luma mattes as alpha).
    private func matted(_ layer: Layer, by source: Layer, mode: LottieMatteMode) -> Layer {
        let container = Layer()
        container.addSublayer(layer)
        var matte = source
        if mode == .luma || mode == .lumaInverted {
            // In a plain layer of its own: a transform layer (a 3D matte) has no filters.
            matte = Layer()
            matte.addSublayer(source)
            matte.filters = Self.luminanceAsAlpha
        }
        let mask = Layer()
        if mode == .alphaInverted || mode == .lumaInverted {
            let everything = ShapeLayer()
            everything.path = Path.rect(Self.everywhere)
            everything.fillColor = .black
            mask.addSublayer(everything)
            matte.compositingFilter = .xor
        }
        mask.addSublayer(matte)
        container.mask = mask
        return container
    }

    /// One Lottie layer with its parents' transforms around it, or nil for kinds not drawn.
    private func node(for model: LottieLayerModel, byIndex: [Int: LottieLayerModel], map: LottieTimeMap, depth: Int,
                      keypath: [String]) throws -> Layer? {
        builtLayers += 1
        guard builtLayers <= limits.lottieLayers else {
            throw LottieError(fileName: fileName, path: model.jsonPath, message: "more than \(limits.lottieLayers) layers once precomps are expanded")
        }
        // A layer's own keyframes are in its composition's frames; its start time and stretch
        // move only a precomp's contents (lottie-ios and the conformance renders agree).
        let layerMap = map
        let path = keypath + [model.name]
        keypaths.addContainer(path)
        let layer = Layer()
        layer.name = model.name
        switch model.type {
        case .shape:
            try buildShapes(model.shapes, into: layer, map: layerMap, layerName: model.name, keypath: path)
        case .solid:
            let solid = ShapeLayer()
            solid.path = Path.rect(Rect(x: 0, y: 0, width: model.width, height: model.height))
            solid.fillColor = model.solidColor ?? .black
            layer.addSublayer(solid)
        case .precomp:
            try buildPrecomp(model, into: layer, map: map, depth: depth, keypath: path)
        case .null:
            break
        case .image:
            if let id = model.referenceID, let asset = animation.images[id], let data = animation.imageData[id],
               let image = imageDecoder?(data) {
                let picture = Layer()
                picture.bounds = Rect(x: 0, y: 0, width: asset.width > 0 ? asset.width : Double(image.width),
                                      height: asset.height > 0 ? asset.height : Double(image.height))
                picture.anchorPoint = .zero
                picture.contents = image
                layer.addSublayer(picture)
            } else {
                warn("image \"\(model.referenceID ?? "")\"", problem: "is missing, or in a format the decoder does not read",
                     consequence: "it is left out", layer: model.name)
            }
        case .text:
            if let text = model.text { buildText(text, into: layer, layerName: model.name, keypath: path, map: map) }
        case .light:
            warn("light layers", plural: true, consequence: "3D layers are drawn unlit", layer: model.name)
            return nil
        case .audio:
            warn("audio layers", plural: true, problem: "are not played", consequence: "they are left out", layer: model.name)
            return nil
        case .video, .videoPlaceholder, .imageSequence, .imagePlaceholder:
            warn("\(model.type == .imageSequence ? "image sequence" : "video and placeholder") layers", plural: true,
                 consequence: "they are left out", layer: model.name)
            return nil
        case .adjustment:
            warn("adjustment layers", plural: true, consequence: "the layers below are drawn without their effects", layer: model.name)
            return nil
        case .data where model.typeNumber != LottieLayerType.data.rawValue:
            warn("layers of type \(model.typeNumber)", plural: true, consequence: "they are left out", layer: model.name)
            return nil
        case .guide, .data, .camera:
            // Guides are never rendered, data layers draw nothing, cameras are read by the
            // 3D runs (+Depth).
            return nil
        }
        for effect in model.skippedEffects { warn(effect, layer: model.name) }
        if model.is3D && model.autoOrient {
            warn("auto-orientation of a 3D layer", problem: "follows the path in x and y only",
                 consequence: "the layer turns about z", layer: model.name)
        }
        if model.transform.hasRotation3D && !model.is3D {
            warn("3D rotation on a 2D layer", problem: "is not drawn", consequence: "the layer turns about z only", layer: model.name)
        }
        applyTransform(model.transform, to: layer, map: layerMap, keypath: path, layerName: model.name,
                       autoOrient: model.autoOrient, opacity: true, is3D: model.is3D)
        applyVisibility(model, to: layer, map: map)
        if let filter = Self.compositingFilter(forBlendMode: model.blendMode, fidelity: fidelity) { layer.compositingFilter = filter }
        if !model.masks.isEmpty { layer.mask = mask(model.masks, map: layerMap, layerName: model.name) }
        if let shadow = model.dropShadow { applyShadow(shadow, to: layer, map: layerMap) }
        // Parents, innermost first, as wrappers that only move.
        var node = layer
        var parentIndex = model.parent
        var seen: Set<Int> = []
        while let index = parentIndex, let parent = byIndex[index], seen.insert(index).inserted {
            // Around a 3D layer, parents keep their sublayers in 3D instead of flattening them.
            let wrapper = model.is3D ? TransformLayer() : Layer()
            applyTransform(parent.transform, to: wrapper, map: map,
                           keypath: nil, layerName: parent.name, autoOrient: parent.autoOrient, opacity: false,
                           is3D: parent.is3D)
            wrapper.addSublayer(node)
            node = wrapper
            parentIndex = parent.parent
        }
        return node
    }

    private func buildPrecomp(_ model: LottieLayerModel, into layer: Layer, map: LottieTimeMap, depth: Int,
                              keypath: [String]) throws {
        guard let id = model.referenceID, let layers = animation.precomps[id] else {
            throw LottieError(fileName: fileName, path: "\(model.jsonPath).refId",
                              message: "no precomp asset \"\(model.referenceID ?? "")\" in assets")
        }
        let clip = Layer()
        clip.bounds = Rect(x: 0, y: 0, width: model.width, height: model.height)
        clip.anchorPoint = .zero
        clip.masksToBounds = model.width > 0 && model.height > 0
        var childMap = map.nested(startTime: model.startTime, stretch: model.timeStretch)
        if let remap = model.timeRemap {
            let frameRate = animation.frameRate
            // One sample a root frame, up to `Limits.lottieKeyframes` of them (evenly thinned past it).
            var frames = map.frames(fromRoot: rootRange.lowerBound, to: rootRange.upperBound)
            let most = max(limits.lottieKeyframes, 2)
            if frames.count > most {
                frames = LottieSampleBudget.thinned(frames, to: most)
                warn("time remapping over more than \(most) frames", problem: "is sampled coarsely",
                     consequence: "its precomp's time is read at \(most) evenly spaced frames", layer: model.name)
            }
            childMap = LottieTimeMap(samples: frames.map { ($0.root, (remap.value(at: $0.frame).first ?? 0) * frameRate) })
        }
        if model.collapsesTransformations, layers.contains(where: \.is3D) {
            warn("collapsed transformations of a precomp with 3D layers", problem: "are not supported",
                 consequence: "the precomp is drawn flat, through its own camera", layer: model.name)
        }
        try buildComposition(layers, size: Size(width: model.width, height: model.height), map: childMap, depth: depth + 1,
                             keypath: keypath, into: clip)
        layer.addSublayer(clip)
    }

    /// A Lottie transform on a layer whose bounds are empty and whose origin is the anchor, so
    /// position, scale and rotation act about the anchor as in After Effects.
    ///
    /// Skew is drawn on shape groups only (`skews`): lottie-ios's Core Animation engine reads no
    /// skew from a layer's transform. A skewed group's scale, skew and rotation go into one
    /// `transform` animation, resampled every tenth of a frame when the skew moves, as lottie-ios does.
    func applyTransform(_ t: LottieTransform, to layer: Layer, map: LottieTimeMap, keypath: [String]?, layerName: String,
                        autoOrient: Bool, opacity: Bool, skews: Bool = false, is3D: Bool = false) {
        let animator = animator(map)
        func point(_ v: [Double]) -> Point { Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0) }
        animator.apply(LottieTrack(t.anchor) { .point(point($0)) }, to: layer, keyPath: "bounds.origin")
        let skew = t.skew ?? LottieAnimated([0]), skewAxis = t.skewAxis ?? LottieAnimated([0])
        let skewed = skew.keyframes.contains { ($0.value.first ?? 0) != 0 }
        // A skewed group's scale, skew and rotation form its `transform`; otherwise a negative x
        // scale needs position, scale and rotation as one `transform` (see +CombinedTransform).
        let skewedGroup = skewed && skews
        let combined = !is3D && !skewedGroup && Self.needsCombinedTransform(t)
        if combined {
            applyCombinedTransform(t, to: layer, map: map)
        } else if let x = t.positionX, let y = t.positionY {
            animator.apply(LottieTrack(x) { .number($0.first ?? 0) }, to: layer, keyPath: "position.x")
            animator.apply(LottieTrack(y) { .number($0.first ?? 0) }, to: layer, keyPath: "position.y")
        } else if !animator.applyMotionPath(t.position, to: layer, autoOrient: autoOrient) {
            animator.apply(LottieTrack(t.position) { .point(point($0)) }, to: layer, keyPath: "position")
        }
        if skewed && !skews && !is3D {
            warn("skew on a layer (lottie-ios's Core Animation engine draws it on shape groups only)", layer: layerName)
        }
        if is3D {
            applyDepth(t, to: layer, map: map, layerName: layerName)
        } else if skewedGroup {
            let scale = t.scale, rotation = t.rotation
            animator.apply(LottieTrack(combining: [scale.timing, rotation.timing, skew.timing, skewAxis.timing],
                                       resampled: skew.isAnimated || skewAxis.isAnimated) { f in
                let s = scale.value(at: f)
                return .transform(Self.skewedTransform(scale: (s.first ?? 100, s.count > 1 ? s[1] : s.first ?? 100),
                                                       rotation: rotation.value(at: f).first ?? 0,
                                                       skew: skew.value(at: f).first ?? 0, skewAxis: skewAxis.value(at: f).first ?? 0))
            }, to: layer, keyPath: "transform")
        } else if !combined {
            animator.apply(LottieTrack(t.scale) { .number(($0.first ?? 100) / 100) }, to: layer, keyPath: "transform.scale.x")
            animator.apply(LottieTrack(t.scale) { .number(($0.count > 1 ? $0[1] : $0.first ?? 100) / 100) }, to: layer,
                           keyPath: "transform.scale.y")
            animator.apply(LottieTrack(t.rotation) { .number(($0.first ?? 0) * .pi / 180) }, to: layer, keyPath: "transform.rotation.z")
        }
        if opacity {
            animator.apply(LottieTrack(t.opacity) { .number(($0.first ?? 100) / 100) }, to: layer, keyPath: "opacity")
        }
        guard let keypath else { return }
        let base = keypath + ["Transform"]
        keypaths.add(base + ["Anchor Point"], layer: layer, keyPath: "bounds.origin", kind: .point)
        // A combined transform has no separate position, scale and rotation to retarget; a
        // skewed group's scale and rotation live in its whole `transform`.
        if !combined { keypaths.add(base + ["Position"], layer: layer, keyPath: "position", kind: .point) }
        if !combined && !skewedGroup && !is3D {
            keypaths.add(base + ["Scale"], layer: layer, keyPath: "transform.scale", kind: .percent)
            keypaths.add(base + ["Rotation"], layer: layer, keyPath: "transform.rotation.z", kind: .degrees)
        }
        if opacity { keypaths.add(base + ["Opacity"], layer: layer, keyPath: "opacity", kind: .percent) }
    }

    /// Scale (percent), then skew, then rotation (degrees, clockwise on a y-down screen), as
    /// After Effects and lottie-ios compose them. The skew shears by `−tan(skew)` along the axis
    /// `skewAxis` degrees from +x: `R(axis) · [[1, −tan skew], [0, 1]] · R(−axis)` acting on
    /// column vectors.
    static func skewedTransform(scale: (x: Double, y: Double), rotation: Double, skew: Double, skewAxis: Double) -> Transform3D {
        let axis = skewAxis * .pi / 180, c = cos(axis), s = sin(axis)
        // Clamped short of ±90°, where the shear is infinite.
        let t = -tan(min(max(skew, -89.9), 89.9) * .pi / 180)
        let shear = Transform3D(AffineTransform(a: 1 - t * s * c, b: -t * s * s, c: t * c * c, d: 1 + t * s * c, tx: 0, ty: 0))
        return Transform3D(scaleX: scale.x / 100, y: scale.y / 100)
            .concatenating(shear)
            .concatenating(Transform3D(rotationAngle: rotation * .pi / 180))
    }

    /// A drop shadow as the layer's Core Animation shadow, converted as lottie-ios converts it:
    /// opacity to 0–1, softness (effect) ÷ 5 or size (style) ÷ 2 to `shadowRadius`, and angle
    /// and distance to `shadowOffset`. A value the file leaves out keeps Core Animation's default.
    private func applyShadow(_ shadow: LottieDropShadow, to layer: Layer, map: LottieTimeMap) {
        let animator = animator(map)
        let source = shadow.source
        if let color = shadow.color {
            animator.apply(LottieTrack(color) { .color(Self.color($0)) }, to: layer, keyPath: "shadowColor")
        }
        if let opacity = shadow.opacity {
            animator.apply(LottieTrack(opacity) { .number(Self.shadowOpacity($0.first ?? 0, source)) }, to: layer,
                           keyPath: "shadowOpacity")
        }
        if let softness = shadow.softness {
            animator.apply(LottieTrack(softness) { .number(Self.shadowRadius($0.first ?? 0, source)) }, to: layer,
                           keyPath: "shadowRadius")
        }
        if let angle = shadow.angle, let distance = shadow.distance {
            animator.apply(LottieTrack(combining: [angle.timing, distance.timing]) { f in
                .size(Self.shadowOffset(angle: angle.value(at: f).first ?? 0, distance: distance.value(at: f).first ?? 0, source))
            }, to: layer, keyPath: "shadowOffset")
        }
    }

    /// `shadowOpacity` from the effect's 0–255 or the style's 0–100.
    static func shadowOpacity(_ value: Double, _ source: LottieDropShadow.Source) -> Double {
        min(max(value / (source == .effect ? 255 : 100), 0), 1)
    }

    /// `shadowRadius` from the effect's softness or the style's size: After Effects blurs more
    /// softly, and lottie-ios found these divisors to look alike (the reference frames agree).
    static func shadowRadius(_ value: Double, _ source: LottieDropShadow.Source) -> Double {
        max(value / (source == .effect ? 5 : 2), 0)
    }

    /// `shadowOffset` (y down) from an angle in degrees and a distance: the effect's direction
    /// counts clockwise from up, the style's angle clockwise from the +x axis.
    static func shadowOffset(angle: Double, distance: Double, _ source: LottieDropShadow.Source) -> Size {
        let radians = (source == .effect ? angle - 90 : angle) * .pi / 180
        return Size(width: distance * cos(radians), height: distance * sin(radians))
    }

    /// Hidden before the in point and from the out point on (a discrete `hidden` animation),
    /// unless the layer spans the whole animation.
    private func applyVisibility(_ model: LottieLayerModel, to layer: Layer, map: LottieTimeMap) {
        let animator = animator(map)
        if map.samples != nil {
            let samples = animator.remappedFrames(for: layer)
            let hidden = samples.map { !(model.inPoint <= $0.frame && $0.frame < model.outPoint) }
            if hidden.allSatisfy({ $0 == hidden[0] }) { layer.isHidden = hidden[0]; return }
            animator.applyDiscrete(hidden, frames: samples.map(\.root), to: layer)
            return
        }
        var start = map.rootFrame(model.inPoint), end = map.rootFrame(model.outPoint)
        if start > end { swap(&start, &end) }
        guard end > start else { layer.isHidden = true; return }
        // Each step a hair early, so the frame exactly at the in (out) point is shown (hidden)
        // however key times round.
        let early = 1e-6
        var values: [Bool] = [], frames: [Double] = []
        if start > rootRange.lowerBound {
            values += [true, false]; frames += [start - 1, start - early]
        } else {
            values.append(false); frames.append(start - early)
        }
        if end < rootRange.upperBound { values.append(true); frames.append(end - early) }
        guard values.count > 1 else { return }
        animator.applyDiscrete(values, frames: frames, to: layer)
    }

    /// The compositing filter of a layer's blend mode (`bm`), nil for normal. Core Animation
    /// draws `luminosityBlendMode`, the filter lottie-ios sets for Luminosity, as a normal layer
    /// (both of lottie-ios's engines' snapshots of `blend_mode_test` do), so it is dropped for
    /// `LottieFidelity.coreAnimation`.
    static func compositingFilter(forBlendMode mode: Int, fidelity: LottieFidelity) -> CompositingFilter? {
        guard let filter = blendModes[mode] else { return nil }
        return filter == .luminosity && fidelity == .coreAnimation ? nil : filter
    }

    static let blendModes: [Int: CompositingFilter] = [
        1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn, 8: .hardLight,
        9: .softLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color, 15: .luminosity,
        16: .addition,
    ]
}
