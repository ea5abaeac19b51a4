# A small full-screen menu for tuitest's own tests: a list moved with
# j/k or the arrows, picked with Enter or a click (SGR mouse reports), a
# line in every kind of colour and attribute, the size it was drawn at.
# Enter leaves the alternate screen, prints the choice and exits with its
# index as the code; q exits with 9, printing nothing.
import os, re, signal, sys, termios, tty

items = ["Apple", "Banana", "Cherry", "Durian"]
sel = 0
fd = 0
saved = termios.tcgetattr(fd)
tty.setraw(fd)


def out(s):
    os.write(1, s.encode())


def draw():
    cols, rows = os.get_terminal_size(1)
    s = "\x1b[H\x1b[2J\x1b[1mPick a fruit:\x1b[m\r\n"
    for i, name in enumerate(items):
        if i == sel:
            s += "\x1b[1;38;5;205m> " + name + "\x1b[m\r\n"
        else:
            s += "  " + name + "\r\n"
    s += ("\x1b[31mred\x1b[m \x1b[104mbb\x1b[m \x1b[38;2;255;135;0morange\x1b[m "
          "\x1b[3mit\x1b[m \x1b[4mul\x1b[m \x1b[2mfaint\x1b[m \x1b[7mrev\x1b[m 日本\r\n")
    s += "size %dx%d" % (cols, rows)
    s += "\x1b[%d;1H" % (3 + len(items))
    out(s)


def finish(code, picked=True):
    out("\x1b[?1006l\x1b[?1000l\x1b[?1049l")
    termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    if picked:
        out("Selected: %s\r\n" % items[sel])
    sys.exit(code)


signal.signal(signal.SIGWINCH, lambda *_: draw())
out("\x1b[?1049h\x1b[?1000h\x1b[?1006h")
draw()
mouse = re.compile(rb"\x1b\[<(\d+);(\d+);(\d+)([Mm])")
while True:
    try:
        b = os.read(fd, 256)
    except InterruptedError:
        continue
    while b:
        m = mouse.match(b)
        if m:
            b = b[m.end():]
            row = int(m.group(3)) - 2
            if m.group(4) == b"M" and m.group(1) == b"0" and 0 <= row < len(items):
                sel = row
                finish(sel)
            continue
        for key, move in ((b"\x1b[A", -1), (b"\x1bOA", -1), (b"\x1b[B", 1), (b"\x1bOB", 1), (b"k", -1), (b"j", 1)):
            if b.startswith(key):
                sel = max(0, min(len(items) - 1, sel + move))
                b = b[len(key):]
                break
        else:
            c, b = b[:1], b[1:]
            if c in (b"\r", b"\n"):
                finish(sel)
            if c == b"q":
                finish(9, picked=False)
    draw()
