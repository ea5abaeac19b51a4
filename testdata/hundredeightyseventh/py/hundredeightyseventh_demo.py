#!/usr/bin/env python3
"""The hundredeightyseventh set's imitations of file viewers that page.

Each mode prints what the named tool prints when given a file, through
the pager the real tool runs (less, with the options the tool gives it):
journalctl-like (journalctl --file, less -FRSXMK: no alternate screen,
the long "lines a-b/n p%" prompt), batman-like (bat-extras' batman on a
man page file, less -R through bat, the ":" prompt), lowdown-like
(lowdown -tterm on a markdown file, piped to less -R), csvlook-like
(csvkit's csvlook on a CSV file, piped to less -S) and od-like (od -A x
-t x1z on a binary file, piped to less). In each, space pages forward,
"/" opens the search prompt on the last row and h shows less's help.
"""
import csv
import os
import re
import sys
import termios
import tty

W = sys.stdout.write
ROWS, COLS = 24, 80
BOLD, UL, REV, OFF = "\x1b[1m", "\x1b[4m", "\x1b[7m", "\x1b[0m"

HELP = """
                   SUMMARY OF LESS COMMANDS

      Commands marked with * may be preceded by a number, N.
      Notes in parentheses indicate the behavior if N is given.
      A key preceded by a caret indicates the Ctrl key; thus ^K is ctrl-K.

  h  H                 Display this help.
  q  :q  Q  :Q  ZZ     Exit.
 ---------------------------------------------------------------------------

                           MOVING

  e  ^E  j  ^N  CR  *  Forward  one line   (or N lines).
  y  ^Y  k  ^K  ^P  *  Backward one line   (or N lines).
  f  ^F  ^V  SPACE  *  Forward  one window (or N lines).
  b  ^B  ESC-v      *  Backward one window (or N lines).
  z                 *  Forward  one window (and set window to N).
  w                 *  Backward one window (and set window to N).
  ESC-SPACE         *  Forward  one window, but don't stop at end-of-file.
  d  ^D             *  Forward  one half-window (and set half-window to N).
  u  ^U             *  Backward one half-window (and set half-window to N).
  ESC-)  RightArrow *  Right one half screen width (or N positions).
  ESC-(  LeftArrow  *  Left  one half screen width (or N positions).
  ESC-}  ^RightArrow   Right to last column displayed.
  ESC-{  ^LeftArrow    Left  to first column.
  F                    Forward forever; like "tail -f".
  ESC-F                Like F but stop when search pattern is found.
  r  ^R  ^L            Repaint screen.
  R                    Repaint screen, discarding buffered input.
""".split("\n")[1:]

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def visible(s):
    return len(ANSI.sub("", s))


def cut(s, n):
    """s cut to n visible columns, its escapes kept."""
    out, w, i = "", 0, 0
    while i < len(s) and w < n:
        m = ANSI.match(s, i)
        if m:
            out += m.group(0)
            i = m.end()
            continue
        out += s[i]
        w += 1
        i += 1
    return out + OFF


def less(lines, prompt, alt=True):
    """A pager as less draws it: a window of lines over a prompt row."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    if alt:
        W("\x1b[?1049h")
    page = ROWS - 1
    top = 0
    view = lines

    def draw(p):
        W("\x1b[H\x1b[2J")
        for r in range(page):
            if top + r < len(view):
                W(cut(view[top + r], COLS))
            else:
                W("~")
            W("\r\n")
        W(REV + p + OFF)
        sys.stdout.flush()

    def status():
        if view is HELP2:
            return "HELP -- Press RETURN for more, or q when done"
        if top + page >= len(view):
            return "(END)"
        return prompt(top, min(top + page, len(view)), len(view))

    HELP2 = HELP
    draw(status())
    try:
        while True:
            b = os.read(fd, 1)
            if b in (b"q", b"Q", b"\x03"):
                if view is HELP2:
                    view, top = lines, saved
                    draw(status())
                    continue
                break
            if b in (b" ", b"f", b"\x06"):
                top = min(top + page, max(len(view) - page, 0))
            elif b in (b"j", b"\r", b"e"):
                top = min(top + 1, max(len(view) - page, 0))
            elif b in (b"k", b"y"):
                top = max(top - 1, 0)
            elif b in (b"h", b"H") and view is not HELP2:
                saved = top
                view, top = HELP2, 0
            elif b == b"/":
                W("\r\x1b[K/")
                sys.stdout.flush()
                typed = ""
                while True:
                    c = os.read(fd, 1)
                    if c in (b"\r", b"\n"):
                        break
                    if c == b"\x03":
                        typed = None
                        break
                    if c in (b"\x7f", b"\x08"):
                        typed = typed[:-1]
                    elif c >= b" ":
                        typed += c.decode("utf-8", "replace")
                    W("\r\x1b[K/" + typed)
                    sys.stdout.flush()
                if typed:
                    for i in range(top + 1, len(view)):
                        if typed in ANSI.sub("", view[i]):
                            top = min(i, max(len(view) - page, 0))
                            break
            draw(status())
    finally:
        if alt:
            W("\x1b[?1049l")
        else:
            W("\r\n")
        sys.stdout.flush()
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def colon(top, bottom, total):
    return ":"


def journalctl(args):
    path = args[args.index("--file") + 1] if "--file" in args else args[-1]
    out = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if " error" in line.lower() or "failed" in line.lower():
                line = BOLD + "\x1b[31m" + line + OFF
            elif "warn" in line.lower():
                line = BOLD + line + OFF
            out.append(line)

    def long(top, bottom, total):
        return "lines %d-%d/%d %d%%" % (top + 1, bottom, total, bottom * 100 // total)
    less(out, long, alt=False)


def roff(text):
    """A man page's roff as man-db's nroff sets it, 80 columns."""
    out, title, para = [], "", []
    indent = 7

    def inline(s):
        s = re.sub(r"\\f[BI](.*?)\\f[RP]", lambda m: BOLD + m.group(1) + OFF, s)
        return s.replace("\\-", "-")

    def flush(ind):
        words = " ".join(para).split()
        row = ""
        for w in words:
            if row and visible(row) + 1 + visible(w) > COLS - ind - 2:
                out.append(" " * ind + row)
                row = w
            else:
                row = (row + " " + w) if row else w
        if row:
            out.append(" " * ind + row)
        para.clear()

    tp = False
    for line in text.split("\n"):
        if line.startswith(".TH"):
            f = line.split()
            title = "%s(%s)" % (f[1], f[2])
            head = title + " " * (COLS - 2 * len(title) - len("Relay Manual")) + title
            mid = (COLS - len("Relay Manual")) // 2
            head = title + " " * (mid - len(title)) + "Relay Manual"
            head += " " * (COLS - len(head) - len(title)) + title
            out.append(head)
            out.append("")
        elif line.startswith(".SH"):
            flush(indent)
            if out and out[-1] != "":
                out.append("")
            out.append(BOLD + line[4:].strip('"') + OFF)
        elif line.startswith(".PP"):
            flush(indent)
            out.append("")
        elif line.startswith(".TP"):
            flush(indent if not tp else 14)
            tp = True
            out.append("")
        elif line.startswith(".B "):
            para.append(BOLD + line[3:] + OFF)
        elif line.startswith(".I "):
            para.append(UL + line[3:] + OFF)
        elif tp and para == [] and out and out[-1] == "":
            out.append(" " * indent + inline(line))
        else:
            para.append(inline(line))
    flush(14 if tp else indent)
    out.append("")
    foot = "relay 2.4.1" + " " * 22 + "2026-03-02"
    foot += " " * (COLS - len(foot) - len(title)) + title
    out.append(foot)
    return out


def batman(args):
    with open(args[-1]) as f:
        lines = roff(f.read())
    less(lines, colon)


def lowdown(args):
    out = []
    with open(args[-1]) as f:
        text = f.read()
    blocks, cur, fence = [], [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            if fence:
                blocks.append("\n".join(cur + [line]))
                cur = []
            else:
                if cur:
                    blocks.append("\n".join(cur))
                cur = [line]
            fence = not fence
        elif line == "" and not fence:
            if cur:
                blocks.append("\n".join(cur))
            cur = []
        else:
            cur.append(line)
    if cur:
        blocks.append("\n".join(cur))
    for block in blocks:
        block = block.strip("\n")
        if not block:
            continue
        if block.startswith("#"):
            level = len(block) - len(block.lstrip("#"))
            words = block.lstrip("#").strip()
            out.append(BOLD + ("\x1b[36m" if level == 1 else "") + words + OFF)
        elif block.startswith("```"):
            for l in block.split("\n")[1:-1]:
                out.append("    " + "\x1b[37m" + l + OFF)
        elif block.startswith("- "):
            for l in block.split("\n"):
                out.append("    • " + l[2:])
        else:
            row = ""
            for w in block.split():
                if row and len(row) + 1 + len(w) > 70:
                    out.append("    " + row)
                    row = w
                else:
                    row = (row + " " + w) if row else w
            out.append("    " + row)
        out.append("")
    less(out, colon)


def csvlook(args):
    with open(args[-1], newline="") as f:
        rows = list(csv.reader(f))
    head, body = rows[0], rows[1:]

    def num(s):
        try:
            float(s)
            return True
        except ValueError:
            return False
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    numeric = [all(num(r[i]) for r in body) for i in range(len(head))]

    def fmt(r):
        cells = [(c.rjust(w) if n else c.ljust(w)) for c, w, n in zip(r, widths, numeric)]
        return "| " + " | ".join(cells) + " |"
    out = [fmt(head), "| " + " | ".join("-" * w for w in widths) + " |"]
    out += [fmt(r) for r in body]
    less(out, colon)


def od(args):
    with open(args[-1], "rb") as f:
        data = f.read()
    out = []
    for off in range(0, len(data), 16):
        chunk = data[off:off + 16]
        hexes = " ".join("%02x" % b for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        out.append("%06x %-47s  >%s<" % (off, hexes, text))
    out.append("%06x" % len(data))
    less(out, colon)


MODES = {"journalctl": journalctl, "batman": batman, "lowdown": lowdown, "csvlook": csvlook, "od": od}

if __name__ == "__main__":
    MODES[sys.argv[1]](sys.argv[2:])
