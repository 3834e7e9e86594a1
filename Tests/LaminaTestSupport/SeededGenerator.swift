/// A small random number generator that repeats exactly from its seed (SplitMix64), so a test
/// that draws random cases fails the same way on every run and machine.
///
///     var rng = SeededGenerator(seed: 42)
///     let x = Double.random(in: 0...1, using: &rng)
///
/// Steele, Lea and Flood's SplitMix64: a 64-bit counter stepped by the golden ratio, mixed by
/// two multiply-xorshift rounds. Not for cryptography.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
