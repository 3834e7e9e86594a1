import Foundation
import Lamina
import Testing

/// A document is read once and never past its limit: the size is checked before the bytes are
/// allocated, and the message names the size, the limit and how to raise it.
@Suite struct DocumentFileTests {
    func file(_ bytes: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-document-\(UUID().uuidString).json")
        try Data(repeating: UInt8(ascii: " "), count: bytes).write(to: url)
        return url
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let url = try file(100)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try DocumentFile.read(url, limit: 100, raiseWith: ["document-bytes"]).count == 100)
        let empty = try file(0)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try DocumentFile.read(empty, limit: 0, raiseWith: []).isEmpty)
    }

    @Test func aFileOverTheLimitIsRefusedWithItsSizeAndTheRemedy() throws {
        let url = try file(101)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try DocumentFile.read(url, limit: 100, raiseWith: ["document-bytes"])
        } throws: { error in
            let read = error as? DocumentFile.ReadError
            return read?.message == "the 101 bytes of the file exceed the limit of 100 (raise it with --limit document-bytes=N)"
                && read?.limit?.limit == 100
        }
        #expect {
            try DocumentFile.read(url, limit: 100, raiseWith: ["document-bytes", "lottie-bytes"])
        } throws: { error in
            "\(error)" == "the 101 bytes of the file exceed the limit of 100 (raise it with --limit document-bytes=N or --limit lottie-bytes=N)"
        }
        #expect {
            try DocumentFile.read(url, limit: 100, raiseWith: [])
        } throws: { error in
            "\(error)" == "the 101 bytes of the file exceed the limit of 100 (\(LimitError.fixed))"
        }
    }

    @Test func aMissingFileSaysWhyItCannotBeRead() {
        #expect {
            try DocumentFile.read(URL(fileURLWithPath: "/no-such-folder/a.json"), limit: 100, raiseWith: [])
        } throws: { error in
            "\(error)" == "cannot read the file: No such file or directory" && (error as? DocumentFile.ReadError)?.limit == nil
        }
    }

    @Test func aFolderIsNotReadAsADocument() throws {
        #expect(throws: DocumentFile.ReadError.self) {
            try DocumentFile.read(FileManager.default.temporaryDirectory, limit: 100, raiseWith: [])
        }
    }
}
