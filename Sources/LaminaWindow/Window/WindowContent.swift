import Lamina

/// What a `WindowHost` shows: a layer tree on a timeline, and how it answers input.
///
/// The host calls these on the main thread, once per frame, in this order:
///
///     beginFrame ─ input (handle, each event) ─ frame(at:) ─ render, present ─ didPresentFrame
///
/// A scene builds its `Timeline` with the host's `clock`, so the timeline's time is the
/// display's. Its root layer is the window's content in points (`size`).
public protocol WindowContent: AnyObject {
    /// The timeline whose root layer fills the window.
    var timeline: Timeline { get }
    /// The window's content size in points (the root layer's bounds).
    var size: Size { get }
    var title: String { get }

    /// Answers one input. The default sends pointer events to the timeline (hit-tested to
    /// gesture recognizers and pointer handlers) and quits on `closeRequested`.
    func handle(_ input: WindowInput, in window: WindowContext) -> WindowResponse

    /// The frame to draw at `time` (the clock's `now`). The default advances the timeline there
    /// and draws its presentation.
    func frame(at time: Double, in window: WindowContext) -> DisplayList

    /// Called after each present (for side channels such as saved frames or state files).
    func didPresentFrame(at time: Double, in window: WindowContext)
}

extension WindowContent {
    public func handle(_ input: WindowInput, in window: WindowContext) -> WindowResponse {
        switch input {
        case .pointer(let event):
            timeline.send(event)
            return .continue
        case .closeRequested:
            return .quit
        default:
            return .continue
        }
    }

    public func frame(at time: Double, in window: WindowContext) -> DisplayList {
        timeline.advance(to: time)
        return DisplayList(snapshot: timeline.presentation(at: time), size: size)
    }

    public func didPresentFrame(at time: Double, in window: WindowContext) {}
}

/// What a scene may know about the window it is shown in.
public struct WindowContext: Hashable, Sendable {
    /// Pixels per point of the drawn frames: the window's zoom times the display's density
    /// (drawable pixels over window units, 2 on a HiDPI display).
    public var renderScale: Double
    /// The drawable's size in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Frames presented so far.
    public var frameCount: Int

    /// Pixels per point for a window of `zoom` screen units per point whose drawable is
    /// `drawableWidth` pixels across `windowWidth` screen units (2 on a HiDPI display): the
    /// frames are drawn at the drawable's own density, so nothing is stretched.
    public static func renderScale(zoom: Double, windowWidth: Int, drawableWidth: Int) -> Double {
        let density = windowWidth > 0 && drawableWidth > 0 ? Double(drawableWidth) / Double(windowWidth) : 1
        return zoom * density
    }

    public init(renderScale: Double, pixelWidth: Int, pixelHeight: Int, frameCount: Int) {
        self.renderScale = renderScale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.frameCount = frameCount
    }
}
