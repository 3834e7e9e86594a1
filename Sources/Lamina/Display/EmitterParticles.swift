import Foundation

/// The particles an emitter shows at one moment: a pure function of its values, its `seed` and
/// its local time, with no state carried from frame to frame.
///
/// **The birth rule.** A cell with rate `R` (its `birthRate` times the layer's) emitting from
/// time `b` (its `beginTime`) has particle `k` (k = 0, 1, 2, …) born at `b + (k + j) / R`, where
/// `j` in 0..<1 is the particle's own random draw: one birth in every `1 / R` seconds, at a random
/// moment within it. So `n` seconds of emission make `n · R` births give or take one, where Core
/// Animation's births are random (a Poisson-like count). Births stop at `beginTime + duration`
/// (a `duration` of 0 emits for ever), and for a nested cell when its parent particle dies.
///
/// **Values over time.** A particle reads its cell's values and the layer's (multipliers, the
/// emitter shape and place) at the moment it is born, as Core Animation's particles do: animate
/// `emitterPosition` and the particles already out keep their paths, leaving a trail; animate a
/// cell's `velocity` or `color` and only the particles born after change. When an animation
/// changes births (the layer's `birthRate`, or a cell's `birthRate`, `enabled`, `beginTime` or
/// `duration`), or an emitter's model changed while it was in a timeline (`EmitterLayer`),
/// births follow the rate over time by thinning: candidates are born by the rule above at the
/// highest rate the cell can have (`EmitterHistory.candidateRates`), and each is kept with the
/// probability of the rate at its birth over that one. A rate that never changes keeps every
/// candidate, so its particles are the ones above; particles born before the rate fell to 0 live
/// out their lifetimes. An emitter outside a timeline has no model history: its model value is
/// the value at every moment (see "Differences from Core Animation").
///
/// **Each particle** draws its values from a hash of (seed, cell, particle index) (see
/// `ParticleRandom`): its lifetime `lifetime ± lifetimeRange`, its birth place on the emitter
/// shape, its direction (uniform in the cone of half-angle `emissionRange` about the direction
/// of `emissionLongitude` and `emissionLatitude`), its speed, scale, spin and colour. At age `a`
/// it is at `p₀ + v·a + ½·g·a²` (g the cell's accelerations), turned `spin · a`, scaled
/// `scale + scaleSpeed · a`, coloured `color + speed · a` per component (clamped to 0...1).
/// Nested cells' particles are born on their parent particle's path, at ages of the parent
/// measured like the layer's time, and may outlive it.
///
/// **Bounded.** At most `Limits.emitterParticles` (N) particles are kept, the first by cell (depth
/// first) and birth order. The candidate births looked at are bounded too (8N + 1024 for the
/// whole emitter; when a cell has more in its window, its most recent ones), so no rate or
/// lifetime makes this allocate or loop beyond the limit. `isOverLimit` says when particles may
/// have been left out.
public struct EmitterParticles: Hashable, Sendable {
    /// The emitter's cells and their nested cells, depth first; `Particle.cell` indexes it.
    public private(set) var cells: [EmitterCell] = []
    /// The live particles in drawing order (`renderMode`).
    public private(set) var particles: [Particle] = []
    /// Whether live particles were left out because the emitter reached `Limits.emitterParticles`
    /// (or `emitterCellDepth`).
    public private(set) var isOverLimit = false

    /// One live particle.
    public struct Particle: Hashable, Sendable {
        /// Its cell in `EmitterParticles.cells`.
        public var cell: Int
        /// When it was born, in the emitter's local seconds.
        public var birthTime: Double
        /// Seconds since its birth.
        public var age: Double
        /// Seconds it lives in all.
        public var lifetime: Double
        /// Where it is, in the layer's points.
        public var position: Point
        /// Where it is along z, in points.
        public var z: Double
        /// Its turn, in radians.
        public var angle: Double
        /// Its size relative to its image's natural size.
        public var scale: Double
        /// What multiplies its image, clamped to 0...1.
        public var color: Color
        /// Its velocity at birth, in points per second (x, y, z).
        public var initialVelocity: [Double] { [vx, vy, vz] }
        var vx = 0.0, vy = 0.0, vz = 0.0
    }

    /// How many particles are drawn.
    public var count: Int { particles.count }

    /// Puts the particles in another drawing order (depth after a projection).
    mutating func sortParticles(by areInIncreasingOrder: (Particle, Particle) -> Bool) {
        particles.sort(by: areInIncreasingOrder)
    }

    /// The particles of an emitter with `properties` at `localTime` seconds of its own time;
    /// emission starts at local time 0.
    public init(_ properties: EmitterProperties, localTime: Double, limits: Limits = .standard) {
        self.init(properties, localTime: localTime, history: nil, limits: limits)
    }

    /// The particles at `localTime` of an emitter whose values at other moments `history` gives
    /// (`nil`: the same values at every moment).
    init(_ properties: EmitterProperties, localTime: Double, history: EmitterHistory?, limits: Limits = .standard) {
        guard localTime.isFinite, let cells = properties.emitterCells, !cells.isEmpty else { return }
        var run = Run(layer: properties, history: history, limit: max(limits.emitterParticles, 0),
                      depthLimit: max(limits.emitterCellDepth, 1))
        let nodes = cells.map { run.node($0, depth: 1) }
        for (index, node) in nodes.enumerated() {
            run.emit(node, stream: ParticleRandom(seed: properties.seed, cell: index), time: localTime,
                     birthOffset: 0, end: .infinity, origin: nil)
        }
        self.cells = run.cells
        self.isOverLimit = run.isOverLimit
        var particles = run.particles
        switch properties.renderMode {
        case .unordered, .additive: break
        case .oldestFirst: particles.sort { ($0.birthTime, $0.cell) < ($1.birthTime, $1.cell) }
        case .oldestLast: particles.sort { ($0.birthTime, $0.cell) > ($1.birthTime, $1.cell) }
        case .backToFront: particles.sort { ($0.z, $0.birthTime) < ($1.z, $1.birthTime) }
        }
        self.particles = particles
    }

    // The draws of one particle, numbered so each value has its own.
    private enum Draw: UInt64 {
        case jitter, lifetime, place1, place2, place3, placePart, direction1, direction2, velocity, scale, spin
        case red, green, blue, alpha, keep
    }

    /// A cell with its place in `cells`, its nested cells and how long after a birth its
    /// particles or their descendants can be seen.
    private struct Node {
        let cell: EmitterCell
        let index: Int
        let children: [Node]
        let reach: Double
    }

    /// The state of one evaluation: what is kept, and the budgets.
    private struct Run {
        let layer: EmitterProperties
        let history: EmitterHistory?
        let limit: Int
        let depthLimit: Int
        var cells: [EmitterCell] = []
        var particles: [Particle] = []
        var isOverLimit = false
        /// Candidate births looked at; bounded so that short-lived candidates cannot make the
        /// loop run for ever.
        var visited = 0
        var visitBudget: Int { limit * 8 + 1024 }

        init(layer: EmitterProperties, history: EmitterHistory?, limit: Int, depthLimit: Int) {
            self.layer = layer
            self.history = history
            self.limit = limit
            self.depthLimit = depthLimit
        }

        /// Lists `cell` and its nested cells depth first (down to the depth limit).
        mutating func node(_ cell: EmitterCell, depth: Int) -> Node {
            let index = cells.count
            cells.append(cell)
            var life = max(cell.lifetime + abs(cell.lifetimeRange), 0) * max(layer.lifetime, 0)
            // A particle born earlier may have had a longer life than the frame's values give.
            if let history, index < history.longestLives.count { life = max(life, history.longestLives[index]) }
            var children: [Node] = []
            if let nested = cell.emitterCells, !nested.isEmpty {
                if depth < depthLimit {
                    children = nested.map { node($0, depth: depth + 1) }
                } else {
                    isOverLimit = true
                }
            }
            var reach = life
            // With a history, a cell stopped now may have emitted before.
            for child in children where history != nil || (child.cell.isEnabled && child.cell.birthRate > 0) {
                reach = max(reach, life + child.reach)
            }
            return Node(cell: cell, index: index, children: children, reach: reach)
        }

        /// A parent particle's path, for nested cells: where it was at each age.
        struct Origin {
            var x, y, z, vx, vy, vz, ax, ay, az: Double
            func at(_ a: Double) -> (Double, Double, Double) {
                (x + vx * a + ax * a * a / 2, y + vy * a + ay * a * a / 2, z + vz * a + az * a * a / 2)
            }
        }

        /// Every particle of `node`'s cell alive at `time` of its parent's time (the layer's, or
        /// the parent particle's age), born before `end`; `birthOffset` turns the parent's time
        /// into the emitter's.
        mutating func emit(_ node: Node, stream: ParticleRandom, time: Double, birthOffset: Double, end: Double,
                           origin: Origin?) {
            let cell = node.cell
            // With a history, candidates are born at the highest rate the cell can have, and each
            // is kept or not by the rate at its birth (`consider`).
            let rate = history.flatMap { node.index < $0.candidateRates.count ? $0.candidateRates[node.index] : nil }
                ?? cell.birthRate * layer.birthRate
            guard history != nil || cell.isEnabled, rate > 0, rate.isFinite, node.reach > 0, node.reach.isFinite else { return }
            let start = cell.beginTime
            let stop = history != nil ? end : min(end, cell.duration > 0 ? cell.beginTime + cell.duration : .infinity)
            let last = min(time, stop)
            guard last >= start else { return }
            // Candidates born in the last `reach` seconds, the oldest first.
            let newest = ((last - start) * rate).rounded(.down)
            let oldest = max(((time - node.reach - start) * rate).rounded(.down) - 1, 0)
            guard newest.isFinite, oldest.isFinite, newest < 9e15 else { isOverLimit = true; return }
            var k = Int(oldest)
            let kLast = Int(newest)
            // More candidates than the budget left: only the most recent ones are looked at (the
            // oldest are mostly dead when lifetimes vary, and scanning them would find nothing).
            let budget = visitBudget - visited
            guard budget > 0 else { isOverLimit = true; return }
            if kLast - k + 1 > budget {
                k = kLast - budget + 1
                isOverLimit = true
            }
            while k <= kLast {
                if particles.count >= limit || visited >= visitBudget {
                    isOverLimit = true
                    return
                }
                visited += 1
                let r = stream.child(k)
                let birth = start + (Double(k) + r.uniform(Draw.jitter.rawValue)) / rate
                k += 1
                guard birth <= time, birth < stop else { continue }
                consider(node, r, birth: birth, time: time, birthOffset: birthOffset, origin: origin, candidateRate: rate)
            }
        }

        /// The particle of `node`'s cell with draws `r` born at `birth` of its parent's time, if
        /// it is alive at `time`, and its nested cells' particles.
        mutating func consider(_ node: Node, _ r: ParticleRandom, birth: Double, time: Double, birthOffset: Double,
                               origin: Origin?, candidateRate: Double) {
            let (cell, values) = valuesAtBirth(of: node, emitterTime: birth + birthOffset)
            if history != nil {
                // Thinning: kept with the probability of the rate then over the candidates' rate,
                // so a rate that never changes keeps every candidate (the particles without a
                // history), and one that falls to 0 keeps none born after.
                guard cell.isEnabled, cell.emits(at: birth) else { return }
                let rate = cell.birthRate * values.birthRate
                guard rate > 0, r.uniform(Draw.keep.rawValue) * candidateRate < rate else { return }
            }
            let lifeScale = max(values.lifetime, 0)
            let meanLife = cell.lifetime * lifeScale, lifeSpread = abs(cell.lifetimeRange) * lifeScale
            let age = time - birth
            let life = max(meanLife + lifeSpread * r.signed(Draw.lifetime.rawValue), 0)
            let alive = age < life
            if !alive && node.children.isEmpty { return }
            let (p0, v, g) = launch(cell, values, r, origin: origin, birth: birth)
            let path = Origin(x: p0.0, y: p0.1, z: p0.2, vx: v.0, vy: v.1, vz: v.2, ax: g.0, ay: g.1, az: g.2)
            if alive {
                particles.append(particle(cell, values, node.index, r, path, birth: birth + birthOffset, age: age, life: life))
            }
            for (index, child) in node.children.enumerated() {
                emit(child, stream: r.child(index), time: age, birthOffset: birth + birthOffset, end: life, origin: path)
            }
        }

        /// The cell's and the layer's values when a particle is born at `emitterTime` (the
        /// emitter's local time): the history's, or the frame's when values do not change.
        func valuesAtBirth(of node: Node, emitterTime: Double) -> (EmitterCell, EmitterProperties) {
            guard let history else { return (node.cell, layer) }
            let values = history.values(emitterTime)
            return (history.cell(at: node.index, in: values, depthLimit: depthLimit) ?? node.cell, values)
        }

        /// Where a particle is born, its velocity and acceleration, in the layer's space.
        func launch(_ cell: EmitterCell, _ layer: EmitterProperties, _ r: ParticleRandom, origin: Origin?, birth: Double)
            -> ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double)) {
            let place: (Double, Double, Double)
            if let origin {
                place = origin.at(birth)
            } else {
                place = EmitterParticles.birthPlace(layer, r.uniform(Draw.place1.rawValue), r.uniform(Draw.place2.rawValue),
                                                    r.uniform(Draw.place3.rawValue), r.uniform(Draw.placePart.rawValue))
            }
            let speed = (cell.velocity + cell.velocityRange * r.signed(Draw.velocity.rawValue)) * layer.velocity
            let d = EmitterParticles.direction(latitude: cell.emissionLatitude, longitude: cell.emissionLongitude,
                                               range: cell.emissionRange, r.uniform(Draw.direction1.rawValue),
                                               r.uniform(Draw.direction2.rawValue))
            return (place, (d.0 * speed, d.1 * speed, d.2 * speed), (cell.xAcceleration, cell.yAcceleration, cell.zAcceleration))
        }

        func particle(_ cell: EmitterCell, _ layer: EmitterProperties, _ index: Int, _ r: ParticleRandom, _ path: Origin,
                      birth: Double, age: Double, life: Double) -> Particle {
            let (x, y, z) = path.at(age)
            let spin = (cell.spin + cell.spinRange * r.signed(Draw.spin.rawValue)) * layer.spin
            let scale = max((cell.scale + cell.scaleRange * r.signed(Draw.scale.rawValue) + cell.scaleSpeed * age) * layer.scale, 0)
            func component(_ base: Double, _ range: Double, _ speed: Double, _ draw: Draw) -> Double {
                min(max(base + range * r.signed(draw.rawValue) + speed * age, 0), 1)
            }
            let c = cell.color
            let color = Color(red: component(c.red, cell.redRange, cell.redSpeed, .red),
                              green: component(c.green, cell.greenRange, cell.greenSpeed, .green),
                              blue: component(c.blue, cell.blueRange, cell.blueSpeed, .blue),
                              alpha: component(c.alpha, cell.alphaRange, cell.alphaSpeed, .alpha))
            return Particle(cell: index, birthTime: birth, age: age, lifetime: life, position: Point(x: x, y: y), z: z,
                            angle: spin * age, scale: scale, color: color, vx: path.vx, vy: path.vy, vz: path.vz)
        }
    }

    /// A unit direction uniform in the cone of half-angle `range` (radians) about the direction
    /// of `latitude` (towards +z) and `longitude` (from +x towards +y).
    static func direction(latitude: Double, longitude: Double, range: Double, _ u: Double, _ v: Double)
        -> (Double, Double, Double) {
        let axis = (cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let spread = min(abs(range), .pi)
        guard spread > 0 else { return axis }
        // Uniform on the sphere's cap: cos θ uniform between cos(spread) and 1.
        let cosTheta = 1 - u * (1 - cos(spread)), sinTheta = (max(1 - cosTheta * cosTheta, 0)).squareRoot()
        let phi = 2 * Double.pi * v
        // Two unit vectors across the axis: the longitude's tangent, and their cross product.
        let e1 = (-sin(longitude), cos(longitude), 0.0)
        let e2 = (axis.1 * e1.2 - axis.2 * e1.1, axis.2 * e1.0 - axis.0 * e1.2, axis.0 * e1.1 - axis.1 * e1.0)
        let a = sinTheta * cos(phi), b = sinTheta * sin(phi)
        return (cosTheta * axis.0 + a * e1.0 + b * e2.0, cosTheta * axis.1 + a * e1.1 + b * e2.1,
                cosTheta * axis.2 + a * e1.2 + b * e2.2)
    }

    /// A birth place on the emitter shape for draws `u`, `v`, `w` and `part` (each 0..<1).
    static func birthPlace(_ e: EmitterProperties, _ u: Double, _ v: Double, _ w: Double, _ part: Double)
        -> (Double, Double, Double) {
        let c = (e.emitterPosition.x, e.emitterPosition.y, e.emitterZPosition)
        let width = e.emitterSize.width, height = e.emitterSize.height, depth = e.emitterDepth
        let hw = width / 2, hh = height / 2, hd = depth / 2
        func at(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) { (c.0 + x, c.1 + y, c.2 + z) }
        func sign(_ bit: Int) -> Double { bit == 0 ? -1 : 1 }
        switch (e.emitterShape, e.emitterMode) {
        case (.point, _):
            return c
        case (.line, .points):
            return at(part < 0.5 ? -hw : hw, 0, 0)
        case (.line, _):
            return at((u - 0.5) * width, 0, 0)
        case (.rectangle, .points):
            let corner = min(Int(part * 4), 3)
            return at(sign(corner & 1) * hw, sign(corner >> 1) * hh, 0)
        case (.rectangle, .outline):
            return perimeterPoint(u * 2 * (abs(width) + abs(height)), width, height, at)
        case (.rectangle, _):
            return at((u - 0.5) * width, (v - 0.5) * height, 0)
        case (.cuboid, .points):
            let corner = min(Int(part * 8), 7)
            return at(sign(corner & 1) * hw, sign((corner >> 1) & 1) * hh, sign(corner >> 2) * hd)
        case (.cuboid, .outline):
            // Twelve edges, chosen by length: four along each axis.
            let total = abs(width) + abs(height) + abs(depth)
            guard total > 0 else { return c }
            let s = u * total, corner = min(Int(part * 4), 3), a = sign(corner & 1), b = sign(corner >> 1)
            if s < abs(width) { return at((v - 0.5) * width, a * hh, b * hd) }
            if s < abs(width) + abs(height) { return at(a * hw, (v - 0.5) * height, b * hd) }
            return at(a * hw, b * hh, (v - 0.5) * depth)
        case (.cuboid, .surface):
            // Six faces, chosen by area.
            let xy = abs(width * height), xz = abs(width * depth), yz = abs(height * depth), total = xy + xz + yz
            guard total > 0 else { return at((u - 0.5) * width, (v - 0.5) * height, (w - 0.5) * depth) }
            let s = part * total, side = w < 0.5 ? -1.0 : 1.0
            if s < xy { return at((u - 0.5) * width, (v - 0.5) * height, side * hd) }
            if s < xy + xz { return at((u - 0.5) * width, side * hh, (v - 0.5) * depth) }
            return at(side * hw, (u - 0.5) * height, (v - 0.5) * depth)
        case (.cuboid, .volume):
            return at((u - 0.5) * width, (v - 0.5) * height, (w - 0.5) * depth)
        case (.circle, .points), (.sphere, .points):
            return c
        case (.circle, .outline):
            let angle = 2 * Double.pi * u
            return at(hw * cos(angle), hw * sin(angle), 0)
        case (.circle, _):
            let angle = 2 * Double.pi * u, radius = hw * v.squareRoot()
            return at(radius * cos(angle), radius * sin(angle), 0)
        case (.sphere, .outline), (.sphere, .surface), (.sphere, .volume):
            let zUnit = 1 - 2 * v, ring = (max(1 - zUnit * zUnit, 0)).squareRoot(), angle = 2 * Double.pi * u
            let radius = e.emitterMode == .volume ? hw * cbrt(w) : hw
            return at(radius * ring * cos(angle), radius * ring * sin(angle), radius * zUnit)
        }
    }

    /// The point `s` points along a rectangle's perimeter, clockwise from its top-left corner.
    private static func perimeterPoint(_ s: Double, _ width: Double, _ height: Double,
                                       _ at: (Double, Double, Double) -> (Double, Double, Double)) -> (Double, Double, Double) {
        let w = abs(width), h = abs(height), hw = width / 2, hh = height / 2
        guard w + h > 0 else { return at(0, 0, 0) }
        if s < w { return at(-hw + s * (width < 0 ? -1 : 1), -hh, 0) }
        if s < w + h { return at(hw, -hh + (s - w) * (height < 0 ? -1 : 1), 0) }
        if s < 2 * w + h { return at(hw - (s - w - h) * (width < 0 ? -1 : 1), hh, 0) }
        return at(-hw, hh - (s - 2 * w - h) * (height < 0 ? -1 : 1), 0)
    }
}
