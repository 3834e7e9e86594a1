import FirstHour
import LaminaWindow

// Plays one animation in a window: space pauses, the arrows step, Esc quits.
let which = CommandLine.arguments.dropFirst().first ?? "ring"
try Preview.show(which == "dot" ? makeBouncingDot() : makeProgressRing(), duration: 2, title: which)
