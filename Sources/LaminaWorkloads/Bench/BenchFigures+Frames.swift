import Foundation
import Lamina
import LaminaContent
import LaminaControls
import LaminaRender

/// The bench's frame figures: compositions (example scenes, built-in controls) drawn on one core,
/// and one clip exported on all of them.
extension BenchFigures {
    /// For each example scene (`*.json`) in `folder` at 1024x1024: frames per second on one core,
    /// and the share of the frame time spent outside Cairo (evaluation and display list).
    public func exampleRenders(in folder: String) throws -> [Figure] {
        var figures: [Figure] = []
        let renderer = Renderer()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".json") {
            let name = String(file.dropLast(5))
            let composition = try ContentLoader.composition(for: (folder as NSString).appendingPathComponent(file))
            let (prepare, draw) = try frameCost(of: composition, side: Size(width: 1024, height: 1024), renderer: renderer)
            figures.append(("render_\(name)_1024_fps", 1 / (prepare + draw)))
            figures.append(("render_\(name)_share_outside_cairo", prepare / (prepare + draw)))
        }
        return figures
    }

    /// The built-in activity indicator and a 12-drop indicator at 512x512: frames per second on
    /// one core, display list and Cairo render, like ``exampleRenders(in:)``.
    public func controlRenders() throws -> [Figure] {
        var twelveDrops = BuiltInControl.Options()
        twelveDrops.drops = 12
        let renderer = Renderer()
        var figures: [Figure] = []
        for (name, target, options) in [("activity_indicator", "activity-indicator", BuiltInControl.Options()),
                                        ("drop_indicator", "drop-indicator", twelveDrops)] {
            let composition = try ContentLoader.composition(for: target, options: options)
            let (prepare, draw) = try frameCost(of: composition, side: Size(width: 512, height: 512), renderer: renderer)
            figures.append(("render_\(name)_512_fps", 1 / (prepare + draw)))
        }
        return figures
    }

    /// 1,000 live particles (`Workloads.emitter`) at 512x512 on one core: milliseconds to make a
    /// frame's particles and display list, to draw it with Cairo, and frames per second.
    public func particles() -> [Figure] {
        let timeline = Workloads.emitter(liveParticles: 1_000)
        let size = Size(width: 512, height: 512)
        // From 10 s on, the population is steady (the first 4 seconds fill it).
        let (prepare, draw) = frameCost(renderer: Renderer()) { t in
            DisplayList(snapshot: timeline.presentation(at: 10 + t), size: size)
        }
        // The same with a moving emitter and a changing rate: each particle reads its birth's
        // values from the animations.
        let animated = Workloads.emitter(liveParticles: 1_000, animated: true)
        let (animatedPrepare, animatedDraw) = frameCost(renderer: Renderer()) { t in
            DisplayList(snapshot: animated.presentation(at: 10 + t), size: size)
        }
        return [("particles_1000_prepare_ms", prepare * 1e3), ("particles_1000_draw_ms", draw * 1e3),
                ("particles_1000_512_fps", 1 / (prepare + draw)),
                ("particles_1000_animated_prepare_ms", animatedPrepare * 1e3),
                ("particles_1000_animated_512_fps", 1 / (animatedPrepare + animatedDraw))]
    }

    /// ``frameCost(renderer:displayList:)`` for one playback of `composition`, advanced 1/60 s a
    /// frame and placed in a `side` output as `lamina render --size` places it.
    public func frameCost(of composition: Composition, side: Size, renderer: Renderer) throws
        -> (prepare: Double, draw: Double) {
        let playback = try composition.drawingPlayback()
        let transform = composition.placement(in: side).transform
        var tree = LayerSnapshot(name: nil, properties: LayerProperties(), localTime: 0)
        return frameCost(renderer: renderer) { t in
            playback.advance(to: t, into: &tree)
            return DisplayList(snapshot: tree, size: side, transform: transform)
        }
    }

    /// A 10-second, 60 fps, 1080x1080 MP4 of the spinner example in `folder`, timed on the wall
    /// clock (frames drawn in parallel, encoded by ffmpeg).
    public static func spinnerExport(in folder: String) throws -> [Figure] {
        let spinner = try ContentLoader.composition(for: (folder as NSString).appendingPathComponent("spinner.json"))
        let exporter = CompositionExporter(spinner, size: Size(width: 1080, height: 1080))
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("lamina-bench-\(ProcessInfo.processInfo.processIdentifier).mp4")
        defer { try? FileManager.default.removeItem(at: url) }
        let seconds = try wallClockSeconds {
            try exporter.write(to: url, time: 0, duration: 10, fps: 60)
        }
        return [("export_spinner_10s_60fps_1080_mp4_seconds", seconds)]
    }
}
