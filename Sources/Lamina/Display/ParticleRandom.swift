/// Counter-based random numbers for particles: each draw is a hash of (seed, cell, particle,
/// draw number), so any particle's values can be made alone, in any order, on any thread, with
/// no generator state carried between frames (SplitMix64's finaliser as the hash).
struct ParticleRandom: Hashable, Sendable {
    /// The hashed identity of one particle (or, for a cell, of its stream of particles).
    let key: UInt64

    /// The stream of a top-level cell of an emitter with `seed`.
    init(seed: Int, cell: Int) {
        key = Self.mix(Self.mix(UInt64(bitPattern: Int64(seed))) ^ Self.mix(UInt64(cell) &+ 0x5EED))
    }

    private init(key: UInt64) { self.key = key }

    /// The stream below this one numbered `index`: particle `index` of a cell, or a nested
    /// cell `index` of a particle.
    func child(_ index: Int) -> ParticleRandom {
        ParticleRandom(key: Self.mix(key ^ Self.mix(UInt64(bitPattern: Int64(index)) &+ 0xC0FFEE)))
    }

    /// Draw number `draw`, uniform in 0..<1 (53 bits).
    func uniform(_ draw: UInt64) -> Double {
        Double(Self.mix(key &+ draw &* 0xD1B5_4A32_D192_ED03) >> 11) * 0x1p-53
    }

    /// Draw number `draw`, uniform in -1..<1: a range's spread either side.
    func signed(_ draw: UInt64) -> Double { uniform(draw) * 2 - 1 }

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
