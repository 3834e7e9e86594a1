/// A Gaussian-like blur of 8-bit alpha: three box blurs in each direction.
///
/// Three passes of a box `w` pixels wide have the variance of a Gaussian with
/// `σ² = 3 (w² − 1) / 12`, so `w = √(4σ² + 1)` (rounded to an odd width). Pixels outside the
/// buffer count as transparent, so a shadow fades at the buffer's edges only if its source
/// reached them (the caller leaves a margin of 3σ).
enum BoxBlur {
    /// Blurs `data` (`height` rows of `width` bytes, `stride` apart) in place.
    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let radius = max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))
        var line = [UInt8](repeating: 0, count: max(width, height))
        var sums = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width { line[x] = row[x] }
                boxPass(line, count: width, radius: radius, into: &sums)
                for x in 0..<width { row[x] = sums[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = data[y * stride + x] }
                boxPass(line, count: height, radius: radius, into: &sums)
                for y in 0..<height { data[y * stride + x] = sums[y] }
            }
        }
    }

    /// One box pass over `count` values: each output is the mean of the `2·radius + 1` inputs
    /// around it, with zeros beyond the ends.
    private static func boxPass(_ input: [UInt8], count: Int, radius: Int, into output: inout [UInt8]) {
        let width = 2 * radius + 1
        var sum = 0
        for i in 0...min(radius, count - 1) { sum += Int(input[i]) }
        for i in 0..<count {
            output[i] = UInt8((sum + width / 2) / width)
            let enter = i + radius + 1, leave = i - radius
            if enter < count { sum += Int(input[enter]) }
            if leave >= 0 { sum -= Int(input[leave]) }
        }
    }
}
