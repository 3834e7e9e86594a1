extension CaptureDevices {
    /// The `lamina record --list-devices` text: the synthetic source, then one line per device
    /// with its state and fix-it message.
    public static func report(_ devices: [CaptureDevice]) -> String {
        var text = "synthetic  (built in: moving test pattern with a clock, and a tone)  authorized\n"
        let cameras = devices.filter { $0.kind == .camera }
        let microphones = devices.filter { $0.kind == .microphone }
        text += cameras.isEmpty ? "no cameras (/dev/video*)\n" : ""
        for device in cameras + microphones {
            text += "\(device.identifier)  \(device.kind.rawValue), \(device.backend), \(device.name)  \(device.authorization)\n"
            for format in device.formats { text += "    \(format)\n" }
        }
        text += microphones.isEmpty ? "no microphones (ALSA capture devices or Pulse sources)\n" : ""
        return text
    }
}
