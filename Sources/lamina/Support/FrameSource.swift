import Foundation
import Lamina
import LaminaContent
import LaminaControls

/// Frames over time as closures: what `RecordCommand`, `RecordingScreen` and `BenchCommand`
/// still draw through. Everything else uses `Composition` and `CompositionExporter`; once those
/// three take a composition, this file and `ClipRenderer.swift` go.
struct FrameSource {
    let size: Size
    let duration: Double
    let fps: Double
    let background: Color?
    /// The tree at a time, moving forward; called with non-decreasing times.
    let presentation: (Double) -> LayerSnapshot
    let state: () -> [(key: String, value: OrderedJSON)]

    /// One playback of what `target` names (see `ContentLoader`), advanced as it is asked.
    static func resolve(_ target: String, options: ControlOptions? = nil) throws -> FrameSource {
        let composition = try ContentLoader.load(target, options: options?.values ?? BuiltInControl.Options())
        let playback = try composition.playback()
        return FrameSource(size: composition.size, duration: composition.duration, fps: composition.fps,
                           background: composition.background, presentation: { playback.advance(to: $0) },
                           state: { playback.state() })
    }

    /// Display lists for `times` (non-decreasing), scaled to fit and centred in `outputSize`.
    func displayLists(at times: [Double], outputSize: Size) -> [DisplayList] {
        let placement = Composition.Placement(fitting: size, into: outputSize)
        return times.map { DisplayList(snapshot: placement.apply(to: presentation($0)), size: outputSize) }
    }
}
