import Foundation
import Lamina

/// Shape layers: one layer per group (with the group's transform), one shape layer per paint
/// (fill, stroke, gradient) drawing the paths listed before it, as lottie-ios's render groups.
/// A paint also draws the paths of the groups above it, so a group receives the paints that
/// follow it in its parent ("inherited"), drawn below its own. An inherited stroke is drawn
/// inside the group's layer but keeps its width: it is divided by the x scale of each group it
/// entered, as lottie-ios does (and After Effects draws, where the stroke lies outside).
extension LottieBuilder {
    /// A path item: the frames its inputs change at, and the path at any frame.
    struct Geometry {
        var inputs: [[LottieKeyTiming]]
        var sample: (Double) -> Path
    }

    struct Trim {
        var start: LottieAnimated<[Double]>
        var end: LottieAnimated<[Double]>
        var offset: LottieAnimated<[Double]>
        var individually: Bool

        /// Whether the trim keeps the whole path (start 0 and end 100, not animated): lottie-ios
        /// skips such trims when it picks the one a stroke uses.
        var isEmpty: Bool {
            !start.isAnimated && !end.isAnimated && start.initial.first ?? 0 == 0 && end.initial.first ?? 100 == 100
        }
    }

    struct Scope {
        var map: LottieTimeMap
        var layerName: String
        var keypath: [String]
        var inherited: [InheritedPaint] = []
        var trims: [Trim] = []
        /// The modifiers that rewrite the outlines in this scope, in the order they apply: a
        /// group's own first, in its order, then those of the groups around it, as After
        /// Effects applies a group's modifiers to what its subgroups produced.
        var outlineModifiers: [LottieOutlineModifier] = []
    }

    /// A paint of an enclosing group, with the scales of the groups it entered on the way.
    struct InheritedPaint {
        var paint: LottieShapeItem
        var keypath: [String]
        var enteredScales: [LottieAnimated<[Double]>] = []
    }

    func buildShapes(_ items: [LottieShapeItem], into layer: Layer, map: LottieTimeMap, layerName: String,
                     keypath: [String]) throws {
        try buildItems(items, into: layer, scope: Scope(map: map, layerName: layerName, keypath: keypath))
    }

    func buildItems(_ items: [LottieShapeItem], into container: Layer, scope outer: Scope) throws {
        var scope = outer
        var local: [LottieOutlineModifier] = []
        var merge: MergeStep?
        for (index, item) in items.enumerated() {
            switch item {
            case .trim(_, let start, let end, let offset, let individually):
                scope.trims.append(Trim(start: start, end: end, offset: offset, individually: individually))
            case .outlineModifier(_, let modifier) where !modifier.isIdentity:
                local.append(modifier)
            case .mergePaths(let name, let mode) where mode != 1:
                // Mode 1 draws the paths as one, as without the modifier; the others need the
                // outlines' union, difference or intersection (+MergePaths), which lottie-ios
                // does not draw.
                if fidelity == .afterEffects, (2...5).contains(mode) {
                    if let earlier = merge {
                        warn("more than one Merge Paths in a group", consequence: "the last is used",
                             layer: "\(scope.layerName)/\(earlier.name)")
                    }
                    merge = MergeStep(mode: mode, name: name, index: index)
                } else {
                    warn("Merge Paths in mode \(mode) (\(Self.mergeModeNames[mode] ?? "unknown"))",
                         consequence: fidelity == .afterEffects ? "the paths are drawn as if merged (mode 1)"
                             : "the paths are drawn as if merged (mode 1), as lottie-ios draws them; --fidelity after-effects merges them",
                         layer: "\(scope.layerName)/\(name)")
                }
            case .unsupported(let name, let kind) where kind != "tr":
                warn("the shape item \"\(kind)\"", layer: "\(scope.layerName)/\(name)")
            default:
                break
            }
        }
        scope.outlineModifiers = local + outer.outlineModifiers
        let geometries = items.indices.compactMap { geometry(items[$0], scope: scope) }
        /// The layers of a paint for the items before `end`, through the merge when it lies before.
        func layers(of paint: LottieShapeItem, before end: Int, keypath: [String],
                    widthDividedBy scales: [LottieAnimated<[Double]>] = []) throws -> [Layer] {
            guard let merge, merge.index < end else {
                return try paintLayers(paint, geometries: items[..<end].compactMap { geometry($0, scope: scope) },
                                       scope: scope, keypath: keypath, widthDividedBy: scales)
            }
            return try mergedPaintLayers(paint, merge: merge,
                                         merged: items[..<merge.index].compactMap { geometry($0, scope: scope) },
                                         after: items[(merge.index + 1)..<end].compactMap { geometry($0, scope: scope) },
                                         scope: scope, keypath: keypath, widthDividedBy: scales)
        }
        // Paints of enclosing groups, below this group's own.
        for inherited in outer.inherited where !geometries.isEmpty {
            for layer in try layers(of: inherited.paint, before: items.count, keypath: inherited.keypath,
                                    widthDividedBy: inherited.enteredScales) {
                container.addSublayer(layer)
            }
        }
        for i in items.indices.reversed() {
            let item = items[i]
            switch item {
            case .fill, .stroke, .gradientFill, .gradientStroke:
                guard items[..<i].contains(where: \.isGeometry) else { continue }
                for layer in try layers(of: item, before: i, keypath: scope.keypath + [item.name]) {
                    container.addSublayer(layer)
                }
            case .group(let name, let groupItems, let transform):
                let group = Layer()
                group.name = name
                var inner = scope
                inner.keypath = scope.keypath + [name]
                inner.inherited = (scope.inherited + Self.inheritedPaints(items[(i + 1)...], keypath: scope.keypath)).map {
                    var paint = $0
                    if let scale = transform?.scale { paint.enteredScales.append(scale) }
                    return paint
                }
                keypaths.addContainer(inner.keypath)
                if let transform {
                    applyTransform(transform, to: group, map: scope.map, keypath: inner.keypath, layerName: scope.layerName,
                                   autoOrient: false, opacity: true, skews: true)
                }
                try buildItems(groupItems, into: group, scope: inner)
                container.addSublayer(group)
            case .repeater(let name, let copies, let offset, let transform, let above):
                var inner = scope
                inner.inherited = scope.inherited + Self.inheritedPaints(items[(i + 1)...], keypath: scope.keypath)
                let values = LottieRepeaterValues(copies: copies, offset: offset, transform: transform,
                                                  maximumCopies: limits.lottieRepeaterCopies)
                try buildRepeater(Array(items[..<i]), repeater: values, name: name, above: above, into: container, scope: inner)
                return
            default:
                break
            }
        }
    }

    /// The paints after a group in its parent, as the group receives them: bottom first (the
    /// last paint in the list is drawn lowest, as every Lottie item list is), after those its
    /// parent received, which lie lower still.
    private static func inheritedPaints(_ items: ArraySlice<LottieShapeItem>, keypath: [String]) -> [InheritedPaint] {
        items.filter(\.isPaint).reversed().map { InheritedPaint(paint: $0, keypath: keypath + [$0.name]) }
    }

    private func geometry(_ item: LottieShapeItem, scope: Scope) -> Geometry? {
        var inputs: [[LottieKeyTiming]]
        var outline: (Double) -> LottieBezier?
        var takesRoundCorners = true
        switch item {
        case .path(_, let shape, _):
            // Drawn as its vertices run, whatever its direction: lottie-ios's Core Animation
            // engine reverses only rectangles, ellipses and stars.
            inputs = [shape.timing]
            outline = { shape.value(at: $0) }
        case .rectangle(_, let position, let size, let roundness, let reversed):
            // Round Corners is a rectangle's own roundness when it has none, as in lottie-ios.
            let corner = scope.outlineModifiers.lazy.compactMap { modifier -> LottieAnimated<[Double]>? in
                if case .roundCorners(let radius) = modifier { radius } else { nil }
            }.first
            takesRoundCorners = false
            inputs = [position.timing, size.timing, roundness.timing, corner?.timing ?? []]
            outline = { f in
                var r = roundness.value(at: f).first ?? 0
                if r == 0, let corner { r = corner.value(at: f).first ?? 0 }
                return LottieShapePaths.rectangle(position: position.value(at: f), size: size.value(at: f), roundness: r,
                                                  reversed: reversed)
            }
        case .ellipse(_, let position, let size, let reversed):
            takesRoundCorners = false  // no sharp corner to round
            inputs = [position.timing, size.timing]
            outline = { LottieShapePaths.ellipse(position: position.value(at: $0), size: size.value(at: $0), reversed: reversed) }
        case .star(let star):
            inputs = [star.position.timing, star.points.timing, star.rotation.timing, star.outerRadius.timing,
                      star.innerRadius.timing, star.outerRoundness.timing, star.innerRoundness.timing]
            outline = { LottieShapePaths.star(star, at: $0) }
        default:
            return nil
        }
        // The modifiers of this group and the groups around it, in order, on the outline.
        let maximumVertices = limits.lottieVertices
        for modifier in scope.outlineModifiers {
            if case .roundCorners = modifier, !takesRoundCorners { continue }
            let shape = outline
            inputs += modifier.inputs
            outline = { f in shape(f).map { modifier.apply(to: $0, at: f, maximumVertices: maximumVertices) } }
        }
        return Geometry(inputs: inputs) { outline($0)?.path() ?? Path() }
    }

    private static func combined(_ geometries: [Geometry]) -> Geometry {
        if geometries.count == 1 { return geometries[0] }
        return Geometry(inputs: geometries.flatMap(\.inputs)) { f in
            var path = Path()
            for g in geometries { path.addPath(g.sample(f)) }
            return path
        }
    }

    /// A colour from Lottie components: 0...1, or 0...255 when `scale` says so (by default when
    /// a component is above 1, as some exporters write them).
    static func color(_ v: [Double], scale: Double? = nil) -> Color {
        let scale = scale ?? (v.prefix(3).contains { $0 > 1 } ? 255.0 : 1.0)
        func c(_ i: Int, _ fallback: Double) -> Double { min(max((i < v.count ? v[i] : fallback) / (i < 3 ? scale : 1), 0), 1) }
        return Color(red: c(0, 0), green: c(1, 0), blue: c(2, 0), alpha: v.count > 3 ? c(3, 1) : 1)
    }

    /// A colour property as a track, its units (0...1 or 0...255) decided once from its keyframes:
    /// a value sampled between keyframes may overshoot 1 on an eased curve and is still 0...1.
    static func colorTrack(_ property: LottieAnimated<[Double]>) -> LottieTrack {
        let scale = property.keyframes.contains { $0.value.prefix(3).contains { $0 > 1 } } ? 255.0 : 1.0
        return LottieTrack(property) { .color(color($0, scale: scale)) }
    }

    func paintLayers(_ paint: LottieShapeItem, geometries: [Geometry], scope: Scope, keypath: [String],
                     widthDividedBy scales: [LottieAnimated<[Double]>] = []) throws -> [Layer] {
        let isStroke: Bool
        switch paint {
        case .stroke, .gradientStroke: isStroke = true
        default: isStroke = false
        }
        // As lottie-ios's Core Animation engine: the first trim that trims anything, alone.
        let trims = scope.trims.filter { !$0.isEmpty }
        let trim = isStroke ? trims.first : nil
        if trims.count > 1, isStroke { warn("more than one trim path on a stroke", consequence: "the first is used", layer: scope.layerName) }
        // Trimmed simultaneously, each path is trimmed on its own: one layer each.
        if let trim, !trim.individually, geometries.count > 1 {
            return try geometries.flatMap { try paintLayers(paint, geometries: [$0], scope: scope, keypath: keypath, widthDividedBy: scales) }
        }
        let animator = animator(scope.map)
        let geometry = Self.combined(geometries)
        let doubled = trim.map { $0.offset.isAnimated || ($0.offset.initial.first ?? 0) != 0 } ?? false
        let pathTrack = LottieTrack(combining: geometry.inputs) { f in
            var path = geometry.sample(f)
            if doubled { path.addPath(path) }
            return .path(path)
        }
        let shape = ShapeLayer()
        animator.apply(pathTrack, to: shape, keyPath: "path")
        if let trim {
            let inputs = [trim.start.timing, trim.end.timing, trim.offset.timing]
            func range(_ f: Double) -> (Double, Double) {
                var s = min(max((trim.start.value(at: f).first ?? 0) / 100, 0), 1)
                var e = min(max((trim.end.value(at: f).first ?? 100) / 100, 0), 1)
                if s > e { swap(&s, &e) }
                guard doubled else { return (s, e) }
                var o = (trim.offset.value(at: f).first ?? 0) / 360
                o -= o.rounded(.down)
                return ((s + o) / 2, (e + o) / 2)
            }
            animator.apply(LottieTrack(combining: inputs) { .number(range($0).0) }, to: shape, keyPath: "strokeStart")
            animator.apply(LottieTrack(combining: inputs) { .number(range($0).1) }, to: shape, keyPath: "strokeEnd")
        }
        switch paint {
        case .fill(let fill):
            shape.fillRule = fill.evenOdd ? .evenOdd : .nonZero
            animator.apply(Self.colorTrack(fill.color), to: shape, keyPath: "fillColor")
            animator.apply(LottieTrack(fill.opacity) { .number(($0.first ?? 100) / 100) }, to: shape, keyPath: "opacity")
            keypaths.add(keypath + ["Color"], layer: shape, keyPath: "fillColor", kind: .color)
            keypaths.add(keypath + ["Opacity"], layer: shape, keyPath: "opacity", kind: .percent)
            return [shape]
        case .stroke(let stroke):
            shape.fillColor = nil
            applyStroke(stroke, to: shape, animator: animator, keypath: keypath, widthDividedBy: scales)
            animator.apply(Self.colorTrack(stroke.color), to: shape, keyPath: "strokeColor")
            animator.apply(LottieTrack(stroke.opacity) { .number(($0.first ?? 100) / 100) }, to: shape, keyPath: "opacity")
            keypaths.add(keypath + ["Color"], layer: shape, keyPath: "strokeColor", kind: .color)
            keypaths.add(keypath + ["Opacity"], layer: shape, keyPath: "opacity", kind: .percent)
            return [shape]
        case .gradientFill(let gradient):
            shape.fillColor = .black
            shape.fillRule = gradient.evenOdd ? .evenOdd : .nonZero
            return [gradientLayer(gradient, mask: shape, animator: animator, keypath: keypath)]
        case .gradientStroke(let gradient, let stroke):
            shape.fillColor = nil
            shape.strokeColor = .black
            applyStroke(stroke, to: shape, animator: animator, keypath: keypath, widthDividedBy: scales)
            return [gradientLayer(gradient, mask: shape, animator: animator, keypath: keypath)]
        default:
            return []
        }
    }

    /// A stroke's style on `shape`; its width divided by the x scale (percent) of each of
    /// `scales` that is not 0.
    private func applyStroke(_ stroke: LottieStroke, to shape: ShapeLayer, animator: LottieAnimator, keypath: [String],
                             widthDividedBy scales: [LottieAnimated<[Double]>] = []) {
        shape.lineCap = stroke.lineCap
        shape.lineJoin = stroke.lineJoin
        shape.miterLimit = stroke.miterLimit
        if scales.isEmpty {
            animator.apply(LottieTrack(stroke.width) { .number(max($0.first ?? 1, 0)) }, to: shape, keyPath: "lineWidth")
        } else {
            let width = stroke.width
            animator.apply(LottieTrack(combining: [width.timing] + scales.map(\.timing)) { f in
                let divisor = scales.reduce(1.0) { product, scale in
                    let x = (scale.value(at: f).first ?? 100) / 100
                    return x == 0 ? product : product * abs(x)
                }
                return .number(max(width.value(at: f).first ?? 1, 0) / divisor)
            }, to: shape, keyPath: "lineWidth")
        }
        keypaths.add(keypath + ["Stroke Width"], layer: shape, keyPath: "lineWidth", kind: .points)
        if !stroke.dashes.isEmpty, stroke.dashes.contains(where: { $0 > 0 }) {
            var pattern = stroke.dashes.map { max($0, 0) }
            if pattern.count % 2 == 1 { pattern += pattern }
            shape.lineDashPattern = pattern
            if let offset = stroke.dashOffset {
                animator.apply(LottieTrack(offset) { .number($0.first ?? 0) }, to: shape, keyPath: "lineDashPhase")
            }
        }
    }

    /// A gradient layer over everything, shown through the shape (its mask), as lottie-ios's
    /// gradient render layers are.
    private func gradientLayer(_ g: LottieGradient, mask: ShapeLayer, animator: LottieAnimator, keypath: [String]) -> Layer {
        let container = Layer()
        container.mask = mask
        let layer = GradientLayer()
        let box = Self.everywhere
        layer.frame = box
        layer.type = g.isRadial ? .radial : .axial
        let ramp = LottieGradientRamp(count: g.stopCount, values: g.stops.keyframes.map(\.value), curvesMidpoints: fidelity == .afterEffects,
                                      mixesInGenericRGB: fidelity == .coreAnimation)
        animator.apply(LottieTrack(g.stops) { .colors(ramp.colorsAndLocations($0).colors) }, to: layer, keyPath: "colors")
        animator.apply(LottieTrack(g.stops) { .numbers(ramp.colorsAndLocations($0).locations) }, to: layer, keyPath: "locations")
        func unit(_ p: Point) -> Point { Point(x: (p.x - box.minX) / box.width, y: (p.y - box.minY) / box.height) }
        func point(_ v: [Double]) -> Point { Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0) }
        if g.isRadial {
            // As lottie-ios: a radial gradient's centre and radius from both points at once.
            let inputs = [g.start.timing, g.end.timing]
            animator.apply(LottieTrack(combining: inputs) { .point(unit(point(g.start.value(at: $0)))) }, to: layer, keyPath: "startPoint")
            animator.apply(LottieTrack(combining: inputs) { f in
                let s = point(g.start.value(at: f)), e = point(g.end.value(at: f))
                let r = ((e.x - s.x) * (e.x - s.x) + (e.y - s.y) * (e.y - s.y)).squareRoot()
                return .point(unit(Point(x: s.x + r, y: s.y + r)))
            }, to: layer, keyPath: "endPoint")
        } else {
            animator.apply(LottieTrack(g.start) { .point(unit(point($0))) }, to: layer, keyPath: "startPoint")
            animator.apply(LottieTrack(g.end) { .point(unit(point($0))) }, to: layer, keyPath: "endPoint")
        }
        animator.apply(LottieTrack(g.opacity) { .number(($0.first ?? 100) / 100) }, to: container, keyPath: "opacity")
        keypaths.add(keypath + ["Opacity"], layer: container, keyPath: "opacity", kind: .percent)
        container.addSublayer(layer)
        return container
    }
}
