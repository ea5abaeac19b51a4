#!/usr/bin/env python3
"""The threehundredeightysecond set's imitations: backup, sync and
file-transfer tools that Debian does not package, each drawn the way the
real program draws (as known from its source, documentation and
screenshots):

  syncany     binwiederhier's Syncany, `sy init`: cooked lines printed by
              Java, a storage plugin named from a list, the plugin's
              connection details asked one by one (`- Hostname: `, a
              sensitive one `(not displayed, optional)` read with the echo
              off, an optional one with its default), then the repository
              password asked twice with the echo off and a y/n when it is
              short
  ffsend      timvisee's ffsend: `ffsend upload DIR` asking to archive the
              directory `[Y/n]`, then pbr's one-line progress bar on
              stderr (`Encrypt & Upload 12.40 MB / 48.27 MB [==>--] 25.69 %
              2.31 MB/s 16s`); `ffsend download URL` asking the file's
              password (rpassword, echo off), `Overwrite? [y/n]` over the
              path that exists, then `Download & Decrypt`'s bar
  httm        kimono-koans' httm, `httm --restore=overwrite` in
              ~/Documents: skim on the alternate screen (mouse reported), a
              browse view of the files under a preview of the current
              one's snapshot versions, then the versions of the file chosen
              (a list between rules, shown bottom-up with tac), then its
              consent buffer with YES and NO as items
  stresolve   dschrempf's syncthing-resolve-conflicts (bash, pacdiff-like):
              `==>`/` ->`/` ::` lines in colour and `read` in cooked mode,
              `[v/s/r/o/q]` for each text conflict, `vim -d` to view one,
              then the ignored files and the non-text conflicts
  duplicati   Duplicati's command line (`duplicati-cli backup`/`restore`):
              `Backup started at ...`, then its console password module
              reading keys with the echo off (`Enter encryption
              passphrase: `, `Confirm encryption passphrase: ` for a
              backup), then the backup's phases and its periodic counts

Run: threehundredeightysecond_transfers.py TOOL [ARGS]
"""
import getpass
import os
import subprocess
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s, stream=None):
    stream = stream or sys.stdout
    stream.write(s)
    stream.flush()


def err(s):
    out(s, sys.stderr)


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
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


# ---------------------------------------------------------------- syncany

def syncany():
    plugins = ["ftp", "local", "s3", "sftp", "webdav"]
    while True:
        print("Choose a storage plugin. Available plugins are: " + ", ".join(plugins))
        p = input("Plugin: ")
        if p in plugins:
            break
        print("ERROR: Plugin does not exist.")
        print()
    print()
    print("Connection details for " + p.upper() + " connection:")
    # hostname, username, password (sensitive, optional), private key
    # (optional, default none), path, port (optional, default 22)
    specs = [("Hostname", "req"), ("Username", "req"), ("Password", "secret"),
             ("Private key path", "none"), ("Path", "req"), ("Port", "22")]
    for desc, kind in specs:
        while True:
            if kind == "secret":
                v = getpass.getpass("- %s (not displayed, optional): " % desc)
            elif kind == "req":
                v = input("- %s: " % desc)
            else:
                v = input("- %s (optional, default is %s): " % (desc, kind))
            if kind == "req" and v == "":
                print("ERROR: This option is mandatory.")
                print()
                continue
            if desc == "Port" and v and not v.isdigit():
                print("ERROR: Not a valid input.")
                print()
                continue
            break
    print()
    print("The password is used to encrypt data on the remote storage.")
    print("Choose wisely!")
    print()
    while True:
        pw = getpass.getpass("Password (min. 10 chars): ")
        if len(pw) < 10:
            print("ERROR: This password is not allowed (too short, min. 10 chars)")
            print()
            continue
        again = getpass.getpass("Confirm: ")
        if again != pw:
            print("ERROR: Passwords do not match.")
            print()
            continue
        if len(pw) < 12:
            print()
            print("WARNING: The password is a bit short. Less than 12 chars are not future-proof!")
            yn = input("Are you sure you want to use it (y/n)? ")
            if not yn.lower().startswith("y") and yn != "":
                print()
                continue
        break
    print()
    print("Creating master key from password (this might take a while) ...")
    time.sleep(4)
    print()
    print("Repository created, and local folder initialized. To share the same repository")
    print("with others, you can share this link:")
    print()
    print("   syncany://storage/1/y8aqaHkEiiTwPVN2QKnB0qjNK6fAqXy9NdqyEB7rFzVmaKhuQ4Uu1WDn3b")
    print()
    print("This link is encrypted with the given password, so you can safely share it.")
    print("using unsecure communication (chat, e-mail, etc.)")
    print()
    print("WARNING: The link contains the details of your repo connection which typically")
    print("         consist of usernames/password of the connection (e.g. FTP user/pass).")
    print()


# ---------------------------------------------------------------- ffsend

def kb_fmt(n):
    kb = 1024.0
    if n >= kb ** 4:
        return "%.2f TB" % (n / kb ** 4)
    if n >= kb ** 3:
        return "%.2f GB" % (n / kb ** 3)
    if n >= kb ** 2:
        return "%.2f MB" % (n / kb ** 2)
    if n >= kb:
        return "%.2f KB" % (n / kb)
    return "%.0f B" % n


def pbr(message, total, speed, seconds):
    """pbr's bar on stderr, redrawn in place every 200 ms."""
    start = time.time()
    while True:
        el = time.time() - start
        cur = min(total, int(speed * el + speed * 1.7))
        prefix = message + "%s / %s " % (kb_fmt(cur), kb_fmt(total))
        suffix = " %.2f %% " % (100.0 * cur / total) + "%s/s " % kb_fmt(speed)
        if total > cur:
            left = (total - cur) / speed
            suffix += "%.0fs" % left if left < 60 else "%.0fm" % (left / 60)
        size = W - (len(prefix) + len(suffix) + 3)
        curr = int(-(-cur * size // total))
        rema = size - curr
        if rema > 0 and curr > 0:
            bar = "[" + "=" * (curr - 1) + ">" + "-" * rema + "]"
        else:
            bar = "[" + "=" * curr + "-" * rema + "]"
        line = prefix + bar + suffix
        line += " " * max(0, W - len(line) - 1)
        err("\r" + line)
        if cur >= total or el > seconds:
            break
        time.sleep(0.2)
    err("\n")


def prompt_yes(msg, default):
    opts = "[%s/%s]" % ("Y" if default is True else "y", "N" if default is False else "n")
    while True:
        err("%s %s: " % (msg, opts))
        a = sys.stdin.readline().strip()
        if a == "" and default is not None:
            return default
        if a.lower() in ("y", "yes"):
            return True
        if a.lower() in ("n", "no"):
            return False
        err("Invalid answer\n")


def ffsend(args):
    if args[:1] == ["upload"]:
        err("You've selected a directory, only a single file may be uploaded.\n")
        if not prompt_yes("Archive the directory into a single file?", True):
            sys.exit(1)
        err("Archiving...\n")
        time.sleep(0.8)
        pbr("Encrypt & Upload ", 50614272, 0.62 * 1024 * 1024, 90)
        err("Upload complete\n")
        print("https://send.vis.ee/download/4f2a9c71e0b3d5a8/#Xk3vQ8pL2mN7rT1yW9zB5c")
        return
    # download
    err("Password: ")
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSADRAIN, new)
    try:
        sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    err("\n")
    err("The path '/home/me/ledger-2026.ods' already exists\n")
    if not prompt_yes("Overwrite?", None):
        print("Download cancelled")
        return
    pbr("Download & Decrypt ", 6836715, 0.39 * 1024 * 1024, 90)
    err("Download complete\n")


# ---------------------------------------------------------------- httm

BORDER_LONG = "─" * 89


def skim_line(text, width):
    """What skim shows of an item in width cells: cut with `..`."""
    if len(text) <= width:
        return text
    return text[:width - 2] + ".."


VERSIONS = [
    ("Sun Nov 22 09:00:03 2026", "88.2 KiB", "/home/.zfs/snapshot/daily-2026-11-22/me/Documents/budget.ods"),
    ("Mon Nov 23 09:00:04 2026", "91.6 KiB", "/home/.zfs/snapshot/daily-2026-11-23/me/Documents/budget.ods"),
    ("Wed Nov 25 09:00:02 2026", "93.0 KiB", "/home/.zfs/snapshot/daily-2026-11-25/me/Documents/budget.ods"),
]
LIVE = ("Fri Nov 27 10:12:45 2026", "94.1 KiB", "/home/me/Documents/budget.ods")


def versions_of(name):
    """httm's formatted versions of ~/Documents/NAME (border capped at 80)."""
    if name == "budget.ods":
        snaps, live = VERSIONS, LIVE
    else:
        base = name.rstrip("/")
        size = "4.0 KiB" if "." not in base.split("/")[-1] else "12.7 KiB"
        snaps = [("Mon Nov 23 09:00:04 2026", size, "/home/.zfs/snapshot/daily-2026-11-23/me/Documents/" + base)]
        live = ("Thu Nov 19 16:40:11 2026", size, "/home/me/Documents/" + base)
    pad = max(len(s[1]) for s in snaps + [live])
    fmt = lambda v, blue: "%s  %s  \"%s\"" % (v[0], v[1].rjust(pad), (ESC + "[1;34m" + v[2] + ESC + "[0m") if blue else v[2])
    border = "─" * 80
    lines = [border] + [fmt(v, False) for v in snaps] + [border, fmt(live, False), border]
    return lines


def strip_ansi(s):
    import re
    return re.sub("\x1b\\[[0-9;]*m", "", s)


def httm():
    files = ["budget.ods", "letters", "notes.md", "taxes-2025.pdf", "letters/bank.txt", "letters/landlord.txt"]
    R = ESC + "[0m"
    CUR_BG = ESC + "[48;5;236m"
    CURSOR = ESC + "[1;38;5;161m"
    MATCH = ESC + "[38;5;108m"
    PROMPT = ESC + "[38;5;110m"
    INFO = ESC + "[38;5;144m"
    HDR = ESC + "[38;5;109m"

    def header(mode):
        return ["PREVIEW UP: shift+up | PREVIEW DOWN: shift+down | ====> [ %s Mode ] <====" % mode,
                "PAGE UP:    page up  | PAGE DOWN:    page down ",
                "EXIT:       esc      | SELECT:       enter      | SELECT, MULTIPLE: shift+tab",
                "─" * 78]

    def at(r, c, s):
        out(ESC + "[%d;%dH%s" % (r, c, s))

    def fuzzy(q, s):
        i = 0
        hits = []
        for j, ch in enumerate(s):
            if i < len(q) and ch.lower() == q[i].lower():
                hits.append(j)
                i += 1
        return hits if i == len(q) else None

    def draw(items, cur, query, mode, preview, total, shown_hits=None, disabled=False):
        out(R + ESC + "[2J")
        top_items = 1
        if preview is not None:
            for i, l in enumerate(preview[:11]):
                at(1 + i, 1, skim_line(strip_ansi(l), W) if "\x1b" not in l else l)
            at(12, 1, ESC + "[38;5;59m" + "─" * W + R)
            top_items = 13
        hdr = header(mode)
        hrow = H - 1 - len(hdr)
        for i, l in enumerate(hdr):
            at(hrow + i, 1, "  " + HDR + l[:W - 2] + R)
        # items bottom-up from the row over the header
        room = hrow - top_items
        for n, (idx, text) in enumerate(items[:room]):
            row = hrow - 1 - n
            shown = skim_line(text, W - 2)
            if shown_hits and idx in shown_hits:
                hs = shown_hits[idx]
                shown = "".join((MATCH + ch + R + (CUR_BG if n == cur else "")) if j in hs else ch
                                for j, ch in enumerate(shown))
            if n == cur:
                at(row, 1, CUR_BG + CURSOR + ">" + R + CUR_BG + " " + shown + " " * max(0, W - 2 - len(skim_line(text, W - 2))) + R)
            else:
                at(row, 1, "  " + shown)
        info = "  %d/%d" % (len(items), total)
        right = "%d/0" % cur
        at(H - 1, 1, INFO + info + " " * (W - len(info) - len(right) - 1) + right + R)
        at(H, 1, PROMPT + "> " + R + query)

    def view(lines, mode, multi, preview_of=None, filterable=True):
        query = ""
        cur = 0
        while True:
            # tac: the buffer's last line is the first item, drawn lowest
            items = list(enumerate(lines))
            if preview_of is None:
                items = items[::-1]
            hits = {}
            if query:
                kept = []
                for idx, t in items:
                    h = fuzzy(query, t)
                    if h is not None:
                        kept.append((idx, t))
                        hits[idx] = h
                items = kept
            cur = min(cur, max(0, len(items) - 1))
            pv = preview_of(items[cur][1]) if (preview_of and items) else None
            draw(items, cur, query, mode, pv, len(lines), hits)
            k = readkey()
            if k == "up" and cur < len(items) - 1:
                cur += 1
            elif k == "down" and cur > 0:
                cur -= 1
            elif k in ("\r", "\n"):
                return items[cur][1] if items else None
            elif k in ("esc", "\x03"):
                return None
            elif k in ("\x7f", "\x08") and filterable:
                query = query[:-1]
                cur = 0
            elif filterable and len(k) == 1 and k.isprintable():
                query += k
                cur = 0

    out(ESC + "[?1049h" + ESC + "[?1000h" + ESC + "[?1006h" + ESC + "[?25h")
    done = None
    with Raw():
        try:
            f = view(files, "Browse", True, preview_of=versions_of)
            if f is None:
                raise SystemExit
            buf = [strip_ansi(l) for l in versions_of(f)]
            while True:
                v = view(buf, "Select", True, filterable=False)
                if v is None:
                    raise SystemExit
                if '"' in v and "/.zfs/snapshot/" in v:
                    break
            src = v.split('"')[1]
            consent = [
                "httm will perform a copy from snapshot:",
                "",
                "    source: \"%s\"" % src,
                "    target: \"%s\"" % LIVE[2],
                "",
                "Before httm performs a restore, it would like your consent. Continue? (YES/NO)",
                BORDER_LONG,
                "YES",
                "NO",
            ]
            while True:
                a = view(consent, "Restore", False, filterable=False)
                if a is None:
                    raise SystemExit
                if a in ("YES", "NO"):
                    done = (a, src)
                    break
        except SystemExit:
            pass
        finally:
            out(R + ESC + "[?1006l" + ESC + "[?1000l" + ESC + "[?1049l")
    if done and done[0] == "YES":
        print(" " * 21 + "====> [ httm recovery summary ] <====")
        print("httm copied from snapshot:\n\n\tsource:\t\"%s\"\n\ttarget:\t\"%s\"\n\nRestore completed successfully." % (done[1], LIVE[2]))
    elif done:
        print("User declined restore of: \"%s\"" % done[1])
    else:
        print("httm select/restore/prune session was aborted.  Quitting.", file=sys.stderr)


# ---------------------------------------------------------------- stresolve

def stresolve():
    ALL_OFF = ESC + "(B" + ESC + "[m"
    BLUE = ESC + "[38;5;27m"
    GREEN = ESC + "[32m"
    YELLOW = ESC + "[33m"

    def msg(m):
        out(GREEN + "==>" + ALL_OFF + " " + m + ALL_OFF + "\n")

    def msg2(m):
        out(BLUE + " ->" + ALL_OFF + " " + m + ALL_OFF + "\n")

    def ask(m):
        out(" " + BLUE + "::" + ALL_OFF + " " + m + ALL_OFF)

    def warning(m):
        err(YELLOW + "==> WARNING:" + ALL_OFF + " " + m + ALL_OFF + "\n")

    def plain(m):
        out("    " + m + ALL_OFF + "\n")

    home = os.environ.get("HOME", os.getcwd())
    sync = os.path.join(home, "Sync")
    os.makedirs(os.path.join(sync, ".stversions"), exist_ok=True)
    shown = "/home/me/Sync"
    conflict = "notes.sync-conflict-20261127-101530-4XKQZ2M.txt"
    with open(os.path.join(sync, "notes.txt"), "w") as f:
        f.write("Shopping\n- bread\n- milk\n- coffee beans\n\nCall the landlord about the boiler.\nDock door 3 sticks.\n")
    with open(os.path.join(sync, conflict), "w") as f:
        f.write("Shopping\n- bread\n- oat milk\n- coffee beans\n- rice\n\nCall the landlord about the boiler.\nDock door 3 sticks.\n")
    ignored = [shown + "/.stversions/notes.sync-conflict-20261120-083002-4XKQZ2M~20261121-090000.txt"]
    nontext = [shown + "/IMG_2041.sync-conflict-20261126-194411-7TRWQ0P.jpg"]

    msg("Sync conflict: %s/%s" % (shown, conflict))
    msg2("Original file: %s/notes.txt" % shown)
    ask("(V)iew, (S)kip, (R)emove sync conflict, (O)verwrite with sync conflict, (Q)uit: [v/s/r/o/q] ")
    while True:
        c = sys.stdin.readline()
        if not c:
            return
        c = c.strip()
        if c in ("q", "Q"):
            return
        if c in ("r", "R"):
            plain("removed '%s/%s'" % (shown, conflict))
            break
        if c in ("o", "O"):
            plain("renamed '%s/%s' -> '%s/notes.txt'" % (shown, conflict, shown))
            break
        if c in ("v", "V"):
            subprocess.call(["vim", "-d", conflict, "notes.txt"], cwd=sync)
            ask("(V)iew, (S)kip, (R)emove sync conflict, (O)verwrite with sync conflict, (Q)uit: [v/s/r/o/q] ")
            continue
        if c in ("s", "S"):
            break
        ask("Invalid answer. Try again: [v/s/r/o/q] ")

    warning("Some files have been ignored.")
    for f in ignored:
        msg(f)
    ask("(R)emove all ignored files, (A)sk for each file, (Q)uit: [r/q] ")
    while True:
        c = sys.stdin.readline()
        if not c:
            return
        c = c.strip()
        if c in ("q", "Q"):
            return
        if c in ("r", "R"):
            plain("removed '%s'" % ignored[0])
            break
        if c in ("a", "A"):
            for f in ignored:
                msg("Ignored file: %s" % f)
                ask("(R)emove, (S)kip, (Q)uit: [r/s/q] ")
                sys.stdin.readline()
            break
        ask("Invalid answer.  Try again: [d/q] ")

    warning("The following conflicts involve non-text files:")
    for f in nontext:
        msg("Non-text file: %s" % f)
        ask("(R)emove, (S)kip, (Q)uit: [r/s/q] ")
        while True:
            c = sys.stdin.readline()
            if not c:
                return
            c = c.strip()
            if c in ("q", "Q"):
                return
            if c in ("s", "S"):
                break
            if c in ("r", "R"):
                plain("removed '%s'" % f)
                break
            ask("Invalid answer.  Try again: [r/s/q] ")


# ---------------------------------------------------------------- duplicati

def duplicati(args):
    action = args[0] if args else "backup"
    out(ESC + "[?1h" + ESC + "=")  # .NET's console: keypad transmit mode

    def read_secret():
        fd = sys.stdin.fileno()
        old = termios.tcgetattr(fd)
        new = termios.tcgetattr(fd)
        new[3] &= ~(termios.ECHO | termios.ICANON)
        termios.tcsetattr(fd, termios.TCSADRAIN, new)
        s = ""
        try:
            while True:
                ch = os.read(fd, 1).decode("latin-1")
                if ch in ("\r", "\n"):
                    break
                if ch == "\x1b":
                    raise SystemExit(1)
                s += ch
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out("\n")
        return s

    try:
        if action == "backup":
            print("Backup started at 11/27/2026 10:15:02 AM")
            out("\nEnter encryption passphrase: ")
            p1 = read_secret()
            out("\nConfirm encryption passphrase: ")
            p2 = read_secret()
            if p1 != p2:
                print("\nThe passphrases do not match")
                raise SystemExit(100)
            print("Checking remote backup ...")
            time.sleep(0.6)
            print("  Listing remote folder ...")
            time.sleep(1.2)
            print("Scanning local files ...")
            time.sleep(1.0)
            counts = [(1342, "412.38 MB", True), (2087, "618.02 MB", True), (2311, "702.56 MB", False),
                      (1904, "571.19 MB", False), (1388, "420.70 MB", False), (905, "266.44 MB", False),
                      (512, "149.81 MB", False), (177, "51.02 MB", False)]
            for i, (n, size, counting) in enumerate(counts):
                print("  %d files need to be examined (%s)%s" % (n, size, " (still counting)" if counting else ""))
                if i >= 1:
                    print("  Uploading file (49.93 MB) ...")
                time.sleep(5)
            print("  Uploading file (17.40 MB) ...")
            print("  Uploading file (1.12 MB) ...")
            print("  Uploading file (84.29 KB) ...")
            print("Checking remote backup ...")
            print("  Listing remote folder ...")
            print("Verifying remote backup ...")
            print("Remote backup verification completed")
            print("  Downloading file (84.29 KB) ...")
            print("  Duration of backup: 00:01:02")
            print("  Remote files: 33")
            print("  Remote size: 768.55 MB")
            print("  Files added: 2311")
            print("  Files deleted: 0")
            print("  Files changed: 0")
            print("  Data uploaded: 768.55 MB")
            print("  Data downloaded: 84.29 KB")
            print("Backup completed successfully!")
        else:
            print("Restore started at 11/27/2026 10:31:40 AM")
            out("\nEnter encryption passphrase: ")
            read_secret()
            print("Checking remote backup ...")
            print("  Listing remote folder ...")
            time.sleep(1.0)
            print("Checking existing target files ...")
            print("  12 files need to be restored (3.10 MB)")
            time.sleep(3)
            print("Scanning local files for needed data ...")
            print("  Downloading file (49.93 MB) ...")
            time.sleep(3)
            print("Verifying restored files ...")
            print("Restored 12 (3.10 MB) files to /home/me/restored")
            print("Duration of restore: 00:00:08")
    finally:
        out(ESC + "[?1l" + ESC + ">")


TOOLS = {
    "syncany": lambda a: syncany(),
    "ffsend": ffsend,
    "httm": lambda a: httm(),
    "stresolve": lambda a: stresolve(),
    "duplicati": duplicati,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](sys.argv[2:])
    except (KeyboardInterrupt, EOFError):
        print()
