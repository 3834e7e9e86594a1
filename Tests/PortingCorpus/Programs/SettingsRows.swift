#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Rows of a settings list laid out by frames, each with an icon square and a separator.
final class SettingsRows {
    let container = CALayer()
    private(set) var rows: [CALayer] = []

    init(width: CGFloat, rowHeight: CGFloat, count: Int) {
        container.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight * CGFloat(count))
        for index in 0..<count {
            let row = CALayer()
            row.name = "row\(index)"
            row.frame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: width, height: rowHeight)
            let icon = CALayer()
            icon.name = "icon"
            icon.frame = CGRect(x: 16, y: (rowHeight - 28) / 2, width: 28, height: 28)
            icon.cornerRadius = 6
            icon.backgroundColor = CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
            let separator = CALayer()
            separator.frame = CGRect(x: 60, y: rowHeight - 0.5, width: width - 60, height: 0.5)
            separator.backgroundColor = CGColor(gray: 0.8, alpha: 1)
            row.addSublayer(icon)
            row.addSublayer(separator)
            container.addSublayer(row)
            rows.append(row)
        }
    }
}
