"""The measuring half of scripts/compare-peers (run it through that script)."""
import argparse
import dataclasses
import json
import math
import os
import subprocess
import sys
import time

# Fourteen samples across the tiers (shapes, trims, mattes, masks, gradients, repeaters,
# precomps, time remapping): JSON files every peer reads.
DEFAULT_SAMPLES = [
    "LottieLogo2", "Watermelon", "Boat_Loader", "PinJump", "HamburgerArrow", "vcTransition1",
    "TwitterHeart", "Switch_States", "LottieFiles/gradient_shapes", "LottieFiles/settings_slider",
    "LottieFiles/fireworks", "LottieFiles/cactus", "LottieFiles/infinity_loader", "TypeFace/M",
]
CORPUS = "../shared/lottie-conformance"


MAXIMUM_PASSES = 1000


def more_passes(played, passes, measured, seconds):
    """Whether to play through once more: every program is measured by the same rule (at least
    `passes` passes, then until `seconds` were measured, at most MAXIMUM_PASSES), as
    `lamina bench --lottie --passes --min-seconds` does. A pass of a few milliseconds measured
    three times gave whatever the processor's clock and the machine's other work did then."""
    return played < passes or (measured < seconds and played < MAXIMUM_PASSES)


def best_pass(play_through, passes, seconds):
    """The fastest of the passes `more_passes` asks for, each timed around `play_through()`."""
    best, measured, played = math.inf, 0.0, 0
    while more_passes(played, passes, measured, seconds):
        start = time.perf_counter()
        play_through()
        elapsed = time.perf_counter() - start
        best, measured, played = min(best, elapsed), measured + elapsed, played + 1
    return best


def lamina_fps(path, width, height, passes, seconds):
    """Frames, frames per second and the process's peak resident memory in MiB."""
    process = subprocess.Popen([os.environ["LAMINA"], "bench", "--lottie", path, "--size", f"{width}x{height}",
                                "--passes", str(passes), "--min-seconds", str(seconds)],
                               stdout=subprocess.PIPE, text=True)
    out = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"lamina bench failed on {path} ({process.returncode})")
    figures = json.loads(out)
    return figures["frames"], figures["renderedFramesPerSecond"], usage.ru_maxrss / 1024


def in_child(measure, *args):
    """Runs measure(*args) in a forked process: its result, and that process's peak resident
    memory in MiB (the Python interpreter's own included)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            result = {"value": measure(*args)}
        except Exception as error:  # the parent reports it
            result = {"error": str(error)}
        with os.fdopen(write, "w") as pipe:
            json.dump(result, pipe)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    _, _, usage = os.wait4(pid, 0)
    result = json.loads(text) if text else {"error": "the measuring process died"}
    if "error" in result:
        raise RuntimeError(result["error"])
    return result["value"], usage.ru_maxrss / 1024


def idle():
    """Nothing: the interpreter's own peak memory, for reading the peers' figures."""
    return 0


def fitted(source_w, source_h, width, height):
    """The animation's size aspect-fitted into width x height, and its offset (centred)."""
    scale = min(width / source_w, height / source_h)
    w, h = source_w * scale, source_h * scale
    return w, h, (width - w) / 2, (height - h) / 2


def thorvg_fps(path, width, height, passes, seconds):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        raise RuntimeError(f"ThorVG could not load {path}")
    _, source_w, source_h = picture.get_size()
    w, h, x, y = fitted(source_w, source_h, width, height)
    picture.set_size(w, h)
    picture.translate(x, y)
    canvas.add(picture)
    _, total = animation.get_total_frame()
    frames = max(1, math.ceil(total))
    def play_through():
        for frame in range(frames):
            animation.set_frame(float(frame))
            canvas.update()
            canvas.draw(True)
            canvas.sync()
    best = best_pass(play_through, passes, seconds)
    engine.term()
    return frames, frames / best


def rlottie_fps(path, width, height, passes, seconds):
    from rlottie_python import LottieAnimation
    animation = LottieAnimation.from_file(path)
    frames = animation.lottie_animation_get_totalframe()
    def play_through():
        for frame in range(frames):
            animation.lottie_animation_render(frame_num=frame, width=width, height=height)
    best = best_pass(play_through, passes, seconds)
    return frames, frames / best


@dataclasses.dataclass
class Best:
    """One file's best round of each program, and its peak memory."""
    frames: int = 0
    lamina: float = 0.0
    thorvg: float = 0.0
    rlottie: float = 0.0
    lamina_mib: float = 0.0
    thorvg_mib: float = 0.0

    def keep(self, **figures):
        """Keeps each figure given where it is above this file's best so far."""
        for name, value in figures.items():
            setattr(self, name, max(getattr(self, name), value))


def samples(files, size):
    manifest = json.load(open(os.path.join(CORPUS, "manifest.json")))
    by_name = {s["name"]: s for s in manifest["samples"]}
    if files:
        for path in files:
            if size is None:
                sys.exit("compare-peers: give --size WxH with your own files")
            yield path, size
        return
    for name in DEFAULT_SAMPLES:
        sample = by_name[name]
        yield os.path.join(CORPUS, sample["file"]), size or (sample["width"], sample["height"])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="*")
    parser.add_argument("--size", help="WxH pixels for every file")
    parser.add_argument("--passes", type=int, default=3, help="at least this many passes each (default 3)")
    parser.add_argument("--seconds", type=float, default=0.5,
                        help="then passes until this many seconds were measured, for every program alike (default 0.5)")
    parser.add_argument("--rounds", type=int, default=4,
                        help="rounds over every file, each program measured in turn, the best counting (default 4)")
    parser.add_argument("--json", action="store_true", help="one JSON object per file instead of a table")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else None
    ratios = []
    _, python_mib = in_child(idle)
    if not args.json:
        print(f"{'file':44} {'size':>9} {'frames':>6} {'Lamina':>8} {'ThorVG':>8} {'rlottie':>8} {'L/T':>6}"
              f" {'L MiB':>6} {'T MiB':>6}")
    # Rounds over the whole list, each program's best round counting: a file's rounds are then
    # a whole pass over the list apart, not back to back. This shared machine runs in two
    # speeds about 1.6x apart, for every program alike, and a slow stretch can last several
    # seconds (docs/performance.md): rounds taken back to back left one program in it for all
    # four of a file's rounds (TypeFace/M measured 0.77 and 1.12 in two runs an hour apart).
    files = list(samples(args.files, size))
    best = [Best() for _ in files]
    for _ in range(args.rounds):
        for (path, (width, height)), figures in zip(files, best):
            figures.frames, fps, mib = lamina_fps(path, width, height, args.passes, args.seconds)
            figures.keep(lamina=fps, lamina_mib=mib)
            (_, fps), mib = in_child(thorvg_fps, path, width, height, args.passes, args.seconds)
            figures.keep(thorvg=fps, thorvg_mib=mib)
            try:
                (_, fps), _ = in_child(rlottie_fps, path, width, height, args.passes, args.seconds)
                figures.keep(rlottie=fps)
            except Exception:  # rlottie refuses some files; the row says so.
                figures.rlottie = float("nan")
    for (path, (width, height)), b in zip(files, best):
        ratio = b.lamina / b.thorvg
        ratios.append(ratio)
        if args.json:
            print(json.dumps({"file": path, "width": width, "height": height, "frames": b.frames,
                              "lamina": b.lamina, "thorvg": b.thorvg, "rlottie": b.rlottie, "ratio": ratio,
                              "laminaPeakMiB": b.lamina_mib, "thorvgPeakMiB": b.thorvg_mib}))
        else:
            name = os.path.relpath(path, os.path.join(CORPUS, "samples")) if path.startswith(CORPUS) else path
            print(f"{name:44} {width:>4}x{height:<4} {b.frames:>6} {b.lamina:>8.1f} {b.thorvg:>8.1f} {b.rlottie:>8.1f}"
                  f" {ratio:>6.2f} {b.lamina_mib:>6.1f} {b.thorvg_mib:>6.1f}")
    geometric = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"frames per second; L/T = Lamina / ThorVG; geometric mean {geometric:.2f}, lowest {min(ratios):.2f}",
          file=sys.stderr if args.json else sys.stdout)
    print(f"peak resident memory of each process in MiB (loading included); ThorVG's runs in a Python"
          f" interpreter that alone peaks at {python_mib:.1f} MiB", file=sys.stderr if args.json else sys.stdout)


if __name__ == "__main__":
    main()
