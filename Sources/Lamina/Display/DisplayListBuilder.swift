/// Walks a presentation tree in Core Animation's order and appends display items.
///
/// Per layer, back to front: shadow, background colour, contents image, the kind's own drawing
/// (shape fill then stroke, text, gradient), sublayers (stably sorted by `zPosition`, or a
/// replicator's instances), and the border on top of them all. Opacity below 1, a mask, a
/// shadow or a `compositingFilter` make a group, so children composite together before fading
/// or blending; `masksToBounds` clips the whole layer to its rounded bounds.
///
/// Geometry accumulates as full `Transform3D`s from the root (`LayerGeometry`). A layer whose
/// matrix is affine in its plane is drawn with that affine map; one under perspective
/// (`LayerGeometry.isProjective`) becomes a `DisplayProjection`: its body built again in its own
/// plane (the matrix there is the identity, so its content and sublayers flatten into it as in
/// Core Animation) and mapped projectively by the renderer. `isDoubleSided = false` culls a layer
/// seen from behind; a `TransformLayer`'s sublayers are drawn back to front by depth.
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []
    /// The sign of the plane the items are drawn in: -1 inside a projection seen from behind,
    /// so culling judges a layer by its winding on screen, not in the plane.
    private var orientation = 1.0
    /// Whether an emitter that `preservesDepth` leaves its particles out: its plane is being
    /// built for a projection, and they are drawn after it at their depths (`appendProjected`).
    private var defersDepthParticles = false

    init() {}

    /// Where a layer's space goes in the list's root space.
    enum Placement {
        /// A sublayer of a superlayer whose space maps to the root by the matrix: the layer's
        /// position, anchor point and transform apply.
        case inParent(Transform3D)
        /// A layer drawn in its own space (`CALayer.render(in:)`), mapped to the root by the
        /// matrix: its bounds origin at the origin, its geometry in a parent ignored.
        case ownSpace(Transform3D)

        @inline(__always)
        func matrix(for p: LayerProperties) -> Transform3D {
            switch self {
            case .inParent(let parent): LayerGeometry.matrix(p, in: parent)
            case .ownSpace(let transform): LayerGeometry.ownSpaceMatrix(p, then: transform)
            }
        }
    }

    /// Appends `layer` drawn in a superlayer whose space maps to the root by `parent`, and
    /// returns where it can draw.
    @discardableResult
    mutating func appendLayer(_ layer: LayerSnapshot, parent: Transform3D) -> Extent {
        appendLayer(layer, in: .inParent(parent))
    }

    /// Appends `layer` placed as `placement` says, and returns where it can draw.
    @discardableResult
    mutating func appendLayer(_ layer: LayerSnapshot, in placement: Placement, alpha: Double = 1) -> Extent {
        withUnsafePointer(to: layer) { appendLayer(at: $0, in: placement, alpha: alpha) }
    }

    // The walk reads each snapshot where it lies, through a pointer into its parent's array:
    // passed and bound as values (`let p = layer.properties`), every layer's snapshot and
    // properties (~400 and ~340 bytes, a dozen references) were copied some ten times a frame,
    // which cost more than everything the builder computes (Watermelon: 22% of the list's
    // instructions in `memcpy`, another 10% retaining and releasing the copies).

    /// Appends the snapshot at `layer` (borrowed, not copied) placed as `placement` says.
    ///
    /// Inlined where sublayers are appended, so that their placement is never built: made
    /// and switched on for each sublayer, its 128-byte matrix was copied into the enum and out
    /// again through an outlined projection (~1% of a small frame).
    @inline(__always)
    private mutating func appendLayer(at layer: UnsafePointer<LayerSnapshot>, in placement: Placement,
                                      alpha: Double) -> Extent {
        let p = layer.properties
        // The same test as the evaluator's for leaving a subtree out (`drawsNothing`).
        guard !p.pointee.drawsNothing else { return .empty }
        let matrix = placement.matrix(for: p.pointee)
        if LayerGeometry.isCulled(p.pointee, matrix: matrix, orientation: orientation) { return .empty }
        guard layer.pointee.hasExtras, layer.pointee.transition != nil else {
            return appendBody(at: layer, matrix: matrix, alpha: alpha)
        }
        return appendInTransition(at: layer, in: placement, matrix: matrix, alpha: alpha)
    }

    /// A layer in a running transition: its incoming and outgoing looks, each moved and faded
    /// as the transition says.
    @inline(never)
    private mutating func appendInTransition(at layer: UnsafePointer<LayerSnapshot>, in placement: Placement,
                                             matrix: Transform3D, alpha: Double) -> Extent {
        let p = layer.properties
        guard let transition = layer.pointee.transition else { return .empty }
        var outgoing = transition.outgoing
        outgoing.transition = nil
        let motion = TransitionMotion(transition, bounds: p.pointee.bounds)
        var looks = [(layer.pointee, motion.incomingShift.concatenating(matrix), motion.incomingAlpha * alpha)]
        if !outgoing.properties.drawsNothing {
            let outgoingMatrix = placement.matrix(for: outgoing.properties)
            let look = (outgoing, motion.outgoingShift.concatenating(outgoingMatrix), motion.outgoingAlpha * alpha)
            looks.insert(look, at: motion.outgoingOnTop ? 1 : 0)
        }
        var extent = Extent.empty
        for (snapshot, lookMatrix, alpha) in looks {
            extent.formUnion(appendBody(snapshot, matrix: lookMatrix, alpha: alpha))
        }
        return extent
    }

    /// The affine map that draws a layer with bounds `reference` under `matrix`. Projective
    /// matrices become projections before this is asked (`appendProjected`), so the fit through
    /// the projected centre and edge midpoints only meets planes whose w is constant (`m44` not
    /// 1), where it is exact.
    static func affine(_ matrix: Transform3D, reference: Rect) -> AffineTransform {
        if matrix.m14 == 0, matrix.m24 == 0, matrix.m44 == 1 { return matrix.affineTransform }
        let r = reference.standardized
        let w = r.width > 0 ? r.width : 1, h = r.height > 0 ? r.height : 1
        let c = Point(x: r.midX, y: r.midY)
        let left = matrix.apply(to: Point(x: c.x - w / 2, y: c.y)), right = matrix.apply(to: Point(x: c.x + w / 2, y: c.y))
        let top = matrix.apply(to: Point(x: c.x, y: c.y - h / 2)), bottom = matrix.apply(to: Point(x: c.x, y: c.y + h / 2))
        let center = matrix.apply(to: c)
        let a = (right.x - left.x) / w, b = (right.y - left.y) / w
        let cc = (bottom.x - top.x) / h, d = (bottom.y - top.y) / h
        return AffineTransform(a: a, b: b, c: cc, d: d, tx: center.x - a * c.x - cc * c.y, ty: center.y - b * c.x - d * c.y)
    }

    /// Everything one layer draws, in a group when it needs one.
    private mutating func appendBody(_ layer: LayerSnapshot, matrix: Transform3D, alpha: Double) -> Extent {
        withUnsafePointer(to: layer) { appendBody(at: $0, matrix: matrix, alpha: alpha) }
    }

    private mutating func appendBody(at layer: UnsafePointer<LayerSnapshot>, matrix: Transform3D, alpha: Double) -> Extent {
        let p = layer.properties
        if p.keepsDepth {
            return appendDepthSorted(layer.pointee, matrix: matrix, alpha: alpha)
        }
        if LayerGeometry.isProjective(matrix) { return appendProjected(layer.pointee, matrix: matrix, alpha: alpha) }
        let transform = DisplayListBuilder.affine(matrix, reference: p.pointee.bounds)
        let opacity = p.pointee.opacity * alpha
        guard opacity > 0 else { return .empty }
        // Most layers make no group: decided from stored flags alone, before any of the values
        // a group needs is read (each read of a rare value copied the properties once more).
        if opacity >= 1, !p.pointee.masksToBounds, !layer.pointee.hasExtras, p.hasNoGroupingExtras {
            return appendContent(of: layer, matrix: matrix, transform: transform)
        }
        return appendGroup(at: layer, matrix: matrix, transform: transform, opacity: opacity)
    }

    /// A layer that may need a group (`DisplayGroup.needsCompositing`, or a clip).
    @inline(never)
    private mutating func appendGroup(at layer: UnsafePointer<LayerSnapshot>, matrix: Transform3D,
                                      transform: AffineTransform, opacity: Double) -> Extent {
        let p = layer.properties
        let shadow = p.pointee.shadowOpacity > 0 ? DisplayListBuilder.shadow(of: p.pointee, transform: transform) : nil
        // The mask's items, made from the mask where it lies in the snapshot (a copy of it
        // cost more than some masks' items).
        var maskItems: [DisplayItem]? = nil
        var maskExtent = Extent.unbounded
        if layer.pointee.hasExtras {
            var maskBuilder = DisplayListBuilder()
            if let extent = layer.pointee.withMask({ maskBuilder.appendLayer(at: $0, in: .inParent(matrix), alpha: 1) }) {
                // An empty mask hides the layer entirely.
                if extent.isEmpty { return .empty }
                maskExtent = extent
                maskItems = maskBuilder.items
            }
        }
        // A group when the layer clips or when `DisplayGroup.needsCompositing` would say so,
        // decided from plain flags: building the group value (and asking it) for every layer
        // of every frame cost more than drawing some of them.
        let aliased = !p.pointee.allowsEdgeAntialiasing
        guard opacity < 1 || shadow != nil || p.pointee.masksToBounds || p.pointee.compositingFilter != nil
            || p.pointee.filters != nil || maskItems != nil || aliased else {
            return appendContent(of: layer, matrix: matrix, transform: transform)
        }
        let clip = p.pointee.masksToBounds
            ? DisplayClip(path: .roundedRect(p.pointee.bounds, cornerRadius: p.pointee.cornerRadius,
                                             maskedCorners: p.pointee.maskedCorners, cornerCurve: p.pointee.cornerCurve),
                          transform: transform) : nil
        let filters = p.pointee.filters.map { DisplayFilters(graph: $0, transform: transform) }
        var group = DisplayGroup(opacity: min(opacity, 1), clip: clip, mask: maskItems, shadow: shadow,
                                 compositingFilter: p.pointee.compositingFilter, filters: filters)
        group.isAliased = aliased
        let groupIndex = items.count
        items.append(.beginGroup(group))
        let firstContent = items.count
        var extent = appendContent(of: layer, matrix: matrix, transform: transform)
        // A filter draws within its region only, and may draw there from nothing (a flood).
        if let filters { extent = Extent(filters.graph.region, outset: 0, transform: transform) }
        if let shadow {
            let source = shadow.path.map { Extent($0.controlPointBounds, outset: 0, transform: shadow.pathTransform) } ?? extent
            extent.formUnion(source.outset(by: shadow.radius * 1.5 + 1, offset: shadow.offset))
        }
        if let clip { extent = extent.intersection(Extent(clip.path.controlPointBounds, outset: 1, transform: clip.transform)) }
        extent = extent.intersection(maskExtent)
        // A `shadowPath` casts a shadow even from a layer that draws nothing itself.
        if extent.isEmpty || (items.count == firstContent && shadow?.path == nil && filters == nil) {
            items.removeSubrange(groupIndex..<items.count)
            return .empty
        }
        // A lone solid item fades exactly like its group: fold the opacity into its colour.
        if group.opacity < 1, group.mask == nil, group.shadow == nil, group.compositingFilter == nil, group.filters == nil,
           items.count == firstContent + 1,
           let faded = items[firstContent].fading(by: group.opacity) {
            items[firstContent] = faded
            group.opacity = 1
            if group.clip == nil, !group.isAliased {
                items.remove(at: groupIndex)
                return extent
            }
        }
        group.bounds = extent.rect
        items[groupIndex] = .beginGroup(group)
        items.append(.endGroup)
        return extent
    }

    /// What a layer draws, back to front: its own content, its sublayers, its border.
    private mutating func appendContent(of layer: UnsafePointer<LayerSnapshot>, matrix: Transform3D,
                                        transform: AffineTransform) -> Extent {
        let p = layer.properties
        var extent = appendOwnContent(p, transform: transform)
        // The deferral is this layer's only, not its sublayers' (`appendProjected`).
        let deferred = defersDepthParticles
        defersDepthParticles = false
        if p.pointee.kind == .emitter, let emitter = p.pointee.emitter, !(emitter.preservesDepth && deferred),
           let particles = layer.pointee.particles() {
            extent.formUnion(appendParticles(particles, of: emitter, matrix: matrix, transform: transform))
        }
        extent.formUnion(appendSublayers(of: layer, matrix: matrix))
        extent.formUnion(appendBorder(p, transform: transform))
        return extent
    }

    /// Sublayers (or a replicator's instances) in `zPosition` order, in the layer's space with
    /// `sublayerTransform` applied about the anchor point.
    private mutating func appendSublayers(of layer: UnsafePointer<LayerSnapshot>, matrix: Transform3D) -> Extent {
        let p = layer.properties
        let kind = p.pointee.kind
        let isReplicator = kind == .replicator && p.pointee.replicator != nil
        // A leaf (most shape layers) places nothing, so its sublayer space is not worked out.
        guard isReplicator || !layer.pointee.sublayers.isEmpty else { return .empty }
        // `LayerGeometry.sublayerSpace`, with `sublayerTransform` read where it lies.
        let inner = LayerGeometry.about(LayerGeometry.anchor(of: p.pointee), p.sublayerTransform,
                                        then: p.keepsDepth ? matrix : LayerGeometry.flattened(matrix))
        var extent = Extent.empty
        if isReplicator {
            let center = Point(x: p.pointee.bounds.midX, y: p.pointee.bounds.midY)
            for instance in layer.pointee.instances {
                let instanceMatrix = LayerGeometry.about(center, instance.transform, then: inner)
                extent.formUnion(appendLayers(instance.sublayers, parent: instanceMatrix))
            }
            return extent
        }
        return appendLayers(layer.pointee.sublayers, parent: inner)
    }

    /// Appends siblings in `LayerGeometry`'s drawing order (by `zPosition`, stably), each
    /// borrowed where it lies in the array.
    private mutating func appendLayers(_ layers: [LayerSnapshot], parent: Transform3D) -> Extent {
        var extent = Extent.empty
        layers.withUnsafeBufferPointer { layers in
            guard let first = layers.baseAddress else { return }
            let order = LayerGeometry.drawingOrder(count: layers.count) { (first + $0).pointee.properties.zPosition }
            // Their own order (the common case) walked as a range: nothing allocated.
            if let order {
                for index in order { extent.formUnion(appendLayer(at: first + index, in: .inParent(parent), alpha: 1)) }
            } else {
                for index in layers.indices { extent.formUnion(appendLayer(at: first + index, in: .inParent(parent), alpha: 1)) }
            }
        }
        return extent
    }

    /// A layer under perspective: its body built in its own plane, where its matrix is the
    /// identity (so its content and sublayers draw there as into any flat layer), wrapped in one
    /// projection item.
    private mutating func appendProjected(_ layer: LayerSnapshot, matrix: Transform3D, alpha: Double) -> Extent {
        var plane = DisplayListBuilder()
        plane.orientation = LayerGeometry.planeDeterminant(matrix) < 0 ? -orientation : orientation
        // Particles that keep their depth are projected one by one, above the plane, rather
        // than flattened into it.
        let emitter = layer.properties.emitter
        let particlesInDepth = emitter?.preservesDepth == true ? layer.particles() : nil
        plane.defersDepthParticles = particlesInDepth != nil
        let inner = plane.appendBody(layer, matrix: .identity, alpha: alpha)
        var extent = Extent.empty
        if !inner.isEmpty {
            // Text has no known extent: its bounds and as much again round them (a departure:
            // text overflowing farther is cut under perspective).
            let b = layer.properties.bounds.standardized
            let margin = max(b.width, b.height, 1)
            let rect = inner.rect ?? b.insetBy(dx: -margin, dy: -margin)
            if let projection = DisplayProjection(items: plane.items, rect: rect, matrix: matrix) {
                append(.projected(projection))
                extent = Extent(projection.bounds)
            }
        }
        if let particlesInDepth, let emitter {
            let opacity = min(layer.properties.opacity * alpha, 1)
            extent.formUnion(appendParticlesInDepth(particlesInDepth, renderMode: emitter.renderMode, matrix: matrix,
                                                    opacity: opacity))
        }
        return extent
    }

    /// A layer of a 3D context (a `TransformLayer`, or a replicator that `preservesDepth`):
    /// nothing of its own, and every plane below it (through nested contexts) drawn back to
    /// front by depth, each with the opacities of the contexts above it.
    private mutating func appendDepthSorted(_ layer: LayerSnapshot, matrix: Transform3D, alpha: Double) -> Extent {
        let opacity = layer.properties.opacity * alpha
        guard opacity > 0 else { return .empty }
        var planes: [Plane] = []
        DisplayListBuilder.gatherPlanes(of: layer, matrix: matrix, alpha: opacity, into: &planes)
        var extent = Extent.empty
        for plane in LayerGeometry.depthOrder(planes, depth: \.depth) {
            extent.formUnion(appendLayer(plane.layer, in: .inParent(plane.parent), alpha: plane.alpha))
        }
        return extent
    }

    /// A layer of a 3D context: where it is placed, the opacity above it, its depth.
    private struct Plane {
        let layer: LayerSnapshot
        let parent: Transform3D
        let alpha: Double
        let depth: Double
    }

    /// The layers below a 3D context layer that draw, passing through nested contexts.
    private static func gatherPlanes(of layer: LayerSnapshot, matrix: Transform3D, alpha: Double, into planes: inout [Plane]) {
        let p = layer.properties
        let inner = LayerGeometry.sublayerSpace(p, in: matrix)
        func add(_ sublayers: [LayerSnapshot], parent: Transform3D) {
            for sublayer in sublayers where !sublayer.properties.drawsNothing {
                let sp = sublayer.properties
                let m = LayerGeometry.matrix(sp, in: parent)
                if LayerGeometry.keepsDepth(sp) {
                    gatherPlanes(of: sublayer, matrix: m, alpha: alpha * sp.opacity, into: &planes)
                } else {
                    planes.append(Plane(layer: sublayer, parent: parent, alpha: alpha, depth: LayerGeometry.depth(of: sp, matrix: m)))
                }
            }
        }
        if p.replicator != nil {
            let center = Point(x: p.bounds.midX, y: p.bounds.midY)
            for instance in layer.instances {
                add(instance.sublayers, parent: LayerGeometry.about(center, instance.transform, then: inner))
            }
        } else {
            add(layer.sublayers, parent: inner)
        }
    }

    /// The layer's shadow in root space, or `nil` when it draws none.
    static func shadow(of p: LayerProperties, transform: AffineTransform) -> DisplayShadow? {
        guard p.shadowOpacity > 0, let color = p.shadowColor, color.alpha > 0 else { return nil }
        // Clamped to a billion points, past any image: at 1e20 the group's extent (origin and
        // size) lost the layer itself to rounding (-1e20 + 1e20 + 10 is 0).
        func clamped(_ v: Double) -> Double { min(max(v, -1e9), 1e9) }
        let offset = Size(width: clamped(transform.a * p.shadowOffset.width + transform.c * p.shadowOffset.height),
                          height: clamped(transform.b * p.shadowOffset.width + transform.d * p.shadowOffset.height))
        let scale = abs(transform.determinant).squareRoot()
        return DisplayShadow(color: color.withAlpha(color.alpha * min(p.shadowOpacity, 1)), offset: offset,
                             radius: max(p.shadowRadius, 0) * scale, path: p.shadowPath, pathTransform: transform)
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }
}

extension DisplayItem {
    /// The same item with its colour's alpha multiplied by `opacity`, for items whose group
    /// opacity can be folded in exactly; `nil` otherwise.
    func fading(by opacity: Double) -> DisplayItem? {
        switch self {
        case let .fill(path, color, rule, transform):
            return .fill(path, color: color.withAlpha(color.alpha * opacity), rule: rule, transform: transform)
        case let .stroke(path, color, style, transform):
            return .stroke(path, color: color.withAlpha(color.alpha * opacity), style: style, transform: transform)
        case .text(var run, let transform):
            // A stroke over a fill overlaps it: faded apart, the overlap would show through.
            if let stroke = run.strokeColor {
                guard run.color.alpha == 0 else { return nil }
                run.strokeColor = stroke.withAlpha(stroke.alpha * opacity)
            }
            run.color = run.color.withAlpha(run.color.alpha * opacity)
            return .text(run, transform: transform)
        default:
            return nil
        }
    }
}
