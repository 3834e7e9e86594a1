import CSDL2
import Foundation
import Lamina
import LaminaRender

/// An SDL2 window that shows a `WindowContent`: it owns the display clock, turns the mouse and
/// keyboard into `WindowInput`, and draws each frame with `LaminaRender` into a streaming texture.
///
/// ```swift
/// let host = try WindowHost(.init(title: "demo", size: Size(400, 400)))
/// let scene = MyScene(clock: host.clock)   // its Timeline ticks with the display
/// try host.run(scene)
/// print(host.stats.report)
/// ```
///
/// Threading: SDL wants its video calls on the main thread, so the host is made and run there
/// and calls the scene there; a scene that does work elsewhere (a camera, an encoder) hands its
/// results over in `frame(at:in:)`. Frames are drawn on the main thread too: Cairo draws the
/// preview's frames in well under a frame interval, and one thread keeps input, time and
/// drawing in order.
///
/// Pacing: with `fps` unset the renderer is asked for vsync, and the display paces the
/// presents; where vsync is missing (or turns out not to wait, as under Xvfb) the clock sleeps
/// to a steady grid of 1/60 s. The window is `size × scale` screen units; on a HiDPI display
/// its drawable has more pixels than that, and frames are drawn at `scale × density`.
public final class WindowHost {
    public struct Configuration: Sendable {
        public var title: String
        /// The content size in points.
        public var size: Size
        /// Screen units per point: the window's zoom.
        public var scale: Double
        /// Whether the window picks its zoom instead of `scale`: what fits the display's usable
        /// area, a small window enlarged by whole steps (``WindowFit``).
        public var zoomsToFit = false
        /// Frames per second; `nil` for the display's vsync, or 60 where there is none.
        public var fps: Double?
        /// Drawn behind the scene.
        public var background: Color

        public init(title: String, size: Size, scale: Double = 1, fps: Double? = nil,
                    background: Color = Color(red: 0.11, green: 0.11, blue: 0.12)) {
            self.title = title
            self.size = size
            self.scale = scale
            self.fps = fps
            self.background = background
        }
    }

    public let configuration: Configuration
    /// The display clock every scene shown in this window builds its timeline with.
    public let clock: DisplayClock
    /// Frame times so far.
    public private(set) var stats = FrameStats()
    /// Whether the renderer reported vsync and the presents were seen to wait for it.
    public private(set) var isVSynced: Bool
    /// SDL's name for the renderer in use (`opengl`, `software`, ...).
    public let rendererName: String

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    private var mapper: PointerInputMapper
    /// Keeps the last frame and redraws what changed, in bands on every core; remade when the
    /// pixel scale changes (the window moved to a display of another density).
    private var drawer: FrameRenderer?

    /// Opens the window (shown at once). Throws when there is no display or SDL fails.
    public init(_ configuration: Configuration) throws(WindowError) {
        precondition(Thread.isMainThread, "SDL windows are made and run on the main thread")
        var configuration = configuration
        SDL_SetMainReady()
        #if os(Linux)
        // Only the desktop drivers: without a display SDL would go on to try the console's
        // (KMSDRM), which can block instead of failing.
        if getenv("SDL_VIDEODRIVER") == nil {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, getenv("WAYLAND_DISPLAY") == nil ? "x11" : "wayland,x11")
        }
        #endif
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw WindowError("cannot open a window: \(Self.sdlError()) (is DISPLAY set?)")
        }
        if configuration.zoomsToFit {
            var usable = SDL_Rect()
            let display = SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0
                ? Size(width: Double(usable.w), height: Double(usable.h)) : nil
            configuration.scale = WindowFit.zoom(for: configuration.size, display: display)
        }
        self.configuration = configuration
        let width = Int32(max((configuration.size.width * configuration.scale).rounded(), 1))
        let height = Int32(max((configuration.size.height * configuration.scale).rounded(), 1))
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        // SDL_WINDOWPOS_UNDEFINED is a macro Swift does not import.
        let undefinedPosition: Int32 = 0x1FFF_0000
        guard let window = SDL_CreateWindow(configuration.title, undefinedPosition, undefinedPosition,
                                            width, height, flags) else {
            let message = Self.sdlError()
            SDL_Quit()
            throw WindowError("cannot open a window: \(message)")
        }
        let wantsVSync = configuration.fps == nil
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | (wantsVSync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = Self.sdlError()
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw WindowError("cannot draw in the window: \(message)")
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        isVSynced = wantsVSync && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        var rate = configuration.fps ?? 60
        var mode = SDL_DisplayMode()
        if configuration.fps == nil, SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            rate = Double(mode.refresh_rate)
        }
        clock = DisplayClock(frameInterval: 1 / rate)
        clock.pacesFrames = !isVSynced
        mapper = PointerInputMapper(scale: configuration.scale)
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Shows `scene` until it asks to quit (Esc, the window closing): input, frame, present,
    /// pace, over and over. Returns normally on quit; throws only when drawing fails.
    public func run(_ scene: any WindowContent) throws(WindowError) {
        SDL_SetWindowTitle(window, scene.title)
        var previousStart: Double?
        while true {
            let start = clock.beginFrame()
            var context = currentContext()
            if pollInput(into: scene, at: start, context: context) == .quit { return }
            let list = scene.frame(at: start, in: context)
            context = currentContext()
            let drawer = self.drawer.flatMap { $0.scale == context.renderScale ? $0 : nil }
                ?? FrameRenderer(scale: context.renderScale, background: configuration.background,
                                 tiles: ProcessInfo.processInfo.activeProcessorCount)
            self.drawer = drawer
            let image = drawer.render(list)
            try upload(image)
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, nil, nil)
            let beforePresent = clock.elapsed()
            SDL_RenderPresent(renderer)
            let end = clock.elapsed()
            // With vsync the present waits for the display: that wait is not work.
            stats.record(frameTime: (isVSynced ? beforePresent : end) - start,
                         interval: previousStart.map { start - $0 })
            if isVSynced, let previousStart, start - previousStart < clock.frameInterval / 2 {
                // Presents do not wait (a virtual display): pace on the clock's grid instead.
                isVSynced = false
                clock.pacesFrames = true
            }
            previousStart = start
            context.frameCount = stats.frameCount
            scene.didPresentFrame(at: start, in: context)
            clock.waitForNextFrame()
        }
    }

    // MARK: - Input

    private func pollInput(into scene: any WindowContent, at time: Double, context: WindowContext) -> WindowResponse {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            for input in translate(event, at: time) where scene.handle(input, in: context) == .quit {
                return .quit
            }
        }
        return .continue
    }

    /// The Lamina inputs of one SDL event.
    private func translate(_ event: SDL_Event, at time: Double) -> [WindowInput] {
        let left = UInt8(SDL_BUTTON_LEFT)
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == left:
            return pointer(.down(x: Double(event.button.x), y: Double(event.button.y)), time)
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == left:
            return pointer(.up(x: Double(event.button.x), y: Double(event.button.y)), time)
        case SDL_MOUSEMOTION.rawValue:
            return pointer(.move(x: Double(event.motion.x), y: Double(event.motion.y)), time)
        case SDL_KEYDOWN.rawValue:
            guard let key = Self.key(event.key.keysym.sym) else { return [] }
            return [.keyDown(key, isRepeat: event.key.repeat != 0, time: time)]
        case SDL_KEYUP.rawValue:
            guard let key = Self.key(event.key.keysym.sym) else { return [] }
            return [.keyUp(key, time: time)]
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                return pointer(.focusLost, time) + [.focusLost(time: time)]
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return pointer(.windowClosed, time) + [.closeRequested(time: time)]
            default:
                return []
            }
        case SDL_QUIT.rawValue:
            // The last window closed, or SIGINT/SIGTERM: the same as closing the window.
            return pointer(.windowClosed, time) + [.closeRequested(time: time)]
        default:
            return []
        }
    }

    private func pointer(_ input: PointerInputMapper.MouseInput, _ time: Double) -> [WindowInput] {
        mapper.map(input, time: time).map { .pointer($0) }
    }

    private static func key(_ code: SDL_Keycode) -> Key? {
        func matches(_ key: SDL_KeyCode) -> Bool { code == SDL_Keycode(truncatingIfNeeded: key.rawValue) }
        if matches(SDLK_SPACE) { return .space }
        if matches(SDLK_LEFT) { return .left }
        if matches(SDLK_RIGHT) { return .right }
        if matches(SDLK_UP) { return .up }
        if matches(SDLK_DOWN) { return .down }
        if matches(SDLK_ESCAPE) { return .escape }
        if matches(SDLK_RETURN) || matches(SDLK_KP_ENTER) { return .enter }
        if matches(SDLK_BACKSPACE) { return .backspace }
        if matches(SDLK_TAB) { return .tab }
        guard code > 32, code < 127, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return .character(Character(String(scalar).lowercased()))
    }

    // MARK: - Drawing

    private func currentContext() -> WindowContext {
        var windowWidth: Int32 = 0, windowHeight: Int32 = 0, pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let scale = WindowContext.renderScale(zoom: configuration.scale, windowWidth: Int(windowWidth),
                                              drawableWidth: Int(pixelWidth))
        return WindowContext(renderScale: scale, pixelWidth: Int(pixelWidth),
                             pixelHeight: Int(pixelHeight), frameCount: stats.frameCount)
    }

    /// Copies `image` (premultiplied BGRA, Cairo's ARGB32, which is SDL's ARGB8888 in memory)
    /// into the streaming texture, remaking the texture when the size changes.
    private func upload(_ image: ImageBuffer) throws(WindowError) {
        if texture == nil || textureSize != (image.width, image.height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(image.width), Int32(image.height))
            guard let texture else { throw WindowError("cannot make a \(image.width)x\(image.height) texture: \(Self.sdlError())") }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureSize = (image.width, image.height)
        }
        image.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.bytesPerRow))
        }
    }

    private static func sdlError() -> String {
        String(cString: SDL_GetError())
    }
}
