import Foundation
import LaminaMedia

/// A camera or microphone the machine has, with whether this process may use it.
public struct CaptureDevice: Sendable, Equatable {
    public enum Kind: String, Sendable { case camera, microphone }

    public var kind: Kind
    /// The path (`/dev/video0`) or ffmpeg device name (`hw:0,0`, a Pulse source).
    public var identifier: String
    /// A readable name (`card` name, V4L2 driver name) when known.
    public var name: String
    /// How it is read: `v4l2`, `alsa`, `pulse`.
    public var backend: String
    public var authorization: DeviceAuthorization
    /// Formats ffmpeg reports (`yuyv422 640x480 1280x720`, ...); empty when unknown or denied.
    public var formats: [String]
}

/// Lists cameras (`/dev/video*`) and microphones (ALSA capture devices, Pulse sources).
public enum CaptureDevices {
    /// Every camera and microphone found, cameras first.
    ///
    /// - Parameters:
    ///   - devRoot: the device folder (tests may pass another).
    ///   - probeFormats: ask ffmpeg for each authorized camera's formats (`-list_formats all`).
    public static func list(devRoot: String = "/dev", probeFormats: Bool = true) -> [CaptureDevice] {
        cameras(devRoot: devRoot, probeFormats: probeFormats) + microphones(devRoot: devRoot)
    }

    /// `/dev/video*` in numeric order.
    static func cameras(devRoot: String, probeFormats: Bool) -> [CaptureDevice] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: devRoot)) ?? []
        let videos = names.filter { $0.hasPrefix("video") && Int($0.dropFirst(5)) != nil }
            .sorted { Int($0.dropFirst(5))! < Int($1.dropFirst(5))! }
        return videos.map { name in
            let path = devRoot + "/" + name
            let authorization = DeviceAuthorization.of(path: path, group: "video")
            let sysName = (try? String(contentsOfFile: "/sys/class/video4linux/\(name)/name", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let formats = probeFormats && authorization == .authorized ? v4l2Formats(path) : []
            return CaptureDevice(kind: .camera, identifier: path, name: sysName ?? name, backend: "v4l2",
                                 authorization: authorization, formats: formats)
        }
    }

    /// ALSA capture PCMs (`/dev/snd/pcmC<card>D<device>c`) named by `/proc/asound/cards`, then
    /// PulseAudio sources when `pactl` answers.
    static func microphones(devRoot: String) -> [CaptureDevice] {
        var result: [CaptureDevice] = []
        let snd = devRoot + "/snd"
        let cards = alsaCardNames()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: snd)) ?? []).sorted()
        for name in names where name.hasPrefix("pcmC") && name.hasSuffix("c") {
            let body = name.dropFirst(4).dropLast()
            let parts = body.split(separator: "D")
            guard parts.count == 2, let card = Int(parts[0]), let device = Int(parts[1]) else { continue }
            result.append(CaptureDevice(
                kind: .microphone, identifier: "hw:\(card),\(device)", name: cards[card] ?? "card \(card)",
                backend: "alsa", authorization: DeviceAuthorization.of(path: snd + "/" + name, group: "audio"),
                formats: []))
        }
        for source in pulseSources() {
            result.append(CaptureDevice(kind: .microphone, identifier: source, name: source, backend: "pulse",
                                        authorization: .authorized, formats: []))
        }
        return result
    }

    private static func alsaCardNames() -> [Int: String] {
        guard let text = try? String(contentsOfFile: "/proc/asound/cards", encoding: .utf8) else { return [:] }
        var names: [Int: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let first = trimmed.split(separator: " ").first, let card = Int(first),
                  let dash = trimmed.range(of: " - ") else { continue }
            names[card] = String(trimmed[dash.upperBound...])
        }
        return names
    }

    /// `pactl list short sources`, when pactl exists and a server answers.
    private static func pulseSources() -> [String] {
        guard let pactl = ChildProcess.locate("pactl", explicit: nil).path,
              let result = try? ChildProcess.run(executable: pactl, arguments: ["list", "short", "sources"]),
              result.status == 0 else { return [] }
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count > 1 ? String(fields[1]) : nil
        }
    }

    /// `ffmpeg -f v4l2 -list_formats all -i PATH`: the lines describing formats, tidied.
    static func v4l2Formats(_ path: String) -> [String] {
        guard let ffmpeg = ChildProcess.locate("ffmpeg", explicit: nil).path,
              let result = try? ChildProcess.run(executable: ffmpeg, arguments: [
                  "-hide_banner", "-nostdin", "-f", "v4l2", "-list_formats", "all", "-i", path]) else { return [] }
        return parseV4L2Formats(result.stderrTail)
    }

    /// Lines like `[video4linux2,v4l2 @ 0x..] Raw : yuyv422 : YUYV 4:2:2 : 640x480 1280x720`
    /// become `raw yuyv422 640x480 1280x720`.
    package static func parseV4L2Formats(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.contains("v4l2 @"), let close = line.firstIndex(of: "]") else { return nil }
            // A field ends at a colon followed by a space ("YUYV 4:2:2" holds bare colons).
            var fields: [String] = [""]
            var characters = Array(line[line.index(after: close)...])
            characters.append(" ")
            for (i, c) in characters.enumerated().dropLast() {
                if c == ":" && characters[i + 1] == " " { fields.append("") } else { fields[fields.count - 1].append(c) }
            }
            fields = fields.map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 4, ["Raw", "Compressed"].contains(fields[0]) else { return nil }
            return "\(fields[0].lowercased()) \(fields[1]) \(fields[3...].joined(separator: " "))"
        }
    }
}
