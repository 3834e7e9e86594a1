/// The JavaScript run once in each file's engine before any expression: After Effects'
/// expression globals as Bodymovin exports them (lottie-web's and ThorVG's names), written for
/// Duktape (ECMAScript 5.1).
///
/// Swift hands the file over once (`__lamina_setup`: compositions, layers, each property's path,
/// dimensions, key times and expression) and answers one native call, `__lamina_value(id, t)`:
/// a property's keyframed value at `t` seconds of its composition. Everything else is here:
/// a property read by another expression runs that expression (a cycle reads the keyframes);
/// random numbers are hashes of the property's seed, the `seedRandom` seed, the frame and a
/// draw counter, so a value is a function of its time alone.
enum LottieExpressionPrelude {
    static let source = #"""
var __fr = 30, __now = 0, __active = {}, __depth = 0, __props = [], __comps = [], __rand = null;
var __work = 0, __workLimit = 20000000;

// Native methods that walk a list or a text do work the instruction count does not see (a
// sparse list of 4e9 items walks 4e9 indices): each call charges the length it walks to the
// evaluation's budget, the same number of steps as its instructions.
function __charge(n) {
    __work += n;
    if (__work > __workLimit) throw new RangeError('execution timeout (lists and texts walked)');
}
(function () {
    function guard(proto, names, size) {
        for (var i = 0; i < names.length; i++) (function (f, name) {
            if (typeof f !== 'function') return;
            proto[name] = function () { __charge(size(this, arguments)); return f.apply(this, arguments); };
        })(proto[names[i]], names[i]);
    }
    guard(Array.prototype, ['join', 'toString', 'toLocaleString', 'indexOf', 'lastIndexOf', 'every', 'some', 'forEach',
        'map', 'filter', 'reduce', 'reduceRight', 'sort', 'reverse', 'slice', 'splice', 'concat', 'shift', 'unshift', 'fill'],
        function (a) { return a === null || a === undefined ? 0 : (a.length >>> 0); });
    guard(String.prototype, ['indexOf', 'lastIndexOf', 'search', 'match', 'replace', 'split', 'slice', 'substring', 'substr',
        'toLowerCase', 'toUpperCase', 'trim', 'concat', 'localeCompare', 'repeat'],
        function (s, args) { return String(s).length * (args.length > 0 && typeof args[0] === 'number' ? Math.max(1, args[0]) : 1); });
    guard(RegExp.prototype, ['exec', 'test'], function (r, args) { return String(args[0]).length; });
    guard(JSON, ['parse'], function (j, args) { return String(args[0]).length; });
})();

function __imul(a, b) {
    var ah = (a >>> 16) & 0xffff, al = a & 0xffff, bh = (b >>> 16) & 0xffff, bl = b & 0xffff;
    return ((al * bl) + (((ah * bl + al * bh) << 16) >>> 0)) | 0;
}
function __hash(values) {
    var h = 0x811c9dc5 | 0;
    for (var i = 0; i < values.length; i++) {
        var v = values[i] | 0;
        h = __imul(h ^ v, 0x01000193);
        h ^= h >>> 15; h = __imul(h, 0x2c1b3c6d); h ^= h >>> 12;
    }
    return h >>> 0;
}
function __hash01(values) { return __hash(values) / 4294967296; }
function __frame(t) { return Math.round(t * __fr * 1000) / 1000; }

function __isArray(v) { return Object.prototype.toString.call(v) === '[object Array]'; }
function __unwrap(v) { return (v instanceof Property) ? v.value : v; }
function __map2(a, b, f) {
    var n = Math.max(a.length, b.length), r = [];
    for (var i = 0; i < n; i++) r.push(f(i < a.length ? a[i] : 0, i < b.length ? b[i] : 0));
    return r;
}
function __each(a, f) { var r = []; for (var i = 0; i < a.length; i++) r.push(f(a[i])); return r; }

function $bm_sum(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    if (typeof a === 'string' || typeof b === 'string') return a + b;
    if (typeof a === 'boolean') a = +a;
    if (typeof b === 'boolean') b = +b;
    if (__isArray(a) && __isArray(b)) return __map2(a, b, function (x, y) { return x + y; });
    if (__isArray(a)) { a = a.slice(0); a[0] = a[0] + b; return a; }
    if (__isArray(b)) { b = b.slice(0); b[0] = a + b[0]; return b; }
    return a + b;
}
function $bm_sub(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    if (typeof a === 'boolean') a = +a;
    if (typeof b === 'boolean') b = +b;
    if (__isArray(a) && __isArray(b)) return __map2(a, b, function (x, y) { return x - y; });
    if (__isArray(a)) { a = a.slice(0); a[0] = a[0] - b; return a; }
    if (__isArray(b)) { b = __each(b, function (x) { return -x; }); b[0] = a + b[0]; return b; }
    return a - b;
}
function $bm_mul(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    if (__isArray(a) && __isArray(b)) return __map2(a, b, function (x, y) { return x * y; });
    if (__isArray(a)) return __each(a, function (x) { return x * b; });
    if (__isArray(b)) return __each(b, function (x) { return a * x; });
    return a * b;
}
function $bm_div(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    if (__isArray(a) && __isArray(b)) return __map2(a, b, function (x, y) { return x / y; });
    if (__isArray(a)) return __each(a, function (x) { return x / b; });
    if (__isArray(b)) return __each(b, function (x) { return a / x; });
    return a / b;
}
function $bm_mod(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    if (__isArray(a)) return __each(a, function (x) { return x % b; });
    return a % b;
}
function $bm_neg(a) {
    a = __unwrap(a);
    return __isArray(a) ? __each(a, function (x) { return -x; }) : -a;
}
function $bm_isInstanceOfArray(a) { return __isArray(a); }
var sum = $bm_sum, add = $bm_sum, sub = $bm_sub, mul = $bm_mul, div = $bm_div, mod = $bm_mod;

function clamp(v, lo, hi) {
    v = __unwrap(v); lo = __unwrap(lo); hi = __unwrap(hi);
    if (__isArray(v)) {
        var r = [];
        for (var i = 0; i < v.length; i++) {
            var a = __isArray(lo) ? lo[i] : lo, b = __isArray(hi) ? hi[i] : hi;
            r.push(Math.min(Math.max(v[i], Math.min(a, b)), Math.max(a, b)));
        }
        return r;
    }
    return Math.min(Math.max(v, Math.min(lo, hi)), Math.max(lo, hi));
}
function length(a, b) {
    a = __unwrap(a);
    if (b !== undefined) a = $bm_sub(a, __unwrap(b));
    if (!__isArray(a)) return Math.abs(a);
    var s = 0;
    for (var i = 0; i < a.length; i++) s += a[i] * a[i];
    return Math.sqrt(s);
}
function normalize(a) { a = __unwrap(a); var l = length(a); return l === 0 ? $bm_mul(a, 0) : $bm_div(a, l); }
function dot(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    var s = 0;
    for (var i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i];
    return s;
}
function cross(a, b) {
    a = __unwrap(a); b = __unwrap(b);
    var ax = a[0], ay = a[1], az = a[2] || 0, bx = b[0], by = b[1], bz = b[2] || 0;
    return [ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx];
}
function degreesToRadians(d) { return d * Math.PI / 180; }
function radiansToDegrees(r) { return r * 180 / Math.PI; }
function framesToTime(f, fps) { return f / (fps === undefined ? __fr : fps); }
function timeToFrames(t, fps, isDuration) { return Math.floor((t === undefined ? __now : t) * (fps === undefined ? __fr : fps)); }

// Interpolation: After Effects' ease curves as lottie-web defines them.
function __bezier(x1, y1, x2, y2) {
    function c(a1, a2, t) { return ((1 - 3 * a2 + 3 * a1) * t * t * t) + ((3 * a2 - 6 * a1) * t * t) + (3 * a1 * t); }
    return function (x) {
        if (x <= 0) return 0;
        if (x >= 1) return 1;
        var lo = 0, hi = 1, t = x;
        for (var i = 0; i < 40; i++) {
            var v = c(x1, x2, t);
            if (Math.abs(v - x) < 1e-9) break;
            if (v < x) lo = t; else hi = t;
            t = (lo + hi) / 2;
        }
        return c(y1, y2, t);
    };
}
var __easeInOut = __bezier(0.33, 0, 0.667, 1), __easeIn = __bezier(0.333, 0, 0.833, 0.833), __easeOut = __bezier(0.167, 0.167, 0.667, 1);
function __interpolate(curve, args) {
    var t = __unwrap(args[0]), tMin, tMax, v1, v2;
    if (args.length <= 3) { tMin = 0; tMax = 1; v1 = args[1]; v2 = args[2]; }
    else { tMin = args[1]; tMax = args[2]; v1 = args[3]; v2 = args[4]; }
    v1 = __unwrap(v1); v2 = __unwrap(v2);
    if (tMin > tMax) { var s = tMin; tMin = tMax; tMax = s; s = v1; v1 = v2; v2 = s; }
    var f = tMax === tMin ? (t >= tMax ? 1 : 0) : (Math.min(Math.max(t, tMin), tMax) - tMin) / (tMax - tMin);
    f = curve(f);
    if (__isArray(v1) || __isArray(v2)) {
        var a = __isArray(v1) ? v1 : [v1], b = __isArray(v2) ? v2 : [v2];
        return __map2(a, b, function (x, y) { return x + (y - x) * f; });
    }
    return v1 + (v2 - v1) * f;
}
function linear() { return __interpolate(function (f) { return f; }, arguments); }
function ease() { return __interpolate(__easeInOut, arguments); }
function easeIn() { return __interpolate(__easeIn, arguments); }
function easeOut() { return __interpolate(__easeOut, arguments); }

// Random numbers: hashes of the property's seed, seedRandom's seed, the frame (unless timeless)
// and a counter of draws in this evaluation.
function seedRandom(seed, timeless) { __rand.user = seed | 0; __rand.timeless = !!timeless; __rand.n = 0; }
function __draw() {
    __rand.n += 1;
    return __hash01([__rand.seed, __rand.user, __rand.timeless ? 0 : Math.round(__now * __fr * 16), __rand.n]);
}
function __range(sample, args) {
    var lo = 0, hi = 1;
    if (args.length === 1) hi = __unwrap(args[0]);
    else if (args.length >= 2) { lo = __unwrap(args[0]); hi = __unwrap(args[1]); }
    if (__isArray(lo) || __isArray(hi)) {
        var a = __isArray(lo) ? lo : [], b = __isArray(hi) ? hi : [], n = Math.max(a.length, b.length), r = [];
        for (var i = 0; i < n; i++) { var x = a[i] || 0, y = b[i] || 0; r.push(x + (y - x) * sample()); }
        return r;
    }
    return lo + (hi - lo) * sample();
}
Math.random = function () { return __draw(); };
function random() { return __range(__draw, arguments); }
function gaussRandom() {
    // Box-Muller, scaled as After Effects scales it: about 90% of values within the range.
    var g = function () {
        var u = Math.max(__draw(), 1e-12), v = __draw();
        var z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
        return Math.min(Math.max(0.5 + z / 6.6, 0), 1);
    };
    return __range(g, arguments);
}
function __noise(seed, octave, dimension, x) {
    var i = Math.floor(x), f = x - i, s = f * f * (3 - 2 * f);
    var a = __hash01([seed, __rand ? __rand.user : 0, octave, dimension, i]) * 2 - 1;
    var b = __hash01([seed, __rand ? __rand.user : 0, octave, dimension, i + 1]) * 2 - 1;
    return a + (b - a) * s;
}

// Paths: createPath and the accessors of a path value.
function Path(v, i, o, c) { this.__v = v; this.__i = i; this.__o = o; this.__c = c; }
Path.prototype.points = function () { return this.__v; };
Path.prototype.inTangents = function () { return this.__i; };
Path.prototype.outTangents = function () { return this.__o; };
Path.prototype.isClosed = function () { return this.__c; };
function createPath(points, inTangents, outTangents, isClosed) {
    points = __unwrap(points || [[0, 0], [100, 0], [100, 100], [0, 100]]);
    var zero = function () { return __each(points, function () { return [0, 0]; }); };
    var ins = __unwrap(inTangents); ins = ins && ins.length ? ins : zero();
    var outs = __unwrap(outTangents); outs = outs && outs.length ? outs : zero();
    return new Path(points, ins, outs, isClosed === undefined ? true : !!isClosed);
}
function __pathFromFlat(f) {
    var n = f[1], v = [], ins = [], outs = [];
    for (var k = 0; k < n; k++) {
        v.push([f[2 + 2 * k], f[3 + 2 * k]]);
        ins.push([f[2 + 2 * n + 2 * k], f[3 + 2 * n + 2 * k]]);
        outs.push([f[2 + 4 * n + 2 * k], f[3 + 4 * n + 2 * k]]);
    }
    return new Path(v, ins, outs, f[0] !== 0);
}

// Properties.
function Property(d, layer, comp) {
    this.__id = d.id; this.__dims = d.dims; this.__shape = d.shape; this.__keys = d.keys; this.__seed = d.seed;
    this.__expr = d.expr; this.__fn = null; this.__layer = layer; this.__comp = comp;
    this.name = d.path[d.path.length - 1]; this.__ctx = null;
}
Property.prototype.__pre = function (t) {
    var f = __lamina_value(this.__id, t);
    if (this.__shape) return __pathFromFlat(f);
    return this.__dims === 1 ? f[0] : f;
};
Property.prototype.valueAtTime = function (t) {
    t = __unwrap(t);
    if (this.__expr !== null && !__active[this.__id]) return __run(this.__id, t);
    return this.__pre(t);
};
Property.prototype.velocityAtTime = function (t) {
    var d = 0.001, a = this.valueAtTime(t), b = this.valueAtTime(t + d);
    return $bm_div($bm_sub(b, a), d);
};
Property.prototype.speedAtTime = function (t) { return length(this.velocityAtTime(t)); };
Property.prototype.valueOf = function () { return this.value; };
Property.prototype.key = function (n) {
    n = __unwrap(n);
    if (typeof n !== 'number' || n < 1 || n > this.__keys.length || n !== Math.floor(n))
        throw new RangeError('key(' + n + '): the property has ' + this.__keys.length + ' keyframes');
    var t = this.__keys[n - 1], v = this.__pre(t);
    var k = __isArray(v) ? v.slice(0) : [v];
    k.time = t; k.index = n; k.value = v;
    return k;
};
Property.prototype.nearestKey = function (t) {
    var best = 1;
    for (var i = 0; i < this.__keys.length; i++)
        if (Math.abs(this.__keys[i] - t) < Math.abs(this.__keys[best - 1] - t)) best = i + 1;
    return this.key(best);
};
Property.prototype.__loop = function (type, first, last, out) {
    type = String(type === undefined ? 'cycle' : type).toLowerCase();
    var t = __now, d = last - first, self = this;
    function pre(x) { return self.__pre(x); }
    if (out ? t <= last : t >= first) return pre(t);
    if (d <= 0) return pre(out ? last : first);
    if (type === 'continue') {
        var e = Math.min(0.001, d), edge = out ? last : first;
        var slope = out ? $bm_div($bm_sub(pre(last), pre(last - e)), e) : $bm_div($bm_sub(pre(first + e), pre(first)), e);
        return $bm_sum(pre(edge), $bm_mul(slope, t - edge));
    }
    var cycles, local;
    if (out) { cycles = Math.floor((t - first) / d); local = (t - first) - cycles * d; }
    else { cycles = Math.floor((last - t) / d); local = (last - t) - cycles * d; }
    var forward = out ? first + local : last - local, mirrored = out ? last - local : first + local;
    if (type === 'pingpong') return (cycles % 2 === 1) ? pre(mirrored) : pre(forward);
    if (type === 'offset') {
        var shift = $bm_mul($bm_sub(pre(last), pre(first)), cycles);
        return out ? $bm_sum(pre(forward), shift) : $bm_sub(pre(forward), shift);
    }
    if (type !== 'cycle') throw new TypeError('unknown loop type "' + type + '" (cycle, pingpong, offset, continue)');
    return pre(forward);
};
function __loopType(type) {
    type = String(type === undefined ? 'cycle' : type).toLowerCase();
    if (type !== 'cycle' && type !== 'pingpong' && type !== 'offset' && type !== 'continue')
        throw new TypeError('unknown loop type "' + type + '" (cycle, pingpong, offset, continue)');
    return type;
}
Property.prototype.loopOut = function (type, n) {
    type = __loopType(type);
    var k = this.__keys;
    if (k.length < 2) return this.__pre(__now);
    n = n | 0;
    return this.__loop(type, (n > 0 && n < k.length) ? k[k.length - 1 - n] : k[0], k[k.length - 1], true);
};
Property.prototype.loopIn = function (type, n) {
    type = __loopType(type);
    var k = this.__keys;
    if (k.length < 2) return this.__pre(__now);
    n = n | 0;
    return this.__loop(type, k[0], (n > 0 && n < k.length) ? k[n] : k[k.length - 1], false);
};
Property.prototype.loopOutDuration = function (type, duration) {
    type = __loopType(type);
    var k = this.__keys;
    if (k.length < 2) return this.__pre(__now);
    var last = k[k.length - 1];
    return this.__loop(type, (duration > 0) ? Math.max(k[0], last - duration) : k[0], last, true);
};
Property.prototype.loopInDuration = function (type, duration) {
    type = __loopType(type);
    var k = this.__keys;
    if (k.length < 2) return this.__pre(__now);
    return this.__loop(type, k[0], (duration > 0) ? Math.min(k[k.length - 1], k[0] + duration) : k[k.length - 1], false);
};
Property.prototype.wiggle = function (freq, amp, octaves, ampMult, t) {
    freq = +__unwrap(freq); amp = +__unwrap(amp);
    octaves = Math.min(Math.max(octaves === undefined ? 1 : Math.floor(octaves), 1), 16);
    ampMult = ampMult === undefined ? 0.5 : +ampMult;
    t = t === undefined ? __now : +__unwrap(t);
    var v = this.__pre(t), values = __isArray(v) ? v : [v], r = [];
    for (var d = 0; d < values.length; d++) {
        var offset = 0, a = amp, f = freq;
        for (var o = 0; o < octaves; o++) { offset += a * __noise(this.__seed, o, d, f * t); a *= ampMult; f *= 2; }
        r.push(values[d] + offset);
    }
    return __isArray(v) ? r : r[0];
};
Property.prototype.smooth = function (width, samples, t) {
    width = width === undefined ? 0.2 : width; samples = Math.min(Math.max(samples === undefined ? 5 : samples | 0, 1), 64);
    t = t === undefined ? __now : t;
    var total = 0;
    for (var i = 0; i < samples; i++) {
        var x = samples === 1 ? t : t - width / 2 + width * i / (samples - 1);
        total = total === 0 && i === 0 ? this.__pre(x) : $bm_sum(total, this.__pre(x));
    }
    return $bm_div(total, samples);
};
Property.prototype.points = function (t) { return this.valueAtTime(t === undefined ? __now : t).points(); };
Property.prototype.inTangents = function (t) { return this.valueAtTime(t === undefined ? __now : t).inTangents(); };
Property.prototype.outTangents = function (t) { return this.valueAtTime(t === undefined ? __now : t).outTangents(); };
Property.prototype.isClosed = function () { return this.value.isClosed(); };
Object.defineProperty(Property.prototype, 'value', { get: function () { return this.valueAtTime(__now); } });
Object.defineProperty(Property.prototype, 'velocity', { get: function () { return this.velocityAtTime(__now); } });
Object.defineProperty(Property.prototype, 'speed', { get: function () { return this.speedAtTime(__now); } });
Object.defineProperty(Property.prototype, 'numKeys', { get: function () { return this.__keys.length; } });
Object.defineProperty(Property.prototype, 'length', { get: function () { var v = this.value; return __isArray(v) ? v.length : 1; } });
(function () {
    for (var i = 0; i < 4; i++) (function (i) {
        Object.defineProperty(Property.prototype, String(i), { get: function () { return this.value[i]; } });
    })(i);
})();

// Groups of properties: a layer's transform, its contents, masks and effects.
function Group(collection) { this.__kids = {}; this.__order = []; this.__collection = collection; }
Group.prototype.__child = function (name) {
    var kid = this.__kids[name];
    if (kid === undefined) {
        kid = new Group(name === 'content' || name === 'mask' || name === 'effect');
        this.__kids[name] = kid; this.__order.push(kid);
        kid.name = name;
        if (!this.__collection && !(name in this)) this[name] = kid;
    }
    return kid;
};
Group.prototype.__set = function (name, property) {
    this.__kids[name] = property; this.__order.push(property);
    if (!this.__collection) this[name] = property;
};
Group.prototype.__find = function (collection, key, what) {
    var c = this.__kids[collection];
    key = __unwrap(key);
    var found = c === undefined ? undefined : (typeof key === 'number' ? c.__order[key - 1] : c.__kids[key]);
    if (found === undefined) throw new ReferenceError(what + '(' + JSON.stringify(key) + '): there is no such ' + what + ' in layer "' + this.name + '"');
    return found;
};
Group.prototype.content = function (key) { return this.__find('content', key, 'content'); };
Group.prototype.mask = function (key) { return this.__find('mask', key, 'mask'); };
Group.prototype.property = function (key) {
    key = __unwrap(key);
    var found = typeof key === 'number' ? this.__order[key - 1] : this.__kids[key];
    if (found === undefined) throw new ReferenceError('property(' + JSON.stringify(key) + '): no such property');
    return found;
};

function Layer(d, comp) {
    Group.call(this, false);
    this.name = d.name; this.index = d.index; this.inPoint = d.inPoint; this.outPoint = d.outPoint;
    this.startTime = d.startTime; this.width = d.width; this.height = d.height;
    this.__parentIndex = d.parent; this.__comp = comp; this.__effects = [];
}
Layer.prototype = new Group(false);
Layer.prototype.constructor = Layer;
Layer.prototype.effect = function (key) {
    key = __unwrap(key);
    var effects = this.__effects, e;
    if (typeof key === 'number') e = effects[key - 1];
    else for (var i = 0; i < effects.length && !e; i++) if (effects[i].name === key || effects[i].matchName === key) e = effects[i];
    if (e === undefined) throw new ReferenceError('effect(' + JSON.stringify(key) + '): there is no such effect in layer "' + this.name + '"');
    var f = function (c) {
        c = __unwrap(c);
        var found;
        if (typeof c === 'number') found = e.controls[c - 1];
        else for (var j = 0; j < e.controls.length && !found; j++) if (e.controls[j].name === c || e.controls[j].matchName === c) found = e.controls[j];
        if (found === undefined) throw new ReferenceError('effect(' + JSON.stringify(key) + ')(' + JSON.stringify(c) + '): the effect has no such value');
        return found.property;
    };
    f.param = f;
    f.name = e.name;
    return f;
};
Object.defineProperty(Layer.prototype, 'hasParent', { get: function () { return this.__parentIndex !== null && this.__parentIndex !== undefined; } });
Object.defineProperty(Layer.prototype, 'parent', { get: function () { return this.hasParent ? this.__comp.layer(this.__parentIndex) : undefined; } });

function Comp(d) {
    this.name = d.name; this.width = d.width; this.height = d.height; this.duration = d.duration;
    this.frameDuration = 1 / __fr; this.numLayers = d.layers.length; this.__layers = [];
}
Comp.prototype.layer = function (key) {
    key = __unwrap(key);
    var ls = this.__layers, i;
    if (typeof key === 'number') {
        for (i = 0; i < ls.length; i++) if (ls[i].index === key) return ls[i];
        if (key >= 1 && key <= ls.length && key === Math.floor(key)) return ls[key - 1];
    } else {
        for (i = 0; i < ls.length; i++) if (ls[i].name === key) return ls[i];
    }
    throw new ReferenceError('layer(' + JSON.stringify(key) + '): there is no such layer in composition "' + this.name + '"');
};
function comp(name) {
    for (var i = 0; i < __comps.length; i++) if (__comps[i].name === name) return __comps[i];
    // Bodymovin often leaves the main composition unnamed: a name no composition has is then
    // taken to be the main one's (After Effects' own name for it is lost in the export).
    if (__comps.length > 0 && __comps[0].name === '') return __comps[0];
    throw new ReferenceError('comp(' + JSON.stringify(name) + '): there is no such composition');
}

function __lamina_setup(json) {
    var file = JSON.parse(json);
    __fr = file.frameRate;
    __workLimit = file.workLimit;
    for (var c = 0; c < file.comps.length; c++) {
        var cd = file.comps[c], comp = new Comp(cd);
        __comps.push(comp);
        for (var l = 0; l < cd.layers.length; l++) {
            var ld = cd.layers[l], layer = new Layer(ld, comp);
            comp.__layers.push(layer);
            for (var p = 0; p < ld.props.length; p++) {
                var pd = ld.props[p], property = new Property(pd, layer, comp);
                __props[pd.id] = property;
                if (pd.path[0] === 'effect') continue;
                var node = layer;
                for (var s = 0; s < pd.path.length - 1; s++) node = node.__child(pd.path[s]);
                node.__set(pd.path[pd.path.length - 1], property);
            }
            for (var e = 0; e < ld.effects.length; e++) {
                var ed = ld.effects[e], controls = [];
                for (var k = 0; k < ed.controls.length; k++)
                    controls.push({ name: ed.controls[k].name, matchName: ed.controls[k].matchName, property: __props[ed.controls[k].id] });
                layer.__effects.push({ name: ed.name, matchName: ed.matchName, controls: controls });
            }
        }
    }
}

var __globals = ['time', 'value', 'thisProperty', 'thisLayer', 'thisComp', 'loopIn', 'loopOut', 'loopInDuration',
    'loopOutDuration', 'key', 'nearestKey', 'numKeys', 'velocity', 'speed', 'wiggle', 'smooth', 'valueAtTime',
    'velocityAtTime', 'speedAtTime', 'effect', 'mask', 'content', 'transform', 'index', 'name', 'inPoint', 'outPoint',
    'startTime', 'hasParent', 'parent', 'width', 'height', 'points', 'inTangents', 'outTangents', 'isClosed'];
function __compile(source) {
    var head = 'var ' + __globals.map(function (g) { return g + '=__c.' + g; }).join(',') + ';\n';
    if (source.indexOf('$bm_rt') >= 0) return new Function('__c', head + 'var $bm_rt;\n' + source + '\n;return $bm_rt;');
    try {
        return new Function('__c', head + 'return (\n' + source.replace(/[\s;]+$/, '') + '\n);');
    } catch (e) {
        // Statements: the value of the last one, as After Effects takes it.
        new Function('__c', head + source);
        return new Function('__c', head + 'return eval(__c.__source);');
    }
}
function __context(p) {
    var c = p.__ctx;
    if (c !== null) return c;
    var layer = p.__layer;
    c = {
        thisProperty: p, thisLayer: layer, thisComp: p.__comp, __source: p.__expr,
        loopIn: function (a, b) { return p.loopIn(a, b); }, loopOut: function (a, b) { return p.loopOut(a, b); },
        loopInDuration: function (a, b) { return p.loopInDuration(a, b); },
        loopOutDuration: function (a, b) { return p.loopOutDuration(a, b); },
        key: function (n) { return p.key(n); }, nearestKey: function (t) { return p.nearestKey(t); },
        numKeys: p.numKeys, wiggle: function (a, b, c2, d, e) { return p.wiggle(a, b, c2, d, e); },
        smooth: function (a, b, c2) { return p.smooth(a, b, c2); },
        valueAtTime: function (t) { return p.valueAtTime(t); }, velocityAtTime: function (t) { return p.velocityAtTime(t); },
        speedAtTime: function (t) { return p.speedAtTime(t); },
        effect: function (k) { return layer.effect(k); }, mask: function (k) { return layer.mask(k); },
        content: function (k) { return layer.content(k); }, transform: layer.transform,
        index: layer.index, name: layer.name, inPoint: layer.inPoint, outPoint: layer.outPoint, startTime: layer.startTime,
        hasParent: layer.hasParent, width: layer.width, height: layer.height,
        points: function (t) { return p.points(t); }, inTangents: function (t) { return p.inTangents(t); },
        outTangents: function (t) { return p.outTangents(t); }, isClosed: function () { return p.isClosed(); }
    };
    p.__ctx = c;
    return c;
}
function __describe(r) {
    if (r === null) return 'null';
    if (__isArray(r)) return 'a list holding ' + (r.length > 0 ? __describe(r[0]) : 'nothing');
    if (typeof r === 'number') return String(r);
    if (typeof r === 'string') return 'the text ' + JSON.stringify(r.length > 20 ? r.slice(0, 20) + '…' : r);
    return typeof r === 'object' ? 'an object' : String(r);
}
function __check(p, r) {
    r = __unwrap(r);
    if (p.__shape) {
        if (!(r instanceof Path)) throw new TypeError('the result is ' + __describe(r) + ', not a path (createPath)');
        return r;
    }
    if (typeof r === 'boolean') r = +r;
    if (typeof r === 'number') {
        if (p.__dims !== 1) throw new TypeError('the result is the number ' + r + ', but the property has ' + p.__dims + ' dimensions');
        if (!isFinite(r)) throw new TypeError('the result is ' + r + ', not a finite number');
        return r;
    }
    if (!__isArray(r)) throw new TypeError('the result is ' + __describe(r) + ', not a number or a list of numbers');
    if (r.length === 0) throw new TypeError('the result is an empty list');
    var out = [];
    for (var i = 0; i < r.length; i++) {
        var x = __unwrap(r[i]);
        if (typeof x === 'boolean') x = +x;
        if (typeof x !== 'number' || !isFinite(x)) throw new TypeError('the result is a list holding ' + __describe(x) + ', not only finite numbers');
        out.push(x);
    }
    return p.__dims === 1 ? out[0] : out;
}
function __run(id, t) {
    var p = __props[id];
    if (__active[id]) return p.__pre(t);
    if (__depth >= 16) throw new RangeError('expressions read other expressions more than 16 deep');
    var savedNow = __now, savedRand = __rand;
    __active[id] = true; __depth += 1;
    try {
        __now = t;
        __rand = { seed: p.__seed, user: 0, timeless: false, n: 0 };
        if (p.__fn === null) p.__fn = __compile(p.__expr);
        var c = __context(p);
        c.time = t; c.value = p.__pre(t);
        if (/velocity|speed/.test(p.__expr)) { c.velocity = p.velocityAtTime(t); c.speed = length(c.velocity); }
        return __check(p, p.__fn(c));
    } finally {
        __active[id] = false; __depth -= 1; __now = savedNow; __rand = savedRand;
    }
}
function __lamina_sample(id, t) {
    __work = 0;
    var r = __run(id, t);
    if (r instanceof Path) {
        var f = [r.__c ? 1 : 0, r.__v.length], k;
        var lists = [r.__v, r.__i, r.__o];
        for (var l = 0; l < 3; l++) for (k = 0; k < r.__v.length; k++) {
            var pt = __unwrap(lists[l][k]) || [0, 0];
            f.push(+pt[0], +pt[1]);
        }
        return f;
    }
    return __isArray(r) ? r : [r];
}
"""#
}
