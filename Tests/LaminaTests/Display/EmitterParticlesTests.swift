import Foundation
import Testing
@testable import Lamina

/// The closed-form particles of `EmitterParticles` against their rules: counts against
/// birthRate × lifetime, draws inside their ranges, birth places on each emitter shape, nested
/// cells, render-mode order, cell timing, the multipliers and the limits.
@Suite struct EmitterParticlesTests {
    static func emitter(_ cells: [EmitterCell], _ configure: (inout EmitterProperties) -> Void = { _ in }) -> EmitterProperties {
        var e = EmitterProperties()
        e.emitterCells = cells
        e.emitterPosition = Point(x: 100, y: 100)
        configure(&e)
        return e
    }

    static func cell(_ configure: (inout EmitterCell) -> Void) -> EmitterCell {
        var c = EmitterCell()
        configure(&c)
        return c
    }

    @Test func countIsBirthRateTimesLifetimeOnceTheFirstParticlesDie() {
        let e = Self.emitter([Self.cell { $0.birthRate = 50; $0.lifetime = 2 }])
        // One birth in every 1/50 s: before the first death the count is 50 t, within one.
        for t in [0.1, 0.5, 1.0, 1.9] {
            #expect(abs(Double(EmitterParticles(e, localTime: t).count) - 50 * t) <= 1, "t = \(t)")
        }
        for t in [2.5, 7.25, 60.0, 3600.0] {
            #expect(abs(EmitterParticles(e, localTime: t).count - 100) <= 1, "t = \(t)")
        }
        #expect(EmitterParticles(e, localTime: 0).count == 0)
        #expect(EmitterParticles(e, localTime: -1).count == 0)
    }

    @Test func lifetimeRangeKeepsTheMeanCountWithinSamplingError() {
        // Lifetimes uniform in 1...3 (mean 2): 100 live on average; the count's standard
        // deviation is sqrt(100 / 6) ≈ 4.1, so 4σ is 17.
        let e = Self.emitter([Self.cell { $0.birthRate = 50; $0.lifetime = 2; $0.lifetimeRange = 1 }])
        var total = 0
        for step in 0..<40 {
            let count = EmitterParticles(e, localTime: 5 + Double(step) * 0.37).count
            #expect(abs(count - 100) <= 17, "count \(count)")
            total += count
        }
        #expect(abs(Double(total) / 40 - 100) <= 4)
        // Every live particle's lifetime is inside its range and longer than its age.
        for p in EmitterParticles(e, localTime: 9).particles {
            #expect(p.lifetime >= 1 && p.lifetime <= 3 && p.age < p.lifetime)
        }
    }

    @Test func theLayerMultipliersScaleRateAndLifetime() {
        let e = Self.emitter([Self.cell { $0.birthRate = 10; $0.lifetime = 1 }]) { $0.birthRate = 3; $0.lifetime = 2 }
        #expect(abs(EmitterParticles(e, localTime: 10).count - 60) <= 1)
    }

    @Test func velocitiesAndDirectionsStayInTheirRanges() {
        let range = Double.pi / 6
        let e = Self.emitter([Self.cell {
            $0.birthRate = 400; $0.lifetime = 5; $0.velocity = 100; $0.velocityRange = 20
            $0.emissionLongitude = .pi / 2; $0.emissionRange = range
        }]) { $0.velocity = 1.5 }
        let particles = EmitterParticles(e, localTime: 4).particles
        #expect(particles.count > 1500)
        var speeds: [Double] = [], angles: [Double] = []
        for p in particles {
            let v = p.initialVelocity
            let speed = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
            speeds.append(speed)
            // The angle from the axis (0, 1, 0): straight down on a y-down screen.
            angles.append(acos(min(max(v[1] / speed, -1), 1)))
        }
        #expect(speeds.allSatisfy { $0 >= 120 - 1e-9 && $0 <= 180 + 1e-9 })
        let meanSpeed = speeds.reduce(0, +) / Double(speeds.count)
        #expect(abs(meanSpeed - 150) < 2)
        #expect(speeds.min()! < 122 && speeds.max()! > 178)
        #expect(angles.allSatisfy { $0 <= range + 1e-9 })
        #expect(angles.max()! > range * 0.97)
        // Uniform over the cone's cap: half the directions within the angle whose cap has half
        // its area (cos θ = (1 + cos range) / 2).
        let half = acos((1 + cos(range)) / 2)
        let inner = Double(angles.filter { $0 < half }.count) / Double(angles.count)
        #expect(abs(inner - 0.5) < 0.05)
    }

    @Test func aParticleMovesInClosedForm() {
        let e = Self.emitter([Self.cell {
            $0.birthRate = 5; $0.lifetime = 10; $0.velocity = 30; $0.emissionRange = .pi
            $0.xAcceleration = 4; $0.yAcceleration = 10; $0.spin = 2; $0.scale = 0.5; $0.scaleSpeed = 0.1
            $0.color = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1); $0.alphaSpeed = -0.05; $0.redSpeed = 0.1
        }])
        let particles = EmitterParticles(e, localTime: 6).particles
        #expect(abs(particles.count - 30) <= 1)
        for p in particles {
            let a = p.age, v = p.initialVelocity
            #expect(abs(p.position.x - (100 + v[0] * a + 2 * a * a)) < 1e-9)
            #expect(abs(p.position.y - (100 + v[1] * a + 5 * a * a)) < 1e-9)
            #expect(abs(p.z - v[2] * a) < 1e-9)
            #expect(abs(p.angle - 2 * a) < 1e-9)
            #expect(abs(p.scale - (0.5 + 0.1 * a)) < 1e-9)
            #expect(abs(p.color.alpha - max(1 - 0.05 * a, 0)) < 1e-9)
            #expect(abs(p.color.red - min(0.5 + 0.1 * a, 1)) < 1e-9)
            #expect(abs(p.birthTime + p.age - 6) < 1e-9)
        }
    }

    /// Particles just born (velocity 0), so each sits on its birth place.
    static func birthPlaces(_ shape: EmitterShape, _ mode: EmitterMode) -> [(Double, Double, Double)] {
        let e = Self.emitter([Self.cell { $0.birthRate = 2000; $0.lifetime = 1 }]) {
            $0.emitterShape = shape; $0.emitterMode = mode
            $0.emitterSize = Size(width: 80, height: 40); $0.emitterDepth = 20; $0.emitterZPosition = 5
        }
        return EmitterParticles(e, localTime: 0.5).particles.map { ($0.position.x - 100, $0.position.y - 100, $0.z - 5) }
    }

    @Test(arguments: EmitterShape.allCases)
    func eachShapeAndModePutsBirthsWhereItShould(shape: EmitterShape) {
        let close = 1e-9
        for mode in EmitterMode.allCases {
            let places = Self.birthPlaces(shape, mode)
            #expect(places.count == 1000, "\(shape) \(mode)")
            for (x, y, z) in places {
                let r = (x * x + y * y).squareRoot(), r3 = (x * x + y * y + z * z).squareRoot()
                let ok: Bool
                switch (shape, mode) {
                case (.point, _), (.circle, .points), (.sphere, .points):
                    ok = r3 < close
                case (.line, .points):
                    ok = abs(abs(x) - 40) < close && abs(y) < close && abs(z) < close
                case (.line, _):
                    ok = abs(x) <= 40 && abs(y) < close && abs(z) < close
                case (.rectangle, .points):
                    ok = abs(abs(x) - 40) < close && abs(abs(y) - 20) < close && abs(z) < close
                case (.rectangle, .outline):
                    ok = abs(x) <= 40 + close && abs(y) <= 20 + close && abs(z) < close
                        && (abs(abs(x) - 40) < close || abs(abs(y) - 20) < close)
                case (.rectangle, _):
                    ok = abs(x) <= 40 && abs(y) <= 20 && abs(z) < close
                case (.cuboid, .points):
                    ok = abs(abs(x) - 40) < close && abs(abs(y) - 20) < close && abs(abs(z) - 10) < close
                case (.cuboid, .outline):
                    // On an edge: at least two coordinates on their faces.
                    let onFaces = [abs(abs(x) - 40) < close, abs(abs(y) - 20) < close, abs(abs(z) - 10) < close]
                    ok = onFaces.filter { $0 }.count >= 2 && abs(x) <= 40 + close && abs(y) <= 20 + close && abs(z) <= 10 + close
                case (.cuboid, .surface):
                    let onFaces = [abs(abs(x) - 40) < close, abs(abs(y) - 20) < close, abs(abs(z) - 10) < close]
                    ok = onFaces.contains(true) && abs(x) <= 40 + close && abs(y) <= 20 + close && abs(z) <= 10 + close
                case (.cuboid, .volume):
                    ok = abs(x) <= 40 && abs(y) <= 20 && abs(z) <= 10
                case (.circle, .outline):
                    ok = abs(r - 40) < 1e-6 && abs(z) < close
                case (.circle, _):
                    ok = r <= 40 + close && abs(z) < close
                case (.sphere, .volume):
                    ok = r3 <= 40 + close
                case (.sphere, _):
                    ok = abs(r3 - 40) < 1e-6
                }
                #expect(ok, "\(shape) \(mode): (\(x), \(y), \(z))")
                if !ok { break }
            }
        }
    }

    @Test func areaModesSpreadBirthsEvenly() {
        // A disc: a quarter of the births within half the radius.
        let disc = Self.birthPlaces(.circle, .surface)
        let inner = Double(disc.filter { ($0.0 * $0.0 + $0.1 * $0.1).squareRoot() < 20 }.count) / Double(disc.count)
        #expect(abs(inner - 0.25) < 0.04)
        // A line: each half of it gets half.
        let line = Self.birthPlaces(.line, .volume)
        #expect(abs(Double(line.filter { $0.0 < 0 }.count) / Double(line.count) - 0.5) < 0.05)
        #expect(line.map(\.0).min()! < -38 && line.map(\.0).max()! > 38)
    }

    @Test func theSameSeedMakesTheSameParticlesAndAnotherDoesNot() {
        let cells = [Self.cell { $0.birthRate = 20; $0.lifetime = 3; $0.velocity = 50; $0.emissionRange = .pi }]
        let a = EmitterParticles(Self.emitter(cells), localTime: 4)
        // Made again after other times, out of order: the same values.
        _ = EmitterParticles(Self.emitter(cells), localTime: 9)
        _ = EmitterParticles(Self.emitter(cells), localTime: 1)
        #expect(EmitterParticles(Self.emitter(cells), localTime: 4) == a)
        let other = EmitterParticles(Self.emitter(cells) { $0.seed = 7 }, localTime: 4)
        #expect(other.particles.map(\.position) != a.particles.map(\.position))
    }

    @Test func nestedCellsEmitFromTheirParentsPaths() {
        let spark = Self.cell { $0.name = "spark"; $0.birthRate = 10; $0.lifetime = 0.5 }
        let rocket = Self.cell {
            $0.name = "rocket"; $0.birthRate = 1; $0.lifetime = 3; $0.velocity = 40; $0.emissionLongitude = -.pi / 2
            $0.emitterCells = [spark]
        }
        let result = EmitterParticles(Self.emitter([rocket]), localTime: 10)
        #expect(result.cells.map(\.name) == ["rocket", "spark"])
        let rockets = result.particles.filter { $0.cell == 0 }, sparks = result.particles.filter { $0.cell == 1 }
        #expect(rockets.count == 3)
        // Three rockets alive, five sparks each (10 a second for 0.5 s, within one; fewer for a
        // rocket younger than half a second), plus sparks of a rocket that died in the last half
        // second.
        #expect(sparks.count >= 2 * 5 - 2 && sparks.count <= 4 * 5 + 4, "\(sparks.count) sparks")
        // A spark does not move: it sits where its rocket was when it was born, on the rocket's
        // vertical path above the emitter.
        for s in sparks {
            #expect(abs(s.position.x - 100) < 1e-9)
            #expect(s.position.y <= 100 && s.position.y >= 100 - 40 * 3 - 1e-9)
        }
        // A spark born at the rocket's age a is 40 a above the emitter.
        let rocketBirths = result.particles.filter { $0.cell == 0 }.map(\.birthTime)
        for s in sparks {
            let rise = 100 - s.position.y
            let parentBirth = s.birthTime - rise / 40
            let matches = rocketBirths.contains { abs($0 - parentBirth) < 1e-6 } || parentBirth < 10 - 3
            #expect(matches, "spark at \(s.position) born \(s.birthTime)")
        }
    }

    @Test(arguments: [EmitterRenderMode.oldestFirst, .oldestLast, .backToFront, .unordered])
    func renderModesOrderTheParticles(mode: EmitterRenderMode) {
        let cells = [Self.cell { $0.birthRate = 30; $0.lifetime = 2; $0.velocity = 50; $0.emissionRange = .pi },
                     Self.cell { $0.birthRate = 20; $0.lifetime = 2; $0.velocity = 50; $0.emissionRange = .pi }]
        let particles = EmitterParticles(Self.emitter(cells) { $0.renderMode = mode }, localTime: 5).particles
        #expect(particles.count > 90)
        let pairs = zip(particles, particles.dropFirst())
        switch mode {
        case .oldestFirst: #expect(pairs.allSatisfy { $0.birthTime <= $1.birthTime })
        case .oldestLast: #expect(pairs.allSatisfy { $0.birthTime >= $1.birthTime })
        case .backToFront: #expect(pairs.allSatisfy { $0.z <= $1.z })
        default:
            // Cell by cell, each in birth order.
            #expect(pairs.allSatisfy { $0.cell < $1.cell || ($0.cell == $1.cell && $0.birthTime <= $1.birthTime) })
        }
    }

    @Test func aCellEmitsOnlyBetweenItsBeginTimeAndItsEnd() {
        let e = Self.emitter([Self.cell { $0.birthRate = 10; $0.lifetime = 100; $0.beginTime = 1; $0.duration = 2 }])
        #expect(EmitterParticles(e, localTime: 0.9).count == 0)
        #expect(abs(EmitterParticles(e, localTime: 2).count - 10) <= 1)
        #expect(abs(EmitterParticles(e, localTime: 50).count - 20) <= 1)
        let disabled = Self.emitter([Self.cell { $0.birthRate = 10; $0.lifetime = 100; $0.isEnabled = false }])
        #expect(EmitterParticles(disabled, localTime: 5).count == 0)
    }

    @Test func overTheLimitTheFirstByBirthAreKeptWithoutLoopingForEver() {
        let cell = Self.cell { $0.birthRate = 1e9; $0.lifetime = 1e3; $0.lifetimeRange = 1e3 }
        let huge = EmitterParticles(Self.emitter([cell]), localTime: 1e4)
        #expect(huge.count == Limits.standard.emitterParticles)
        #expect(huge.isOverLimit)
        var limits = Limits.standard
        limits.emitterParticles = 10
        let e = Self.emitter([Self.cell { $0.birthRate = 100; $0.lifetime = 1 }])
        let few = EmitterParticles(e, localTime: 5, limits: limits)
        let all = EmitterParticles(e, localTime: 5)
        #expect(few.count == 10 && few.isOverLimit && !all.isOverLimit)
        #expect(few.particles == Array(all.particles.prefix(10)))
        #expect(few.particles.map(\.birthTime) == few.particles.map(\.birthTime).sorted())
    }

    @Test func cellsNestedPastTheDepthLimitAreLeftOut() {
        var cell = Self.cell { $0.birthRate = 1; $0.lifetime = 1 }
        for _ in 0..<12 {
            var parent = Self.cell { $0.birthRate = 1; $0.lifetime = 1 }
            parent.emitterCells = [cell]
            cell = parent
        }
        let result = EmitterParticles(Self.emitter([cell]), localTime: 3)
        #expect(result.cells.count == Limits.standard.emitterCellDepth)
        #expect(result.isOverLimit)
    }

    @Test func aCellWithoutContentsDrawsNothingButItsNestedCellsDo() {
        var child = Self.cell { $0.birthRate = 5; $0.lifetime = 1 }
        child.contents = ImageBuffer(width: 2, height: 2, filledWith: .white)
        let parent = Self.cell { $0.birthRate = 2; $0.lifetime = 5; $0.emitterCells = [child] }
        let layer = EmitterLayer()
        layer.bounds = Rect(0, 0, 100, 100)
        layer.anchorPoint = .zero
        layer.emitterCells = [parent]
        let list = DisplayList(snapshot: Timeline(rootLayer: layer).presentation(at: 3), size: Size(100, 100))
        var sprites = 0
        for item in list.items {
            guard case .particles(let batch) = item else { continue }
            #expect(batch.image.width == 2)
            sprites += batch.sprites.count
        }
        let particles = layer.particles(atLocalTime: 3)
        #expect(sprites == particles.particles.filter { $0.cell == 1 }.count && sprites > 0)
        layer.emitterCells = [Self.cell { $0.birthRate = 5; $0.lifetime = 1 }]
        let none = DisplayList(snapshot: Timeline(rootLayer: layer).presentation(at: 3), size: Size(100, 100))
        #expect(none.items.isEmpty)
    }
}

/// Particles read the values of the moment they are born: animated emitter and cell values
/// (`emitterCells.NAME.KEY`) change the particles born after, births follow an animated rate,
/// and particles born before a stop live out their lifetimes, as Core Animation's do.
@Suite struct EmitterHistoryTests {
    static func layer(_ cells: [EmitterCell]) -> EmitterLayer {
        let layer = EmitterLayer()
        layer.bounds = Rect(0, 0, 200, 200)
        layer.emitterPosition = Point(x: 100, y: 100)
        layer.emitterCells = cells
        return layer
    }

    static func spark(_ configure: (inout EmitterCell) -> Void = { _ in }) -> EmitterCell {
        var cell = EmitterCell()
        cell.name = "spark"
        cell.birthRate = 20
        cell.lifetime = 2
        configure(&cell)
        return cell
    }

    /// A rate held at `before` until `at` seconds, then at `after`, for ever.
    static func step(_ keyPath: String, _ before: Double, _ after: Double, at: Double) -> KeyframeAnimation {
        let step = KeyframeAnimation(keyPath: keyPath)
        step.values = [.number(before), .number(after)]
        step.keyTimes = [0, at / 100, 1]
        step.calculationMode = .discrete
        step.duration = 100
        step.fillMode = .forwards
        step.isRemovedOnCompletion = false
        return step
    }

    @Test func anAnimatedRateGivesTheBirthsOfItsIntegral() {
        // The layer's birthRate goes 0 → 4 over 10 s, the cell's is 20: R(t) = 8t. Alive at t
        // are those born in the last 2 s: ∫ 8t dt over [t − 2, t] = 16t − 16. Candidates come at
        // the highest rate (80) and each is kept with probability R / 80: at most 160
        // candidates, variance ≤ 40, so allow 4σ (25).
        let layer = Self.layer([Self.spark()])
        layer.add(BasicAnimation(keyPath: "birthRate", from: 0, to: 4, duration: 10), forKey: "rate")
        for t in [3.0, 5.0, 7.5] {
            let count = layer.particles(atLocalTime: t).count
            #expect(abs(Double(count) - (16 * t - 16)) <= 25, "t = \(t): \(count)")
        }
        #expect(layer.particles(atLocalTime: 0.01).count <= 1)
    }

    @Test func particlesBornBeforeTheRateFallsToZeroLiveOutTheirLifetimes() {
        // Core Animation's way to stop confetti: the rate goes to 0 at 3 s, and what was born in
        // the last lifetime before it falls on until it dies.
        let layer = Self.layer([Self.spark { $0.birthRate = 50; $0.lifetime = 2 }])
        layer.add(Self.step("birthRate", 1, 0, at: 3), forKey: "stop")
        // Before the stop the rate is the highest it gets, so every candidate is kept: the
        // particles are exactly those of a rate that never stops.
        var steady = layer.properties.emitter!
        steady.emitterCells![0].birthRate = 50
        #expect(layer.particles(atLocalTime: 2.9) == EmitterParticles(steady, localTime: 2.9))
        // At 4 s, those born in [2, 3] are alive: 50 of them, within one; at 5.01 s, none.
        #expect(abs(layer.particles(atLocalTime: 4).count - 50) <= 1)
        #expect(layer.particles(atLocalTime: 5.01).count == 0)
        // The same with the cell's own rate, by its key path.
        let cellStop = Self.layer([Self.spark { $0.birthRate = 50; $0.lifetime = 2 }])
        cellStop.add(Self.step("emitterCells.spark.birthRate", 50, 0, at: 3), forKey: "stop")
        #expect(abs(cellStop.particles(atLocalTime: 4).count - 50) <= 1)
        #expect(cellStop.particles(atLocalTime: 5.01).count == 0)
    }

    @Test func aModelChangeInATimelineLetsTheLiveParticlesFinish() {
        // iOS code stops confetti by setting the rate on the model while it plays: inside a
        // timeline the change has a moment, and what was born before it lives on.
        let layer = Self.layer([Self.spark { $0.birthRate = 50; $0.lifetime = 2 }])
        let timeline = Timeline(rootLayer: layer)
        timeline.advance(to: 3)
        let before = timeline.presentation(at: 2.5).particles()?.particles ?? []
        Transaction.perform {
            Transaction.setDisableActions(true)
            #expect(layer.setValue(.number(0), forKeyPath: "emitterCells.spark.birthRate"))
        }
        #expect(layer.emitterCells?[0].birthRate == 0)
        // Earlier frames are as they were, later ones keep the particles born before 3 s.
        let after = timeline.presentation(at: 2.5).particles()?.particles ?? []
        #expect(after == before && before.count > 60, "\(before.count) particles before, \(after.count) after")
        #expect(abs((timeline.presentation(at: 4).particles()?.count ?? 0) - 50) <= 1)
        #expect(timeline.presentation(at: 5.01).particles()?.count == 0)
        // Outside a timeline a model value is the value at every moment.
        let alone = Self.layer([Self.spark { $0.birthRate = 50; $0.lifetime = 2 }])
        alone.emitterCells?[0].birthRate = 0
        #expect(alone.particles(atLocalTime: 2.5).count == 0)
    }

    @Test func particlesBornWithLongerLivesAreFoundWhenTheLifetimeFalls() {
        // The layer's lifetime falls from 3 to 1 over the first second and stays there; ten
        // births a second of a 1-second cell. A particle born at b lives 3 - 2b (b ≤ 1), so at
        // 2.5 s those born before 0.5 s are still out (5), with the 10 born after 1.5 s.
        let layer = Self.layer([Self.spark { $0.birthRate = 10; $0.lifetime = 1 }])
        let fall = BasicAnimation(keyPath: "lifetime", from: 3, to: 1, duration: 1)
        fall.fillMode = .forwards
        fall.isRemovedOnCompletion = false
        layer.add(fall, forKey: "fall")
        let particles = layer.particles(atLocalTime: 2.5).particles
        #expect(abs(particles.count - 15) <= 1, "\(particles.count)")
        #expect(particles.filter { $0.birthTime < 0.5 }.allSatisfy { abs($0.lifetime - (3 - 2 * $0.birthTime)) < 1e-9 })
        #expect(particles.contains { $0.birthTime < 0.5 })
    }

    @Test func aMovingEmitterLeavesATrail() {
        // Still particles (no velocity) born while emitterPosition moves 10 points a second
        // stay where the emitter was at their birth: x = 10 · birthTime, exactly.
        let layer = Self.layer([Self.spark { $0.birthRate = 10; $0.lifetime = 100 }])
        layer.add(BasicAnimation(keyPath: "emitterPosition", from: .point(Point(x: 0, y: 50)),
                                 to: .point(Point(x: 100, y: 50)), duration: 10), forKey: "move")
        let particles = layer.particles(atLocalTime: 8).particles
        #expect(abs(particles.count - 80) <= 1)
        for p in particles {
            #expect(abs(p.position.x - 10 * p.birthTime) < 1e-9 && p.position.y == 50)
        }
        // The frame's own value would have put every particle at x = 80.
        #expect(Set(particles.map { ($0.position.x * 1000).rounded() }).count == particles.count)
    }

    @Test func aCellKeyPathAnimatesTheNamedCellAndItsParticlesBornAfter() {
        let layer = Self.layer([Self.spark { $0.lifetime = 100; $0.birthRate = 5 }])
        layer.add(BasicAnimation(keyPath: "emitterCells.spark.velocity", from: 0, to: 100, duration: 10), forKey: "speed")
        let timeline = Timeline(rootLayer: layer)
        let snapshot = timeline.presentation(at: 5)
        // The presentation holds the interpolated value, the model keeps its own.
        #expect(snapshot.properties.emitter?.emitterCells?[0].velocity == 50)
        #expect(layer.emitterCells?[0].velocity == 0)
        #expect(layer.value(forKeyPath: "emitterCells.spark.velocity") == .number(0))
        // Each particle left at the speed of its birth: 10 points a second per second.
        let particles = try! #require(snapshot.particles()).particles
        #expect(abs(particles.count - 25) <= 1)
        for p in particles {
            let v = p.initialVelocity
            let speed = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
            #expect(abs(speed - 10 * p.birthTime) < 1e-9)
        }
        #expect(snapshot.particles() == layer.particles(atLocalTime: 5))
    }

    @Test func nestedCellsAnswerToAlternatingNames() {
        var spark = Self.spark { $0.color = .white }
        spark.name = "spark"
        var rocket = EmitterCell()
        rocket.name = "rocket"
        rocket.birthRate = 1
        rocket.lifetime = 3
        rocket.emitterCells = [spark]
        let layer = Self.layer([rocket])
        #expect(layer.setValue(.number(7), forKeyPath: "emitterCells.rocket.emitterCells.spark.birthRate"))
        #expect(layer.emitterCells?[0].emitterCells?[0].birthRate == 7)
        #expect(!layer.setValue(.number(7), forKeyPath: "emitterCells.rocket.spark.birthRate"))
        #expect(!layer.setValue(.number(7), forKeyPath: "emitterCells.comet.birthRate"))
        #expect(!layer.setValue(.string("fast"), forKeyPath: "emitterCells.rocket.velocity"))
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        layer.add(BasicAnimation(keyPath: "emitterCells.rocket.emitterCells.spark.color", from: .color(red), to: .color(red),
                                 duration: 10), forKey: "tint")
        let nested = Timeline(rootLayer: layer).presentation(at: 1).properties.emitter?.emitterCells?[0].emitterCells?[0]
        #expect(nested?.color == red)
    }

    @Test func checkedAnimationsNameWhatIsWrongWithACellKeyPath() {
        let layer = Self.layer([Self.spark()])
        #expect(layer.problem(with: BasicAnimation(keyPath: "emitterCells.spark.birthRate", from: 0, to: 5, duration: 1),
                              forKey: nil) == nil)
        let unknownCell = layer.problem(with: BasicAnimation(keyPath: "emitterCells.comet.birthRate", from: 0, to: 5,
                                                             duration: 1), forKey: nil)
        #expect(unknownCell?.message.contains("no cell named 'comet'") == true)
        let wrongValue = layer.problem(with: BasicAnimation(keyPath: "emitterCells.spark.birthRate", from: "a", to: "b",
                                                            duration: 1), forKey: nil)
        #expect(wrongValue?.message.contains("takes a number") == true, "\(String(describing: wrongValue))")
        let plain = Layer()
        let notAnEmitter = plain.problem(with: BasicAnimation(keyPath: "emitterCells.spark.birthRate", from: 0, to: 5,
                                                              duration: 1), forKey: nil)
        #expect(notAnEmitter?.message.contains("emitter's cell") == true)
    }

    @Test func anEmitterWithoutAnimatedEmitterValuesDrawsAsBefore() {
        // An opacity animation changes nothing particles read: the frame's values serve.
        let layer = Self.layer([Self.spark { $0.velocity = 30; $0.emissionRange = .pi }])
        layer.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 4), forKey: "fade")
        let snapshot = Timeline(rootLayer: layer).presentation(at: 3)
        #expect(snapshot.particles() == EmitterParticles(layer.properties.emitter!, localTime: 3))
    }
}
