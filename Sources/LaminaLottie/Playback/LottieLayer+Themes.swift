import Foundation
import Lamina

/// Themes and slot values applied at run time: the file is parsed again with them and the
/// layers below the content rebuilt, while this layer, its content's timing (paused frame, play
/// range, speed) and the ``setValue(_:forKeypath:)`` values stay as they were, so the animation
/// goes on from the same frame in its new colours.
///
///     let lottie = try LottieLayer(contentsOf: URL(fileURLWithPath: "button.lottie"))
///     try lottie.setTheme("dark")                       // t/dark.json's rules
///     try lottie.setSlot("accent", .vector([1, 0, 0]))  // one slot on top of the theme
///     try lottie.setTheme(nil)                          // the file's own values again
extension LottieLayer {
    /// Applies the archive's theme `id` (its rules for this animation), or none with `nil`; the
    /// slot values set with ``setSlot(_:_:)`` stay on top. Throws for a theme the archive does
    /// not have, or when the file declares no slots.
    public func setTheme(_ id: String?) throws {
        try rebuild(theme: id, slots: slotValues)
    }

    /// Sets the slot `id` to `value` (`nil`: back to the theme's or the file's value). Throws for
    /// a slot the file does not declare.
    public func setSlot(_ id: String, _ value: LottieSlotValue?) throws {
        var slots = slotValues
        slots[id] = value
        try rebuild(theme: theme, slots: slots)
    }

    /// Sets several slots at once (one rebuild); `nil` values go back to the theme's or the file's.
    public func setSlots(_ values: [String: LottieSlotValue?]) throws {
        var slots = slotValues
        for (id, value) in values { slots[id] = value }
        try rebuild(theme: theme, slots: slots)
    }

    /// The themes ``setTheme(_:)`` accepts (those of the archive the animation came from).
    public var themes: [String] { animation.slotSource?.themes.keys.sorted() ?? [] }

    private func rebuild(theme: String?, slots: [String: LottieSlotValue]) throws {
        guard let source = animation.slotSource else {
            throw LottieError(fileName: build.fileName, path: "", message: "the file declares no slots, so no theme or slot value applies")
        }
        let next = try source.animation(theme: theme, slots: slots, keeping: animation)
        let fresh = Layer()
        let (played, warnings, registry) = try Self.buildContent(of: next, build: build, into: fresh)
        // The new content takes the old one's clock, so the frame shown does not move.
        fresh.speed = content.speed
        fresh.timeOffset = content.timeOffset
        fresh.beginTime = content.beginTime
        replaceSublayer(content, with: fresh)
        content = fresh
        animation = played
        self.warnings = warnings
        self.registry = registry
        self.theme = theme
        slotValues = slots
        baseAnimations = []
        collectBaseAnimations(fresh)
        if let range { wrapBaseAnimations(timing: range.timing, from: range.lower, to: range.upper, backwards: range.backwards) }
        for (value, keypath) in keypathValues { _ = self.registry.setValue(value, forKeypath: LottieKeypath(keypath)) }
        if !keypathValues.isEmpty { baseAnimations.removeAll { entry in entry.layer.animation(forKey: entry.key) == nil } }
    }
}
