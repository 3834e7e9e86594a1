import Foundation
import Lamina
import LaminaRender
import LaminaTestSupport
import Testing

/// True perspective (issue #28), against closed forms: a layer of size w × h whose anchor sits at
/// the stage's anchor `C`, turned by θ about y under the stage's `sublayerTransform.m34 = -1/d`,
/// takes its point (u, v) from its centre to
///
///     C + (u·cos θ, v) / (1 + u·sin θ / d)           (about x: C + (u, v·cos θ) / (1 − v·sin θ / d))
///
/// so its edges taper: the edge nearer the eye is taller than the farther one.
@Suite struct PerspectiveRenderTests {
    enum Axis: CaseIterable { case x, y }

    /// The closed form above, or `nil` behind the eye.
    static func project(_ u: Double, _ v: Double, angle: Double, axis: Axis, d: Double, centre c: Point) -> Point? {
        switch axis {
        case .y:
            let w = 1 + u * sin(angle) / d
            return w > 0 ? Point(x: c.x + u * cos(angle) / w, y: c.y + v / w) : nil
        case .x:
            let w = 1 - v * sin(angle) / d
            return w > 0 ? Point(x: c.x + u / w, y: c.y + v * cos(angle) / w) : nil
        }
    }

    /// A 400 × 300 frame with a stage (its anchor, the perspective's centre, at (200, 150)) and a
    /// w × h card on the stage's anchor, turned by `angle` about `axis`.
    static func scene(size: Size = Size(200, 140), angle: Double, axis: Axis, d: Double,
                      color: Color = .black) -> (root: Layer, stage: Layer, card: Layer) {
        let stage = Layer()
        stage.bounds = Rect(0, 0, 400, 300)
        stage.position = Point(200, 150)
        stage.sublayerTransform.m34 = -1 / d
        let card = Layer()
        card.bounds = Rect(origin: .zero, size: size)
        card.position = Point(200, 150)
        card.backgroundColor = color
        card.transform = axis == .y ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            : Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
        stage.addSublayer(card)
        return (makeRoot(Size(400, 300), stage), stage, card)
    }

    /// The signed distance from `p` to the convex polygon's boundary: positive inside.
    static func insideDistance(_ p: Point, _ polygon: [Point]) -> Double {
        // Orientation-free: the polygon's winding decides which side is inside.
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        let sign: Double = area > 0 ? 1 : -1
        var distance = Double.infinity
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let ex = b.x - a.x, ey = b.y - a.y
            let length = (ex * ex + ey * ey).squareRoot()
            guard length > 0 else { continue }
            distance = min(distance, sign * (ex * (p.y - a.y) - ey * (p.x - a.x)) / length)
        }
        return distance
    }

    /// Pixels whose centres lie more than a pixel inside the polygon are covered, those more than
    /// a pixel outside are not, and the covered area is the polygon's within its perimeter's
    /// half-pixel band: the drawn edges are where projection puts them, within one pixel.
    static func expectCoverage(_ image: ImageBuffer, matches polygon: [Point], _ label: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        var wrongInside = 0, wrongOutside = 0, coverage = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = Double(255 - image.rgba(x, y).r) / 255  // black on white: coverage
                coverage += alpha
                let distance = insideDistance(Point(Double(x) + 0.5, Double(y) + 0.5), polygon)
                if distance > 1, alpha < 0.9 { wrongInside += 1 }
                if distance < -1, alpha > 0.1 { wrongOutside += 1 }
            }
        }
        var area = 0.0, perimeter = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
            perimeter += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        area = abs(area) / 2
        #expect(wrongInside == 0 && wrongOutside == 0,
                "\(label): \(wrongInside) pixels uncovered inside, \(wrongOutside) covered outside", sourceLocation: sourceLocation)
        #expect(abs(coverage - area) <= perimeter / 2, "\(label): covered \(coverage) px², polygon \(area) px²",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: Axis.allCases)
    func projectedCornersWithinOnePixelForASweep(axis: Axis) {
        for degrees in [-75.0, -40, 20, 60, 80, 125, 200] {
            for d in [300.0, 500, 1200] {
                let angle = degrees * .pi / 180
                let (root, _, _) = Self.scene(angle: angle, axis: axis, d: d)
                let image = render(root)
                let corners = [(-100.0, -70.0), (100, -70), (100, 70), (-100, 70)].map {
                    Self.project($0.0, $0.1, angle: angle, axis: axis, d: d, centre: Point(200, 150))!
                }
                Self.expectCoverage(image, matches: corners, "\(axis) \(degrees)°, d = \(d)")
            }
        }
    }

    /// The case: 200 × 140 turned 60° about y under m34 = −1/500. Its near edge is
    /// (1 + 100·sin 60°/500) / (1 − 100·sin 60°/500) = 1.419 times as tall as its far edge.
    @Test func nearEdgeIsOnePointFourTwoTimesTheFarEdge() {
        let angle = Double.pi / 3, d = 500.0
        let (root, _, _) = Self.scene(angle: angle, axis: .y, d: d)
        let image = render(root)
        let near = Self.project(-100, 70, angle: angle, axis: .y, d: d, centre: Point(200, 150))!
        let far = Self.project(100, 70, angle: angle, axis: .y, d: d, centre: Point(200, 150))!
        #expect(abs((near.y - 150) / (far.y - 150) - 1.419) < 0.001)
        /// The drawn height of the column at `x`, against the closed form there.
        func heights(atColumn x: Int) -> (drawn: Double, expected: Double) {
            let drawn = (0..<image.height).reduce(0.0) { $0 + Double(255 - image.rgba(x, $1).r) / 255 }
            // The column's centre X is u·cos θ / (1 + u·sin θ/d) from C: solve for u.
            let X = Double(x) + 0.5 - 200
            let u = X / (cos(angle) - X * sin(angle) / d)
            return (drawn, 140 / (1 + u * sin(angle) / d))
        }
        let nearColumn = heights(atColumn: Int(near.x.rounded(.up)) + 1)
        let farColumn = heights(atColumn: Int(far.x.rounded(.down)) - 2)
        #expect(abs(nearColumn.drawn - nearColumn.expected) < 1, "near column \(nearColumn)")
        #expect(abs(farColumn.drawn - farColumn.expected) < 1, "far column \(farColumn)")
        #expect(nearColumn.drawn / farColumn.drawn > 1.38, "tapers: \(nearColumn.drawn) / \(farColumn.drawn)")
    }

    /// An image's content follows the plane: a card whose contents are black over its top half and
    /// white below shows the boundary along the projected middle line, and the black part's
    /// outline is the projected top half.
    @Test func aTurnedImageTapersAsProjected() {
        let angle = 50 * Double.pi / 180, d = 400.0
        let (root, _, card) = Self.scene(angle: angle, axis: .y, d: d, color: .white)
        var pixels = [UInt8](repeating: 255, count: 200 * 140 * 4)
        for y in 0..<70 { for x in 0..<200 { let i = (y * 200 + x) * 4; pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0 } }
        card.contents = ImageBuffer(width: 200, height: 140, pixels: pixels)
        let image = render(root)
        let top = [(-100.0, -70.0), (100, -70), (100, 0), (-100, 0)].map {
            Self.project($0.0, $0.1, angle: angle, axis: .y, d: d, centre: Point(200, 150))!
        }
        Self.expectCoverage(image, matches: top, "the image's black half")
    }

    // MARK: - isDoubleSided

    @Test(arguments: [false, true])
    func aLayerSeenFromBehindIsCulledUnlessDoubleSided(doubleSided: Bool) {
        for degrees in [100.0, 180, 250] {
            let (root, _, card) = Self.scene(angle: degrees * .pi / 180, axis: .y, d: 500)
            card.isDoubleSided = doubleSided
            let drawn = render(root).rgba(200, 150)
            #expect(drawn == (doubleSided ? .black : .white), "\(degrees)°: \(drawn)")
        }
        // Facing the viewer, it draws either way.
        let (root, _, card) = Self.scene(angle: 0.3, axis: .y, d: 500)
        card.isDoubleSided = doubleSided
        #expect(render(root).rgba(200, 150) == .black)
    }

    /// A card flip: a transform layer holding a front face and a back face turned half round,
    /// both single-sided. Turned through a whole turn, the front shows while it faces the viewer
    /// and the back otherwise.
    @Test func aCardFlipShowsOneFaceAtATime() {
        for degrees in stride(from: 0.0, to: 360, by: 20) where abs(cos(degrees * .pi / 180)) > 0.2 {
            let (root, stage, _) = Self.scene(angle: 0, axis: .y, d: 600)
            stage.sublayers.forEach { $0.removeFromSuperlayer() }
            let flip = TransformLayer()
            flip.position = Point(200, 150)
            flip.transform = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
            let front = makeSquare(Rect(-100, -70, 200, 140), .red), back = makeSquare(Rect(-100, -70, 200, 140), .blue)
            back.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
            front.isDoubleSided = false
            back.isDoubleSided = false
            flip.addSublayer(front)
            flip.addSublayer(back)
            stage.addSublayer(flip)
            let expected: RGBA = cos(degrees * .pi / 180) > 0 ? .red : .blue
            let drawn = render(root).rgba(200, 150)
            #expect(drawn.isClose(to: expected), "\(degrees)°: \(drawn)")
        }
    }

    // MARK: - Depth order in a transform layer

    /// Two faces 40 points apart in z in a transform layer turned about y through 360°: the one
    /// nearer the eye (red at +20 while cos θ > 0) covers the middle of the frame, whatever the
    /// order they were added in.
    @Test(arguments: [false, true])
    func depthOrderFollowsTheTurn(redFirst: Bool) {
        for degrees in stride(from: 0.0, to: 360, by: 15) where abs(cos(degrees * .pi / 180)) > 0.3 {
            let (root, stage, _) = Self.scene(angle: 0, axis: .y, d: 600)
            stage.sublayers.forEach { $0.removeFromSuperlayer() }
            let box = TransformLayer()
            box.position = Point(200, 150)
            box.transform = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
            let red = makeSquare(Rect(-100, -70, 200, 140), .red), blue = makeSquare(Rect(-100, -70, 200, 140), .blue)
            red.zPosition = 20
            blue.zPosition = -20
            for face in redFirst ? [red, blue] : [blue, red] { box.addSublayer(face) }
            stage.addSublayer(box)
            let expected: RGBA = cos(degrees * .pi / 180) > 0 ? .red : .blue
            let drawn = render(root).rgba(200, 150)
            #expect(drawn.isClose(to: expected), "\(degrees)°: \(drawn)")
            // Hit testing agrees with drawing.
            let hit = Timeline(rootLayer: root).hitTest(Point(200.5, 150.5))
            #expect(hit === (expected == .red ? red : blue), "\(degrees)°: hit \(String(describing: hit?.backgroundColor))")
        }
    }

    /// Planes that cross are not split: the one whose centre is farther is drawn first, so the
    /// nearer centre's plane covers the crossing (the documented order).
    @Test func crossingPlanesAreOrderedByTheirCentres() {
        let (root, stage, _) = Self.scene(angle: 0, axis: .y, d: 600)
        stage.sublayers.forEach { $0.removeFromSuperlayer() }
        let box = TransformLayer()
        box.position = Point(200, 150)
        // Two planes crossing at x = 0, one turned 30° each way, the red one's centre moved 10 nearer.
        let red = makeSquare(Rect(-100, -70, 200, 140), .red), blue = makeSquare(Rect(-100, -70, 200, 140), .blue)
        red.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
        red.zPosition = 10
        blue.transform = Transform3D(rotationAngle: -0.5, x: 0, y: 1, z: 0)
        box.addSublayer(red)
        box.addSublayer(blue)
        stage.addSublayer(box)
        let image = render(root)
        // On the left the blue plane is in front in space, but red's centre is nearer: red shows.
        #expect(image.rgba(150, 150).isClose(to: .red), "\(image.rgba(150, 150))")
        #expect(image.rgba(250, 150).isClose(to: .red), "\(image.rgba(250, 150))")
    }

    /// A replicator's second copy, moved 60 points away along z and tinted blue: flattened (the
    /// default) it is drawn over the first at the same size, in instance order; with
    /// `preservesDepth` it keeps its depth, shrinks under the stage's perspective and is drawn
    /// behind the red first copy.
    @Test(arguments: [false, true])
    func aReplicatorThatPreservesDepthSortsItsCopies(preservesDepth: Bool) {
        let (root, stage, _) = Self.scene(angle: 0, axis: .y, d: 500)
        stage.sublayers.forEach { $0.removeFromSuperlayer() }
        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(0, 0, 200, 140)
        replicator.position = Point(200, 150)
        replicator.instanceCount = 2
        replicator.instanceTransform = Transform3D(translationX: 0, y: 0, z: -60)
        replicator.instanceColor = .red
        replicator.instanceRedOffset = -1
        replicator.instanceBlueOffset = 1
        replicator.preservesDepth = preservesDepth
        replicator.addSublayer(makeSquare(Rect(0, 0, 200, 140), .white))
        stage.addSublayer(replicator)
        let image = render(root)
        #expect(image.rgba(200, 150).isClose(to: preservesDepth ? .red : .blue), "\(image.rgba(200, 150))")
        // The far copy's corner: (−100, −70) from the centre at 500 / 560 of the size, under the red one.
        #expect(image.rgba(101, 81).isClose(to: preservesDepth ? .red : .blue), "\(image.rgba(101, 81))")
    }

    // MARK: - Behind the eye

    /// A plane that reaches behind the eye (80° about y, eye 100 points away, 400 points wide)
    /// is clipped there: every pixel drawn comes from a point of the card in front of the eye,
    /// by the closed form's inverse, so nothing is drawn inverted.
    @Test func geometryBehindTheEyeIsClippedNotInverted() {
        let angle = 80 * Double.pi / 180, d = 100.0
        let (root, _, _) = Self.scene(size: Size(400, 140), angle: angle, axis: .y, d: d)
        let image = render(root)
        var drawn = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(x, y).r < 128 {
                drawn += 1
                // Invert the closed form: X = u·cos θ / w, Y = v / w with w = 1 + u·sin θ / d.
                let X = Double(x) + 0.5 - 200, Y = Double(y) + 0.5 - 150
                let u = X / (cos(angle) - X * sin(angle) / d)
                let w = 1 + u * sin(angle) / d
                let v = Y * w
                #expect(w > 0 && abs(u) <= 201 && abs(v) <= 71, "pixel (\(x), \(y)) from u \(u), v \(v), w \(w)")
                if !(w > 0 && abs(u) <= 201 && abs(v) <= 71) { return }
            }
        }
        #expect(drawn > 1000, "the part in front of the eye is drawn (\(drawn) pixels)")
    }

    /// Perspective with values that are huge, tiny, infinite or not numbers draws something or
    /// nothing, and returns.
    @Test func hostilePerspectiveNeitherCrashesNorHangs() {
        let values: [Double] = [-1e300, -1e-300, 1e300, -.infinity, .nan, -1, 1, -1e6]
        for m34 in values {
            for angle in [0.0, 1.0, 3.0, .nan] {
                let (root, stage, card) = Self.scene(angle: angle, axis: .y, d: 500)
                stage.sublayerTransform.m34 = m34
                card.transform.m44 = m34 == 1 ? -1 : 1
                _ = render(root)
                _ = Timeline(rootLayer: root).hitTest(Point(200, 150))
            }
        }
        let (root, _, card) = Self.scene(angle: 1, axis: .y, d: 500)
        card.transform.m41 = 1e308
        card.transform.m24 = 1e-3
        _ = render(root)
        // Forty planes in perspective, each inside the last: each nested plane gets half its
        // plane's pixels, so the chain's memory and time stay bounded; the outermost still draws.
        let (chainRoot, _, outer) = Self.scene(angle: 0.4, axis: .y, d: 300)
        var parent = outer
        for _ in 0..<40 {
            let inner = makeSquare(Rect(20, 20, 160, 100), .white)
            inner.transform = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
            parent.sublayerTransform.m34 = -1 / 300
            parent.addSublayer(inner)
            parent = inner
        }
        let image = render(chainRoot)
        let edge = Self.project(-90, 0, angle: 0.4, axis: .y, d: 300, centre: Point(200, 150))!
        #expect(image.rgba(at: edge) == .black, "the outer card at \(edge): \(image.rgba(at: edge))")
        #expect(image.rgba(200, 150).isClose(to: .white), "the first plane inside it: \(image.rgba(200, 150))")
    }

    // MARK: - Hit testing and convert

    /// A tap inside the near edge's extra height finds the card; one at the same height beside
    /// the far edge (outside the taper) does not.
    @Test func hitTestingFollowsTheTaper() {
        let angle = Double.pi / 3, d = 500.0
        let (root, stage, card) = Self.scene(angle: angle, axis: .y, d: d)
        let timeline = Timeline(rootLayer: root)
        let c = Point(200, 150)
        let nearTop = Self.project(-100, -70, angle: angle, axis: .y, d: d, centre: c)!
        let farTop = Self.project(100, -70, angle: angle, axis: .y, d: d, centre: c)!
        // 3 points in from the near edge and 2 below its top: inside.
        #expect(timeline.hitTest(Point(nearTop.x + 3, nearTop.y + 2)) === card)
        // Beside the far edge at the near edge's height: above the far edge's top, so outside.
        #expect(timeline.hitTest(Point(farTop.x - 3, nearTop.y + 2)) === stage)
        // convert finds the card's corner where the closed form puts it, and back.
        let corner = card.convert(Point(0, 0), to: nil)
        #expect(abs(corner.x - nearTop.x) < 1e-9 && abs(corner.y - nearTop.y) < 1e-9)
        let back = card.convert(nearTop, from: nil)
        #expect(abs(back.x) < 1e-7 && abs(back.y) < 1e-7)
        // Seen from behind and single-sided, it is not hit.
        card.transform = Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0)
        card.isDoubleSided = false
        #expect(timeline.hitTest(c) === stage)
    }

    /// `zPosition` moves a layer along z: under m34 = −1/500 a layer at zPosition 100 shows
    /// 1 / (1 − 100/500) = 1.25 times as large about the perspective's centre; without
    /// perspective siblings still draw in `zPosition` order and it moves nothing.
    @Test func zPositionIsATranslationInZ() {
        let (root, _, card) = Self.scene(angle: 0, axis: .y, d: 500)
        card.zPosition = 100
        let corner = card.convert(Point(0, 0), to: nil)
        #expect(abs(corner.x - (200 - 100 * 1.25)) < 1e-9 && abs(corner.y - (150 - 70 * 1.25)) < 1e-9, "\(corner)")
        let image = render(root)
        #expect(image.rgba(200 - 123, 150) == .black)
        #expect(image.rgba(200 - 127, 150) == .white)
        // Flat: the same layer at zPosition 100 is where its frame says, above its sibling.
        let flat = makeSquare(Rect(10, 10, 50, 50), .red), under = makeSquare(Rect(10, 10, 50, 50), .blue)
        flat.zPosition = 100
        let flatRoot = makeRoot(Size(100, 100), flat, under)
        #expect(flat.convert(Point(0, 0), to: nil) == Point(10, 10))
        let flatImage = render(flatRoot)
        #expect(flatImage.rgba(11, 11) == .red && flatImage.rgba(9, 9) == .white)
    }

    // MARK: - The gallery's scenes

    /// The scene `name` of Examples/ at `time`, rendered.
    static func example(_ name: String, at time: Double) throws -> ImageBuffer {
        let url = BuiltLamina.repositoryRoot.appendingPathComponent("Examples/\(name)")
        let composition = Composition(document: try SceneDocument(contentsOf: url), name: name)
        return Renderer().render(snapshot: try composition.playback().presentation(at: time), size: composition.size,
                                 background: composition.background)
    }

    /// The card flip shows its blue front, then (turned half round, held) its orange back,
    /// unmirrored, and never both.
    @Test func theCardFlipExampleShowsFrontThenBack() throws {
        let front = try Self.example("card-flip.json", at: 0).rgba(160 - 70, 120)
        let back = try Self.example("card-flip.json", at: 1.5).rgba(160 - 70, 120)
        #expect(front.isClose(to: RGBA(10, 132, 255)), "front \(front)")
        #expect(back.isClose(to: RGBA(255, 159, 10)), "back \(back)")
    }

    /// The cube shows one face square on between turns (160 points wide at the stage's depth),
    /// and the next face after each quarter turn.
    @Test func theCubeExampleTurnsAFaceAtATime() throws {
        let first = try Self.example("cube-transition.json", at: 0)
        #expect(first.rgba(160, 60).isClose(to: RGBA(48, 209, 88)), "\(first.rgba(160, 60))")
        #expect(first.rgba(81, 120).isClose(to: RGBA(48, 209, 88)) && first.rgba(78, 120).isClose(to: RGBA(28, 28, 30)))
        let second = try Self.example("cube-transition.json", at: 1)
        #expect(second.rgba(160, 60).isClose(to: RGBA(10, 132, 255)), "\(second.rgba(160, 60))")
    }
}
