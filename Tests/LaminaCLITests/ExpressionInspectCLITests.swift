import Foundation
import Lamina
import Testing

/// The expression corpus (`Tests/LaminaLottieTests/__Expressions__`) through `lamina inspect
/// --time`: the sampled keyframes are ordinary animations, so the report shows each
/// expression's value, worked out by hand from After Effects' definitions.
@Suite struct ExpressionInspectCLITests {
    static let binary = InspectCLITests.binary

    static func layers(_ file: String, at time: Double) throws -> [String: Any] {
        let result = try InspectCLITests.run(["inspect", "Tests/LaminaLottieTests/__Expressions__/\(file)", "--time", String(time)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no warnings expected: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func position(_ name: String, _ report: [String: Any]) throws -> [Double] {
        try #require(try SMILInspectCLITests.named(name, report)["position"] as? [Double], "\(name).position")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func linksBetweenLayersAtOneSecond() throws {
        let report = try Self.layers("links.json", at: 1)
        #expect(try Self.position("Mover", report) == [100, 50])
        #expect(try SMILInspectCLITests.number("opacity", of: "Mover", report) == 0.5)
        #expect(try Self.position("Follower", report) == [100, 70])
        #expect(try Self.position("Clock", report) == [14, 30])
        let dial = try #require(try SMILInspectCLITests.named("Dial", report)["transform"] as? [Double])
        #expect(SMILInspectCLITests.close(dial[0], 0) && SMILInspectCLITests.close(dial[1], 1), "a quarter turn at scale 1: \(dial)")
    }

    @Test(.enabled(if: binary != nil, "the lamina binary is not built"))
    func loopsAtFrameTwelve() throws {
        let report = try Self.layers("loops.json", at: 0.4)
        for (name, x) in [("Cycle", 20.0), ("PingPong", 80), ("Offset", 120), ("Continue", 120), ("InCycle", 20), ("InPingPong", 80)] {
            #expect(SMILInspectCLITests.close(try Self.position(name, report)[0], x), "\(name)")
        }
    }
}
