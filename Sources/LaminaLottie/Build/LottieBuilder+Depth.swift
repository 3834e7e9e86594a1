import Lamina

/// 3D layers (`ddd`) and cameras (`ty: 13`) as Core Animation layers, in After Effects' space
/// (`LottieSpace`).
///
/// A 3D layer keeps its anchor in `bounds.origin` and `anchorPointZ`, its position in
/// `position` and `zPosition`, and its scale, rotations and orientation in `transform` (z
/// flipped: Core Animation's z comes towards the viewer). A composition that holds 3D layers
/// draws each run of them between 2D layers in a `TransformLayer` whose `sublayerTransform` is
/// the camera: its inverse placement, then perspective of its zoom. The run is sorted back to
/// front by depth (After Effects sorts the 3D layers between two 2D layers the same way), and
/// parents of 3D layers become transform layers too, so nothing flattens on the way.
///
///     composition container
///       ├─ 2D layer
///       ├─ TransformLayer "Camera 1" (sublayerTransform = view · perspective)
///       │    ├─ 3D layer
///       │    └─ TransformLayer (parent) ─ 3D layer
///       └─ 2D layer
extension LottieBuilder {
    /// A 3D layer's depth: `anchorPointZ`, `zPosition` and the rotations and scale as `transform`.
    ///
    /// A turn about one axis alone is a `transform.rotation.x` or `.y` animation, which keeps the
    /// keyframes' easing as lottie-ios's does; anything more is one `transform` made from every
    /// part, sampled every tenth of a frame while they move (matrices do not interpolate as
    /// angles do).
    func applyDepth(_ t: LottieTransform, to layer: Layer, map: LottieTimeMap, layerName: String) {
        let animator = animator(map)
        func z(_ v: [Double]) -> AnimatableValue { .number(v.count > 2 ? -v[2] : 0) }
        if t.anchor.keyframes.contains(where: { $0.value.count > 2 && $0.value[2] != 0 }) {
            animator.apply(LottieTrack(t.anchor, z), to: layer, keyPath: "anchorPointZ")
        }
        if let pz = t.positionZ {
            animator.apply(LottieTrack(pz) { .number(-($0.first ?? 0)) }, to: layer, keyPath: "zPosition")
        } else if t.positionX == nil, t.position.keyframes.contains(where: { $0.value.count > 2 && $0.value[2] != 0 }) {
            animator.apply(LottieTrack(t.position, z), to: layer, keyPath: "zPosition")
        }
        if t.hasDepthTangents {
            warn("3D motion path tangents in z", plural: true, problem: "are not followed",
                 consequence: "the layer moves in depth straight from keyframe to keyframe", layer: layerName)
        }
        if let (keyPath, track) = Self.singleTurn(t) {
            animator.apply(track, to: layer, keyPath: keyPath)
            return
        }
        let parts = [t.scale.timing, t.rotation.timing, t.rotationX.timing, t.rotationY.timing, t.orientation.timing,
                     t.skew?.timing ?? [], t.skewAxis?.timing ?? []]
        animator.apply(sampledTrack(parts, layerName: layerName) { f in
            .transform(LottieSpace.coreAnimation(LottieSpace.linear(t, at: f, is3D: true)))
        }, to: layer, keyPath: "transform")
    }

    /// The key path and track for a transform that is only a turn about x or y (scale 100%, no
    /// skew, orientation or other rotation): the angle, negated, since z is flipped.
    private static func singleTurn(_ t: LottieTransform) -> (String, LottieTrack)? {
        func still(_ p: LottieAnimated<[Double]>?, _ value: Double) -> Bool {
            p.map { $0.keyframes.allSatisfy { k in k.value.allSatisfy { $0 == value } } } ?? true
        }
        guard still(t.scale, 100), still(t.rotation, 0), still(t.orientation, 0), still(t.skew, 0) else { return nil }
        let x = still(t.rotationX, 0), y = still(t.rotationY, 0)
        guard x != y else { return nil }
        let turn = x ? t.rotationY : t.rotationX
        return (x ? "transform.rotation.y" : "transform.rotation.x",
                LottieTrack(turn) { .number(-($0.first ?? 0) * .pi / 180) })
    }

    /// The camera of a composition that holds 3D layers, as a `sublayerTransform` track: its
    /// topmost camera layer, or After Effects' default camera for `size`. Warns about the other
    /// cameras and what a camera cannot do here.
    func cameraTrack(_ layers: [LottieLayerModel], byIndex: [Int: LottieLayerModel], size: Size,
                     map: LottieTimeMap) -> (name: String, track: LottieTrack) {
        let cameras = layers.filter { $0.type == .camera && !$0.isHidden }
        guard let camera = cameras.first, let zoom = camera.cameraZoom else {
            return ("Default Camera", LottieTrack(LottieAnimated([0])) { _ in .transform(LottieSpace.defaultProjection(size: size)) })
        }
        for other in cameras.dropFirst() {
            warn("a second camera", problem: "is not used", consequence: "the topmost camera shows every frame", layer: other.name)
        }
        if map.samples == nil, map.rootFrame(camera.inPoint) > rootRange.lowerBound || map.rootFrame(camera.outPoint) < rootRange.upperBound {
            warn("a camera that starts or stops inside the animation", problem: "is not switched",
                 consequence: "it shows every frame", layer: camera.name)
        }
        if camera.transform.hasDepthTangents || camera.transform.position.keyframes.contains(where: {
            ($0.spatialOut.map { $0 != .zero } ?? false) || ($0.spatialIn.map { $0 != .zero } ?? false)
        }) {
            warn("a camera's curved motion path", problem: "is not followed",
                 consequence: "the camera moves straight from keyframe to keyframe", layer: camera.name)
        }
        var parents: [LottieLayerModel] = []
        var next = camera.parent
        var seen: Set<Int> = []
        while let index = next, let parent = byIndex[index], seen.insert(index).inserted {
            parents.append(parent)
            next = parent.parent
        }
        var inputs = [zoom.timing] + Self.timings(camera.transform)
        for parent in parents { inputs += Self.timings(parent.transform) }
        let t = camera.transform, twoNode = t.hasAnchor
        let parentTransforms = parents.map(\.transform), parentIs3D = parents.map(\.is3D)
        let track = sampledTrack(inputs, layerName: camera.name) { f in
            let matrix = LottieSpace.cameraMatrix(t, twoNode: twoNode, parents: parentTransforms, parentIs3D: parentIs3D, at: f)
            let projection = LottieSpace.projection(camera: matrix, zoom: zoom.value(at: f).first ?? 0, size: size)
            // A camera with no zoom or a parent scaled to nothing sees nothing.
            return .transform(projection ?? Transform3D(scaleX: 0, y: 0, z: 0))
        }
        return (camera.name, track)
    }

    /// A track sampled every tenth of a frame (`LottieTrack.init(sampling:maximumSamples:sample:)`)
    /// within the file's budget of samples, so a hostile file with thousands of long-moving 3D
    /// layers (or animated repeaters) cannot make the importer allocate without bound: past the
    /// budget, tracks keep their first and last values only, and a warning names the `feature`.
    func sampledTrack(_ inputs: [[LottieKeyTiming]], layerName: String, feature: String = "3D motion",
                      sample: @escaping (Double) -> AnimatableValue) -> LottieTrack {
        let remaining = samples.remaining
        let animated = inputs.filter { $0.count > 1 }
        let span = (animated.map { $0[$0.count - 1].time }.max() ?? 0) - min(animated.map { $0[0].time }.min() ?? 0, 0)
        let wanted = animated.isEmpty ? 1 : Int(min(span * 10 + 1, 20_000))
        if wanted > remaining {
            warn("\(feature) beyond the \(samples.limit) samples a file may have", problem: "is sampled coarsely",
                 consequence: "it moves straight from its first to its last value", layer: layerName)
        }
        let track = LottieTrack(sampling: inputs, maximumSamples: max(2, remaining), sample: sample)
        samples.spend(track.keyframes.count)
        return track
    }

    /// When each part of a transform has keyframes.
    private static func timings(_ t: LottieTransform) -> [[LottieKeyTiming]] {
        [t.anchor.timing, t.position.timing, t.positionX?.timing ?? [], t.positionY?.timing ?? [], t.positionZ?.timing ?? [],
         t.scale.timing, t.rotation.timing, t.rotationX.timing, t.rotationY.timing, t.orientation.timing,
         t.skew?.timing ?? [], t.skewAxis?.timing ?? []]
    }

    /// A transform layer that shows its sublayers through the camera: a run of 3D layers, or
    /// a 3D layer that a matte cuts.
    func cameraLayer(_ camera: (name: String, track: LottieTrack), map: LottieTimeMap) -> TransformLayer {
        let layer = TransformLayer()
        layer.name = camera.name
        animator(map).apply(camera.track, to: layer, keyPath: "sublayerTransform")
        return layer
    }
}
