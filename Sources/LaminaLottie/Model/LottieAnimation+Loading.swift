import Foundation
import Lamina
import ZIPFoundation

extension LottieAnimation {
    /// Parses Bodymovin JSON. `fileName` names the file in errors.
    public init(data: Data, fileName: String = "<data>", limits: Limits = .standard) throws {
        var parser = LottieParser(fileName: fileName, limits: limits)
        self = try parser.parse(data)
    }

    /// Reads a Lottie file: Bodymovin JSON (any extension), or a dotLottie archive (`.lottie`,
    /// by extension), whose first animation is read.
    public init(contentsOf url: URL, limits: Limits = .standard) throws {
        let name = url.relativePath  // the path as given, as scene and SVG errors name it
        if url.pathExtension.lowercased() == "lottie" {
            let (data, archive) = try Self.animationData(inArchive: url, name: name, limits: limits)
            self = try LottieAnimation(data: data, fileName: name, limits: limits)
            for (id, image) in images where imageData[id] == nil {
                for path in ["images/\(image.path)", image.folder + image.path, image.path] {
                    if let entry = archive[path], entry.uncompressedSize <= UInt64(limits.lottieFileSize) {
                        var bytes = Data()
                        if (try? archive.extract(entry, consumer: { bytes.append($0) })) != nil { imageData[id] = bytes; break }
                    }
                }
            }
            return
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limits.lottieFileSize {
            throw LottieError(fileName: name, path: "", message: "the file is \(size) bytes, more than the \(limits.lottieFileSize) a Lottie file may have")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LottieError(fileName: name, path: "", message: "cannot read the file: \(error.localizedDescription)")
        }
        self = try LottieAnimation(data: data, fileName: name, limits: limits)
        // Images named by file, beside the JSON (in the asset's folder `u`), never outside its
        // folder tree.
        let directory = url.deletingLastPathComponent()
        for (id, image) in images where imageData[id] == nil && !image.path.isEmpty {
            guard let file = ContainedFile.url((image.folder as NSString).appendingPathComponent(image.path), in: directory)
                ?? ContainedFile.url(image.path, in: directory) else { continue }
            if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber,
               size.intValue <= limits.lottieFileSize {
                imageData[id] = try? Data(contentsOf: file)
            }
        }
    }

    /// The animation JSON inside a dotLottie archive: the one its `manifest.json` lists first,
    /// else the first `animations/*.json`.
    private static func animationData(inArchive url: URL, name: String, limits: Limits) throws -> (Data, Archive) {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw LottieError(fileName: name, path: "", message: "not a dotLottie (zip) archive: \(error)")
        }
        func read(_ entry: Entry) throws -> Data {
            guard entry.uncompressedSize <= UInt64(limits.lottieFileSize) else {
                throw LottieError(fileName: name, path: entry.path,
                                  message: "\(entry.uncompressedSize) bytes, more than the \(limits.lottieFileSize) a Lottie file may have")
            }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    data.append(chunk)
                    if data.count > limits.lottieFileSize { throw CocoaError(.fileReadTooLarge) }
                }
            } catch {
                throw LottieError(fileName: name, path: entry.path, message: "cannot extract: \(error)")
            }
            return data
        }
        var wanted: String?
        if let manifest = archive["manifest.json"],
           let object = try? JSONSerialization.jsonObject(with: try read(manifest)) as? [String: Any],
           let animations = object["animations"] as? [[String: Any]], let id = animations.first?["id"] as? String {
            wanted = "animations/\(id).json"
        }
        let entries = Array(archive)
        guard let entry = entries.first(where: { $0.path == wanted })
            ?? entries.first(where: { $0.path.hasPrefix("animations/") && $0.path.hasSuffix(".json") })
            ?? entries.first(where: { $0.path.hasSuffix(".json") && $0.path != "manifest.json" }) else {
            throw LottieError(fileName: name, path: "", message: "the archive holds no animation (animations/*.json)")
        }
        return (try read(entry), archive)
    }
}
