import Foundation
import Lamina

extension LottieStateMachine {
    /// Parses a state machine's JSON. `fileName` names the archive (or file) in errors and
    /// `entry` the member inside it (`s/press.json`), so a message reads
    /// `pigeon.lottie: s/press.json: states[1].transitions[0].toState: no state "boom"; ...`.
    public init(data: Data, id: String, fileName: String = "<data>", entry: String = "",
                limits: Limits = .standard) throws {
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LottieError(fileName: fileName, path: entry, message: "not valid JSON")
        }
        var parser = Parser(fileName: fileName, prefix: entry.isEmpty ? "" : entry + ": ", limits: limits)
        self = try parser.machine(LottieJSON(value: any, path: "", fileName: fileName), id: id)
    }

    /// Reads JSON into the machine, naming the entry in every path.
    private struct Parser {
        let fileName: String
        let prefix: String
        let limits: Limits

        func fail(_ json: LottieJSON, _ message: String) -> LottieError {
            LottieError(fileName: fileName, path: prefix + (json.path.isEmpty ? "(top level)" : json.path), message: message)
        }

        /// `json` with every path prefixed by the entry's name, for messages thrown by LottieJSON.
        func rethrowing<T>(_ body: () throws -> T) throws -> T {
            do { return try body() } catch let error as LottieError where !error.path.hasPrefix(prefix) || prefix.isEmpty {
                throw LottieError(fileName: fileName, path: prefix + error.path, message: error.message)
            }
        }

        /// A list of at most `Limits.lottieStateMachineItems` items.
        func list(_ json: LottieJSON?) throws -> [LottieJSON] {
            guard let json else { return [] }
            let items = try rethrowing { try json.array() }
            guard items.count <= limits.lottieStateMachineItems else {
                throw fail(json, "\(items.count) items, more than the \(limits.lottieStateMachineItems) a state machine's list may have")
            }
            return items
        }

        func string(_ json: LottieJSON, _ key: String) throws -> String {
            guard let member = json[key] else { throw fail(json, "missing \"\(key)\"") }
            return try rethrowing { try member.string() }
        }

        /// The input an action or guard names (`inputName`, or the older `triggerName`).
        func inputName(_ json: LottieJSON) throws -> String {
            try string(json, json["inputName"] == nil && json["triggerName"] != nil ? "triggerName" : "inputName")
        }

        func type(_ json: LottieJSON, _ known: [String]) throws -> String {
            let type = try string(try rethrowing { try json.object() }, "type")
            guard known.contains(type) else {
                throw fail(json["type"]!, "unknown type \"\(type)\"; expected one of \(known.joined(separator: ", "))")
            }
            return type
        }

        mutating func machine(_ root: LottieJSON, id: String) throws -> LottieStateMachine {
            _ = try rethrowing { try root.object() }
            let initial = try string(root, "initial")
            let states = try list(root.required("states")).map(state)
            let inputs = try list(root["inputs"] ?? root["triggers"]).map(input)
            let interactions = try list(root["interactions"] ?? root["listeners"]).map(interaction)
            var machine = LottieStateMachine(id: id, initial: initial, states: states, inputs: inputs, interactions: interactions)
            machine.warnings = try check(machine, root)
            return machine
        }

        func state(_ json: LottieJSON) throws -> State {
            let type = try type(json, ["PlaybackState", "GlobalState"])
            let name = try string(json, "name")
            let transitions = try list(json["transitions"]).map(transition)
            let entry = try list(json["entryActions"]).map(action), exit = try list(json["exitActions"]).map(action)
            guard type == "PlaybackState" else {
                return State(name: name, playback: nil, transitions: transitions, entryActions: entry, exitActions: exit)
            }
            let playback = try rethrowing {
                let modeName = try json.string("mode") ?? "Forward"
                guard let mode = Mode(rawValue: modeName) else {
                    throw fail(json["mode"]!, "unknown mode \"\(modeName)\"; expected Forward, Reverse, Bounce or ReverseBounce")
                }
                let speed = try json.number("speed", default: 1)
                guard speed > 0, speed <= 1000 else { throw fail(json["speed"]!, "expected a speed above 0 and at most 1000") }
                let loopCount = try json.int("loopCount") ?? 0
                guard loopCount >= 0 else { throw fail(json["loopCount"]!, "expected a count, 0 or more") }
                return Playback(animation: try json.string("animation") ?? "", segment: try json.string("segment"),
                                loops: try json.bool("loop"), loopCount: loopCount, autoplay: try json.bool("autoplay"),
                                mode: mode, speed: speed, isFinal: try json.bool("final"))
            }
            return State(name: name, playback: playback, transitions: transitions, entryActions: entry, exitActions: exit)
        }

        func transition(_ json: LottieJSON) throws -> Transition {
            let type = try type(json, ["Transition", "Tweened"])
            let guards = try list(json["guards"]).map(guardValue)
            var duration: Double?
            if type == "Tweened" {
                duration = try rethrowing { try json.required("duration").number() }
                guard let d = duration, d >= 0 else { throw fail(json["duration"]!, "expected seconds, 0 or more") }
            }
            return Transition(target: try string(json, "toState"), guards: guards, tweenDuration: duration)
        }

        func guardValue(_ json: LottieJSON) throws -> Guard {
            let type = try type(json, ["Numeric", "String", "Boolean", "Event"])
            let input = try inputName(json)
            if type == "Event" { return .event(input: input) }
            let conditionName = try string(json, "conditionType")
            guard let condition = Comparison(rawValue: conditionName) else {
                throw fail(json["conditionType"]!, "unknown condition \"\(conditionName)\"; expected one of "
                           + Comparison.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard let compare = json["compareTo"] else { throw fail(json, "missing \"compareTo\"") }
            let operand = try self.operand(compare)
            switch type {
            case "Numeric": return .numeric(input: input, condition, operand)
            case "String": return .string(input: input, condition, operand)
            default:
                guard condition == .equal || condition == .notEqual else {
                    throw fail(json["conditionType"]!, "a Boolean guard compares with Equal or NotEqual")
                }
                return .boolean(input: input, condition, operand)
            }
        }

        /// A number, a boolean, a string, or a reference to an input (`$name`, `@elapsedTime`).
        func operand(_ json: LottieJSON) throws -> Operand {
            if let text = json.value as? String {
                if text.hasPrefix("$") { return .input(String(text.dropFirst())) }
                if text.hasPrefix("@") { return .input(text) }
                return .string(text)
            }
            // Foundation reads `true` as an NSNumber too; its type code tells the two apart.
            if let flag = json.value as? Bool, (json.value as? NSNumber).map({ String(cString: $0.objCType) == "c" }) ?? true {
                return .boolean(flag)
            }
            if let number = LottieJSON.number(json.value) { return .number(number) }
            throw fail(json, "expected a number, a boolean, a string or \"$input\", found \(json.typeName)")
        }

        func input(_ json: LottieJSON) throws -> Input {
            let type = try type(json, ["Numeric", "String", "Boolean", "Event"])
            let name = try string(json, "name")
            return try rethrowing {
                switch type {
                case "Numeric": return Input(name: name, initialValue: .number(try json["value"]?.number() ?? 0))
                case "String": return Input(name: name, initialValue: .string(try json.string("value") ?? ""))
                case "Boolean": return Input(name: name, initialValue: .boolean(try json.bool("value")))
                default: return Input(name: name, initialValue: .event)
                }
            }
        }

        func interaction(_ json: LottieJSON) throws -> Interaction {
            let kindName = try type(json, Interaction.Kind.allCases.map(\.rawValue))
            let kind = Interaction.Kind(rawValue: kindName)!
            let actions = try list(json.required("actions")).map(action)
            var stateName: String?
            if kind == .onComplete || kind == .onLoopComplete { stateName = try string(json, "stateName") }
            let layer = try rethrowing { try json.string("layerName") }
            if layer != nil && (kind == .pointerMove || stateName != nil) {
                throw fail(json["layerName"]!, "a \(kindName) interaction takes no layerName")
            }
            return Interaction(kind: kind, layerName: layer, stateName: stateName, actions: actions)
        }

        func action(_ json: LottieJSON) throws -> Action {
            let type = try type(json, ["Increment", "Decrement", "Multiply", "Floor", "Clamp", "Toggle", "SetNumeric",
                                       "SetBoolean", "SetString", "SetRandom", "Reset", "Fire", "SetTheme", "SetFrame",
                                       "SetProgress", "FireCustomEvent", "OpenUrl"])
            func value() throws -> Operand {
                guard let member = json["value"] else { throw fail(json, "missing \"value\"") }
                return try operand(member)
            }
            func optional(_ key: String) throws -> Operand? { try json[key].map(operand) }
            switch type {
            case "Increment": return .increment(input: try inputName(json), by: try optional("value"))
            case "Decrement": return .decrement(input: try inputName(json), by: try optional("value"))
            case "Multiply": return .multiply(input: try inputName(json), by: try value())
            case "Floor": return .floor(input: try inputName(json))
            case "Clamp": return .clamp(input: try inputName(json), min: try optional("min"), max: try optional("max"))
            case "Toggle": return .toggle(input: try inputName(json))
            case "SetNumeric": return .setNumeric(input: try inputName(json), try value())
            case "SetBoolean": return .setBoolean(input: try inputName(json), try value())
            case "SetString": return .setString(input: try inputName(json), try string(json, "value"))
            case "SetRandom":
                return .setRandom(input: try inputName(json), min: try optional("min"), max: try optional("max"),
                                  integer: try rethrowing { try json.bool("integer") })
            case "Reset": return .reset(input: try inputName(json))
            case "Fire": return .fire(input: try inputName(json))
            case "SetTheme": return .setTheme(try string(json, "value"))
            case "SetFrame": return .setFrame(try value())
            case "SetProgress": return .setProgress(try value())
            case "FireCustomEvent": return .fireCustomEvent(try string(json, "value"))
            default: return .openURL(try string(json, "url"))
            }
        }

        /// What must hold between the parts, as dotlottie-rs checks it: the initial state exists,
        /// names are unique, one global state at most, one transition without guards a state, the
        /// inputs event guards and `compareTo` references name are declared. What only does
        /// nothing (a transition to a missing state, a guard or action on a missing input) is a
        /// warning. Returns the warnings.
        func check(_ machine: LottieStateMachine, _ root: LottieJSON) throws -> [String] {
            let names = machine.states.map(\.name)
            let known = names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
            guard names.contains(machine.initial) else {
                throw fail(root["initial"]!, "no state \"\(machine.initial)\"; the states are \(known)")
            }
            var seen: Set<String> = []
            let states = try rethrowing { try root.required("states").array() }
            for (index, state) in machine.states.enumerated() {
                guard seen.insert(state.name).inserted else {
                    throw fail(states[index]["name"]!, "a second state named \"\(state.name)\"")
                }
            }
            if machine.states.filter(\.isGlobal).count > 1 {
                throw fail(root["states"]!, "more than one GlobalState; a machine has one at most")
            }
            let inputs = Dictionary(machine.inputs.map { ($0.name, $0.initialValue) }, uniquingKeysWith: { first, _ in first })
            var warnings: [String] = []
            /// Checks an input name; a missing one is an error, or with `outcome` a warning.
            func checkInput(_ name: String, _ json: LottieJSON, event: Bool? = nil, outcome: String? = nil) throws {
                if name == "@elapsedTime" { return }
                guard let value = inputs[name] else {
                    let declared = inputs.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                    let error = fail(json, "no input \"\(name)\"; the inputs are \(declared.isEmpty ? "none" : declared)")
                    guard let outcome else { throw error }
                    warnings.append("\(error.path): \(error.message); \(outcome)")
                    return
                }
                if let event, event != (value == .event) {
                    throw fail(json, "input \"\(name)\" is \(value == .event ? "an event" : "not an event")")
                }
            }
            func checkOperand(_ operand: Operand?, _ json: LottieJSON, outcome: String? = nil) throws {
                if case .input(let name)? = operand { try checkInput(name, json, outcome: outcome) }
            }
            let nothing = "the action does nothing"
            func checkActions(_ actions: [Action], _ json: LottieJSON?) throws {
                guard let json else { return }
                let items = try rethrowing { try json.array() }
                for (action, item) in zip(actions, items) {
                    switch action {
                    case .increment(let input, let by), .decrement(let input, let by):
                        try checkInput(input, item, event: false, outcome: nothing); try checkOperand(by, item, outcome: nothing)
                    case .multiply(let input, let by), .setNumeric(let input, let by), .setBoolean(let input, let by):
                        try checkInput(input, item, event: false, outcome: nothing); try checkOperand(by, item, outcome: nothing)
                    case .clamp(let input, let lower, let upper), .setRandom(let input, let lower, let upper, _):
                        try checkInput(input, item, event: false, outcome: nothing)
                        try checkOperand(lower, item, outcome: nothing); try checkOperand(upper, item, outcome: nothing)
                    case .floor(let input), .toggle(let input), .setString(let input, _), .reset(let input):
                        try checkInput(input, item, event: false, outcome: nothing)
                    case .fire(let input): try checkInput(input, item, event: true, outcome: nothing)
                    case .setFrame(let value), .setProgress(let value): try checkOperand(value, item, outcome: nothing)
                    case .setTheme, .fireCustomEvent, .openURL: break
                    }
                }
            }
            for (state, json) in zip(machine.states, states) {
                let transitions = try rethrowing { try json["transitions"]?.array() ?? [] }
                if state.transitions.filter(\.guards.isEmpty).count > 1 {
                    throw fail(json["transitions"]!, "more than one transition without guards; a state has one at most")
                }
                for (transition, item) in zip(state.transitions, transitions) {
                    guard seen.contains(transition.target) else {
                        let error = fail(item["toState"]!, "no state \"\(transition.target)\"; the states are \(known)")
                        warnings.append("\(error.path): \(error.message); the transition is never taken")
                        continue
                    }
                    if machine.state(named: transition.target)?.isGlobal == true {
                        throw fail(item["toState"]!, "\"\(transition.target)\" is the global state; a transition goes to a playback state")
                    }
                    let guards = try rethrowing { try item["guards"]?.array() ?? [] }
                    for (guardValue, guardJSON) in zip(transition.guards, guards) {
                        switch guardValue {
                        case .event(let input): try checkInput(input, guardJSON, event: true)
                        case .numeric(let input, _, let operand), .string(let input, _, let operand), .boolean(let input, _, let operand):
                            try checkInput(input, guardJSON, event: false, outcome: "the guard never holds")
                            try checkOperand(operand, guardJSON)
                        }
                    }
                }
                try checkActions(state.entryActions, json["entryActions"])
                try checkActions(state.exitActions, json["exitActions"])
            }
            let interactionJSON = try rethrowing { try (root["interactions"] ?? root["listeners"])?.array() ?? [] }
            for (interaction, json) in zip(machine.interactions, interactionJSON) {
                if let name = interaction.stateName, !seen.contains(name) {
                    let error = fail(json["stateName"]!, "no state \"\(name)\"; the states are \(known)")
                    warnings.append("\(error.path): \(error.message); the interaction never runs")
                }
                try checkActions(interaction.actions, json["actions"])
            }
            return warnings + guardlessCycles(machine)
        }

        /// States that lead back to themselves through transitions without guards: the machine
        /// would never rest there. The engine stops such a chain after
        /// ``LottieStateMachineEngine/chainLimit`` transitions; parsing says where it is.
        func guardlessCycles(_ machine: LottieStateMachine) -> [String] {
            var next: [String: String] = [:]
            for state in machine.states where !state.isGlobal {
                if let transition = state.transitions.last(where: \.guards.isEmpty) { next[state.name] = transition.target }
            }
            var warnings: [String] = [], reported: Set<String> = []
            for start in machine.states.map(\.name) where next[start] != nil && !reported.contains(start) {
                var path = [start], current = start
                while let target = next[current], path.count <= machine.states.count {
                    if let loopStart = path.firstIndex(of: target) {
                        let cycle = Array(path[loopStart...])
                        if !cycle.contains(where: reported.contains) {
                            reported.formUnion(cycle)
                            warnings.append("states \((cycle + [target]).joined(separator: " -> ")) form a cycle of transitions without guards; "
                                            + "the machine stops following it after \(LottieStateMachineEngine.chainLimit) transitions")
                        }
                        break
                    }
                    path.append(target)
                    current = target
                }
            }
            return warnings
        }
    }
}
