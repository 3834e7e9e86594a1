import Foundation

/// The parameters of SVG's lighting primitives (`feDiffuseLighting`, `feSpecularLighting`): the
/// input's alpha is read as a height map (`surfaceScale · alpha`), its normals are taken with
/// Sobel kernels over device pixels, and each pixel is lit by one light source.
///
/// Diffuse lighting is opaque: `constant · (N · L) · color`. Specular lighting is
/// `constant · (N · H)^exponent · color`, with `H` halfway between the light and the eye (straight
/// above), and its alpha is the largest of the three channels, so that it can be added over the
/// content (Filter Effects Module Level 1, §9.10 and §9.20).
public struct Lighting: Hashable, Sendable {
    /// Which reflection the surface makes.
    public enum Model: Hashable, Sendable {
        /// Lambertian: light spread evenly, brightest facing the light.
        case diffuse
        /// Phong's highlight with this exponent (larger is shinier; 1 to 128).
        case specular(exponent: Double)
    }

    /// Diffuse or specular.
    public var model: Model
    /// `diffuseConstant` or `specularConstant`: the light's strength on the surface (not negative).
    public var constant: Double
    /// The height of an opaque pixel, in the layer's units: alpha 1 stands this far above alpha 0.
    public var surfaceScale: Double
    /// `lighting-color`, straight sRGB (its alpha is not used).
    public var color: Color
    /// Where the light comes from.
    public var light: LightSource

    /// Lighting parameters (see the properties).
    public init(model: Model, constant: Double = 1, surfaceScale: Double = 1, color: Color = .white, light: LightSource) {
        self.model = model
        self.constant = constant
        self.surfaceScale = surfaceScale
        self.color = color
        self.light = light
    }
}

/// A light of ``Lighting``; positions are in the layer's coordinate space, `z` above its plane
/// toward the viewer.
public enum LightSource: Hashable, Sendable {
    /// A light infinitely far away: `azimuth` is the angle in the plane from the x axis toward
    /// the y axis, `elevation` the angle above the plane, both in degrees.
    case distant(azimuth: Double, elevation: Double)
    /// A light at a point, shining every way.
    case point(x: Double, y: Double, z: Double)
    /// A light at a point shining toward another.
    case spot(SpotLight)
}

extension LightSource {
    /// The light moved by (`dx`, `dy`) in its plane (a distant light has no place to move).
    public func translated(dx: Double, dy: Double) -> LightSource {
        switch self {
        case .distant:
            return self
        case let .point(x, y, z):
            return .point(x: x + dx, y: y + dy, z: z)
        case .spot(var s):
            s.x += dx; s.y += dy; s.pointsAtX += dx; s.pointsAtY += dy
            return .spot(s)
        }
    }
}

/// The parameters of `feSpotLight`.
public struct SpotLight: Hashable, Sendable {
    /// Where the light is (x and y in the layer's space, z above it).
    public var x: Double, y: Double, z: Double
    /// Where it points.
    public var pointsAtX: Double, pointsAtY: Double, pointsAtZ: Double
    /// How fast the light falls off away from its axis: the colour is scaled by `cos(angle)^exponent`.
    public var specularExponent: Double
    /// The half-angle of the cone outside which there is no light, in degrees; `nil` is no cone.
    public var limitingConeAngle: Double?

    /// A spot light at (`x`, `y`, `z`) pointing at (`pointsAtX`, `pointsAtY`, `pointsAtZ`).
    public init(x: Double, y: Double, z: Double, pointsAtX: Double = 0, pointsAtY: Double = 0, pointsAtZ: Double = 0,
                specularExponent: Double = 1, limitingConeAngle: Double? = nil) {
        self.x = x
        self.y = y
        self.z = z
        self.pointsAtX = pointsAtX
        self.pointsAtY = pointsAtY
        self.pointsAtZ = pointsAtZ
        self.specularExponent = specularExponent
        self.limitingConeAngle = limitingConeAngle
    }
}
