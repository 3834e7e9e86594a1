import Foundation
import Lamina

/// An indeterminate activity indicator made the way the replicator seed makes it: one marker
/// layer inside a replicator layer, with no loops, no timers and no per-instance animations.
///
/// The replicator's instance transform lays the markers out (a rotation of `2π / markerCount`
/// for the classic ring) and its instance delay, `period / markerCount`, plays the marker's one
/// animation a little later for each instance. For the classic style the marker's model opacity
/// is 0 and a linear opacity animation from 1 to 0 repeats forever, so every instance flashes and
/// fades in turn; on the first turn the markers appear one by one, because instance `i` starts
/// its animation `i · delay` seconds after the first.
///
/// Layers: `hud` (``layer``, the rounded backdrop), `replicator`, `marker`.
///
/// Time is the timeline's: ``startAnimating()`` and ``stopAnimating()`` act at the layers'
/// current time, so call them after advancing the timeline to the moment they happen.
public final class ActivityIndicator {
    /// The backdrop, named `hud`; add it to a layer tree and position it.
    public let layer = Layer()
    /// The replicator, named `replicator`, filling the HUD.
    public let replicator = ReplicatorLayer()
    /// The one marker the replicator repeats, named `marker`. Replaced when ``style`` changes.
    public private(set) var marker: Layer

    /// Whether the indicator is animating (between a start and a stop).
    public private(set) var isAnimating = false
    /// Whether a stop fades the whole HUD out (the default) or only the markers.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { showStopped() } }
    }
    /// How long a stop takes to fade out, in seconds.
    public var fadeOutDuration = 0.25

    private var settings: ActivityIndicatorStyle
    /// The begin time and period of the running marker animation, to keep its phase on changes.
    private var running: (begin: Double, period: Double)?
    /// Counts stops, so a finished fade only cleans up after the stop that started it.
    private var stopCount = 0

    /// An indicator with `style` (the seed's spinner by default) on a 160 x 160 HUD, stopped and
    /// (since `hidesWhenStopped` is on) hidden.
    public init(style: ActivityIndicatorStyle = .classic) {
        settings = style
        marker = Layer()
        layer.name = "hud"
        replicator.name = "replicator"
        layer.addSublayer(replicator)
        apply(rebuildingMarker: true)
        showStopped()
    }

    // MARK: Settings

    /// The whole look at once. Setting it while animating keeps the animation's phase.
    public var style: ActivityIndicatorStyle {
        get { settings }
        set { settings = newValue; apply(rebuildingMarker: true) }
    }
    /// The marker colour; changes show at once, also while animating.
    public var color: Color {
        get { settings.color }
        set { settings.color = newValue; paint(marker) }
    }
    /// Seconds per cycle; a change while animating keeps the phase.
    public var period: Double {
        get { settings.period }
        set { settings.period = max(newValue, 1e-3); apply(rebuildingMarker: false) }
    }
    /// How many markers (at least 1).
    public var markerCount: Int {
        get { settings.markerCount }
        set { settings.markerCount = max(newValue, 1); apply(rebuildingMarker: false) }
    }
    /// The distance from the centre to each marker's centre on a ring.
    public var spread: Double {
        get { settings.spread }
        set { settings.spread = newValue; apply(rebuildingMarker: false) }
    }
    /// The marker's size.
    public var markerSize: Size {
        get { settings.markerSize }
        set { settings.markerSize = newValue; apply(rebuildingMarker: false) }
    }
    /// The HUD's size (160 x 160).
    public var hudSize = Size(width: 160, height: 160) { didSet { apply(rebuildingMarker: false) } }
    /// The HUD's colour (black at 50%).
    public var hudColor: Color? = Color(white: 0, alpha: 0.5) { didSet { layer.backgroundColor = hudColor } }
    /// The HUD's corner radius (10).
    public var hudCornerRadius = 10.0 { didSet { layer.cornerRadius = hudCornerRadius } }

    // MARK: Starting and stopping

    /// Starts the marker animation now. The first turn reveals the markers one by one.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        stopCount += 1
        for target in [layer, replicator] as [Layer] {
            target.removeAnimation(forKey: "stop")
            target.opacity = 1
        }
        addAnimations(begin: marker.currentLocalTime)
    }

    /// Stops: the HUD (or, when `hidesWhenStopped` is off, the markers) fades out over
    /// `fadeOutDuration`, then the marker animation is removed.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopCount += 1
        let count = stopCount
        let target: Layer = hidesWhenStopped ? layer : replicator
        let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: fadeOutDuration)
        fade.completion = { [weak self] finished in
            guard let self, finished, self.stopCount == count else { return }
            self.removeAnimations()
        }
        target.opacity = 0
        target.add(fade, forKey: "stop")
    }

    // MARK: Building the layers

    /// Applies the settings to the layers; rebuilds the marker when its kind may have changed.
    private func apply(rebuildingMarker: Bool) {
        let s = settings
        layer.bounds = Rect(x: 0, y: 0, width: hudSize.width, height: hudSize.height)
        layer.backgroundColor = hudColor
        layer.cornerRadius = hudCornerRadius
        replicator.bounds = layer.bounds
        replicator.position = Point(hudSize.width / 2, hudSize.height / 2)

        let count = max(s.markerCount, 1)
        replicator.instanceCount = count
        replicator.instanceDelay = s.period / Double(count)
        replicator.instanceColor = s.instanceColor
        replicator.instanceRedOffset = s.colorOffsets.red
        replicator.instanceGreenOffset = s.colorOffsets.green
        replicator.instanceBlueOffset = s.colorOffsets.blue
        replicator.instanceAlphaOffset = s.colorOffsets.alpha
        let centre = replicator.position
        let step = 2 * Double.pi / Double(count)
        switch s.arrangement {
        case .ring:
            replicator.instanceTransform = Transform3D(rotationAngle: step)
        case .row(let spacing):
            replicator.instanceTransform = Transform3D(translationX: spacing, y: 0)
        case .spiral(let scale):
            replicator.instanceTransform = Transform3D(rotationAngle: step).scaledBy(x: scale, y: scale)
        }

        if rebuildingMarker {
            marker = Self.makeMarker(s.marker)
            marker.name = "marker"
            replicator.setSublayers([marker])
        }
        marker.bounds = Rect(x: 0, y: 0, width: s.markerSize.width, height: s.markerSize.height)
        switch s.arrangement {
        case .ring, .spiral:
            marker.position = Point(centre.x, centre.y + s.spread)
        case .row(let spacing):
            marker.position = Point(centre.x - Double(count - 1) / 2 * spacing, centre.y)
        }
        switch s.marker {
        case .bar, .dot:
            marker.cornerRadius = min(s.markerSize.width, s.markerSize.height) / 2
        case .path(let path):
            let box = path.boundingBox
            let scale = AffineTransform(translationX: -box.origin.x, y: -box.origin.y)
                .concatenating(AffineTransform(scaleX: s.markerSize.width / max(box.size.width, 1e-9),
                                               y: s.markerSize.height / max(box.size.height, 1e-9)))
            (marker as? ShapeLayer)?.path = path.applying(scale)
        case .layer:
            break
        }
        paint(marker)
        switch s.motion {
        case .fade, .pulse: marker.opacity = 0
        case .bounce, .stretch, .still: marker.opacity = 1
        }

        if isAnimating, let running {
            // Keep the phase: as many turns elapsed under the new period as under the old.
            let now = marker.currentLocalTime
            let turns = (now - running.begin) / running.period
            addAnimations(begin: now - turns * s.period)
        }
        // While a stop fades out, the running animation stays until the fade's end removes it.
    }

    private static func makeMarker(_ kind: ActivityIndicatorStyle.Marker) -> Layer {
        switch kind {
        case .bar, .dot: Layer()
        case .path: ShapeLayer()
        case .layer(let make): make()
        }
    }

    /// Paints `marker` with the colour: the fill (and stroke) of a shape layer, else the background.
    private func paint(_ marker: Layer) {
        if let shape = marker as? ShapeLayer {
            shape.fillColor = settings.color
            if shape.strokeColor != nil { shape.strokeColor = settings.color }
        } else {
            marker.backgroundColor = settings.color
        }
    }

    /// The marker animation (and the spin), starting at `begin` in the marker's time.
    private func addAnimations(begin: Double) {
        let s = settings
        running = (begin, s.period)
        marker.removeAnimation(forKey: "activity")
        replicator.removeAnimation(forKey: "spin")
        if let motion = Self.animation(for: s.motion, period: s.period) {
            motion.beginTime = begin
            motion.repeatCount = .infinity
            marker.add(motion, forKey: "activity", resolvingBeginTime: false)
        }
        if s.spins {
            let spin = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .number(2 * .pi), duration: s.period)
            spin.timingFunction = .linear
            spin.repeatCount = .infinity
            spin.beginTime = begin
            replicator.add(spin, forKey: "spin", resolvingBeginTime: false)
        }
    }

    private func removeAnimations() {
        running = nil
        marker.removeAnimation(forKey: "activity")
        replicator.removeAnimation(forKey: "spin")
    }

    /// The one animation the marker plays per cycle (before repeating).
    static func animation(for motion: ActivityIndicatorStyle.Motion, period: Double) -> Animation? {
        switch motion {
        case .fade:
            let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: period)
            fade.timingFunction = .linear
            return fade
        case .pulse(let minimumScale):
            let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: period)
            let shrink = BasicAnimation(keyPath: "transform.scale", from: 1, to: .number(minimumScale), duration: period)
            let group = AnimationGroup([fade, shrink], duration: period)
            group.timingFunction = .linear
            return group
        case .bounce(let height):
            let hop = BasicAnimation(keyPath: "transform.translation.y", from: 0, to: .number(-height), duration: period / 2)
            hop.autoreverses = true
            hop.timingFunction = .easeInEaseOut
            return hop
        case .stretch(let minimumScale):
            let squash = BasicAnimation(keyPath: "transform.scale.y", from: 1, to: .number(minimumScale), duration: period / 2)
            squash.autoreverses = true
            squash.timingFunction = .easeInEaseOut
            return squash
        case .still:
            return nil
        }
    }

    /// The stopped look without a fade (at creation, or when `hidesWhenStopped` changes).
    private func showStopped() {
        layer.opacity = hidesWhenStopped ? 0 : 1
        replicator.opacity = 0
    }
}
