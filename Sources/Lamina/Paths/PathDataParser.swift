import Foundation

/// Reads SVG 1.1 path data into a `Path`: every command, absolute and relative, with implicit
/// repeated arguments, compact numbers (`-.5.5`, `10-5`, `1e-3`) and compact arc flags.
///
/// Separators (whitespace and commas) are accepted anywhere between tokens, which is more
/// lenient than the grammar but matches what browsers draw. Any input either parses or throws;
/// nothing traps.
struct PathDataParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var path = Path()
    /// The segments read before an error (each argument set is added only once it is complete).
    var partialPath: Path { path }
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The control point an `S` or `T` reflects: set only right after a cubic or a quadratic.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?
    private let limits = Limits.standard
    /// The element count after each segment the data names (one per argument set), so an
    /// arc drawn as several cubics still counts as one segment (markers sit on its ends).
    private(set) var segmentEnds: [Int] = []

    init(_ data: String) {
        scalars = Array(data.unicodeScalars)
    }

    mutating func parse() throws(PathDataError) -> Path {
        skipSeparators()
        guard index < scalars.count else { return path }
        guard scalars[index] == "M" || scalars[index] == "m" else {
            throw PathDataError(offset: index, message: "path data must begin with a moveto")
        }
        while true {
            skipSeparators()
            guard index < scalars.count else { return path }
            let command = scalars[index]
            guard "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(command) else { throw unexpected() }
            index += 1
            try run(command)
        }
    }

    /// Runs one command letter with all its argument sets (at least one, except for Z).
    private mutating func run(_ command: Unicode.Scalar) throws(PathDataError) {
        if command == "Z" || command == "z" {
            path.closeSubpath()
            segmentEnds.append(path.elements.count)
            current = subpathStart
            lastCubicControl = nil
            lastQuadControl = nil
            return
        }
        let relative = command.properties.isLowercase
        var letter = Character(String(command).uppercased())
        repeat {
            let origin = relative ? current : .zero
            var cubicControl: Point?, quadControl: Point?
            switch letter {
            case "M":
                current = try origin + point()
                subpathStart = current
                path.move(to: current)
                letter = "L"  // Further pairs after a moveto are implicit linetos.
            case "L":
                current = try origin + point()
                path.addLine(to: current)
            case "H":
                current = Point(try origin.x + number(), current.y)
                path.addLine(to: current)
            case "V":
                current = Point(current.x, try origin.y + number())
                path.addLine(to: current)
            case "C", "S":
                let control1: Point
                if letter == "C" {
                    control1 = try origin + point()
                } else {
                    control1 = lastCubicControl.map { current + (current - $0) } ?? current
                }
                let control2 = try origin + point()
                current = try origin + point()
                path.addCurve(to: current, control1: control1, control2: control2)
                cubicControl = control2
            case "Q", "T":
                let control: Point
                if letter == "Q" {
                    control = try origin + point()
                } else {
                    control = lastQuadControl.map { current + (current - $0) } ?? current
                }
                current = try origin + point()
                path.addQuadCurve(to: current, control: control)
                quadControl = control
            default:  // "A"
                let rx = try number(), ry = try number(), rotation = try number()
                let largeArc = try flag(), sweep = try flag()
                let end = try origin + point()
                path.addEllipticalArc(from: current, to: end, radiusX: rx, radiusY: ry,
                                      xAxisRotation: rotation, largeArc: largeArc, sweep: sweep)
                current = end
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
            segmentEnds.append(path.elements.count)
            // Checked as it grows, so a hostile string never builds the path it describes.
            guard path.elements.count <= limits.pathSegments else {
                throw PathDataError(offset: index, message: LimitError(
                    fileName: nil, what: "the segments of this path",
                    limit: limits.pathSegments, remedy: LimitError.fixed).message)
            }
        } while nextIsNumber()
    }

    private mutating func point() throws(PathDataError) -> Point {
        let x = try number()
        return Point(x, try number())
    }

    /// A number: sign, digits with an optional point, and an exponent only when digits follow it
    /// (so `1e` leaves the `e` to be reported as unexpected).
    private mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let start = index
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var digits = skipDigits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { throw unexpected() }  // Reports the character that stopped the number.
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var lookahead = index + 1
            if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" { lookahead += 1 }
            if lookahead < scalars.count, isDigit(scalars[lookahead]) {
                index = lookahead
                _ = skipDigits()
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)), value.isFinite else {
            throw PathDataError(offset: start, message: "number out of range")
        }
        return value
    }

    /// An arc flag: exactly one `0` or `1`, which may be followed directly by the next argument.
    private mutating func flag() throws(PathDataError) -> Bool {
        skipSeparators()
        guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
            throw PathDataError(offset: index, message: "arc flag must be 0 or 1")
        }
        index += 1
        return scalars[index - 1] == "1"
    }

    /// Whether another argument set follows, i.e. the next token starts a number.
    private mutating func nextIsNumber() -> Bool {
        skipSeparators()
        guard index < scalars.count else { return false }
        return "+-.0123456789".unicodeScalars.contains(scalars[index])
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < scalars.count, isDigit(scalars[index]) { index += 1 }
        return index - start
    }

    private func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }

    private mutating func skipSeparators() {
        while index < scalars.count {
            switch scalars[index] {
            case " ", "\t", "\n", "\r", "\u{0C}", ",": index += 1
            default: return
            }
        }
    }

    private func unexpected() -> PathDataError {
        guard index < scalars.count else { return PathDataError(offset: index, message: "unexpected end of data") }
        return PathDataError(offset: index, message: "unexpected '\(Character(scalars[index]))'")
    }
}
