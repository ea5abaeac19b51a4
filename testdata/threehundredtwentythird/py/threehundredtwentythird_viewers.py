#!/usr/bin/env python3
"""The threehundredtwentythird set's imitations of pagers, file viewers,
a help viewer and a log follower.

One program, named by the first argument, drawing what the real program
draws (its words, layout, reverse video, cursor, alternate screen or
not) at its moments, from its documentation and published screenshots
as known: jplist (JP Software's 4DOS / Take Command LIST: a status bar
on the top row, the file under it; arrows, PgDn and End scroll, F finds,
F1 shows its help, P asks what to print), buerg (Vernon Buerg's LIST
file viewer: a status row on top, a key row at the bottom, an end of
file marker, F or / asks what to scan for, H shows its keys), how2
(how2, stackoverflow answers in the terminal: an answer printed on the
main screen, SPACE for more choices, a list of questions) and kail
(kail, a Kubernetes log tail: the lines of matched pods as they come).
Keys are read raw, one at a time, not echoed. Debian's python3 and its
standard library only.
"""
import os
import sys
import termios
import time
import tty

W = sys.stdout.write
ROWS, COLS = 24, 80
BOLD, DIM, REV, OFF = "\x1b[1m", "\x1b[2m", "\x1b[7m", "\x1b[0m"


def at(r, c, s):
    W("\x1b[%d;%dH%s" % (r + 1, c + 1, s))


def flush():
    sys.stdout.flush()


def logfile():
    lines = []
    msgs = [
        "relay started, version 2.4.1, pid 4121",
        "listening on 0.0.0.0:2525 (smtp)",
        "queue opened: /var/spool/relay (17 messages)",
        "connect from mx2.example.net[192.0.2.14]",
        "TLS established: TLSv1.3 TLS_AES_256_GCM_SHA384",
        "msg=7f3a11 from=<ops@example.net> size=4812",
        "msg=7f3a11 to=<ana@example.org> status=sent (250 2.0.0 Ok)",
        "connect from unknown[198.51.100.7]",
        "msg=7f3a12 to=<bob@example.org> status=deferred (421 try again later)",
        "disconnect from unknown[198.51.100.7] ehlo=1 mail=1 rcpt=0/1",
        "queue run: 16 messages, 2 deferred",
        "msg=7f3a13 from=<billing@example.com> size=20114",
        "msg=7f3a13 to=<finance@example.org> status=sent (250 2.0.0 Ok)",
        "warning: hostname mail.example.biz does not resolve to 203.0.113.9",
        "msg=7f3a14 to=<carol@example.org> status=bounced (550 5.1.1 unknown user)",
    ]
    for i in range(140):
        h, m, s = 9 + i // 60, i % 60, (i * 17) % 60
        lines.append("Nov 28 %02d:%02d:%02d relay[4121]: %s" % (h, m, s, msgs[i % len(msgs)]))
    lines[96] = "Nov 28 10:36:41 relay[4121]: msg=7f3b09 to=<dora@example.org> status=timeout (no answer)"
    return lines


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        b = os.read(self.fd, 1)
        if b == b"\x1b":
            import select
            seq = b
            while select.select([self.fd], [], [], 0.05)[0]:
                seq += os.read(self.fd, 1)
                if len(seq) > 2 and (seq[-1:].isalpha() or seq[-1:] == b"~"):
                    break
            return seq.decode("latin-1")
        return b.decode("latin-1")


UP, DOWN, PGDN, PGUP, END, HOME, F1 = "\x1b[A", "\x1b[B", "\x1b[6~", "\x1b[5~", ("\x1b[F", "\x1b[4~", "\x1bOF"), ("\x1b[H", "\x1b[1~", "\x1bOH"), ("\x1bOP", "\x1b[11~")


def alt_on():
    W("\x1b[?1049h\x1b[?25l\x1b[2J")


def alt_off():
    W("\x1b[0m\x1b[?25h\x1b[?1049l")
    flush()


# jplist: 4DOS / Take Command's LIST. The top row is its status bar in
# reverse video: LIST, the file, the column, the lines shown and how far
# through the file; the text under it fills rows 1-23.
def jplist():
    name = "C:\\RELAY\\RELAY.LOG"
    lines = logfile()
    top, body = 0, ROWS - 1
    mark = None
    found = None

    def status(extra=None):
        if extra is not None:
            at(0, 0, REV + extra.ljust(COLS) + OFF)
            return
        last = min(top + body, len(lines))
        pct = last * 100 // len(lines)
        s = " LIST  %s" % name
        r = "Col 0   Lines %d-%d   %d%%  " % (top + 1, last, pct)
        at(0, 0, REV + s + " " * (COLS - len(s) - len(r)) + r + OFF)

    def draw():
        W("\x1b[?25l\x1b[2J")
        status()
        for i in range(body):
            n = top + i
            if n >= len(lines):
                break
            t = lines[n][:COLS]
            if found is not None and n == found[0]:
                a, b = found[1], found[1] + len(found[2])
                t = t[:a] + REV + t[a:b] + OFF + t[b:]
            at(1 + i, 0, t)
        flush()

    def ask(label):
        at(0, 0, REV + label.ljust(COLS) + OFF)
        at(0, len(label), "")
        W("\x1b[?25h")
        flush()
        typed = ""
        while True:
            k = r.key()
            if k in ("\r", "\n"):
                return typed
            if k == "\x1b":
                return None
            if k in ("\x7f", "\x08"):
                typed = typed[:-1]
            elif len(k) == 1 and k >= " ":
                typed += k
            at(0, 0, REV + (label + typed).ljust(COLS) + OFF)
            at(0, len(label) + len(typed), "")
            flush()

    def helpbox():
        rows = [
            "  LIST Keys                                       ",
            "",
            "  Home        Top of file     F        Find text  ",
            "  End         End of file     N        Find next  ",
            "  Up/Down     Scroll a line   Ctrl-F   Find back  ",
            "  PgUp/PgDn   Scroll a page   G        Go to line ",
            "  Left/Right  Scroll sideways W        Wrap       ",
            "  Ctrl-PgUp   Previous file   X        Hex mode   ",
            "  Ctrl-PgDn   Next file       I        Info       ",
            "  Esc         Exit            P        Print      ",
            "",
            "          Press any key to return to LIST         ",
        ]
        w = 52
        r0, c0 = 5, 14
        at(r0, c0, "╔" + "═" * w + "╗")
        for i, t in enumerate(rows):
            at(r0 + 1 + i, c0, "║" + REV + t.ljust(w) + OFF + "║")
        at(r0 + 1 + len(rows), c0, "╚" + "═" * w + "╝")
        flush()

    alt_on()
    with Raw() as r:
        draw()
        while True:
            k = r.key()
            if k == "\x1b" or k in ("q", "Q"):
                break
            if k == DOWN:
                top = min(top + 1, len(lines) - body)
            elif k == UP:
                top = max(top - 1, 0)
            elif k in (PGDN, " "):
                top = min(top + body, len(lines) - body)
            elif k == PGUP:
                top = max(top - body, 0)
            elif k in END:
                top = len(lines) - body
            elif k in HOME:
                top = 0
            elif k in F1:
                helpbox()
                r.key()
            elif k in ("f", "F"):
                t = ask("Find: ")
                if t:
                    for n in range(top, len(lines)):
                        c = lines[n].find(t)
                        if c >= 0:
                            found = (n, c, t)
                            top = min(n, len(lines) - body)
                            break
                    else:
                        W("\x1b[?25l")
                        status(' Not found: "%s"' % t)
                        flush()
                        r.key()
            elif k in ("p", "P"):
                ans = ask("Print (F)ile or (P)age ? ")
                _ = ans
            W("\x1b[?25l")
            draw()
    alt_off()


# buerg: Vernon Buerg's LIST. A status row on top (the program, the
# date and time, the line and column, the file), the text, a row of keys
# at the bottom; past the file's last line its end marker.
def buerg():
    name = "RELAY.LOG"
    lines = logfile()[:75]
    top, body = 0, ROWS - 2
    found = None

    def status():
        s = " LIST 9.6b  11-28-26  15:02   Line: %-4d Col: 1    %s" % (top + 1, name)
        at(0, 0, REV + s.ljust(COLS) + OFF)

    def keys(text=None):
        if text is None:
            text = " Keys: Up Dn PgUp PgDn Home End   F or / Scan   N Next   H Help   X Exit"
        at(ROWS - 1, 0, REV + text.ljust(COLS) + OFF)

    def draw():
        W("\x1b[?25l\x1b[2J")
        status()
        for i in range(body):
            n = top + i
            if n < len(lines):
                t = lines[n][:COLS]
                if found is not None and n == found[0]:
                    a, b = found[1], found[1] + len(found[2])
                    t = t[:a] + BOLD + REV + t[a:b] + OFF + t[b:]
                at(1 + i, 0, t)
            elif n == len(lines):
                at(1 + i, 0, BOLD + "*** End of File ***" + OFF)
        keys()
        flush()

    def helpscreen():
        W("\x1b[2J")
        at(0, 0, REV + " LIST 9.6b  Help".ljust(COLS) + OFF)
        rows = [
            "Scrolling:",
            "   Up, Down ...... one line          PgUp, PgDn ..... one screen",
            "   Home .......... top of file       End ............ bottom of file",
            "   Left, Right ... shift sideways    Ctrl-Left/Right  40 columns",
            "",
            "Searching:",
            "   F or / ........ scan for text     N .............. scan for next",
            "   \\ ............. scan backwards    A .............. any case",
            "",
            "Display:",
            "   W ............. wrap long lines   J .............. junk filter",
            "   7 ............. 7-bit display     8 .............. 8-bit display",
            "",
            "Files:",
            "   E ............. edit this file    P .............. print",
            "   Ctrl-N ........ next file         Ctrl-P ......... previous file",
            "",
            "   X or Esc ...... exit to DOS",
        ]
        for i, t in enumerate(rows):
            at(2 + i, 2, t)
        at(ROWS - 1, 0, REV + " Press any key to return to the file".ljust(COLS) + OFF)
        flush()

    alt_on()
    with Raw() as r:
        draw()
        while True:
            k = r.key()
            if k in ("x", "X", "\x1b"):
                break
            if k == DOWN:
                top = min(top + 1, len(lines) - body + 1)
            elif k == UP:
                top = max(top - 1, 0)
            elif k in (PGDN, " "):
                top = min(top + body, len(lines) - body + 1)
            elif k == PGUP:
                top = max(top - body, 0)
            elif k in END:
                top = len(lines) - body + 1
            elif k in HOME:
                top = 0
            elif k in ("h", "H", "?") or k in F1:
                helpscreen()
                r.key()
            elif k in ("f", "F", "/"):
                label = " Scan for: "
                keys(label)
                at(ROWS - 1, len(label), "")
                W("\x1b[?25h")
                flush()
                typed = ""
                while True:
                    c = r.key()
                    if c in ("\r", "\n", "\x1b"):
                        break
                    if c in ("\x7f", "\x08"):
                        typed = typed[:-1]
                    elif len(c) == 1 and c >= " ":
                        typed += c
                    keys(label + typed)
                    at(ROWS - 1, len(label) + len(typed), "")
                    flush()
                if c != "\x1b" and typed:
                    for n in range(top, len(lines)):
                        p = lines[n].find(typed)
                        if p >= 0:
                            found = (n, p, typed)
                            top = max(0, min(n - 5, len(lines) - body + 1))
                            break
            draw()
    alt_off()


# how2: an answer from stackoverflow printed on the main screen, then a
# line asking for SPACE for more choices; SPACE lists the other questions
# found, one highlighted, arrows move, Enter prints that one's answer.
def how2():
    qs = [
        "How to follow a log file and show only new lines?",
        "tail -f equivalent that survives log rotation",
        "How do I grep the output of tail -f?",
        "Show the last n lines of a file and keep watching it",
        "Why does tail -f stop after logrotate?",
    ]
    answers = [
        [
            "Use the capital F, which follows the name, not the descriptor:",
            "",
            "    tail -F /var/log/relay/relay.log",
            "",
            "`-F` is the same as `--follow=name --retry`: when the file is rotated",
            "tail notices that the name now points at a new file and reopens it.",
            "With plain `-f` it keeps reading the old, renamed file and shows nothing",
            "new.",
        ],
        [
            "GNU tail can do it by itself:",
            "",
            "    tail --follow=name --retry access.log",
            "",
            "On BSD and macOS, `tail -F` does the same.",
        ],
    ]
    print(BOLD + "\x1b[32m" + qs[0] + OFF)
    print()
    for line in answers[0]:
        print(line)
    print()
    W(DIM + "Press SPACE for more choices, any other key to quit." + OFF)
    flush()
    with Raw() as r:
        k = r.key()
        if k != " ":
            W("\r\n")
            return
        sel = 0
        W("\r\n\r\n")

        def draw(first=False):
            if not first:
                W("\x1b[%dA\r" % (len(qs) + 1))
            W("\x1b[J" + BOLD + "Pick another question:" + OFF + "\r\n")
            for i, q in enumerate(qs):
                if i == sel:
                    W(REV + " " + q + " " + OFF + "\r\n")
                else:
                    W(" " + q + "\r\n")
            flush()

        W("\x1b[?25l")
        draw(True)
        while True:
            k = r.key()
            if k == DOWN:
                sel = min(sel + 1, len(qs) - 1)
            elif k == UP:
                sel = max(sel - 1, 0)
            elif k in ("\r", "\n"):
                break
            elif k in ("q", "\x1b", "\x03"):
                W("\x1b[?25h")
                return
            draw()
        W("\x1b[?25h\r\n")
        W(BOLD + "\x1b[32m" + qs[sel] + OFF + "\r\n\r\n")
        for line in answers[1 if sel else 0]:
            W(line + "\r\n")
        W("\r\n" + DIM + "Press SPACE for more choices, any other key to quit." + OFF)
        flush()
        r.key()
        W("\r\n")


# kail: the lines of the matched pods' containers as they come, each
# after `namespace/pod[container]: `, on the main screen, until ctrl-c.
def kail():
    pods = ["relay/relay-7f9c5d-x2kqp[relay]", "relay/relay-7f9c5d-m8w4z[relay]", "relay/queue-0[queue]"]
    msgs = logfile()
    old = termios.tcgetattr(0)
    new = termios.tcgetattr(0)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(0, termios.TCSADRAIN, new)
    try:
        i = 0
        while True:
            p = pods[i % len(pods)]
            m = msgs[i % len(msgs)].split(": ", 1)[1]
            ts = "2026-11-28T15:%02d:%02d.%03dZ" % (2 + i // 60, i % 60, (i * 37) % 1000)
            print("%s: %s level=info %s" % (p, ts, m), flush=True)
            i += 1
            time.sleep(0.4)
    except KeyboardInterrupt:
        pass
    finally:
        termios.tcsetattr(0, termios.TCSADRAIN, old)


if __name__ == "__main__":
    {"jplist": jplist, "buerg": buerg, "how2": how2, "kail": kail}[sys.argv[1]]()
