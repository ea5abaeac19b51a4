"""One program's dialogs imitated, named by the first argument: a fixture
of agentty's twohundredninetysecond set, whose screens were never used to
tune the mode classifier. Each draws what a program that cannot run here
draws with a dialog toolkit of its own (its words, layout, frames,
colours, reverse video and cursor) at its moments: a Fidonet mail
reader's area list, reader and editor with their boxes (Turbo
Vision-like), a media manager's popups (ratatui), a mail client's
one-line editors and dialog (brick) and a DOS terminal program's boxes.
Keys are read one at a time, raw, not echoed. Runs with Debian's python3
and its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, WB, BW, BC, YB, WC, RW, YEL, CYAN, GREEN, RED, WG, BLK) = range(1, 14)


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
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(BC, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(YB, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(WC, curses.COLOR_WHITE, curses.COLOR_CYAN)
    curses.init_pair(RW, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(WG, curses.COLOR_WHITE, curses.COLOR_GREEN)
    curses.init_pair(BLK, curses.COLOR_BLACK, curses.COLOR_WHITE)


def put(scr, y, x, s, attr=0):
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


def fill(scr, y, x, h, w, attr):
    for r in range(h):
        put(scr, y + r, x, " " * w, attr)


def frame(scr, y, x, h, w, attr, title="", double=False, rounded=False, shadow=False):
    if double:
        tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
    elif rounded:
        tl, tr, bl, br, hz, vt = "╭", "╮", "╰", "╯", "─", "│"
    else:
        tl, tr, bl, br, hz, vt = "┌", "┐", "└", "┘", "─", "│"
    fill(scr, y, x, h, w, attr)
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(1, h - 1):
        put(scr, y + r, x, vt, attr)
        put(scr, y + r, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        put(scr, y, x + (w - len(title)) // 2, title, attr)
    if shadow:
        for r in range(1, h + 1):
            put(scr, y + r, x + w, "  ", curses.A_DIM)
        put(scr, y + h, x + 2, " " * w, curses.A_DIM)


def key(scr):
    while True:
        k = scr.getch()
        if k == -1:
            continue
        return k


def alt(scr, k):
    """The key after Esc, where Esc starts an Alt key; -1 for Esc alone."""
    if k != ESC:
        return None
    scr.nodelay(True)
    n = scr.getch()
    scr.nodelay(False)
    return n


# ---------------------------------------------------------------- golded

AREAS = [
    ("NETMAIL", "Netmail", 12, 0),
    ("FIDO.GENERAL", "Fidonet general chatter", 348, 17),
    ("LINUX.ECHO", "Linux users' echo", 1204, 42),
    ("LEDGER.SUPPORT", "Ledger software support", 57, 3),
    ("BINKD.DEBUG", "binkd mailer debugging", 96, 0),
    ("LOCAL.SYSOP", "Sysops of this node", 23, 1),
]

BODY = [
    "Hello All!",
    "",
    "Since last week's upgrade the nightly ledger export stops after",
    "about twenty minutes with 'timeout waiting for lock'. The tosser",
    "runs at the same hour. Has anybody moved one of them?",
    "",
    "Hank",
    "",
    "--- GoldED+/LNX 1.1.5-b20170303",
    " * Origin: The Ledger Room BBS (2:5020/1042)",
]


def golded_top(scr, what):
    w = scr.getmaxyx()[1]
    put(scr, 0, 0, " " * w, cp(BC))
    put(scr, 0, 1, "GoldED+/LNX 1.1.5-b20170303", cp(BC))
    put(scr, 0, w - len(what) - 2, what, cp(BC))


def golded_status(scr, s):
    h, w = scr.getmaxyx()
    put(scr, h - 1, 0, (" " + s).ljust(w), cp(BC))


def golded_areas(scr, cur):
    h, w = scr.getmaxyx()
    fill(scr, 0, 0, h, w, cp(WB))
    golded_top(scr, "Area list")
    frame(scr, 1, 0, h - 2, w, cp(WB), " Area list ", double=True)
    put(scr, 2, 2, "  #  Area                 Description                   Msgs   New", cp(YB) | curses.A_BOLD)
    put(scr, 3, 1, "─" * (w - 2), cp(WB))
    for i, (a, d, m, n) in enumerate(AREAS):
        row = "%3d  %-20s %-28s %5d %5d" % (i + 1, a, d, m, n)
        put(scr, 4 + i, 2, row.ljust(w - 4), cp(BC) if i == cur else cp(WB))
    golded_status(scr, "GoldED+/LNX 1.1.5  │  Select an area  │  F1 Help")


def golded_menu(scr, title, items, cur, width=None):
    h, w = scr.getmaxyx()
    bw = width or max(len(title), max(len(i) for i in items)) + 6
    bh = len(items) + 2
    y, x = (h - bh) // 2, (w - bw) // 2
    frame(scr, y, x, bh, bw, cp(BW), title, double=True, shadow=True)
    for i, it in enumerate(items):
        put(scr, y + 1 + i, x + 2, it.ljust(bw - 4), cp(WB) if i == cur else cp(BW))


def golded_header(scr, num, frm, to, subj):
    w = scr.getmaxyx()[1]
    put(scr, 1, 0, (" Msg  : " + num).ljust(w), cp(WB))
    put(scr, 2, 0, (" From : " + frm).ljust(w), cp(WB))
    put(scr, 3, 0, (" To   : " + to).ljust(w), cp(WB))
    put(scr, 4, 0, (" Subj : " + subj).ljust(w), cp(WB))
    put(scr, 5, 0, "─" * w, cp(WB))


def golded_reader(scr):
    h, w = scr.getmaxyx()
    fill(scr, 0, 0, h, w, cp(WB))
    golded_top(scr, "LEDGER.SUPPORT")
    golded_header(scr, "3 of 57", "Hank Ostrom                2:5020/1042     03 Dec 24  21:14:07",
                  "All", "Ledger export keeps timing out")
    for i, l in enumerate(BODY):
        put(scr, 6 + i, 1, l, cp(WB))
    golded_status(scr, "Ins Enter msg  │  Del Delete  │  Esc Area list  │  F1 Help")


def golded_editor(scr, text):
    h, w = scr.getmaxyx()
    fill(scr, 0, 0, h, w, cp(WB))
    golded_top(scr, "LEDGER.SUPPORT")
    golded_header(scr, "58 of 58 (new)", "Sysop                      2:5020/1042.1",
                  "Hank Ostrom", "Re: Ledger export keeps timing out")
    put(scr, 6, 1, " HO> Since last week's upgrade the nightly ledger export stops", cp(YB))
    put(scr, 7, 1, " HO> after about twenty minutes with 'timeout waiting for lock'.", cp(YB))
    put(scr, 9, 1, text, cp(WB))
    golded_status(scr, "Alt-I Import  │  Esc Save  │  Line 4  Col %d  Insert" % (len(text) + 1))
    return 9, 1 + len(text)


def golded(scr):
    curses.curs_set(0)
    cur = 3
    while True:
        golded_areas(scr, cur)
        k = key(scr)
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(AREAS) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == ESC and alt(scr, k) in (-1, None):
            sel = 0
            while True:
                golded_areas(scr, cur)
                golded_menu(scr, " Quit GoldED+? ", [" Yes, please. ", " No, cancel! "], sel, 24)
                k = key(scr)
                if k in (curses.KEY_DOWN, curses.KEY_UP):
                    sel = 1 - sel
                elif k in ENTER:
                    if sel == 0:
                        return
                    break
                elif k == ESC:
                    break
        elif k in ENTER:
            golded_read(scr)


def golded_read(scr):
    while True:
        golded_reader(scr)
        k = key(scr)
        if k == curses.KEY_DC:
            sel = 0
            while True:
                golded_reader(scr)
                golded_menu(scr, " Delete this message? ", [" Yes, delete it ", " No, don't delete "], sel, 28)
                k = key(scr)
                if k in (curses.KEY_DOWN, curses.KEY_UP):
                    sel = 1 - sel
                elif k in ENTER or k == ESC:
                    break
        elif k == curses.KEY_IC:
            golded_edit(scr)
        elif k == ESC:
            return


def golded_edit(scr):
    text = ""
    curses.curs_set(1)
    while True:
        y, x = golded_editor(scr, text)
        scr.move(y, x)
        k = key(scr)
        if k == ESC:
            a = alt(scr, k)
            if a in (ord("i"), ord("I")):
                golded_import(scr, text)
                continue
            curses.curs_set(0)
            sel = 0
            items = [" Yes! Save it ", " No, drop it ", " Continue writing "]
            while True:
                golded_editor(scr, text)
                golded_menu(scr, " Save this message? ", items, sel, 26)
                k = key(scr)
                if k == curses.KEY_DOWN:
                    sel = min(sel + 1, 2)
                elif k == curses.KEY_UP:
                    sel = max(sel - 1, 0)
                elif k in ENTER:
                    break
            if sel == 2:
                curses.curs_set(1)
                continue
            return
        elif k in BACKSPACE:
            text = text[:-1]
        elif 32 <= k < 127:
            text += chr(k)


def golded_import(scr, text):
    curses.curs_set(0)
    files = ["..\\", "long.txt", "notes.txt"]
    sizes = ["<DIR>", "16,384", "1,204"]
    sel = 0
    while True:
        golded_editor(scr, text)
        h, w = scr.getmaxyx()
        bw, bh = 40, len(files) + 5
        y, x = (h - bh) // 2, (w - bw) // 2
        frame(scr, y, x, bh, bw, cp(BW), " Select file to import ", double=True, shadow=True)
        put(scr, y + 1, x + 2, "Path: ~/", cp(BW))
        put(scr, y + 2, x + 1, "─" * (bw - 2), cp(BW))
        for i, f in enumerate(files):
            row = " %-24s %10s " % (f, sizes[i])
            put(scr, y + 3 + i, x + 2, row, cp(WB) if i == sel else cp(BW))
        k = key(scr)
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(files) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in ENTER or k == ESC:
            curses.curs_set(1)
            return


# -------------------------------------------------------------- managarr

MOVIES = [
    ("Arrival", "2016", "1h 56m", "7.9", "6.4 GB", "HD-1080p", "✔"),
    ("Blade Runner 2049", "2017", "2h 44m", "8.0", "12.1 GB", "HD-1080p", "✔"),
    ("Dune", "2021", "2h 35m", "8.0", "10.8 GB", "HD-1080p", "✔"),
    ("Ex Machina", "2014", "1h 48m", "7.7", "5.2 GB", "HD-720p", "✔"),
    ("Moon", "2009", "1h 37m", "7.8", "4.4 GB", "HD-720p", "✔"),
    ("Primer", "2004", "1h 17m", "6.8", "2.9 GB", "SD", "✔"),
]


def managarr_lib(scr, cur):
    h, w = scr.getmaxyx()
    scr.erase()
    frame(scr, 0, 0, 3, w, cp(CYAN), rounded=True)
    put(scr, 1, 2, " Radarr ", cp(GREEN) | curses.A_BOLD | curses.A_UNDERLINE)
    put(scr, 1, 11, "│  Sonarr ", cp(DEF))
    put(scr, 1, w - 38, "<↑↓> scroll │ <tab> switch │ <?> help", cp(DEF) | curses.A_DIM)
    put(scr, 0, w - 14, " managarr ", cp(CYAN) | curses.A_BOLD)
    frame(scr, 3, 0, 4, w, cp(DEF), rounded=True)
    put(scr, 3, 2, " Stats ", cp(GREEN) | curses.A_BOLD)
    put(scr, 4, 2, "Radarr Version:  5.14.0.9383     Uptime: 3d 04:12", cp(DEF))
    put(scr, 5, 2, "Storage: /movies  1.2 TB free", cp(DEF))
    frame(scr, 7, 0, h - 8, w, cp(DEF), rounded=True)
    put(scr, 7, 2, " Library ", cp(GREEN) | curses.A_BOLD)
    hd = " %-18s %-5s %-8s %-6s %-8s %-16s %s" % ("Title", "Year", "Runtime", "Rating", "Size", "Quality Profile", "Monitored")
    put(scr, 8, 1, hd, cp(DEF) | curses.A_BOLD)
    for i, m in enumerate(MOVIES):
        row = " %-18s %-5s %-8s %-6s %-8s %-16s %s" % m
        put(scr, 9 + i, 1, row.ljust(w - 2), (curses.A_REVERSE | cp(GREEN)) if i == cur else cp(GREEN))
    put(scr, h - 1, 1, "<a> add │ <e> edit │ <d> delete │ <s> search │ <enter> details │ <q> quit", cp(DEF) | curses.A_DIM)


def managarr(scr):
    curses.curs_set(0)
    cur = 2
    while True:
        managarr_lib(scr, cur)
        k = key(scr)
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(MOVIES) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == ord("q"):
            return
        elif k == ord("a"):
            managarr_add(scr, cur)
        elif k == ord("d"):
            managarr_delete(scr, cur)
        elif k == ord("e"):
            managarr_edit(scr, cur)


def popup(scr, pw, ph, title, border=DEF):
    h, w = scr.getmaxyx()
    y, x = (h - ph) // 2, (w - pw) // 2
    fill(scr, y, x, ph, pw, cp(DEF))
    frame(scr, y, x, ph, pw, cp(border), rounded=True)
    put(scr, y, x + 2, " %s " % title, cp(border) | curses.A_BOLD)
    return y, x


def managarr_add(scr, cur):
    text = ""
    while True:
        managarr_lib(scr, cur)
        y, x = popup(scr, 60, 3, "Add Movie")
        put(scr, y + 1, x + 2, text, cp(DEF))
        curses.curs_set(1)
        scr.move(y + 1, x + 2 + len(text))
        k = key(scr)
        curses.curs_set(0)
        if k == ESC:
            return
        if k in BACKSPACE:
            text = text[:-1]
        elif 32 <= k < 127:
            text += chr(k)


def managarr_delete(scr, cur):
    sel = 0  # 0, 1 the boxes; 2 Delete; 3 Cancel
    ticked = [False, False]
    title = MOVIES[cur][0]
    while True:
        managarr_lib(scr, cur)
        y, x = popup(scr, 56, 12, "Delete Movie", RED)
        q = "Do you really want to delete: %s?" % title
        put(scr, y + 2, x + (56 - len(q)) // 2, q, cp(DEF) | curses.A_BOLD)
        for i, lab in enumerate(["Delete Movie Files:", "Add List Exclusion:"]):
            a = cp(YEL) | curses.A_BOLD if sel == i else cp(DEF)
            put(scr, y + 4 + i * 2, x + 22 - len(lab), lab, a)
            put(scr, y + 4 + i * 2, x + 24, "[%s]" % ("✔" if ticked[i] else " "), a)
        for j, lab in enumerate(["Delete", "Cancel"]):
            bx = x + 9 + j * 22
            a = cp(YEL) | curses.A_BOLD if sel == 2 + j else cp(DEF)
            frame(scr, y + 8, bx, 3, 16, a, rounded=True)
            put(scr, y + 9, bx + (16 - len(lab)) // 2, lab, a)
        k = key(scr)
        if k in (curses.KEY_DOWN, TAB):
            sel = min(sel + 1, 3)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k == curses.KEY_RIGHT and sel == 2:
            sel = 3
        elif k == curses.KEY_LEFT and sel == 3:
            sel = 2
        elif k in ENTER:
            if sel < 2:
                ticked[sel] = not ticked[sel]
            else:
                return
        elif k == ESC:
            return


def managarr_edit(scr, cur):
    sel = 0
    fields = ["Monitored:", "Minimum Availability:", "Quality Profile:", "Path:", "Tags:"]
    avail = ["TBA", "Announced", "In Cinemas", "Released"]
    title = MOVIES[cur][0]

    def draw():
        managarr_lib(scr, cur)
        y, x = popup(scr, 64, 16, "Edit - " + title)
        vals = ["[✔]", "Released ▼", "HD-1080p ▼", "/movies/%s (%s)" % (title, MOVIES[cur][1]), ""]
        for i, f in enumerate(fields):
            a = cp(YEL) | curses.A_BOLD if sel == i else cp(DEF)
            put(scr, y + 2 + i * 2, x + 24 - len(f), f, a)
            put(scr, y + 2 + i * 2, x + 26, vals[i], a)
        for j, lab in enumerate(["Save", "Cancel"]):
            bx = x + 12 + j * 24
            frame(scr, y + 12, bx, 3, 16, cp(DEF), rounded=True)
            put(scr, y + 13, bx + (16 - len(lab)) // 2, lab, cp(DEF))
        return y, x

    while True:
        y, x = draw()
        k = key(scr)
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(fields) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k == ESC:
            return
        elif k in ENTER and sel == 1:
            a = 3
            while True:
                y, x = draw()
                frame(scr, y + 5, x + 26, 6, 20, cp(DEF), rounded=True)
                for i, v in enumerate(avail):
                    put(scr, y + 6 + i, x + 27, v.ljust(18), curses.A_REVERSE | cp(GREEN) if i == a else cp(DEF))
                k = key(scr)
                if k == curses.KEY_DOWN:
                    a = min(a + 1, 3)
                elif k == curses.KEY_UP:
                    a = max(a - 1, 0)
                elif k in ENTER or k == ESC:
                    break


# -------------------------------------------------------------- purebred

THREADS = [
    ("Dec 03", "Hank Ostrom", "Ledger export keeps timing out", "inbox unread"),
    ("Dec 02", "Mara Lind", "Re: backup window for the tosser", "inbox"),
    ("Dec 02", "Ops Robot", "[cron] nightly export failed", "inbox unread"),
    ("Nov 29", "Jonas Keller", "Invoice 2024-117", "inbox"),
    ("Nov 28", "Mara Lind", "Lunch on Friday?", "inbox"),
]


def purebred_index(scr, cur):
    h, w = scr.getmaxyx()
    scr.erase()
    for i, t in enumerate(THREADS):
        row = "  %s  %-16s %-40s %s" % t
        a = curses.A_REVERSE if i == cur else (curses.A_BOLD if "unread" in t[3] else 0)
        put(scr, i, 0, row.ljust(w), a)
    put(scr, h - 2, 0, (" Purebred: Threads  %d of %d  tag:inbox" % (cur + 1, len(THREADS))).ljust(w), cp(BW))


def purebred(scr):
    curses.curs_set(0)
    cur = 0
    while True:
        purebred_index(scr, cur)
        k = key(scr)
        if k in (curses.KEY_DOWN, ord("j")):
            cur = min(cur + 1, len(THREADS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            cur = max(cur - 1, 0)
        elif k == ord("q"):
            return
        elif k == ord("m"):
            purebred_compose(scr, cur)


def purebred_line(scr, cur, label, value):
    """One line edited at the foot under the index; the text, or None."""
    h, w = scr.getmaxyx()
    text = value
    curses.curs_set(1)
    while True:
        purebred_index(scr, cur)
        put(scr, h - 1, 0, " " * (w - 1))
        put(scr, h - 1, 0, label + " " + text)
        scr.move(h - 1, len(label) + 1 + len(text))
        k = key(scr)
        if k in ENTER:
            curses.curs_set(0)
            return text
        if k == ESC:
            curses.curs_set(0)
            return None
        if k in BACKSPACE:
            text = text[:-1]
        elif 32 <= k < 127:
            text += chr(k)


def purebred_composeview(scr, frm, to, subj):
    h, w = scr.getmaxyx()
    scr.erase()
    put(scr, 0, 0, "From: " + frm)
    put(scr, 1, 0, "To: " + to)
    put(scr, 2, 0, "Cc: ")
    put(scr, 3, 0, "Bcc: ")
    put(scr, 4, 0, "Subject: " + subj)
    put(scr, 5, 0, "─" * w)
    put(scr, 6, 0, " text/plain; charset=utf-8  (412 B)".ljust(w), curses.A_REVERSE)
    put(scr, h - 2, 0, " Purebred: ComposeView-Attachments  y: send  e: edit  a: attach  q: abort".ljust(w), cp(BW))


def purebred_compose(scr, cur):
    frm = purebred_line(scr, cur, "From:", "Alice Example <alice@example.org>")
    if frm is None:
        return
    to = purebred_line(scr, cur, "To:", "")
    if to is None:
        return
    subj = purebred_line(scr, cur, "Subject:", "")
    if subj is None:
        return
    while True:
        purebred_composeview(scr, frm, to, subj)
        k = key(scr)
        if k in (ord("q"), ESC):
            sel = 0
            while True:
                purebred_composeview(scr, frm, to, subj)
                h, w = scr.getmaxyx()
                bw, bh = 30, 5
                y, x = (h - bh) // 2, (w - bw) // 2
                frame(scr, y, x, bh, bw, 0, " Keep draft? ")
                put(scr, y + 2, x + 6, " Keep ", curses.A_REVERSE if sel == 0 else 0)
                put(scr, y + 2, x + 16, " Discard ", curses.A_REVERSE if sel == 1 else 0)
                k = key(scr)
                if k in (TAB, curses.KEY_RIGHT, curses.KEY_LEFT, curses.KEY_BTAB):
                    sel = 1 - sel
                elif k in ENTER:
                    return
                elif k == ESC:
                    break


# ----------------------------------------------------------------- telix

PROTOCOLS = [("A", "Ascii"), ("K", "Kermit"), ("S", "SEAlink"), ("T", "Telink"),
             ("M", "Modem7"), ("X", "Xmodem"), ("1", "Xmodem-1k"), ("G", "Xmodem-1k-g"),
             ("Y", "Ymodem"), ("B", "Ymodem-g"), ("Z", "Zmodem")]


def telix_term(scr):
    h, w = scr.getmaxyx()
    scr.erase()
    put(scr, 0, 0, "Telix v3.51 - Copyright (C) 1986-1996 deltaComm Development, Inc.")
    put(scr, 2, 0, "ATZ")
    put(scr, 3, 0, "OK")
    put(scr, 4, 0, "ATDT5551042")
    put(scr, 5, 0, "CONNECT 28800/ARQ/V34/LAPM/V42BIS")
    put(scr, 7, 0, "Welcome to The Ledger Room BBS  (2:5020/1042)")
    put(scr, 8, 0, "Press [U] to upload your ledger file to the sysop.")
    status = " Alt-Z for Help │ ANSI-BBS │ 38400-N81 FDX │    │    │ LOG │ Online 00:03 "
    put(scr, h - 1, 0, status.ljust(w), cp(BC))


def telix(scr):
    curses.curs_set(1)
    while True:
        telix_term(scr)
        scr.move(9, 0)
        k = key(scr)
        if k == curses.KEY_PPAGE:
            telix_upload(scr)
        elif k == ESC:
            a = alt(scr, k)
            if a in (ord("x"), ord("X")):
                if telix_exit(scr):
                    return


def telix_upload(scr):
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    while True:
        telix_term(scr)
        bw, bh = 26, len(PROTOCOLS) + 4
        y, x = 3, (w - bw) // 2
        frame(scr, y, x, bh, bw, cp(WB), " Upload ", double=True, shadow=True)
        for i, (k, n) in enumerate(PROTOCOLS):
            put(scr, y + 1 + i, x + 3, k, cp(YB) | curses.A_BOLD)
            put(scr, y + 1 + i, x + 6, n, cp(WB))
        put(scr, y + bh - 2, x + 3, "Choice? ", cp(WB))
        curses.curs_set(1)
        scr.move(y + bh - 2, x + 11)
        k = key(scr)
        curses.curs_set(0)
        if k == ESC:
            curses.curs_set(1)
            return
        if k in (ord("z"), ord("Z")):
            telix_filename(scr)
            curses.curs_set(1)
            return


def telix_filename(scr):
    h, w = scr.getmaxyx()
    text = ""
    while True:
        telix_term(scr)
        bw = 60
        y, x = 9, (w - bw) // 2
        frame(scr, y, x, 5, bw, cp(WB), " Zmodem Upload ", double=True, shadow=True)
        put(scr, y + 2, x + 2, "File(s) to upload:", cp(WB))
        put(scr, y + 2, x + 21, text.ljust(36), cp(BW))
        curses.curs_set(1)
        scr.move(y + 2, x + 21 + len(text))
        k = key(scr)
        if k in ENTER or k == ESC:
            return
        if k in BACKSPACE:
            text = text[:-1]
        elif 32 <= k < 127:
            text += chr(k)


def telix_exit(scr):
    h, w = scr.getmaxyx()
    telix_term(scr)
    bw = 34
    y, x = 9, (w - bw) // 2
    frame(scr, y, x, 5, bw, cp(RW), double=True, shadow=True)
    put(scr, y + 2, x + 4, "Exit Telix (Y/N)? ", cp(RW) | curses.A_BOLD)
    curses.curs_set(1)
    scr.move(y + 2, x + 22)
    k = key(scr)
    return k in (ord("y"), ord("Y"))


PROGRAMS = {"golded": golded, "managarr": managarr, "purebred": purebred, "telix": telix}


def main(scr):
    colours()
    scr.keypad(True)
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    curses.wrapper(main)
