import Foundation
import Lamina

/// The drop-shaped progress indicator of the "Progress Indicator v1" seed: drops travelling
/// around a circle, the whole turning with one rotation animation.
///
/// Each drop is a round-capped head followed by a tail of pieces: shape layers stroking the
/// same circle, each shifted back by `elementLength` and a little thinner than the one before,
/// so the drop tapers. Unlike the seed:
///
/// - any positive number of drops is evenly spaced (the seed needed a divisor of 100);
/// - each drop strokes its own copy of the circle starting just behind its tail, so no piece
///   ever crosses the start of a path (the seed's wrap-around made such drops vanish);
/// - widths fall linearly from `headWidth` to `headWidth / pieces`, never to zero or below;
/// - the circle is inset by half the head width, so nothing is clipped;
/// - the layout follows ``size``.
///
/// Layers: ``layer`` holds `drops` (the turning container), which holds the pieces
/// `drop-<i>-<j>`: drop `i`, piece `j`, with `j = 0` the head, the widest.
public final class DropIndicator {
    /// Which way the drops travel on screen.
    public enum Direction: String, Sendable, CaseIterable {
        case clockwise, counterclockwise

        /// +1 for clockwise (a positive angle on screen), -1 for counter-clockwise.
        public var sign: Double { self == .clockwise ? 1 : -1 }
    }

    /// The control's layer; add it to a layer tree and position it.
    public let layer = Layer()
    /// The turning container, named `drops`.
    public let dropsLayer = Layer()
    /// The pieces by drop, then by piece (head first).
    public private(set) var pieces: [[ShapeLayer]] = []
    /// Whether the drops are turning.
    public private(set) var isAnimating = false

    /// The control's size; the circle fits inside it. Default 120 x 120.
    public var size: Size { didSet { layout() } }
    /// How many drops (at least 1); any count is evenly spaced.
    public var dropCount: Int { didSet { rebuild() } }
    /// A drop's length as a fraction of the circle (0...1). Default 0.1.
    public var dropLength: Double { didSet { rebuild() } }
    /// How far each piece is shifted back from the one before, as a fraction of the circle.
    /// Default 0.01, so a default drop has 10 pieces.
    public var elementLength: Double { didSet { rebuild() } }
    /// The head's line width in points. Default 8.
    public var headWidth: Double { didSet { layout() } }
    /// The drops' colour.
    public var color: Color { didSet { for drop in pieces { for piece in drop { piece.strokeColor = color } } } }
    /// Seconds per turn. Default 1.5.
    public var period: Double { didSet { restart() } }
    public var direction: Direction { didSet { layout(); restart() } }
    /// The pacing of each turn: any named or custom curve. Default `easeInEaseOut`.
    public var timingFunction: TimingFunction { didSet { restart() } }

    public init(dropCount: Int = 5, dropLength: Double = 0.1, elementLength: Double = 0.01, headWidth: Double = 8,
                color: Color = .white, period: Double = 1.5, direction: Direction = .clockwise,
                timingFunction: TimingFunction = .easeInEaseOut, size: Size = Size(width: 120, height: 120)) {
        self.dropCount = dropCount
        self.dropLength = dropLength
        self.elementLength = elementLength
        self.headWidth = headWidth
        self.color = color
        self.period = period
        self.direction = direction
        self.timingFunction = timingFunction
        self.size = size
        layer.name = "drop-indicator"
        dropsLayer.name = "drops"
        layer.addSublayer(dropsLayer)
        rebuild()
    }

    // MARK: Geometry

    /// How many pieces make a drop: `dropLength / elementLength`, at least 1.
    public var piecesPerDrop: Int {
        guard elementLength > 0 else { return 1 }
        return max(1, Int((min(max(dropLength, 0), 1) / elementLength).rounded()))
    }

    /// The line width of piece `j` (0 the head): from `headWidth` down to `headWidth / pieces`.
    public func width(ofPiece j: Int) -> Double {
        max(headWidth, 0) * (1 - Double(j) / Double(piecesPerDrop))
    }

    /// The circle's radius: the largest that fits the size with the head's width inside it.
    public var radius: Double {
        max(min(size.width, size.height) / 2 - max(headWidth, 0) / 2, 0)
    }

    /// The angle on screen of drop `i`'s centre before any turning: drop 0 sits on the start of
    /// the circle (angle 0, to the right), the others follow evenly in the direction of travel.
    public func centreAngle(ofDrop i: Int) -> Double {
        direction.sign * 2 * .pi * Double(i) / Double(max(dropCount, 1))
    }

    // MARK: Animation

    /// Starts turning now.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        addRotation()
    }

    /// Stops turning at once.
    public func stopAnimating() {
        isAnimating = false
        dropsLayer.removeAnimation(forKey: "turn")
    }

    /// The one rotation of the container: a full turn in the direction of travel per period.
    private func addRotation() {
        let turn = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .number(direction.sign * 2 * .pi),
                                  duration: period)
        turn.timingFunction = timingFunction
        turn.repeatCount = .infinity
        dropsLayer.add(turn, forKey: "turn")
    }

    private func restart() {
        guard isAnimating else { return }
        addRotation()
    }

    // MARK: Layers

    /// Makes the piece layers for the count and lengths, then lays them out.
    private func rebuild() {
        let count = max(dropCount, 1)
        let perDrop = piecesPerDrop
        pieces = (0..<count).map { i in
            (0..<perDrop).map { j in
                let piece = ShapeLayer()
                piece.name = "drop-\(i)-\(j)"
                piece.fillColor = nil
                piece.strokeColor = color
                piece.lineCap = .round
                return piece
            }
        }
        // Thinner pieces first, so each head draws over its tail.
        dropsLayer.setSublayers(pieces.flatMap { $0.reversed() })
        layout()
    }

    /// Places the container and strokes every piece for the current size and settings.
    private func layout() {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        layer.bounds = bounds
        dropsLayer.bounds = bounds
        dropsLayer.position = Point(size.width / 2, size.height / 2)
        let centre = dropsLayer.position
        let s = direction.sign
        let length = min(max(dropLength, 0), 1)
        let element = length / Double(piecesPerDrop)
        for (i, drop) in pieces.enumerated() {
            // This drop's own circle starts at its tail and runs in the direction of travel, so
            // the drop is the stretch [0, length] of it and never crosses the path's start.
            let tail = centreAngle(ofDrop: i) - s * .pi * length
            let circle = Path.arc(center: centre, radius: radius, startAngle: tail, endAngle: tail + s * 2 * .pi,
                                  clockwise: s > 0)
            for (j, piece) in drop.enumerated() {
                piece.path = circle
                piece.lineWidth = width(ofPiece: j)
                piece.strokeEnd = length - Double(j) * element
                piece.strokeStart = max(length - Double(j + 1) * element, 0)
            }
        }
    }
}
