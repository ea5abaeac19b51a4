#!/usr/bin/env python3
"""The threehundredeightyfifth set's imitations: installers and version
managers of language toolchains that Debian does not package, each run
from a shell the way its documentation says and drawn the way the real
program draws (as known from its source, documentation and screenshots):

  choosenim  dom96's choosenim for Nim, through its init script
             (`sh init.sh`): `choosenim-init:` lines, nimble's
             right-aligned categories (`Prompt:`, `Answer:`, `...`)
             asking on cooked lines, a telemetry question asked until
             answered, a 50-column `[####   ] 45.68% 3072kb/s` download
             bar, a `[y/N]` question before removing ~/.nimble/lib, the
             lines telling what to put in ~/.profile
  dfxvm      DFINITY's dfxvm-init for dfx, through its install script
             (`sh install.sh`): rustup's introduction and current
             options, dialoguer's plain select `Proceed with
             installation?:` (arrows, the cursor hidden), a customise
             question per setting (`dfx version? [latest]: `, a confirm
             `Modify PATH variable? [Y/n] `), `error:` lines before asking
             again, indicatif's download bar, the closing message
  gobrew     kevincobain2000's gobrew for Go (`gobrew`): its report of
             the installed, latest and go.mod versions with emoji, a
             question printed green with ` [y/n]: ` on the next line
             (cooked, asked again until answered), schollz's progress bar,
             `==> [Info]` lines
  vfox       version-fox's vfox (`vfox install nodejs`): pterm's confirm
             `[y/N]: ` (a key, raw), a page of versions to pick from with
             `->` at the current one and a hint row, a progress bar of
             `=` and `>`, its success lines

Run: threehundredeightyfifth_toolchains.py TOOL [ARGS...]
"""
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
R = ESC + "[0m"
BOLD = ESC + "[1m"
HIDE = ESC + "[?25l"
SHOW = ESC + "[?25h"
HOME = os.environ.get("HOME", "/home/ada")


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def fg(n):
    return ESC + "[%dm" % n


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


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
    }.get(seq, "esc")


class Area:
    """A block of lines redrawn in place (dialoguer's and pterm's way)."""

    def __init__(self):
        self.drawn = 0

    def draw(self, lines):
        self.clear()
        out("\r\n".join(lines) + "\r\n")
        self.drawn = len(lines)

    def clear(self):
        if self.drawn:
            out("\r" + ESC + "[%dA" % self.drawn + ESC + "[J")
        self.drawn = 0


def interrupted():
    out(SHOW)
    sys.exit(130)


# ---------------------------------------------------------------- choosenim

NIM = "2.0.8"
CATW = len("Downloading")  # nimble aligns its categories on this width
CYAN, YELLOW, GREEN, RED = 36, 33, 32, 31


def category(cat, colour):
    out(fg(colour) + BOLD + " " * (CATW - len(cat)) + cat + " " + R)


def display(cat, msg, colour=CYAN):
    first = True
    for line in msg.split("\n"):
        if not line:
            continue
        category(cat if first else "...", colour)
        out(line + "\n")
        first = False


def nim_prompt_custom(question):
    while True:
        display("Prompt:", question, YELLOW)
        category("Answer:", YELLOW)
        ans = sys.stdin.readline()
        if not ans:
            sys.exit(1)
        ans = ans.strip("\n")
        if ans:
            return ans


def nim_prompt(question):
    category("Prompt:", YELLOW)
    out(question + " [y/N]\n")
    category("Answer:", YELLOW)
    ans = sys.stdin.readline().strip().lower()
    return ans in ("y", "yes")


def nim_float(f):
    s = "%.4g" % f
    if "." not in s and "e" not in s:
        s += ".0"
    return s


def nim_bar(seconds, total_kb):
    steps = int(seconds / 0.25)
    for i in range(steps):
        frac = (i + 1) / (steps + 1)
        hashes = "#" * int(frac * 50)
        speed = int(total_kb / seconds * (0.9 + 0.2 * ((i * 7) % 5) / 4))
        out("\r" + ESC + "[2K[" + hashes + " " * (50 - len(hashes)) + "] " + nim_float(frac * 100) + "% " + str(speed) + "kb/s")
        time.sleep(0.25)
    out("\r" + ESC + "[2K[" + "#" * 50 + "] " + nim_float(100) + "% 0kb/s")
    out("\n")


def choosenim():
    say = lambda s: out("choosenim-init: " + s + "\n")
    say("Downloading choosenim-0.8.4_linux_amd64")
    time.sleep(0.6)
    while True:
        ans = nim_prompt_custom(
            "Can choosenim record and send anonymised telemetry data? [y/n]\n"
            "Anonymous aggregate user analytics allow us to prioritise\n"
            "fixes and features based on how, where and when people use Nim.\n"
            "For more details see: https://goo.gl/NzUEPf.")
        if ans.strip().lower() in ("y", "yes", "n", "no"):
            break
    display("Downloading", "Nim %s from nim-lang.org" % NIM)
    nim_bar(7.0, 18400)
    archive = "nim-%s-linux_x64.tar.xz" % NIM
    display("Extracting", archive)
    time.sleep(0.8)
    display("Building", "Nim " + NIM)
    display("Compiler:", "Already built")
    for comp in ["nim", "nimble", "nimgrep", "nimpretty", "nimsuggest", "testament", "nim-gdb"]:
        if comp == "nimble":
            lib = os.path.join(HOME, ".nimble", "lib")
            if os.path.isdir(lib):
                if nim_prompt("Nimble will fail because '%s' exists. Would you like me to remove it?" % lib):
                    os.rmdir(lib)
                    display("Removed", lib)
        display("Installed", "component '%s'" % comp)
        time.sleep(0.05)
    display("Switched", "to Nim " + NIM, GREEN)
    nimble_bin = os.path.join(HOME, ".nimble", "bin")
    say("ChooseNim installed in " + nimble_bin)
    say("You must now ensure that the Nimble bin dir is in your PATH.")
    say("Place the following line in the ~/.profile or ~/.bashrc file.")
    say("    export PATH=%s:$PATH" % nimble_bin)


# ---------------------------------------------------------------- dfxvm

DFX_BIN = os.path.join(HOME, ".local", "share", "dfx", "bin")


def info(s):
    out(BOLD + "info:" + R + " " + s + "\n")


def error(s):
    out(fg(RED) + BOLD + "error:" + R + " " + s + "\n")


def dl_select(prompt, items, default=0):
    a = Area()
    cur = default
    out(HIDE)
    with Raw():
        while True:
            lines = [prompt + ":"]
            for i, it in enumerate(items):
                lines.append(("> " if i == cur else "  ") + it)
            a.draw(lines)
            k = readkey()
            if k in ("down", "j", "\t"):
                cur = (cur + 1) % len(items)
            elif k in ("up", "k"):
                cur = (cur - 1) % len(items)
            elif k in ("\r", "\n", " "):
                break
            elif k in ("\x03", "esc", "q"):
                a.clear()
                interrupted()
        a.clear()
    out(prompt + ": " + items[cur] + "\r\n" + SHOW)
    return cur


def dl_input(prompt, default):
    out(prompt + " [" + default + "]: ")
    buf = ""
    with Raw():
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                break
            if k == "\x03":
                interrupted()
            if k in ("\x7f", "\x08"):
                if buf:
                    buf = buf[:-1]
                    out("\b \b")
            elif len(k) == 1 and k.isprintable():
                buf += k
                out(k)
        out("\r" + ESC + "[2K")
    value = buf or default
    out(prompt + ": " + value + "\n")
    return value


def dl_confirm(prompt, default):
    out(prompt + (" [Y/n] " if default else " [y/N] ") + HIDE)
    with Raw():
        while True:
            k = readkey()
            if k in ("y", "Y"):
                v = True
                break
            if k in ("n", "N"):
                v = False
                break
            if k in ("\r", "\n"):
                v = default
                break
            if k == "\x03":
                interrupted()
        out("\r" + ESC + "[2K")
    out(prompt + " " + ("yes" if v else "no") + "\n" + SHOW)
    return v


def semver_error(v):
    parts = v.split(".")
    if len(parts) == 1 and not parts[0].isdigit():
        return "unexpected character '%s' while parsing major version number" % v[:1]
    if len(parts) == 2:
        return "unexpected end of input while parsing minor version number"
    if len(parts) < 3:
        return "unexpected end of input while parsing major version number"
    for p in parts:
        if not p.isdigit():
            return "unexpected character '%s' while parsing patch version number" % p[:1]
    return None


def mib(n):
    return "%.2f MiB" % (n / 1048576.0)


def indicatif_bar(total, seconds):
    spin = "⠁⠂⠄⡀⢀⠠⠐⠈"
    steps = int(seconds / 0.12)
    start = time.time()
    for i in range(steps + 1):
        done = min(total, int(total * i / steps))
        el = int(time.time() - start)
        rate = total / seconds
        eta = int((total - done) / rate)
        tail = " %s/%s (%s/s, %ds)" % (mib(done), mib(total), mib(rate), eta)
        head = "%s [00:00:%02d] [" % (spin[i % len(spin)], el)
        width = 80 - len(head) - len(tail) - 1
        fill = int(width * done / total)
        bar = "#" * fill + (">" if fill < width else "") + "-" * max(0, width - fill - 1)
        out("\r" + ESC + "[2K" + fg(GREEN) + head[0] + R + head[1:] + fg(36) + bar[:fill + 1] + R + fg(34) + bar[fill + 1:] + R + "]" + tail)
        time.sleep(0.12)
    out("\n")


def dfxvm():
    info("Executing dfxvm install script, commit: 89243f2268b6d0ec77d589b7b1b27af931f70edd")
    info("Downloading latest release...")
    time.sleep(0.5)
    info("Checking integrity of tarball...")
    out("dfxvm-x86_64-unknown-linux-gnu.tar.gz: OK\n")
    out("\n" + BOLD + "Welcome to dfxvm!" + R + "\n\n")
    out("This will install dfxvm, and download and install dfx.\n\n")
    out("The " + BOLD + "dfxvm" + R + " and " + BOLD + "dfx" + R + " commands will be added to the following directory:\n\n")
    out("   " + DFX_BIN + "\n\n")
    out("This path will then be added to your PATH environment variable by\n")
    out("modifying the profile files located at:\n\n")
    out("   " + os.path.join(HOME, ".profile") + "\n")
    out("   " + os.path.join(HOME, ".bashrc") + "\n\n")
    version, modify = "latest", True
    while True:
        out("Current installation options:\n\n")
        out("            dfx version: " + BOLD + version + R + "\n")
        out("   modify PATH variable: " + BOLD + ("yes" if modify else "no") + R + "\n\n")
        c = dl_select("Proceed with installation?",
                      ["Proceed with installation (default)", "Customize installation", "Cancel installation"])
        out("\n")
        if c == 0:
            break
        if c == 2:
            info("aborting installation")
            return
        out("I'm going to ask you the value of each of these installation options.\n")
        out("You may simply press the Enter key to leave unchanged.\n\n")
        while True:
            v = dl_input("dfx version?", version)
            if v == "latest":
                break
            e = semver_error(v)
            if e is None:
                break
            error(e)
            error('Please specify either a valid semver or "latest".')
        version = v
        modify = dl_confirm("Modify PATH variable?", modify)
        out("\n")
    info("creating " + os.path.join(HOME, ".local", "share", "dfx", "env"))
    if version == "latest":
        info("fetching https://sdk.dfinity.org/manifest.json")
        version = "0.24.3"
        info("latest dfx version is " + version)
    info("installing dfx " + version)
    url = "https://github.com/dfinity/sdk/releases/download/%s/dfx-%s-x86_64-linux.tar.gz" % (version, version)
    info("downloading " + url)
    indicatif_bar(61294771, 7.0)
    info("downloaded " + url)
    info("downloading " + url + ".sha256")
    indicatif_bar(104, 0.4)
    info("downloaded " + url + ".sha256")
    info("verified checksum 5c1e03a3f4d8e1d0b0a6a2f6c5d1a9e8b7c0f3e2d1c4b5a69788f0e1d2c3b4a5")
    time.sleep(0.6)
    info("extracted archive")
    info("installed dfx " + version)
    info("set default version to dfx " + version)
    out("\n" + BOLD + "dfxvm is installed now." + R + "\n\n")
    if modify:
        out("To get started you may need to restart your current shell.\n")
        out("This would reload your PATH environment variable to include\n")
        out("the dfxvm bin directory.\n\n")
    else:
        out("To get started you need the dfxvm bin directory in your PATH:\n")
        out("  " + BOLD + DFX_BIN + R + "\n")
        out("This has not been done automatically.\n\n")
    out("To configure your shell, run:\n")
    out('  source "$HOME/.local/share/dfx/env"\n\n')


# ---------------------------------------------------------------- gobrew

GO_LATEST = "1.23.4"
INFO_C, SUCC_C, WARN_C = fg(GREEN), BOLD + fg(GREEN), BOLD + fg(YELLOW)


def go_current():
    try:
        with open(os.path.join(HOME, ".gobrew", "current", "version")) as f:
            return f.read().strip()
    except OSError:
        return "None"


def go_mod():
    try:
        with open("go.mod") as f:
            for line in f:
                if line.startswith("go "):
                    return line.split()[1]
    except OSError:
        pass
    return "None"


def major(v):
    return ".".join(v.split(".")[:2])


def ask_confirmation(s):
    while True:
        out(SUCC_C + s + R + "\n")
        out(" [y/n]: ")
        r = sys.stdin.readline()
        if not r:
            sys.exit(1)
        r = r.strip().lower()
        if r in ("y", "yes"):
            return True
        if r in ("", "n", "no"):
            return False


def go_bar(total_mb, seconds):
    steps = int(seconds / 0.2)
    for i in range(steps + 1):
        frac = i / steps
        done = total_mb * frac
        rate = total_mb / seconds
        left = int(seconds - i * 0.2)
        head = "Downloading %3d%% |" % int(frac * 100)
        tail = "| (%d/%d MB, %.0f MB/s) [%ds:%ds]" % (int(done), total_mb, rate, int(i * 0.2), left)
        width = 79 - len(head) - len(tail)
        fill = int(width * frac)
        out("\r" + ESC + "[2K" + head + "█" * fill + " " * (width - fill) + tail)
        time.sleep(0.2)
    out("\n")


def go_use(version):
    vdir = os.path.join(HOME, ".gobrew", "versions", version)
    out(INFO_C + "==> [Info] Downloading version: %s" % version + R + "\n")
    url = "https://go.dev/dl/go%s.linux-amd64.tar.gz" % version
    out(INFO_C + "==> [Info] Downloading from: " + url + R + "\n")
    out(INFO_C + "==> [Info] Downloading to: " + os.path.join(HOME, ".gobrew", "downloads") + R + "\n")
    go_bar(72, 7.0)
    out(INFO_C + "==> [Info] Extracting from: " + os.path.join(HOME, ".gobrew", "downloads", "go%s.linux-amd64.tar.gz" % version) + R + "\n")
    out(INFO_C + "==> [Info] Extracting to: " + vdir + R + "\n")
    time.sleep(0.8)
    out(INFO_C + "==> [Success] Extract to " + vdir + R + "\n")
    out(SUCC_C + "==> [Success] Downloaded version: %s" % version + R + "\n")
    out(INFO_C + "==> [Info] Changing go version to: %s " % version + R + "\n")
    cur = os.path.join(HOME, ".gobrew", "current")
    os.makedirs(cur, exist_ok=True)
    with open(os.path.join(cur, "version"), "w") as f:
        f.write(version + "\n")
    out(SUCC_C + "==> [Success] Changed go version to: %s" % version + R + "\n")


def gobrew():
    cur, mod = go_current(), go_mod()
    time.sleep(0.4)
    out("\n")
    if cur == "None":
        out(WARN_C + "🚨 Installed Version ....... None ⚠️" + R + "\n")
    elif cur != GO_LATEST:
        out(SUCC_C + "✅ Installed Version ....... " + cur + " \t🌟 " + GO_LATEST + " available" + R + "\n")
    else:
        out(SUCC_C + "✅ Installed Version ....... " + cur + " \t🎉 on latest" + R + "\n")
    if mod != "None" and major(GO_LATEST) != mod:
        out(SUCC_C + "📄 go.mod Version    ....... " + mod + " " + fg(YELLOW) + "\t⚠️ not latest" + R + "\n")
    else:
        out(SUCC_C + "📄 go.mod Version    ....... " + mod + R + "\n")
    out("\n")
    if cur == "None":
        out(WARN_C + "GO is not installed." + R + "\n")
        if ask_confirmation("Do you want to use latest GO version (" + GO_LATEST + ")?"):
            go_use(GO_LATEST)
        return
    if mod != "None" and major(cur) != mod:
        out(WARN_C + "⚠️ GO Installed Version (%s) and go.mod Version (%s) are different." % (major(cur), mod) + R + "\n")
        out("   Please consider updating your go.mod file\n")
        want = mod + "@latest" if mod.count(".") == 1 else mod
        if ask_confirmation("🤔 Do you want to use GO version same as go.mod version (" + want + ")?"):
            go_use("1.22.10")
        return


# ---------------------------------------------------------------- vfox

NODE = [
    ("23.4.0", "", "10.9.2"), ("23.3.0", "", "10.9.0"), ("23.2.0", "", "10.9.0"),
    ("23.1.0", "", "10.9.0"), ("23.0.0", "", "10.9.0"), ("22.12.0", "LTS", "10.9.0"),
    ("22.11.0", "LTS", "10.9.0"), ("22.10.0", "", "10.9.0"), ("22.9.0", "", "10.8.3"),
    ("22.8.0", "", "10.8.2"), ("22.7.0", "", "10.8.2"), ("22.6.0", "", "10.8.2"),
    ("22.5.1", "", "10.8.2"), ("22.5.0", "", "10.8.1"), ("22.4.1", "", "10.8.1"),
    ("22.4.0", "", "10.8.1"), ("22.3.0", "", "10.8.0"), ("22.2.0", "", "10.7.0"),
    ("22.1.0", "", "10.7.0"), ("22.0.0", "", "10.5.1"), ("21.7.3", "", "10.5.0"),
    ("21.7.2", "", "10.5.0"), ("21.7.1", "", "10.5.0"), ("20.18.1", "LTS", "10.8.2"),
    ("20.18.0", "LTS", "10.8.2"), ("18.20.5", "LTS", "10.8.2"),
]
LGREEN, LBLUE, LRED, LCYAN, LMAGENTA = 92, 94, 91, 96, 95


def pterm_confirm(text, default=False, plain=False):
    y, n = ("Y", "n") if default else ("y", "N")
    if plain:
        out(text + " [" + y + "/" + n + "]: ")
    else:
        out(fg(LCYAN) + text + " " + fg(LMAGENTA) + "[" + fg(GREEN) + y + fg(LMAGENTA) + "/" + fg(LRED) + n +
            fg(LMAGENTA) + "]" + fg(LCYAN) + ": " + R)
    with Raw():
        while True:
            k = readkey()
            if k in ("y", "Y"):
                v = True
                break
            if k in ("n", "N"):
                v = False
                break
            if k in ("\r", "\n"):
                v = default
                break
            if k == "\x03":
                interrupted()
    out(("Yes" if v else "No") if plain else (fg(GREEN) + "Yes" + R if v else fg(LRED) + "No" + R))
    out("\n")
    return v


def vfox_select(sdk, options):
    size = 20
    page, idx, search = 0, 0, ""
    a = Area()
    out(HIDE)
    with Raw():
        while True:
            shown = options[page * size:(page + 1) * size]
            lines = ["Please select a version of %s to install %s: %s" % (sdk, fg(LGREEN) + "[type to search]" + R, search)]
            for i, o in enumerate(shown):
                if i == idx:
                    lines.append(fg(LGREEN) + "-> " + R + " " + o)
                else:
                    lines.append("   " + o)
            lines.append("Press ↑/↓ to select and press ←/→ to page, and press Enter to confirm")
            a.draw(lines)
            k = readkey()
            if k == "down":
                idx = (idx + 1) % len(shown)
            elif k == "up":
                idx = (idx - 1) % len(shown)
            elif k == "right" and (page + 1) * size < len(options):
                page, idx = page + 1, 0
            elif k == "left" and page > 0:
                page, idx = page - 1, 0
            elif k in ("\r", "\n"):
                break
            elif k == "\x03":
                interrupted()
    # pterm's area stays on the screen when it stops, a line after it
    out(SHOW + "\n")
    return page * size + idx


def vfox_bar(name, total, seconds):
    steps = int(seconds / 0.15)
    for i in range(steps + 1):
        frac = i / steps
        pct = int(frac * 100)
        done = total * frac
        rate = total / seconds
        left = max(0, int(seconds - i * 0.15))
        tail = " (%.0f/%.0f MB, %.1f MB/s) [%ds:%ds]" % (done, total, rate, int(i * 0.15), left)
        head = "%s %3d%% [" % (name, pct)
        width = 80 - len(head) - len(tail) - 2
        fill = int(width * frac)
        bar = fg(GREEN) + "=" * max(0, fill - 1) + (">" if fill else "") + R + " " * (width - fill)
        out("\r" + ESC + "[2K" + head + bar + "]" + tail)
        time.sleep(0.15)
    out("\n")


def vfox(args):
    if args[:1] != ["install"] or len(args) < 2:
        out("Usage: vfox install <sdk>[@<version>]\n")
        return
    sdk = args[1]
    time.sleep(0.3)
    out("[%s] not added yet, confirm that you want to use [%s]? \n" % (fg(LBLUE) + sdk + R, fg(LRED) + sdk + R))
    if not pterm_confirm("Please confirm", plain=True):
        out("Plugin %s is not installed. Installation cancelled by user\n" % sdk)
        sys.exit(1)
    out("Fetching %s manifest... \n" % (fg(GREEN) + sdk + R))
    time.sleep(0.4)
    out("Downloading vfox-%s-0.3.4.zip... \n" % sdk)
    time.sleep(0.5)
    out("Plugin info:\n")
    out("Name     -> " + fg(LBLUE) + sdk + R + "\n")
    out("Version  -> " + fg(LBLUE) + "0.3.4" + R + "\n")
    out("Homepage -> " + fg(LBLUE) + "https://github.com/version-fox/vfox-nodejs" + R + "\n")
    out("Desc     -> " + fg(LBLUE) + "Node.js runtime environment." + R + "\n")
    out("Add %s plugin successfully! \n" % (fg(LGREEN) + sdk + R))
    if not pterm_confirm("No %s version provided, do you want to select a version to install?" % (fg(RED) + sdk + fg(LCYAN))):
        return
    time.sleep(0.3)
    opts = []
    for v, note, npm in NODE:
        opts.append(v + (" (%s)" % note if note else "") + " [npm %s]" % npm)
    i = vfox_select(sdk, opts)
    version = NODE[i][0]
    name = "node-v%s-linux-x64.tar.xz" % version
    vfox_bar(name, 27, 7.0)
    cache = os.path.join(HOME, ".version-fox", "cache", sdk, "v-" + version, name)
    out("Verifying checksum 8e9f3b1c0e5d2a7f6b4c9d8e0a1f2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c...\n")
    time.sleep(0.4)
    out("Unpacking %s...\n" % cache)
    time.sleep(0.8)
    label = "%s@%s" % (sdk, version)
    out("Install %s success! \n" % (fg(LGREEN) + label + R))
    out("Please use `%s` to use it.\n" % (fg(LBLUE) + "vfox use " + label + R))


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    try:
        if tool == "choosenim":
            choosenim()
        elif tool == "dfxvm":
            dfxvm()
        elif tool == "gobrew":
            gobrew()
        elif tool == "vfox":
            vfox(sys.argv[2:])
        else:
            sys.stderr.write("usage: threehundredeightyfifth_toolchains.py choosenim|dfxvm|gobrew|vfox\n")
            sys.exit(2)
    except KeyboardInterrupt:
        out(SHOW + "\n")
        sys.exit(130)


if __name__ == "__main__":
    main()
