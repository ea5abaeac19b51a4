#!/usr/bin/env python3
"""The threehundredsixtyfifth set's imitations: five system and cloud
administration tools that Debian does not package (or that cannot run
here), each drawn the way the real tool draws at its moments (as known
from its documentation, source and screenshots):

  xigmanas  XigmaNAS's console menu (FreeBSD's sh on the console, a
            numbered menu over the LAN's addresses, `Enter a number: `
            read a line at a time), its `Configure Network IP Address`
            asked in cdialog boxes on the alternate screen (blue ground,
            grey boxes, a yes/no, input boxes holding the current value)
  cloudron  Cloudron's CLI (readline-sync's questions on cooked lines, a
            secret echoed as stars): `cloudron login DOMAIN` (Username,
            Password, 2FA Token) and `cloudron install` (Location, then
            the install's stages, a dot a second)
  uplink    Storj's uplink, `uplink setup`: a name with its default, an
            API key or access grant pasted, a numbered list of
            satellites, the encryption passphrase twice with echo off, a
            y/N question
  zrepl     zrepl's `zrepl status` (tview: the alternate screen, the
            cursor hidden, the focused box framed in double lines): its
            jobs at the left, the job's status at the right, refreshed
            each second while a replication runs, a filter field
  caligula  ifd3f's caligula, `caligula burn IMAGE` (inquire's prompts on
            the main screen: a select of disks, a y/N; sudo's password;
            then a ratatui screen on the alternate screen: a gauge, a
            speed chart and its figures while it burns and verifies)

Run: threehundredsixtyfifth_admin.py TOOL [ARGS...]
"""
import getpass
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1b[F": "end", b"\x1bOH": "home", b"\x1bOF": "end",
    b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b": "esc", b"\x1b[Z": "btab",
    b"\x1b[3~": "delete",
}


def readkey(timeout=None):
    """One key, or None when timeout seconds pass with none."""
    fd = sys.stdin.fileno()
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return None
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:
            n = 1 if b[0] < 0xe0 else (2 if b[0] < 0xf0 else 3)
            b += os.read(fd, n)
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


class Grid:
    """A screen of cells, each a character and its SGR parameters, drawn
    whole and written out only where it changed since the last frame, as
    curses, tview and ratatui write only their differences."""

    def __init__(self):
        self.last = None
        self.clear()

    def clear(self, st=""):
        self.cells = [[(" ", st)] * W for _ in range(H)]
        self.cursor = None

    def put(self, x, y, s, st=""):
        if 0 <= y < H:
            for ch in s:
                if 0 <= x < W:
                    self.cells[y][x] = (ch, st)
                x += 1
        return x

    def fill(self, x, y, w, st="", ch=" "):
        self.put(x, y, ch * w, st)

    def shade(self, x, y, w, st):
        if 0 <= y < H:
            for i in range(max(0, x), min(x + w, W)):
                self.cells[y][i] = (self.cells[y][i][0], st)

    def show(self):
        rows = [list(r) for r in self.cells]
        buf = []
        for y in range(H):
            if self.last is not None and self.last[0][y] == rows[y]:
                continue
            buf.append(ESC + "[%d;1H" % (y + 1))
            cur = None
            for ch, st in rows[y]:
                if st != cur:
                    buf.append(ESC + "[0" + (";" + st if st else "") + "m")
                    cur = st
                buf.append(ch)
            buf.append(ESC + "[0m")
        if self.cursor is not None:
            buf.append(ESC + "[%d;%dH" % (self.cursor[1] + 1, self.cursor[0] + 1))
        if self.last is None or (self.last[1] is None) != (self.cursor is None):
            buf.append(ESC + ("[?25h" if self.cursor is not None else "[?25l"))
        if buf:
            out("".join(buf))
        self.last = (rows, self.cursor)


def box(g, x, y, w, h, st, double=False, title="", title_st=None):
    if double:
        tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
    else:
        tl, tr, bl, br, hz, vt = "┌", "┐", "└", "┘", "─", "│"
    g.put(x, y, tl + hz * (w - 2) + tr, st)
    for r in range(y + 1, y + h - 1):
        g.put(x, r, vt, st)
        g.put(x + w - 1, r, vt, st)
    g.put(x, y + h - 1, bl + hz * (w - 2) + br, st)
    if title:
        g.put(x + (w - len(title)) // 2, y, title, title_st if title_st is not None else st)


# ---------------------------------------------------------------- xigmanas

XIG_LEFT = ["1) Configure Network Interfaces", "2) Configure Network IP Address", "3) Reset WebGUI Password",
            "4) Reset to Factory Defaults", "5) Ping Host", "6) Shell", "7) Reboot Server", "8) Shutdown Server"]
XIG_RIGHT = ["10) Configure Hosts Allow for WebGUI", "11) Restart WebGUI", "12) Restart WebGUI, force HTTP on port 80",
             "20) Console Menu Shell", "21) Enable Root Login SSH"]

# cdialog's default colours: the screen cyan on blue, a box black on white
# (its top and left edges bright white, its bottom and right black), the
# title bold blue, the active button's label bold yellow on blue.
D_SCREEN = "1;36;44"
D_BOX = "30;47"
D_LIGHT = "1;37;47"
D_DARK = "30;47"
D_TITLE = "1;34;47"
D_SHADOW = "1;30;40"
B_ACT = "1;37;44"
B_ACT_LABEL = "1;33;44"
B_INACT = "30;47"
B_INACT_KEY = "31;47"
B_INACT_LABEL = "1;30;47"


class CDialog:
    """One cdialog run: curses's alternate screen, the keypad in
    application mode, keys read raw."""

    def __enter__(self):
        self.raw = Raw().__enter__()
        out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[H" + ESC + "[2J")
        self.g = Grid()
        return self

    def __exit__(self, *a):
        out(ESC + "[0m" + ESC + "[2J" + ESC + "[?1l" + ESC + ">" + ESC + "[?25h" + ESC + "[?1049l")
        self.raw.__exit__(*a)

    def frame(self, title, text, w, h):
        g = self.g
        g.clear(D_SCREEN)
        x, y = (W - w) // 2, (H - h) // 2
        for r in range(y, y + h):
            g.fill(x, r, w, D_BOX)
        # the shadow, two columns right and one row down
        for r in range(y + 1, y + h + 1):
            g.shade(x + w, r, 2, D_SHADOW)
        g.shade(x + 2, y + h, w, D_SHADOW)
        g.put(x, y, "┌", D_LIGHT)
        g.put(x + 1, y, "─" * (w - 2), D_LIGHT)
        g.put(x + w - 1, y, "┐", D_DARK)
        for r in range(y + 1, y + h - 1):
            g.put(x, r, "│", D_LIGHT)
            g.put(x + w - 1, r, "│", D_DARK)
        g.put(x, y + h - 1, "└", D_LIGHT)
        g.put(x + 1, y + h - 1, "─" * (w - 2) + "┘", D_DARK)
        g.put(x, y + h - 3, "├", D_LIGHT)
        g.put(x + 1, y + h - 3, "─" * (w - 2) + "┤", D_DARK)
        t = " %s " % title
        g.put(x + (w - len(t)) // 2, y, t, D_TITLE)
        g.put(x + 2, y + 1, text, D_BOX)
        return x, y

    def buttons(self, x, y, w, labels, active):
        """cdialog's buttons centred on the row above the bottom edge; the
        cursor on the active one's first letter."""
        g = self.g
        cells = ["<%s>" % l for l in labels]
        n = len(cells)
        used = sum(len(c) for c in cells)
        gap = (w - used) // (n + 3)
        step = gap + (used + n - 1) // n
        bx = x + 2 * gap
        cursor = None
        for i, (c, l) in enumerate(zip(cells, labels)):
            key = len(l) - len(l.lstrip())
            if i == active:
                g.put(bx, y, c, B_ACT)
                g.put(bx + 1, y, l, B_ACT_LABEL)
                g.put(bx + 1 + key, y, l.strip()[0], B_ACT)
                cursor = (bx + 1 + key, y)
            else:
                g.put(bx, y, c, B_INACT)
                g.put(bx + 1, y, l, B_INACT_LABEL)
                g.put(bx + 1 + key, y, l.strip()[0], B_INACT_KEY)
            bx += step
        return cursor

    def yesno(self, title, text, w):
        h = 5
        active = 0
        while True:
            x, y = self.frame(title, text, w, h)
            self.g.cursor = self.buttons(x, y + h - 2, w, [" Yes ", " No  "], active)
            self.g.show()
            k = readkey()
            if k in ("left", "right", "\t", "btab"):
                active ^= 1
            elif k in ("y", "Y"):
                return True
            elif k in ("n", "N", "esc"):
                return False
            elif k in ("\r", "\n", " "):
                return active == 0
            elif k == "\x03":
                raise KeyboardInterrupt

    def inputbox(self, title, text, w, value):
        h = 8
        fw = w - 6
        while True:
            x, y = self.frame(title, text, w, h)
            g = self.g
            # the field's box, sunken: its top and left edges dark
            g.put(x + 2, y + 2, "┌" + "─" * (fw + 0), D_DARK)
            g.put(x + 3 + fw, y + 2, "┐", D_LIGHT)
            g.put(x + 2, y + 3, "│", D_DARK)
            g.put(x + 3, y + 3, value[-fw:].ljust(fw), D_BOX)
            g.put(x + 3 + fw, y + 3, "│", D_LIGHT)
            g.put(x + 2, y + 4, "└", D_DARK)
            g.put(x + 3, y + 4, "─" * fw + "┘", D_LIGHT)
            self.buttons(x, y + h - 2, w, ["  OK  ", "Cancel"], 0)
            g.cursor = (x + 3 + min(len(value), fw - 1), y + 3)
            g.show()
            k = readkey()
            if k in ("\r", "\n"):
                return value
            elif k == "esc":
                return None
            elif k in ("\x7f", "\x08"):
                value = value[:-1]
            elif k == "\x03":
                raise KeyboardInterrupt
            elif k and len(k) == 1 and k.isprintable():
                value += k

    def msgbox(self, title, lines, w):
        h = len(lines) + 4
        while True:
            x, y = self.frame(title, lines[0], w, h)
            for i, l in enumerate(lines[1:]):
                self.g.put(x + 2, y + 2 + i, l, D_BOX)
            self.g.cursor = self.buttons(x, y + h - 2, w, ["  OK  "], 0)
            self.g.show()
            k = readkey()
            if k in ("\r", "\n", " ", "esc"):
                return


def xigmanas(args):
    lan = {"ip": "192.168.1.250", "bits": "24", "gw": "192.168.1.1", "dns": "192.168.1.1"}
    while True:
        out(ESC + "[H" + ESC + "[2J")
        print()
        print("*** This is XigmaNAS, version 13.3.0.5 - Bravo (revision 10061)")
        print("*** running on x64-embedded.")
        print()
        print("  Console Menu")
        print("  ------------")
        for i, left in enumerate(XIG_LEFT):
            right = XIG_RIGHT[i] if i < len(XIG_RIGHT) else ""
            print(("  %-35s%s" % (left, right)).rstrip())
        print()
        print("  LAN Network IPv4 Address: %s" % lan["ip"])
        print("  LAN Network IPv6 Address: Disabled")
        print("  LAN Network Interface: em0")
        print()
        n = input("Enter a number: ").strip()
        if n == "2":
            with CDialog() as d:
                if d.yesno("Configure LAN IPv4", "Do you want to use DHCP for this interface?", 50):
                    lan["ip"] = "dhcp"
                    continue
                ip = d.inputbox("Configure LAN IPv4", "Enter new LAN IPv4 address.", 60, lan["ip"])
                if ip is None:
                    continue
                bits = d.inputbox("Configure LAN IPv4",
                                  "Enter new LAN subnet bit count (e.g. 24 for 255.255.255.0).", 66, lan["bits"])
                if bits is None:
                    continue
                gw = d.inputbox("Configure LAN IPv4", "Enter IPv4 default gateway.", 60, lan["gw"])
                if gw is None:
                    continue
                dns = d.inputbox("Configure LAN IPv4", "Enter DNS IPv4 address.", 60, lan["dns"])
                if dns is None:
                    continue
                d.yesno("Configure LAN IPv6", "Do you want to configure IPv6 for this interface?", 55)
                lan.update(ip=ip, bits=bits, gw=gw, dns=dns)
                d.msgbox("Configure LAN IPv4", [
                    "The IPv4 LAN address has been set to %s/%s." % (ip, bits),
                    "You can access the WebGUI by typing http://%s" % ip,
                    "in your web browser."], 60)
        elif n == "3":
            with CDialog() as d:
                if d.yesno("Reset WebGUI Password",
                           "The WebGUI password will be reset to 'xigmanas'. Continue?", 64):
                    d.msgbox("Reset WebGUI Password", ["The WebGUI password has been reset."], 44)
        elif n in ("6", "20"):
            return
        elif n == "7" or n == "8":
            print("The server is going down now.")
            time.sleep(1)
            return


# ---------------------------------------------------------------- cloudron

def rl_secret(prompt):
    """readline-sync's question with noEchoBack: a star for each key."""
    out(prompt)
    s = ""
    with Raw():
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                break
            if k == "\x03":
                raise KeyboardInterrupt
            if k in ("\x7f", "\x08"):
                if s:
                    s = s[:-1]
                    out("\b \b")
            elif k and len(k) == 1 and k.isprintable():
                s += k
                out("*")
    out("\r\n")
    return s


def cyan(s):
    return ESC + "[36m" + s + ESC + "[39m"


def cloudron(args):
    cmd = args[0] if args else "login"
    if cmd == "login":
        domain = args[1] if len(args) > 1 else input("Cloudron Domain (e.g. my.example.com): ")
        while True:
            user = input("Username: ")
            password = rl_secret("Password: ")
            time.sleep(0.3)
            if user and password:
                break
            print("Login failed: Username and password does not match")
        token = input("2FA Token: ")
        time.sleep(0.3)
        if not token.strip().isdigit():
            print("Login failed: Invalid totpToken")
            sys.exit(1)
        print("Login successful.")
        return
    if cmd == "install":
        location = input("Location: ")
        out("App is being installed.\n")
        stages = ["Queued", "Registering subdomains", "Downloading image", "Creating container",
                  "Setting up addons", "Starting app"]
        out("\n => " + cyan("Waiting to start installation") + " ")
        time.sleep(1.5)
        for s in stages:
            out("\n => " + cyan(s) + " ")
            for _ in range(6):
                time.sleep(1)
                out(".")
        out("\n\nApp is installed.\n")
        print("Open https://%s.my.example.com" % location)


# ---------------------------------------------------------------- uplink

SATELLITES = ["us1.storj.io:7777", "eu1.storj.io:7777", "ap1.storj.io:7777"]


def uplink(args):
    name = input("Enter name to import as [default: main]: ").strip() or "main"
    key = input("Enter API key or Access grant: ").strip()
    print("Satellite address:")
    for i, s in enumerate(SATELLITES, 1):
        print("[%d] %s" % (i, s))
    while True:
        sat = input('Enter number or satellite address ["1"]: ').strip() or "1"
        if sat in ("1", "2", "3") or ":" in sat:
            break
        print("invalid selection")
    while True:
        p1 = getpass.getpass("Enter your encryption passphrase: ")
        p2 = getpass.getpass("Enter your encryption passphrase again: ")
        if p1 == p2:
            break
        print("passphrases do not match")
    s3 = input("Would you like S3 backwards-compatible Gateway credentials? (y/N): ").strip().lower()
    home = os.environ.get("HOME", "/root")
    print('Imported access "%s" to "%s/.config/storj/uplink/access.json"' % (name, home))
    print('Switched default access to "%s"' % name)
    if s3.startswith("y"):
        print("========== CREDENTIALS ===================================================================")
        print("Access Key ID: jwd2rfkzx5bsa2mdwt2lgyyzqmaq")
        print("Secret Key   : j2zw7sdawmxmbdvwtpvy3vx6y6gtrdnqzdvtubnolxvqdkzoprnc2")
        print("Endpoint     : https://gateway.storjshare.io")


# ---------------------------------------------------------------- zrepl

def human(n):
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return "%.1f %s" % (n / size, unit)
    return "%d B" % n


def zrepl(args):
    MiB, GiB = 1 << 20, 1 << 30
    start = time.time()
    fss = [("zroot/ROOT", 1.1 * GiB, 1.1 * GiB, "DONE", "1/1"),
           ("zroot/home", 0, 2.1 * GiB, "STEPPING", "1/2"),
           ("zroot/var/log", 0, 24 * MiB, "PLANNED", "0/1"),
           ("zroot/var/mail", 0, 0, "DONE", "0/0")]
    total = sum(f[2] for f in fss)
    rate = 41.2 * MiB
    jobs = ["prod_to_backups", "snapjob", "sink"]
    st = {"job": 0, "focus": "jobs", "scroll": 0, "filter": None}

    def details():
        el = time.time() - start
        home_done = min(fss[1][2], 96 * MiB + el * rate)
        done = fss[0][1] + home_done
        job = jobs[st["job"]]
        flt = st["filter"] or ""
        if job == "prod_to_backups":
            n = 12
            k = int(n * done / total)
            bar = "=" * k + ">" + "-" * (n - k - 1)
            lines = [("Type: push", ""), ("", ""), ("Replication:", "1"),
                     ("   Attempt #1", ""),
                     ("   Status: fan-out-filesystems", ""),
                     ("   Last Run: 2026-11-29 12:00:03 (lasted %ds)" % (41 + el), ""),
                     ("   Progress: [%s] %s / %s @ %.1f MiB/s" % (bar, human(done), human(total), rate / MiB), "")]
            for name, d, t, state, step in fss:
                if flt and flt not in name:
                    continue
                if name == "zroot/home":
                    d = home_done
                lines.append(("     %-14s %s (step %s, %s/%s)" % (name, state, step, human(d), human(t)),
                              "32" if state == "DONE" else ("33" if state == "STEPPING" else "")))
            lines += [("", ""), ("Pruning Sender:", "1"), ("   Status: Waiting", ""), ("", ""),
                      ("Pruning Receiver:", "1"), ("   Status: Waiting", ""), ("", ""),
                      ("Snapshotting:", "1"), ("   Status: SyncUp", ""),
                      ("   Sleep until: 2026-11-29 12:10:03", "")]
            for name, _, _, _, _ in fss:
                if flt and flt not in name:
                    continue
                lines.append(("     %-14s SnapDone  @zrepl_20261129_120003_000" % name, ""))
            return lines
        if job == "snapjob":
            lines = [("Type: snap", ""), ("", ""), ("Snapshotting:", "1"), ("   Status: Waiting", ""),
                     ("   Sleep until: 2026-11-29 12:15:00", ""),
                     ("   Last Run: 2026-11-29 12:00:00 (lasted 0s)", "")]
            for name in ("zpool2/vms", "zpool2/vms/web-1", "zpool2/vms/db-1"):
                if flt and flt not in name:
                    continue
                lines.append(("     %-16s SnapDone  @zrepl_20261129_120000_000" % name, ""))
            lines += [("", ""), ("Pruning:", "1"), ("   Status: Done", ""),
                      ("   Last Run: 2026-11-29 12:00:01 (lasted 0s)", ""),
                      ("     zpool2/vms       Done  (destroy 1 of 25 snapshots)", ""),
                      ("     zpool2/vms/web-1 Done  (destroy 1 of 25 snapshots)", ""),
                      ("     zpool2/vms/db-1  Done  (destroy 0 of 24 snapshots)", "")]
            return lines
        return [("Type: sink", ""), ("", ""), ("Serving:", "1"),
                ("   Listening on tcp 0.0.0.0:8888", ""),
                ("   Clients: backup-1.lab (192.168.1.20)", "")]

    g = Grid()

    def draw():
        g.clear()
        lw = 20
        jf = st["focus"] == "jobs"
        box(g, 0, 0, lw, H - 1, "37", double=jf, title=" Jobs ")
        for i, name in enumerate(jobs):
            graph = "└──" if i == len(jobs) - 1 else "├──"
            g.put(1, 1 + i, graph, "37")
            g.put(4, 1 + i, name, "30;47" if i == st["job"] else "37")
        rw = W - lw
        box(g, lw, 0, rw, H - 1, "37", double=not jf, title=" Job: %s " % jobs[st["job"]])
        inner = rw - 2
        rows = []
        for text, sty in details():
            while len(text) > inner:
                rows.append((text[:inner], sty))
                text = text[inner:]
            rows.append((text, sty))
        view = H - 3
        st["scroll"] = max(0, min(st["scroll"], len(rows) - view))
        for i, (text, sty) in enumerate(rows[st["scroll"]:st["scroll"] + view]):
            g.put(lw + 1, 1 + i, text, sty)
        if st["filter"] is not None:
            g.put(0, H - 1, "Filter filesystems: ", "33")
            g.fill(20, H - 1, W - 20, "37;44")
            g.put(20, H - 1, st["filter"], "37;44")
            g.cursor = (20 + len(st["filter"]), H - 1)
        else:
            g.put(0, H - 1, " q: quit  tab: switch pane  s: signal wakeup  r: signal reset  /: filter", "33")
            g.cursor = None
        g.show()

    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey(1.0)
                if k is None:
                    continue
                if st["filter"] is not None and st.get("typing"):
                    if k in ("\r", "\n"):
                        st["typing"] = False
                    elif k == "esc":
                        st["filter"], st["typing"] = None, False
                    elif k in ("\x7f", "\x08"):
                        st["filter"] = st["filter"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["filter"] += k
                    continue
                if k in ("q", "\x03"):
                    break
                if k in ("\t", "btab"):
                    st["focus"] = "details" if st["focus"] == "jobs" else "jobs"
                elif k == "/":
                    st["filter"], st["typing"] = "", True
                elif k == "esc":
                    st["filter"] = None
                elif st["focus"] == "jobs" and k in ("down", "j"):
                    st["job"] = min(len(jobs) - 1, st["job"] + 1)
                    st["scroll"] = 0
                elif st["focus"] == "jobs" and k in ("up", "k"):
                    st["job"] = max(0, st["job"] - 1)
                    st["scroll"] = 0
                elif st["focus"] == "details" and k in ("down", "j"):
                    st["scroll"] += 1
                elif st["focus"] == "details" and k in ("up", "k"):
                    st["scroll"] -= 1
                elif st["focus"] == "details" and k == "pgdn":
                    st["scroll"] += H - 3
                elif st["focus"] == "details" and k == "pgup":
                    st["scroll"] -= H - 3
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- caligula

GREEN = ESC + "[92m"
LCYAN = ESC + "[96m"
CYAN = ESC + "[36m"
RESET = ESC + "[0m"

DISKS = [("/dev/sdb", "SanDisk Cruzer Blade", "14.3 GiB"),
         ("/dev/sdc", "Kingston DataTraveler 3.0", "28.9 GiB")]


def inquire_select(prompt, options):
    """inquire's Select: the question, the options under it, the current
    one pointed at in light cyan, a help row; the cursor after the
    question, where a filter is typed."""
    cur, drawn = 0, 0
    with Raw():
        while True:
            if drawn:
                out("\r" + ESC + "[%dA" % drawn)
            out("\r" + ESC + "[J")
            lines = [GREEN + "?" + RESET + " " + prompt + " "]
            for i, o in enumerate(options):
                lines.append((LCYAN + "> " + o + RESET) if i == cur else ("  " + o))
            lines.append(CYAN + "[↑↓ to move, enter to select, type to filter]" + RESET)
            out("\r\n".join(lines))
            drawn = len(lines) - 1
            out("\r" + ESC + "[%dA" % drawn + ESC + "[%dC" % (len(prompt) + 3))
            drawn = 0
            k = readkey()
            if k in ("down", "j") and cur < len(options) - 1:
                cur += 1
            elif k in ("up", "k") and cur > 0:
                cur -= 1
            elif k in ("\r", "\n"):
                out("\r" + ESC + "[J" + GREEN + ">" + RESET + " " + prompt + " " + LCYAN + options[cur] + RESET + "\r\n")
                return cur
            elif k == "\x03":
                out("\r" + ESC + "[J")
                raise KeyboardInterrupt


def inquire_confirm(prompt, default=False):
    hint = "(Y/n)" if default else "(y/N)"
    text = ""
    with Raw():
        while True:
            out("\r" + ESC + "[K" + GREEN + "?" + RESET + " " + prompt + " " + hint + " " + text)
            k = readkey()
            if k in ("\r", "\n"):
                v = text.strip().lower()
                if v in ("", "y", "yes", "n", "no"):
                    ans = default if v == "" else v.startswith("y")
                    out("\r" + ESC + "[K" + GREEN + ">" + RESET + " " + prompt + " " +
                        LCYAN + ("Yes" if ans else "No") + RESET + "\r\n")
                    return ans
            elif k in ("\x7f", "\x08"):
                text = text[:-1]
            elif k == "\x03":
                raise KeyboardInterrupt
            elif k and len(k) == 1 and k.isprintable():
                text += k


def caligula(args):
    image = next((a for a in args[1:] if not a.startswith("-") and a not in ("none", "skip")),
                 "nixos-minimal-24.05-x86_64-linux.iso")
    size = 1.02 * (1 << 30)
    opts = ["%s - %s (%s, removable)" % d for d in DISKS]
    i = inquire_select("Select target disk", opts)
    dev, model, dsize = DISKS[i]
    print()
    print("Input: %s" % image)
    print("  Size: 1.02 GiB")
    print("  Compression: none")
    print()
    print("Output: %s" % dev)
    print("  Model: %s" % model)
    print("  Size: %s" % dsize)
    print("  Type: Removable")
    print("  Partitions:")
    print("    %s1 (%s)" % (dev, dsize))
    print()
    if not inquire_confirm("Is this okay?", False):
        print("Aborting.")
        return
    getpass.getpass("[sudo] password for ada: ")
    time.sleep(0.5)

    g = Grid()
    MiB = 1 << 20
    t0 = time.time()
    speeds = []
    phase, written, verified = "Burning...", 0.0, 0.0
    last = t0

    def bar_row(y, frac, label, colour):
        inner = W - 2
        k = int(inner * frac)
        lab = label.center(inner)
        for i in range(inner):
            ch = lab[i]
            if i < k:
                g.put(1 + i, y, ch if ch != " " else " ", "30;" + colour)
            else:
                g.put(1 + i, y, ch, "")

    def draw():
        g.clear()
        el = time.time() - t0
        done = phase == "Done!"
        frac = (verified if phase != "Burning..." else written) / size
        box(g, 0, 0, W, 3, "")
        g.put(1, 0, phase, "1" if not done else "1;32")
        bar_row(1, min(1.0, frac), "%.2f%%" % (100 * min(1.0, frac)), "42" if phase == "Burning..." else "46")
        cw = 50
        box(g, 0, 3, cw, H - 4, "")
        g.put(1, 3, "Speed", "")
        ch = H - 8
        top = 80.0
        g.put(1, 4, "%.1f MiB/s" % top, "2")
        g.put(1, 4 + ch - 1, "0 B/s", "2")
        for r in range(ch):
            g.put(11, 4 + r, "│", "")
        g.put(11, 4 + ch, "└" + "─" * (cw - 13), "")
        cols = cw - 13
        pts = speeds[-cols * 2:]
        dots = [[0] * cols for _ in range(ch)]
        for j, s in enumerate(pts):
            col, sub = j // 2, j % 2
            yy = (1 - min(s, top) / top) * (ch * 4 - 1)
            row, bit = int(yy) // 4, int(yy) % 4
            mask = [(0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80)][bit][sub]
            dots[min(row, ch - 1)][col] |= mask
        for r in range(ch):
            g.put(12, 4 + r, "".join(chr(0x2800 + m) if m else " " for m in dots[r]), "36")
        box(g, cw, 3, W - cw, H - 4, "")
        g.put(cw + 1, 3, "Info", "")
        cur = speeds[-1] if speeds else 0
        avg = (written / MiB) / max(0.1, min(el, burn_end - t0 if burn_end else el))
        rows = [("Input", image), ("Size", "1.02 GiB"),
                ("Output", dev), ("Model", model), ("", ""),
                ("Written", human(written)), ("Verified", human(verified)),
                ("Speed", "%.1f MiB/s" % cur if not done else "-"), ("Avg. speed", "%.1f MiB/s" % avg),
                ("ETA", ("%ds" % max(0, int((size - (written if phase == "Burning..." else verified)) / MiB /
                                             (cur if phase == "Burning..." else 120))))
                 if not done else "-"),
                ("Elapsed", "%ds" % int(el))]
        for i, (a, b) in enumerate(rows):
            g.put(cw + 2, 5 + i, a, "1")
            vw = W - cw - 15
            g.put(cw + 13, 5 + i, b if len(b) <= vw else b[:vw - 1] + "…", "")
        g.put(1, H - 1, "q", "1")
        g.put(3, H - 1, "Quit" if done else "Cancel", "2")
        g.cursor = None
        g.show()

    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J")
    burn_end = None
    with Raw():
        try:
            while True:
                now = time.time()
                dt, last = now - last, now
                if phase == "Burning...":
                    s = 58 + 6 * ((int(now * 3) % 5) - 2) / 2.0
                    speeds.append(s)
                    written = min(size, written + s * MiB * dt)
                    if written >= size:
                        phase, burn_end = "Verifying...", now
                elif phase == "Verifying...":
                    verified = min(size, verified + 120 * MiB * dt)
                    if verified >= size:
                        phase = "Done!"
                draw()
                k = readkey(0.25 if phase != "Done!" else None)
                if k in ("q", "\x03"):
                    break
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")
    if phase == "Done!":
        print("Done! You may now remove %s." % dev)


TOOLS = {"xigmanas": xigmanas, "cloudron": cloudron, "uplink": uplink, "zrepl": zrepl, "caligula": caligula}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](sys.argv[2:])
    except (KeyboardInterrupt, EOFError):
        print()
