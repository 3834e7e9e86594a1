import Lamina

extension ImageBuffer {
    /// The straight 8-bit red, green and blue at column `x`, row `y` over an opaque background.
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = y * bytesPerRow + x * 4
        return (Int(pixels[i + 2]), Int(pixels[i + 1]), Int(pixels[i]))
    }

    /// How many pixels in `rect` differ from `color` by more than `threshold` (summed over the
    /// channels, 0...765).
    func count(differingFrom color: (r: Int, g: Int, b: Int), in rect: (x: Range<Int>, y: Range<Int>),
               threshold: Int = 60) -> Int {
        var n = 0
        for y in rect.y {
            for x in rect.x {
                let p = rgb(x, y)
                if abs(p.r - color.r) + abs(p.g - color.g) + abs(p.b - color.b) > threshold { n += 1 }
            }
        }
        return n
    }
}
