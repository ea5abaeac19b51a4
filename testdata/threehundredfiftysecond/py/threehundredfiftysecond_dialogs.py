#!/usr/bin/env python3
"""The threehundredfiftysecond set's imitations: five full-screen programs
that Debian does not package (a mail client, a chat client, a file
manager, a music player and a git front-end), each drawn the way the
program draws its own screen and the dialogs, prompts and pickers it
puts over it (as known from its documentation, source and screenshots):

  matcha    floatpane's matcha (Bubble Tea, alternate screen): its start
            menu under its logo, the inbox of two accounts (tabs, a
            numbered list, status bar, help row), the composer (From, To,
            Subject, a body text area, Attachment, [ Send ]), contact
            suggestions dropped under To, a rounded `Discard draft?` box
  arigram   TruncatedDinoSour's arigram (a fork of tg, a Telegram client
            in curses): chats at the left, the chat's messages at the
            right, prompts on the last row as `(prefix) `
  dfshow    DF-SHOW's `show` (ncurses): a command bar on the top row,
            the directory's header lines, its entries as `ls -l` rows,
            the function keys on the bottom row; its prompts written on
            the command bar
  spotify   aome510's spotify_player (ratatui): a Playback window over
            the library's Playlists, Albums and Artists, its popups
            (actions, devices, a new playlist's fields, Confirm) drawn in
            boxes at the bottom
  gex       Piturnah's gex (crossterm): `Not a git repository.
            Initialise one? [y/N]` on a cooked line, then the status on
            the alternate screen, a command's options overlay and the
            minibuffer's input row

Run: threehundredfiftysecond_dialogs.py TOOL
"""
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
R = ESC + "[0m"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def at(r, c, s):
    """Writes s at row r, column c (both from 1)."""
    out(ESC + "[%d;%dH%s" % (r, c, s))


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b": "esc", b"\x1b[Z": "btab", b"\x1b[20~": "f9", b"\x1b[21~": "f10",
    b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b[H": "home", b"\x1b[F": "end",
}


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:  # a UTF-8 character's first byte
            n = 2 if b[0] < 0xE0 else 3 if b[0] < 0xF0 else 4
            while len(b) < n:
                b += os.read(fd, 1)
        return b.decode("utf-8", "replace")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return KEYS.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def fg256(n):
    return ESC + "[38;5;%dm" % n


def rgb(h):
    h = h.lstrip("#")
    return ESC + "[38;2;%d;%d;%dm" % (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


# ---------------------------------------------------------------- matcha

GREEN = fg256(42)
GREY240 = fg256(240)
GREY241 = fg256(241)
BOLD = ESC + "[1m"
REV = ESC + "[7m"

LOGO = [
    "                    __       __",
    "   ____ ___  ____ _/ /______/ /_  ____ _",
    "  / __ '__ \\/ __ '/ __/ ___/ __ \\/ __ '/",
    " / / / / / / /_/ / /_/ /__/ / / / /_/ /",
    "/_/ /_/ /_/\\__,_/\\__/\\___/_/ /_/\\__,_/",
]

EMAILS = [
    ("ada.berg@ledger.example", "Invoice 2026-11 is overdue"),
    ("ada@home.example", "Dinner on Friday?"),
    ("ada.berg@ledger.example", "Re: Q4 budget review"),
    ("ada.berg@ledger.example", "Your expense report was approved"),
    ("ada@home.example", "Photos from the lake"),
    ("ada.berg@ledger.example", "Standup notes, 27 Nov"),
    ("ada@home.example", "Your parcel is on its way"),
    ("ada.berg@ledger.example", "Reminder: close the books by Friday"),
    ("ada@home.example", "Library books due soon"),
    ("ada.berg@ledger.example", "New login from Firefox on Linux"),
    ("ada@home.example", "Re: Weekend plans"),
    ("ada.berg@ledger.example", "Welcome to the finance team"),
]

CONTACTS = [
    ("Ada Berg", "ada.berg@ledger.example"),
    ("Adam Kowal", "adam@kowal.example"),
    ("Olu Adeyemi", "olu@ledger.example"),
]


def matcha():
    st = {"view": "menu", "cursor": 0, "sel": 0, "to": "", "focus": "to",
          "suggest": 0, "confirm": False, "hidden": False}

    def suggestions():
        v = st["to"].lower()
        if st["hidden"] or len(v) < 2:
            return []
        return [c for c in CONTACTS if v in c[0].lower() or v in c[1].lower()]
    choices = ["View Inbox", "Compose Email", "Settings"]

    def clear():
        out(R + ESC + "[2J" + ESC + "[H")

    def draw_menu():
        clear()
        # docStyle's margin: a row above, two columns at the left
        for i, l in enumerate(LOGO):
            at(3 + i, 3, GREEN + l + R)
        at(9, 3, GREY241 + "What would you like to do?" + R)
        for i, c in enumerate(choices):
            if i == st["cursor"]:
                at(12 + i, 3, GREEN + "  > " + c + R)
            else:
                at(12 + i, 3, "    " + c)
        at(17, 3, GREY241 + "Use ↑/↓ to navigate, enter to select, and ctrl+c to quit." + R)

    def draw_status(msg, frame):
        clear()
        for i, l in enumerate(LOGO):
            at(3 + i, 1, GREEN + l + R)
        dots = "⣾⣽⣻⢿⡿⣟⣯⣷"
        at(9, 1, "   " + GREEN + dots[frame % len(dots)] + R + " " + msg)

    def draw_inbox():
        clear()
        # tabs, the active one green, bold and underlined
        at(2, 1, "  " + GREEN + BOLD + ESC + "[4m" + "ALL" + R + "    Work    Home  ")
        at(4, 1, "─" * 23)
        at(6, 3, GREEN + BOLD + "Inbox - All Accounts" + R)
        at(8, 3, fg256(244) + "12 emails" + R)
        per = 9
        page = st["sel"] // per
        for i in range(per):
            n = page * per + i
            if n >= len(EMAILS):
                break
            acct, subj = EMAILS[n]
            local = acct.split("@")[0]
            if len(local) > 8:
                local = local[:8] + "..."
            s = "%d. [%s] %s" % (n + 1, local, subj)
            if n == st["sel"]:
                at(10 + i, 3, GREEN + "> " + s + R)
            else:
                at(10 + i, 3, s)
        at(20, 5, ESC + "[38;5;252m" + "•" + R + fg256(238) + "•" + R)
        keys = [("↑/k", "up"), ("↓/j", "down"), ("/", "filter"), ("d", "delete"), ("a", "archive"),
                ("←/h", "prev tab"), ("→/l", "next tab"), ("?", "more")]
        line, width = "", 4
        for i, (k, d) in enumerate(keys):
            part = (" • " if i else "") + k + " " + d
            plain = len(part)
            if width + plain > W - 2:
                line += fg256(239) + " …" + R
                break
            line += (fg256(239) + " • " + R if i else "") + fg256(245) + k + R + " " + fg256(239) + d + R
            width += plain
        at(22, 5, line)

    def draw_composer():
        clear()
        if st["confirm"]:
            # the dialog alone, placed in the middle of the screen
            B = rgb("#25A065")
            top, left = 9, 33
            at(top, left, B + "╭" + "─" * 14 + "╮" + R)
            rows = ["", "Discard draft?", "", GREY240 + "    (y/n)     " + R, ""]
            for i, l in enumerate(rows):
                text = l if l else " " * 14
                at(top + 1 + i, left, B + "│" + R + text + B + "│" + R)
            at(top + 6, left, B + "╰" + "─" * 14 + "╯" + R)
            return
        at(1, 1, "Compose New Email")
        at(2, 1, GREY240 + "  From: Ada Berg <ada.berg@ledger.example> [switchable]" + R)
        r = 3
        if st["to"]:
            at(r, 1, "> " + st["to"] + GREEN + REV + " " + R)
        else:
            at(r, 1, "> " + GREEN + REV + "T" + R + GREY240 + "o" + R)
        r += 1
        matches = suggestions()
        if matches:
            shown = ["%s <%s>" % c for c in matches]
            wdt = max(len(s) for s in shown) + 2
            at(r, 1, GREY240 + "╭" + "─" * (wdt + 2) + "╮" + R)
            for i, s in enumerate(shown):
                if i == st["suggest"]:
                    body = GREEN + BOLD + ("> " + s).ljust(wdt) + R
                else:
                    body = GREY240 + ("  " + s).ljust(wdt) + R
                at(r + 1 + i, 1, GREY240 + "│ " + R + body + GREY240 + " │" + R)
            at(r + 1 + len(shown), 1, GREY240 + "╰" + "─" * (wdt + 2) + "╯" + R)
            r += len(shown) + 2
        at(r, 1, "> " + GREY240 + "Subject" + R)
        r += 1
        at(r, 1, "> " + GREY240 + "  1 " + "Body (Markdown supported)..." + R)
        for i in range(1, 10):
            at(r + i, 1, "> ")
        r += 10
        at(r, 1, GREY240 + "      Attachment: None (Press Enter to select)" + R)
        at(r + 1, 1, GREY240 + "[ Send ]" + R)
        at(r + 2, 1, GREY241 + "Markdown/HTML • tab/shift+tab: navigate • esc: save draft & exit" + R)

    def draw():
        if st["view"] == "menu":
            draw_menu()
        elif st["view"] == "inbox":
            draw_inbox()
        else:
            draw_composer()

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x03":
                    break
                v = st["view"]
                if v == "menu":
                    if k in ("up", "k") and st["cursor"] > 0:
                        st["cursor"] -= 1
                    elif k in ("down", "j") and st["cursor"] < len(choices) - 1:
                        st["cursor"] += 1
                    elif k == "\r":
                        c = choices[st["cursor"]]
                        if c == "View Inbox":
                            for f in range(8):
                                draw_status("Fetching emails from all accounts...", f)
                                time.sleep(0.1)
                            st["view"] = "inbox"
                        elif c == "Compose Email":
                            st["view"] = "compose"
                elif v == "inbox":
                    if k in ("down", "j") and st["sel"] < len(EMAILS) - 1:
                        st["sel"] += 1
                    elif k in ("up", "k") and st["sel"] > 0:
                        st["sel"] -= 1
                    elif k == "esc":
                        st["view"] = "menu"
                else:
                    if st["confirm"]:
                        if k in ("y", "Y"):
                            st["view"], st["confirm"], st["to"] = "menu", False, ""
                        elif k in ("n", "N", "esc"):
                            st["confirm"] = False
                        continue
                    matches = suggestions()
                    if matches and k == "esc":
                        st["hidden"] = True  # closed until the value changes
                        continue
                    if k == "esc":
                        st["confirm"] = True
                    elif matches and k in ("down", "\x0e") and st["suggest"] < len(matches) - 1:
                        st["suggest"] += 1
                    elif matches and k in ("up", "\x10") and st["suggest"] > 0:
                        st["suggest"] -= 1
                    elif matches and k in ("\t", "\r"):
                        st["to"], st["hidden"] = "%s <%s>" % matches[st["suggest"]], True
                    elif k in ("\x7f", "\x08"):
                        st["to"], st["hidden"] = st["to"][:-1], False
                    elif len(k) == 1 and k.isprintable():
                        st["to"], st["hidden"], st["suggest"] = st["to"] + k, False, 0
        finally:
            out(R + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- arigram

CYAN = ESC + "[36m"
MAGENTA = ESC + "[35m"
YELLOW = ESC + "[33m"
WHITE = ESC + "[37m"

CHATS = [
    # date, title, group sender, last message, flags, title colour
    ("10:42", "Ada Berg", None, "see you at ten", " 2", 3),
    ("09:15", "Ledger team", "Olu", "invoice sent to the bank", " ✓✓", 5),
    ("28 Nov", "Tax office", None, "Your appointment is confirmed", "", 4),
    ("27 Nov", "Saved Messages", None, "receipts-nov.zip", " P", 2),
    ("25 Nov", "Marta Ruiz", None, "thanks!", " M", 6),
    ("21 Nov", "Book club", "Jon", "next one is Piranesi", " M", 1),
    ("14 Nov", "Olu Adeyemi", None, "ok", " ✓✓", 2),
]

MSGS = [
    # time, user, flags, text, user colour
    ("10:29:51", "Ada Berg", "", "morning! did the invoice go out?", 3),
    ("10:31:07", "Me", "✓✓", "yes, paying the last one today", 4),
    ("10:41:12", "Ada Berg", "", "https://ledger.example/inv/2026-11", 3),
    ("10:41:40", "Ada Berg", "", "this is the one from November", 3),
    ("10:42:05", "Ada Berg", "N", "see you at ten", 3),
]


def arigram():
    st = {"mode": "chats", "chat": 0, "msg": len(MSGS) - 1, "status": "", "input": None,
          "buff": "", "pending": ""}

    def col(n):
        return ESC + "[3%dm" % n

    def draw():
        size = 0.5 if st["mode"] == "chats" else 0.2
        cw = round(W * size)
        mw = W - cw
        out(R + ESC + "[2J")
        width = cw - 1
        for r in range(23):
            at(r + 1, width + 1, "│")
        at(1, 1, CYAN + BOLD + "Chats".center(width)[:width] + R)
        for i, (date, title, sender, last, flags, tc) in enumerate(CHATS, 1):
            sel = i == st["chat"] + 1
            rv = REV if sel else ""
            off = 0
            if flags:
                at(i + 1, max(0, width - len(flags)) + 1, MAGENTA + rv + flags[-width:] + R)
            parts = [(CYAN, date + " "), (col(tc), title), (col(tc + 1), " " + sender if sender else ""),
                     (WHITE, " " + last)]
            for attr, elem in parts:
                if not elem:
                    continue
                room = max(0, width - off - len(flags))
                item = elem[:room]
                if len(item) > 1:
                    at(i + 1, off + 1, attr + rv + item + R)
                    off += len(elem)
        # messages, from the bottom up, each wrapped at the window's width
        x = cw
        line = 23
        title = "Ada Berg: online"
        for idx in range(len(MSGS) - 1, -1, -1):
            t, user, flags, text, uc = MSGS[idx]
            fl = (" " + flags) if flags else ""
            parts = [(CYAN, " %s " % t), (col(uc), user), (YELLOW, fl), (WHITE, " " + text)]
            need = len("".join(e for _, e in parts)) // mw + 1
            line -= need
            if line < 1:
                break
            rv = REV if idx == st["msg"] else ""
            r, pos, cur = line, 0, ""
            for attr, elem in parts:
                for ch in elem:
                    if pos == mw:
                        at(r + 1, x + 1, cur)
                        r, pos, cur = r + 1, 0, ""
                    cur += attr + rv + ch + R
                    pos += 1
            at(r + 1, x + 1, cur)
        at(1, x + 1, CYAN + BOLD + title.center(mw)[:mw] + R)
        if st["input"] is not None:
            prompt = "(%s) " % st["input"]
            room = (W - 1) - len(prompt) - 1
            shown = st["buff"][-room:] if room > 0 else ""
            at(24, 1, prompt + shown)
            at(24, min(len(prompt) + len(st["buff"]), W - 2) + 1, "")
            out(ESC + "[?25h")
        else:
            at(24, 1, st["status"][:W - 1])
            out(ESC + "[?25l")

    def ask(prefix):
        st["input"], st["buff"] = prefix, ""
        while True:
            draw()
            k = readkey()
            if k == "\r":
                v = st["buff"]
                st["input"] = None
                return v
            if k in ("esc", "\x07"):
                st["input"] = None
                return None
            if k in ("\x7f", "\x08"):
                st["buff"] = st["buff"][:-1]
            elif len(k) == 1 and k.isprintable():
                st["buff"] += k

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k in ("\x03",):
                    break
                keys = st["pending"] + k
                st["pending"] = ""
                if st["mode"] == "chats":
                    if keys == "q":
                        break
                    if keys == "d":
                        st["pending"] = "d"
                    elif keys == "dd":
                        resp = ask("are you sure you want to delete the chat? (y/N)")
                        if not resp or resp.lower() != "y":
                            st["status"] = "Info: Not deleting chat"
                        else:
                            st["status"] = "Info: Chat was deleted"
                    elif keys in ("j", "down") and st["chat"] < len(CHATS) - 1:
                        st["chat"] += 1
                    elif keys in ("k", "up") and st["chat"] > 0:
                        st["chat"] -= 1
                    elif keys == "/":
                        q = ask("search")
                        st["status"] = "Info: Search discarded" if not q else "Info: Chat not found"
                    elif keys in ("l", "right"):
                        st["mode"] = "msgs"
                else:
                    if keys == "q":
                        break
                    if keys == "h":
                        st["mode"] = "chats"
                    elif keys in ("k",) and st["msg"] > 0:
                        st["msg"] -= 1
                    elif keys in ("j",) and st["msg"] < len(MSGS) - 1:
                        st["msg"] += 1
                    elif keys == "l":
                        text = MSGS[st["msg"]][3]
                        extra = os.path.basename(text)[:10] + "..."
                        resp = ask("open <%s>? (Y/n)" % extra)
                        if resp is None or resp.lower() not in ("", "y", "yes"):
                            st["status"] = "Info: Not opening message <%d> from <%d>" % (1048576 + st["msg"], 5550123)
                        else:
                            st["status"] = "Info: Opening link"
                    elif keys in ("i", "a"):
                        m = ask("message")
                        st["status"] = "Info: Message wasn't sent" if not m else ""
        finally:
            out(R + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- dfshow

ENTRIES = [
    # attrs, links, size, date, name
    ("drwxr-xr-x", 6, 4096, "2026-11-29 09:40", "."),
    ("drwxr-xr-x", 24, 4096, "2026-11-27 18:02", ".."),
    ("drwxr-xr-x", 2, 4096, "2026-10-31 16:20", "archive"),
    ("-rw-r--r--", 1, 18432, "2026-11-21 11:05", "budget.ods"),
    ("drwxr-xr-x", 3, 4096, "2026-11-28 14:47", "invoices"),
    ("-rw-r--r--", 1, 52911, "2026-11-29 09:38", "ledger-2026.csv"),
    ("-rw-r--r--", 1, 1204, "2026-11-26 08:12", "notes.txt"),
    ("drwxr-xr-x", 2, 4096, "2026-11-29 09:40", "receipts"),
    ("-rwxr-xr-x", 1, 2230, "2026-09-12 10:33", "reconcile.sh"),
    ("-rw-r--r--", 1, 3310, "2026-11-20 17:54", "summary.md"),
    ("-rw-r--r--", 1, 311872, "2026-04-30 12:00", "taxes-2025.pdf"),
]


def dfshow():
    st = {"sel": 0, "prompt": None, "buff": "", "message": ""}
    HL = BOLD  # hilite: the default colour, bold
    INFO = ESC + "[32m"
    DISPLAY = ESC + "[36m"
    SELECT = ESC + "[1;34m"
    INPUT = ESC + "[30;47m"

    def menu(s):
        """A menu label: the letter after ! bold, <…> bold up to >."""
        o, i, hl = "", 0, False
        while i < len(s):
            ch = s[i]
            if ch == "!":
                o += HL + s[i + 1] + R
                i += 2
                continue
            if ch == "<":
                hl = True
                o += HL + s[i + 1]
                i += 2
                continue
            if ch == ">":
                hl = False
                o += R + (s[i + 1] if i + 1 < len(s) else "")
                i += 2
                continue
            o += ch
            i += 1
        return o + R

    FILEMENU = "!Copy, !Delete, !Edit, !Hidden, !Link, !Modify, !Quit, !Rename, !Show, !Touch, h!Unt, e!Xec"
    FUNCMENU = "<F1>-Down <F2>-Up <F3>-Top <F4>-Bottom <F5>-Refresh <F6>-Mark/Unmark <F7>-All <F8>-None <F9>-Sort"

    def row(e, sel):
        attrs, links, size, date, name = e
        line = "   " + attrs.ljust(11) + "%3d " % links + "ada".ljust(8) + "ada".ljust(8) + \
            ("%7d" % size) + " " + date.ljust(17) + " " + name
        return (SELECT if sel else DISPLAY) + line + R

    def draw():
        out(R + ESC + "[2J")
        at(1, 1, st["prompt"] if st["prompt"] is not None else menu(FILEMENU))
        at(2, 3, INFO + "/home/ada/ledger" + R)
        at(3, 3, INFO + "%d Objects   %d Used %d Available" % (len(ENTRIES), 400, 19873452) + R)
        at(4, 1, INFO + "   ---Attrs---    -Owner & Group-  -Size- ---Date & Time--- ----Name----" + R)
        for i, e in enumerate(ENTRIES):
            at(5 + i, 1, row(e, i == st["sel"]))
        at(H, 1, menu(FUNCMENU))
        if st["message"]:
            at(1, 1, ESC + "[2K" + st["message"])

    def readline(label):
        st["buff"] = ""
        while True:
            st["prompt"] = label + " " + INPUT + (st["buff"] + " ") + R
            draw()
            at(1, len(label) + 2 + len(st["buff"]), "")
            out(ESC + "[?25h")
            k = readkey()
            out(ESC + "[?25l")
            if k == "\r":
                return st["buff"]
            if k == "esc":
                return None
            if k in ("\x7f", "\x08"):
                st["buff"] = st["buff"][:-1]
            elif len(k) == 1 and k.isprintable():
                st["buff"] += k

    def keyed(label):
        st["prompt"] = menu(label)
        draw()
        return readkey()

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            while True:
                st["prompt"] = None
                draw()
                k = readkey()
                st["message"] = ""
                if k in ("\x03",):
                    break
                name = ENTRIES[st["sel"]][4]
                if k == "down" or k == "\r":
                    st["sel"] = min(st["sel"] + 1, len(ENTRIES) - 1)
                elif k == "up":
                    st["sel"] = max(st["sel"] - 1, 0)
                elif k in ("q", "Q"):
                    break
                elif k in ("d", "D"):
                    a = keyed("Delete file? (!Yes/!No)")
                    if a.lower() == "y":
                        st["message"] = "Error: Permission denied"
                elif k in ("c", "C"):
                    dest = readline("Copy file to:")
                    if dest:
                        st["message"] = "Error: Directory Not Found."
                elif k in ("l", "L"):
                    a = keyed("Link Type - !Hard, !Symbolic (enter = S)")
                    if a.lower() in ("h", "s", "\r"):
                        readline("Hard link to:" if a.lower() == "h" else "Symbolic link to:")
                elif k == "f9":
                    keyed("Sort list by - !Date & time, !Name, !Size (<shift> = reverse)")
                del name
        finally:
            out(R + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- spotify

PLAYLISTS = ["Night Drive • ada", "Focus Flow • spotify", "Sunday Morning • ada",
             "Road Trip '24 • ada", "Discover Weekly • spotify", "Release Radar • spotify"]
ALBUMS = ["Hurry Up, We're Dreaming • M83 (2011)", "Random Access Memories • Daft Punk (2013)",
          "In Rainbows • Radiohead (2007)", "Currents • Tame Impala (2015)", "Con Todo El Mundo • Khruangbin (2018)"]
ARTISTS = ["M83", "Daft Punk", "Radiohead", "Tame Impala", "Khruangbin"]
TRACK_ACTIONS = ["GoToArtist", "GoToAlbum", "GoToRadio", "ShowActionsOnAlbum", "ShowActionsOnArtist",
                 "CopyLink", "AddToPlaylist", "AddToQueue", "DeleteFromLiked"]
PLAYLIST_ACTIONS = ["GoToRadio", "CopyLink", "DeleteFromLibrary"]
DEVICES = ["spotify-player | 4f1c9e2ad70b3e8c5d6a1f09b2e47c83d5a6f1e0",
           "Kitchen speaker | 9be0c4d1a37f2e5b8c6d0a9f1e3b7c2d4a5f6e81",
           "Ada's MacBook Air | 27d3f8a1c9e4b6d0a2f5c7e9b1d3a8f4c6e0b2d7"]


def spotify():
    st = {"focus": 0, "sel": [0, 0, 0], "popup": None, "psel": 0, "name": "", "desc": "",
          "field": 0, "pending": "", "confirm": None}
    MAG = ESC + "[35m"

    def box(top, left, h, w, title):
        at(top, left, "┌" + MAG + title + R + "─" * (w - 2 - len(title)) + "┐")
        for r in range(1, h - 1):
            at(top + r, left, "│")
            at(top + r, left + w - 1, "│")
        at(top + h - 1, left, "└" + "─" * (w - 2) + "┘")

    def clip(s, n):
        return s[:n]

    def draw_playback():
        box(1, 1, 6, W, "Playback")
        C = ESC + "[1;36m"
        at(2, 2, C + "▶" + R + " " + C + "Midnight City" + R + " • " + C + "M83" + R + " " + ESC + "[31m" + "♥" + R)
        at(3, 2, ESC + "[33m" + "Hurry Up, We're Dreaming" + R + " • " + ESC + "[3;90m" + "synthpop" + R)
        at(4, 2, ESC + "[90m" + "repeat: Off | shuffle: false | volume: 70% | device: spotify-player" + R)
        label = "1:42/4:03"
        width = W - 2
        filled = int(width * 102 / 243)
        cells = []
        start = (width - len(label)) // 2
        for i in range(width):
            ch = label[i - start] if start <= i < start + len(label) else " "
            if i < filled:
                cells.append(ESC + "[42;90m" + ch + R)
            else:
                cells.append(ESC + "[100;32m" + ch + R)
        at(5, 2, "".join(cells))

    def draw_library(top, height, active):
        widths = [32, 32, 16]
        titles = ["Playlists", "Albums", "Artists"]
        lists = [PLAYLISTS, ALBUMS, ARTISTS]
        left = 1
        for i in range(3):
            box(top, left, height, widths[i], titles[i])
            for j, item in enumerate(lists[i][:height - 2]):
                text = clip(item, widths[i] - 2)
                if active and i == st["focus"] and j == st["sel"][i]:
                    at(top + 1 + j, left + 1, REV + BOLD + text.ljust(widths[i] - 2) + R)
                else:
                    at(top + 1 + j, left + 1, text)
            left += widths[i]

    def draw():
        out(R + ESC + "[2J")
        draw_playback()
        p = st["popup"]
        top = 7
        rest = H - top + 1  # rows left under the playback window
        if p is None:
            draw_library(top, rest, True)
            return
        if p in ("actions", "playlist-actions", "devices"):
            items = {"actions": ["[%d] %s" % (i, a) for i, a in enumerate(TRACK_ACTIONS)],
                     "playlist-actions": ["[%d] %s" % (i, a) for i, a in enumerate(PLAYLIST_ACTIONS)],
                     "devices": DEVICES}[p]
            title = {"actions": "Actions on Midnight City", "playlist-actions": "Actions on Night Drive",
                     "devices": "Devices"}[p]
            length = {"actions": len(TRACK_ACTIONS) + 2, "playlist-actions": len(PLAYLIST_ACTIONS) + 2,
                      "devices": 5}[p]
            draw_library(top, rest - length, False)
            ptop = H - length + 1
            box(ptop, 1, length, W, title)
            for j, it in enumerate(items[:length - 2]):
                text = clip(it, W - 2)
                if j == st["psel"]:
                    at(ptop + 1 + j, 2, REV + BOLD + text.ljust(W - 2) + R)
                else:
                    at(ptop + 1 + j, 2, text)
            return
        if p == "shortcuts":
            draw_library(top, rest - 7, True)
            ptop = H - 6
            box(ptop, 1, 7, W, "Shortcuts")
            cells = ["a: ShowActionsOnSelectedItem", "space: CurrentlyPlayingContextPage", "t: TopTrackPage",
                     "r: RecentlyPlayedTrackPage", "y: LikedTrackPage", "L: LyricsPage", "l: LibraryPage",
                     "s: SearchPage", "b: BrowsePage", "g: SelectFirstOrScrollToTop",
                     "c: JumpToCurrentTrackInContext", "o: OpenLogs"]
            cw = (W - 2) // 3
            for j in range(0, len(cells), 3):
                at(ptop + 1 + j // 3, 2, "".join(clip(c, cw - 1).ljust(cw) for c in cells[j:j + 3]))
            return
        if p == "create":
            draw_library(top, rest - 3, True)
            ptop = H - 2
            box(ptop, 1, 3, 40, "Enter Name for New Playlist:")
            box(ptop, 41, 3, 40, "Enter Description for New Playlist:")
            for i, (key, left) in enumerate((("name", 2), ("desc", 42))):
                v = st[key]
                if st["field"] == i:
                    at(ptop + 1, left, v + REV + " " + R)
                else:
                    at(ptop + 1, left, v)
            return
        if p == "confirm":
            draw_library(top, rest - 3, True)
            ptop = H - 2
            box(ptop, 1, 3, W, "Confirm")
            at(ptop + 1, 2, st["confirm"] + " (y/n)")

    mouse = ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1003h" + ESC + "[?1015h" + ESC + "[?1006h"
    out(ESC + "[?1049h" + mouse + ESC + "[?25l")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k in ("\x03",):
                    break
                p = st["popup"]
                if p == "create":
                    key = ("name", "desc")[st["field"]]
                    if k == "esc":
                        st["popup"] = None
                    elif k == "\t":
                        st["field"] ^= 1
                    elif k == "\r":
                        st["popup"] = None
                    elif k in ("\x7f", "\x08"):
                        st[key] = st[key][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st[key] += k
                    continue
                if p == "confirm":
                    if k in ("y", "n", "esc"):
                        st["popup"] = None
                    continue
                if p in ("actions", "playlist-actions", "devices"):
                    n = {"actions": len(TRACK_ACTIONS), "playlist-actions": len(PLAYLIST_ACTIONS),
                         "devices": len(DEVICES)}[p]
                    if k in ("j", "down", "\x0e"):
                        st["psel"] = min(st["psel"] + 1, n - 1)
                    elif k in ("k", "up", "\x10"):
                        st["psel"] = max(st["psel"] - 1, 0)
                    elif k in ("esc", "q"):
                        st["popup"] = None
                    elif k == "\r":
                        if p == "playlist-actions" and PLAYLIST_ACTIONS[st["psel"]] == "DeleteFromLibrary":
                            st["popup"] = "confirm"
                            st["confirm"] = "Delete Night Drive from your library?"
                        else:
                            st["popup"] = None
                    continue
                if p == "shortcuts":
                    st["popup"] = None
                    if k == "a":
                        st["popup"], st["psel"] = "playlist-actions", 0
                    continue
                if k == "q":
                    break
                if k == "g":
                    st["popup"] = "shortcuts"
                elif k == "a":
                    st["popup"], st["psel"] = "actions", 0
                elif k == "D":
                    st["popup"], st["psel"] = "devices", 0
                elif k == "N":
                    st["popup"], st["name"], st["desc"], st["field"] = "create", "", "", 0
                elif k in ("j", "down"):
                    n = len([PLAYLISTS, ALBUMS, ARTISTS][st["focus"]])
                    st["sel"][st["focus"]] = min(st["sel"][st["focus"]] + 1, n - 1)
                elif k in ("k", "up"):
                    st["sel"][st["focus"]] = max(st["sel"][st["focus"]] - 1, 0)
                elif k == "\t":
                    st["focus"] = (st["focus"] + 1) % 3
                elif k == "btab":
                    st["focus"] = (st["focus"] - 1) % 3
        finally:
            out(R + ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1002l" + ESC + "[?1000l" +
                ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- gex

def gex():
    if not os.path.isdir(".git"):
        out("Not a git repository. Initialise one? [y/N]")
        line = sys.stdin.readline()
        if line.strip().lower() != "y":
            return
    files = sorted(f for f in os.listdir(".") if not f.startswith(".") and os.path.isfile(f))
    st = {"view": "status", "cursor": 0, "cmd": None, "input": None, "buff": "", "message": "",
          "branch": "main"}
    YEL = ESC + "[33m"
    DIM = ESC + "[2m"
    KEY = ESC + "[32m" + BOLD
    COMMANDS = {"b": ("Branch", [("b", "checkout"), ("n", "new")]),
                "c": ("Commit", [("c", "commit"), ("a", "amend"), ("e", "extend")]),
                "p": ("Push", [("p", "remote"), ("f", "force")]),
                "z": ("Stash", [("s", "stash"), ("p", "pop")])}
    staged = []

    def draw():
        out(R + ESC + "[2J")
        if st["view"] == "branches":
            at(1, 1, YEL + "No branches yet." + R)
            at(3, 1, "Make a commit or press b again to switch branch.")
        else:
            at(1, 1, "On branch " + BOLD + st["branch"] + R)
            r = 3
            untracked = [f for f in files if f not in staged]
            idx = 0
            if untracked:
                at(r, 1, YEL + "Untracked files" + R + " " + DIM + "(%d)" % len(untracked) + R)
                r += 1
                for f in untracked:
                    rv = REV if idx == st["cursor"] else ""
                    at(r, 1, rv + "    " + "\r" + "›" + f + R)
                    r += 1
                    idx += 1
            if staged:
                r += 1
                at(r, 1, YEL + "Staged changes" + R + " " + DIM + "(%d)" % len(staged) + R)
                r += 1
                for f in staged:
                    rv = REV if idx == st["cursor"] else ""
                    at(r, 1, rv + "    " + "\r" + "›" + f + R)
                    r += 1
                    idx += 1
        if st["cmd"]:
            name, subs = COMMANDS[st["cmd"]]
            title = " %s Options " % name
            at(H - len(subs), 1, title.center(W, "═") + ESC + "[J")
            for i, (k, v) in enumerate(subs):
                at(H - len(subs) + 1 + i, 1, " " + KEY + k + R + " => " + v)
        if st["input"] is not None:
            at(H - 1, 1, ESC + "[J" + "╴" * W)
            at(H, 1, st["input"] + st["buff"])
            at(H, len(st["input"]) + len(st["buff"]) + 1, "")
            out(ESC + "[?25h")
        elif st["message"]:
            lines = st["message"].split("\n")
            at(H - len(lines), 1, ESC + "[J" + "─" * W)
            for i, l in enumerate(lines):
                at(H - len(lines) + 1 + i, 1, l)
            st["message"] = ""

    def readinput(prompt):
        st["input"], st["buff"] = prompt, ""
        while True:
            draw()
            k = readkey()
            if k == "\r":
                st["input"] = None
                out(ESC + "[?25l")
                return st["buff"]
            if k == "esc":
                st["input"] = None
                out(ESC + "[?25l")
                return None
            if k in ("\x7f", "\x08"):
                st["buff"] = st["buff"][:-1]
            elif len(k) == 1 and k.isprintable():
                st["buff"] += k

    out(ESC + "[?1049h")
    with Raw():
        out(ESC + "[?25l")
        try:
            while True:
                draw()
                k = readkey()
                if st["cmd"]:
                    cmd, st["cmd"] = st["cmd"], None
                    if k == "esc":
                        continue
                    if k == "q":
                        break
                    if cmd == "b" and k == "n":
                        name = readinput("Name for the new branch: ")
                        if name:
                            # git writes it on its standard error: shown red
                            st["message"] = "\x1b[31m" + "Switched to a new branch '%s'" % name + R
                            st["branch"] = name
                    elif cmd == "b" and k == "b":
                        st["view"] = "branches"
                    elif cmd == "c" and k == "c":
                        st["message"] = "\x1b[31m" + "On branch main\n\nInitial commit\n\nnothing added to commit" + R
                    continue
                if st["view"] == "branches":
                    if k == "esc":
                        st["view"] = "status"
                    elif k == "q":
                        break
                    continue
                total = len(files)
                if k in ("j", "down"):
                    st["cursor"] = min(st["cursor"] + 1, total - 1)
                elif k in ("k", "up"):
                    st["cursor"] = max(st["cursor"] - 1, 0)
                elif k == "g":
                    st["cursor"] = 0
                elif k == "G":
                    st["cursor"] = total - 1
                elif k == "S":
                    staged[:] = files
                elif k == "U":
                    staged[:] = []
                elif k == "q":
                    break
                elif k == ":":
                    c = readinput(":git ")
                    if c:
                        st["message"] = "\x1b[31m" + "fatal: your current branch 'main' does not have any commits yet" + R
                elif k == "!":
                    readinput("!")
                elif k in COMMANDS:
                    st["cmd"] = k
        finally:
            out(R + ESC + "[?25h" + ESC + "[?1049l")


TOOLS = {"matcha": matcha, "arigram": arigram, "dfshow": dfshow, "spotify": spotify, "gex": gex}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.exit("usage: threehundredfiftysecond_dialogs.py {%s}" % ",".join(sorted(TOOLS)))
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
