import Foundation

extension DisplayListBuilder {
    /// An emitter's particles, above its own content: consecutive particles of one cell make
    /// one `.particles` item. Cells without contents, and particles scaled to nothing or fully
    /// transparent, draw nothing. Flattened into the layer's plane (`transform` places it), or,
    /// when the emitter `preservesDepth`, each at its depth under `matrix` (see
    /// `appendParticlesInDepth`).
    mutating func appendParticles(_ result: EmitterParticles, of emitter: EmitterProperties, matrix: Transform3D,
                                  transform: AffineTransform) -> Extent {
        if emitter.preservesDepth {
            return appendParticlesInDepth(result, renderMode: emitter.renderMode, matrix: matrix, opacity: 1)
        }
        return appendSprites(of: result, renderMode: emitter.renderMode, opacity: 1) { particle in
            let c = cos(particle.angle) * particle.scale, s = sin(particle.angle) * particle.scale
            return AffineTransform(a: c, b: s, c: -s, d: c, tx: particle.position.x, ty: particle.position.y)
                .concatenating(transform)
        }
    }

    /// Particles that keep their depth (`preservesDepth`): each is placed at its point (x, y, z)
    /// under the layer's `matrix`, perspective included, and drawn as its image in a plane
    /// parallel to the layer's, mapped by the projection's linear part at that point (exact at
    /// its centre; a sprite is a few points across). A particle behind the eye (w ≤ 0) is not
    /// drawn; `backToFront` orders by depth after the projection, the farthest first.
    /// `opacity` multiplies every sprite (the layer's, when the particles are drawn outside the
    /// layer's group, as under perspective).
    mutating func appendParticlesInDepth(_ result: EmitterParticles, renderMode: EmitterRenderMode, matrix m: Transform3D,
                                         opacity: Double) -> Extent {
        var result = result
        if renderMode == .backToFront {
            // Farther along the view means a larger w under `m34 < 0` perspective; without
            // perspective, a smaller z.
            result.sortParticles { a, b in
                let wa = a.position.x * m.m14 + a.position.y * m.m24 + a.z * m.m34 + m.m44
                let wb = b.position.x * m.m14 + b.position.y * m.m24 + b.z * m.m34 + m.m44
                if wa != wb { return wa > wb }
                return (a.position.x * m.m13 + a.position.y * m.m23 + a.z * m.m33) < (b.position.x * m.m13 + b.position.y * m.m23 + b.z * m.m33)
            }
        }
        return appendSprites(of: result, renderMode: renderMode, opacity: opacity) { particle in
            let x = particle.position.x, y = particle.position.y, z = particle.z
            let px = x * m.m11 + y * m.m21 + z * m.m31 + m.m41
            let py = x * m.m12 + y * m.m22 + z * m.m32 + m.m42
            let w = x * m.m14 + y * m.m24 + z * m.m34 + m.m44
            guard w > 1e-9 else { return nil }
            let w2 = w * w
            let projection = AffineTransform(a: (m.m11 * w - px * m.m14) / w2, b: (m.m12 * w - py * m.m14) / w2,
                                             c: (m.m21 * w - px * m.m24) / w2, d: (m.m22 * w - py * m.m24) / w2,
                                             tx: px / w, ty: py / w)
            let c = cos(particle.angle) * particle.scale, s = sin(particle.angle) * particle.scale
            return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0).concatenating(projection)
        }
    }

    /// The sprites of `result`'s particles, each placed by `place` (`nil`: not drawn) and
    /// multiplied by `opacity`, batched by cell.
    private mutating func appendSprites(of result: EmitterParticles, renderMode: EmitterRenderMode, opacity: Double,
                                        place: (EmitterParticles.Particle) -> AffineTransform?) -> Extent {
        guard !result.particles.isEmpty, opacity > 0 else { return .empty }
        let looks = result.cells.map(DisplayListBuilder.spriteLook)
        let additive = renderMode == .additive
        var extent = Extent.empty
        var batch: ParticleSprites? = nil
        var batchCell = -1
        for particle in result.particles {
            guard let look = looks[particle.cell], particle.scale > 0, particle.color.alpha > 0,
                  let transform = place(particle) else { continue }
            if particle.cell != batchCell || batch == nil {
                if let done = batch { extent.formUnion(appendSprites(done)) }
                batch = ParticleSprites(image: look.image, source: look.source, rect: look.rect, isAdditive: additive,
                                        isNearest: look.isNearest, isNearestWhenMinified: look.isNearestWhenMinified,
                                        sprites: [])
                batchCell = particle.cell
            }
            var color = particle.color
            if opacity < 1 {
                color = Color(red: color.red * opacity, green: color.green * opacity, blue: color.blue * opacity,
                              alpha: color.alpha * opacity)
            }
            batch!.sprites.append(ParticleSprites.Sprite(transform: transform, color: color))
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
    private static func spriteLook(_ cell: EmitterCell)
        -> (image: ImageBuffer, source: Rect, rect: Rect, isNearest: Bool, isNearestWhenMinified: Bool)? {
        guard let image = cell.contents, image.width > 0, image.height > 0 else { return nil }
        let shown = cell.contentsRect
        guard shown.isFinite, shown.size.width > 0, shown.size.height > 0 else { return nil }
        let scale = cell.contentsScale.isFinite && cell.contentsScale > 0 ? cell.contentsScale : 1
        let w = Double(image.width), h = Double(image.height)
        let source = Rect(x: shown.origin.x * w, y: shown.origin.y * h, width: shown.size.width * w,
                          height: shown.size.height * h)
        let size = Size(width: source.width / scale, height: source.height / scale)
        let rect = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return (image, source, rect, cell.magnificationFilter == "nearest", cell.minificationFilter == "nearest")
    }
}
