import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing
import ZIPFoundation

/// The Lottie specification's slots (`sid` and `slots`), dotLottie 2 archives (several
/// animations in `a/`, images in `i/`, themes in `t/`) and themes setting slots.
@Suite struct LottieSlotsAndThemesTests {
    /// A red square whose fill colour names the slot "fill"; the file declares it red.
    static func slotted(width: Int = 100, declared: String = "[1,0,0,1]") -> String {
        let square = #"{"ty":"gr","nm":"Group","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[0,0,0,1],"sid":"fill"},"o":{"a":0,"k":100}}]}"#
        let layer = shapeLayer("L", shapes: square)
        return #"{"v":"5.12.0","fr":30,"ip":0,"op":60,"w":\#(width),"h":100,"layers":[\#(layer)],"slots":{"fill":{"p":{"a":0,"k":\#(declared)}}}}"#
    }

    /// The colour at the middle of frame `frame` (straight RGB over white).
    static func middle(_ animation: LottieAnimation, frame: Double = 0) throws -> [Int] {
        let composition = try Composition(lottie: animation, name: "anim")
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: frame / animation.frameRate),
                                      size: Size(width: animation.width, height: 100), background: .white)
        let i = 50 * image.bytesPerRow + 50 * 4
        return [Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i])]
    }

    /// A .lottie archive with `entries` (path to text), removed when the test ends.
    static func archive(_ entries: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-\(UUID().uuidString).lottie")
        let archive = try Archive(url: url, accessMode: .create)
        for (path, text) in entries.sorted(by: { $0.key < $1.key }) {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url
    }

    static let manifest = #"""
        {"version":"2","generator":"tests","animations":[{"id":"wide"},{"id":"narrow","initialTheme":"dark","themes":["dark"]}],
         "themes":[{"id":"dark"},{"id":"pulse"}],"stateMachines":[{"id":"tap"}],"initial":{"animation":"narrow"}}
        """#
    static let dark = #"{"rules":[{"id":"fill","type":"Color","value":[0,0,1]},{"id":"other","type":"Scalar","value":5,"animations":["nowhere"]}]}"#
    static let pulse = #"{"rules":[{"id":"fill","type":"Color","keyframes":[{"frame":0,"value":[1,0,0]},{"frame":30,"value":[0,1,0]}]}]}"#

    static func dotLottie() throws -> URL {
        try archive(["manifest.json": manifest, "a/wide.json": slotted(width: 200), "a/narrow.json": slotted(width: 120),
                     "t/dark.json": dark, "t/pulse.json": pulse, "s/tap.json": "{}"])
    }

    @Test func aPropertyWithASlotIdReadsTheSlot() throws {
        let animation = try parse(Self.slotted())
        #expect(animation.slotIDs == ["fill"])
        #expect(try Self.middle(animation) == [255, 0, 0])
    }

    @Test func slotValuesReplaceTheFilesOwn() throws {
        let animation = try LottieAnimation(data: Data(Self.slotted().utf8), slots: ["fill": .vector([0, 1, 0])])
        #expect(try Self.middle(animation) == [0, 255, 0])
        let keyed = try LottieAnimation(data: Data(Self.slotted().utf8),
                                        slots: ["fill": .keyframes([.init(frame: 0, value: [1, 0, 0]), .init(frame: 30, value: [0, 0, 1])])])
        let half = try Self.middle(keyed, frame: 15)
        #expect(abs(half[0] - 128) <= 2 && abs(half[2] - 128) <= 2, "\(half)")
    }

    @Test func aSlotTheFileDoesNotDeclareIsRefused() throws {
        do {
            _ = try LottieAnimation(data: Data(Self.slotted().utf8), slots: ["colour": .vector([0, 1, 0])])
            Issue.record("an undeclared slot should be refused")
        } catch {
            #expect("\(error)".contains("no slot \"colour\"; its slots are fill"))
        }
    }

    @Test func theManifestListsAnimationsThemesAndStateMachines() throws {
        let url = try Self.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        let manifest = try LottieAnimation.dotLottieManifest(contentsOf: url)
        #expect(manifest.version == "2" && manifest.isVersion2)
        #expect(manifest.animations == ["wide", "narrow"])
        #expect(manifest.themes == ["dark", "pulse"])
        #expect(manifest.stateMachines == ["tap"])
        #expect(manifest.initialAnimation == "narrow")
    }

    @Test func everyAnimationOfAnArchiveLoadsByIdTheInitialOneByDefault() throws {
        let url = try Self.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try LottieAnimation(contentsOf: url).width == 120)
        #expect(try LottieAnimation(contentsOf: url, animation: "wide").width == 200)
        #expect(throws: LottieError.self) { try LottieAnimation(contentsOf: url, animation: "tall") }
        do {
            _ = try LottieAnimation(contentsOf: url, animation: "tall")
        } catch {
            #expect("\(error)".contains("no animation \"tall\"; the archive has \"wide\", \"narrow\""))
        }
    }

    @Test func aThemeSetsSlotsAndCallerValuesWin() throws {
        let url = try Self.dotLottie()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Self.middle(LottieAnimation(contentsOf: url)) == [255, 0, 0])
        #expect(try Self.middle(LottieAnimation(contentsOf: url, theme: "dark")) == [0, 0, 255])
        #expect(try Self.middle(LottieAnimation(contentsOf: url, theme: "dark", slots: ["fill": .vector([0, 1, 0])])) == [0, 255, 0])
        let pulse = try Self.middle(LottieAnimation(contentsOf: url, theme: "pulse"), frame: 15)
        #expect(abs(pulse[0] - 128) <= 2 && abs(pulse[1] - 128) <= 2, "\(pulse)")
        do {
            _ = try LottieAnimation(contentsOf: url, theme: "light")
            Issue.record("an unknown theme should be refused")
        } catch {
            #expect("\(error)".contains("no theme \"light\"; the archive has \"dark\", \"pulse\""))
        }
    }

    @Test func imagesAreFoundInTheArchivesImageFolder() throws {
        let png = try pngData(ImageBuffer(width: 40, height: 40, filledWith: Color(red: 0, green: 0.5, blue: 1, alpha: 1)))
        let layer = #"{"ty":2,"nm":"Photo","refId":"image_0","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[30,30]},"a":{"a":0,"k":[0,0]}}}"#
        let json = lottieJSON(layer, assets: #"[{"id":"image_0","w":40,"h":40,"u":"/images/","p":"img_0.png","e":0}]"#)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-\(UUID().uuidString).lottie")
        defer { try? FileManager.default.removeItem(at: url) }
        let archive = try Archive(url: url, accessMode: .create)
        for (path, data) in [("manifest.json", Data(#"{"version":"2","animations":[{"id":"photo"}]}"#.utf8)), ("a/photo.json", Data(json.utf8)),
                             ("i/img_0.png", png)] {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let animation = try LottieAnimation(contentsOf: url)
        let composition = try Composition(lottie: animation, name: "photo", imageDecoder: { try? decodeImage($0) })
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: 0), size: Size(width: 100, height: 100))
        let i = 50 * image.bytesPerRow + 50 * 4
        #expect(image.pixels[i + 3] == 255 && image.pixels[i] > 240 && image.pixels[i + 2] < 10)
    }
}
