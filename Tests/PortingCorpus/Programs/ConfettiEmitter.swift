#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A confetti shower, as iOS tutorials write it: a line emitter above the view, one cell per
/// colour, white paper tinted by each cell's colour, stopped by a key path on a cell.
final class ConfettiShower {
    let layer = CALayer()
    let emitter = CAEmitterLayer()
    let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]

    init(width: CGFloat, height: CGFloat) {
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        emitter.frame = layer.bounds
        emitter.emitterPosition = CGPoint(x: width / 2, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: width, height: 1)
        emitter.seed = 2024
        let paper = ConfettiShower.paperImage()
        emitter.emitterCells = colors.enumerated().map { index, color in
            let cell = CAEmitterCell()
            cell.name = "confetti\(index)"
            cell.birthRate = 30
            cell.lifetime = 6
            cell.velocity = 120
            cell.velocityRange = 40
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 5
            cell.yAcceleration = 60
            cell.spin = 3
            cell.spinRange = 2
            cell.scale = 0.8
            cell.color = color
            cell.contents = paper
            return cell
        }
        layer.addSublayer(emitter)
    }

    /// An 8 x 4 white rectangle, drawn into a bitmap context.
    static func paperImage() -> CGImage? {
        guard let context = CGContext(data: nil, width: 8, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        return context.makeImage()
    }

    /// Stops the shower the way iOS code does, through the cells' key paths.
    func stop() {
        for index in colors.indices {
            emitter.setValue(0, forKeyPath: "emitterCells.confetti\(index).birthRate")
        }
    }

    /// Tapers the shower off over `duration` seconds by animating the cells' rates to 0, as iOS
    /// code does to let the confetti already falling finish its fall.
    func taper(over duration: CFTimeInterval) {
        for index in colors.indices {
            let taper = CABasicAnimation(keyPath: "emitterCells.confetti\(index).birthRate")
            taper.fromValue = 30
            taper.toValue = 0
            taper.duration = duration
            taper.fillMode = .forwards
            taper.isRemovedOnCompletion = false
            emitter.add(taper, forKey: "taper\(index)")
        }
    }
}
