import Lamina

// The one place where Core Graphics values (CGFloat-based) and Lamina's (Double-based) meet.

extension CGPoint {
    init(_ point: Lamina.Point) { self.init(x: point.x, y: point.y) }
    var lamina: Lamina.Point { Lamina.Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Lamina.Size) { self.init(width: size.width, height: size.height) }
    var lamina: Lamina.Size { Lamina.Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ rect: Lamina.Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
    var lamina: Lamina.Rect { Lamina.Rect(origin: origin.lamina, size: size.lamina) }
}

extension CGAffineTransform {
    init(_ t: Lamina.AffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var lamina: Lamina.AffineTransform {
        Lamina.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CATransform3D {
    init(_ t: Lamina.Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                  m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
    var lamina: Lamina.Transform3D {
        Lamina.Transform3D(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
}

extension CGColor {
    convenience init(_ color: Lamina.Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
    /// The colour in sRGB (grey expanded), as Lamina draws it.
    var lamina: Lamina.Color {
        let rgba = rgbaComponents
        return Lamina.Color(red: Double(rgba[0]), green: Double(rgba[1]), blue: Double(rgba[2]), alpha: Double(rgba[3]))
    }
}
