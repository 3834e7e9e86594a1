/// The ffmpeg command lines for each format ffmpeg encodes (GIF, MP4, WebM), in one place so
/// they can be read side by side.
///
/// Input is always raw premultiplied BGRA on stdin at a constant rate, so frame `i` has
/// timestamp `i / fps` exactly and the file's duration is `frameCount / fps`.
enum FFmpegArguments {
    /// The arguments (without argv[0]) to encode `width`×`height` BGRA frames from stdin.
    static func encode(format: MediaFormat, width: Int, height: Int, fps: Double,
                       options: MovieWriter.Options, extra: [String], output: String) -> [String] {
        let alpha = options.keepsAlpha && format.supportsAlpha
        var args = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                    "-f", "rawvideo", "-pix_fmt", alpha ? "rgba" : "bgra",
                    "-s", "\(width)x\(height)", "-r", rate(fps), "-i", "-"]
        switch format {
        case .png, .apng:
            preconditionFailure("\(format.rawValue) is written by PNGEncoder, not ffmpeg")
        case .gif:
            // Two passes in one run: palettegen sees every frame, then paletteuse maps them.
            let encoded = format.encodedFrameRate(for: fps)
            let resample = encoded < fps ? "fps=\(rate(encoded))," : ""
            args += ["-filter_complex",
                     "[0:v]\(resample)split[a][b];[a]palettegen=stats_mode=full[p];"
                         + "[b][p]paletteuse=dither=sierra2_4a",
                     "-loop", "0", "-f", "gif"]
        case .mp4:
            // yuv420p needs even sides: pad odd ones by a row or column (black). BT.709 tagged,
            // so players do not guess a matrix from the size.
            let pad = width % 2 == 1 || height % 2 == 1 ? "pad=ceil(iw/2)*2:ceil(ih/2)*2," : ""
            args += ["-vf", pad + "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
                     "-c:v", "libx264", "-preset", options.mp4Preset, "-crf", String(options.mp4Quality),
                     "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                     "-color_range", "tv", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            args += ["-c:v", "libvpx-vp9", "-pix_fmt", alpha ? "yuva420p" : "yuv420p",
                     "-b:v", "0", "-crf", String(options.webmQuality),
                     "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-f", "webm"]
        }
        return args + extra + [output]
    }

    /// A frame rate as ffmpeg reads it: `60`, `29.97`.
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }
}
