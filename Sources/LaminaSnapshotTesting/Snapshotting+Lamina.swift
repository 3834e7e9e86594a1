import Foundation
import Lamina
import LaminaRender
import SnapshotTesting
import struct LaminaTesting.ImageComparison

// Design note: these are swift-snapshot-testing's own `Snapshotting` values, so tests get its
// `assertSnapshot(of:as:named:record:)`, its reference naming (`__Snapshots__/<file>/<test>.<n>.png`),
// its record modes and messages, under Swift Testing and XCTest alike. Only the pixel
// arithmetic is Lamina's: `ImageComparison` from LaminaTesting, in plain Swift, rather than
// CoreImage (absent on Linux). A layer is drawn in its own coordinate space, as
// `CALayer.render(in:)` draws it: its bounds fill the image, whatever its position.

extension Snapshotting where Value == Layer, Format == ImageBuffer {
    /// The layer and its sublayers as an image, stored as a PNG reference.
    ///
    ///     assertSnapshot(of: ring, as: .image(size: Size(200, 200)))
    ///     assertSnapshot(of: ring, as: .image(time: 1.5, perceptualPrecision: 0.98))
    ///
    /// - Parameters:
    ///   - size: the image in points; `nil` takes the layer's bounds.
    ///   - scale: pixels per point. References stay small at 1.
    ///   - time: the timeline time to present, in seconds; `nil` for now (the timeline's
    ///     current time; a layer outside any timeline shows its animations at time 0, so its
    ///     model values when nothing is animating).
    ///   - background: painted under the tree; `nil` leaves the image transparent.
    ///   - precision: the share of pixels that must match (0...1).
    ///   - perceptualPrecision: how closely a pixel must match (0...1): one channel may differ
    ///     by `(1 - perceptualPrecision) × 255` levels. 0.98 absorbs anti-aliasing differences
    ///     between Cairo versions.
    public static func image(size: Size? = nil, scale: Double = 1, time: Double? = nil, background: Color? = nil,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<LayerSnapshot, ImageBuffer>
            .image(size: size, scale: scale, background: background, precision: precision,
                   perceptualPrecision: perceptualPrecision)
            .pullback { layer in time.map(layer.snapshot(at:)) ?? layer.snapshot() }
    }
}

extension Snapshotting where Value == Timeline, Format == ImageBuffer {
    /// The timeline's root layer and its tree as presented at `time` seconds, as an image at
    /// the root's bounds (the root in its own space), stored as a PNG reference. Pure: the
    /// timeline does not move and no action runs.
    ///
    ///     assertSnapshot(of: timeline, as: .image(at: 1.5))
    ///
    /// The parameters are the `Layer` strategy's.
    public static func image(at time: Double, size: Size? = nil, scale: Double = 1, background: Color? = nil,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<LayerSnapshot, ImageBuffer>
            .image(size: size, scale: scale, background: background, precision: precision,
                   perceptualPrecision: perceptualPrecision)
            .pullback { timeline in timeline.presentation(at: time) }
    }
}

extension Snapshotting where Value == LayerSnapshot, Format == ImageBuffer {
    /// A presented tree as an image, its root in its own space; the strategies for layers and
    /// timelines are built on this one.
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = nil,
                             precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: .laminaImage(comparison)) { snapshot in
            let root = snapshot.inOwnSpace()
            return Renderer().render(snapshot: root, size: size ?? root.properties.bounds.size, scale: scale,
                                     background: background)
        }
    }
}

// MARK: - Trees

// The text is `lamina inspect`'s JSON: keys in the property table's order, numbers rounded to
// 6 decimals, so a reference reads like a CLI report and floating-point noise does not churn it.

extension Snapshotting where Value == Layer, Format == String {
    /// The layer and its subtree as presented now, as `lamina inspect` JSON (`.json`).
    ///
    ///     assertSnapshot(of: ring, as: .tree)
    public static var tree: Snapshotting {
        Snapshotting<String, String>(pathExtension: "json", diffing: .lines).pullback { layer in
            let time = layer.timeline?.currentTime ?? 0
            return InspectReport(time: time, layers: [layer.snapshot()]).rendered()
        }
    }
}

extension Snapshotting where Value == Timeline, Format == String {
    /// The root layer's tree at the timeline's current time, as `lamina inspect` JSON: the
    /// root is the canvas, its sublayers are listed.
    public static var tree: Snapshotting { tree(at: nil) }

    /// The root layer's tree as presented at `time` seconds (`nil`: now), as `lamina inspect`
    /// JSON; pure, like `Timeline.presentation(at:)`.
    ///
    ///     assertSnapshot(of: timeline, as: .tree(at: 1.5))
    public static func tree(at time: Double?) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "json", diffing: .lines).pullback { timeline in
            let t = time ?? timeline.currentTime
            return InspectReport(time: t, root: timeline.presentation(at: t)).rendered()
        }
    }
}
