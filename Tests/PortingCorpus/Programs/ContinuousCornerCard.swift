#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A sheet whose top corners are rounded with iOS's continuous curve and whose bottom corners
/// stay square, as a bottom sheet's are.
enum SheetCard {
    static func makeLayer(curve: CALayerCornerCurve = .continuous) -> CALayer {
        let sheet = CALayer()
        sheet.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        sheet.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        sheet.cornerRadius = 100
        sheet.cornerCurve = curve
        sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        return sheet
    }
}
