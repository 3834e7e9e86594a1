import Foundation
import Lamina
import LaminaControls
import LaminaRender
import Testing

@Suite struct DropIndicatorTests {
    /// The screen angle, in [0, 2π), of the point at fraction `fraction` along `piece`'s path.
    private func angle(of piece: ShapeLayer, at fraction: Double, centre: Point) throws -> Double {
        let measure = PathMeasure(try #require(piece.path))
        let p = try #require(measure.point(atDistance: fraction * measure.length))
        let a = atan2(p.y - centre.y, p.x - centre.x)
        return a < 0 ? a + 2 * .pi : a
    }

    /// The difference `b - a` wrapped into (-π, π].
    private func turn(from a: Double, to b: Double) -> Double {
        var d = (b - a).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi }
        if d <= -.pi { d += 2 * .pi }
        return d
    }

    @Test(arguments: [1, 2, 3, 5, 7, 12, 13, 17])
    func headsAreEvenlySpaced(count: Int) throws {
        for direction in DropIndicator.Direction.allCases {
            let indicator = DropIndicator(dropCount: count, direction: direction)
            let centre = Point(60, 60)
            #expect(indicator.pieces.count == count)
            let heads = try indicator.pieces.map { try angle(of: $0[0], at: $0[0].strokeEnd, centre: centre) }
            for i in 0..<count {
                let step = turn(from: heads[i], to: heads[(i + 1) % count])
                let expected = count == 1 ? 0 : turn(from: 0, to: direction.sign * 2 * .pi / Double(count))
                #expect(abs(step - expected) < 1e-3, "\(count) drops \(direction), drop \(i)")
            }
            for (i, drop) in indicator.pieces.enumerated() {
                for (j, piece) in drop.enumerated() { #expect(piece.name == "drop-\(i)-\(j)") }
            }
        }
    }

    @Test(arguments: [(0.1, 0.01), (0.25, 0.01), (0.05, 0.02), (0.5, 0.001), (0.3, 0.07)])
    func tailsTaperStrictlyAndStayPositive(length: Double, element: Double) throws {
        let indicator = DropIndicator(dropCount: 3, dropLength: length, elementLength: element, headWidth: 9)
        for drop in indicator.pieces {
            #expect(drop.count == indicator.piecesPerDrop)
            #expect(drop[0].lineWidth == 9)
            #expect(drop[0].lineCap == .round)
            for j in 1..<drop.count {
                #expect(drop[j].lineWidth < drop[j - 1].lineWidth)
                #expect(abs(drop[j].strokeEnd - drop[j - 1].strokeStart) < 1e-12)  // shifted back, end to start
            }
            #expect(drop.last!.lineWidth > 0)
            #expect(drop.last!.strokeStart >= 0)
            #expect(abs(drop[0].strokeEnd - length) < 1e-12)
        }
    }

    @Test func theCircleIsInsetByTheLineWidthAndFollowsTheSize() throws {
        let indicator = DropIndicator(headWidth: 10, size: Size(width: 100, height: 80))
        #expect(indicator.radius == 35)
        indicator.size = Size(width: 200, height: 300)
        #expect(indicator.radius == 95)
        let box = try #require(indicator.pieces[0][0].path).boundingBox
        #expect(abs(box.size.width - 190) < 0.05, "\(box)")
        #expect(abs(box.origin.x - 5) < 0.05, "\(box)")
        #expect(indicator.dropsLayer.position == Point(100, 150))
        #expect(indicator.layer.bounds.size == Size(width: 200, height: 300))
    }

    @Test func bothDirectionsTurnTheRightWay() throws {
        for direction in DropIndicator.Direction.allCases {
            let scene = DropIndicatorScene { $0.direction = direction; $0.timingFunction = .linear; $0.period = 2 }
            let drops = try #require(scene.advance(to: 0.5).layer(named: "drops"))
            // A quarter turn: +90° on screen (clockwise, y down) or -90°.
            #expect(abs(drops.transform.m12 - direction.sign) < 1e-9, "\(direction)")
            #expect(abs(drops.transform.m11) < 1e-9)
            // Each head leads its tail in the direction of travel.
            let drop = scene.indicator.pieces[0]
            let centre = Point(80, 80)
            let head = try angle(of: drop[0], at: drop[0].strokeEnd, centre: centre)
            let tail = try angle(of: drop.last!, at: drop.last!.strokeStart, centre: centre)
            #expect(turn(from: tail, to: head) * direction.sign > 0)
        }
    }

    @Test(arguments: [TimingFunction.easeIn, .easeOut, TimingFunction(controlPoints: 0.1, 0.9, 0.2, 1)])
    func timingFunctionsReachTheRotation(function: TimingFunction) throws {
        let scene = DropIndicatorScene { $0.timingFunction = function; $0.period = 1 }
        let turn = try #require(scene.indicator.dropsLayer.animation(forKey: "turn"))
        #expect(turn.timingFunction == function)
        let drops = try #require(scene.advance(to: 0.25).layer(named: "drops"))
        let expected = 2 * Double.pi * function.value(at: 0.25)
        #expect(abs(atan2(drops.transform.m12, drops.transform.m11) - atan2(sin(expected), cos(expected))) < 1e-6)
    }

    @Test func aDropAcrossTheStartOfTheCircleIsDrawnWhole() throws {
        // One drop of a fifth of the circle, centred on the circle's start (3 o'clock): the seed
        // lost exactly this drop. Both sides of the start must be painted.
        let scene = DropIndicatorScene(size: Size(width: 160, height: 160)) {
            $0.dropCount = 1; $0.dropLength = 0.2; $0.headWidth = 12; $0.color = .white
        }
        let image = Renderer().render(snapshot: scene.advance(to: 0), size: scene.size, scale: 1,
                                      background: scene.background)
        let centre = Point(100, 100)
        let r = scene.indicator.radius
        for degrees in [-30.0, -15, -3, 0, 3, 15, 30] {
            let a = degrees * .pi / 180
            let x = Int((centre.x + r * cos(a)).rounded(.down)), y = Int((centre.y + r * sin(a)).rounded(.down))
            let p = image.rgb(x, y)
            #expect(p.r + p.g + p.b > 300, "at \(degrees)°: \(p)")
        }
        // And nothing opposite.
        let far = image.rgb(Int(centre.x - r), Int(centre.y))
        #expect(far.r + far.g + far.b < 150)
    }

    @Test func everyFrameShowsTheDrops() throws {
        for count in [1, 5, 12] {
            let scene = DropIndicatorScene { $0.dropCount = count }
            for t in stride(from: 0.0, through: 3.0, by: 0.37) {
                let image = Renderer().render(snapshot: scene.advance(to: t), size: scene.size, scale: 1,
                                              background: scene.background)
                let painted = image.count(differingFrom: (26, 31, 46), in: (0..<200, 0..<200))
                #expect(painted > 40 * count, "\(count) drops at \(t)")
            }
        }
    }
}
