import Foundation
import LaminaTestSupport
import Testing
@testable import Lamina

/// Drawing, `convert` and `hitTest` ask one `LayerGeometry`: on random trees turned in depth
/// (rotations about x and y, `m34` perspective in sublayer transforms, `zPosition` orders,
/// `anchorPointZ`),
/// each layer's display-list transform, its converted points and the hit layer agree.
@Suite struct LayerGeometryTests {
    /// A random tree whose layers each fill their bounds with their own colour, so the display
    /// list's fill items name the layer they draw.
    struct Tree {
        var root: Layer
        /// Every layer but the root, in creation order, with whether an ancestor's
        /// `sublayerTransform` has perspective (then only the bounds centre is drawn exactly).
        var layers: [(layer: Layer, underPerspective: Bool)] = []

        init(seed: UInt64, depth: Int) {
            var random = SeededGenerator(seed: seed)
            root = Layer()
            root.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
            var level = [(root, false)]
            for _ in 0..<depth {
                var next: [(Layer, Bool)] = []
                for (parent, underPerspective) in level {
                    var perspective = underPerspective
                    if Bool.random(using: &random) {
                        var sublayer = Transform3D.identity
                        if Bool.random(using: &random) {
                            sublayer.m34 = -1 / Double.random(in: 800...2000, using: &random)
                            perspective = true
                        }
                        parent.sublayerTransform = sublayer.rotated(by: Double.random(in: -0.6...0.6, using: &random),
                                                                    x: 1, y: 0, z: 0)
                    }
                    for _ in 0..<Int.random(in: 1...3, using: &random) {
                        let layer = Layer()
                        layer.bounds = Rect(x: Double.random(in: -10...10, using: &random),
                                            y: Double.random(in: -10...10, using: &random),
                                            width: Double.random(in: 20...100, using: &random),
                                            height: Double.random(in: 20...100, using: &random))
                        layer.position = Point(x: Double.random(in: 0...200, using: &random),
                                               y: Double.random(in: 0...200, using: &random))
                        layer.anchorPoint = Point(x: Double.random(in: 0...1, using: &random),
                                                  y: Double.random(in: 0...1, using: &random))
                        layer.zPosition = Double(Int.random(in: -1...2, using: &random))
                        layer.anchorPointZ = Double.random(in: -30...30, using: &random)
                        layer.transform = Transform3D.identity
                            .rotated(by: Double.random(in: -1.2...1.2, using: &random), x: 0, y: 1, z: 0)
                            .rotated(by: Double.random(in: -1.2...1.2, using: &random), x: 1, y: 0, z: 0)
                            .rotated(by: Double.random(in: -3...3, using: &random))
                            .scaledBy(x: Double.random(in: 0.5...1.5, using: &random), y: Double.random(in: 0.5...1.5, using: &random))
                        let index = Double(layers.count + 1)
                        layer.backgroundColor = Color(red: index / 256, green: 0.5, blue: 0.25)
                        parent.addSublayer(layer)
                        layers.append((layer, perspective))
                        next.append((layer, perspective))
                    }
                }
                level = next
            }
        }

        /// Where a drawn layer's points land in the root: its fill's transform, then the
        /// projections it is drawn inside (innermost first).
        struct DrawnMap {
            var transform: Lamina.AffineTransform
            var projections: [PlaneProjection]
            func callAsFunction(_ p: Point) -> Point {
                projections.reduce(p.applying(transform)) { $1.project($0) }
            }
        }

        /// Each drawn layer's map to the root and its place in drawing order (depth first through
        /// projections), found by its colour.
        func drawn() -> [ObjectIdentifier: (order: Int, transform: DrawnMap)] {
            let snapshot = Evaluator.snapshot(of: root, parentTime: 0)
            let list = DisplayList(snapshot: snapshot, size: root.bounds.size)
            var fills: [Color: (Int, DrawnMap)] = [:]
            var order = 0
            func walk(_ items: [DisplayItem], _ projections: [PlaneProjection]) {
                for item in items {
                    order += 1
                    if case let .fill(_, color, _, transform) = item {
                        fills[color] = (order, DrawnMap(transform: transform, projections: projections))
                    }
                    if case let .projected(p) = item { walk(p.items, [p.projection] + projections) }
                }
            }
            walk(list.items, [])
            var drawn: [ObjectIdentifier: (order: Int, transform: DrawnMap)] = [:]
            for (layer, _) in layers {
                if let fill = fills[layer.backgroundColor!] { drawn[ObjectIdentifier(layer)] = fill }
            }
            return drawn
        }
    }

    @Test(arguments: 1...4)
    func drawingAndConvertAgree(depth: Int) throws {
        for seed in UInt64(0)..<12 {
            let tree = Tree(seed: seed * 31 + UInt64(depth), depth: depth)
            let drawn = tree.drawn()
            #expect(drawn.count == tree.layers.count, "seed \(seed): every layer draws its fill")
            for (layer, underPerspective) in tree.layers {
                let fill = try #require(drawn[ObjectIdentifier(layer)])
                let b = layer.bounds
                let centre = Point(x: b.midX, y: b.midY)
                // Drawn projectively, the map is exact everywhere in front of the eye: the corners too.
                let plane = PlaneProjection(layer.toRootTransform)
                let points = [centre, Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY)]
                    .filter { !underPerspective || plane.w(at: $0) > 0.05 }
                for point in points {
                    let inRoot = layer.convert(point, to: nil)
                    expectClose(fill.transform(point), inRoot, tolerance: Tolerance(absolute: 1e-9, relative: 1e-9),
                                "seed \(seed), depth \(depth)")
                    expectClose(layer.convert(inRoot, from: nil), point, tolerance: Tolerance(absolute: 1e-7, relative: 1e-9),
                                "seed \(seed): back from the root")
                    expectClose(tree.root.convert(point, from: layer), inRoot, tolerance: Tolerance(absolute: 1e-9, relative: 1e-9))
                }
            }
        }
    }

    /// The hit at each layer's drawn centre is the last-drawn layer whose bounds hold that
    /// point (in front of the eye): hit testing sees the tree in drawing's order and drawing's
    /// geometry.
    @Test(arguments: 1...4)
    func hitTestingFindsTheFrontmostDrawnLayer(depth: Int) throws {
        for seed in UInt64(0)..<12 {
            let tree = Tree(seed: seed * 31 + UInt64(depth), depth: depth)
            let timeline = Timeline(rootLayer: tree.root)
            let drawn = tree.drawn()
            let byOrder = tree.layers.map(\.layer).sorted { drawn[ObjectIdentifier($0)]!.order < drawn[ObjectIdentifier($1)]!.order }
            for (layer, _) in tree.layers {
                let b = layer.bounds
                let point = layer.convert(Point(x: b.midX, y: b.midY), to: nil)
                // Where the point is behind the eye in a layer's plane, the layer is not drawn there
                // (`convert` then has no answer and returns the point unchanged).
                let frontmost = byOrder.last { $0.toRootTransform.unprojecting(point).map($0.bounds.contains) ?? false }
                let hit = try #require(timeline.hitTest(point))
                #expect(hit === frontmost, "seed \(seed), depth \(depth): hit \(hit.backgroundColor!.red * 256)")
            }
        }
    }

    // MARK: - anchorPointZ, against closed forms

    /// A 100 × 50 layer at (200, 100) turned 90° about y stands edge-on: every point of it lands
    /// on the vertical line through its position, moved by `anchorPointZ` in x (the anchor sits
    /// `d` in front of the layer's plane, and the turn swings the plane round it).
    @Test(arguments: [0.0, 15, -40])
    func aLayerTurnedAboutYSwingsRoundItsAnchorPointZ(d: Double) throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 400, height: 200)
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 200, y: 100)
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        layer.anchorPointZ = d
        layer.backgroundColor = .white
        root.addSublayer(layer)
        let tolerance = Tolerance(absolute: 1e-9)
        expectClose(layer.convert(Point(x: 50, y: 25), to: root), Point(x: 200 - d, y: 100), tolerance: tolerance)
        expectClose(layer.convert(Point(x: 0, y: 0), to: root), Point(x: 200 - d, y: 75), tolerance: tolerance)
        expectClose(layer.convert(Point(x: 100, y: 50), to: root), Point(x: 200 - d, y: 125), tolerance: tolerance)
        expectClose(layer.frame, Rect(x: 200 - d, y: 75, width: 0, height: 50), tolerance: tolerance)
        // Drawing puts it at the same place.
        let list = DisplayList(snapshot: Evaluator.snapshot(of: root, parentTime: 0), size: root.bounds.size)
        let drawn = try #require(list.items.compactMap { item -> Lamina.AffineTransform? in
            if case let .fill(_, color, _, transform) = item, color == .white { return transform }
            return nil
        }.first)
        expectClose(Point(x: 50, y: 25).applying(drawn), Point(x: 200 - d, y: 100), tolerance: tolerance)
    }

    /// Under a superlayer's perspective (`m34` = −1/500) an unturned layer with `anchorPointZ`
    /// `d` lies `d` behind its superlayer's plane, so it shows scaled by 1 / (1 + d/500) about
    /// the superlayer's anchor point.
    @Test(arguments: [0.0, 100, -250])
    func anchorPointZMovesALayerInDepthUnderPerspective(d: Double) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
        let stage = Layer()
        stage.bounds = root.bounds
        stage.position = Point(x: 200, y: 200)
        stage.sublayerTransform.m34 = -1.0 / 500
        root.addSublayer(stage)
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.position = Point(x: 250, y: 150)
        layer.anchorPointZ = d
        stage.addSublayer(layer)
        let scale = 1 / (1 + d / 500)
        // The layer's corner (0, 0) sits at (200, 100) in the stage, (0, -100) from its anchor.
        expectClose(layer.convert(Point(x: 0, y: 0), to: root), Point(x: 200, y: 200 - 100 * scale),
                    tolerance: Tolerance(absolute: 1e-9))
        expectClose(layer.convert(Point(x: 100, y: 100), to: root), Point(x: 200 + 100 * scale, y: 200),
                    tolerance: Tolerance(absolute: 1e-9))
        // And back: the root's point finds the layer's.
        expectClose(layer.convert(Point(x: 200 + 100 * scale, y: 200), from: root), Point(x: 100, y: 100),
                    tolerance: Tolerance(absolute: 1e-9))
    }

    @Test func siblingsDrawAndHitInOneOrder() {
        let order = LayerGeometry.drawingOrder([(0, 1.0), (1, 0.0), (2, 1.0), (3, -1.0)]) { $0.1 }
        #expect(order.map(\.0) == [3, 1, 0, 2])
    }
}
