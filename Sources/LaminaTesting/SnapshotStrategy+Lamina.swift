import Foundation
import Lamina
import LaminaRender

// MARK: - Images

extension SnapshotDiffing where Format == ImageBuffer {
    /// PNG files compared with `ImageComparison`; a failure attaches a difference image.
    public static func image(_ comparison: ImageComparison) -> SnapshotDiffing<ImageBuffer> {
        SnapshotDiffing(
            toData: { image in try pngData(image) },
            fromData: { data in try readPNG(data: data) },
            diff: { expected, actual in
                guard let difference = comparison.compare(expected: expected, actual: actual) else { return nil }
                let attachments = (try? difference.image.map(pngData)).flatMap { $0 }
                    .map { [SnapshotAttachment(name: "difference", pathExtension: "png", data: $0)] } ?? []
                return (difference.description, attachments)
            })
    }
}

extension SnapshotStrategy where Value == LayerSnapshot, Format == ImageBuffer {
    /// A presentation tree rendered offscreen with `Renderer`, stored as PNG: the root in its
    /// own space (`Renderer.render(snapshot:size:)`), so its bounds fill the default size.
    ///
    /// ```swift
    /// let result = verifySnapshot(of: timeline.presentation(at: 0.5),
    ///                             as: .image(size: Size(160, 120), maxChannelDifference: 8, maxDifferingShare: 0.01))
    /// ```
    ///
    /// - Parameters:
    ///   - size: the image's size in points; `nil` takes the root layer's bounds.
    ///   - scale: pixels per point. Goldens stay small at 1.
    ///   - background: painted under the tree; `nil` leaves the image transparent.
    ///   - maxChannelDifference: how different one pixel's channels may be (0...255).
    ///   - maxDifferingShare: what share of pixels may differ by more than that (0...1).
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = nil,
                             maxChannelDifference: Int = 0, maxDifferingShare: Double = 0) -> SnapshotStrategy {
        let comparison = ImageComparison(maxChannelDifference: maxChannelDifference, maxDifferingShare: maxDifferingShare)
        return SnapshotStrategy(pathExtension: "png", diffing: .image(comparison)) { snapshot in
            Renderer().render(snapshot: snapshot, size: size ?? snapshot.properties.bounds.size, scale: scale,
                              background: background)
        }
    }
}

extension SnapshotStrategy where Value == Timeline, Format == ImageBuffer {
    /// The timeline's presentation at `t` seconds, rendered; see the `LayerSnapshot` strategy.
    public static func image(at t: Double, size: Size? = nil, scale: Double = 1, background: Color? = nil,
                             maxChannelDifference: Int = 0, maxDifferingShare: Double = 0) -> SnapshotStrategy {
        SnapshotStrategy<LayerSnapshot, ImageBuffer>
            .image(size: size, scale: scale, background: background,
                   maxChannelDifference: maxChannelDifference, maxDifferingShare: maxDifferingShare)
            .pullback { timeline in timeline.presentation(at: t) }
    }
}

extension SnapshotStrategy where Value == Scene, Format == ImageBuffer {
    /// The scene at `t` seconds (running its actions due by then), rendered at the document's
    /// size unless `size` is given; see the `LayerSnapshot` strategy.
    public static func image(at t: Double, size: Size? = nil, scale: Double = 1, background: Color? = nil,
                             maxChannelDifference: Int = 0, maxDifferingShare: Double = 0) -> SnapshotStrategy {
        SnapshotStrategy<LayerSnapshot, ImageBuffer>
            .image(size: size, scale: scale, background: background,
                   maxChannelDifference: maxChannelDifference, maxDifferingShare: maxDifferingShare)
            .pullback { scene in scene.advance(to: t) }
    }
}

// MARK: - Trees

// The tree is the `lamina inspect` JSON: one format to learn, keys in a fixed order, numbers
// rounded to 6 decimals so that floating-point noise below that does not churn snapshots.

extension SnapshotStrategy where Value == InspectReport, Format == String {
    /// The report's JSON text, stored as `.json` and compared line by line.
    public static var json: SnapshotStrategy {
        SnapshotStrategy<String, String>(pathExtension: "json", diffing: .lines).pullback { report in report.rendered() }
    }
}

extension SnapshotStrategy where Value == LayerSnapshot, Format == String {
    /// The presentation tree as `lamina inspect` JSON, reported at `time` seconds; the root
    /// itself is the canvas and is not listed.
    public static func tree(time: Double = 0) -> SnapshotStrategy {
        SnapshotStrategy<InspectReport, String>.json.pullback { snapshot in InspectReport(time: time, root: snapshot) }
    }
}

extension SnapshotStrategy where Value == Timeline, Format == String {
    /// The presentation tree at `t` seconds as `lamina inspect` JSON.
    ///
    /// ```json
    /// {
    ///   "time": 0.5,
    ///   "state": {},
    ///   "layers": [{"name": "dot", "type": "layer", "position": [40, 60], ...}]
    /// }
    /// ```
    public static func tree(at t: Double) -> SnapshotStrategy {
        SnapshotStrategy<LayerSnapshot, String>.tree(time: t).pullback { timeline in timeline.presentation(at: t) }
    }
}

extension SnapshotStrategy where Value == Scene, Format == String {
    /// The scene's presentation tree at `t` seconds as `lamina inspect` JSON, exactly what
    /// `lamina inspect --time t` prints.
    public static func tree(at t: Double) -> SnapshotStrategy {
        SnapshotStrategy<InspectReport, String>.json.pullback { scene in
            scene.advance(to: t)
            return scene.inspect(at: t)
        }
    }
}
