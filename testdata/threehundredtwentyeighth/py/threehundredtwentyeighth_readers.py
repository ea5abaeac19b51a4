"""One terminal reader or player imitated, named by the first argument: a
fixture of agentty's threehundredtwentyeighth set, whose screens were never
used to tune the mode classifier. Each draws what the program draws at its
moments (its words, layout, panes, highlighted row, status line, prompts):
a podcast player of two panes (curses, the alternate screen), a mail
user's shell in its curses mode (the alternate screen), a news reader
of the old kind (the normal screen, keys read one at a time) and a
music player of search results (the normal screen cleared, lines edited
in cooked mode). Runs with Debian's python3 and its standard library only."""

import curses
import os
import sys
import termios
import time
import tty

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def colours():
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_YELLOW, bg)
    curses.init_pair(3, curses.COLOR_CYAN, bg)
    curses.init_pair(4, curses.COLOR_GREEN, bg)


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if 0 <= y < h and x < wd:
        try:
            w.addnstr(y, x, s, wd - x - (1 if y == h - 1 else 0), a)
        except curses.error:
            pass


def readline(w, y, label):
    """Reads a line at the bottom, echoing it, after label."""
    buf = ""
    curses.curs_set(1)
    while True:
        w.move(y, 0)
        w.clrtoeol()
        put(w, y, 0, label + buf)
        w.move(y, min(len(label + buf), w.getmaxyx()[1] - 2))
        w.refresh()
        k = w.getch()
        if k in ENTER:
            return buf
        if k == 27:
            return None
        if k in (8, 127, curses.KEY_BACKSPACE):
            buf = buf[:-1]
        elif 32 <= k < 127:
            buf += chr(k)


# ---------------------------------------------------------------- podcasts

PODCASTS = [
    ("Linux Unplugged", 12),
    ("Hacker Public Radio", 40),
    ("The Changelog", 25),
    ("Darknet Diaries", 18),
    ("Radiolab", 30),
]
EPISODES = [
    "[D] 542: Sync Your Shell",
    "541: The Kernel Whisperer",
    "540: Home Lab Heroes",
    "539: Wayland Everywhere",
    "538: Btrfs Deep Dive",
    "537: Packaging Pains",
]


def podcasts(w):
    colours()
    curses.curs_set(0)
    pod, ep, pane = 0, 0, 0
    mode = "main"
    status = 'Press "?" for help.'
    while True:
        h, wd = w.getmaxyx()
        w.erase()
        if mode == "help":
            put(w, 0, 0, "Available keybindings:", curses.A_BOLD)
            rows = [("Left, h", "Move left"), ("Right, l", "Move right"), ("Up, k", "Move up"),
                    ("Down, j", "Move down"), ("a", "Add new feed"), ("s", "Sync"), ("S", "Sync all"),
                    ("Enter, p", "Play"), ("m", "Mark as played"), ("M", "Mark all as played"),
                    ("d", "Download"), ("D", "Download all"), ("x", "Delete file"), ("r", "Remove"),
                    ("R", "Remove all"), ("?", "Help"), ("q", "Quit")]
            for i, (k, v) in enumerate(rows):
                put(w, 2 + i, 2, "%-12s %s" % (k + ":", v))
            put(w, h - 1, 0, 'Press "Esc" to go back.', curses.A_REVERSE)
            w.refresh()
            k = w.getch()
            if k in (27, ord("q")):
                mode = "main"
            continue
        half = wd // 2
        for y in range(0, h - 1):
            put(w, y, half, "\u2502")
        put(w, 0, 1, " Podcasts ", curses.A_BOLD | (cp(2) if pane == 0 else 0))
        put(w, 0, half + 2, " Episodes ", curses.A_BOLD | (cp(2) if pane == 1 else 0))
        put(w, 1, 0, "\u2500" * half + "\u253c" + "\u2500" * (wd - half - 1))
        for i, (name, n) in enumerate(PODCASTS):
            s = (" %-*s (%d/%d)" % (half - 10, name, n // 3, n))[: half - 1]
            a = curses.A_REVERSE if i == pod else 0
            if i == pod and pane == 1:
                a = curses.A_BOLD
            put(w, 2 + i, 0, s.ljust(half - 1), a)
        for i, title in enumerate(EPISODES):
            a = curses.A_REVERSE if (i == ep and pane == 1) else 0
            put(w, 2 + i, half + 1, (" " + title).ljust(wd - half - 1), a)
        put(w, h - 1, 0, status.ljust(wd - 1), cp(1))
        w.refresh()
        k = w.getch()
        if k == ord("q"):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            if pane == 0:
                pod = min(pod + 1, len(PODCASTS) - 1)
            else:
                ep = min(ep + 1, len(EPISODES) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            if pane == 0:
                pod = max(pod - 1, 0)
            else:
                ep = max(ep - 1, 0)
        elif k in (ord("l"), curses.KEY_RIGHT):
            pane = 1
        elif k in (ord("h"), curses.KEY_LEFT):
            pane = 0
        elif k == ord("?"):
            mode = "help"
        elif k == ord("a"):
            w.move(h - 1, 0)
            w.clrtoeol()
            url = readline(w, h - 1, "Feed URL: ")
            curses.curs_set(0)
            status = "Successfully added %s" % url if url else 'Press "?" for help.'
        elif k == ord("r"):
            w.move(h - 1, 0)
            w.clrtoeol()
            put(w, h - 1, 0, "Are you sure you want to remove the podcast? (y/n) ")
            curses.curs_set(1)
            w.refresh()
            c = w.getch()
            curses.curs_set(0)
            if c == ord("y"):
                del PODCASTS[pod]
                pod = max(0, min(pod, len(PODCASTS) - 1))
            status = 'Press "?" for help.'


# ---------------------------------------------------------------- mail

MAIL = [
    ("N", "bob@example.org", "Fri Nov 27 09:12", "14/402", "Meeting moved to Thursday"),
    ("N", "carol@example.com", "Fri Nov 27 11:40", "22/810", "Re: budget spreadsheet"),
    ("U", "root@mailhost", "Fri Nov 27 23:59", "31/1022", "Cron <root@mailhost> backup"),
    (" ", "dave@example.net", "Sat Nov 28 08:03", "9/301", "lunch?"),
    (" ", "erin@example.org", "Sat Nov 28 10:27", "40/1530", "Draft of the proposal"),
]
BODY = """From: bob@example.org
To: ann@mailhost
Subject: Meeting moved to Thursday
Date: Fri, 27 Nov 2026 09:12:44 +0000

Hi Ann,

The planning meeting moved from Wednesday to Thursday at 10:00,
room 4B as before. Please bring the numbers from last quarter and
the list of open tickets; Carol will present the new schedule.

If Thursday does not suit you, tell me before tonight and I will
try to find another slot.

Agenda:
  1. Last quarter's numbers
  2. Open tickets
  3. The new schedule
  4. Hiring
  5. Anything else

Thanks,
Bob
--
Bob Example, Operations
""".splitlines()


def mail(w):
    curses.curs_set(0)
    cur = 0
    deleted = set()
    while True:
        h, wd = w.getmaxyx()
        w.erase()
        new = sum(1 for m in MAIL if m[0] == "N")
        put(w, 0, 0, '"/var/mail/ann": %d messages, %d new, %d deleted' % (len(MAIL), new, len(deleted)))
        for i, (st, frm, date, size, subj) in enumerate(MAIL):
            s = "D" if i in deleted else st
            line = "%s%2d %s %-18s %s (%s) \"%s\"" % (">" if i == cur else " ", i + 1, s, frm[:18], date, size, subj)
            put(w, 2 + i, 0, line, curses.A_REVERSE if i == cur else 0)
        put(w, h - 2, 0, "-" * (wd - 1))
        put(w, h - 1, 0, "Mail User's Shell (7.2.6) -- type '?' for help", curses.A_BOLD)
        w.move(h - 1, 0)
        w.refresh()
        k = w.getch()
        if k == ord("q"):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(MAIL) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == ord("d"):
            deleted.add(cur)
            cur = min(cur + 1, len(MAIL) - 1)
        elif k in (ord("t"), ord(" ")) or k in ENTER:
            page(w, BODY, "Message %d:" % (cur + 1))
            MAIL[cur] = (" ",) + MAIL[cur][1:]
        elif k == ord("s"):
            w.move(h - 1, 0)
            w.clrtoeol()
            readline(w, h - 1, "save in file [~/mbox]: ")
            curses.curs_set(0)
        elif k == ord("m"):
            w.erase()
            to = readline(w, 0, "To: ")
            if to is not None:
                put(w, 0, 0, "To: " + to)
                readline(w, 1, "Subject: ")
            curses.curs_set(0)


def page(w, lines, head):
    h, wd = w.getmaxyx()
    top = 0
    while True:
        w.erase()
        put(w, 0, 0, head, curses.A_BOLD)
        shown = lines[top: top + h - 2]
        for i, l in enumerate(shown):
            put(w, 1 + i, 0, l)
        if top + h - 2 < len(lines):
            pct = 100 * (top + h - 2) // len(lines)
            put(w, h - 1, 0, "...continue (%d%%)..." % pct, curses.A_REVERSE)
        else:
            put(w, h - 1, 0, "...continue...", curses.A_REVERSE)
        w.refresh()
        k = w.getch()
        if k == ord("q"):
            return
        if top + h - 2 >= len(lines):
            return
        top += h - 3


# ---------------------------------------------------------------- news

def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def key():
    return sys.stdin.read(1)


ARTICLE = """Article 1001 (11 more) in comp.lang.c:
From: kst@example.net (Keith S.)
Subject: Re: Why is sizeof(char) always 1?
Date: Fri, 27 Nov 2026 18:22:10 GMT
Lines: 34

In article <8f2k1@news.example.org> pat@example.org writes:
> I have always wondered why sizeof(char) is 1 even on machines
> where a char is 9 or 16 bits wide.  Is that a rule?

It is the definition.  sizeof yields a size in bytes, and the
standard defines a byte as the storage a char takes, however many
bits that is (CHAR_BIT tells you, never fewer than 8).  So
sizeof(char) is 1 by definition, and sizeof(int) counts how many
chars an int takes.

On a machine with 16-bit chars and 32-bit ints, sizeof(int) is 2.
On the usual machine with 8-bit chars and 32-bit ints it is 4.

This is why code that assumes a char is an octet should check
CHAR_BIT, or use uint8_t where exact widths matter (and accept
that uint8_t may not exist at all on such a machine).
""".splitlines()


def news():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    try:
        newsloop()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def newsloop():
    out("Unread news in comp.lang.c                        12 articles\n")
    out("Unread news in comp.os.linux.misc                  4 articles\n")
    out("Unread news in news.software.readers               2 articles\n")
    out("\n")
    groups = [("comp.lang.c", 12), ("comp.os.linux.misc", 4), ("news.software.readers", 2)]
    g = 0
    while g < len(groups):
        name, n = groups[g]
        out("******** %d unread articles in %s--read now? [ynq] " % (n, name))
        c = key()
        out(c + "\n")
        if c == "q":
            return
        if c == "n":
            g += 1
            continue
        if c == "c":
            out("Do you really want to mark everything as read? [yn] ")
            c = key()
            out(c + "\n")
            if c == "y":
                g += 1
            continue
        readart(name)
        g += 1
    out("\n******** End of newsgroups--what next? [npq] ")
    key()


def readart(name):
    out("\x1b[H\x1b[2J")
    for l in ARTICLE[:18]:
        out(l + "\n")
    out("--MORE--(%d%%)" % (100 * 18 // len(ARTICLE)))
    c = key()
    out("\r\x1b[K")
    for l in ARTICLE[18:]:
        out(l + "\n")
    out("\nEnd of article 1001 (of 1012) -- what next? [npq] ")
    c = key()
    out(c + "\n")


# ---------------------------------------------------------------- music

RESULTS = [
    ("Daft Punk - Around the World (Official Music Video)", "DaftPunkVEVO", "4:00", "102M"),
    ("Daft Punk - Around The World [Official Audio]", "Daft Punk", "7:09", "45M"),
    ("Around the World - Daft Punk (Live 2007)", "LiveArchive", "6:51", "3.1M"),
    ("Daft Punk - Around The World (Radio Edit)", "Daft Punk", "3:58", "12M"),
    ("Around the World / Harder Better Faster Stronger", "Daft Punk", "5:48", "8.4M"),
    ("Daft Punk - Around the World (Extended Mix)", "House Vault", "8:02", "910K"),
    ("Around the World - Daft Punk - Piano Cover", "Pianella", "3:12", "2.2M"),
    ("Daft Punk - Around the World (Remastered)", "Daft Punk", "7:08", "6.0M"),
]


def clear():
    out("\x1b[H\x1b[2J")


def fill(used):
    out("\n" * max(0, 21 - used))


def music():
    clear()
    logo = [
        "                      _                 _         _",
        "  _ __ ___  _ __  ___| |_   _  ___  _  _| |_ _   _| |__   ___",
        " | '_ ` _ \\| '_ \\/ __| | | | |/ _ \\| | | | __| | | | '_ \\ / _ \\",
        " | | | | | | |_) \\__ \\ | |_| | (_) | |_| | |_| |_| | |_) |  __/",
        " |_| |_| |_| .__/|___/  \\__, |\\___/ \\__,_|\\__|\\__,_|_.__/ \\___|",
        "           |_|          |___/",
        "",
        "  version 0.2.8",
        "",
        "  Enter /search-term to search or [h]elp",
    ]
    for l in logo:
        out(l + "\n")
    fill(len(logo))
    msg = "\x1b[32mEnter /search-term to search or [h]elp\x1b[0m"
    while True:
        out("\n" + msg + "\n")
        try:
            line = input("> ")
        except EOFError:
            return
        line = line.strip()
        if line == "q":
            return
        if line.startswith("/"):
            q = line[1:]
            clear()
            out("\x1b[1m  Num  Title                                               Length  Views\x1b[0m\n")
            for i, (t, u, ln, v) in enumerate(RESULTS):
                out("  %2d   %-50s %6s  %5s\n" % (i + 1, t[:50], ln, v))
            fill(len(RESULTS) + 1)
            msg = "\x1b[33mSearch results for %s\x1b[0m" % q
            out("\x1b[2mEnter 1-%d to play, a to add, n for next page\x1b[0m" % len(RESULTS))
        elif line.isdigit():
            t = RESULTS[int(line) - 1]
            clear()
            out("Playing: %s\n" % t[0])
            out("Use 9/0 for volume, arrow keys to seek, p to pause, q to stop\n\n")
            total = 429
            for s in range(0, 400):
                bar = int(30 * s / total)
                out("\r  %d:%02d / %d:%02d  [%s%s]  %d%%" % (s // 60, s % 60, total // 60, total % 60,
                                                          "=" * bar, " " * (30 - bar), 100 * s // total))
                time.sleep(0.5)
            return
        elif line == "h":
            clear()
            helps = [
                "  \x1b[1mBasic Usage\x1b[0m",
                "",
                "  Use / to enter a search query, eg: /daft punk",
                "  Then enter the number of the item to play, eg: 1",
                "",
                "  \x1b[1mHelp Topics\x1b[0m",
                "",
                "    help basic      - basic usage",
                "    help search     - searching for music",
                "    help edit       - editing results and playlists",
                "    help playback   - playing music",
                "    help dl         - downloading",
                "    help encode     - encoding and converting",
                "    help playlists  - using playlists",
                "    help config     - settings",
                "    help tips       - misc tips",
                "    help new        - what's new",
                "",
                "  Enter h <topic> for help on a topic",
            ]
            for l in helps:
                out(l + "\n")
            fill(len(helps))
            msg = "\x1b[32mEnter /search-term to search or [h]elp\x1b[0m"
        elif line == "set":
            clear()
            rows = [("order", "relevance"), ("user_order", ""), ("max_res", "50"), ("player", "mpv"),
                    ("playerargs", ""), ("ddir", "/home/ann/Downloads/mps"), ("show_video", "False"),
                    ("search_music", "True"), ("window_pos", "top-right"), ("colours", "True"),
                    ("notifier", ""), ("checkupdate", "True"), ("show_mplayer_keys", "True"),
                    ("audio_format", "auto")]
            out("\x1b[1m  Key                  Value\x1b[0m\n")
            for k2, v in rows:
                out("  %-20s %s\n" % (k2, v))
            fill(len(rows) + 1)
            msg = "Enter \x1b[1mset <key> <value>\x1b[0m to change"
        else:
            msg = "\x1b[31mBad syntax. Enter h for help\x1b[0m"


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "podcasts":
        curses.wrapper(podcasts)
    elif tool == "mail":
        curses.wrapper(mail)
    elif tool == "news":
        news()
    elif tool == "music":
        music()
    else:
        sys.exit("usage: threehundredtwentyeighth_readers.py podcasts|mail|news|music")


if __name__ == "__main__":
    main()
