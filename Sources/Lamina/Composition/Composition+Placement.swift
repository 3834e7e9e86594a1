extension Composition {
    /// Where a composition's tree goes in an output of another size: scaled to fit (uniformly)
    /// and centred, the letterboxing of `lamina render --size` and of the preview's stage.
    ///
    ///     // 100 x 50 into 400 x 400: scale 4, so 400 x 200, centred with 100 above and below.
    ///     Composition.Placement(fitting: Size(100, 50), into: Size(400, 400))
    ///     // scale 4, offset (0, 100)
    public struct Placement: Equatable, Sendable {
        /// Output points per composition point.
        public var scale: Double
        /// Where the composition's origin lands in the output, in output points.
        public var offset: Point

        /// No change: the output is the composition's own size.
        public static let identity = Placement(scale: 1, offset: .zero)

        /// Makes a placement that scales by `scale` (output points per content point) and then
        /// moves by `offset` (in output points).
        public init(scale: Double, offset: Point) {
            self.scale = scale
            self.offset = offset
        }

        /// `content` scaled to fit `box` and centred in it; the identity when the sizes are
        /// equal or `content` is empty (nothing to scale).
        public init(fitting content: Size, into box: Size) {
            guard box != content, content.width > 0, content.height > 0 else {
                self = .identity
                return
            }
            let fit = min(box.width / content.width, box.height / content.height)
            self.init(scale: fit, offset: Point(x: (box.width - content.width * fit) / 2,
                                                y: (box.height - content.height * fit) / 2))
        }

        /// The map from the composition's space to the output's: scale, then offset. Drawing
        /// uses it as a display-list transform, with the root in its own space:
        ///
        ///     DisplayList(snapshot: snapshot, size: outputSize, transform: placement.transform)
        public var transform: AffineTransform {
            AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: offset.x, ty: offset.y)
        }

        /// The root's snapshot set up to sit as a sublayer of an output-sized layer (the
        /// preview's stage) showing what `transform` shows: its own space scaled and moved
        /// there, its own position and transform replaced, as a root drawn in its own space
        /// ignores them.
        ///
        /// Only as a sublayer: `DisplayList(snapshot:size:)` draws a root in its own space and
        /// leaves out the position and transform set here (the benchmark once drew at the
        /// composition's own size that way). A root goes through `transform`, or
        /// `CompositionFrames`.
        public func apply(to snapshot: LayerSnapshot) -> LayerSnapshot {
            var placed = snapshot
            placed.transform = scale == 1 ? .identity : Transform3D(scaleX: scale, y: scale)
            placed.position = LayerGeometry.position(snapshot.properties, placingBoundsOriginAt: offset, scale: scale)
            return placed
        }
    }

    /// The composition scaled to fit and centred in `outputSize`.
    public func placement(in outputSize: Size) -> Placement {
        Placement(fitting: size, into: outputSize)
    }
}
