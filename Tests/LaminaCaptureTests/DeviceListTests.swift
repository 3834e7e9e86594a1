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

/// ffmpeg's `-list_formats all` lines, as a UVC webcam prints them.
@Suite struct V4L2FormatParsingTests {
    @Test func formatLinesBecomeOneLineEach() {
        let text = """
            [video4linux2,v4l2 @ 0x55d0c8a0e2c0] Raw       :     yuyv422 :           YUYV 4:2:2 : 640x480 1280x720
            [video4linux2,v4l2 @ 0x55d0c8a0e2c0] Compressed:       mjpeg :          Motion-JPEG : 1920x1080 1280x720
            /dev/video0: Immediate exit requested
            """
        #expect(CaptureDevices.parseV4L2Formats(text) == ["raw yuyv422 640x480 1280x720", "compressed mjpeg 1920x1080 1280x720"])
    }
}
