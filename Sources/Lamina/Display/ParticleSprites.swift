/// Particles of one emitter cell as drawn: one image (the cell's `contents`, the part
/// `contentsRect` picks) drawn once per particle, centred on the particle, turned and scaled by
/// its transform and multiplied by its colour.
///
/// The core makes these from `EmitterParticles` when it flattens a snapshot; a renderer only
/// draws them, each sprite's image multiplied component-wise by its colour (alpha included),
/// source-over or, when `isAdditive`, added to what is behind it.
public struct ParticleSprites: Hashable, Sendable {
    /// The cell's image, premultiplied BGRA.
    public var image: ImageBuffer
    /// The part of the image drawn, in image pixels.
    public var source: Rect
    /// Where the image is drawn in each sprite's own space: centred on its origin, in points.
    public var rect: Rect
    /// Whether the sprites add their colours to what is behind them (`renderMode` additive).
    public var isAdditive: Bool
    /// Whether the image is sampled nearest-neighbour where it is drawn at its size or larger
    /// (the cell's `magnificationFilter` is `"nearest"`).
    public var isNearest: Bool
    /// Whether the image is sampled nearest-neighbour where it is drawn smaller than its size
    /// (the cell's `minificationFilter` is `"nearest"`); the renderer tells which applies from
    /// the sprite's size on its target.
    public var isNearestWhenMinified: Bool
    /// The particles, back to front.
    public var sprites: [Sprite]

    /// One particle: where its image goes and what multiplies it.
    public struct Sprite: Hashable, Sendable {
        /// From the sprite's own space (its image's `rect`) to root points.
        public var transform: AffineTransform
        /// Multiplies the image's components, each in 0...1.
        public var color: Color

        /// Makes a sprite drawn with `transform` and multiplied by `color`.
        public init(transform: AffineTransform, color: Color) {
            self.transform = transform
            self.color = color
        }
    }

    /// Makes a batch of sprites of one image.
    public init(image: ImageBuffer, source: Rect, rect: Rect, isAdditive: Bool, isNearest: Bool = false,
                isNearestWhenMinified: Bool = false, sprites: [Sprite]) {
        self.image = image
        self.source = source
        self.rect = rect
        self.isAdditive = isAdditive
        self.isNearest = isNearest
        self.isNearestWhenMinified = isNearestWhenMinified
        self.sprites = sprites
    }

    /// Where the sprites can draw, in root points.
    var extent: Extent {
        var extent = Extent.empty
        for sprite in sprites { extent.formUnion(Extent(rect, outset: 0, transform: sprite.transform)) }
        // Outset in root points: a sprite scaled down still blurs a point beyond its edge.
        return extent.outset(by: 1, offset: .zero)
    }
}
