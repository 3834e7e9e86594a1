import Foundation

extension DisplayListBuilder {
    /// An emitter's particles, above its own content: consecutive particles of one cell make
    /// one `.particles` item. Cells without contents, and particles scaled to nothing or fully
    /// transparent, draw nothing.
    mutating func appendParticles(_ result: EmitterParticles, renderMode: EmitterRenderMode,
                                  transform: AffineTransform) -> Extent {
        guard !result.particles.isEmpty else { return .empty }
        let looks = result.cells.map(DisplayListBuilder.spriteLook)
        let additive = renderMode == .additive
        var extent = Extent.empty
        var batch: ParticleSprites? = nil
        var batchCell = -1
        for particle in result.particles {
            guard let look = looks[particle.cell], particle.scale > 0, particle.color.alpha > 0 else { continue }
            if particle.cell != batchCell || batch == nil {
                if let done = batch { extent.formUnion(appendSprites(done)) }
                batch = ParticleSprites(image: look.image, source: look.source, rect: look.rect, isAdditive: additive,
                                        isNearest: look.isNearest, sprites: [])
                batchCell = particle.cell
            }
            let c = cos(particle.angle) * particle.scale, s = sin(particle.angle) * particle.scale
            let local = AffineTransform(a: c, b: s, c: -s, d: c, tx: particle.position.x, ty: particle.position.y)
            batch!.sprites.append(ParticleSprites.Sprite(transform: local.concatenating(transform), color: particle.color))
        }
        if let done = batch { extent.formUnion(appendSprites(done)) }
        return extent
    }

    private mutating func appendSprites(_ sprites: ParticleSprites) -> Extent {
        guard !sprites.sprites.isEmpty else { return .empty }
        append(.particles(sprites))
        return sprites.extent
    }

    /// What a cell's particles show: its image, the part `contentsRect` picks, and that part's
    /// natural size in points (`contentsScale` pixels a point) centred on the particle; `nil`
    /// when the cell draws nothing.
    private static func spriteLook(_ cell: EmitterCell) -> (image: ImageBuffer, source: Rect, rect: Rect, isNearest: Bool)? {
        guard let image = cell.contents, image.width > 0, image.height > 0 else { return nil }
        let shown = cell.contentsRect
        guard shown.isFinite, shown.size.width > 0, shown.size.height > 0 else { return nil }
        let scale = cell.contentsScale.isFinite && cell.contentsScale > 0 ? cell.contentsScale : 1
        let w = Double(image.width), h = Double(image.height)
        let source = Rect(x: shown.origin.x * w, y: shown.origin.y * h, width: shown.size.width * w,
                          height: shown.size.height * h)
        let size = Size(width: source.width / scale, height: source.height / scale)
        let rect = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return (image, source, rect, cell.magnificationFilter == "nearest")
    }
}
