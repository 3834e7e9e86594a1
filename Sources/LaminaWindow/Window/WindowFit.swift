import Lamina

/// How large a window opens: the zoom (screen units per point) at which a window of some size
/// in points fits the display, a small one enlarged by whole steps so it is not a postage stamp.
///
///     WindowFit.zoom(for: Size(720, 1308), display: Size(1024, 768))   // 0.53: fits the screen
///     WindowFit.zoom(for: Size(120, 148), display: Size(1920, 1080))   // 2: easier to see
public enum WindowFit {
    /// The share of the display's usable area a window may take (room for its title bar).
    public static let displayShare = 0.9
    /// A small window is enlarged by whole steps while its longer side stays within this many
    /// screen units.
    public static let comfortableSide = 360.0

    /// The zoom for a window of `size` points on a display whose usable area is `display`
    /// screen units (nil when unknown: no shrinking, only enlarging).
    public static func zoom(for size: Size, display: Size?) -> Double {
        let longer = max(size.width, size.height)
        guard longer > 0 else { return 1 }
        var zoom = max(1, (comfortableSide / longer).rounded(.down))
        if let display, display.width > 0, display.height > 0, size.width > 0, size.height > 0 {
            zoom = min(zoom, display.width * displayShare / size.width, display.height * displayShare / size.height)
        }
        return zoom
    }
}
