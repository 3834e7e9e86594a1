import Foundation
import Lamina

/// `feDisplacementMap`: pixels moved by the channels of a second image.
extension FilterImage {
    /// Each pixel `(x, y)` of the result is this image's pixel at
    /// `(x + sx·(X − ½), y + sy·(Y − ½))`, rounded to the nearest pixel, where `X` and `Y` are
    /// the chosen channels of `map` at `(x, y)`, straight (not premultiplied, as the
    /// specification asks) in 0...1; a place outside the image gives a transparent pixel.
    /// `sx`, `sy` are the primitive's `scale` in buffer pixels along each axis.
    func displaced(by map: FilterImage, sx: Double, sy: Double, x xChannel: ColorChannel, y yChannel: ColorChannel) -> FilterImage {
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        guard map.width == width, map.height == height, sx.isFinite, sy.isFinite else { return out }
        func index(_ channel: ColorChannel) -> Int {
            switch channel { case .red: 0; case .green: 1; case .blue: 2; case .alpha: 3 }
        }
        let cx = index(xChannel), cy = index(yChannel), w = width, h = height
        let scaleX = Float(sx), scaleY = Float(sy)
        pixels.withUnsafeBufferPointer { src in
            map.pixels.withUnsafeBufferPointer { m in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<h {
                        for x in 0..<w {
                            let i = (y * w + x) * 4
                            let a = m[i + 3]
                            func straight(_ c: Int) -> Float { c == 3 ? a : (a > 0 ? min(m[i + c] / a, 1) : 0) }
                            let fx = (Float(x) + scaleX * (straight(cx) - 0.5)).rounded()
                            let fy = (Float(y) + scaleY * (straight(cy) - 0.5)).rounded()
                            guard fx >= 0, fx < Float(w), fy >= 0, fy < Float(h) else { continue }
                            let s = (Int(fy) * w + Int(fx)) * 4
                            dst[i] = src[s]; dst[i + 1] = src[s + 1]; dst[i + 2] = src[s + 2]; dst[i + 3] = src[s + 3]
                        }
                    }
                }
            }
        }
        return out
    }
}
