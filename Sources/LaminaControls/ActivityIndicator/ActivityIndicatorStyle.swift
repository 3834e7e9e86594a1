import Foundation
import Lamina

/// Everything that makes an activity indicator look the way it does: one marker and a few
/// settings for the replicator that repeats it. A custom style is a value, not a subclass:
///
///     var style = ActivityIndicatorStyle.classic
///     style.marker = .path(myLogo)
///     style.color = .red
///
/// The indicator turns a style into one marker layer inside a replicator layer whose instance
/// transform (rotation, translation, or rotation and scale) lays the markers out and whose
/// instance delay (`period / markerCount`) makes each marker play the same single animation a
/// little later than the one before.
public struct ActivityIndicatorStyle: Sendable {
    /// The layer the replicator repeats.
    public enum Marker: Sendable {
        /// A rectangle of `markerSize` with fully rounded ends (the seed's marker).
        case bar
        /// An ellipse filling `markerSize`.
        case dot
        /// A filled path, scaled to fit `markerSize`.
        case path(Path)
        /// Any layer. Its bounds are set to `markerSize`; the colour paints its background, or
        /// its fill (and stroke, if it has one) when it is a shape layer.
        case layer(@Sendable () -> Layer)
    }

    /// How the instances are laid out.
    public enum Arrangement: Sendable, Equatable {
        /// A circle: each instance turned `2π / markerCount` further; the marker sits `spread`
        /// below the centre.
        case ring
        /// A row: each instance moved `spacing` points right, the row centred.
        case row(spacing: Double)
        /// A shrinking circle: each instance turned `2π / markerCount` and scaled by `scale`
        /// about the centre.
        case spiral(scale: Double)
    }

    /// The one animation the marker plays, repeating forever.
    public enum Motion: Sendable, Equatable {
        /// Opacity from 1 to 0, linear, over `period`; the marker's model opacity is 0 (the seed).
        case fade
        /// A fade, with the marker also shrinking from full size to `minimumScale`.
        case pulse(minimumScale: Double)
        /// Up by `height` points and back, once per `period`.
        case bounce(height: Double)
        /// Height down to `minimumScale` and back, once per `period`.
        case stretch(minimumScale: Double)
        /// No marker animation (for styles that only spin).
        case still
    }

    /// The style's name in the catalogue and on the command line.
    public var name: String
    public var marker: Marker
    /// The marker's size in points.
    public var markerSize: Size
    /// How many instances the replicator draws (at least 1).
    public var markerCount: Int
    /// The distance from the centre to the marker's centre, for rings and spirals.
    public var spread: Double
    public var arrangement: Arrangement
    public var motion: Motion
    /// The marker's colour.
    public var color: Color
    /// Seconds for one cycle of the marker animation, and for one turn of a spinning style.
    public var period: Double
    /// The first instance's tint, multiplied into the marker's colours (`instanceColor`).
    public var instanceColor: Color
    /// Added to each instance's tint per instance, red, green, blue and alpha
    /// (`instanceRedOffset` and so on).
    public var colorOffsets: (red: Double, green: Double, blue: Double, alpha: Double)
    /// Whether the replicator itself turns once per `period` (clockwise).
    public var spins: Bool

    public init(name: String, marker: Marker = .bar, markerSize: Size = Size(width: 8, height: 25),
                markerCount: Int = 12, spread: Double = 35, arrangement: Arrangement = .ring,
                motion: Motion = .fade, color: Color = .white, period: Double = 1,
                instanceColor: Color = .white,
                colorOffsets: (red: Double, green: Double, blue: Double, alpha: Double) = (0, 0, 0, 0),
                spins: Bool = false) {
        self.name = name
        self.marker = marker
        self.markerSize = markerSize
        self.markerCount = markerCount
        self.spread = spread
        self.arrangement = arrangement
        self.motion = motion
        self.color = color
        self.period = period
        self.instanceColor = instanceColor
        self.colorOffsets = colorOffsets
        self.spins = spins
    }
}

// MARK: - The catalogue

extension ActivityIndicatorStyle {
    /// The seed's spinner: 12 white bars 8 x 25 with round ends, 35 from the centre, 1 s a turn.
    public static let classic = ActivityIndicatorStyle(name: "classic")

    /// Ten fading dots.
    public static let dots = ActivityIndicatorStyle(
        name: "dots", marker: .dot, markerSize: Size(width: 14, height: 14), markerCount: 10, spread: 42)

    /// The seed's "waiting for love": hearts instead of bars.
    public static let heart = ActivityIndicatorStyle(
        name: "heart", marker: .path(heartPath), markerSize: Size(width: 24, height: 22), markerCount: 10,
        spread: 46, color: Color(red: 1, green: 0.25, blue: 0.4))

    /// The seed's "night sky": pale stars, each a little bluer than the last.
    public static let stars = ActivityIndicatorStyle(
        name: "stars", marker: .path(starPath(points: 5)), markerSize: Size(width: 18, height: 18),
        markerCount: 12, spread: 50, color: Color(red: 1, green: 0.95, blue: 0.7), period: 1.6,
        colorOffsets: (-0.04, -0.02, 0.03, 0))

    /// Dots that flash full size and shrink as they fade.
    public static let pulsingRing = ActivityIndicatorStyle(
        name: "pulsing-ring", marker: .dot, markerSize: Size(width: 16, height: 16), markerCount: 12,
        spread: 45, motion: .pulse(minimumScale: 0.25))

    /// Three dots in a row, hopping in turn.
    public static let bouncingDots = ActivityIndicatorStyle(
        name: "bouncing-dots", marker: .dot, markerSize: Size(width: 18, height: 18), markerCount: 3,
        arrangement: .row(spacing: 30), motion: .bounce(height: 20), period: 0.9)

    /// Five bars in a row, stretching in a wave.
    public static let waveBars = ActivityIndicatorStyle(
        name: "wave-bars", marker: .bar, markerSize: Size(width: 9, height: 48), markerCount: 5,
        arrangement: .row(spacing: 15), motion: .stretch(minimumScale: 0.3), period: 1)

    /// A comet: shrinking, fading dots on a turning replicator.
    public static let orbit = ActivityIndicatorStyle(
        name: "orbit", marker: .dot, markerSize: Size(width: 18, height: 18), markerCount: 10, spread: 45,
        arrangement: .spiral(scale: 0.93), motion: .still, period: 1.2, colorOffsets: (0, 0, 0, -0.09),
        spins: true)

    /// The classic bars in hues from red through yellow and green to blue-green: white markers tinted
    /// by the instance colour and its offsets.
    public static let rainbow = ActivityIndicatorStyle(
        name: "rainbow", markerCount: 12, instanceColor: Color(red: 1, green: 0, blue: 0),
        colorOffsets: (-0.09, 0.2, 0.09, 0))

    /// Every named style, in catalogue order.
    public static let allCases: [ActivityIndicatorStyle] =
        [classic, dots, heart, stars, pulsingRing, bouncingDots, waveBars, orbit, rainbow]

    /// The names of `allCases`.
    public static var names: [String] { allCases.map(\.name) }

    /// The catalogue style called `name`, or `nil`.
    public init?(named name: String) {
        guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = style
    }

    /// A heart in a 24 x 22 box.
    public static let heartPath: Path = {
        var p = Path()
        p.move(to: Point(12, 21.6))
        p.addLine(to: Point(10.3, 20))
        p.addCurve(to: Point(0, 6.3), control1: Point(4.1, 14.5), control2: Point(0, 10.8))
        p.addCurve(to: Point(6.3, 0), control1: Point(0, 2.7), control2: Point(2.8, 0))
        p.addCurve(to: Point(12, 2.6), control1: Point(8.3, 0), control2: Point(10.2, 0.9))
        p.addCurve(to: Point(17.7, 0), control1: Point(13.8, 0.9), control2: Point(15.7, 0))
        p.addCurve(to: Point(24, 6.3), control1: Point(21.2, 0), control2: Point(24, 2.7))
        p.addCurve(to: Point(13.7, 20), control1: Point(24, 10.8), control2: Point(19.9, 14.5))
        p.closeSubpath()
        return p
    }()

    /// A star with `points` points in a 2 x 2 box centred on (1, 1).
    public static func starPath(points: Int, innerRadius: Double = 0.45) -> Path {
        var p = Path()
        let count = max(points, 2) * 2
        for k in 0..<count {
            let r = k.isMultiple(of: 2) ? 1 : innerRadius
            let angle = -Double.pi / 2 + Double(k) * .pi / Double(count / 2)
            let point = Point(1 + r * cos(angle), 1 + r * sin(angle))
            if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }
}
