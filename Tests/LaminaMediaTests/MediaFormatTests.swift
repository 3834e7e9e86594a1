import Foundation
import Testing
@testable import LaminaMedia

@Suite struct MediaFormatTests {
    @Test func formatsFromExtensions() throws {
        #expect(try MediaFormat(fileExtension: "mp4") == .mp4)
        #expect(try MediaFormat(fileExtension: ".GIF") == .gif)
        #expect(try MediaFormat(url: URL(fileURLWithPath: "/tmp/a.b/clip.webm")) == .webm)
        #expect(try MediaFormat(url: URL(fileURLWithPath: "x.apng")) == .apng)
        #expect(try MediaFormat(url: URL(fileURLWithPath: "x.png")) == .png)
    }

    @Test func unknownExtensionListsTheSupportedOnes() {
        #expect(throws: MediaError.unknownExtension("mov")) { try MediaFormat(fileExtension: "MOV") }
        let message = String(describing: MediaError.unknownExtension("mov"))
        #expect(message == "unknown extension '.mov': supported formats are .png, .gif, .apng, .mp4, .m4v, .webm")
        #expect(String(describing: MediaError.unknownExtension("")).hasPrefix("no extension: supported formats"))
    }

    @Test func gifFrameRateIsCappedAtFiftyFramesPerSecond() {
        #expect(MediaFormat.gif.encodedFrameRate(for: 60) == 50)
        #expect(MediaFormat.gif.encodedFrameRate(for: 30) == 30)
        #expect(MediaFormat.mp4.encodedFrameRate(for: 60) == 60)
    }

    @Test func ffmpegRatesAreWrittenPlainly() {
        #expect(FFmpegArguments.rate(60) == "60")
        #expect(FFmpegArguments.rate(29.97) == "29.97")
    }
}
