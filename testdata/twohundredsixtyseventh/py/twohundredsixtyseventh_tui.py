"""One full-screen terminal program imitated, named by the first argument:
a fixture of agentty's twohundredsixtyseventh set, whose screens were
never used to tune the mode classifier. Each draws what a Rust or Go
full-screen program of today that cannot run here draws (its panes,
boxes, tables, graphs, status rows and key bars, its colours, reverse
video, cursor, the alternate screen) at its moments: a Redis browser
(tview), a Kafka browser (ratatui), a watch command that keeps its
history, a network monitor (ratatui) and a Git history graph (tui-rs),
each with its lists moved, its own viewers, help windows, filter line or
picker opened over it. Keys are read one at a time, raw, not echoed.
Runs with Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)
UP = (curses.KEY_UP, ord("k"))
DOWN = (curses.KEY_DOWN, ord("j"))

(DEF, YEL, CYAN, GREEN, RED, MAG, BLUE, BW, WB, GREY, YB, BC, RW, BG) = range(1, 15)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    curses.init_pair(DEF, curses.COLOR_WHITE, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(GREY, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(YB, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(BC, curses.COLOR_BLUE, bg)
    curses.init_pair(RW, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(BG, curses.COLOR_BLACK, curses.COLOR_GREEN)


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def fill(scr, y, x, w, attr):
    put(scr, y, x, " " * w, attr)


def box(scr, y, x, h, w, title="", attr=0, title_attr=None, double=False, rounded=False, clear=True):
    if double:
        tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
    elif rounded:
        tl, tr, bl, br, hz, vt = "╭", "╮", "╰", "╯", "─", "│"
    else:
        tl, tr, bl, br, hz, vt = "┌", "┐", "└", "┘", "─", "│"
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt, attr)
        if clear:
            put(scr, y + i, x + 1, " " * (w - 2))
        put(scr, y + i, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 1, title, attr if title_attr is None else title_attr)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k):
    """Applies key k to the line buf; returns it."""
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127:
        return buf + chr(k)
    return buf


# ---------------------------------------------------------------- redis-tui

REDIS_KEYS = [
    ("session:8f2c9a", "string", "3412", ['{"user_id":1001,"cart":["sku-2231","sku-0907"],', ' "locale":"en-GB","csrf":"c0a9e1"}']),
    ("session:b71e04", "string", "1187", ['{"user_id":1002,"cart":[],"locale":"de-DE",', ' "csrf":"77d2b0"}']),
    ("user:1001", "hash", "-1", ["name        Ada Byrne", "email       ada@tally.test", "plan        team",
                                 "created_at  2026-03-14T09:12:44Z", "last_login  2026-11-28T06:31:02Z"]),
    ("user:1002", "hash", "-1", ["name        Ivo Petrov", "email       ivo@tally.test", "plan        free",
                                "created_at  2026-06-02T17:40:09Z"]),
    ("queue:mail", "list", "-1", ["0) welcome:1002", "1) receipt:88412", "2) reset:1001"]),
    ("leaderboard:weekly", "zset", "86400", ["1) ada      4410", "2) ivo      3975", "3) mira     2210"]),
    ("tags:golang", "set", "-1", ["1) tview", "2) cobra", "3) bubbles"]),
    ("config:feature_flags", "string", "-1", ['{"new_checkout":true,"dark_mode":false}']),
    ("rate:203.0.113.7", "string", "42", ["17"]),
]

REDIS_CMDS = ["HDEL", "HEXISTS", "HGET", "HGETALL", "HINCRBY", "HKEYS", "HLEN", "HMGET", "HSET", "HVALS"]


def redistui(scr):
    """mylxsw's redis-tui (tview): Search and Keys on the left, Meta Info
    and Value on the right, Output and Command across the foot; the
    focused box drawn with double lines. Tab cycles the focus; the
    Command box runs a command, its output shown in Output."""
    sel = 0
    focus = "keys"
    search = "*"
    cmd = ""
    output = ["[06:48:02] connected to 127.0.0.1:6379, db 0",
              "[06:48:02] KEYS * (9 keys)"]
    order = ["search", "keys", "value", "output", "command"]
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        lw = 28
        rw = w - lw

        def frame(name, y, x, bh, bw, title):
            f = focus == name
            box(scr, y, x, bh, bw, title, cp(CYAN) if f else cp(DEF), double=f)

        frame("search", 0, 0, 3, lw, " Search ")
        fill(scr, 1, 1, lw - 2, cp(WB))
        put(scr, 1, 1, search, cp(WB))
        box(scr, 0, lw, 3, rw, " Meta Info ")
        k = REDIS_KEYS[sel]
        put(scr, 1, lw + 1, "Key: %s  Type: %s  TTL: %s" % (k[0], k[1], k[2]), cp(YEL))
        frame("keys", 3, 0, 12, lw, " Keys (%d) " % len(REDIS_KEYS))
        for i, rk in enumerate(REDIS_KEYS[:10]):
            a = cp(BW) if i == sel else 0
            if i == sel:
                fill(scr, 4 + i, 1, lw - 2, a)
            put(scr, 4 + i, 1, rk[0][: lw - 2], a)
        frame("value", 3, lw, 12, rw, " Value ")
        for i, line in enumerate(k[3][:10]):
            put(scr, 4 + i, lw + 1, line[: rw - 2])
        frame("output", 15, 0, 5, w, " Output ")
        for i, line in enumerate(output[-3:]):
            put(scr, 16 + i, 1, line[: w - 2])
        frame("command", 20, 0, 3, w, " Command ")
        fill(scr, 21, 1, w - 2, cp(WB))
        put(scr, 21, 1, cmd, cp(WB))
        put(scr, h - 1, 0, " Tab: next panel  Shift+Tab: previous  Enter: run  ↑/↓: history  Ctrl+C: quit", cp(CYAN))
        cur = None
        if focus == "search":
            cur = (1, 1 + len(search))
        elif focus == "command":
            cur = (21, 1 + len(cmd))
            word = cmd.upper()
            if word and " " not in word:
                hits = [c for c in REDIS_CMDS if c.startswith(word)]
                for i, c in enumerate(hits[:5]):
                    y = 20 - len(hits[:5]) + i
                    fill(scr, y, 1, 14, cp(BW) if i == 0 else cp(GREY))
                    put(scr, y, 1, c, cp(BW) if i == 0 else cp(GREY))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        c = scr.getch()
        if c == 3:
            return
        if c == TAB:
            focus = order[(order.index(focus) + 1) % len(order)]
            continue
        if c == curses.KEY_BTAB:
            focus = order[(order.index(focus) - 1) % len(order)]
            continue
        if focus == "keys":
            if c in (curses.KEY_DOWN,) and sel < len(REDIS_KEYS) - 1:
                sel += 1
            elif c in (curses.KEY_UP,) and sel > 0:
                sel -= 1
        elif focus == "search":
            search = edit(search, c)
        elif focus == "command":
            if c in ENTER and cmd.strip():
                output.append("[06:48:40] > " + cmd)
                if cmd.upper().startswith("HGETALL USER:1001"):
                    output.append('1) "name" 2) "Ada Byrne" 3) "email" 4) "ada@tally.test" 5) "plan" 6) "team"')
                    output.append('7) "created_at" 8) "2026-03-14T09:12:44Z" 9) "last_login" 10) "2026-11-28T06:31:02Z"')
                else:
                    output.append("(nil)")
                cmd = ""
            else:
                cmd = edit(cmd, c)


# ---------------------------------------------------------------- yozefu

TOPICS = ["patisserie-delights", "public-french-addresses", "salesforce-accounts",
          "system-metrics", "user-signups"]

ADDRESSES = [
    ("2026-11-28 06:41:07", 0, 18342, "FR-75011-0042", '{"street":"12 rue Oberkampf"'),
    ("2026-11-28 06:41:07", 2, 18117, "FR-69003-0310", '{"street":"4 cours Gambetta"'),
    ("2026-11-28 06:41:06", 1, 18290, "FR-13006-0877", '{"street":"88 rue Paradis"'),
    ("2026-11-28 06:41:06", 0, 18341, "FR-33000-0019", '{"street":"3 place Pey Berland"'),
    ("2026-11-28 06:41:05", 2, 18116, "FR-31000-0154", '{"street":"27 rue d\'Alsace"'),
    ("2026-11-28 06:41:05", 1, 18289, "FR-59000-0402", '{"street":"9 rue Faidherbe"'),
    ("2026-11-28 06:41:04", 0, 18340, "FR-67000-0066", '{"street":"15 quai Kellermann"'),
    ("2026-11-28 06:41:04", 2, 18115, "FR-44000-0231", '{"street":"6 rue Crebillon"'),
    ("2026-11-28 06:41:03", 1, 18288, "FR-06000-0500", '{"street":"41 avenue Jean Medecin"'),
    ("2026-11-28 06:41:03", 0, 18339, "FR-35000-0073", '{"street":"2 rue Saint-Malo"'),
    ("2026-11-28 06:41:02", 2, 18114, "FR-34000-0188", '{"street":"18 rue Foch"'),
    ("2026-11-28 06:41:02", 1, 18287, "FR-21000-0027", '{"street":"5 rue des Forges"'),
]

RECORD_VALUE = [
    "{",
    '  "street": "12 rue Oberkampf",',
    '  "postcode": "75011",',
    '  "city": "Paris",',
    '  "department": {',
    '    "code": "75",',
    '    "name": "Paris"',
    "  },",
    '  "region": "Ile-de-France",',
    '  "location": {',
    '    "lat": 48.8649,',
    '    "lon": 2.3753',
    "  },",
    '  "source": "BAN",',
    '  "certified": true,',
    '  "updated_at": "2026-11-28T06:41:07.214Z",',
    '  "housenumber": "12",',
    '  "district": "11e Arrondissement",',
    '  "insee": "75111",',
    '  "score": 0.97',
    "}",
]


def yozefu(scr):
    """MAIF's yozefu (ratatui): a Search block over Topics beside Records
    and a key bar; Space selects a topic and its records are read, Enter
    opens the highlighted record, ? shows the help."""
    tsel = 0
    chosen = set()
    focus = "topics"
    rsel = 0
    view = "main"
    top = 0
    helpbox = False
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " yozefu ", cp(BG) | curses.A_BOLD)
        put(scr, 0, 9, " cluster: localhost ", cp(GREEN))
        put(scr, 0, w - 24, "localhost:9092  0.0.19 ", cp(GREY))
        if view == "record":
            t, p, o, key, _ = ADDRESSES[rsel]
            box(scr, 1, 0, h - 2, w, " Record ", cp(CYAN), rounded=True)
            meta = [("Topic", "public-french-addresses"), ("Partition", str(p)), ("Offset", str(o)),
                    ("Timestamp", t + ".214"), ("Key", key), ("Headers", "source=ban-import, schema=v3")]
            for i, (a, b) in enumerate(meta):
                put(scr, 2 + i, 2, "%-10s" % a, cp(YEL) | curses.A_BOLD)
                put(scr, 2 + i, 13, b)
            put(scr, 8, 2, "Value", cp(YEL) | curses.A_BOLD)
            rows = h - 2 - 10
            for i, line in enumerate(RECORD_VALUE[top: top + rows]):
                put(scr, 9 + i, 4, line, cp(GREEN) if ":" in line else 0)
            last = min(len(RECORD_VALUE), top + rows)
            put(scr, h - 2, w - 14, " %d-%d/%d " % (top + 1, last, len(RECORD_VALUE)), cp(CYAN))
            put(scr, h - 1, 0, " [↑↓] scroll  [c] copy  [e] export  [o] open in editor  [Esc] back ", cp(GREY))
        else:
            box(scr, 1, 0, 3, w, " Search ", cp(DEF), rounded=True)
            put(scr, 2, 2, "from end - 50", cp(YEL))
            lw = 27
            tf = focus == "topics"
            box(scr, 4, 0, h - 5, lw, " Topics %d/%d " % (len(chosen), len(TOPICS)),
                cp(CYAN) | curses.A_BOLD if tf else cp(DEF), rounded=True)
            for i, t in enumerate(TOPICS):
                mark = "✓ " if i in chosen else "  "
                a = cp(BW) if (i == tsel and tf) else (curses.A_BOLD if i == tsel else 0)
                if i == tsel and tf:
                    fill(scr, 5 + i, 1, lw - 2, a)
                put(scr, 5 + i, 1, mark, cp(GREEN) | a)
                put(scr, 5 + i, 3, t[: lw - 4], a)
            rf = focus == "records"
            recs = ADDRESSES if chosen else []
            box(scr, 4, lw, h - 5, w - lw, " Records %d " % len(recs),
                cp(CYAN) | curses.A_BOLD if rf else cp(DEF), rounded=True)
            if recs:
                put(scr, 5, lw + 2, "Timestamp           P  Offset Key           Value", curses.A_BOLD)
                for i, (t, p, o, key, v) in enumerate(recs[: h - 8]):
                    a = cp(BW) if (i == rsel and rf) else 0
                    line = "%s %d %6d %-13s %s" % (t[5:], p, o, key, v)
                    if a:
                        fill(scr, 6 + i, lw + 1, w - lw - 2, a)
                    put(scr, 6 + i, lw + 2, line[: w - lw - 3], a)
            else:
                put(scr, 6, lw + 2, "Select a topic with <Space>", cp(GREY) if False else curses.A_DIM)
            put(scr, h - 1, 0, " [Space] select  [Tab] next  [/] search  [Enter] open  [?] help  [Esc] quit ", cp(GREY))
            if helpbox:
                pw, ph = 52, 15
                py, px = 4, (w - pw) // 2
                box(scr, py, px, ph, pw, " Help ", cp(YEL) | curses.A_BOLD, rounded=True)
                rows = [("/", "Focus the search input"), ("Tab", "Next panel"), ("Space", "Select or unselect a topic"),
                        ("Enter", "Open the selected record"), ("c", "Copy the record to the clipboard"),
                        ("e", "Export the record to a file"), ("o", "Open the record in your editor"),
                        ("[ / ]", "Previous / next record"), ("Ctrl+O", "Hide or show the topics"),
                        ("?", "Show or hide this help"), ("Esc", "Close / quit")]
                for i, (a, b) in enumerate(rows):
                    put(scr, py + 2 + i, px + 3, "%-8s" % a, cp(CYAN) | curses.A_BOLD)
                    put(scr, py + 2 + i, px + 12, b)
        scr.refresh()
        c = scr.getch()
        if c == 3:
            return
        if helpbox:
            if c in (ord("?"), ESC):
                helpbox = False
            continue
        if view == "record":
            if c == ESC:
                view = "main"
                top = 0
            elif c in DOWN and top < len(RECORD_VALUE) - 1:
                top += 1
            elif c in UP and top > 0:
                top -= 1
            continue
        if c == ord("?"):
            helpbox = True
        elif c == ESC:
            return
        elif c == TAB:
            focus = "records" if focus == "topics" and chosen else "topics"
        elif focus == "topics":
            if c in DOWN and tsel < len(TOPICS) - 1:
                tsel += 1
            elif c in UP and tsel > 0:
                tsel -= 1
            elif c == ord(" "):
                chosen ^= {tsel}
                if chosen:
                    focus = "records"
                    rsel = 0
        elif focus == "records":
            if c in DOWN and rsel < len(ADDRESSES) - 1:
                rsel += 1
            elif c in UP and rsel > 0:
                rsel -= 1
            elif c in ENTER:
                view = "record"


# ---------------------------------------------------------------- hwatch

PODS = [
    [("cart-7d9f6-2xkqp", "1/1", "Running", "0", "3h12m"),
     ("cart-7d9f6-q8v4n", "1/1", "Running", "0", "3h12m"),
     ("checkout-5c6b9-hw2mz", "1/1", "Running", "2", "41m"),
     ("mailer-6f8d5-tl9rx", "0/1", "Pending", "0", "8s"),
     ("search-84b7c-zp5jc", "1/1", "Running", "0", "1d2h")],
    [("cart-7d9f6-2xkqp", "1/1", "Running", "0", "3h9m"),
     ("cart-7d9f6-q8v4n", "1/1", "Running", "0", "3h9m"),
     ("checkout-5c6b9-hw2mz", "1/1", "Running", "2", "38m"),
     ("mailer-6f8d5-8m2wd", "0/1", "OOMKilled", "4", "6m"),
     ("search-84b7c-zp5jc", "1/1", "Running", "0", "1d2h")],
    [("cart-7d9f6-2xkqp", "1/1", "Running", "0", "3h6m"),
     ("cart-7d9f6-q8v4n", "1/1", "Running", "0", "3h6m"),
     ("checkout-5c6b9-hw2mz", "1/1", "Running", "2", "35m"),
     ("mailer-6f8d5-8m2wd", "0/1", "Error", "3", "3m"),
     ("search-84b7c-zp5jc", "1/1", "Running", "0", "1d2h")],
]


def pods(rows):
    """kubectl's table of rows, its columns as wide as their widest cell."""
    rows = [("NAME", "READY", "STATUS", "RESTARTS", "AGE")] + list(rows)
    ws = [max(len(r[i]) for r in rows) for i in range(5)]
    return ["   ".join(c.ljust(ws[i]) for i, c in enumerate(r)).rstrip() for r in rows]


HISTORY = ["latest", "2026-11-28 06:44:42", "2026-11-28 06:41:42"]
DIFFS = ["None", "Watch", "Line", "Word"]


def hwatch(scr):
    """blacknon's hwatch, run as `hwatch -n 30 kubectl get pods -n shop`:
    a header of its interval, command and time over the command's output
    beside its History pane, the help banner at the foot; d switches the
    diff mode, Tab the pane, h shows the help window."""
    hsel = 0
    focus = "watch"
    diff = 0
    helpwin = False
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        hw = 20
        put(scr, 0, 0, "Every 30.000s: kubectl get pods -n shop", curses.A_BOLD)
        right = "relay-ops  2026-11-28 06:47:42"
        put(scr, 0, w - len(right) - 1, right, curses.A_BOLD)
        status = "[Color:False] [Output:Output] [Diff:%s] [Num:False]" % DIFFS[diff]
        put(scr, 1, 0, status[: w - hw - 1], cp(GREEN) if diff else cp(DEF))
        put(scr, 1, w - hw, "History", curses.A_BOLD | (cp(YEL) if focus == "history" else 0))
        put(scr, 2, 0, "─" * w, cp(GREY) if False else curses.A_DIM)
        out = pods(PODS[hsel])
        prev = pods(PODS[hsel + 1]) if hsel + 1 < len(PODS) else None
        for i, line in enumerate(out):
            if diff and prev is not None and i < len(prev) and line != prev[i]:
                if DIFFS[diff] == "Line":
                    put(scr, 3 + i, 0, line[: w - hw - 2], cp(YB))
                else:
                    put(scr, 3 + i, 0, line[: w - hw - 2])
                    for j, ch in enumerate(line[: w - hw - 2]):
                        if j >= len(prev[i]) or prev[i][j] != ch:
                            put(scr, 3 + i, j, ch, curses.A_REVERSE | cp(YEL))
            else:
                put(scr, 3 + i, 0, line[: w - hw - 2])
        for y in range(3, h - 1):
            put(scr, y, w - hw - 1, "│", curses.A_DIM)
        for i, t in enumerate(HISTORY):
            a = 0
            if i == hsel:
                a = cp(BG) if focus == "history" else curses.A_REVERSE
            fill(scr, 3 + i, w - hw, hw, a)
            put(scr, 3 + i, w - hw + 1, t, a)
        banner = " Display help with h key! "
        put(scr, h - 1, w - len(banner) - 1, banner, cp(BW))
        if helpwin:
            pw, ph = 54, 19
            py, px = 2, (w - pw) // 2
            box(scr, py, px, ph, pw, " help ", cp(DEF))
            rows = [("h", "toggle this help window"), ("q", "exit hwatch"), ("c", "toggle color mode"),
                    ("n", "toggle line number"), ("r", "toggle reverse mode"), ("d", "switch diff mode"),
                    ("0", "disable diff"), ("1", "switch Watch type diff"), ("2", "switch Line type diff"),
                    ("3", "switch Word type diff"), ("o", "switch output mode"), ("t", "toggle ui (history pane & header)"),
                    ("Tab", "toggle current pane"), ("/", "filter by keyword"), ("*", "filter by regex"),
                    ("Esc", "unfiltering")]
            for i, (a, b) in enumerate(rows):
                put(scr, py + 1 + i, px + 2, "%-5s" % a, cp(YEL) | curses.A_BOLD)
                put(scr, py + 1 + i, px + 8, ": " + b)
        scr.refresh()
        c = scr.getch()
        if c in (3, ord("q")):
            return
        if helpwin:
            if c in (ord("h"), ESC):
                helpwin = False
            continue
        if c == ord("h"):
            helpwin = True
        elif c == ord("d"):
            diff = (diff + 1) % len(DIFFS)
        elif c == TAB:
            focus = "history" if focus == "watch" else "watch"
        elif focus == "history":
            if c in DOWN and hsel < len(HISTORY) - 1:
                hsel += 1
            elif c in UP and hsel > 0:
                hsel -= 1


# ---------------------------------------------------------------- rustnet

CONNS = [
    ("TCP", "10.0.2.15:50412", "140.82.112.21:443", "ESTABLISHED", "https", "firefox-esr", "1.2M/34K"),
    ("TCP", "10.0.2.15:50398", "151.101.1.69:443", "ESTABLISHED", "https", "firefox-esr", "220K/9K"),
    ("UDP", "10.0.2.15:41822", "1.1.1.1:53", "DNS_QUERY", "dns", "systemd-resolve", "0/1K"),
    ("TCP", "10.0.2.15:22", "192.168.1.40:61544", "ESTABLISHED", "ssh", "sshd", "3K/12K"),
    ("UDP", "10.0.2.15:53012", "142.250.74.46:443", "QUIC_CONN", "https", "chromium", "640K/22K"),
    ("TCP", "10.0.2.15:50377", "104.16.132.229:443", "TIME_WAIT", "https", "curl", "0/0"),
    ("TCP", "10.0.2.15:45020", "10.0.2.2:5432", "ESTABLISHED", "postgresql", "tally-api", "18K/4K"),
    ("TCP", "10.0.2.15:8080", "10.0.2.2:53310", "ESTABLISHED", "http-alt", "tally-api", "2K/41K"),
    ("UDP", "10.0.2.15:123", "162.159.200.1:123", "NTP", "ntp", "chronyd", "0/0"),
    ("TCP", "10.0.2.15:50420", "185.199.108.133:443", "SYN_SENT", "https", "git-remote-http", "0/0"),
    ("ICMP", "10.0.2.15", "8.8.8.8", "ECHO_REQ", "-", "ping", "0/0"),
    ("TCP", "10.0.2.15:50431", "52.84.150.11:443", "FIN_WAIT1", "https", "apt", "88K/2K"),
]

TABS = ["Overview", "Details", "Interfaces", "Graph", "Help"]


def rustnet(scr):
    """domcyrus's RustNet (ratatui): tabs over the Active Connections
    table beside Network Stats and a status row; Enter shows the
    highlighted connection's details, / opens the filter line (the
    table filtered as it is typed)."""
    sel = 0
    tab = 0
    filtering = False
    flt = ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        box(scr, 0, 0, 3, w, " RustNet Monitor ", cp(CYAN))
        x = 2
        for i, t in enumerate(TABS):
            a = cp(YEL) | curses.A_BOLD | curses.A_UNDERLINE if i == tab else 0
            put(scr, 1, x, t, a)
            x += len(t)
            if i < len(TABS) - 1:
                put(scr, 1, x, " │ ", curses.A_DIM)
                x += 3
        q = flt.lower()
        rows = [c for c in CONNS if not q or (q.startswith("port:") and c[2].endswith(":" + q[5:]))
                or (not q.startswith("port:") and q in " ".join(c).lower())]
        if sel >= len(rows):
            sel = max(0, len(rows) - 1)
        sw = 22
        tw = w - sw
        if tab == 0:
            title = " Active Connections (%d) " % len(CONNS) if not flt else " Active Connections (%d of %d) " % (len(rows), len(CONNS))
            th = h - 6 if filtering else h - 4
            box(scr, 3, 0, th, tw, title, cp(DEF))
            put(scr, 4, 3, "Pro  Remote Address        State        Process", curses.A_BOLD | cp(CYAN))
            for i, c in enumerate(rows[: th - 3]):
                line = "%-4s %-21s %-12s %s" % (c[0], c[2], c[3], c[5])
                if i == sel:
                    fill(scr, 5 + i, 1, tw - 2, cp(BW) | curses.A_BOLD)
                    put(scr, 5 + i, 1, "▶ " + line[: tw - 5], cp(BW) | curses.A_BOLD)
                else:
                    col = cp(DEF)
                    if c[3] in ("TIME_WAIT", "FIN_WAIT1"):
                        col = cp(YEL)
                    put(scr, 5 + i, 3, line[: tw - 5], col)
            box(scr, 3, tw, th, sw, " Network Stats ", cp(DEF))
            stats = [("Interface", "eth0"), ("TCP", "8"), ("UDP", "3"), ("ICMP", "1"), ("", ""),
                     ("Down", "1.9 MB/s"), ("Up", "126 KB/s"), ("", ""), ("Packets", "48213"),
                     ("Dropped", "0"), ("Retrans", "12")]
            for i, (a, b) in enumerate(stats):
                if a:
                    put(scr, 4 + i, tw + 2, "%-9s" % a, curses.A_DIM)
                    put(scr, 4 + i, tw + 12, b, cp(GREEN))
        else:
            c = rows[sel] if rows else CONNS[0]
            box(scr, 3, 0, 12, w, " Connection Details ", cp(DEF))
            det = [("Protocol", c[0]), ("Local Address", c[1]), ("Remote Address", c[2]),
                   ("State", c[3]), ("Process", c[5] + " (PID 2417)"), ("Service", c[4]),
                   ("Application", "TLS (SNI: api.tally.test)"), ("Country", "US"),
                   ("RTT", "23.4 ms"), ("Bandwidth", c[6] + " (down/up)")]
            for i, (a, b) in enumerate(det):
                put(scr, 4 + i, 2, "%-16s" % (a + ":"), cp(CYAN) | curses.A_BOLD)
                put(scr, 4 + i, 19, b)
            box(scr, 15, 0, h - 16, w, " Traffic Statistics ", cp(DEF))
            tr = [("Bytes Sent", "34.1 KB"), ("Bytes Received", "1.2 MB"), ("Packets Sent", "412"),
                  ("Packets Received", "1033"), ("Retransmissions", "2")]
            for i, (a, b) in enumerate(tr[: h - 19]):
                put(scr, 16 + i, 2, "%-18s" % (a + ":"), cp(CYAN) | curses.A_BOLD)
                put(scr, 16 + i, 21, b)
        if filtering:
            box(scr, h - 3, 0, 3, w, " Filter (port: src: dst: sni: process: state: proto:) ", cp(YEL))
            put(scr, h - 2, 2, "Filter: ", cp(YEL) | curses.A_BOLD)
            put(scr, h - 2, 10, flt)
            hint = "Enter confirm · Esc clear "
            put(scr, h - 2, w - len(hint) - 2, hint, curses.A_DIM)
            cursor(True)
            scr.move(h - 2, 10 + len(flt))
        else:
            st = " q quit · h help · / filter · Tab tabs · ↑↓ move · Enter details · Conns: %d " % len(rows)
            fill(scr, h - 1, 0, w - 1, cp(BW))
            put(scr, h - 1, 0, st[:w], cp(BW))
            cursor(False)
        scr.refresh()
        c = scr.getch()
        if c == 3:
            return
        if filtering:
            if c in ENTER:
                filtering = False
            elif c == ESC:
                filtering = False
                flt = ""
            else:
                flt = edit(flt, c)
            continue
        if c == ord("q"):
            return
        if c == ord("/"):
            filtering = True
        elif c == TAB:
            tab = (tab + 1) % 2
        elif c in ENTER:
            tab = 1
        elif c == ESC:
            tab = 0
        elif c in DOWN and sel < len(rows) - 1:
            sel += 1
        elif c in UP and sel > 0:
            sel -= 1


# ---------------------------------------------------------------- git-igitt

GRAPH = [
    ("●", "   ", "a3f9c21", "(HEAD -> develop) Merge branch 'feature/retry' into develop", "Ada Byrne", "2026-11-27 17:02"),
    ("│", "●  ", "7be0d14", "(feature/retry) Stop retrying when the context ends", "Ivo Petrov", "2026-11-27 16:48"),
    ("│", "●  ", "5c2e8a0", "Add backoff with jitter to the ledger client", "Ivo Petrov", "2026-11-27 11:20"),
    ("●", "╯  ", "e41d7b9", "Round ledger totals to whole cents", "Ada Byrne", "2026-11-26 15:33"),
    ("●", " ●─", "0d9a6f2", "(release/1.4) Bump version to 1.4.0", "Mira Holm", "2026-11-26 10:05"),
    ("●", "╯  ", "c8b1e35", "Document the retry settings", "Ada Byrne", "2026-11-25 09:41"),
    ("●", "   ", "9f03d4e", "(tag: v1.3.0, main) Merge branch 'release/1.3'", "Mira Holm", "2026-11-20 18:12"),
    ("●", "   ", "41a7c90", "Fix the cents rounding in invoices", "Ada Byrne", "2026-11-19 14:27"),
    ("●", "   ", "2e6f0bb", "Add the mailer queue", "Ivo Petrov", "2026-11-18 12:03"),
    ("●", "   ", "8d4c17a", "Initial ledger service", "Ada Byrne", "2026-11-14 09:00"),
]

FILES = [
    [("M", "internal/ledger/client.go"), ("M", "internal/ledger/retry.go"), ("A", "internal/ledger/retry_test.go")],
    [("M", "internal/ledger/retry.go"), ("A", "internal/ledger/retry_test.go")],
    [("M", "internal/ledger/client.go"), ("A", "internal/ledger/backoff.go")],
]

DIFF = [
    "@@ -41,9 +41,14 @@ func (c *Client) Post(ctx context.Context, e Entry) error {",
    "     for attempt := 0; ; attempt++ {",
    "         err := c.post(ctx, e)",
    "         if err == nil {",
    "             return nil",
    "         }",
    "+        if ctx.Err() != nil {",
    "+            return ctx.Err()",
    "+        }",
    "         if attempt >= c.maxRetries {",
    "             return err",
    "         }",
    "-        time.Sleep(c.backoff(attempt))",
    "+        select {",
    "+        case <-ctx.Done():",
    "+            return ctx.Err()",
    "+        case <-time.After(c.backoff(attempt)):",
    "+        }",
    "     }",
    " }",
]

MODELS = ["git-flow", "simple", "none", "trunk-based", "gitlab-flow"]


def igitt(scr):
    """mlange-42's git-igitt (tui-rs): the Graph pane of the history
    arranged by its branching model beside Commit and Files panes; Tab
    cycles the panes, Enter on a file shows its Diff, b shows the
    Branches pane, M the branching models to pick from."""
    sel = 0
    focus = "graph"
    fsel = 1
    diff = False
    branches = False
    models = False
    msel = 0
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        x0 = 0
        if branches:
            bw = 20
            box(scr, 0, 0, h - 1, bw, " Branches ", cp(CYAN) | curses.A_BOLD if focus == "branches" else cp(DEF))
            items = [("Branches", None), ("develop", YEL), ("feature/retry", MAG), ("main", BLUE),
                     ("release/1.4", GREEN), ("", None), ("Tags", None), ("v1.3.0", CYAN), ("v1.2.1", CYAN)]
            for i, (t, col) in enumerate(items):
                if col is None:
                    put(scr, 1 + i, 1, t, curses.A_BOLD)
                else:
                    put(scr, 1 + i, 2, t, cp(col))
            x0 = bw
        gw = (w - x0) * 3 // 5
        gf = focus == "graph"
        box(scr, 0, x0, h - 1, gw, " Graph - git-flow ", cp(CYAN) | curses.A_BOLD if gf else cp(DEF))
        lane = [YEL, MAG, GREEN, BLUE]
        for i, (a, b, hsh, msg, _, _) in enumerate(GRAPH[: h - 3]):
            y = 1 + i
            put(scr, y, x0 + 1, a, cp(BLUE if i >= 6 else YEL))
            put(scr, y, x0 + 2, " " + b, cp(lane[1] if i < 4 else lane[2]))
            text = hsh + " " + msg
            room = gw - 9
            if i == sel:
                fill(scr, y, x0 + 6, gw - 7, cp(BW))
                put(scr, y, x0 + 6, text[:room], cp(BW))
            else:
                put(scr, y, x0 + 6, hsh, cp(YEL))
                put(scr, y, x0 + 14, msg[: room - 8])
        rx = x0 + gw
        rw = w - rx
        g = GRAPH[sel]
        if diff:
            f = FILES[sel % len(FILES)][fsel % len(FILES[sel % len(FILES)])]
            box(scr, 0, rx, h - 1, rw, " Diff: " + f[1] + " ", cp(CYAN) | curses.A_BOLD)
            for i, line in enumerate(DIFF[: h - 3]):
                col = cp(GREEN) if line.startswith("+") else cp(RED) if line.startswith("-") else cp(CYAN) if line.startswith("@@") else 0
                put(scr, 1 + i, rx + 1, line[: rw - 2], col)
        else:
            ch = 9
            box(scr, 0, rx, ch, rw, " Commit ", cp(CYAN) | curses.A_BOLD if focus == "commit" else cp(DEF))
            msg = g[3].split(") ", 1)[1] if g[3].startswith("(") else g[3]
            info = ["commit " + g[2] + "e7c41b0d92a8f3", "Author: " + g[4], "Date:   " + g[5], "", msg]
            for i, line in enumerate(info):
                put(scr, 1 + i, rx + 1, line[: rw - 2], cp(YEL) if i == 0 else 0)
            ff = focus == "files"
            box(scr, ch, rx, h - 1 - ch, rw, " Files ", cp(CYAN) | curses.A_BOLD if ff else cp(DEF))
            fl = FILES[sel % len(FILES)]
            for i, (st, p) in enumerate(fl):
                a = cp(BW) if (ff and i == fsel % len(fl)) else 0
                if a:
                    fill(scr, ch + 1 + i, rx + 1, rw - 2, a)
                put(scr, ch + 1 + i, rx + 1, st, a | (cp(GREEN) if st == "A" and not a else cp(YEL) if not a else 0))
                put(scr, ch + 1 + i, rx + 3, p[: rw - 4], a)
        put(scr, h - 1, 0, " H/F1 help · Tab panel · Enter diff · b branches · M model · q quit", curses.A_DIM)
        if models:
            pw, ph = 40, len(MODELS) + 4
            py, px = 5, (w - pw) // 2
            box(scr, py, px, ph, pw, " Select branching model ", cp(YEL) | curses.A_BOLD)
            for i, m in enumerate(MODELS):
                a = cp(BW) | curses.A_BOLD if i == msel else 0
                fill(scr, py + 1 + i, px + 1, pw - 2, a)
                put(scr, py + 1 + i, px + 2, ("> " if i == msel else "  ") + m + (" (current)" if i == 0 else ""), a)
            put(scr, py + ph - 2, px + 2, "Enter select · Esc cancel", curses.A_DIM)
        scr.refresh()
        c = scr.getch()
        if c in (3, ord("q")):
            return
        if models:
            if c in DOWN and msel < len(MODELS) - 1:
                msel += 1
            elif c in UP and msel > 0:
                msel -= 1
            elif c in ENTER or c == ESC:
                models = False
            continue
        if c == ord("M"):
            models = True
            msel = 0
        elif c == ord("b"):
            branches = not branches
            focus = "branches" if branches else "graph"
        elif c == TAB:
            order = ["graph", "commit", "files"] + (["branches"] if branches else [])
            focus = order[(order.index(focus) + 1) % len(order)]
        elif c == ESC:
            diff = False
        elif focus == "graph":
            if c in DOWN and sel < len(GRAPH) - 1:
                sel += 1
                diff = False
            elif c in UP and sel > 0:
                sel -= 1
                diff = False
        elif focus == "files":
            fl = FILES[sel % len(FILES)]
            if c in DOWN:
                fsel = (fsel + 1) % len(fl)
            elif c in UP:
                fsel = (fsel - 1) % len(fl)
            elif c in ENTER:
                diff = True


PROGRAMS = {
    "redis-tui": redistui,
    "yozefu": yozefu,
    "hwatch": hwatch,
    "rustnet": rustnet,
    "git-igitt": igitt,
}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: twohundredsixtyseventh_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
