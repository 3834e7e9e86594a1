import Lamina

/// The coverage of shapes a `ScanlineFiller` drew in recent frames, so that a shape drawn
/// again unchanged (a damaged rectangle redrawn over a still shape, a moving layer over a
/// still background) is composited from its runs instead of being flattened, stroked and
/// accumulated again.
///
/// A shape is its path, its device matrix (bit for bit) and its fill rule or stroke style;
/// the paint is not part of it, so a shape whose colour or gradient changes still composites
/// from its runs. The path is known by its storage, which an entry retains: storage that is
/// shared is never written in place, so the same storage holds the same elements for as long
/// as the entry lives, and a path made again (an animated one) is a new shape.
///
/// The cache is a table of `slots` chosen by a fingerprint of the shape (direct-mapped: a
/// shape takes the one slot its fingerprint picks, so the table never grows). A slot notes
/// the last shape drawn there and the frames it was drawn in; a shape drawn in
/// `framesBeforeKeeping` frames within `keptFrames` of each other gets an entry with its runs,
/// made over the whole shape in the canvas, not only the part being redrawn. A shape drawn in
/// one or two frames (most animated shapes) costs a note, not runs it would never use.
/// Entries not drawn for `keptFrames` frames go (`beginFrame` sweeps every `keptFrames`); the
/// runs kept never exceed `byteBudget` bytes (the least recently drawn go first), and a shape
/// whose runs alone would is drawn without them. Runs hold exactly the coverage the filler
/// composites and entries compare whole keys, so pixels never depend on what is cached.
final class CoverageCache {
    /// The frames a shape is drawn in before its runs are made: made for a shape that is
    /// then gone, runs cost more than a drawing saves (TypeFace/M has many such shapes).
    static let framesBeforeKeeping = 4
    /// Frames an entry is kept without being drawn.
    static let keptFrames = 8
    /// The most bytes of runs one cache keeps (one filler, so one thread).
    static let byteBudget = 4 << 20
    /// Slots in the table, so the most shapes noted (a power of two).
    static let slots = 1024

    /// What a shape is drawn as, as bits: filled by a rule, or stroked in a style (the filler
    /// strokes no dashes, so the style's width, cap, join and miter limit).
    struct Outline: Equatable {
        /// The rule (0, 1), or the cap and join (16 and up).
        let kind: UInt64
        let width: UInt64, miterLimit: UInt64

        static func fill(_ rule: FillRule) -> Outline { Outline(kind: rule == .evenOdd ? 1 : 0, width: 0, miterLimit: 0) }

        init(_ style: StrokeStyle) {
            let cap: UInt64 = switch style.lineCap { case .butt: 0; case .round: 1; case .square: 2 }
            let join: UInt64 = switch style.lineJoin { case .miter: 0; case .round: 1; case .bevel: 2 }
            self.init(kind: 16 + cap * 4 + join, width: style.lineWidth.bitPattern, miterLimit: style.miterLimit.bitPattern)
        }

        private init(kind: UInt64, width: UInt64, miterLimit: UInt64) {
            (self.kind, self.width, self.miterLimit) = (kind, width, miterLimit)
        }
    }

    /// A shape: its path's storage, its device matrix's bits and its outline.
    struct Key: Equatable {
        let storage: UnsafeRawPointer?
        let count: Int
        let a: UInt64, b: UInt64, c: UInt64, d: UInt64, tx: UInt64, ty: UInt64
        let outline: Outline
        /// A mix of every value, by which entries are found (a Swift `Hasher` over the values
        /// cost more than some fills).
        let fingerprint: UInt64

        init(_ path: Path, _ m: AffineTransform, _ outline: Outline) {
            storage = path.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            count = path.elements.count
            (a, b, c, d, tx, ty) = (m.a.bitPattern, m.b.bitPattern, m.c.bitPattern, m.d.bitPattern,
                                    m.tx.bitPattern, m.ty.bitPattern)
            self.outline = outline
            var h = UInt64(UInt(bitPattern: storage)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
            func mix(_ v: UInt64) {
                h = (h ^ v) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
            }
            mix(a); mix(b); mix(c); mix(d); mix(tx); mix(ty); mix(outline.kind); mix(outline.width); mix(outline.miterLimit)
            fingerprint = h
        }
    }

    /// A shape with runs: its key and path (kept so that its storage is not reused), the frame
    /// it was last drawn in, its pixel bounds and runs.
    final class Entry {
        let key: Key
        let path: Path
        var lastFrame: Int
        var bounds = ScanlineFiller.PixelBox.empty
        var runs: CoverageRuns?

        init(key: Key, path: Path, frame: Int) {
            (self.key, self.path, lastFrame) = (key, path, frame)
        }
    }

    /// One slot of the table: the fingerprint last drawn there, the last frame it was drawn
    /// in and how many frames, and the entry of the shape kept there (which may be another).
    private struct Slot {
        var fingerprint: UInt64 = 0
        var frame = Int.min / 2
        var frames = 0
        var entry: Entry?
    }

    private let table = UnsafeMutablePointer<Slot>.allocate(capacity: slots)
    private var frame = 0
    /// Slots holding an entry.
    private(set) var count = 0
    /// The bytes of every entry's runs.
    private(set) var byteCount = 0

    init() {
        table.initialize(repeating: Slot(), count: CoverageCache.slots)
    }

    deinit {
        table.deinitialize(count: CoverageCache.slots)
        table.deallocate()
    }

    /// Starts a frame: every `keptFrames` frames, entries not drawn in the last `keptFrames`
    /// are forgotten (so an entry lives `keptFrames` to twice that undrawn).
    func beginFrame() {
        frame += 1
        guard frame % CoverageCache.keptFrames == 0, count > 0 else { return }
        for i in 0..<CoverageCache.slots {
            guard let entry = table[i].entry, entry.lastFrame < frame - CoverageCache.keptFrames else { continue }
            byteCount -= entry.runs?.byteCount ?? 0
            table[i].entry = nil
            count -= 1
        }
        checkInvariants()
    }

    /// What the cache knows of a shape, noting it drawn this frame.
    enum Lookup {
        /// Not drawn in enough frames lately to keep: draw it as usual.
        case new
        /// To keep, without runs or with runs that do not reach the pixels needed: make them
        /// and `keep` them.
        case again
        /// Its runs, and its pixel bounds.
        case kept(CoverageRuns, bounds: ScanlineFiller.PixelBox)
    }

    /// Looks `key` up for drawing the pixels `needed` of (canvas pixels), noting it drawn
    /// this frame; a shape to keep gets an entry, with `path` as its path.
    func lookUp(_ key: Key, path: Path, needed: ScanlineFiller.PixelBox) -> Lookup {
        let slot = table + Int(key.fingerprint & UInt64(CoverageCache.slots - 1))
        if let entry = slot.pointee.entry, entry.key == key {
            entry.lastFrame = frame
            if let runs = entry.runs {
                let wanted = entry.bounds.intersection(needed)
                if wanted.isEmpty || runs.box.intersection(wanted) == wanted { return .kept(runs, bounds: entry.bounds) }
            }
            return .again
        }
        guard slot.pointee.fingerprint == key.fingerprint, slot.pointee.frame >= frame - CoverageCache.keptFrames else {
            (slot.pointee.fingerprint, slot.pointee.frame, slot.pointee.frames) = (key.fingerprint, frame, 1)
            return .new
        }
        if slot.pointee.frame < frame {
            slot.pointee.frame = frame
            slot.pointee.frames += 1
        }
        guard slot.pointee.frames >= CoverageCache.framesBeforeKeeping else { return .new }
        if let replaced = slot.pointee.entry { byteCount -= replaced.runs?.byteCount ?? 0 } else { count += 1 }
        slot.pointee.entry = Entry(key: key, path: path, frame: frame)
        return .again
    }

    /// Keeps `runs` for `key` (looked up this frame), making room within `byteBudget` by
    /// forgetting the runs drawn least recently; runs larger than the budget are not kept.
    func keep(_ runs: CoverageRuns, bounds: ScanlineFiller.PixelBox, for key: Key) {
        let slot = table + Int(key.fingerprint & UInt64(CoverageCache.slots - 1))
        guard let entry = slot.pointee.entry, entry.key == key else { return }
        byteCount -= entry.runs?.byteCount ?? 0
        entry.runs = nil
        let bytes = runs.byteCount
        guard bytes <= CoverageCache.byteBudget else { return checkInvariants() }
        if byteCount + bytes > CoverageCache.byteBudget {
            // The least recently drawn runs go first.
            let kept = (0..<CoverageCache.slots).compactMap { table[$0].entry }.filter { $0.runs != nil }
            for old in kept.sorted(by: { $0.lastFrame < $1.lastFrame }) where byteCount + bytes > CoverageCache.byteBudget {
                byteCount -= old.runs?.byteCount ?? 0
                old.runs = nil
            }
        }
        entry.runs = runs
        entry.bounds = bounds
        byteCount += bytes
        checkInvariants()
    }

    /// In the test build: `byteCount` is the entries' runs' bytes, within the budget, and
    /// `count` the entries.
    private func checkInvariants() {
        #if DEBUG
        let entries = (0..<CoverageCache.slots).reduce(0) { $0 + (table[$1].entry == nil ? 0 : 1) }
        precondition(entries == count, "CoverageCache counts \(count) entries, holds \(entries)")
        let bytes = (0..<CoverageCache.slots).reduce(0) { $0 + (table[$1].entry?.runs?.byteCount ?? 0) }
        precondition(bytes == byteCount, "CoverageCache counts \(byteCount) bytes of runs, holds \(bytes)")
        precondition(byteCount <= CoverageCache.byteBudget, "CoverageCache holds \(byteCount) bytes, over its budget")
        #endif
    }
}
