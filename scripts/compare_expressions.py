"""The measuring half of scripts/compare-expressions (run it through that script)."""
import json
import os
import subprocess
import tempfile

from PIL import Image
import thorvg_python as tvg

COLORS = {"Red": (255, 0, 0), "Green": (0, 255, 0), "Blue": (0, 0, 255), "Yellow": (255, 255, 0),
          "Magenta": (255, 0, 255), "Cyan": (0, 255, 255), "Orange": (255, 128, 0), "Gray": (128, 128, 128)}
FRAMES = [0, 5, 12, 25, 30, 45]


def document():
    def square(color):
        return [{"ty": "gr", "nm": "G", "it": [
            {"ty": "rc", "nm": "R", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
            {"ty": "fl", "nm": "F", "c": {"a": 0, "k": [c / 255 for c in color] + [1]}, "o": {"a": 0, "k": 100}},
            {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
             "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]

    def keyed(a, b, expression):
        return {"a": 1, "x": "var $bm_rt;\n$bm_rt = " + expression + ";", "k": [
            {"t": 0, "s": a, "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 10, "s": b}]}

    def still(expression):
        return {"a": 0, "k": [0, 0], "x": "var $bm_rt;\n$bm_rt = " + expression + ";"}

    positions = {
        "Red": still("[$bm_sum($bm_mul(time, 100), 20), 20]"),
        "Green": still("$bm_sum(thisComp.layer('Red').transform.position, [0, 30])"),
        "Blue": keyed([20, 100], [120, 100], "loopOut('cycle')"),
        "Yellow": keyed([20, 130], [120, 130], "loopOut('pingpong')"),
        "Magenta": keyed([20, 160], [60, 160], "loopOut('offset')"),
        "Cyan": keyed([20, 185], [60, 185], "loopOut('continue')"),
        "Orange": still("[$bm_sum(effect('Slider Control')('Slider'), 20), 70]"),
        "Gray": still("[linear(time, 0, 2, 20, 180), 85]"),
    }
    slider = [{"ty": 5, "nm": "Slider Control", "mn": "ADBE Slider Control", "ix": 1, "en": 1, "ef": [
        {"ty": 0, "nm": "Slider", "mn": "ADBE Slider Control-0001", "ix": 1, "v": {"a": 1, "k": [
            {"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 60, "s": [150]}]}}]}]
    layers = []
    for index, (name, position) in enumerate(positions.items(), start=1):
        layer = {"ty": 4, "nm": name, "ind": index, "ip": 0, "op": 60, "st": 0, "sr": 1, "ddd": 0, "shapes": square(COLORS[name]),
                 "ks": {"p": position, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
                        "o": {"a": 0, "k": 100}}}
        if name == "Orange":
            layer["ef"] = slider
        layers.append(layer)
    return {"v": "5.7.0", "nm": "compare", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "ddd": 0, "assets": [], "layers": layers}


def centres(image):
    image = image.convert("RGBA")
    sums = {name: [0, 0, 0] for name in COLORS}
    pixels = image.load()
    for y in range(image.height):
        for x in range(image.width):
            r, g, b, a = pixels[x, y]
            for name, (cr, cg, cb) in COLORS.items():
                if a > 200 and abs(r - cr) < 20 and abs(g - cg) < 20 and abs(b - cb) < 20:
                    sums[name][0] += x + 0.5
                    sums[name][1] += y + 0.5
                    sums[name][2] += 1
    return {name: (s[0] / s[2], s[1] / s[2]) if s[2] else None for name, s in sums.items()}


def main():
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "compare.json")
    with open(path, "w") as f:
        json.dump(document(), f)
    engine = tvg.Engine()
    largest = {name: 0.0 for name in COLORS}
    for frame in FRAMES:
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(200, 200)
        animation = tvg.LottieAnimation(engine)
        picture = animation.get_picture()
        picture.load(path)
        picture.set_size(200, 200)
        canvas.add(picture)
        animation.set_frame(frame)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        thorvg = centres(canvas.get_pillow())
        png = os.path.join(folder, f"{frame}.png")
        subprocess.run([os.environ["LAMINA"], "render", path, "--frame", str(frame), "-o", png], check=True, capture_output=True)
        lamina = centres(Image.open(png))
        row = []
        for name in COLORS:
            t, l = thorvg[name], lamina[name]
            if t is None or l is None:
                row.append(f"{name} hidden")
                continue
            largest[name] = max(largest[name], abs(t[0] - l[0]), abs(t[1] - l[1]))
            row.append(f"{name} {t[0]:.1f},{t[1]:.1f} | {l[0]:.1f},{l[1]:.1f}")
        print(f"frame {frame} (ThorVG | Lamina): " + "; ".join(row))
    print("largest difference of a centre, in pixels: " + ", ".join(f"{n} {v:.1f}" for n, v in largest.items()))


if __name__ == "__main__":
    main()
