import Foundation
import LaminaCapture
import Testing

/// Device listing without devices: a fake /dev with a plain file named like a camera.
@Suite struct DeviceListTests {
    @Test func camerasAreListedWithTheirAuthorization() throws {
        let folder = try TestFolder("devices")
        defer { folder.cleanUp() }
        try Data().write(to: folder.url.appendingPathComponent("video0"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("video1"), withIntermediateDirectories: true)
        try Data().write(to: folder.url.appendingPathComponent("videocard"))
        let devices = CaptureDevices.list(devRoot: folder.url.path, probeFormats: false).filter { $0.backend == "v4l2" }
        #expect(devices.map(\.identifier) == ["video0", "video1"].map { folder.url.path + "/" + $0 })
        #expect(devices.allSatisfy { $0.kind == .camera && $0.authorization.state == "denied" })
    }
}
