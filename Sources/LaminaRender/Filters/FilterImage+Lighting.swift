import Foundation
import Lamina

/// `feDiffuseLighting` and `feSpecularLighting` (Filter Effects Module Level 1, §9.10, §9.20).
///
/// The input's alpha is a height map over device pixels; the surface normal at each pixel comes
/// from the specification's Sobel kernels, which at the image's edges and corners use the rows and
/// columns that exist, one-sided, with their factors (2/3, 1/3, 1/2, 1/4). Light positions are
/// mapped from the layer's space into buffer pixels, and their `z` by the mean scale of the map,
/// so a light keeps its place and height when the drawing is scaled, as resvg does.
extension FilterImage {
    func lit(_ lighting: Lighting, toBuffer: Lamina.AffineTransform) -> FilterImage {
        var out = FilterImage(width: width, height: height, isLinear: isLinear)
        // The kernels need a 3 × 3 neighbourhood; a smaller image stays transparent.
        guard width >= 3, height >= 3 else { return out }
        let w = width, h = height
        let xScale: Double = toBuffer.a * toBuffer.a + toBuffer.b * toBuffer.b
        let yScale: Double = toBuffer.c * toBuffer.c + toBuffer.d * toBuffer.d
        let scale = ((xScale + yScale) / 2).squareRoot()
        let surfaceScale = Float(lighting.surfaceScale)
        let constant = Float(max(lighting.constant, 0))
        let color = components(of: lighting.color.withAlpha(1))
        let specularExponent: Float? = if case .specular(let e) = lighting.model { Float(e) } else { nil }

        // The light in buffer pixels: a fixed direction, or a position (and a spot's axis).
        typealias Vector = (x: Float, y: Float, z: Float)
        func normalized(_ v: Vector) -> Vector {
            let length = (v.x * v.x + v.y * v.y + v.z * v.z).squareRoot()
            return length > 1e-12 ? (v.x / length, v.y / length, v.z / length) : v
        }
        var direction: Vector?
        var position: Vector = (0, 0, 0)
        var spot: (axis: Vector, exponent: Float, cosCone: Float?)?
        switch lighting.light {
        case let .distant(azimuth, elevation):
            let a = azimuth * .pi / 180, e = elevation * .pi / 180
            direction = (Float(cos(a) * cos(e)), Float(sin(a) * cos(e)), Float(sin(e)))
        case let .point(x, y, z):
            let p = Point(x: x, y: y).applying(toBuffer)
            position = (Float(p.x), Float(p.y), Float(z * scale))
        case .spot(let s):
            let p = Point(x: s.x, y: s.y).applying(toBuffer)
            let target = Point(x: s.pointsAtX, y: s.pointsAtY).applying(toBuffer)
            position = (Float(p.x), Float(p.y), Float(s.z * scale))
            let axis = normalized((Float(target.x) - position.x, Float(target.y) - position.y,
                                   Float(s.pointsAtZ * scale) - position.z))
            // A negative exponent is out of range: resvg and browsers use 1.
            spot = (axis, Float(s.specularExponent >= 0 ? s.specularExponent : 1),
                    s.limitingConeAngle.map { Float(cos(abs($0) * .pi / 180)) })
        }

        var heights = [Float](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { p in
            for i in 0..<(w * h) { heights[i] = p[i * 4 + 3] }
        }
        heights.withUnsafeBufferPointer { a in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let y0 = max(y - 1, 0), y1 = min(y + 1, h - 1)
                    for x in 0..<w {
                        let x0 = max(x - 1, 0), x1 = min(x + 1, w - 1)
                        // Sobel over the rows and columns that exist: the centre row (column)
                        // weighs 2, its neighbours 1; the factor is 2 / (weights · span).
                        var gx: Float = 0, gy: Float = 0, rowWeights: Float = 0, columnWeights: Float = 0
                        for yy in y0...y1 {
                            let weight: Float = yy == y ? 2 : 1
                            gx += weight * (a[yy * w + x1] - a[yy * w + x0])
                            rowWeights += weight
                        }
                        for xx in x0...x1 {
                            let weight: Float = xx == x ? 2 : 1
                            gy += weight * (a[y1 * w + xx] - a[y0 * w + xx])
                            columnWeights += weight
                        }
                        let nx = -surfaceScale * 2 / (rowWeights * Float(x1 - x0)) * gx
                        let ny = -surfaceScale * 2 / (columnWeights * Float(y1 - y0)) * gy
                        let normal = normalized((nx, ny, 1))

                        let light = direction ?? normalized((position.x - Float(x), position.y - Float(y),
                                                             position.z - surfaceScale * a[y * w + x]))
                        var strength: Float = 1
                        if let spot {
                            let cosine = -(light.x * spot.axis.x + light.y * spot.axis.y + light.z * spot.axis.z)
                            if cosine <= 0 || spot.cosCone.map({ cosine < $0 }) == true {
                                strength = 0
                            } else if spot.exponent != 1 {
                                strength = pow(cosine, spot.exponent)
                            } else {
                                strength = cosine
                            }
                        }
                        let factor: Float
                        if let exponent = specularExponent {
                            let half = normalized((light.x, light.y, light.z + 1))
                            let cosine = max(normal.x * half.x + normal.y * half.y + normal.z * half.z, 0)
                            factor = constant * (exponent == 1 ? cosine : pow(cosine, exponent))
                        } else {
                            factor = constant * (normal.x * light.x + normal.y * light.y + normal.z * light.z)
                        }
                        let k = strength * factor
                        let r = min(max(color.0 * k, 0), 1), g = min(max(color.1 * k, 0), 1), b = min(max(color.2 * k, 0), 1)
                        let i = (y * w + x) * 4
                        dst[i] = r; dst[i + 1] = g; dst[i + 2] = b
                        // Diffuse light is opaque; a highlight is as opaque as its brightest channel.
                        dst[i + 3] = specularExponent == nil ? 1 : max(r, g, b)
                    }
                }
            }
        }
        return out
    }
}
