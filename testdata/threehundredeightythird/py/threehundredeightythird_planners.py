#!/usr/bin/env python3
"""The threehundredeightythird set's imitations: calendar, habit, todo and
note-taking programs of the terminal that Debian does not package, each
drawn the way the program draws (as known from its documentation, source
and screenshots), its data made up and its clock stopped on Wednesday 18
November 2026 at 09:00:

  vimalender  Sadoaz's vimalender (Bubble Tea, the alternate screen, the
              cursor hidden): a week of time slots with a time gutter, a
              month grid with the selected day on a blue-grey background,
              prompts drawn over the status bar (`Event title: `, `/`,
              `Go to day: `) with a block for the caret, the status bar's
              mode badge (WEEK, MONTH, CREATE, SEARCH, GOTO DAY, DELETE,
              DETAIL) and its message, an event's detail page
  dijo        NerdyPepper's dijo (cursive, the alternate screen, the
              cursor hidden): habits as little month grids of dots and
              counts in a centred layer, the day under the cursor on a
              grey background, a status line, a vim-like `:` command line
              in black on white, its messages on the last row
  todotxt     AnthonyDiGirolamo's todotxt-machine (urwid, the alternate
              screen): a header of counts and the file's path, the todo.txt
              lines in their colours, the focused one on a grey bar, the
              filter panel of check boxes beside them, the `/` search
              footer, a new todo edited in place, the key bindings panel
  notetui     Pansther's note-tui (Ink, on the main screen, the cursor
              hidden, the whole frame written again at each change): the
              notes' list and the rendered note side by side in rounded
              boxes, the note's dates on a grey bar, the hints under them;
              a new note's row, `Confirm archived ? (y/n)` and `Confirm
              delete ? (y/n)` written over the selected row, the trash

Run: threehundredeightythird_planners.py TOOL [ARGS]
"""
import datetime
import os
import select
import sys
import termios
import tty

ESC = "\x1b"
W, H = 80, 24
TODAY = datetime.date(2026, 11, 18)


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        return b.decode("latin-1")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return {
        b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
        b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
        b"\x1b": "esc", b"\x1b[Z": "btab",
    }.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def fg(n):
    return "38;5;%d" % n


def bg(n):
    return "48;5;%d" % n


def rgb(h, back=False):
    h = h.lstrip("#")
    return "%d;2;%d;%d;%d" % (48 if back else 38, int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


class Canvas:
    """A screen of cells, each a character and its SGR parameters."""

    def __init__(self, w=W, h=H):
        self.w, self.h = w, h
        self.cells = [[(" ", "")] * w for _ in range(h)]
        self.cursor = None

    def put(self, r, c, text, style=""):
        if r < 0 or r >= self.h:
            return c
        for ch in text:
            if 0 <= c < self.w:
                self.cells[r][c] = (ch, style)
            c += 1
        return c

    def fill(self, r, c, n, style):
        self.put(r, c, " " * n, style)

    def render(self, alt=True):
        s = [ESC + "[?25l", ESC + "[H"]
        for r in range(self.h):
            s.append(ESC + "[%d;1H" % (r + 1))
            cur = None
            for ch, st in self.cells[r]:
                if st != cur:
                    s.append(ESC + "[0" + (";" + st if st else "") + "m")
                    cur = st
                s.append(ch)
            s.append(ESC + "[0m")
        if self.cursor:
            s.append(ESC + "[%d;%dH" % (self.cursor[0] + 1, self.cursor[1] + 1) + ESC + "[?25h")
        out("".join(s))


# ---------------------------------------------------------------- vimalender

def hm(m):
    return "%02d:%02d" % (m // 60, m % 60)


def vimalender():
    MON = datetime.date(2026, 11, 16)
    events = [
        {"date": MON, "start": 540, "end": 570, "title": "Standup", "desc": "Platform team sync",
         "notes": "Rotate the note taker each week.\nBlockers first, then the board.", "recur": "Weekdays"},
        {"date": MON, "start": 780, "end": 840, "title": "Dentist", "desc": "Dr. Okafor, 2nd floor",
         "notes": "", "recur": None},
        {"date": MON + datetime.timedelta(1), "start": 600, "end": 690, "title": "Design review",
         "desc": "Billing page v2", "notes": "", "recur": None},
        {"date": TODAY, "start": 720, "end": 780, "title": "Lunch with Ana", "desc": "Noodle bar",
         "notes": "", "recur": None},
        {"date": MON + datetime.timedelta(3), "start": 900, "end": 960, "title": "1:1 with Sam",
         "desc": "Career plan", "notes": "", "recur": None},
        {"date": MON + datetime.timedelta(4), "start": 990, "end": 1050, "title": "Release retro",
         "desc": "v3.2", "notes": "", "recur": None},
        {"date": MON + datetime.timedelta(5), "start": 600, "end": 720, "title": "Farmers market",
         "desc": "", "notes": "", "recur": None},
    ]
    st = {"mode": "week", "col": 2, "min": 540, "top": 480, "month": TODAY, "buf": "", "q": "",
          "goto": "", "msg": "", "cstart": 0, "cend": 0, "pending_d": False, "detail": None,
          "matches": []}
    ACC = fg(39)
    MPR = 30

    def on(date):
        res = []
        for e in events:
            if e["recur"] == "Weekdays":
                if date >= e["date"] and date.weekday() < 5:
                    res.append(dict(e, date=date, virtual=date != e["date"]))
            elif e["date"] == date:
                res.append(dict(e, virtual=False))
        return res

    def at_cursor():
        date = MON + datetime.timedelta(st["col"])
        for e in on(date):
            if e["start"] <= st["min"] < e["end"]:
                return e
        return None

    def colw(i):
        base, extra = divmod(W - 6, 7)
        return base + (1 if i < extra else 0)

    def colx(i):
        return 6 + sum(colw(j) for j in range(i))

    def status(c, badge, hint, badge_style=None, msg=""):
        r = H - 1
        c.fill(r, 0, W, bg(236) + ";" + fg(255))
        bs = badge_style or ("1;" + bg(39) + ";" + fg(255))
        x = c.put(r, 1, " " + badge + " ", bs)
        avail = W - len(badge) - 2 - 2
        h = hint if len(hint) <= avail else hint[:avail - 1] + "."
        if msg:
            mmax = W // 3
            m = msg if len(msg) <= mmax else msg[:mmax - 1] + "."
            base_max = W - len(m)
            h = h[:max(0, base_max - x - 2)]
            c.put(r, x, h, bg(236) + ";" + fg(243))
            c.put(r, W - len(m), m, bg(236) + ";" + fg(111))
        else:
            c.put(r, x, h, bg(236) + ";" + fg(243))

    def week(c, rows):
        _, wk, _ = MON.isocalendar()
        c.put(0, 0, ("W%d" % wk).ljust(6), fg(243))
        for i in range(7):
            d = MON + datetime.timedelta(i)
            lab = d.strftime("%a %d").ljust(colw(i))
            if d == TODAY:
                s = "1;4;" + ACC
            elif i == st["col"]:
                s = "1;" + ACC
            else:
                s = "1;" + fg(255)
            c.put(0, colx(i), lab, s)
        sel = at_cursor()
        for k in range(rows):
            r = 1 + k
            m0 = st["top"] + k * MPR
            if m0 % 60 == 0:
                c.put(r, 0, hm(m0).ljust(6), fg(243))
            for i in range(7):
                d = MON + datetime.timedelta(i)
                x, w = colx(i), colw(i)
                cell = None
                for e in on(d):
                    if e["start"] < m0 + MPR and e["end"] > m0:
                        cell = e
                if st["mode"] == "create" or st["mode"] == "title":
                    if i == st["col"] and st["cstart"] <= m0 < st["cend"]:
                        first = m0 == st["cstart"]
                        c.put(r, x, "▎", rgb("#00a8ff") + ";" + rgb("#1c1c2e", True))
                        txt = hm(st["cstart"]) + "-" + hm(st["cend"]) if first else ""
                        c.put(r, x + 1, txt[:w - 1].ljust(w - 1), "1;" + fg(255) + ";" + rgb("#1c1c2e", True))
                        continue
                if cell:
                    first = m0 <= cell["start"] < m0 + MPR
                    second = m0 - MPR <= cell["start"] < m0
                    chosen = sel is not None and sel["title"] == cell["title"] and i == st["col"]
                    back = rgb("#2a4a6c", True) if chosen else rgb("#1c1c2e", True)
                    title = ("↻ " if cell.get("virtual") else "") + cell["title"]
                    if first:
                        txt = title
                    elif second:
                        txt = cell["desc"]
                    else:
                        txt = ""
                    if len(txt) > w - 1:
                        txt = txt[:w - 2] + "."
                    bar = rgb("#1a5fb4") + ";" + back
                    if st["matches"] and st["q"] and st["q"].lower() in cell["title"].lower() and first:
                        tstyle = "1;4;" + fg(255) + ";" + back
                    else:
                        tstyle = ("1;" if first else "") + fg(255 if first else 250) + ";" + back
                    c.put(r, x, "▎", bar)
                    c.put(r, x + 1, txt.ljust(w - 1), tstyle)
                elif i == st["col"] and m0 <= st["min"] < m0 + MPR and st["mode"] in ("week", "search", "goto_day", "recdel"):
                    c.put(r, x, " " * w, bg(236))

    def month(c):
        cur = st["month"]
        first = cur.replace(day=1)
        nxt = (first + datetime.timedelta(32)).replace(day=1)
        days = (nxt - first).days
        wd = first.weekday()
        weeks = (wd + days + 6) // 7
        avail = H - 2
        grid = avail - 3
        rh = max(1, grid // weeks)
        cw = (W - 4) // 7
        head = cur.strftime("%B %Y")
        c.put(0, 0, (" " * ((W - len(head)) // 2) + head).ljust(W), "1;" + ACC)
        x = 4
        for dn in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]:
            c.put(1, x, (" " * ((cw - len(dn)) // 2) + dn).ljust(cw), "1;" + ACC)
            x += cw
        c.put(2, 0, "─" * W, fg(240))
        cweek = (cur.day - 1 + wd) // 7
        r = 3
        for wk in range(weeks):
            hl = wk == cweek
            for line in range(rh):
                if line == 0:
                    wdday = min(max(1, 1 - wd + wk * 7), days)
                    iso = first.replace(day=wdday).isocalendar()[1]
                    c.put(r, 0, ("W%d" % iso).ljust(4), fg(240) + (";" + bg(234) if hl else ""))
                elif hl:
                    c.put(r, 0, "    ", bg(234))
                for col in range(7):
                    dn = 1 - wd + wk * 7 + col
                    x = 4 + col * cw
                    if dn < 1 or dn > days:
                        if hl:
                            c.put(r, x, " " * cw, bg(234))
                        continue
                    d = first.replace(day=dn)
                    evs = on(d)
                    sel = d == cur
                    selst = rgb("#1a3a5c", True) + ";" + fg(255)
                    if line == 0:
                        if evs:
                            dots = "●" * min(3, len(evs)) + ("+" if len(evs) > 3 else "")
                            txt = (" %2d %s" % (dn, dots)).ljust(cw)
                        else:
                            txt = (" %2d" % dn).ljust(cw)
                        if sel:
                            c.put(r, x, txt, selst)
                        elif d == TODAY:
                            c.put(r, x, txt, "1;" + ACC + (";" + bg(234) if hl else ""))
                        elif evs:
                            plain = " %2d " % dn
                            c.put(r, x, plain, fg(255) + (";" + bg(234) if hl else ""))
                            c.put(r, x + len(plain), txt[len(plain):], ACC + (";" + bg(234) if hl else ""))
                        else:
                            c.put(r, x, txt, fg(255) + (";" + bg(234) if hl else ""))
                    elif line == 1 and evs:
                        t = evs[0]["title"]
                        if len(t) > cw - 2:
                            t = t[:cw - 3] + "."
                        txt = (" " + t).ljust(cw)
                        c.put(r, x, txt, selst if sel else fg(240) + (";" + bg(234) if hl else ""))
                    else:
                        if sel:
                            c.put(r, x, " " * cw, selst)
                        elif hl:
                            c.put(r, x, " " * cw, bg(234))
                r += 1

    def detail(c, e):
        r = 1
        c.put(r, 0, "   " + e["title"] + "   ", "1;" + fg(255) + ";" + bg(25))
        r += 2
        if e["desc"]:
            c.put(r, 0, "  " + e["desc"])
            r += 2
        c.put(r, 0, "  Date:     " + e["date"].strftime("%A, %B %d, %Y"))
        c.put(r + 1, 0, "  Time:     %s - %s" % (hm(e["start"]), hm(e["end"])))
        dur = e["end"] - e["start"]
        c.put(r + 2, 0, "  Duration: " + ("%dh %dm" % divmod(dur, 60) if dur >= 60 else "%dm" % dur))
        r += 3
        if e["notes"]:
            c.put(r + 1, 0, "  Notes:")
            r += 2
            for line in e["notes"].split("\n"):
                c.put(r, 0, "    " + line)
                r += 1
        c.put(r + 1, 0, "  e: edit  Esc/q: back", fg(243))

    def draw():
        c = Canvas()
        m = st["mode"]
        date = (MON + datetime.timedelta(st["col"])).strftime("%a %b %d %Y")
        if m == "month":
            month(c)
            evs = on(st["month"])
            info = "  %d events" % len(evs) if evs else ""
            status(c, "MONTH", " %s  %s%s  h/l: day  j/k: week  H/L: month  Enter: open  c: today  Y: year  M: back  q: quit"
                   % (st["month"].strftime("%B %Y"), st["month"].strftime("%a %b %d"), info))
        elif m == "detail":
            detail(c, st["detail"])
            status(c, "DETAIL", " e: edit  Esc/q: back", "1;" + bg(25) + ";" + fg(255))
        else:
            prompt = m in ("title", "search", "goto_day")
            rows = H - 2 - (1 if prompt else 0)
            week(c, rows)
            pr = H - 2
            if m == "title":
                x = c.put(pr, 0, "Event title: ", "1;" + ACC)
                x = c.put(pr, x, st["buf"])
                c.put(pr, x, "█")
                status(c, "CREATE", " Type title")
            elif m == "create":
                status(c, "CREATE", " %s  %s - %s" % (date, hm(st["cstart"]), hm(st["cend"])))
            elif m == "search":
                x = c.put(pr, 0, "/", "1;" + ACC)
                x = c.put(pr, x, st["q"])
                x = c.put(pr, x, "█")
                if st["matches"]:
                    c.put(pr, x, " (%d matches)" % len(st["matches"]), fg(243))
                status(c, "SEARCH", " %d matches" % len(st["matches"]))
            elif m == "goto_day":
                x = c.put(pr, 0, "Go to day: ", "1;" + ACC)
                x = c.put(pr, x, st["goto"])
                c.put(pr, x, "█")
                status(c, "GOTO DAY", " Type day of month (1-31), Enter: go, Esc: cancel")
            elif m == "recdel":
                status(c, "DELETE", " (o): delete this occurrence  (a): delete all  Esc: cancel",
                       "1;" + bg(236) + ";" + fg(111), st["msg"])
            else:
                status(c, "WEEK", " %s  %s" % (date, hm(st["min"])), msg=st["msg"])
        c.render()

    def find(q):
        res = []
        for i in range(7):
            d = MON + datetime.timedelta(i)
            for e in on(d):
                if q and (q.lower() in e["title"].lower() or q.lower() in e["desc"].lower()):
                    res.append((d, e))
        return res

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x03":
                    break
                m = st["mode"]
                if m == "month":
                    step = {"h": -1, "l": 1, "j": 7, "k": -7, "left": -1, "right": 1, "down": 7, "up": -7}
                    if k in step:
                        st["month"] += datetime.timedelta(step[k])
                    elif k in ("M", "esc", "\r"):
                        st["mode"] = "week"
                    elif k == "q":
                        break
                    continue
                if m == "detail":
                    if k in ("esc", "q"):
                        st["mode"] = "week"
                    continue
                if m == "create":
                    if k in ("j", "down"):
                        st["cend"] += MPR
                    elif k in ("k", "up") and st["cend"] - MPR > st["cstart"]:
                        st["cend"] -= MPR
                    elif k == "\r":
                        st["mode"] = "title"
                        st["buf"] = ""
                    elif k == "esc":
                        st["mode"] = "week"
                    continue
                if m == "title":
                    if k == "esc":
                        st["mode"] = "week"
                    elif k == "\r":
                        events.append({"date": MON + datetime.timedelta(st["col"]), "start": st["cstart"],
                                       "end": st["cend"], "title": st["buf"], "desc": "", "notes": "",
                                       "recur": None})
                        st["mode"] = "week"
                    elif k in ("\x7f", "\x08"):
                        st["buf"] = st["buf"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["buf"] += k
                    continue
                if m == "search":
                    if k == "esc":
                        st["mode"] = "week"
                        st["q"], st["matches"] = "", []
                    elif k == "\r":
                        st["mode"] = "week"
                        if st["matches"]:
                            d, e = st["matches"][0]
                            st["col"] = (d - MON).days
                            st["min"] = e["start"]
                    elif k in ("\x7f", "\x08"):
                        st["q"] = st["q"][:-1]
                        st["matches"] = find(st["q"])
                    elif len(k) == 1 and k.isprintable():
                        st["q"] += k
                        st["matches"] = find(st["q"])
                    continue
                if m == "goto_day":
                    if k == "esc":
                        st["mode"] = "week"
                    elif k == "\r":
                        try:
                            d = TODAY.replace(day=int(st["goto"]))
                            st["col"] = max(0, min(6, (d - MON).days))
                        except ValueError:
                            st["msg"] = "Invalid day"
                        st["mode"] = "week"
                    elif k in ("\x7f", "\x08"):
                        st["goto"] = st["goto"][:-1]
                    elif k.isdigit():
                        st["goto"] += k
                    continue
                if m == "recdel":
                    if k in ("o", "a", "esc"):
                        st["mode"] = "week"
                        st["msg"] = ""
                    continue
                # week
                if k == "d":
                    if st["pending_d"]:
                        st["pending_d"] = False
                        e = at_cursor()
                        if e and e["recur"]:
                            st["mode"] = "recdel"
                            st["msg"] = 'Delete "%s": (o)ne / (a)ll?' % e["title"]
                        elif e:
                            events[:] = [x for x in events if x["title"] != e["title"]]
                            st["msg"] = 'Deleted "%s"' % e["title"]
                    else:
                        st["pending_d"] = True
                    continue
                st["pending_d"] = False
                st["msg"] = ""
                if k in ("q",):
                    break
                elif k in ("h", "left") and st["col"] > 0:
                    st["col"] -= 1
                elif k in ("l", "right") and st["col"] < 6:
                    st["col"] += 1
                elif k in ("j", "down"):
                    st["min"] += MPR
                elif k in ("k", "up") and st["min"] > 0:
                    st["min"] -= MPR
                elif k == "M":
                    st["mode"] = "month"
                    st["month"] = MON + datetime.timedelta(st["col"])
                elif k == "a":
                    st["mode"] = "create"
                    st["cstart"] = st["min"]
                    st["cend"] = st["min"] + MPR
                elif k == "/":
                    st["mode"] = "search"
                    st["q"], st["matches"] = "", []
                elif k == "G":
                    st["mode"] = "goto_day"
                    st["goto"] = ""
                elif k == "\r":
                    e = at_cursor()
                    if e:
                        st["detail"] = e
                        st["mode"] = "detail"
                rows = H - 3
                if st["min"] < st["top"]:
                    st["top"] = st["min"]
                elif st["min"] >= st["top"] + rows * MPR:
                    st["top"] = st["min"] - (rows - 1) * MPR
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- dijo

def dijo():
    days = TODAY.day
    habits = [
        {"name": "walk", "goal": 1, "data": {d: 1 for d in range(1, days) if d % 4 != 0}},
        {"name": "read", "goal": 20, "data": {d: (25 if d % 3 else 12) for d in range(1, days)}},
        {"name": "water", "goal": 8, "data": {**{d: (8 if d % 5 else 6) for d in range(1, days)}, days: 3}},
        {"name": "journal", "goal": 1, "data": {**{d: 1 for d in range(2, days, 2)}, days: 1}},
        {"name": "guitar", "goal": 1, "data": {d: 1 for d in (2, 3, 7, 9, 10, 14, 16)}},
    ]
    st = {"focus": 0, "cursor": TODAY, "week": set(), "cmd": None, "msg": "", "kind": "info"}
    INACT = fg(8)
    REACH = "36"
    TODO = "35"

    def reached(h, d):
        v = h["data"].get(d.day) if d.month == TODAY.month else None
        return v is not None and v >= h["goal"]

    def remaining(h, d):
        v = h["data"].get(d.day, 0) if d.month == TODAY.month else 0
        return max(0, h["goal"] - v)

    def draw():
        c = Canvas()
        rows = (len(habits) + 2) // 3
        height = rows * 8 + 2 + (1 if st["cmd"] is not None else 0)
        top = (H - height) // 2
        now = st["cursor"]
        for idx, h in enumerate(habits):
            y = top + (idx // 3) * 8
            x = (idx % 3) * 27
            focused = idx == st["focus"] and st["cmd"] is None
            today_done = reached(h, TODAY) and now == TODAY
            ns = ("9" if today_done else "") + ("" if focused else (";" if today_done else "") + INACT)
            c.put(y, x, (" " + h["name"][:19] + " "), ns)
            if idx in st["week"]:
                ds = [datetime.date(now.year, now.month, i) for i in range(1, 31)]
                for wi in range(0, len(ds), 7):
                    wk = ds[wi:wi + 7]
                    goal = h["goal"] * len(wk)
                    rem = sum(remaining(h, d) for d in wk)
                    pct = (goal - rem) * 100.0 / goal if goal else 0.0
                    full = 17
                    filled = (goal - rem) * full // goal if goal else 0
                    line = 2 + wi // 7
                    c.put(y + line, x + 4, "─" * full, INACT)
                    c.put(y + line, x + 4, "─" * filled, REACH)
                    this = TODAY in wk
                    c.put(y + line, x, ("%2.0f%% " % pct), "" if this else INACT)
            else:
                i = 0
                while True:
                    try:
                        d = datetime.date(now.year, now.month, i + 1)
                    except ValueError:
                        break
                    cx, cy = x + (i % 7) * 3, y + i // 7 + 2
                    v = h["data"].get(d.day) if d <= TODAY else None
                    cur = d == now and focused
                    if v is not None:
                        style = REACH if reached(h, d) else TODO
                        txt = "·" if h["goal"] == 1 else str(v)
                        if cur:
                            style += ";100"
                        c.put(cy, cx, txt.center(3), style)
                    else:
                        c.put(cy, cx, "·".center(3), INACT + (";100" if cur else ""))
                    i += 1
        rem = sum(remaining(h, TODAY) for h in habits)
        tot = sum(h["goal"] for h in habits)
        mode = "WEEK" if st["focus"] in st["week"] else "DAY"
        sy = top + height - 2 - (1 if st["cmd"] is not None else 0)
        c.put(sy, 0, "Today: %d completed, %d remaining --%s--" % (tot - rem, rem, mode))
        if now == TODAY:
            ts = TODAY.strftime("%d/%b/%y")
        else:
            n = (TODAY - now).days
            ts = "%s (%d day%s ago)" % (now.isoformat(), n, "" if n == 1 else "s")
        c.put(sy, 75 - len(ts), ts)
        ms = {"info": "33", "error": "31", "hint": "37"}[st["kind"]]
        c.put(sy + 1, 0, st["msg"], ms)
        if st["cmd"] is not None:
            cy = sy + 2
            c.put(cy, 0, ":")
            c.put(cy, 1, st["cmd"].ljust(75), "30;47")
            c.put(cy, 1 + len(st["cmd"]), " ", "")
        c.render()

    def run(line):
        words = line.split()
        st["msg"], st["kind"] = "", "info"
        if not words:
            return
        cmd, args = words[0], words[1:]
        helps = {"a": "add <habit-name> [goal]     (alias: a)", "add": "add <habit-name> [goal]     (alias: a)",
                 "d": "delete <habit-name>     (alias: d)", "delete": "delete <habit-name>     (alias: d)",
                 "q": "quit dijo", "quit": "quit dijo",
                 "cmds": "add, add-auto, delete, month-{prev,next}, track-{up,down}, help, quit",
                 "commands": "add, add-auto, delete, month-{prev,next}, track-{up,down}, help, quit"}
        if cmd in ("add", "a"):
            if not args:
                st["msg"], st["kind"] = "Command `%s` requires atleast 1 argument(s)!" % cmd, "error"
                return
            goal = int(args[1]) if len(args) > 1 and args[1].isdigit() else 1
            habits.append({"name": args[0], "goal": goal, "data": {}})
        elif cmd in ("help", "h", "?"):
            st["msg"] = helps.get(args[0], "unknown command or help topic.") if args else "help <command>|commands|keys"
        elif cmd in ("q", "quit", "wq"):
            raise SystemExit
        else:
            st["msg"], st["kind"] = "Invalid command: `%s`" % cmd, "error"

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x03":
                    break
                if st["cmd"] is not None:
                    if k == "\r":
                        line, st["cmd"] = st["cmd"], None
                        try:
                            run(line)
                        except SystemExit:
                            break
                    elif k == "esc":
                        st["cmd"] = None
                    elif k in ("\x7f", "\x08"):
                        st["cmd"] = st["cmd"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                    continue
                if k == ":":
                    st["cmd"] = ""
                elif k in ("l", "right", "\t"):
                    st["focus"] = min(len(habits) - 1, st["focus"] + 1)
                elif k in ("h", "left"):
                    st["focus"] = max(0, st["focus"] - 1)
                elif k in ("j", "down"):
                    st["focus"] = min(len(habits) - 1, st["focus"] + 3)
                elif k in ("k", "up"):
                    st["focus"] = max(0, st["focus"] - 3)
                elif k == "H":
                    st["cursor"] -= datetime.timedelta(1)
                elif k == "L" and st["cursor"] < TODAY:
                    st["cursor"] += datetime.timedelta(1)
                elif k == "K":
                    st["cursor"] -= datetime.timedelta(7)
                elif k == "J" and st["cursor"] + datetime.timedelta(7) <= TODAY:
                    st["cursor"] += datetime.timedelta(7)
                elif k == "v":
                    st["week"] ^= {st["focus"]}
                elif k == "esc":
                    st["week"] = set()
                    st["cursor"] = TODAY
                elif k in ("\r", "n"):
                    h = habits[st["focus"]]
                    d = st["cursor"].day
                    h["data"][d] = h["data"].get(d, 0) + 1
                elif k in ("\x7f", "p"):
                    h = habits[st["focus"]]
                    d = st["cursor"].day
                    if h["data"].get(d, 0) > 0:
                        h["data"][d] -= 1
                elif k == "\x0c":
                    st["msg"] = ""
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- todotxt-machine

TODOS = [
    "(A) Call the landlord about the boiler @phone +home due:2026-11-19",
    "(B) 2026-11-12 File the quarterly VAT return +taxes @desk due:2026-11-30",
    "Buy oat milk and coffee beans @errands",
    "(C) Prune the apple tree +garden @home",
    "Pick up the repaired bike @errands due:2026-11-21",
    "x 2026-11-17 2026-11-10 Renew the car insurance +home",
    "(B) Reply to Ines about the offsite @desk",
    "Order bulbs for the spring beds +garden",
    "x 2026-11-16 Return the library books @errands",
]


def todo_segments(raw, base):
    """The coloured runs of one todo.txt line, as todotxt-machine colours them."""
    if raw.startswith("x "):
        return [(raw, fg(59) + base)]
    segs = []
    words = raw.split(" ")
    for i, w in enumerate(words):
        st = fg(250)
        if i == 0 and len(w) == 3 and w[0] == "(" and w[2] == ")":
            st = fg({"A": 167, "B": 173, "C": 185, "D": 77, "E": 80, "F": 62}.get(w[1], 250))
        elif w.startswith("@"):
            st = fg(39)
        elif w.startswith("+"):
            st = fg(214)
        elif w.startswith("due:"):
            st = fg(161)
        elif len(w) == 10 and w[4] == "-" and w[7] == "-" and i <= 2:
            st = fg(135)
        segs.append((w, st + base))
        if i < len(words) - 1:
            segs.append((" ", fg(250) + base))
    return segs


def wrapped(text, width):
    """urwid's wrapping at blanks: each line's start in text and its words,
    a word longer than the width cut where it reaches the edge."""
    lines, i = [], 0
    while i < len(text):
        while i < len(text) and text[i] == " " and lines:
            i += 1
        if i >= len(text):
            break
        end = i + width
        if end >= len(text):
            lines.append((i, text[i:].rstrip()))
            break
        cut = text.rfind(" ", i, end + 1)
        if cut <= i:
            cut = end
        lines.append((i, text[i:cut].rstrip()))
        i = cut
    return lines


def todotxt(path="todo.txt"):
    real = os.path.realpath(os.path.expanduser(path))
    if not os.path.exists(real):
        with open(real, "w") as f:
            f.write("\n".join(TODOS) + "\n")
    with open(real) as f:
        todos = [l.rstrip("\n") for l in f if l.strip()]
    contexts = sorted({w for t in todos for w in t.split() if w.startswith("@")})
    projects = sorted({w for t in todos for w in t.split() if w.startswith("+")})
    st = {"sel": 0, "filter": False, "help": False, "pane": 0, "fsel": 0, "ticked": set(),
          "search": None, "editing": None}

    def shown():
        if st["search"]:
            return [i for i, t in enumerate(todos) if st["search"].lower() in t.lower()]
        if st["ticked"]:
            return [i for i, t in enumerate(todos) if any(w in st["ticked"] for w in t.split())]
        return list(range(len(todos)))

    def header(c, pw):
        """The header's two columns, counts left and the file's path right,
        each wrapped at its column's width as urwid's Text wraps."""
        pend = sum(1 for t in todos if not t.startswith("x "))
        left = [("%d Todos " % len(todos), fg(39)), (" %d Pending " % pend, fg(228)),
                (" %d Done " % (len(todos) - pend), fg(156))]
        lw = pw // 2
        rw = pw - lw
        text = "  %s " % real
        chunks = []
        while text:
            chunks.append(text[:rw])
            text = text[rw:]
        cells = [(ch, s) for t, s in left for ch in t]
        plain = "".join(ch for ch, _ in cells)
        lines = wrapped(plain, lw)
        rows = max(len(lines), len(chunks))
        for r in range(rows):
            c.fill(r, 0, pw, fg(250) + ";" + bg(235))
        for r, (start, line) in enumerate(lines):
            for j, ch in enumerate(line):
                c.put(r, j, ch, cells[start + j][1] + ";" + bg(235))
        for r, ch in enumerate(chunks):
            c.put(r, lw, ch.rjust(rw), fg(48) + ";" + bg(235))
        return rows

    def draw():
        c = Canvas()
        pw = W
        if st["filter"]:
            pw = W * 2 // 3
        elif st["help"]:
            pw = W * 2 // 5
        hrows = header(c, pw)
        body_top = hrows
        foot = st["search"] is not None
        body_rows = H - body_top - (1 if foot else 0)
        idxs = shown()
        if st["editing"] is not None and st["editing"] not in idxs:
            idxs.append(st["editing"])
        for n, i in enumerate(idxs[:body_rows]):
            r = body_top + n
            focused = n == st["sel"] and st["pane"] == 0 and not st["help"]
            base = (";" + bg(238)) if focused else ""
            if focused:
                c.fill(r, 0, pw, bg(238))
            if st["editing"] == i:
                c.put(r, 0, todos[i][:pw], fg(250) + ";" + bg(238))
                c.cursor = (r, min(len(todos[i]), pw - 1))
                continue
            x = 0
            for t, s in todo_segments(todos[i], base):
                if st["search"] and st["search"].lower() in t.lower():
                    s = fg(222) + ";" + bg(235)
                x = c.put(r, x, t[:max(0, pw - x)], s)
                if x >= pw:
                    break
        if foot:
            r = H - 1
            c.fill(r, 0, pw, fg(39) + ";" + bg(235))
            c.put(r, 0, "/", fg(39) + ";" + bg(235))
            c.put(r, 1, st["search"], fg(39) + ";" + bg(235))
            c.put(r, pw - 16, "< ", fg(250) + ";" + bg(235))
            c.put(r, pw - 14, "C", fg(48) + ";" + bg(235))
            c.put(r, pw - 13, "lear Search >", fg(250) + ";" + bg(235))
            if st["pane"] == 0 and st["sel"] == -1:
                c.cursor = (r, 1 + len(st["search"]))
        if st["filter"]:
            x0 = pw
            pwid = W - pw
            for r in range(H):
                c.fill(r, x0, pwid, bg(248))
            for r in range(3, H):
                c.fill(r, x0 + 2, pwid - 3, bg(238))
            for r in range(1, H - 2):
                c.fill(r, x0 + 1, pwid - 3, bg(240))
            inner = pwid - 5
            ix = x0 + 2
            t = "Contexts & Projects"
            c.put(1, ix + (inner - len(t)) // 2, t, bg(240))
            c.put(2, ix, "─" * inner, bg(240))
            r = 3
            items = [("c", x) for x in contexts] + [None] + [("p", x) for x in projects]
            fi = 0
            for it in items:
                if it is None:
                    c.put(r, ix, "─" * inner, bg(240))
                    r += 1
                    continue
                kind, name = it
                col = 39 if kind == "c" else 214
                focused = st["pane"] == 1 and st["fsel"] == fi
                s = fg(col) + ";" + bg(238 if focused else 240)
                c.put(r, ix, ("[X] " if name in st["ticked"] else "[ ] ") + name, s)
                if focused:
                    c.cursor = (r, ix + 1)
                r += 1
                fi += 1
            c.put(r, ix, "─" * inner, bg(240))
            c.put(r + 1, ix, "< Clear ", bg(240))
            c.put(r + 1, ix + 8, "F", fg(48) + ";" + bg(240))
            c.put(r + 1, ix + 9, "ilters >", bg(240))
        if st["help"]:
            x0 = pw
            hw = W - pw
            c.put(0, x0, "┌" + "─" * (hw - 2) + "┐")
            t = " Key Bindings "
            c.put(0, x0 + (hw - len(t)) // 2, t)
            for r in range(1, H - 1):
                c.put(r, x0, "│")
                c.put(r, x0 + hw - 1, "│")
            c.put(H - 1, x0, "└" + "─" * (hw - 2) + "┘")
            lines = [("", False), ("General", True),
                     ("h, ?         - show / hide this help message", False),
                     ("q            - quit and save", False),
                     ("t            - show / hide toolbar", False),
                     ("w            - toggle word wrap", False),
                     ("b            - toggle borders on todo items", False),
                     ("S            - save current todo file", False),
                     ("R            - reload the todo file (discarding changes)", False),
                     ("", False), ("Movement", True),
                     ("mouse click  - select any todo, checkbox or button", False),
                     ("j, down      - move selection down", False),
                     ("k, up        - move selection up", False),
                     ("g            - move selection to the top item", False),
                     ("G            - move selection to the bottom item", False),
                     ("L, right     - move selection between todos and filter panel", False),
                     ("H, left", False),
                     ("tab          - toggle focus between todos, filter panel, and toolbar", False),
                     ("", False), ("Manipulating Todo Items", True),
                     ("x            - complete / un-complete selected todo item", False)]
            inner = hw - 4
            r = 1
            for text, head in lines:
                for _, part in (wrapped(text, inner) or [(0, "")]):
                    if r >= H - 1:
                        break
                    c.put(r, x0 + 2, part, bg(238) if head else "")
                    r += 1
        c.render()

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k in ("\x03", "q") and st["editing"] is None and not (st["search"] is not None and st["sel"] == -1):
                    break
                idxs = shown()
                if st["editing"] is not None:
                    i = st["editing"]
                    if k == "\r":
                        st["editing"] = None
                        if not todos[i]:
                            del todos[i]
                    elif k in ("\x7f", "\x08"):
                        todos[i] = todos[i][:-1]
                    elif len(k) == 1 and k.isprintable():
                        todos[i] += k
                    continue
                if st["search"] is not None and st["sel"] == -1:
                    if k == "\r":
                        st["sel"] = 0
                    elif k in ("\x7f", "\x08"):
                        st["search"] = st["search"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["search"] += k
                    continue
                if st["pane"] == 1:
                    n = len(contexts) + len(projects)
                    names = contexts + projects
                    if k in ("j", "down") and st["fsel"] < n - 1:
                        st["fsel"] += 1
                    elif k in ("k", "up") and st["fsel"] > 0:
                        st["fsel"] -= 1
                    elif k in (" ", "\r"):
                        st["ticked"] ^= {names[st["fsel"]]}
                        st["sel"] = 0
                    elif k == "\t":
                        st["pane"] = 0
                    elif k == "f":
                        st["filter"] = False
                        st["pane"] = 0
                    continue
                if k in ("j", "down") and st["sel"] < len(idxs) - 1:
                    st["sel"] += 1
                elif k in ("k", "up") and st["sel"] > 0:
                    st["sel"] -= 1
                elif k == "g":
                    st["sel"] = 0
                elif k == "G":
                    st["sel"] = len(idxs) - 1
                elif k in ("h", "?"):
                    st["help"] = not st["help"]
                    st["filter"] = False
                elif k == "f":
                    st["filter"] = not st["filter"]
                    st["help"] = False
                elif k == "\t" and st["filter"]:
                    st["pane"] = 1
                elif k == "/":
                    st["search"] = ""
                    st["sel"] = -1
                elif k == "C":
                    st["search"] = None
                    st["sel"] = 0
                elif k == "x" and idxs:
                    i = idxs[st["sel"]]
                    t = todos[i]
                    todos[i] = t[2:].split(" ", 1)[1] if t.startswith("x ") else "x 2026-11-18 " + t
                elif k == "n":
                    todos.append("")
                    st["editing"] = len(todos) - 1
                    st["sel"] = len(shown())
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- note-tui

NOTES = [
    ("boiler-service.md", "# Boiler service\n\nThe engineer comes on **Thursday 19 November** between 8 and 12.\n\n"
     "## Before the visit\n\n* Clear the cupboard under the stairs\n* Find the last service report\n"
     "* Note the pressure reading (it was 0.8 bar on Monday)\n\n## Questions\n\n"
     "1. Is the expansion vessel still under warranty?\n2. Should the radiators be bled every autumn?\n"
     "3. What does the amber light mean?\n\n## After\n\nPay by card, ask for the invoice by email.\n"
     "Book next year's visit before leaving.\n", "2026-11-12 08:41:09", "2026-11-17 21:05:44"),
    ("reading-list.md", "# Reading list\n\n* The Dispossessed\n* A Psalm for the Wild-Built\n* Piranesi\n",
     "2026-10-02 19:20:11", "2026-11-09 22:13:50"),
    ("garden-plan.md", "# Garden plan\n\nPrune the apple tree in December.\nOrder bulbs for the spring beds.\n",
     "2026-09-14 10:02:37", "2026-11-01 16:48:03"),
    ("offsite-agenda.md", "# Offsite agenda\n\n1. Roadmap review\n2. Hiring plan\n3. Dinner at 19:00\n",
     "2026-11-05 09:15:00", "2026-11-16 18:30:27"),
    ("recipes.md", "# Recipes\n\n## Dal\n\nRed lentils, cumin, turmeric, garlic, lemon.\n",
     "2026-08-21 12:00:45", "2026-10-30 20:41:12"),
]
TRASHED = [
    ("old-wifi-passwords.md", "# Old wifi notes\n\nThe router was replaced in October.\n",
     "2026-03-02 11:11:11", "2026-10-12 09:00:00", "2026-11-15 17:02:33"),
    ("black-friday.md", "# Black Friday\n\nNothing needed.\n",
     "2026-11-01 08:00:00", "2026-11-02 08:10:00", "2026-11-10 12:30:00"),
]


def render_md(text, width):
    """marked-terminal's look, roughly: headings magenta and bold, bullets
    kept, emphasis bold; lines wrapped at the pane's width."""
    lines = []
    for raw in text.split("\n"):
        style = ""
        line = raw
        if raw.startswith("# "):
            style, line = "1;35", "# " + raw[2:]
        elif raw.startswith("## "):
            style, line = "1;32", "## " + raw[3:]
        elif raw.startswith("* "):
            line = "    * " + raw[2:]
        elif raw[:2] in ("1.", "2.", "3.", "4.") and raw[2:3] == " ":
            line = "    " + raw
        line = line.replace("**", "")
        while len(line) > width:
            cut = line.rfind(" ", 0, width)
            if cut <= 0:
                cut = width
            lines.append((line[:cut], style))
            line = "      " + line[cut:].lstrip() if line.startswith("    ") else line[cut:].lstrip()
        lines.append((line, style))
    return lines


def notetui():
    st = {"mode": "idle", "sel": 0, "pane": "list", "scroll": 0, "label": None, "trash": False}
    notes = [list(n) for n in NOTES]
    trash = [list(n) for n in TRASHED]
    KEYS = {
        "idle": [("↓/j", "down", None), ("↑/k", "up", None), ("←/h", "focus note", None),
                 ("→/l", "focus preview", None), ("tab", "toggle focus", None), ("<C-d>", "scroll down", None),
                 ("<C-u>", "scroll up", None), ("g", "go top", None), ("G", "go bottom", None),
                 ("e/enter", "edit", "list"), ("n", "create note", "list"), ("d", "archived", "list"),
                 ("t", "open trash view", "list"), ("q/<C-c>", "exit", None)],
        "create": [("enter", "confirm create", None)],
        "archived": [("y/enter", "confirm", None), ("n/esc", "cancel", None)],
        "trash": [("↓/j", "down", None), ("↑/k", "up", None), ("<C-d>", "scroll down", None),
                  ("<C-u>", "scroll up", None), ("g", "go top", None), ("G", "go bottom", None),
                  ("r", "restore note", "list"), ("d", "delete note", "list"), ("q/esc", "back to note", None)],
        "delete": [("y/enter", "confirm", None), ("n/esc", "cancel", None)],
    }

    def label(n):
        first = n[1].split("\n")[0]
        lab = first.lstrip("#").strip()
        return lab or n[0][:-3]

    def hints():
        keys = [k for k in KEYS[st["mode"]] if k[2] is None or k[2] == st["pane"]]
        parts = []
        for i, (k, lab, _) in enumerate(keys):
            parts.append("%s: %s%s " % (k, lab, "" if i == len(KEYS[st["mode"]]) - 1 else ","))
        line, rows = " ", []
        for p in parts:
            if len(line) + len(p) > W - 1 and line.strip():
                rows.append(line)
                line = " "
            line += p
        rows.append(line)
        return rows

    def frame():
        """The frame as Ink lays it out at the terminal's size: the root box
        as high as the terminal, the hints' rows under the two boxes, the
        boxes shrunk to what is left (the note's text shrinking first)."""
        lst = trash if st["mode"] in ("trash", "delete") else notes
        lw = W * 30 // 100
        pw = W - lw
        hint_rows = hints()
        inner_h = H - len(hint_rows) - 2
        cur = lst[st["sel"]] if lst and 0 <= st["sel"] < len(lst) else None
        meta = []
        if cur:
            # a row of texts a blank apart, shrunk in proportion to their
            # widths where they do not fit, each wrapped at its own width
            texts = [" Created: %s" % cur[2], "|", "Updated: %s" % cur[3]]
            if len(cur) > 4:
                texts += ["|", "Deleted: %s" % cur[4]]
            room = pw - 2 - (len(texts) - 1)
            need = sum(len(t) for t in texts)
            widths = [len(t) for t in texts]
            if need > room:
                words = [len(t) for t in texts if t != "|"]
                over = need - room
                widths = [1 if t == "|" else len(t) - over * len(t) // sum(words) for t in texts]
                while sum(widths) > room:
                    widths[widths.index(max(widths))] -= 1
            cols = []
            for t, w in zip(texts, widths):
                cols.append(([ln for _, ln in wrapped(t, w)] if t != "|" else ["|"], w))
            nrows = max(len(ls) for ls, _ in cols)
            for r in range(nrows):
                line = ""
                for ls, w in cols:
                    line += (ls[r] if r < len(ls) else "").ljust(w) + " "
                meta.append(line[:pw - 2])
        ph = inner_h - len(meta)
        body = render_md(cur[1], pw - 2) if cur else []
        body = body[st["scroll"]:st["scroll"] + ph]
        lbor = "32" if st["pane"] == "list" else ""
        pbor = "31" if st["pane"] == "preview" else ""
        rows = []
        rows.append([("╭" + "─" * (lw - 2) + "╮", lbor), ("╭" + "─" * (pw - 2) + "╮", pbor)])
        litems = []
        for i, n in enumerate(lst):
            lab = label(n)
            if i == st["sel"] and st["mode"] == "archived":
                lab = "Confirm archived ? (y/n)"
            elif i == st["sel"] and st["mode"] == "delete":
                lab = "Confirm delete ? (y/n)"
            txt = (" %d. %s" % (i + 1, lab))
            if len(txt) > lw - 3:
                txt = txt[:lw - 4] + "…"
            sel = i == st["sel"] and st["mode"] != "create"
            litems.append((txt + " ", "41" if sel else ""))
        if st["mode"] == "create":
            litems.append(("create", st["label"]))
        for r in range(inner_h):
            row = [("│", lbor)]
            if r < len(litems):
                t, s = litems[r]
                if t == "create":
                    pre = " %d. " % (len(lst) + 1)
                    if s:
                        row.append((pre + s, "41"))
                        row.append((" ", "7;41"))
                        row.append((" " * (lw - 2 - len(pre) - len(s) - 1), "41"))
                    else:
                        row.append((pre, "41"))
                        row.append(("N", "7;41"))
                        row.append(("ew Note", "90;41"))
                        row.append((" " * (lw - 2 - len(pre) - 8), "41"))
                else:
                    row.append((t.ljust(lw - 2), s))
            else:
                row.append((" " * (lw - 2), ""))
            row.append(("│", lbor))
            row.append(("│", pbor))
            if r < len(body):
                t, s = body[r]
                row.append((t.ljust(pw - 2)[:pw - 2], s))
            elif r >= inner_h - len(meta) and cur:
                row.append((meta[r - (inner_h - len(meta))].ljust(pw - 2), "100"))
            else:
                row.append((" " * (pw - 2), ""))
            row.append(("│", pbor))
            rows.append(row)
        rows.append([("╰" + "─" * (lw - 2) + "╯", lbor), ("╰" + "─" * (pw - 2) + "╯", pbor)])
        for hr in hint_rows:
            rows.append([(hr, "90")])
        return rows

    def draw():
        rows = frame()
        s = [ESC + "[2J" + ESC + "[3J" + ESC + "[H"]
        for i, row in enumerate(rows):
            for t, st_ in row:
                s.append(ESC + "[0" + (";" + st_ if st_ else "") + "m" + t)
            s.append(ESC + "[0m")
            if i < len(rows) - 1:
                s.append("\r\n")
        out("".join(s))

    last_sel = [0]
    out(ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                if st["sel"] != last_sel[0]:
                    st["scroll"] = 0
                    last_sel[0] = st["sel"]
                    draw()
                k = readkey()
                if k == "\x03":
                    break
                m = st["mode"]
                lst = trash if m in ("trash", "delete") else notes
                if m == "create":
                    if k == "\r":
                        name = st["label"] or "New Note"
                        notes.append([name.lower().replace(" ", "-") + ".md", "# " + name + "\n",
                                      "2026-11-18 09:00:00", "2026-11-18 09:00:00"])
                        st["mode"], st["label"] = "idle", None
                        st["sel"] = len(notes) - 1
                    elif k == "esc":
                        st["mode"], st["label"] = "idle", None
                    elif k in ("\x7f", "\x08"):
                        st["label"] = st["label"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["label"] += k
                    continue
                if m in ("archived", "delete"):
                    if k in ("y", "\r"):
                        if m == "archived":
                            n = notes.pop(st["sel"])
                            trash.insert(0, n + ["2026-11-18 09:00:00"])
                            st["mode"] = "idle"
                        else:
                            trash.pop(st["sel"])
                            st["mode"] = "trash"
                        st["sel"] = 0
                    elif k in ("n", "esc"):
                        st["mode"] = "idle" if m == "archived" else "trash"
                    continue
                if k in ("j", "down"):
                    if st["pane"] == "preview":
                        st["scroll"] += 1
                    else:
                        st["sel"] = (st["sel"] + 1) % len(lst)
                        st["scroll"] = 0
                elif k in ("k", "up"):
                    if st["pane"] == "preview":
                        st["scroll"] = max(0, st["scroll"] - 1)
                    else:
                        st["sel"] = (st["sel"] - 1) % len(lst)
                        st["scroll"] = 0
                elif k == "\x04":
                    if st["pane"] == "preview":
                        st["scroll"] += 5
                    else:
                        st["sel"] = min(len(lst) - 1, st["sel"] + 5)
                elif k == "\x15":
                    if st["pane"] == "preview":
                        st["scroll"] = max(0, st["scroll"] - 5)
                    else:
                        st["sel"] = max(0, st["sel"] - 5)
                elif k in ("\t",):
                    st["pane"] = "preview" if st["pane"] == "list" else "list"
                elif k in ("l", "right"):
                    st["pane"] = "preview"
                elif k in ("h", "left"):
                    st["pane"] = "list"
                elif m == "trash":
                    if k in ("q", "esc"):
                        st["mode"], st["sel"] = "idle", 0
                    elif k == "d" and st["pane"] == "list" and trash:
                        st["mode"] = "delete"
                    elif k == "r" and st["pane"] == "list" and trash:
                        notes.append(trash.pop(st["sel"])[:4])
                        st["sel"] = 0
                    continue
                elif k == "q":
                    break
                elif st["pane"] == "list" and k == "n":
                    st["mode"], st["label"] = "create", ""
                    st["sel"] = len(notes) - 1
                elif st["pane"] == "list" and k == "d":
                    st["mode"] = "archived"
                elif st["pane"] == "list" and k == "t":
                    st["mode"], st["sel"] = "trash", 0
        finally:
            out(ESC + "[0m" + ESC + "[?25h\r\n")


TOOLS = {"vimalender": vimalender, "dijo": dijo, "todotxt": todotxt, "notetui": notetui}

if __name__ == "__main__":
    TOOLS[sys.argv[1]](*sys.argv[2:])
