import Foundation
import Lamina

/// The workloads that `lamina bench` and the benchmark target measure, built the same way for both.
public enum Workloads {
    /// A timeline whose tree holds `layerCount` layers below the root (groups of 100 under the
    /// root), each with three running animations: an ease-in-ease-out opacity pulse, a linear
    /// move and a turn on `transform.rotation.z` with the default curve, all repeating forever.
    public static func animatedTree(layerCount: Int, animated: Bool = true) -> Timeline {
        let root = Layer()
        root.bounds = Rect(0, 0, 1000, 1000)
        var made = 0
        var group: Layer? = nil
        while made < layerCount {
            if group == nil || group!.sublayers.count == 99 {
                let g = Layer()
                g.bounds = Rect(0, 0, 1000, 1000)
                g.position = Point(500, 500)
                root.addSublayer(g)
                if animated { animate(g, index: made) }
                group = g
                made += 1
                continue
            }
            let layer = Layer()
            layer.bounds = Rect(0, 0, 10, 10)
            layer.position = Point(Double(made % 100) * 10, Double(made / 100 % 100) * 10)
            layer.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
            group!.addSublayer(layer)
            if animated { animate(layer, index: made) }
            made += 1
        }
        return Timeline(rootLayer: root)
    }

    private static func animate(_ layer: Layer, index: Int) {
        let phase = Double(index % 17) / 17
        let pulse = BasicAnimation(keyPath: "opacity", from: 1, to: 0.2, duration: 1.3)
        pulse.timingFunction = .easeInEaseOut
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timeOffset = phase
        layer.add(pulse, forKey: "pulse", resolvingBeginTime: false)
        let move = BasicAnimation(keyPath: "position")
        move.byValue = .point(Point(40, -25))
        move.duration = 2.1
        move.repeatCount = .infinity
        move.autoreverses = true
        layer.add(move, forKey: "move", resolvingBeginTime: false)
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .number(2 * .pi), duration: 3.7)
        spin.timingFunction = .default
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin", resolvingBeginTime: false)
    }

    /// A timeline of one 512 x 512 emitter with `liveParticles` particles alive at any time after
    /// its first 4 seconds: a line emitter of four tinted cells sharing one 12 x 12 image, each
    /// particle falling, turning, growing and fading (every per-particle value in use). When
    /// `animated`, the emitter sweeps from side to side and its rate swells and ebbs, so every
    /// particle reads its birth's values from the layer's animations (`EmitterHistory`).
    public static func emitter(liveParticles: Int, animated: Bool = false) -> Timeline {
        let root = Layer()
        root.bounds = Rect(0, 0, 512, 512)
        root.anchorPoint = .zero
        let emitter = EmitterLayer()
        emitter.bounds = root.bounds
        emitter.anchorPoint = .zero
        emitter.emitterPosition = Point(256, 0)
        emitter.emitterShape = .line
        emitter.emitterSize = Size(width: 512, height: 1)
        let image = ImageBuffer(width: 12, height: 12, filledWith: .white)
        let lifetime = 4.0
        emitter.emitterCells = (0..<4).map { index in
            var cell = EmitterCell()
            cell.birthRate = Double(liveParticles) / lifetime / 4
            cell.lifetime = lifetime
            cell.velocity = 80
            cell.velocityRange = 30
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 6
            cell.yAcceleration = 20
            cell.spin = 2
            cell.spinRange = 2
            cell.scale = 0.8
            cell.scaleSpeed = 0.05
            cell.alphaSpeed = -0.1
            cell.color = Color(red: index % 2 == 0 ? 1 : 0.2, green: index < 2 ? 0.3 : 0.8, blue: 0.6)
            cell.redRange = 0.1
            cell.contents = image
            return cell
        }
        if animated {
            let sweep = BasicAnimation(keyPath: "emitterPosition", from: .point(Point(128, 0)), to: .point(Point(384, 0)),
                                       duration: 2)
            sweep.autoreverses = true
            sweep.repeatCount = .infinity
            emitter.add(sweep, forKey: "sweep", resolvingBeginTime: false)
            let swell = BasicAnimation(keyPath: "birthRate", from: 0.5, to: 1.5, duration: 3)
            swell.autoreverses = true
            swell.repeatCount = .infinity
            emitter.add(swell, forKey: "swell", resolvingBeginTime: false)
        }
        root.addSublayer(emitter)
        return Timeline(rootLayer: root)
    }

    /// A closed path of `segments` cubic curves (a wavy ring), measured once.
    public static func wavyRing(segments: Int) -> PathMeasure {
        var path = Path()
        let radius = 200.0
        func point(_ angle: Double, _ r: Double) -> Point { Point(300 + r * cos(angle), 300 + r * sin(angle)) }
        path.move(to: point(0, radius))
        for i in 0..<segments {
            let a0 = Double(i) / Double(segments) * 2 * .pi
            let a1 = Double(i + 1) / Double(segments) * 2 * .pi
            let wobble = i.isMultiple(of: 2) ? 12.0 : -12.0
            path.addCurve(to: point(a1, radius),
                          control1: point(a0 + (a1 - a0) / 3, radius + wobble),
                          control2: point(a0 + 2 * (a1 - a0) / 3, radius - wobble))
        }
        path.closeSubpath()
        return PathMeasure(path)
    }
}
