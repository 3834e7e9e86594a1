import Foundation
import Lamina
import LaminaControls
import LaminaYAML

/// Something the CLI can draw over time: a scene file or a built-in control.
///
/// Frames are made in two steps: snapshots in time order on one thread (actions, input and
/// callbacks happen as the timeline advances), then pixels in parallel (snapshots are values).
struct FrameSource {
    /// The natural size in points, duration and frame rate.
    let size: Size
    let duration: Double
    let fps: Double
    let background: Color?
    /// The tree as presented at a time; called with non-decreasing times.
    let presentation: (Double) -> LayerSnapshot
    /// The control's state at the last presented time (empty for scenes).
    let state: () -> [(key: String, value: OrderedJSON)]

    /// A scene file (.json, .yaml, .yml), an SVG document (.svg), or a built-in control by name.
    static func resolve(_ target: String, options: ControlOptions? = nil) throws -> FrameSource {
        if FileManager.default.fileExists(atPath: target) {
            if let options, !options.isEmpty {
                throw SceneError(fileName: target, path: "", message: "control options such as --press apply to built-in controls, not to scene files")
            }
            if isSVG(target) { return try svg(at: target) }
            let scene = try Scene.loadAny(contentsOf: URL(fileURLWithPath: target))
            let document = scene.document
            // A document without a duration plays two seconds, enough to show most loops.
            return FrameSource(size: document.size, duration: document.duration ?? 2, fps: document.fps,
                               background: document.backgroundColor, presentation: { scene.presentation(at: $0) },
                               state: { [] })
        }
        guard let builder = BuiltInControls.all[target] else {
            let names = BuiltInControls.all.keys.sorted()
            let known = names.isEmpty ? "" : " (built-in controls: \(names.joined(separator: ", ")))"
            throw SceneError(fileName: target, path: "", message: "no such file or built-in control\(known)")
        }
        // `ControlOptions()` leaves its options unset (reading one traps); parsing nothing sets them.
        let control = try builder(options ?? ControlOptions.parse([]))
        return FrameSource(size: control.size, duration: control.preferredDuration, fps: 60,
                           background: control.background, presentation: { control.presentation(at: $0) },
                           state: { control.state() })
    }

    /// Display lists for `times` (non-decreasing), drawn at `outputSize`: the scene is scaled to
    /// fit and centred when the sizes differ.
    func displayLists(at times: [Double], outputSize: Size) -> [DisplayList] {
        let fit = min(outputSize.width / size.width, outputSize.height / size.height)
        let offset = Point(x: (outputSize.width - size.width * fit) / 2, y: (outputSize.height - size.height * fit) / 2)
        return times.map { t in
            var snapshot = presentation(t)
            if outputSize != size {
                // The root's anchor is its origin, so a scale and a move place the whole scene.
                snapshot.transform = Transform3D(scaleX: fit, y: fit).concatenating(snapshot.transform)
                snapshot.position = Point(x: snapshot.position.x * fit + offset.x, y: snapshot.position.y * fit + offset.y)
            }
            return DisplayList(snapshot: snapshot, size: outputSize)
        }
    }
}
