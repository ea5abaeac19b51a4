#!/usr/bin/env python3
"""The threehundredseventyfirst set's imitations: terminal chat, mail and
news clients that Debian does not package, each drawn the way the real
program draws (as known from its source, documentation and screenshots):

  muttkz    karelzak's mutt-kz (mutt 1.6.0 with notmuch and the sidebar,
            over IMAP): ncurses on the alternate screen, the password
            asked on the last row before any index is drawn, `Fetching
            message headers... 0/42 (0%)` while it reads the folder, the
            index under its help bar and over its status bar, the current
            message in reverse video, its `Search for: ` prompt, its
            pager and `Purge 1 deleted message? ([yes]/no): `
  telegram  vysheng's telegram-cli 1.4.1: its banner on the main screen,
            `phone number: `, `code ('CALL' for phone code): ` and
            `password: ` read a key at a time (echoed by the program, the
            password not), then its readline prompt `> ` (red `[2
            unread]` before it), messages and answers printed over it
  whatscli  normen's whatscli 1.1.6 (tview): a grid of white lines on the
            alternate screen, the chats tree at the left, the chat's
            messages at the right, the input field at the foot in blue,
            the mouse reported
  cliflux   spencerwi's cliflux 1.9 (tui-realm over ratatui): a box of
            unread entries on the alternate screen, `>> ` before the
            current one, an entry read in a box titled with it, its
            keyboard help as a table

Run: threehundredseventyfirst_chat.py TOOL
"""
import os
import select
import sys
import termios
import textwrap
import time
import tty

ESC = "\x1b"
W, H = 80, 24
R = ESC + "[0m"
REV = ESC + "[7m"
BOLD = ESC + "[1m"
DIM = ESC + "[2m"
ITAL = ESC + "[3m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def at(r, c, s=""):
    """Write s at row r, column c (both from 0)."""
    out(ESC + "[%d;%dH%s" % (r + 1, c + 1, s))


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
        b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b": "esc", b"\x1b[Z": "btab",
    }.get(seq, "esc")


class Mode:
    """Terminal modes: raw (tcell, crossterm), or curses' cbreak with no
    echo and no CR translation (ncurses' cbreak, noecho, nonl)."""

    def __init__(self, kind):
        self.kind = kind

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        if self.kind == "raw":
            tty.setraw(self.fd)
        else:
            a = termios.tcgetattr(self.fd)
            a[0] &= ~(termios.ICRNL | termios.INLCR)
            a[3] &= ~(termios.ICANON | termios.ECHO)
            a[6][termios.VMIN] = 1
            a[6][termios.VTIME] = 0
            termios.tcsetattr(self.fd, termios.TCSADRAIN, a)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


# ---------------------------------------------------------------- mutt-kz

# The INBOX's older messages, all read: (day, sender, to_chars mark,
# lines, subject).
INBOX = [
    (2, "Ada Berg", "+", 14, "Door 3 sensor keeps reporting open"),
    (2, "GitLab", "+", 38, "Pipeline #4398 failed for main"),
    (3, "relay-dev list", "L", 112, "[relay-dev] PATCH 0/3 retry on EAGAIN"),
    (3, "Olu Adeyemi", "T", 9, "Re: Door 3 sensor keeps reporting open"),
    (4, "Ledger billing", "+", 24, "Your October statement"),
    (5, "Mara Lindqvist", "+", 6, "Lunch on Friday?"),
    (5, "Kofi Mensah", "C", 17, "Floor B relay tripped at 03:10"),
    (6, "relay-dev list", "L", 45, "[relay-dev] Re: PATCH 1/3 retry on EAGAIN"),
    (6, "Jonas Weber", "T", 21, "Q4 budget draft"),
    (9, "GitLab", "+", 12, "Merge request !88 was approved"),
    (9, "Ada Berg", "+", 33, "Invoice 2026-10 sent"),
    (10, "Olu Adeyemi", "T", 8, "Re: Q4 budget draft"),
    (10, "relay-dev list", "L", 67, "[relay-dev] Relay 4.2-rc1 is out"),
    (11, "Kofi Mensah", "+", 11, "On-call swap next week"),
    (12, "Mara Lindqvist", "T", 15, "Re: On-call swap next week"),
    (12, "GitLab", "+", 40, "Pipeline #4412 failed for main"),
    (13, "Ledger billing", "+", 19, "Payment received, thank you"),
    (13, "Jonas Weber", "C", 26, "Re: Re: Q4 budget draft"),
    (16, "relay-dev list", "L", 88, "[relay-dev] Key rotation without downtime"),
    (16, "Ada Berg", "+", 7, "Standup moved to 09:30"),
    (17, "Olu Adeyemi", "+", 13, "Door 3 logs for the audit"),
    (17, "Kofi Mensah", "C", 22, "Floor B relay held overnight"),
    (18, "GitLab", "+", 10, "Merge request !91 was merged"),
    (18, "Mara Lindqvist", "+", 5, "Tickets for the 12th"),
    (19, "relay-dev list", "L", 54, "[relay-dev] Re: Key rotation without downtime"),
    (19, "Jonas Weber", "T", 30, "Auditor's checklist"),
    (20, "Ada Berg", "+", 18, "Re: Auditor's checklist"),
    (20, "Ledger billing", "+", 16, "Reminder: invoice 2026-11 due 19 Nov"),
    (23, "relay-dev list", "L", 71, "[relay-dev] Relay 4.2-rc2 is out"),
    (23, "Kofi Mensah", "+", 9, "Storm warning for the weekend"),
    (23, "GitLab", "+", 36, "Pipeline #4437 failed for main"),
    (24, "Olu Adeyemi", "T", 12, "Re: Storm warning for the weekend"),
    (24, "Mara Lindqvist", "C", 20, "December batch schedule"),
    (24, "relay-dev list", "L", 43, "[relay-dev] Re: Relay 4.2-rc2 is out"),
    (25, "Jonas Weber", "+", 8, "Demo moved to Thursday"),
    (25, "Ada Berg", "+", 27, "Notes from the facilities meetup"),
    (25, "GitLab", "+", 11, "Merge request !94 was approved"),
    (25, "Kofi Mensah", "C", 14, "Floor B relay: replacement ordered"),
    (25, "relay-dev list", "L", 39, "[relay-dev] PATCH v2 0/3 retry on EAGAIN"),
]


def mutt_messages():
    msgs = [{"flag": " ", "who": w, "to": t, "date": "Nov %02d" % d, "lines": n, "subj": s}
            for d, w, t, n, s in INBOX]
    msgs.append({"flag": "N", "who": "Ada Berg", "to": "+", "date": "Nov 26", "lines": 31,
                 "subj": "Invoice 2026-11 is overdue"})
    msgs.append({"flag": "N", "who": "Olu Adeyemi", "to": "T", "date": "Nov 26", "lines": 12,
                 "subj": "Re: Invoice 2026-11 is overdue"})
    msgs.append({"flag": "N", "who": "relay-dev list", "to": "L", "date": "Nov 26", "lines": 57,
                 "subj": "[relay-dev] PATCH v3 0/3 retry on EAGAIN"})
    for m in msgs:
        m["del"] = False
    return msgs


MUTT_BODY = """Hi Olu,

our records show that invoice 2026-11 (EUR 4,180.00, due 19 November)
is still open. Could you check with accounts payable whether it was
received? I have attached the invoice again and the delivery notes for
floors A and B.

If it has been paid in the meantime, please send me the remittance
advice so that I can match it; the bank statement only shows a
transfer of EUR 4,108.00 on 21 November with no reference, which may
be ours with the fee taken off.

For the record, the items on it are:

  - relay maintenance, floors A and B (October)      EUR 2,400.00
  - door 3 sensor replaced                           EUR   380.00
  - on-call hours, 16 at EUR 87.50                   EUR 1,400.00

The December run starts on the 3rd, and I would like to close
November before then. A call tomorrow morning works for me too.

Thanks,
Ada

--
Ada Berg
Ledger Facilities, accounts
+49 30 5550 1842""".split("\n")


def muttkz():
    msgs = mutt_messages()
    host = "imap.ledger.example"
    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[H" + ESC + "[2J")

    def msgline(s):
        at(H - 1, 0, s + ESC + "[K")

    def index_line(i, m, cur):
        z = m["flag"] + ("D" if m["del"] else " ") + m["to"]
        s = "%4d %s %s %-15.15s (%4d) %s" % (i + 1, z, m["date"], m["who"], m["lines"], m["subj"])
        s = s[:W].ljust(W)
        return (REV + s + R) if cur else s

    state = {"cur": 39, "view": "index", "top": 0}

    def status():
        new = sum(1 for m in msgs if m["flag"] == "N")
        dels = sum(1 for m in msgs if m["del"])
        chg = "*" if dels else "-"
        s = "-%s-Mutt: =INBOX [Msgs:%d New:%d%s 612K]---(date/date)-" % (
            chg, len(msgs), new, (" Del:%d" % dels) if dels else "")
        tail = "-(end)---"
        return s + "-" * (W - len(s) - len(tail)) + tail

    def draw_index():
        page = H - 3
        top = (state["cur"] // page) * page
        state["top"] = top
        at(0, 0, REV + "q:Quit  d:Del  u:Undel  s:Save  m:Mail  r:Reply  g:Group  ?:Help".ljust(W) + R)
        for r in range(page):
            i = top + r
            if i < len(msgs):
                at(1 + r, 0, index_line(i, msgs[i], i == state["cur"]))
            else:
                at(1 + r, 0, ESC + "[K")
        at(H - 2, 0, REV + status() + R)

    def index_cursor():
        at(1 + state["cur"] - state["top"], W - 1)

    def pager(i):
        m = msgs[i]
        m["flag"] = " "
        email = {"Ada Berg": "ada.berg@ledger.example", "Olu Adeyemi": "olu@ledger.example"}.get(
            m["who"], "relay-dev@lists.ledger.example")
        text = ["Date: Thu, 26 Nov 2026 09:14:02 +0100",
                "From: %s <%s>" % (m["who"], email),
                "To: Olu Adeyemi <olu@ledger.example>",
                "Subject: %s" % m["subj"],
                ""] + MUTT_BODY
        rows = H - 3
        shown = text[:rows]
        at(0, 0, REV + "i:Exit  -:PrevPg  <Space>:NextPg v:View Attachm.  d:Del  r:Reply  j:Next ?:Help".ljust(W) + R)
        for r in range(rows):
            at(1 + r, 0, (shown[r] if r < len(shown) else "") + ESC + "[K")
        total = sum(len(t) + 1 for t in text)
        seen = sum(len(t) + 1 for t in shown)
        pct = "%d%%" % (100 * seen // total)
        left = "-%s- %d/%d: %-20.20s   %s" % (" " + " " + m["to"], i + 1, len(msgs), m["who"], m["subj"])
        right = " -- (%s)" % pct
        at(H - 2, 0, REV + left + " " * (W - len(left) - len(right)) + right + R)
        msgline("")
        at(H - 2, W - 1)

    def prompt(text):
        msgline(text)
        buf = ""
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                return buf
            if k in ("\x07", "esc"):
                return None
            if k in ("\x7f", "\x08"):
                buf = buf[:-1]
            elif len(k) == 1 and k.isprintable():
                buf += k
            msgline(text + buf)

    with Mode("cbreak"):
        msgline("Connecting to %s..." % host)
        time.sleep(0.4)
        msgline("SSL/TLS connection using TLS1.3 (ECDHE-ECDSA/AES-256-GCM/AEAD)")
        time.sleep(0.6)
        msgline("Password for ada@%s: " % host)
        while readkey() not in ("\r", "\n"):
            pass  # no echo: mutt draws nothing for a password
        msgline("Logging in...")
        time.sleep(0.5)
        msgline("Selecting INBOX...")
        time.sleep(0.4)
        n = len(msgs)
        for pos in range(n):
            if pos % 10 == 0:
                msgline("Fetching message headers... %d/%d (%d%%)" % (pos, n, 100 * pos // n))
            time.sleep(0.35)
        msgline("")
        while True:
            if state["view"] == "index":
                draw_index()
                index_cursor()
                k = readkey()
                if k in ("j", "down") and state["cur"] < len(msgs) - 1:
                    state["cur"] += 1
                elif k in ("k", "up") and state["cur"] > 0:
                    state["cur"] -= 1
                elif k == "d":
                    msgs[state["cur"]]["del"] = True
                    if state["cur"] < len(msgs) - 1:
                        state["cur"] += 1
                elif k == "u":
                    msgs[state["cur"]]["del"] = False
                elif k in ("\r", "\n"):
                    state["view"] = "pager"
                elif k == "/":
                    prompt("Search for: ")
                    msgline("")
                elif k == "$":
                    dels = sum(1 for m in msgs if m["del"])
                    if dels:
                        msgline("Purge %d deleted message%s? ([yes]/no): " % (dels, "" if dels == 1 else "s"))
                        a = readkey()
                        if a in ("y", "\r", "\n"):
                            msgs[:] = [m for m in msgs if not m["del"]]
                            state["cur"] = min(state["cur"], len(msgs) - 1)
                        msgline("")
                elif k == "q":
                    break
            else:
                pager(state["cur"])
                k = readkey()
                if k in ("i", "q"):
                    state["view"] = "index"
    out(R + ESC + "[?1l" + ESC + ">" + ESC + "[?1049l")


# ---------------------------------------------------------------- telegram-cli

RED, REDB, NORMAL = ESC + "[0;31m", ESC + "[1;31m", ESC + "[0m"
GREEN, YELLOW, BLUE, MAGENTA, CYAN = ESC + "[32;1m", ESC + "[33;1m", ESC + "[34;1m", ESC + "[35;1m", ESC + "[36;1m"


def telegram():
    home = os.path.expanduser("~")
    print("Telegram-cli version 1.4.1, Copyright (C) 2013-2015 Vitaly Valtman")
    print("Telegram-cli comes with ABSOLUTELY NO WARRANTY; for details type `show_license'.")
    print("This is free software, and you are welcome to redistribute it")
    print("under certain conditions; type `show_license' for details.")
    print("Telegram-cli uses libtgl version 2.1.0")
    print("Telegram-cli includes software developed by the OpenSSL Project")
    print("for use in the OpenSSL Toolkit. (http://www.openssl.org/)")
    time.sleep(0.2)
    print("[%s/.telegram-cli] created" % home)
    print("[%s/.telegram-cli/downloads] created" % home)
    sys.stdout.flush()
    time.sleep(0.5)

    def one_string(prompt, hidden):
        # readline is installed (the terminal prepared: no canonical mode,
        # no echo); the program reads a key at a time and echoes it
        # itself, unless it is a password.
        out(prompt)
        s = ""
        with Mode("cbreak"):
            while True:
                c = os.read(sys.stdin.fileno(), 1).decode("latin-1")
                if c in ("\r", "\n"):
                    out("\n")
                    return s
                s += c
                if not hidden:
                    out(c)

    one_string("phone number: ", False)
    time.sleep(0.8)
    one_string("code ('CALL' for phone code): ", False)
    time.sleep(0.6)
    one_string("password: ", True)
    time.sleep(1.0)

    import readline  # noqa: F401  (input() edits its line with GNU readline)

    def user(name):
        return RED + REDB + name + RED + NORMAL

    def incoming(t, name, text):
        return BLUE + " [%s] " % t + NORMAL + " " + user(name) + BLUE + " >>> " + text + NORMAL

    def read(t, name, text, out_=False):
        if out_:
            return GREEN + " [%s] " % t + NORMAL + " " + user(name) + GREEN + " ««« " + text + NORMAL
        return BLUE + " [%s] " % t + NORMAL + " " + user(name) + BLUE + " »»» " + text + NORMAL

    def group(t, chat, name, text):
        return (MAGENTA + " [%s] " % t + NORMAL + " " + MAGENTA + chat + NORMAL + " " + user(name) +
                BLUE + " >>> " + text + NORMAL)

    print(incoming("10:41", "Ada Berg", "are you in today? the auditor comes at eleven"))
    print(group("10:42", "Ledger team", "Olu Adeyemi", "invoice run starts after the audit"))
    sys.stdout.flush()
    prompt = "\001" + RED + "\002[2 unread]\001" + NORMAL + "\002> "
    while True:
        try:
            line = input(prompt)
        except EOFError:
            break
        words = line.split()
        if not words:
            continue
        cmd = words[0]
        if cmd in ("quit", "safe_quit"):
            break
        if cmd == "dialog_list":
            print(YELLOW + "User " + user("Ada Berg") + YELLOW + ": 1 unread")
            print("Chat " + MAGENTA + "Ledger team" + NORMAL + YELLOW + ": 1 unread")
            print("Channel " + CYAN + "Relay releases" + NORMAL + YELLOW + ": 0 unread")
            print("User " + user("Olu Adeyemi") + YELLOW + ": 0 unread")
            print("User " + user("Mara Lindqvist") + YELLOW + ": 0 unread")
            print("Chat " + MAGENTA + "Floor B on-call" + NORMAL + YELLOW + ": 0 unread" + NORMAL)
        elif cmd == "history" and len(words) > 1:
            print(read("10:36", "Ada Berg", "morning!"))
            print(read("10:37", "Ada Berg", "morning, coffee first", True))
            print(incoming("10:41", "Ada Berg", "are you in today? the auditor comes at eleven"))
        elif cmd == "msg" and len(words) > 2:
            name = words[1].replace("_", " ")
            print(GREEN + " [10:43] " + NORMAL + " " + user(name) + GREEN + " <<< " + " ".join(words[2:]) + NORMAL)
        sys.stdout.flush()


# ---------------------------------------------------------------- whatscli

WHITE = ESC + "[37m"
BG = ESC + "[40m"


def whatscli():
    home = os.path.expanduser("~")
    chats = [
        {"name": "Ada Berg", "unread": 2, "group": False, "msgs": [
            ("26-11-26 09:12:40", "Ada", "morning! are you in today?"),
            ("26-11-26 09:13:02", None, "yes, from ten"),
            ("26-11-26 10:40:51", "Ada", "the auditor comes at eleven, can you bring the door 3 logs?"),
            ("26-11-26 10:41:17", "Ada", "and the invoice 2026-11 folder"),
        ]},
        {"name": "Ledger team", "unread": 0, "group": True, "msgs": [
            ("26-11-26 08:55:10", "Olu", "invoice run starts after the audit"),
            ("26-11-26 08:57:33", "Mara", "ok, I'll hold the december batch"),
        ]},
        {"name": "Olu Adeyemi", "unread": 0, "group": False, "msgs": [
            ("25-11-26 17:20:04", "Olu", "remittance for 2026-11 is in the shared drive"),
        ]},
        {"name": "Relay on-call", "unread": 5, "group": True, "msgs": [
            ("26-11-26 03:12:09", "Kofi", "floor B relay tripped again"),
        ]},
        {"name": "Mara Lindqvist", "unread": 0, "group": False, "msgs": [
            ("24-11-26 12:01:44", None, "lunch on friday?"),
            ("24-11-26 12:03:10", "Mara", "sure, 12:30"),
        ]},
        {"name": "Kofi Mensah", "unread": 0, "group": False, "msgs": []},
    ]
    st = {"focus": "input", "node": -1, "text": "", "sel": None, "track": False, "lines": None}

    def help_lines():
        """PrintHelp's lines, each its bold part and the rest, then what
        the session manager printed as it connected."""
        return [
            (None, ESC + "[4m" + "Keys:" + R + BG + WHITE), ("", ""), ("", "Global"),
            (" Up/Down", " = Scroll history/chats"), (" Tab ", " = Switch input/chats"),
            (" Ctrl+w ", " = Focus message panel"), (" Ctrl+q ", " = Exit app"), ("", ""),
            ("", "Message panel"), (" Up/Down", " = select message"),
            (" d ", " = Download attachment"), (" o ", " = Download & open attachment"),
            (" s ", " = Download & show image using jp2a --color"),
            (" u ", " = Find URL in message and open it"), (" r ", " = Revoke message"),
            (" i ", " = Info about message"), ("", ""),
            ("", "Config file in -> %s/.config/whatscli/whatscli.config" % home), ("", ""),
            (None, "Type " + BOLD + "/commands" + R + BG + WHITE + " to see all commands"), ("", ""),
            ("", "connecting.."), ("", "Session restored successfully"), ("", "Loaded 6 chats"),
            ("", "connected"),
        ]

    def wrap(s, width):
        if len(s) <= width:
            return [s]
        return textwrap.wrap(s, width, break_long_words=True) or [""]

    def text_rows():
        """The message view's rows: (plain, styled)."""
        rows = []
        if st["node"] < 0:
            for bold, rest in help_lines():
                if bold is None:
                    rows.append(rest)
                elif bold:
                    rows.append(BOLD + bold + R + BG + WHITE + rest)
                else:
                    rows.extend(wrap(rest, 47))
            return rows
        c = chats[st["node"]]
        for n, (t, who, text) in enumerate(c["msgs"]):
            name = "Me" if who is None else who
            col = ESC + "[34m" if who is None else ESC + "[32m"
            plain = "(%s) %s: %s" % (t, name, text)
            pieces = textwrap.wrap(plain, 47)
            sel = st["sel"] == n
            for i, p in enumerate(pieces):
                if sel:
                    rows.append(REV + p + R + BG + WHITE)
                elif i == 0:
                    head = "(%s) " % t
                    rest = p[len(head) + len(name) + 2:]
                    rows.append(DIM + head + R + BG + col + BOLD + name + ": " + R + BG + WHITE + rest)
                else:
                    rows.append(p)
        return rows

    def draw():
        out(BG + WHITE + ESC + "[?25l")
        at(0, 0, "┌" + "─" * 78 + "┐")
        at(1, 0, "│" + " " * 78 + "│")
        at(1, 1, BOLD + " WhatsCLI v1.1.6  " + R + BG + WHITE + DIM + "Type /help or press Ctrl+? for help" + R + BG + WHITE)
        at(2, 0, "├" + "─" * 30 + "┬" + "─" * 47 + "┤")
        for r in range(3, 21):
            at(r, 0, "│" + " " * 30 + "│" + " " * 47 + "│")
        at(21, 0, "├" + "─" * 30 + "┼" + "─" * 47 + "┤")
        at(22, 0, "│" + " " * 30 + "│" + " " * 47 + "│")
        at(23, 0, "└" + "─" * 30 + "┴" + "─" * 47 + "┘")
        # the chats tree
        cur = st["node"]
        head = ESC + "[33m" + "Chats" + R + BG + WHITE
        if cur < 0:
            head = ESC + "[43m" + ESC + "[30m" + "Chats" + R + BG + WHITE
        at(3, 1, head)
        for i, c in enumerate(chats):
            col = ESC + "[34m" if c["group"] else ESC + "[32m"
            glyph = "└──" if i == len(chats) - 1 else "├──"
            label = c["name"]
            if i == cur:
                name = (ESC + "[44m" if c["group"] else ESC + "[42m") + ESC + "[30m" + label
                if c["unread"]:
                    name += " (" + ESC + "[33m" + str(c["unread"]) + ESC + "[30m" + ")"
                name += R + BG + WHITE
            else:
                name = col + label
                if c["unread"]:
                    name += " (" + ESC + "[33m" + str(c["unread"]) + col + ")"
                name += R + BG + WHITE
            at(4 + i, 1, glyph + name)
        # the messages
        rows = text_rows()
        if st["track"] or st["node"] >= 0:
            rows = rows[max(0, len(rows) - 18):]
        for r, s in enumerate(rows[:18]):
            at(3 + r, 32, s)
        # the status bar and the input field
        at(22, 1, " " + ESC + "[32m" + "online" + R + BG + WHITE + " " + DIM + " (0% " + R + BG + ESC + "[31m" + "l" +
           R + BG + WHITE + DIM + " " + R + BG + ESC + "[32m" + "s" + R + BG + WHITE + DIM + ")" + R + BG + WHITE + " ")
        at(22, 32, ESC + "[44m" + ESC + "[37m" + st["text"][-47:].ljust(47) + R)
        if st["focus"] == "input":
            at(22, 32 + min(len(st["text"]), 46))
            out(ESC + "[?25h")

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1006h" +
        BG + ESC + "[2J")
    with Mode("raw"):
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x11":
                    break
                if k == "\t":
                    st["sel"] = None
                    st["track"] = True
                    st["focus"] = "tree" if st["focus"] == "input" else "input"
                    continue
                if k == "\x17":  # Ctrl-w: select a message
                    if st["node"] >= 0 and chats[st["node"]]["msgs"]:
                        st["focus"] = "messages"
                        st["sel"] = len(chats[st["node"]]["msgs"]) - 1
                    continue
                if st["focus"] == "messages":
                    n = len(chats[st["node"]]["msgs"])
                    if k in ("up", "k") and st["sel"] > 0:
                        st["sel"] -= 1
                    elif k in ("down", "j") and st["sel"] < n - 1:
                        st["sel"] += 1
                    elif k == "esc":
                        st["sel"] = None
                        st["focus"] = "input"
                    continue
                if st["focus"] == "tree":
                    if k == "down" and st["node"] < len(chats) - 1:
                        st["node"] += 1
                    elif k == "up" and st["node"] > -1:
                        st["node"] -= 1
                    continue
                if k in ("\r", "\n"):
                    if st["text"] and st["node"] >= 0 and not st["text"].startswith("/"):
                        chats[st["node"]]["msgs"].append(("26-11-26 10:42:05", None, st["text"]))
                    st["text"] = ""
                elif k in ("\x7f", "\x08"):
                    st["text"] = st["text"][:-1]
                elif k == "esc":
                    st["text"] = ""
                elif len(k) == 1 and k.isprintable():
                    st["text"] += k
        finally:
            out(R + ESC + "[?1006l" + ESC + "[?1002l" + ESC + "[?1000l" + ESC + "[?1l" + ESC + ">" +
                ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- cliflux

ENTRIES = [
    ("Relay 4.2 released with per-floor schedules", "Relay releases"),
    ("A door sensor that reports its own battery", "Hackaday"),
    ("Kernel 6.18 drops the old serial relay driver", "LWN.net"),
    ("Why our invoices moved to plain text", "Ledger engineering blog"),
    ("The quiet return of the physical on-call pager", "Ars Technica - All content"),
    ("Postgres 18.1 and the checkpoint you forgot", "Planet PostgreSQL"),
    ("Running a building on 40 microcontrollers", "Hackaday"),
    ("Notes from the facilities automation meetup", "Ledger engineering blog"),
    ("What a relay audit actually checks", "Relay releases"),
    ("The M5 laptops get a matte screen option", "The Verge -  All Posts"),
    ("Three ways to rotate keys without downtime", "LWN.net"),
    ("A museum of broken thermostats", "The Rabbit Room"),
    ("Winter storms and the grid: a field guide", "Ars Technica - All content"),
    ("Plain-text accounting, five years in", "Planet Emacslife"),
]

ARTICLE = [
    ("p", "Relay 4.2 is out. The headline change is per-floor schedules[1]: each floor can now keep its own opening hours, holidays and night mode, instead of the single building-wide calendar every release since 2.0 has used."),
    ("p", "Schedules are written in the same TOML files as before, under a new [floor.*] table, and the old [schedule] table still works: it becomes the default for every floor that does not name its own. The migration guide[2] walks through splitting a building into floors without touching the devices."),
    ("p", "Other changes in this release:"),
    ("l", "* Door sensors report their battery level, and relay warns at 15%."),
    ("l", "* The on-call rota can page a second person when the first does not acknowledge within ten minutes."),
    ("l", "* relayctl audit prints the checks an auditor asks for, with the dates each one last passed[3]."),
    ("l", "* The serial driver for pre-2019 controllers is deprecated; it will be removed in 5.0."),
    ("p", "Upgrading from 4.1 needs no change to existing configuration. Controllers running firmware older than 3.8 must be updated first, as the new schedule format is not understood by them and they will fall back to always-open, which is almost certainly not what you want on a weekend."),
    ("p", "Thanks to everyone who tested the release candidates, and in particular to the two sites that ran 4.2-rc2 through the November storms and sent us their logs[4]."),
    ("p", "Read 3 remaining paragraphs[5] | Comments[6]"),
]
LINKS = [
    "https://relay.example/docs/schedules#per-floor",
    "https://relay.example/docs/migrate-4.2",
    "https://relay.example/docs/relayctl-audit",
    "https://relay.example/blog/storm-logs",
    "https://relay.example/blog/relay-4-2-released",
    "https://relay.example/blog/relay-4-2-released#comments",
]

HELP_ROWS = [
    ("", "Global", "", True), ("q", "Quit", "", False), ("?", "Show keyboard help", "", False), ("", "", "", False),
    ("", "Unread/Starred Entries view", "", True),
    ("j", "Scroll down", "", False), ("Down arrow", "Scroll down", "", False), ("k", "Scroll up", "", False),
    ("Up arrow", "Scroll up", "", False), ("Page Down", "Jump to end", "", False),
    ("Page Up", "Jump to beginning", "", False), ("m", "Mark as read/unread", "", False),
    ("a", "Mark All as read", "", False), ("s", "Toggle starred", "", False),
    ("e", "Send article to external integrations", "", False), ("r", "Refresh entries", "", False),
    ("Shift+R", "Force-refresh feeds", "", False), ("Enter", "Read entry", "", False),
    ("v", "Swap view (Unread / Starred)", "", False), ("", "", "", False),
    ("", "Read entry view", "", True),
    ("j", "Scroll down", "", False), ("Down arrow", "Scroll down", "", False), ("k", "Scroll up", "", False),
    ("Up arrow", "Scroll up", "", False), ("u", "Mark as unread", "", False), ("s", "Toggle starred", "", False),
    ("e", "Send article to external integrations", "", False), ("o", "Open in browser", "", False),
    ("Shift+F", "Fetch original content", "", False), ("b", "Back to Unread Entries view", "", False),
    ("", "", "", False), ("", "Keyboard help view", "", True), ("Esc", "Close keyboard help", "", False),
]


def cliflux():
    # margin 1: the views' boxes run from (1, 1) to (22, 78)
    top, left, bottom, right = 1, 1, 22, 78
    inner = right - left - 1
    st = {"view": "list", "cur": 0, "scroll": 0}

    def box(title, bold_title=False):
        t = title
        n = len(t)
        pos = left + 1 + (inner - n) // 2
        at(top, left, "┌" + "─" * inner + "┐")
        at(top, pos, (BOLD + t + R) if bold_title else t)
        for r in range(top + 1, bottom):
            at(r, left, "│" + " " * inner + "│")
        at(bottom, left, "└" + "─" * inner + "┘")

    def article_rows():
        import re
        rows = []
        for n, (kind, text) in enumerate(ARTICLE):
            text = re.sub(r"\[(\d)\]", r" [\1]", text)
            ind = "  " if kind == "l" else ""
            for piece in textwrap.wrap(text, inner, subsequent_indent=ind):
                rows.append(re.sub(r"\[(\d)\]", lambda m: ESC + "[36m[" + m.group(1) + "]" + R, piece))
            if kind != "l" or n + 1 == len(ARTICLE) or ARTICLE[n + 1][0] != "l":
                rows.append("")
        for i, l in enumerate(LINKS):
            rows.append(ESC + "[36m" + "[%d] %s" % (i + 1, l) + R)
        return rows

    def draw():
        out(R + ESC + "[H" + ESC + "[2J")
        v = st["view"]
        if v == "loading":
            at(1, 1, "Loading...")
        elif v == "list":
            box(" Unread Entries ")
            for i, (title, feed) in enumerate(ENTRIES[:bottom - top - 1]):
                mark = ">> " if i == st["cur"] else "   "
                t = " %s " % title
                line = mark + t + " »» " + feed
                cut = line[:inner]
                bold_end = min(len(cut), len(mark) + len(t))
                s = cut[:len(mark)] + BOLD + cut[len(mark):bold_end] + R
                rest = cut[bold_end:]
                if " »» " in rest:
                    a, b = rest.split(" »» ", 1)
                    s += a + " »» " + ITAL + b + R
                else:
                    s += rest
                at(top + 1 + i, left + 1, s)
        elif v == "read":
            title = "  %s  " % ENTRIES[st["cur"]][0]
            box(title, True)
            rows = article_rows()[st["scroll"]:]
            for r, s in enumerate(rows[:bottom - top - 1]):
                at(top + 1 + r, left + 1, s)
        elif v == "help":
            box(" Keyboard Help ", True)
            w0 = inner * 20 // 100
            w1 = inner * 30 // 100
            c1 = left + 1 + w0 + 1
            c2 = c1 + w1 + 1
            for r, (a, b, _, bold) in enumerate(HELP_ROWS[:bottom - top - 1]):
                if bold:
                    at(top + 1 + r, c1, BOLD + b + R)
                else:
                    at(top + 1 + r, c1, a[:w1])
                    at(top + 1 + r, c2, b[:w1])

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Mode("raw"):
        try:
            st["view"] = "loading"
            draw()
            time.sleep(1.2)
            st["view"] = "list"
            while True:
                draw()
                k = readkey()
                v = st["view"]
                if k == "q" or k == "\x03":
                    break
                if v == "list":
                    if k in ("j", "down") and st["cur"] < len(ENTRIES) - 1:
                        st["cur"] += 1
                    elif k in ("k", "up") and st["cur"] > 0:
                        st["cur"] -= 1
                    elif k in ("\r", "\n"):
                        st["view"], st["scroll"] = "read", 0
                    elif k == "?":
                        st["prev"], st["view"] = "list", "help"
                elif v == "read":
                    if k in ("j", "down"):
                        st["scroll"] += 1
                    elif k in ("k", "up") and st["scroll"] > 0:
                        st["scroll"] -= 1
                    elif k == "pgdn":
                        st["scroll"] += 8
                    elif k == "pgup":
                        st["scroll"] = max(0, st["scroll"] - 8)
                    elif k == "b":
                        st["view"] = "list"
                    elif k == "?":
                        st["prev"], st["view"] = "read", "help"
                elif v == "help":
                    if k in ("esc", "b"):
                        st["view"] = st.get("prev", "list")
        finally:
            out(R + ESC + "[?25h" + ESC + "[?1049l")


TOOLS = {"muttkz": muttkz, "telegram": telegram, "whatscli": whatscli, "cliflux": cliflux}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.exit("usage: threehundredseventyfirst_chat.py {%s}" % ",".join(TOOLS))
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
