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

        /// The snapshot of a root layer placed: scaled about its anchor and its position moved.
        /// A composition's root has its anchor at its origin, so this places the whole tree.
        public func apply(to snapshot: LayerSnapshot) -> LayerSnapshot {
            guard self != .identity else { return snapshot }
            var placed = snapshot
            placed.transform = Transform3D(scaleX: scale, y: scale).concatenating(snapshot.transform)
            placed.position = Point(x: snapshot.position.x * scale + offset.x, y: snapshot.position.y * scale + offset.y)
            return placed
        }
    }

    /// The composition scaled to fit and centred in `outputSize`.
    public func placement(in outputSize: Size) -> Placement {
        Placement(fitting: size, into: outputSize)
    }
}
