import Foundation
import Lamina
import LaminaSVG

/// The onboarding illustration: two SVG documents shipped as package resources
/// (`OnboardingPage1.svg`, `OnboardingPage2.svg`), imported with `LaminaSVG` into one layer per
/// named part, with anchors from their `data-anchor` attributes (the picture frame hangs from its
/// nail, arms turn at the shoulder, the leg at the hip, trees and buildings grow from the ground).
public enum OnboardingArtwork {
    /// The parts of page one, by layer name.
    public static let pageOneParts = ["fireworks", "pictureFrame", "chair", "leftArm", "body", "rightArm", "table", "lamp"]
    /// The parts of page two, by layer name.
    public static let pageTwoParts = ["buildings", "trees", "character", "characterLeftLeg", "characterLeftArm",
                                      "characterRightArm"]

    /// A problem loading the artwork (a missing resource or a document that does not import).
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The SVG text of page `number` (1 or 2).
    public static func svg(page number: Int) throws(LoadError) -> Data {
        let file = "OnboardingPage\(number).svg"
        for folder in resourceFolders {
            if let data = try? Data(contentsOf: folder.appendingPathComponent(file)) { return data }
        }
        throw LoadError(description: "\(file): the onboarding artwork was not found beside the program "
                        + "(Lamina_LaminaControls.resources) or in the sources")
    }

    /// Where the artwork may be: SwiftPM's resource bundle beside the program (or the test
    /// bundle), then this source folder. Looked up by hand because `Bundle.module` traps when
    /// its bundle is missing (a program copied without its resources), and a missing file
    /// should be an error, not a crash.
    static var resourceFolders: [URL] {
        let bundleName = "Lamina_LaminaControls.resources"
        var folders: [URL] = [Bundle.main.bundleURL.appendingPathComponent(bundleName)]
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        for bundle in Bundle.allBundles {
            folders.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return folders
    }

    /// Page `number` imported: its root layer (the document's size, anchored at the origin) and
    /// every part named in ``pageOneParts`` or ``pageTwoParts`` checked to be there.
    public static func importPage(_ number: Int) throws(LoadError) -> SVGImport {
        let data = try svg(page: number)
        let result: SVGImport
        do {
            result = try SVGImporter().importDocument(data: data, fileName: "OnboardingPage\(number).svg")
        } catch {
            throw LoadError(description: "\(error)")
        }
        for name in number == 1 ? pageOneParts : pageTwoParts where result.layer.layer(named: name) == nil {
            throw LoadError(description: "OnboardingPage\(number).svg: no element with id \"\(name)\"")
        }
        return result
    }
}
