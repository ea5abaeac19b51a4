#!/usr/bin/env python3
"""The threehundredeightyfourth set's imitations: four system installers
and disk tools that Debian does not package, each drawn the way the real
program draws (as known from its source and its documentation), over a
machine whose disks are a 40 GB /dev/vda (a VM's) or, for the imagers, a
USB stick /dev/sdb:

  cachyos     CachyOS's New-Cli-Installer (`cachyos-installer`): FTXUI
              screens, each a ScreenInteractive on the alternate screen
              of its own: a bold `New CLI Installer` at the top left over
              a box centred on the screen, its text, a separator, a menu
              (`> ` before the selected entry, bold, reversed while the
              menu holds the focus) or an input (reversed while focused,
              `•` for a password's letters, the cursor at its end) and OK
              and Cancel under another separator, the focused button
              reversed; the root partition, the file system and its
              mkfs command, the format's yes/no, the swap file's size, the
              root password asked twice, pacstrap's log followed in a box
              with a Back button
  pmbootstrap postmarketOS's pmbootstrap (`pmbootstrap install
              --disk=/dev/sdb --fde`): log lines stamped `[HH:MM:SS]` on
              cooked lines, apk's progress bar of █ at the foot while the
              rootfs is built, busybox passwd's `New password:` and
              `Retype password:` (asked again after `Passwords don't
              match`), `EVERYTHING ON /dev/sdb WILL BE ERASED! CONTINUE?
              (y/n) [n]: ` in bold, cryptsetup's `Enter passphrase for
              /dev/installp2:` and `Verify passphrase:`, then the copy
  balena      balena's balena-cli (`balena local flash IMAGE`): Inquirer's
              list `? Select a drive (Use arrow keys)`, the current drive
              cyan after ❯, the cursor hidden; `? This will erase the
              selected drive. Are you sure? (y/N) `; then resin-cli-
              visuals' bars `Flashing [====    ] 29% eta 1m12s`
  ventoy      longpanda's Ventoy2Disk.sh (`Ventoy2Disk.sh -i /dev/sdb`,
              `-u`): its banner of stars, the disk's model and size, the
              yellow warnings and `Continue? (y/n) ` read by `read -p`,
              `Double-check. Continue? (y/n) `, the partitioning and the
              writing; `-u` asks `Update Ventoy  1.0.97 ===> 1.0.99
              Continue? (y/n)`

Run: threehundredeightyfourth_disks.py TOOL [ARGS...]
"""
import getpass
import os
import select
import signal
import subprocess
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readkey(timeout=None):
    """One key read raw; None when timeout passes first."""
    fd = sys.stdin.fileno()
    if timeout is not None:
        r, _, _ = select.select([fd], [], [], timeout)
        if not r:
            return None
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:
            n = 2 if b[0] < 0xe0 else (3 if b[0] < 0xf0 else 4)
            b += os.read(fd, n - 1)
        return b.decode("utf-8", "replace")
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


def stamp():
    return time.strftime("[%H:%M:%S]")


# ---------------------------------------------------------------- cachyos

class Frame:
    """One FTXUI frame: cells of (char, sgr), printed whole as FTXUI does."""

    def __init__(self):
        self.cells = [[(" ", "") for _ in range(W)] for _ in range(H)]

    def put(self, r, c, text, style=""):
        for i, ch in enumerate(text):
            if 0 <= r < H and 0 <= c + i < W:
                self.cells[r][c + i] = (ch, style)

    def box(self, r, c, w, h):
        self.put(r, c, "┌" + "─" * (w - 2) + "┐")
        for y in range(r + 1, r + h - 1):
            self.put(y, c, "│")
            self.put(y, c + w - 1, "│")
        self.put(r + h - 1, c, "└" + "─" * (w - 2) + "┘")

    def sep(self, r, c, w):
        self.put(r, c, "├" + "─" * (w - 2) + "┤")

    def show(self, cursor=None):
        o = [ESC + "[?25l", ESC + "[H"]
        last = None
        for y in range(H):
            if y:
                o.append("\r\n")
            for x in range(W):
                ch, st = self.cells[y][x]
                if st != last:
                    o.append(ESC + "[0m" + (ESC + "[" + st + "m" if st else ""))
                    last = st
                o.append(ch)
        o.append(ESC + "[0m")
        if cursor:
            o.append(ESC + "[%d;%dH" % (cursor[0] + 1, cursor[1] + 1) + ESC + "[?25h")
        out("".join(o))


class Screen:
    """A ScreenInteractive::Fullscreen(): the alternate screen, the mouse
    reported, the terminal raw for as long as its loop runs."""

    def __enter__(self):
        self.raw = Raw().__enter__()
        out(ESC + "[?1049h" + ESC + "[?1000h" + ESC + "[?1003h" + ESC + "[?1015h" + ESC + "[?1006h" + ESC + "[?25l")
        return self

    def __exit__(self, *a):
        out(ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1000l" + ESC + "[?25h" + ESC + "[?1049l")
        self.raw.__exit__(*a)


TITLE = "New CLI Installer"


def multiline(text):
    """utils::make_multiline: the lines of a text, its last newline none."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def place(inner_w, inner_h):
    """The box's row and column: centred under the title row."""
    bw, bh = inner_w + 2, inner_h + 2
    top = 1 + max(0, (H - 1 - bh) // 2)
    left = max(0, (W - bw) // 2)
    return top, left, bw, bh


def draw_controls(f, r, c, w, labels, focus):
    """hbox(OK, filler, Cancel) | hcenter in a row of w cells."""
    if len(labels) == 1:
        x = c + (w - len(labels[0])) // 2
        f.put(r, x, labels[0], "7" if focus == 0 else "")
        return
    a, b = labels
    extra = max(3, w - len(a) - len(b))
    outer = extra // 3
    mid = extra - 2 * outer
    x = c + outer
    f.put(r, x, a, "7" if focus == 0 else "")
    f.put(r, x + len(a) + mid, b, "7" if focus == 1 else "")


def ftx_menu(entries, text="", selected=0, minsize=(10, 40), title=TITLE):
    """detail::menu_widget: returns the index chosen, or None (Cancel)."""
    lines = multiline(text) if text else []
    focus = "menu"  # or a button's index
    btn = 0
    mw = max(len(e) for e in entries) + 2
    mh = len(entries)
    ch, cw = max(mh, minsize[0]), max(mw + 1, minsize[1])
    with Screen():
        while True:
            tw = max([len(x) for x in lines] + [0])
            inner_w = max(cw, tw, 25)
            inner_h = (max(len(lines), 1) + 1 if lines else 0) + ch + 1 + 1
            top, left, bw, bh = place(inner_w, inner_h)
            f = Frame()
            f.put(0, 0, title, "1")
            f.box(top, left, bw, bh)
            r = top + 1
            for i, ln in enumerate(lines):
                f.put(r + i, left + 1, ln)
            if lines:
                r += max(len(lines), 1)
                f.sep(r, left, bw)
                r += 1
            mr = r + (ch - mh) // 2
            mc = left + 1 + (inner_w - 1 - mw) // 2
            for i, e in enumerate(entries):
                label = ("> " if i == selected else "  ") + e
                st = ""
                if i == selected:
                    st = "1;7" if focus == "menu" else "1"
                f.put(mr + i, mc, label.ljust(mw), st)
            r += ch
            f.sep(r, left, bw)
            draw_controls(f, r + 1, left + 1, inner_w, ("OK", "Cancel"), btn if focus == "btn" else None)
            f.show()
            k = readkey()
            if focus == "menu":
                if k == "up" and selected > 0:
                    selected -= 1
                elif k == "down":
                    if selected < len(entries) - 1:
                        selected += 1
                    else:
                        focus, btn = "btn", 0
                elif k in ("\r", "\n"):
                    return selected
                elif k == "\t":
                    focus, btn = "btn", 0
            else:
                if k in ("right", "\t") and btn == 0:
                    btn = 1
                elif k == "left" and btn == 1:
                    btn = 0
                elif k == "up" or k == "btab":
                    focus = "menu"
                elif k in ("\r", "\n", " "):
                    return selected if btn == 0 else None


def ftx_checklist(entries, states, text, title):
    """detail::checklist_widget: ☐ and ▣ boxes, Space or Enter toggling."""
    lines = multiline(text)
    cur = 0
    focus = "list"
    btn = 0
    mw = max(len(e) for e in entries) + 2
    ch = max(len(entries), 10)
    with Screen():
        while True:
            tw = max(len(x) for x in lines)
            inner_w = min(max(mw + 1, tw, 40), W - 2)
            inner_h = len(lines) + 1 + ch + 1 + 1
            top, left, bw, bh = place(inner_w, inner_h)
            f = Frame()
            f.put(0, 0, title, "1")
            f.box(top, left, bw, bh)
            r = top + 1
            for i, ln in enumerate(lines):
                f.put(r + i, left + 1, ln[:inner_w])
            r += len(lines)
            f.sep(r, left, bw)
            r += 1
            mr = r + (ch - len(entries)) // 2
            mc = left + 1 + (inner_w - 1 - mw) // 2
            for i, e in enumerate(entries):
                label = ("▣ " if states[i] else "☐ ") + e
                f.put(mr + i, mc, label.ljust(mw), "7" if (i == cur and focus == "list") else "")
            r += ch
            f.sep(r, left, bw)
            draw_controls(f, r + 1, left + 1, inner_w, ("OK", "Cancel"), btn if focus == "btn" else None)
            f.show()
            k = readkey()
            if focus == "list":
                if k == "up" and cur > 0:
                    cur -= 1
                elif k == "down":
                    if cur < len(entries) - 1:
                        cur += 1
                    else:
                        focus, btn = "btn", 0
                elif k in (" ", "\r", "\n"):
                    states[cur] = not states[cur]
                elif k == "\t":
                    focus, btn = "btn", 0
            else:
                if k in ("right", "\t") and btn == 0:
                    btn = 1
                elif k == "left" and btn == 1:
                    btn = 0
                elif k == "up" or k == "btab":
                    focus = "list"
                elif k in ("\r", "\n", " "):
                    return states if btn == 0 else None


def ftx_dialog(text_lines, buttons, dims=None):
    """centered_widget: a text over a separator and its buttons, OK focused.
    dims are lines to draw dim (the mount options confirmed)."""
    btn = 0
    with Screen():
        while True:
            tw = max(len(x) for x in text_lines)
            inner_w = max(tw, 25)
            inner_h = max(len(text_lines), 1) + 1 + 1
            top, left, bw, bh = place(inner_w, inner_h)
            f = Frame()
            f.put(0, 0, TITLE, "1")
            f.box(top, left, bw, bh)
            tc = left + 1 + (inner_w - tw) // 2
            for i, ln in enumerate(text_lines):
                f.put(top + 1 + i, tc, ln, "2" if dims and i in dims else "")
            r = top + 1 + max(len(text_lines), 1)
            f.sep(r, left, bw)
            draw_controls(f, r + 1, left + 1, inner_w, buttons, btn)
            f.show()
            k = readkey()
            if len(buttons) == 2 and k in ("right", "\t") and btn == 0:
                btn = 1
            elif len(buttons) == 2 and k in ("left", "btab") and btn == 1:
                btn = 0
            elif k in ("\r", "\n", " "):
                return btn == 0


def ftx_input(text, value="", password=False):
    """detail::inputbox_widget: returns the value, or None (Cancel)."""
    lines = multiline(text)
    focus = "input"
    btn = 0
    with Screen():
        while True:
            tw = max(len(x) for x in lines)
            inner_w = max(tw, 25)
            inner_h = len(lines) + 1 + 1 + 1 + 1
            top, left, bw, bh = place(inner_w, inner_h)
            f = Frame()
            f.put(0, 0, TITLE, "1")
            f.box(top, left, bw, bh)
            tc = left + 1 + (inner_w - tw) // 2
            for i, ln in enumerate(lines):
                f.put(top + 1 + i, tc, ln)
            r = top + 1 + len(lines)
            f.sep(r, left, bw)
            shown = "•" * len(value) if password else value
            f.put(r + 1, left + 1, shown.ljust(inner_w)[:inner_w], "7" if focus == "input" else "")
            f.sep(r + 2, left, bw)
            draw_controls(f, r + 3, left + 1, inner_w, ("OK", "Cancel"), btn if focus == "btn" else None)
            f.show(cursor=(r + 1, left + 1 + len(shown)) if focus == "input" else None)
            k = readkey()
            if focus == "input":
                if k in ("\r", "\n"):
                    return value
                elif k in ("\x7f", "\x08"):
                    value = value[:-1]
                elif k in ("\t", "down"):
                    focus, btn = "btn", 0
                elif len(k) == 1 and k.isprintable():
                    value += k
            else:
                if k in ("right", "\t") and btn == 0:
                    btn = 1
                elif k == "left" and btn == 1:
                    btn = 0
                elif k in ("up", "btab"):
                    focus = "input"
                elif k in ("\r", "\n", " "):
                    return value if btn == 0 else None


PACSTRAP = [
    "==> Creating install root at /mnt",
    "==> Installing packages to /mnt",
    ":: Synchronizing package databases...",
    " cachyos-v3 downloading...",
    " cachyos-core-v3 downloading...",
    " cachyos-extra-v3 downloading...",
    " cachyos downloading...",
    " core downloading...",
    " extra downloading...",
    " multilib downloading...",
    "resolving dependencies...",
    "looking for conflicting packages...",
    "",
    "Packages (187) acl-2.3.2-1 archlinux-keyring-20250123-1 attr-2.5.2-1",
    "               audit-4.0.3-1 base-3-2 base-devel-1-2 bash-5.2.037-1",
    "",
    "Total Download Size:    412.37 MiB",
    "Total Installed Size:  1391.22 MiB",
    "",
    ":: Proceed with installation? [Y/n] ",
    ":: Retrieving packages...",
    " linux-cachyos-6.13.2-2-x86_64 downloading...",
    " linux-firmware-20250210.5bc5868b-1-any downloading...",
    " gcc-14.2.1+r730+gc061ad5a36ba-1-x86_64 downloading...",
    " python-3.13.2-1-x86_64 downloading...",
    " systemd-257.3-1.1-x86_64_v3 downloading...",
    " glibc-2.41+r9+ga900dbaf70f0-1-x86_64_v3 downloading...",
    " perl-5.40.1-1-x86_64_v3 downloading...",
    " coreutils-9.6-1-x86_64_v3 downloading...",
    " binutils-2.44-1-x86_64_v3 downloading...",
]


def pacstrap_child():
    """The pacstrap the widget follows: its lines, as they come."""
    for ln in PACSTRAP:
        print(ln, flush=True)
        time.sleep(0.15)
    n = 0
    while True:
        n += 1
        print(" lib%s-%d.%d-1-x86_64_v3 downloading..." % ("xyzabc"[n % 6] * 2, n % 9, n % 4), flush=True)
        time.sleep(0.6)


def ftx_follow_log():
    """detail::follow_process_log_widget: the log in a box over Back."""
    child = subprocess.Popen([sys.executable, os.path.abspath(__file__), "pacstrap-child"],
                             stdout=subprocess.PIPE, stdin=subprocess.DEVNULL)
    log = []
    buf = b""
    with Screen():
        while True:
            inner_w = 74
            inner_h = 19
            top, left, bw, bh = place(inner_w, inner_h)
            f = Frame()
            f.put(0, 0, TITLE, "1")
            f.box(top, left, bw, bh)
            view = inner_h - 2
            for i, ln in enumerate(log[:view]):
                f.put(top + 1 + i, left + 1, ln[:inner_w - 1])
            if len(log) > view:
                bar = max(1, view * view // len(log))
                for i in range(bar):
                    f.put(top + 1 + i, left + inner_w, "┃")
            f.sep(top + 1 + view, left, bw)
            draw_controls(f, top + 2 + view, left + 1, inner_w, ("Back",), 0)
            f.show()
            r, _, _ = select.select([sys.stdin.fileno(), child.stdout.fileno()], [], [], 0.05)
            if child.stdout.fileno() in r:
                chunk = os.read(child.stdout.fileno(), 4096)
                buf += chunk
                while b"\n" in buf:
                    ln, buf = buf.split(b"\n", 1)
                    log.append(ln.decode())
            if sys.stdin.fileno() in r:
                k = readkey()
                if k in ("\r", "\n", " "):
                    child.terminate()
                    return


ROOT_PARTS = ["/dev/vda1 512M", "/dev/vda2 39.5G"]


def cachyos_mount_partitions():
    ftx_dialog(multiline("\nIMPORTANT: Partitions can be mounted without formatting them\nby selecting the "
                         "'Do not format' option listed at the top of\nthe file system menu.\n \nEnsure the correct "
                         "choices for mounting and formatting\nare made as no warnings will be provided, with the "
                         "exception of\nthe UEFI boot partition.\n"), ("OK",))
    root = ftx_menu(ROOT_PARTS, "\nSelect ROOT Partition.\nThis is where CachyOS will be installed.\n",
                    minsize=(0, 0))
    if root is None:
        return
    device = ROOT_PARTS[root].split(" ")[0]
    fss = [("skip", "Do not format -"), ("btrfs", "btrfs mkfs.btrfs -f"), ("ext4", "ext4 mkfs.ext4 -q"),
           ("f2fs", "f2fs mkfs.f2fs -q"), ("xfs", "xfs mkfs.xfs -f")]
    fs = ftx_menu([x[1] for x in fss])
    if fs is None:
        return
    fstype = fss[fs][0]
    if fstype != "skip":
        opts = ["data=journal", "data=writeback", "dealloc", "discard", "noacl", "noatime", "nobarrier",
                "nodelalloc"]
        states = [o == "noatime" for o in opts]
        got = ftx_checklist(opts, states, "\nUse [Space] to de/select the desired mount\noptions and review "
                            "carefully. Please do not\nselect multiple versions of the same option.\n",
                            "New CLI Installer | " + fstype)
        if got and any(got):
            chosen = ",".join(o for o, s in zip(opts, got) if s)
            ftx_dialog(["Confirm the following mount options:", chosen], ("OK", "Cancel"), dims={1})
        if not ftx_dialog(multiline("\nFormat %s with %s?\n \n! WARNING: Data on %s will be lost !\n"
                                    % (device, fstype, device)), ("OK", "Cancel")):
            return
    others = [p for p in ROOT_PARTS if not p.startswith(device + " ")]
    swap = ftx_menu(["None -", "Swapfile -"] + others, "\nSelect SWAP Partition.\nIf using a Swapfile, it will "
                    "initially set the same size as your RAM.\n", minsize=(0, 0))
    if swap == 1:
        ftx_input("\nM = MB, G = GB\n", "7941M")
    ftx_menu(["Done -"] + others, "\nSelect additional partitions in any order, or 'Done' to finish.\n",
             minsize=(0, 0))
    ftx_menu(others, "\nSelect BOOT partition.\n", minsize=(0, 0))


def cachyos_root_password():
    while True:
        pw = ftx_input("Enter Root password", "", True)
        if pw is None:
            return
        again = ftx_input("Re-enter Root password", "", True)
        if again is None:
            return
        if pw == again:
            return
        ftx_dialog(multiline("\nThe passwords entered do not match.\nPlease try again.\n"), ("OK",))


def cachyos():
    top = ftx_menu(["Simple installation", "Advanced installation"])
    if top != 1:
        return
    a = 0
    while True:
        a = ftx_menu(["Prepare Installation", "Install System", "System Rescue", "Done"], selected=a or 0)
        if a == 0:
            prep = ["Set Virtual Console", "List Devices (optional)", "Partition Disk", "RAID (optional)",
                    "Logical Volume Management (optional)", "LUKS Encryption (optional)", "ZFS (optional)",
                    "Mount Partitions", "Configure Installer Mirrorlist", "Refresh Pacman Keys",
                    "Choose pacman cache", "Enable fsck hook", "Back"]
            p = 0
            while True:
                p = ftx_menu(prep, selected=p or 0, minsize=(15, 50))
                if p is None or p == 12:
                    break
                if p == 7:
                    cachyos_mount_partitions()
        elif a == 1:
            core = ["Install Base Packages", "Install Desktop Environment", "Install Bootloader", "Configure Base",
                    "Install Custom Packages", "System Tweaks", "Review Configuration Files",
                    "Chroot into Installation", "Back"]
            c = 0
            while True:
                c = ftx_menu(core, selected=c or 0)
                if c is None or c == 8:
                    break
                if c == 0:
                    kernels = ["linux-cachyos", "linux", "linux-zen", "linux-lts", "linux-cachyos-cacule",
                               "linux-cachyos-bmq", "linux-cachyos-pds", "linux-cachyos-tt", "linux-cachyos-bore"]
                    got = ftx_checklist(kernels, [False] * len(kernels),
                                        "\nThe base package group will be installed automatically.\nThe base-devel "
                                        "package group is required to use the Arch User Repository (AUR).\nUse "
                                        "[Spacebar] to de/select options listed.\n",
                                        "New CLI Installer | Install Base")
                    if got and any(got):
                        ftx_follow_log()
                elif c == 3:
                    base = ["Generate FSTAB", "Set Hostname", "Set System Locale", "Set Desktop Keyboard Layout",
                            "Set Timezone and Clock", "Set Root Password", "Add New User(s)", "Back"]
                    b = 0
                    while True:
                        b = ftx_menu(base, "Basic configuration of the base.", selected=b or 0)
                        if b is None or b == 7:
                            break
                        if b == 5:
                            cachyos_root_password()
        elif a == 3 or a is None:
            if ftx_dialog(["", "Close installer?"], ("OK", "Cancel")):
                return


# ---------------------------------------------------------------- pmbootstrap

BOLD, END = ESC + "[1m", ESC + "[0m"
DEVICE = "pine64-pinephone"


def pmb_log(msg):
    print("%s %s" % (stamp(), msg), flush=True)


def pmb_ask(question, choices, default):
    line = question
    if choices:
        line += " (%s)" % "/".join(choices)
    if default:
        line += " [%s]" % default
    while True:
        ret = input("%s %s%s%s: " % (stamp(), BOLD, line, END)).lower()
        if ret == "":
            ret = default
        if ret in choices:
            return ret
        print("%s ERROR: Input did not pass validation (regex: (y|n)). Please try again." % stamp(), flush=True)


def pmb_progress(seconds):
    """apk's progress, printed by pmbootstrap's progress_print: saved
    cursor, percent and bar, the restore and erase left for the next."""
    width = W - 6
    steps = 40
    for i in range(steps + 1):
        p = i / steps
        chars = int(width * p)
        pre = ESC + "8" + ESC + "[0K" if i else ""
        out(pre + ESC + "7" + "%3d%% " % int(p * 100) + "█" * chars + " " * (width - chars))
        time.sleep(seconds / steps)
    out(ESC + "8" + ESC + "[0K")


def busybox_passwd(user):
    print("Changing password for %s" % user, flush=True)
    a = getpass.getpass("New password: ")
    b = getpass.getpass("Retype password: ")
    if a != b:
        print("Passwords don't match", flush=True)
        print("passwd: password for %s is unchanged" % user, flush=True)
        return False
    print("passwd: password for %s changed by root" % user, flush=True)
    return True


def pmbootstrap(args):
    import readline  # noqa: F401  (pmbootstrap's input() goes through readline)
    disk = "/dev/sdb"
    for a in args:
        if a.startswith("--disk="):
            disk = a.split("=", 1)[1]
    pmb_log("*** (1/5) PREPARE NATIVE CHROOT ***")
    pmb_log("(native) install alpine-base")
    pmb_progress(1.0)
    pmb_log('*** (2/5) CREATE DEVICE ROOTFS ("%s") ***' % DEVICE)
    pmb_log("(rootfs_%s) install postmarketos-base device-%s device-%s-kernel-mainline "
            "postmarketos-ui-phosh postmarketos-base-ui" % (DEVICE, DEVICE, DEVICE))
    pmb_progress(8.0)
    pmb_log("(rootfs_%s) mkinitfs" % DEVICE)
    time.sleep(0.5)
    pmb_log(" *** SET LOGIN PASSWORD FOR: 'user' ***")
    while not busybox_passwd("user"):
        pmb_log("WARNING: Failed to set the password. Try it one more time.")
    time.sleep(0.3)
    pmb_log("*** (3/5) PREPARE INSTALL BLOCKDEVICE ***")
    pmb_log("(native) mount /dev/install (host: %s)" % disk)
    if pmb_ask("EVERYTHING ON %s WILL BE ERASED! CONTINUE?" % disk, ["y", "n"], "n") != "y":
        pmb_log("ERROR: Aborted.")
        pmb_log("See also: <https://postmarketos.org/troubleshooting>")
        sys.exit(1)
    time.sleep(0.4)
    pmb_log("(native) partition /dev/install (boot: 256M, reserved: 0M, root: the rest)")
    time.sleep(0.6)
    pmb_log("(native) Encrypting root filesystem!")
    pmb_log(" *** TYPE IN THE FULL DISK ENCRYPTION PASSWORD (TWICE!) ***")
    while True:
        a = getpass.getpass("Enter passphrase for /dev/installp2: ")
        b = getpass.getpass("Verify passphrase: ")
        if a == b:
            break
        print("Passphrases do not match.", flush=True)
    time.sleep(1.0)
    pmb_log("(native) format /dev/installp1 (boot, ext2), mount to /mnt/install/boot")
    time.sleep(0.4)
    pmb_log("(native) format /dev/mapper/pm_crypt (root, ext4), mount to /mnt/install")
    time.sleep(0.4)
    pmb_log("(native) create /etc/fstab")
    pmb_log("(rootfs_%s) mkinitfs" % DEVICE)
    time.sleep(1.0)
    pmb_log("*** (4/5) FILL INSTALL BLOCKDEVICE ***")
    pmb_log("(native) copy rootfs_%s to /mnt/install/" % DEVICE)
    time.sleep(600)


# ---------------------------------------------------------------- balena

GREEN, CYAN, DIM, RESET = ESC + "[32m", ESC + "[36m", ESC + "[2m", ESC + "[22m" + ESC + "[39m"
DRIVES = [
    "/dev/sdb (31.0 GB) - SanDisk Ultra USB 3.0",
    "/dev/sdc (7.9 GB) - Generic STORAGE DEVICE",
    "/dev/mmcblk0 (15.9 GB) - SD/MMC CRW",
]


def inquirer_list(message, choices):
    sel = 0
    first = True
    drawn = 0
    out(ESC + "[?25l")
    with Raw():
        while True:
            rows = [GREEN + "?" + ESC + "[39m " + BOLD + message + ESC + "[22m " +
                    (DIM + "(Use arrow keys)" + ESC + "[22m" if first else "")]
            for i, c in enumerate(choices):
                rows.append(CYAN + "❯ " + c + ESC + "[39m" if i == sel else "  " + c)
            if drawn:
                out("\r" + (ESC + "[%dA" % (drawn - 1) if drawn > 1 else ""))
            out(ESC + "[J" + "\r\n".join(rows))
            drawn = len(rows)
            k = readkey()
            if k == "up":
                sel = (sel - 1) % len(choices)
                first = False
            elif k == "down":
                sel = (sel + 1) % len(choices)
                first = False
            elif k in ("\r", "\n"):
                out("\r" + ESC + "[%dA" % (drawn - 1) + ESC + "[J")
                out(GREEN + "?" + ESC + "[39m " + BOLD + message + ESC + "[22m " + CYAN +
                    choices[sel] + ESC + "[39m\r\n")
                out(ESC + "[?25h")
                return sel
            elif k == "\x03":
                out(ESC + "[?25h\r\n")
                sys.exit(130)


def inquirer_confirm(message):
    typed = ""
    head = GREEN + "?" + ESC + "[39m " + BOLD + message + ESC + "[22m " + DIM + "(y/N)" + ESC + "[22m "
    with Raw():
        out(head)
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                yes = typed.strip().lower().startswith("y")
                out("\r" + ESC + "[2K" + GREEN + "?" + ESC + "[39m " + BOLD + message + ESC + "[22m " + CYAN +
                    ("Yes" if yes else "No") + ESC + "[39m\r\n")
                return yes
            elif k in ("\x7f", "\x08"):
                typed = typed[:-1]
            elif k == "\x03":
                out("\r\n")
                sys.exit(130)
            elif len(k) == 1 and k.isprintable():
                typed += k
            out("\r" + ESC + "[2K" + head + typed)


def bar(message, pct, eta):
    n = int(24 * pct / 100)
    line = "%s [%s] %d%%" % (message, "=" * n + " " * (24 - n), pct)
    if eta is not None:
        m, s = divmod(int(eta), 60)
        line += " eta %s" % ("%dm%02ds" % (m, s) if m else "%ds" % s)
    return line


def balena(args):
    drive = inquirer_list("Select a drive", DRIVES)
    if not inquirer_confirm("This will erase the selected drive. Are you sure?"):
        print("Aborted", flush=True)
        sys.exit(1)
    last = None
    out("\n")
    total = 240.0
    t0 = time.time()
    pct = 0.0
    while pct < 100:
        time.sleep(0.5)
        pct = min(100.0, (time.time() - t0) / total * 100 + 3)
        eta = total * (100 - pct) / 100
        line = bar("Flashing", pct, eta)
        if last is not None:
            out(ESC + "[1A" + " " * len(last) + "\n")
        out(ESC + "[1A" + line + "\n")
        last = line
    del drive


# ---------------------------------------------------------------- ventoy

YELLOW, VGREEN, VEND = ESC + "[33m", ESC + "[32m", ESC + "[0m"


def vtwarn(s):
    print(YELLOW + s + VEND, flush=True)


def vtinfo(s):
    print(VGREEN + s + VEND, flush=True)


def ventoy(args):
    print()
    print("**********************************************")
    print("      Ventoy: 1.0.99  x86_64")
    print("      longpanda admin@ventoy.net")
    print("      https://www.ventoy.net")
    print("**********************************************")
    print(flush=True)
    mode = "install" if args and args[0] in ("-i", "-I") else ("update" if args and args[0] == "-u" else "")
    disk = args[-1] if args else ""
    if not mode or not disk.startswith("/dev/"):
        print("Usage:  Ventoy2Disk.sh CMD [ OPTION ] /dev/sdX")
        sys.exit(1)
    if mode == "install":
        print("Disk : %s" % disk)
        print("Model: SanDisk Ultra (scsi)")
        print("Size : 28 GB")
        print("Style: MBR")
        print()
        print(flush=True)
        vtwarn("Attention:")
        vtwarn("You will install Ventoy to %s." % disk)
        vtwarn("All the data on the disk %s will be lost!!!" % disk)
        print(flush=True)
        if input("Continue? (y/n) ") not in ("y", "Y"):
            sys.exit(0)
        print(flush=True)
        vtwarn("All the data on the disk %s will be lost!!!" % disk)
        if input("Double-check. Continue? (y/n) ") not in ("y", "Y"):
            sys.exit(0)
        print()
        print("Create partitions on %s by parted in MBR style ..." % disk, flush=True)
        time.sleep(3)
        print("Done")
        print("Wait for partitions ...", flush=True)
        time.sleep(0.5)
        print("partition exist OK")
        print("create efi fat fs %s2 ..." % disk)
        print("mkfs.fat 4.2 (2021-01-31)")
        print("success", flush=True)
        time.sleep(0.5)
        print("mkexfatfs 1.3.0")
        print("Creating... done.")
        print("Flushing... done.")
        print("File system created successfully.", flush=True)
        vtinfo("writing data to disk ...")
        time.sleep(600)
        vtinfo("sync data ...")
        vtinfo("esp partition processing ...")
        print()
        vtinfo("Install Ventoy to %s successfully finished." % disk)
        print()
    else:
        vtinfo("Upgrade operation is safe, all the data in the 1st partition (iso files and other) will be "
               "unchanged!")
        print(flush=True)
        if input("Update Ventoy  1.0.97 ===> 1.0.99   Continue? (y/n)") not in ("y", "Y"):
            sys.exit(0)
        time.sleep(600)


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    args = sys.argv[2:]
    if tool == "cachyos":
        cachyos()
    elif tool == "pacstrap-child":
        pacstrap_child()
    elif tool == "pmbootstrap":
        pmbootstrap(args)
    elif tool == "balena":
        balena(args)
    elif tool == "ventoy":
        ventoy(args)
    else:
        sys.stderr.write("usage: threehundredeightyfourth_disks.py cachyos|pmbootstrap|balena|ventoy [ARGS...]\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
