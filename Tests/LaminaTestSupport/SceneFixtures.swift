/// Scene documents that more than one test target reads: the same document checked in-process
/// and through the built program.
public enum SceneFixtures {
    /// One layer per keyframe calculation mode (discrete, a path with key times and
    /// `rotateAuto`, paced, cubic, cubicPaced), each moving for 10 s and held at the end.
    public static let keyframeModes = #"{"size": [100, 100], "layers": ["# + #"""
        {"name": "discrete", "animations": [{"type": "keyframe", "keyPath": "position.x", "duration": 10, "fillMode": "forwards",
          "removedOnCompletion": false, "values": [10, 20, 30], "calculationMode": "discrete", "keyTimes": [0, 0.25, 0.5, 1]}]},
        {"name": "path", "animations": [{"type": "keyframe", "keyPath": "position", "duration": 10, "fillMode": "forwards",
          "removedOnCompletion": false, "path": {"svg": "M0 0 L100 0 L100 50"}, "keyTimes": [0, 0.8, 1],
          "timingFunctions": ["easeIn", "linear"], "rotationMode": "rotateAuto"}]},
        {"name": "paced", "animations": [{"type": "keyframe", "keyPath": "position", "duration": 10, "fillMode": "forwards",
          "removedOnCompletion": false, "path": {"svg": "M0 0 L100 0 L100 50"}, "calculationMode": "paced"}]},
        {"name": "cubic", "animations": [{"type": "keyframe", "keyPath": "position.x", "duration": 10, "fillMode": "forwards",
          "removedOnCompletion": false, "values": [0, 10, 30, 20], "calculationMode": "cubic", "tensionValues": [0, 0, 0, 0]}]},
        {"name": "cubicPaced", "animations": [{"type": "keyframe", "keyPath": "position.x", "duration": 10, "fillMode": "forwards",
          "removedOnCompletion": false, "values": [0, 10, 20, 40], "calculationMode": "cubicPaced"}]}
        """# + "]}"
}
