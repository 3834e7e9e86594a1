import Foundation
import LaminaMedia

/// What became of the sessions whose process died (kill -9, a crash, a power cut): nothing
/// they recorded is lost.
///
/// On the next start (``MovieRecorder`` with ``MovieRecorder/recovery`` set, `lamina record`,
/// `lamina studio`), each dead session's segments that still decode are joined and saved into
/// the library as `Lamina-Recovered-<date>-<id>.mp4`, and only then is its folder removed. A
/// folder whose segments cannot be joined or saved is renamed `kept-...` (never swept) and said
/// so. A dead session that recorded nothing is simply removed.
///
/// ```swift
/// for outcome in SessionRecovery.recoverStale(into: MovieLibrary()) { print(outcome) }
/// ```
public enum SessionRecovery {
    /// What happened to one dead session.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// Its recording was saved to `movie` (`duration` seconds).
        case recovered(movie: URL, duration: Double)
        /// Its files could not be made into a movie; they are kept in `folder`.
        case kept(folder: URL, reason: String)

        public var description: String {
            switch self {
            case .recovered(let movie, let duration):
                return "recovered \(String(format: "%.3f", duration)) s recorded by a session that did not finish: \(movie.path)"
            case .kept(let folder, let reason):
                return "a session that did not finish left segments that could not be recovered (\(reason)); "
                    + "they are kept in \(folder.path)"
            }
        }
    }

    /// Recovers every dead session in `root` (default `$TMPDIR/lamina-capture`) into `library`.
    /// Sessions of live processes are left alone; two processes starting at once never recover
    /// the same session twice (each claims a folder by renaming it first).
    public static func recoverStale(in root: URL? = nil, into library: MovieLibrary,
                                    ffmpegPath: String? = nil) -> [Outcome] {
        let stale = SessionFolder.stale(in: root ?? SessionFolder.defaultRoot)
        guard !stale.isEmpty else { return [] }
        let ffmpeg = ChildProcess.locate("ffmpeg", explicit: ffmpegPath).path
        var outcomes: [Outcome] = []
        for dead in stale {
            guard let folder = dead.claim() else { continue }
            let files = folder.recordedSegmentFiles()
            if files.isEmpty {
                folder.remove()
                continue
            }
            if let outcome = recover(folder, segmentFiles: files, into: library, ffmpeg: ffmpeg) {
                outcomes.append(outcome)
            }
        }
        return outcomes
    }

    /// Joins, saves and removes one claimed folder; keeps it when that fails.
    private static func recover(_ folder: SessionFolder, segmentFiles: [URL], into library: MovieLibrary,
                                ffmpeg: String?) -> Outcome? {
        func keep(_ reason: String) -> Outcome {
            do {
                return .kept(folder: try folder.keep(), reason: reason)
            } catch {
                return .kept(folder: folder.url, reason: "\(reason); \(error)")
            }
        }
        guard let ffmpeg else { return keep("ffmpeg was not found") }
        let fps = folder.recordedFrameRate()
        var segments: [RecordedSegment] = []
        for (index, file) in segmentFiles.enumerated() {
            // A segment the killed encoder never finished may hold no decodable frame.
            guard let probe = try? MediaProbe.probe(file), probe.frameCount > 0 else { continue }
            let duration = fps.map { Double(probe.frameCount) / $0 } ?? probe.duration ?? 0
            guard duration > 0 else { continue }
            segments.append(RecordedSegment(number: index + 1, url: file, startTime: 0, frameCount: probe.frameCount,
                                            duration: duration, sampleCount: 0))
        }
        guard !segments.isEmpty else { return keep("no segment has a frame that decodes") }
        let movie = folder.url.appendingPathComponent("recovered.mp4")
        do {
            try SegmentJoiner.join(segments, fps: fps ?? 30, to: movie, ffmpeg: ffmpeg)
            // When the session began: its frame-rate note is written at the start.
            let created = [folder.url.appendingPathComponent("frame-rate"), segmentFiles[0]].lazy.compactMap {
                (try? FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate]) as? Date
            }.first
            var recording = Recording(url: movie, identifier: folder.token + "r", segments: segments,
                                      duration: segments.reduce(0) { $0 + $1.duration },
                                      createdAt: created ?? Date(timeIntervalSince1970: 0))
            recording.isRecovered = true
            let saved = try library.save(recording)
            folder.remove()
            return .recovered(movie: saved, duration: recording.duration)
        } catch {
            return keep("\(error)")
        }
    }
}
