/// A timeline's pointer state: which layer each pointer that is down went down on, and who
/// receives its events. `Timeline.send(_:)` drives it.
final class PointerRouter {
    /// What a pointer delivers to, fixed when it goes down (like UIKit's touches).
    struct Capture {
        /// The layer the pointer went down on.
        let layer: Layer
        /// The enabled recognizers of that layer and its ancestors, innermost first.
        let recognizers: [GestureRecognizer]
        /// The innermost layer of the chain with a `pointerHandler`.
        let handlerLayer: Layer?
    }

    private(set) var captures: [Int: Capture] = [:]

    /// Delivers `event`; returns the layer it went to (the captured layer), if any.
    func route(_ event: PointerEvent, in timeline: Timeline) -> Layer? {
        if event.phase == .down {
            if captures[event.pointerID] != nil {
                // A second down without an up: the old touch is cancelled, never dropped.
                var cancel = event
                cancel.phase = .cancel
                _ = route(cancel, in: timeline)
            }
            guard let hit = timeline.hitTest(event.location) else { return nil }
            captures[event.pointerID] = capture(for: hit)
        }
        guard let capture = captures[event.pointerID] else { return nil }
        if event.phase == .up || event.phase == .cancel {
            captures[event.pointerID] = nil
        }
        for recognizer in capture.recognizers {
            recognizer.receive(event, from: timeline)
        }
        if let handlerLayer = capture.handlerLayer, let handler = handlerLayer.pointerHandler {
            handler(event, handlerLayer)
        }
        return capture.layer
    }

    private func capture(for hit: Layer) -> Capture {
        var recognizers: [GestureRecognizer] = []
        var handlerLayer: Layer?
        var current: Layer? = hit
        while let layer = current {
            recognizers += layer.gestureRecognizers.filter(\.isEnabled)
            if handlerLayer == nil, layer.pointerHandler != nil { handlerLayer = layer }
            current = layer.superlayer ?? layer.maskOwner
        }
        return Capture(layer: hit, recognizers: recognizers, handlerLayer: handlerLayer)
    }
}
