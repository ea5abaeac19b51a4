#!/usr/bin/env python3
"""The threehundredeightysixth set's imitations: music trackers, a
terminal DAW and image editors that Debian does not package, each drawn
the way the program draws (as known from its source, documentation and
screenshots):

  tetrackt  saintedlama's Tetrackt (Go, Bubble Tea): on the alternate
            screen, the cursor hidden, five synth panels in rounded frames
            side by side over the pattern of eight tracks in a frame of
            its own, lines wider than the terminal cut at its edge and the
            view taller than it cut from the top, as Bubble Tea paints;
            `s` and `l` open a `Save Song` or `Load Song` box, `Filename:`
            and the name typed so far with a drawn `_`
  termdaw   Zamua's termdaw (Rust, ratatui, crossterm): on the alternate
            screen, the mouse reported, a transport bar (its waveform is
            Kitty graphics, which a terminal without them shows blank),
            the Samples browser at the left and the channel rack's step
            grid, Space's `Commands` box of keys, `Tempo (BPM):` and the
            Projects box's `Save as:` field (the terminal's cursor shown
            in them), a `Confirm` box of [y] and [n]
  cmdpxl    knosmos' cmdpxl (Python, ANSI escapes written by hand, the
            main screen): click's `File path: ` and input()'s `New image
            width: ` / `height: ` on cooked lines, then the editor (the
            colour bars, the image box, the pixel under the cursor drawn
            `[]`, its hint rows), keys read raw one at a time, a thread
            repainting on a resize; `t`'s APPLY FILTER and `x`'s QUIT
            menus printed as lines, the cursor shown under them
  durdraw   cmang's Durdraw (Python curses, the alternate screen): an
            80x23 canvas over a two-row status bar of buttons, Esc then a
            letter for commands, its menu boxed in dots and colons over
            the status bar, its questions printed on the status bar,
            its file picker

Run: threehundredeightysixth_studios.py TOOL
"""
import os
import sys
import termios
import threading
import time
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:
            n = 2 if b[0] < 0xE0 else 3 if b[0] < 0xF0 else 4
            while len(b) < n:
                b += os.read(fd, 1)
            return b.decode("utf-8", "replace")
        return b.decode("latin-1")
    seq = b
    import select
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
        if len(seq) == 2 and seq[1:] not in (b"[", b"O"):
            break
    return {
        b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
        b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
        b"\x1b": "esc", b"\x1b[Z": "btab", b"\x1b[3~": "delete",
        b"\x1b[1;2D": "shift+left", b"\x1b[1;2C": "shift+right",
    }.get(seq, "esc" if len(seq) == 1 else "alt+" + seq[1:].decode("latin-1"))


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def c256(hexcolor):
    """The xterm-256 colour nearest a #rrggbb, as termenv's ANSI256
    profile picks it."""
    h = hexcolor.lstrip("#")
    r, g, b = int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
    steps = [0, 95, 135, 175, 215, 255]

    def idx(v):
        return min(range(6), key=lambda i: abs(steps[i] - v))
    ci = 16 + 36 * idx(r) + 6 * idx(g) + idx(b)
    cr, cg, cb = steps[idx(r)], steps[idx(g)], steps[idx(b)]
    avg = (r + g + b) // 3
    gi = max(0, min(23, (avg - 8) // 10))
    gv = 8 + 10 * gi
    if (gv - r) ** 2 + (gv - g) ** 2 + (gv - b) ** 2 < (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2:
        return 232 + gi
    return ci


def fg(hexcolor):
    return "38;5;%d" % c256(hexcolor)


def bg(hexcolor):
    return "48;5;%d" % c256(hexcolor)


def join(*sgrs):
    return ";".join(s for s in sgrs if s)


class Grid:
    """A screen of cells (a character and its SGR), painted whole."""

    def __init__(self, w=W, h=H):
        self.w, self.h = w, h
        self.clear()

    def clear(self):
        self.cells = [[(" ", "") for _ in range(self.w)] for _ in range(self.h)]

    def put(self, x, y, text, sgr="", limit=None):
        if y < 0 or y >= self.h:
            return x
        end = self.w if limit is None else min(self.w, limit)
        for ch in text:
            if 0 <= x < end:
                self.cells[y][x] = (ch, sgr)
            x += 1
        return x

    def fill(self, x, y, w, h, sgr=""):
        for r in range(y, y + h):
            self.put(x, r, " " * w, sgr)

    def box(self, x, y, w, h, sgr, chars="┌┐└┘─│", title="", center=False, title_sgr=None):
        tl, tr, bl, br, hz, vt = chars
        self.put(x, y, tl + hz * (w - 2) + tr, sgr)
        for r in range(y + 1, y + h - 1):
            self.put(x, r, vt, sgr)
            self.put(x + w - 1, r, vt, sgr)
        self.put(x, y + h - 1, bl + hz * (w - 2) + br, sgr)
        if title:
            title = title[:w - 2]
            tx = x + 1 + ((w - 2 - len(title)) // 2 if center else 0)
            self.put(tx, y, title, sgr if title_sgr is None else title_sgr)

    def paint(self):
        buf = [ESC + "[0m"]
        for r in range(self.h):
            buf.append(ESC + "[%d;1H" % (r + 1))
            cur = None
            for ch, sgr in self.cells[r]:
                if sgr != cur:
                    buf.append(ESC + "[0m" + (ESC + "[" + sgr + "m" if sgr else ""))
                    cur = sgr
                buf.append(ch)
        buf.append(ESC + "[0m")
        return "".join(buf)


# ---------------------------------------------------------------- tetrackt

T_SELECTED = join(bg("#d81b60"), fg("#ffffff"), "1")
T_INFO = fg("#ffa726")
T_HELP = fg("#666666")
T_BORDER = fg("#333333")
T_ACTIVE = fg("#00e5ff")
T_MODAL = fg("#ff9800")


def seg(text, sgr=""):
    return [(ch, sgr) for ch in text]


def lwidth(line):
    return len(line)


def tbox(lines, border_sgr, padx=2):
    """lipgloss: a rounded border and Padding(0, padx) around lines."""
    w = max([lwidth(l) for l in lines] + [0])
    outl = [seg("╭" + "─" * (w + 2 * padx) + "╮", border_sgr)]
    for l in lines:
        outl.append(seg("│", border_sgr) + seg(" " * padx) + l + seg(" " * (w - lwidth(l) + padx)) + seg("│", border_sgr))
    outl.append(seg("╰" + "─" * (w + 2 * padx) + "╯", border_sgr))
    return outl


def hjoin(blocks):
    hgt = max(len(b) for b in blocks)
    rows = [[] for _ in range(hgt)]
    for b in blocks:
        bw = max(lwidth(l) for l in b)
        for i in range(hgt):
            l = b[i] if i < len(b) else []
            rows[i] += l + seg(" " * (bw - lwidth(l)))
    return rows


def knob(label, v):
    k = "◔" if v <= 0.25 else "◗" if v <= 0.50 else "◕" if v <= 0.75 else "●"
    return "%s: %s %3d%%" % (label, k, int(round(v * 100, 6)))


NOTES = {"1": "C", "!": "C#", "2": "D", "@": "D#", "3": "E", "4": "F", "$": "F#",
         "5": "G", "%": "G#", "6": "A", "^": "A#", "7": "B"}


def tetrackt():
    NT, NR = 8, 64
    st = {
        "mode": 0, "octave": 4, "track": 0, "row": 0, "vrow": 0, "vol": 1.0,
        "osc": [{"type": "sine", "phase": 0.0, "field": 0}, {"type": "silent", "phase": 0.0, "field": 0}],
        "env": [{"v": [0.0, 0.0, 1.0, 0.0], "field": 0}, {"v": [0.0, 0.0, 1.0, 0.0], "field": 0}],
        "balance": 0.0, "dialog": None, "input": "", "error": "", "filename": "",
    }
    grid = [[None] * NR for _ in range(NT)]
    oscs = ["sine", "square", "triangle", "sawtooth", "sawtooth_reverse", "noise", "silent"]

    def osc_view(o):
        on = o["type"] != "silent"
        l1 = seg("Oscillator ") + seg("⏻ " if on else "⏼ ", "32" if on else "31")
        t = seg(o["type"], T_SELECTED if o["field"] == 0 else "")
        l2 = t + seg(" " * (16 - len(o["type"])))
        l3 = seg(knob("Phase", o["phase"]), T_SELECTED if o["field"] == 1 else "")
        return [l1, l2, l3]

    def env_view(e):
        names = ["Attack", "Decay", "Sustain", "Release"]
        lines = [seg("Envelope:")]
        for i, n in enumerate(names):
            lines.append(seg(knob(n, e["v"][i]), T_SELECTED if e["field"] == i else ""))
        return lines

    def mixer_view():
        v = st["balance"]
        filled = int(v * 10)
        l2 = seg("%3d%% " % int(round((1 - v) * 100)))
        for i in range(10):
            l2 += seg("█", fg("#ff5722") if i < filled else fg("#2196f3"))
        l2 += seg(" %3d%%" % int(round(v * 100)))
        return [seg("Mixer:"), l2, seg("Volume:  %3d%%" % int(st["vol"] * 100))]

    def note_str(n):
        if n is None:
            return "---"
        base, octv = n
        return ("%s-%d" % (base, octv)) if len(base) < 2 else ("%s%d" % (base, octv))

    def synth():
        m = st["mode"]
        blocks = [
            tbox(osc_view(st["osc"][0]), T_ACTIVE if m == 1 else T_BORDER),
            tbox(env_view(st["env"][0]), T_ACTIVE if m == 2 else T_BORDER),
            tbox(osc_view(st["osc"][1]), T_ACTIVE if m == 3 else T_BORDER),
            tbox(env_view(st["env"][1]), T_ACTIVE if m == 4 else T_BORDER),
            tbox(mixer_view(), T_ACTIVE if m == 5 else T_BORDER),
        ]
        return hjoin(blocks)

    def tracker(visible):
        lines = []
        h = seg("    ")
        for i in range(NT):
            sgr = join("1", fg("#00ffff")) if i == st["track"] else join("1", fg("#555555"))
            h += seg(" Track %d " % (i + 1), sgr) + seg("    ")
        lines.append(h)
        s = seg("    ")
        for i in range(NT):
            s += seg("─" * 10 + "   ")
        lines.append(s)
        for r in range(st["vrow"], min(st["vrow"] + visible, NR)):
            sgr = join(fg("#ff9800"), "1") if r == st["row"] else fg("#888888")
            l = seg("%02d " % r, sgr)
            for t in range(NT):
                cell = "%-3s %2s %3s" % (note_str(grid[t][r]), "..", "---")
                if r == st["row"] and t == st["track"]:
                    l += seg(" " + cell + " ", join(bg("#2a2a2a"), fg("#00e5ff")))
                else:
                    l += seg(" " + cell + " ")
                l += seg(" ")
            lines.append(l)
        lines.append([])  # the view ends with a newline
        return lines

    def dialog():
        title = "Save Song" if st["dialog"] == "save" else "Load Song"
        c = [seg(title), [], seg("Filename: %s_" % st["input"]), []]
        if st["error"]:
            c += [seg("Error: " + st["error"]), []]
        c.append(seg("[Enter to confirm, Esc to cancel]"))
        return tbox(c, T_MODAL)

    def place(block):
        bw = max(lwidth(l) for l in block)
        top = (H - len(block)) // 2
        left = (W - bw) // 2
        rows = [seg(" " * W) for _ in range(top)]
        for l in block:
            rows.append(seg(" " * left) + l + seg(" " * (W - left - lwidth(l))))
        while len(rows) < H:
            rows.append(seg(" " * W))
        return rows

    def view():
        modes = ["TRACK", "OSCILLATOR1", "ENVELOPE1", "OSCILLATOR2", "ENVELOPE2", "MIXER"]
        header = seg(" Mode: %s | STOPPED | Track: %d | Row: %d | Octave: %d " % (
            modes[st["mode"]], st["track"], st["row"], st["octave"]), T_INFO)
        sv = synth()
        visible = H - (len(sv) + 4) - 4
        tv = tracker(visible)
        tb = tbox(tv, T_ACTIVE if st["mode"] == 0 else T_BORDER)
        body = sv + tb
        if st["dialog"]:
            body = place(dialog())
        text = (" ↑↓←→: Navigate | J: Jump | 1-7: Notes | Shift+1-6: Sharp Notes | +/-: Octave | "
                "[/]: Volume | W: Oscillator | E: Envelope | T: Track | p: Play/Pause | P: Loop | "
                "S: Save | L: Load | Q: Quit ")
        footer = [seg(" " * len(text), T_HELP), seg(text, T_HELP), seg(" " * len(text), T_HELP)]
        lines = [header, []] + body + footer
        lines = lines[-H:]
        g = Grid()
        for y, l in enumerate(lines):
            for x, (ch, sgr) in enumerate(l[:W]):
                g.cells[y][x] = (ch, sgr)
        out(g.paint())

    def visible_rows():
        return H - (len(synth()) + 4) - 4

    def key_dialog(k):
        if k in ("\r", "\n"):
            name = st["input"]
            if name == "":
                st["error"] = "Filename cannot be empty"
                return
            if not name.endswith(".yaml"):
                name += ".yaml"
            if st["dialog"] == "load" and not os.path.exists(name):
                st["error"] = "Load failed: open %s: no such file or directory" % name
                return
            st["filename"] = name
            st["dialog"] = None
        elif k == "esc":
            st["dialog"] = None
        elif k in ("\x7f", "\x08"):
            st["input"] = st["input"][:-1]
        elif len(k) == 1 and " " <= k <= "~":
            st["input"] += k

    def key_env(e, k):
        if k == "up":
            e["field"] = (e["field"] - 1) % 4
        elif k == "down":
            e["field"] = (e["field"] + 1) % 4
        elif k in ("left", "right", "shift+left", "shift+right"):
            d = {"left": -0.01, "right": 0.01, "shift+left": -0.10, "shift+right": 0.10}[k]
            f = e["field"]
            nv = e["v"][f] + d
            if f != 2 and d > 0 and nv + sum(e["v"][i] for i in (0, 1, 3)) - e["v"][f] > 1.0:
                return
            e["v"][f] = max(0.0, min(1.0, nv))

    def key_osc(o, k):
        if k in ("up", "down"):
            o["field"] ^= 1
        elif k in ("left", "right"):
            step = -1 if k == "left" else 1
            if o["field"] == 0:
                o["type"] = oscs[(oscs.index(o["type"]) + step) % len(oscs)]
            else:
                o["phase"] = max(0.0, min(1.0, o["phase"] + 0.05 * step))

    def key_track(k):
        if k == "left" and st["track"] > 0:
            st["track"] -= 1
        elif k == "right" and st["track"] < NT - 1:
            st["track"] += 1
        elif k == "up" and st["row"] > 0:
            st["row"] -= 1
            st["vrow"] = min(st["vrow"], st["row"])
        elif k == "down" and st["row"] < NR - 1:
            st["row"] += 1
            if st["row"] >= st["vrow"] + visible_rows():
                st["vrow"] = st["row"] - visible_rows() + 1

    out(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[2J")
    with Raw():
        try:
            while True:
                view()
                k = readkey()
                if st["dialog"]:
                    key_dialog(k)
                    continue
                if k in ("q", "\x03"):
                    break
                if k == "s":
                    st["dialog"], st["input"], st["error"] = "save", st["filename"] or "song", ""
                elif k == "l":
                    st["dialog"], st["input"], st["error"] = "load", "", ""
                elif k == "o":
                    st["mode"] = 3 if st["mode"] == 1 else 1
                elif k == "t":
                    st["mode"] = 0
                elif k == "e":
                    st["mode"] = 4 if st["mode"] == 2 else 2
                elif k == "delete":
                    grid[st["track"]][st["row"]] = None
                elif k == "+":
                    st["octave"] = min(8, st["octave"] + 1)
                elif k == "-":
                    st["octave"] = max(1, st["octave"] - 1)
                elif k in ("[", "alt+["):
                    st["vol"] = max(0.0, st["vol"] - 0.05)
                elif k in ("]", "alt+]"):
                    st["vol"] = min(1.0, st["vol"] + 0.05)
                elif k == "\t":
                    st["mode"] = (st["mode"] + 1) % 6
                elif k == "btab":
                    st["mode"] = (st["mode"] - 1) % 6
                elif k in NOTES:
                    if st["mode"] == 0:
                        grid[st["track"]][st["row"]] = (NOTES[k], st["octave"])
                elif st["mode"] == 0:
                    key_track(k)
                elif st["mode"] in (1, 3):
                    key_osc(st["osc"][0 if st["mode"] == 1 else 1], k)
                elif st["mode"] in (2, 4):
                    key_env(st["env"][0 if st["mode"] == 2 else 1], k)
                elif st["mode"] == 5:
                    d = {"left": -0.01, "right": 0.01, "shift+left": -0.1, "shift+right": 0.1}.get(k, 0)
                    st["balance"] = max(0.0, min(1.0, round(st["balance"] + d, 2)))
        finally:
            out(ESC + "[0m" + ESC + "[2J" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- termdaw

DG, CY, BK, RD, GN, YL, BL, MG, WH = "90", "36", "30", "31", "32", "33", "34", "35", "37"
ON_CYAN = join(BK, "46", "1")


def rgb(r, g_, b, back=False):
    return "%d;2;%d;%d;%d" % (48 if back else 38, r, g_, b)


SAMPLES = {
    "Kits": {
        "Acoustic": ["crash.wav", "hihat-closed.wav", "hihat-open.wav", "kick.wav", "ride.wav",
                     "rimshot.wav", "snare.wav", "splash.wav", "tom-high.wav", "tom-low.wav"],
        "Lofi": ["hihat-1.wav", "hihat-2.wav", "kick.wav", "perc.wav", "snare.wav"],
    },
}


def termdaw():
    chans = [
        ("kick", 1, [1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]),
        ("snare", 2, [0] * 16),
        ("hihat", 3, [1, 0] * 8),
        ("bass", 4, [0] * 16),
        ("lead", 5, [0] * 16),
    ]
    chans = [[n, t, list(s)] for n, t, s in chans]
    projects = ["demo-beat", "lofi-night", "untitled"]
    st = {
        "panel": "rack", "slot": 0, "step": 0, "bpm": 120.0, "picker": False,
        "input": None, "value": "", "confirm": None, "projects": None, "psel": 2,
        "ptext": None, "bcur": 0, "expanded": set(), "project": "untitled",
    }

    def entries():
        ents = []
        for d in sorted(SAMPLES):
            ents.append((0, d, True, d))
            if d in st["expanded"]:
                for sd in sorted(SAMPLES[d]):
                    p = d + "/" + sd
                    ents.append((1, sd, True, p))
                    if p in st["expanded"]:
                        for f in SAMPLES[d][sd]:
                            ents.append((2, f, False, p + "/" + f))
        return ents

    def draw():
        g = Grid()
        # transport
        g.box(0, 0, W, 3, DG)
        x = 28
        x = g.put(x, 1, "■ Stopped", RD)
        x = g.put(x, 1, "  %.0f BPM" % st["bpm"], WH)
        x = g.put(x, 1, "  4/4", DG)
        g.put(x, 1, "  Step: 01", DG)
        g.put(65, 1, "BRO", ON_CYAN)
        g.put(71, 1, "MIX", DG)
        g.put(77, 1, "LOG", DG, limit=79)
        # browser
        bfocus = st["panel"] == "browser"
        g.put(0, 3, " Samples | Plugins ", DG, limit=27)
        g.put(1, 3, "Samples", join(CY if bfocus else WH, "1"))
        g.put(27, 3, " × ", RD)
        g.box(0, 4, 30, 20, CY if bfocus else DG)
        ents = entries()
        vis = 18
        cur = st["bcur"]
        off = 0 if len(ents) <= vis or cur < vis // 2 else (len(ents) - vis if cur > len(ents) - vis // 2 else cur - vis // 2)
        for i, (depth, name, isdir, path) in enumerate(ents[off:off + vis]):
            idx = off + i
            icon = ("▼ " if path in st["expanded"] else "▶ ") if isdir else "♪ "
            sgr = ON_CYAN if idx == cur else (BL if isdir else WH)
            xx = g.put(1, 5 + i, "  " * depth, "", limit=29)
            g.put(xx, 5 + i, icon + name, sgr, limit=29)
        # main view
        rfocus = st["panel"] == "rack"
        g.put(30, 3, " Patterns | Playlist ", DG)
        g.put(31, 3, "Patterns", join(CY if rfocus else WH, "1"))
        g.box(30, 4, 50, 20, CY if rfocus else DG)
        ix, iy, iw = 31, 5, 48
        lim = ix + iw
        xx = g.put(ix, iy, "< ", DG, lim)
        xx = g.put(xx, iy, "P01", CY, lim)
        xx = g.put(xx, iy, " > ", DG, lim)
        xx = g.put(xx, iy, "DUP", YL, lim)
        xx = g.put(xx, iy, " ", "", lim)
        g.put(xx, iy, "CLR", RD, lim)
        xx = g.put(ix, iy + 1, "M  T  Channel  ", DG, lim)
        xx = g.put(xx, iy + 1, " ", "", lim)
        for s in range(16):
            beat = s % 4 == 0
            xx = g.put(xx, iy + 1, "┃" if beat else "│", DG, lim)
            sgr = YL if beat else DG
            if rfocus and st["step"] == s:
                sgr = join(sgr, "1")
            xx = g.put(xx, iy + 1, "%-2d" % (s + 1), sgr, lim)
        xx = g.put(ix, iy + 2, "─" * 16, DG, lim)
        for s in range(16):
            xx = g.put(xx, iy + 2, ("╂" if s % 4 == 0 else "┼") + "──", DG, lim)
        for r in range(15):
            y = iy + 3 + r
            slot = r
            alloc = slot < len(chans)
            curslot = rfocus and slot == st["slot"]
            if alloc:
                name, trk, steps = chans[slot]
            else:
                name, trk, steps = "Slot %d" % (slot + 1), None, [0] * 16
            g.put(ix, y, "%-3s" % ("○" if alloc else "·"), GN if alloc else DG)
            g.put(ix + 3, y, "%-3s" % (trk if alloc else "·"), MG if alloc else DG)
            nsgr = join(CY, "1") if curslot else (WH if alloc else DG)
            g.put(ix + 6, y, "%-9s" % name[:9], nsgr)
            x = ix + 16
            for s in range(16):
                if x + 3 > lim:
                    break
                g.put(x, y, "┃" if s % 4 == 0 else "│", DG)
                grp_a = (s // 4) % 2 == 0
                back = rgb(40, 40, 45, True) if grp_a else rgb(50, 35, 40, True)
                front = rgb(200, 200, 220) if grp_a else rgb(220, 150, 170)
                filled = steps[s]
                if curslot and st["step"] == s:
                    sgr = join(rgb(30, 80, 90) if filled else "", "46")
                else:
                    sgr = join(front if filled else "", back)
                g.put(x + 1, y, "██" if filled else "  ", sgr)
                x += 3
        cursor = None
        if st["picker"]:
            px, py = (W - 24) // 2, (H - 18) // 2
            g.fill(px, py, 24, 18)
            g.box(px, py, 24, 18, CY, title=" Commands ", center=True)
            groups = [("Projects", [("p", "Open Projects"), ("e", "Export WAV")]),
                      ("Panels", [("b", "Toggle Browser"), ("m", "Toggle Mixer"), ("l", "Toggle Event Log")]),
                      ("Transport", [("␣", "Play/Stop"), ("t", "Set Tempo")]),
                      ("App", [("q", "Quit")])]
            rows = []
            for name, cmds in groups:
                rows.append([(name, join(YL, "1"))])
                for k, lab in cmds:
                    rows.append([("  ", ""), (k, join(CY, "1")), ("  ", ""), (lab, WH)])
                rows.append([])
            rows.append([("[Esc]", DG), (" Cancel", DG)])
            for i, row in enumerate(rows[:16]):
                xx = px + 1
                for text, sgr in row:
                    xx = g.put(xx, py + 1 + i, text, sgr, limit=px + 23)
        if st["input"]:
            px, py = (W - 30) // 2, (H - 5) // 2
            g.fill(px, py, 30, 5)
            g.box(px, py, 30, 5, CY, title=" %s " % st["input"], center=True)
            inx = px + 1 + (28 - 10) // 2
            iny = py + 1 + 1
            g.put(inx, iny, st["value"][-10:], WH)
            help_ = "[Enter] Confirm  [Esc] Cancel"[:28]
            g.put(px + 1 + (28 - len(help_)) // 2, py + 3, help_, DG)
            cursor = (inx + min(len(st["value"]), 9), iny)
        if st["projects"]:
            px, py = (W - 50) // 2, (H - 16) // 2
            g.fill(px, py, 50, 16)
            inx, iny, inw, inh = px + 1, py + 1, 48, 14
            if st["projects"] == "browse":
                g.box(px, py, 50, 16, CY, title=" Projects (%s) " % projects_dir(), center=True)
                mw = max(len(p) + 6 for p in projects)
                lx = inx + (inw - mw) // 2
                for i, p in enumerate(projects[:inh - 4]):
                    sel, curp = i == st["psel"], p == st["project"]
                    sgr = ON_CYAN if sel else (CY if curp else WH)
                    g.put(lx, iny + i, ("> " if sel else "  ") + p + (" *" if curp else ""), sgr, limit=inx + inw)
                h1 = [("j/k", YL), (" nav  ", DG), ("Enter", YL), (" open  ", DG), ("n", YL), (" new  ", DG),
                      ("s", YL), (" save", DG)]
                h2 = [("a", YL), (" save-as  ", DG), ("r", YL), (" rename  ", DG), ("d", YL), (" delete  ", DG),
                      ("Esc", YL), (" close", DG)]
                for j, hl in enumerate((h1, h2)):
                    tw = sum(len(t) for t, _ in hl)
                    xx = inx + (inw - tw) // 2
                    for t, sgr in hl:
                        xx = g.put(xx, iny + inh - 2 + j, t, sgr)
            elif st["projects"] == "text":
                g.box(px, py, 50, 16, CY, title=" Projects ", center=True)
                mw = max(len(p) + 4 for p in projects)
                lx = inx + (inw - mw) // 2
                for i, p in enumerate(projects[:inh - 5]):
                    g.put(lx, iny + i, ("> " if i == st["psel"] else "  ") + p, DG)
                by = iny + inh - 3
                g.fill(inx, by, inw, 3)
                g.box(inx, by, inw, 3, YL)
                prompt = st["ptext"]
                g.put(inx + 1, by + 1, "%s %s" % (prompt, st["value"]), WH, limit=inx + inw - 1)
                cursor = (inx + 1 + len(prompt) + 1 + len(st["value"]), by + 1)
            elif st["projects"] == "confirm":
                g.box(px, py, 50, 16, YL, title=" Confirm ", center=True)
                dy = iny + (inh - 5) // 2
                msg = st["confirm"]
                g.put(inx + (inw - len(msg)) // 2, dy + 1, msg, join(YL, "1"))
                yn = [("[y]", GN), (" Yes  ", ""), ("[n]", RD), (" No", "")]
                xx = inx + (inw - 15) // 2
                for t, sgr in yn:
                    xx = g.put(xx, dy + 3, t, sgr)
        if st["confirm"] and not st["projects"]:
            px, py = (W - 40) // 2, (H - 7) // 2
            g.fill(px, py, 40, 7)
            g.box(px, py, 40, 7, YL, title=" Confirm ", center=True)
            msg = st["confirm"]
            g.put(px + 1 + (38 - len(msg)) // 2, py + 2, msg, join(YL, "1"))
            yn = [("[y]", GN), (" Yes  ", ""), ("[n]", RD), (" No", "")]
            xx = px + 1 + (38 - 15) // 2
            for t, sgr in yn:
                xx = g.put(xx, py + 4, t, sgr)
        s = g.paint()
        if cursor:
            s += ESC + "[%d;%dH" % (cursor[1] + 1, cursor[0] + 1) + ESC + "[?25h"
        else:
            s += ESC + "[?25l"
        out(s)

    def projects_dir():
        return os.path.join(os.path.expanduser("~"), ".config", "termdaw", "projects")

    def key_rack(k):
        if k in ("h", "left"):
            st["step"] = max(0, st["step"] - 1)
        elif k in ("l", "right"):
            st["step"] = min(15, st["step"] + 1)
        elif k in ("j", "down"):
            st["slot"] = min(98, st["slot"] + 1)
        elif k in ("k", "up"):
            st["slot"] = max(0, st["slot"] - 1)
        elif k == "x" and st["slot"] < len(chans):
            steps = chans[st["slot"]][2]
            steps[st["step"]] ^= 1
        elif k == "C":
            st["confirm"] = "Clear Pattern 1?"

    def key_browser(k):
        ents = entries()
        if k in ("j", "down"):
            st["bcur"] = min(len(ents) - 1, st["bcur"] + 1)
        elif k in ("k", "up"):
            st["bcur"] = max(0, st["bcur"] - 1)
        elif k in ("l", "right", "\r", "o"):
            depth, name, isdir, path = ents[st["bcur"]]
            if isdir:
                st["expanded"].add(path)
        elif k in ("h", "left"):
            depth, name, isdir, path = ents[st["bcur"]]
            st["expanded"].discard(path)

    out(ESC + "[?1049h" + ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1003h" + ESC + "[?1015h" +
        ESC + "[?1006h" + ESC + "[?25l" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if st["input"]:
                    if k == "esc":
                        st["input"] = None
                    elif k in ("\r", "\n"):
                        if st["input"] == "Tempo (BPM):":
                            try:
                                st["bpm"] = max(20.0, min(999.0, float(st["value"])))
                            except ValueError:
                                pass
                        st["input"] = None
                    elif k in ("\x7f", "\x08"):
                        st["value"] = st["value"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        if st["input"] == "Tempo (BPM):" and not (k.isdigit() or k == "."):
                            continue
                        if len(st["value"]) < (6 if st["input"] == "Tempo (BPM):" else 100):
                            st["value"] += k
                    continue
                if st["picker"]:
                    st["picker"] = False
                    if k == "q":
                        break
                    elif k == "t":
                        st["input"], st["value"] = "Tempo (BPM):", "%.0f" % st["bpm"]
                    elif k == "e":
                        st["input"], st["value"] = "Export to:", st["project"] + ".wav"
                    elif k == "p":
                        st["projects"], st["psel"] = "browse", projects.index(st["project"])
                    elif k == "b":
                        pass
                    continue
                if st["projects"] == "browse":
                    if k == "esc":
                        st["projects"] = None
                    elif k in ("j", "down"):
                        st["psel"] = min(len(projects) - 1, st["psel"] + 1)
                    elif k in ("k", "up"):
                        st["psel"] = max(0, st["psel"] - 1)
                    elif k == "a":
                        st["projects"], st["ptext"], st["value"] = "text", "Save as:", ""
                    elif k == "n":
                        st["projects"], st["ptext"], st["value"] = "text", "New project name:", ""
                    elif k == "r":
                        st["projects"], st["ptext"], st["value"] = "text", "Rename to:", projects[st["psel"]]
                    elif k == "d":
                        st["projects"], st["confirm"] = "confirm", "Delete '%s'?" % projects[st["psel"]]
                    continue
                if st["projects"] == "text":
                    if k == "esc":
                        st["projects"] = "browse"
                    elif k in ("\r", "\n"):
                        st["projects"] = "browse"
                    elif k in ("\x7f", "\x08"):
                        st["value"] = st["value"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["value"] += k
                    continue
                if st["projects"] == "confirm":
                    if k in ("y", "Y", "\r", "n", "N", "esc"):
                        st["projects"], st["confirm"] = "browse", None
                    continue
                if st["confirm"]:
                    if k in ("y", "Y", "\r"):
                        for c in chans:
                            c[2] = [0] * 16
                        st["confirm"] = None
                    elif k in ("n", "N", "esc"):
                        st["confirm"] = None
                    continue
                if k == "\x03":
                    break
                if k == "\t":
                    st["panel"] = "browser" if st["panel"] == "rack" else "rack"
                elif k == " ":
                    st["picker"] = True
                elif st["panel"] == "rack":
                    key_rack(k)
                else:
                    key_browser(k)
        finally:
            out(ESC + "[0m" + ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1002l" +
                ESC + "[?1000l" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- cmdpxl

class Color(list):
    pass


HIGHLIGHT = (214, 39, 112)
SECONDARY = (53, 204, 242)
EDGE = (200, 200, 200)
TRANSPARENT = None


def hsv_to_rgb(h, s, v):
    """OpenCV's HSV (hue 0-180, saturation and value 0-255) to RGB."""
    import colorsys
    r, g_, b = colorsys.hsv_to_rgb((h * 2 % 360) / 360.0, s / 255.0, v / 255.0)
    return (int(round(r * 255)), int(round(g_ * 255)), int(round(b * 255)))


def cmdpxl():
    state = {"padding_x": 1, "in_menu": False, "img": None, "color": [90, 125, 125],
             "pos": [0, 0], "file": None}
    padding_y = 1
    lock = threading.Lock()

    def draw(color, x, y, text, textcolor=None):
        if color is not TRANSPARENT and sum(color) > 350 and textcolor is None:
            text = "\x1b[38;2;0;0;0m%s\x1b[0m" % text
        if textcolor is not None:
            text = "\x1b[38;2;%d;%d;%dm%s\x1b[0m" % (textcolor + (text,))
        if color is not TRANSPARENT:
            cs, ce = "\x1b[48;2;%d;%d;%dm" % color, "\x1b[0m"
        else:
            cs, ce = "", ""
        sys.stdout.write(cs + "\x1b7\x1b[%d;%df" % (y, x) + text + "\x1b8" + ce)

    def clear():
        sys.stdout.flush()
        os.system("clear")

    def shape():
        img = state["img"]
        return len(img), len(img[0])

    def draw_image_box():
        px = state["padding_x"]
        hgt, wid = shape()
        cols, rows = os.get_terminal_size()
        x = min(wid, cols // 2 - 2)
        y = min(hgt, rows - 12)
        draw(TRANSPARENT, 1 + px, 6 + padding_y, "╭" + "─" * (x * 2) + "╮", EDGE)
        for i in range(y):
            draw(TRANSPARENT, 1 + px, 6 + padding_y + 1 + i, "│" + " " * (x * 2) + "│", EDGE)
        draw(TRANSPARENT, 1 + px, 6 + padding_y + 1 + y, "╰" + "─" * (x * 2) + "╯", EDGE)

    def draw_image():
        px = state["padding_x"]
        img = state["img"]
        hgt, wid = shape()
        cols, rows = os.get_terminal_size()
        for j in range(0, min(hgt, rows - 12)):
            for i in range(0, min(wid, cols // 2 - 2)):
                text = "[]" if (i, j) == tuple(state["pos"]) else "  "
                draw(tuple(img[j][i]), i * 2 + 2 + px, j + 1 + 6 + padding_y, text)
        sys.stdout.flush()

    def color_select(offset_y=1):
        px = state["padding_x"]
        sw, bh = 11, 3
        draw(TRANSPARENT, 1 + px, 1 + offset_y + padding_y, "╭" + "┬".join(["─" * sw] * 4) + "╮", EDGE)
        for i in range(bh):
            draw(TRANSPARENT, 1 + px, 1 + offset_y + padding_y + 1 + i, "│" + "│".join([" " * sw] * 4) + "│", EDGE)
        draw(TRANSPARENT, 1 + px, 1 + offset_y + padding_y + bh, "╰" + "┴".join(["─" * sw] * 4) + "╯", EDGE)
        for i, ins in enumerate(["[u/j]: hue", "[i/k]: sat", "[o/l]: val", "current"]):
            draw(TRANSPARENT, 1 + px + 1 + i * 12, 1 + offset_y + padding_y + 1, ins, SECONDARY)
        hh, ss, vv = state["color"]
        y = 2 + offset_y + padding_y + 1
        for h in range(0, 181, 18):
            draw(hsv_to_rgb(h, 255, 255), h // 18 + 1 + px + 1, y, "●" if round(hh / 18) * 18 == h else " ")
        for s in range(0, 251, 25):
            draw(hsv_to_rgb(hh, s, vv), s // 25 + 10 + 3 + px + 1, y, "●" if ss // 25.0 * 250 // 10 == s else " ")
        for v in range(0, 251, 25):
            draw(hsv_to_rgb(hh, ss, v), v // 25 + 20 + 5 + px + 1, y, "●" if vv // 25.0 * 250 / 10 == v else " ")
        draw(hsv_to_rgb(hh, ss, vv), 37 + px + 1, y, " " * 11)

    def draw_interface():
        with lock:
            px = state["padding_x"]
            cols, rows = os.get_terminal_size()
            hgt, wid = shape()
            draw(TRANSPARENT, 1 + px, 1 + padding_y, "CMDPXL: %s (%dx%d)" % (state["file"], wid, hgt), HIGHLIGHT)
            color_select()
            draw(TRANSPARENT, 1 + px, rows - 2, "[wasd] move | [e] draw | [f] fill | [arrows] pan", SECONDARY)
            draw(TRANSPARENT, 1 + px, rows - 1, "[z] undo | [t] filters | [x] quit", SECONDARY)
            draw_image()

    def resize():
        dims = (0, 0)
        while True:
            if tuple(os.get_terminal_size()) != dims and not state["in_menu"]:
                clear()
                dims = tuple(os.get_terminal_size())
                state["padding_x"] = max(1, (dims[0] - max(48, shape()[1] * 2)) // 2)
                draw_image_box()
                draw_interface()
            time.sleep(0.2)

    def getch():
        fd = sys.stdin.fileno()
        old = termios.tcgetattr(fd)
        try:
            tty.setraw(fd)
            ch = sys.stdin.read(1)
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, old)
        if ch == "\x1b":
            for _ in range(2):
                ch = sys.stdin.read(1)
            return {"A": "up", "B": "down", "C": "right", "D": "left"}.get(ch, ch)
        return ch

    # the welcome line over click's prompt
    clear()
    draw(TRANSPARENT, 1, 1, "CMDPXL - A TOTALLY PRACTICAL IMAGE EDITOR", HIGHLIGHT)
    print("")
    try:
        while True:
            path = input("File path: ")
            if path:
                break
    except (EOFError, KeyboardInterrupt):
        print()
        sys.exit(1)
    state["file"] = path
    if os.path.isfile(path):
        width, height = 16, 16
    else:
        width = int(input("New image width: "))
        height = int(input("New image height: "))
    state["img"] = [[(250, 250, 250)] * width for _ in range(height)]

    clear()
    out("\033[?25l")
    history = []
    t = threading.Thread(target=resize, daemon=True)
    t.start()
    clear()
    dims = os.get_terminal_size()
    state["padding_x"] = max(1, (dims[0] - max(48, width * 2)) // 2)
    draw_image_box()
    draw_interface()
    pos = state["pos"]
    while True:
        draw_interface()
        m = getch()
        hgt, wid = shape()
        if m == "w":
            pos[1] = (pos[1] - 1) % hgt
        if m == "s":
            pos[1] = (pos[1] + 1) % hgt
        if m == "a":
            pos[0] = (pos[0] - 1) % wid
        if m == "d":
            pos[0] = (pos[0] + 1) % wid
        if m in ("e", " "):
            history.append([row[:] for row in state["img"]])
            state["img"][pos[1]][pos[0]] = hsv_to_rgb(*state["color"])
        if m == "z" and history:
            state["img"] = history.pop()
        c = state["color"]
        if m == "u":
            c[0] = min(max(0, c[0] - 18), 180) // 18 * 18
        if m == "j":
            c[0] = min(max(0, c[0] + 18), 180) // 18 * 18
        if m == "i":
            c[1] = min(max(0, c[1] - 25), 255) // 25 * 25
        if m == "k":
            c[1] = min(max(0, c[1] + 25), 255) // 25 * 25
        if m == "o":
            c[2] = min(max(0, c[2] - 25), 255) // 25 * 25
        if m == "l":
            c[2] = min(max(0, c[2] + 25), 255) // 25 * 25
        if m == "t":
            state["in_menu"] = True
            out("\x1b[?25h")
            clear()
            draw(TRANSPARENT, 1, 1, "APPLY FILTER", HIGHLIGHT)
            print()
            print("[X]: Return\n")
            filters = [["G", "Grayscale"], ["S", "Sepia"], ["O", "Ocean"], ["H", "Heatmap"],
                       ["I", "Invert"], ["B", "Blur"]]
            for f in filters:
                print("[%s]: %s" % (f[0], f[1]))
            sys.stdout.flush()
            option = " "
            while not (option in [f[0] for f in filters] or option == "\x1b"):
                option = getch().upper()
            clear()
            if option != "X":
                history.append([row[:] for row in state["img"]])
                if option == "I":
                    state["img"] = [[tuple(255 - v for v in p) for p in row] for row in state["img"]]
                elif option != "B" and option != "\x1b":
                    state["img"] = [[(sum(p) // 3,) * 3 for p in row] for row in state["img"]]
            out("\033[?25l")
            draw_image_box()
            state["in_menu"] = False
        if m == "x":
            state["in_menu"] = True
            out("\x1b[?25h")
            clear()
            draw(TRANSPARENT, 1, 1, "QUIT", HIGHLIGHT)
            print()
            print("[S]: Save and exit")
            print("[Q]: Quit without saving")
            print("\n[X]: Cancel")
            sys.stdout.flush()
            option = " "
            while option not in "sqx":
                option = getch().lower()
            clear()
            if option in ("s", "q"):
                sys.exit(0)
            out("\033[?25l")
            draw_image_box()
            state["in_menu"] = False


# ---------------------------------------------------------------- durdraw

def durdraw():
    import curses
    os.environ.setdefault("ESCDELAY", "10")

    def main(scr):
        curses.use_default_colors()
        # durdraw's theme in 256-colour mode: main grey, click green, prompt
        # cyan, menu titles purple
        curses.init_pair(1, 7, -1)      # main, border, menu items
        curses.init_pair(2, 2, -1)      # click
        curses.init_pair(3, 6, -1)      # prompt
        curses.init_pair(4, 98, -1)     # menu titles
        curses.init_pair(5, 10, -1)     # click highlight
        curses.init_pair(6, 7, 0)       # the canvas's default colours
        MAIN, CLICK, PROMPT, TITLE = (curses.color_pair(i) for i in (1, 2, 3, 4))
        out("\033[?1003h")
        curses.mousemask(curses.REPORT_MOUSE_POSITION | curses.ALL_MOUSE_EVENTS)
        canvas = [[" "] * 80 for _ in range(23)]
        st = {"x": 0, "y": 0, "modified": False, "meta": False, "file": ""}

        def addstr(y, x, s, attr=0):
            try:
                scr.addstr(y, x, s, attr)
            except curses.error:
                pass

        def clear_status():
            addstr(22, 0, " " * 80)
            addstr(23, 0, " " * 80)

        def draw_canvas():
            for r in range(22):
                addstr(r, 0, "".join(canvas[r]), curses.color_pair(6))

        def status():
            clear_status()
            addstr(22, 0, "[Menu]", CLICK | curses.A_BOLD)
            addstr(22, 7, "[Anim]", CLICK | curses.A_BOLD)
            addstr(22, 14, "[Move]", CLICK | curses.A_BOLD)
            addstr(22, 72, "[80x23]", MAIN)
            off = 80 - 63
            addstr(22, 2 + off, "F:1/1 ", MAIN)
            addstr(22, 13 + off, "<FPS>:8 ", MAIN)
            addstr(22, 23 + off, "D:0.00 ", MAIN)
            addstr(22, 31 + off, "R:1-1 ", MAIN)
            addstr(23, 0, "FG:", CLICK | curses.A_BOLD)
            addstr(23, 3, "██", curses.color_pair(1))
            addstr(23, 29, "<", CLICK | curses.A_BOLD)
            addstr(23, 61, ">", CLICK | curses.A_BOLD)
            addstr(23, 30, "F1░F2▒F3▓F4█F5▀F6▄F7▌F8▐F9■F10·", curses.color_pair(1))
            addstr(23, 22, "(1/22)", MAIN)
            loc = "(%d,%d)" % (st["x"], st["y"])
            addstr(23, 80 - len(loc) - 1, loc, MAIN)
            addstr(22, 13 + off, "<", CLICK | curses.A_BOLD)
            addstr(22, 17 + off, ">", CLICK | curses.A_BOLD)
            addstr(23, 79, "*" if st["modified"] else " ", curses.color_pair(2) | curses.A_BOLD)
            addstr(22, 2 + off, "F", CLICK | curses.A_BOLD)
            addstr(22, 31 + off, "R", CLICK | curses.A_BOLD)
            addstr(22, 23 + off, "D", CLICK | curses.A_BOLD)
            addstr(22, 80 - 14 - 9, "|< << |> >> >|", CLICK | curses.A_BOLD)
            addstr(22, 79, "*" if st["meta"] else " ", CLICK | curses.A_BOLD)

        def refresh():
            draw_canvas()
            status()
            scr.move(st["y"], st["x"])
            scr.refresh()

        def prompt(text):
            addstr(22, 0, text, PROMPT)

        def getkey():
            curses.curs_set(1)
            return scr.getch()

        def menu():
            items = [("New/Clear", "n", "esc-C", False), ("Open", "o", "esc-o", False),
                     ("Save", "s", "esc-s", False), ("Info/Sauce", "i", "esc-i", False),
                     ("Color Picker", "l", "tab", False), ("Viewer Mode", "v", "esc-V", False),
                     ("Edit", "e", None, True), ("Settings", "t", None, True),
                     ("Help", "h", "esc-h", False), ("Quit", "q", "esc-q", False)]
            height = len(items) + 2
            width = max(len(i[0]) for i in items) + 4 + 7
            top = 24 - 2 - height
            addstr(top, 0, "." * width, MAIN)
            for n, (item, hot, short, sub) in enumerate(items):
                line = top + 1 + n
                addstr(line, 0, ":" + " " * (width - 2) + ":", MAIN)
                addstr(line, 2, item, MAIN | curses.A_BOLD)
                if short:
                    addstr(line, width - 7, short, MAIN)
                if sub:
                    addstr(line, width - 2, ">", MAIN)
            addstr(top + height - 1, 0, ":" + "." * (width - 2) + ":", MAIN)
            cur = 0
            curses.curs_set(0)
            scr.nodelay(1)
            try:
                while True:
                    time.sleep(0.01)
                    c = scr.getch()
                    for n, (item, hot, short, sub) in enumerate(items):
                        attr = MAIN | (curses.A_REVERSE if n == cur else 0)
                        addstr(top + 1 + n, 2, item, attr)
                        i = item.lower().find(hot)
                        addstr(top + 1 + n, 2 + i, item[i], attr | curses.A_UNDERLINE | curses.A_BOLD)
                    scr.refresh()
                    if c == curses.KEY_UP:
                        cur = max(0, cur - 1)
                    elif c == curses.KEY_DOWN:
                        cur = min(len(items) - 1, cur + 1)
                    elif c in (10, 13, curses.KEY_ENTER):
                        return items[cur][1]
                    elif c == 27:
                        return None
                    elif c > 0:
                        for item, hot, short, sub in items:
                            if c == ord(hot):
                                return hot
            finally:
                scr.nodelay(0)
                curses.curs_set(1)

        def save():
            clear_status()
            scr.move(23, 0)
            prompt("File format? [D]UR, [A]NSI, A[N]SIMATION, ASCI[I], [M]IRC, [J]SON, [H]TML, [P]NG, [G]IF: ")
            while True:
                c = getkey()
                if c in (ord("d"), ord("D")):
                    fmt = "dur"
                    break
                if c in (ord("i"), ord("I")):
                    fmt = "ascii"
                    break
                if c == 27:
                    clear_status()
                    return
            clear_status()
            prompt("Enter file name to save as (%s) [%s]: " % (fmt, st["file"]))
            curses.echo()
            name = scr.getstr().decode("utf-8", "replace")
            curses.noecho()
            if name.strip() == "":
                name = st["file"]
            if not name:
                clear_status()
                prompt("File name cannot be empty.")
                scr.refresh()
                time.sleep(1)
                return
            if fmt == "dur" and not name.endswith(".dur"):
                name += ".dur"
            st["file"] = name
            st["modified"] = False
            clear_status()
            prompt("*Saved* (Press any key to continue)")
            getkey()

        def quit_():
            clear_status()
            if st["modified"]:
                prompt("Changes have not been saved! Are you sure you want to Quit? (Y/N) ")
            else:
                prompt("Are you sure you want to Quit? (Y/N) ")
            while True:
                c = getkey()
                if c == ord("y"):
                    return True
                if c == ord("n"):
                    clear_status()
                    return False

        def picker():
            cwd = os.getcwd()
            masks = (".dur", ".durf", ".asc", ".ans", ".txt", ".diz", ".nfo", ".ice", ".ansi")
            folders = ["../"] + sorted(d + "/" for d in os.listdir(cwd)
                                        if os.path.isdir(os.path.join(cwd, d)) and not d.startswith("."))
            files = sorted(f for f in os.listdir(cwd) if f.lower().endswith(masks))
            lst = folders + files
            sel = 0
            curses.curs_set(0)
            scr.clear()
            import datetime
            while True:
                for r in range(20):
                    addstr(r, 0, " " * 80)
                for n, name in enumerate(lst[:20]):
                    if name in folders:
                        addstr(n, 0, name, curses.A_REVERSE if n == sel else TITLE)
                    else:
                        full = os.path.join(cwd, name)
                        mt = str(datetime.datetime.fromtimestamp(os.path.getmtime(full), tz=datetime.timezone.utc))[:19]
                        addstr(n, 0, mt, MAIN)
                        addstr(n, 20, name, curses.A_REVERSE if n == sel else PROMPT)
                addstr(20, 0, "[ ]", CLICK)
                addstr(20, 4, "Show All Files", MAIN)
                addstr(20, 21, "[ ]", CLICK)
                addstr(20, 25, "16colo.rs Archive", MAIN)
                addstr(21, 0, ("Folder: " + cwd)[:79], TITLE)
                full = os.path.join(cwd, lst[sel])
                mt = str(datetime.datetime.fromtimestamp(os.path.getmtime(full), tz=datetime.timezone.utc))[:19]
                addstr(23, 0, " " * 79)
                addstr(23, 0, ("File: %s, Size: %d, Modified: %s" % (lst[sel], os.path.getsize(full), mt))[:79])
                scr.refresh()
                c = scr.getch()
                if c in (curses.KEY_DOWN,):
                    sel = min(len(lst) - 1, sel + 1)
                elif c in (curses.KEY_UP,):
                    sel = max(0, sel - 1)
                elif c in (27, ord("q")):
                    break
                elif c in (10, 13):
                    if lst[sel] in files:
                        with open(os.path.join(cwd, lst[sel]), errors="replace") as fh:
                            for r in range(23):
                                canvas[r] = [" "] * 80
                            for r, line in enumerate(fh.read().splitlines()[:23]):
                                for cc, ch in enumerate(line[:80]):
                                    canvas[r][cc] = ch
                        st["file"] = lst[sel]
                        break
            curses.curs_set(1)
            scr.clear()

        def open_():
            clear_status()
            if st["modified"]:
                prompt("Changes have not been saved! Are you sure you want to load another file? (Y/N) ")
                while True:
                    c = getkey()
                    if c == ord("y"):
                        break
                    if c in (ord("n"), 27):
                        clear_status()
                        return
                clear_status()
            picker()

        def command(c):
            if c == ord("o"):
                open_()
            elif c == ord("s"):
                save()
            elif c == ord("q"):
                return quit_()
            elif c == ord("m"):
                r = menu()
                refresh()
                if r:
                    return command(ord(r))
            return False

        scr.keypad(1)
        while True:
            refresh()
            c = getkey()
            if st["meta"]:
                st["meta"] = False
                if command(c):
                    break
                continue
            if c == 27:
                st["meta"] = True
                continue
            if c == curses.KEY_LEFT:
                st["x"] = max(0, st["x"] - 1)
            elif c == curses.KEY_RIGHT:
                st["x"] = min(79, st["x"] + 1)
            elif c == curses.KEY_UP:
                st["y"] = max(0, st["y"] - 1)
            elif c == curses.KEY_DOWN:
                st["y"] = min(22, st["y"] + 1)
            elif c in (curses.KEY_BACKSPACE, 127, 8):
                if st["x"] > 0:
                    st["x"] -= 1
                    canvas[st["y"]][st["x"]] = " "
            elif c in (10, 13):
                st["y"] = min(22, st["y"] + 1)
                st["x"] = 0
            elif 32 <= c < 127:
                canvas[st["y"]][st["x"]] = chr(c)
                st["modified"] = True
                st["x"] = min(79, st["x"] + 1)
        out("\033[?1003l")

    curses.wrapper(main)


TOOLS = {"tetrackt": tetrackt, "termdaw": termdaw, "cmdpxl": cmdpxl, "durdraw": durdraw}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredeightysixth_studios.py %s\n" % "|".join(TOOLS))
        sys.exit(2)
    TOOLS[sys.argv[1]]()
