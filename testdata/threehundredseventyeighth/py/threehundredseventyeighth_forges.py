#!/usr/bin/env python3
"""The threehundredseventyeighth set's imitations: four command-line
tools of git hosting, code review and CI that Debian does not package,
each drawn the way the real program draws (as known from its source,
documentation and screenshots) at the moments a person meets it:

  gt       Graphite's gt (withgraphite's graphite-cli, TypeScript on the
           `prompts` library, inline on the main screen): `gt init`
           picking the trunk from the repository's branches by
           autocomplete, its onboarding yes/no; `gt submit` asking the
           pull request's title (the commit's subject as a grey
           placeholder), its body (edit in the editor or skip), the
           editor itself (nano, git's core.editor here) on
           EDIT_DESCRIPTION, then publish or draft
  tkn      Tekton's tkn (tektoncd's CLI, Go on survey): `pipeline start
           NAME --showlog` asking each param (a default in parentheses),
           a workspace's name and type from a list, then following the
           run's logs, each line prefixed `[task : step]`; `pipeline
           logs` picking a pipeline, then one of its runs; `pipeline
           delete NAME` asking `(y/n): ` on a cooked line
  rad      Radicle's rad (radicle-dev's heartwood, Rust on inquire, raw
           keys): `rad auth` asking the alias (its default from $USER
           in parentheses) and a masked passphrase, each with a grey
           help line under it; `rad init` asking the name, the
           description, the default branch, the visibility from a list,
           the key's passphrase, then its spinner while it syncs
  ghstack  ezyang's ghstack (Python, cooked lines): the first run's
           enterprise domain, the device flow's `press any key to
           continue...`, `ghstack status`'s CircleCI token read by
           getpass, `ghstack rage`'s numbered invocations

Run: threehundredseventyeighth_forges.py TOOL [SUBCOMMAND ...]
"""
import getpass
import os
import sys
import termios
import time
import tty
import unicodedata

E = "\x1b["
R = E + "0m"
BOLD = E + "1m"
DIM = E + "2m"
ITALIC = E + "3m"
UNDER = E + "4m"
REV = E + "7m"
HIDE = E + "?25l"
SHOW = E + "?25h"
ALT_ON = E + "?1049h"
ALT_OFF = E + "?1049l"


def fg(n):
    return E + "%dm" % n


GREEN, YELLOW, BLUE, MAGENTA, CYAN, WHITE = fg(32), fg(33), fg(34), fg(35), fg(36), fg(37)
GRAY, LRED, LGREEN, LYELLOW, LBLUE, LMAGENTA, LCYAN = fg(90), fg(91), fg(92), fg(93), fg(94), fg(95), fg(96)


def size():
    try:
        s = os.get_terminal_size(sys.stdout.fileno())
        return s.columns, s.lines
    except OSError:
        return 80, 24


W, H = size()


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def err(s):
    sys.stderr.write(s)
    sys.stderr.flush()


def at(r, c, s=""):
    """Writes s at row r, column c (both from 0)."""
    out(E + "%d;%dH" % (r + 1, c + 1) + s)


def plain(s):
    """s without its escape sequences."""
    o, i = "", 0
    while i < len(s):
        if s[i] == "\x1b":
            j = i + 1
            if j < len(s) and s[j] == "[":
                j += 1
                while j < len(s) and not (s[j].isalpha() or s[j] == "~"):
                    j += 1
            i = j + 1
            continue
        o += s[i]
        i += 1
    return o


def width(s):
    n = 0
    for ch in plain(s):
        if unicodedata.combining(ch) or ch in "\ufe0f\u200d":
            continue
        n += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return n


def rows_of(text):
    """How many terminal rows text takes, each line wrapped at W."""
    n = 0
    for line in text.split("\n"):
        w = width(line)
        n += max(1, (w + W - 1) // W) if w else 1
    return n


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


SEQ = {
    "[A": "up", "[B": "down", "[C": "right", "[D": "left",
    "OA": "up", "OB": "down", "OC": "right", "OD": "left",
    "[H": "home", "[F": "end", "OH": "home", "OF": "end",
    "[3~": "delete", "[Z": "btab", "[5~": "pgup", "[6~": "pgdn",
}


def readkey():
    """One key: a character, or the name of a key sent as a sequence."""
    import select
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:
            n = 1 if b[0] < 0xE0 else 2 if b[0] < 0xF0 else 3
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = ""
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1).decode("latin-1")
        if len(seq) >= 2 and (seq[-1].isalpha() or seq[-1] == "~"):
            break
    if not seq:
        return "esc"
    return SEQ.get(seq, "esc+" + seq)


class Inline:
    """A prompt drawn in place on the main screen: each frame erases the
    rows of the one before (wrapped rows counted) and writes itself."""

    def __init__(self):
        self.rows = 0  # rows above the cursor's row taken by the last frame
        self.up = 0  # rows the cursor was moved up after the last frame

    def draw(self, text, cursor=None):
        """Draws text; cursor is (line index, column) to leave the cursor
        at, or None to leave it at the end of text."""
        if self.up:
            out(E + "%dB" % self.up)
        if self.rows:
            out("\r" + E + "%dA" % self.rows)
        out("\r" + E + "J")
        out(text.replace("\n", "\r\n"))
        total = rows_of(text)
        self.rows = total - 1
        self.up = 0
        if cursor is not None:
            line, col = cursor
            lines = text.split("\n")
            above = rows_of("\n".join(lines[:line])) if line else 0
            row = above + col // W
            self.up = self.rows - row
            if self.up:
                out(E + "%dA" % self.up)
            out("\r")
            if col % W:
                out(E + "%dC" % (col % W))

    def done(self, text):
        """Draws the answered form and moves under it."""
        self.draw(text)
        out("\r\n")
        self.rows = self.up = 0


# ---------------------------------------------------------------- gt
# Graphite's CLI on the `prompts` library: `?` cyan, the message bold, a
# grey `›`, then the value; a done prompt `✔` green and a grey `…`.

Q = CYAN + "?" + R
TICK = GREEN + "✔" + R


def p_head(msg, done=False, sep=None):
    if sep is None:
        sep = "…" if done else "›"
    return (TICK if done else Q) + " " + BOLD + msg + R + " " + GRAY + sep + R


def p_text(msg, initial):
    """prompts' text: the initial value a grey placeholder, the cursor
    after it; returns what was typed, or the initial."""
    ui = Inline()
    value = ""
    while True:
        shown = value if value else GRAY + initial + R
        ui.draw(p_head(msg) + " " + shown)
        k = readkey()
        if k in ("\r", "\n"):
            v = value or initial
            ui.done(p_head(msg, True) + " " + v)
            return v
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\x7f", "\x08"):
            value = value[:-1]
        elif k == "\t" and not value:
            value = initial
        elif len(k) == 1 and k.isprintable():
            value += k


def p_select(msg, titles, hint="- Use arrow-keys. Return to submit."):
    """prompts' select: the hint grey after the message, the current
    choice `❯` and cyan underlined, the cursor hidden."""
    ui = Inline()
    cur = 0
    out(HIDE)
    while True:
        text = p_head(msg) + " " + GRAY + hint + R
        for i, t in enumerate(titles):
            if i == cur:
                text += "\n" + CYAN + "❯" + R + "   " + CYAN + UNDER + t + R
            else:
                text += "\n" + "    " + t
        ui.draw(text)
        k = readkey()
        if k in ("\r", "\n"):
            ui.done(p_head(msg, done=True, sep="›") + " " + titles[cur])
            out(SHOW)
            return cur
        if k == "\x03":
            out(SHOW)
            raise KeyboardInterrupt
        if k in ("down", "\t", "j") and cur < len(titles) - 1:
            cur += 1
        elif k in ("up", "btab", "k") and cur > 0:
            cur -= 1


def p_autocomplete(msg, choices, initial):
    """prompts' autocomplete: what is typed after `›` filters the choices
    (a branch holding it), the current one `❯` and cyan underlined."""
    ui = Inline()
    sel = choices.index(initial)
    typed = ""
    out(HIDE)
    while True:
        sugg = [c for c in choices if typed.lower() in c.lower()]
        if sugg:
            sel = min(sel, len(sugg) - 1)
        text = p_head(msg) + " " + typed
        if sugg:
            for i, c in enumerate(sugg):
                if i == sel:
                    text += "\n" + CYAN + "❯" + R + "   " + CYAN + UNDER + c + R
                else:
                    text += "\n" + "    " + c
        else:
            text += "\n" + GRAY + initial + R
        ui.draw(text)
        k = readkey()
        if k in ("\r", "\n"):
            pick = sugg[sel] if sugg else initial
            ui.done(p_head(msg, done=True, sep="›") + " " + pick)
            out(SHOW)
            return pick
        if k == "\x03":
            out(SHOW)
            raise KeyboardInterrupt
        if k == "down" and sugg and sel < len(sugg) - 1:
            sel += 1
        elif k == "up" and sel > 0:
            sel -= 1
        elif k in ("\x7f", "\x08"):
            typed = typed[:-1]
        elif len(k) == 1 and k.isprintable():
            typed += k


def p_confirm(msg, initial):
    """prompts' confirm: `(y/N)` grey after the message, the cursor
    hidden, answered by y or n alone (Enter takes the initial)."""
    ui = Inline()
    out(HIDE)
    ui.draw(p_head(msg) + " " + GRAY + ("(Y/n)" if initial else "(y/N)") + R)
    while True:
        k = readkey()
        if k in ("\r", "\n"):
            v = initial
        elif k in ("y", "Y"):
            v = True
        elif k in ("n", "N"):
            v = False
        elif k == "\x03":
            out(SHOW)
            raise KeyboardInterrupt
        else:
            out("\a")
            continue
        ui.done(p_head(msg, True) + " " + ("yes" if v else "no"))
        out(SHOW)
        return v


def nano_keys(rows):
    """nano's two rows of shortcuts, each key reversed."""
    cw = W // max(len(row) for row in rows)
    for r, row in enumerate(rows):
        line = ""
        for key, label in row:
            line += REV + key + R + " " + label + " " * max(0, cw - len(key) - 1 - len(label))
        at(H - 2 + r, 0, E + "K" + line)


NANO_MAIN = [[("^G", "Help"), ("^O", "Write Out"), ("^W", "Where Is"), ("^K", "Cut"), ("^T", "Execute"),
              ("^C", "Location")],
             [("^X", "Exit"), ("^R", "Read File"), ("^\\", "Replace"), ("^U", "Paste"), ("^J", "Justify"),
              ("^/", "Go To Line")]]
NANO_WRITE = [[("^G", "Help"), ("M-D", "DOS Format"), ("M-A", "Append"), ("M-B", "Backup File")],
              [("^C", "Cancel"), ("M-M", "Mac Format"), ("M-P", "Prepend"), ("^T", "Browse")]]


def nano(path, text):
    """GNU nano 7.2 on path, as git's core.editor: returns the text saved
    (or the text as it was, left unsaved)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        lines = [""]
    y = x = 0
    modified = False
    status = "[ Read %d line%s ]" % (len(text.splitlines()), "" if len(text.splitlines()) == 1 else "s")
    keys = 0
    mode = "edit"
    rows = H - 4

    def draw():
        out(R)
        left = "  GNU nano 7.2"
        right = "Modified  " if modified else ""
        line = left + " " * max(1, (W - len(path)) // 2 - len(left)) + path
        line += " " * max(0, W - len(line) - len(right)) + right
        at(0, 0, REV + line[:W] + R)
        for i in range(rows):
            at(1 + i, 0, E + "K" + (lines[i][:W] if i < len(lines) else ""))
        if mode == "edit":
            at(H - 3, 0, E + "K")
            if status:
                at(H - 3, (W - len(status)) // 2, REV + status + R)
            nano_keys(NANO_MAIN)
            at(1 + y, min(x, W - 1))
        elif mode == "save":
            q = "Save modified buffer? "
            at(H - 3, 0, REV + q + " " * (W - len(q)) + R)
            at(H - 2, 0, E + "K" + " " + REV + "Y" + R + " Yes")
            at(H - 1, 0, E + "K" + " " + REV + "N" + R + " No" + " " * 11 + REV + "^C" + R + " Cancel")
            at(H - 3, len(q))
        else:
            q = "File Name to Write: " + path
            at(H - 3, 0, REV + q + " " * (W - len(q)) + R)
            nano_keys(NANO_WRITE)
            at(H - 3, len(q))

    out(ALT_ON + E + "?1h" + E + "=" + E + "H" + E + "2J")
    try:
        with Raw():
            while True:
                draw()
                k = readkey()
                if mode == "save":
                    if k in ("y", "Y"):
                        mode = "name"
                    elif k in ("n", "N"):
                        return text
                    elif k == "\x03":
                        mode, status = "edit", "[ Cancelled ]"
                    continue
                if mode == "name":
                    if k == "\r":
                        return "\n".join(lines) + "\n"
                    if k == "\x03":
                        mode, status = "edit", "[ Cancelled ]"
                    continue
                keys += 1
                if keys > 20:
                    status = ""
                if k == "\x18":
                    if modified:
                        mode = "save"
                        continue
                    return text
                if k == "up" and y > 0:
                    y -= 1
                    x = min(x, len(lines[y]))
                elif k == "down" and y < len(lines) - 1:
                    y += 1
                    x = min(x, len(lines[y]))
                elif k == "left" and x > 0:
                    x -= 1
                elif k == "right" and x < len(lines[y]):
                    x += 1
                elif k == "\r":
                    lines[y:y + 1] = [lines[y][:x], lines[y][x:]]
                    y, x, modified = y + 1, 0, True
                elif k in ("\x7f", "\x08"):
                    if x > 0:
                        lines[y] = lines[y][:x - 1] + lines[y][x:]
                        x -= 1
                        modified = True
                    elif y > 0:
                        x = len(lines[y - 1])
                        lines[y - 1:y + 1] = [lines[y - 1] + lines[y]]
                        y -= 1
                        modified = True
                elif len(k) == 1 and k.isprintable():
                    lines[y] = lines[y][:x] + k + lines[y][x:]
                    x += 1
                    modified = True
    finally:
        out(R + E + "?1l" + E + ">" + ALT_OFF)


GT_BRANCHES = ["csv-export", "fix-rounding", "main", "release-2.4", "spike-ledger-ui"]


def gt(args):
    sub = args[0] if args else ""
    if sub == "init":
        print("Welcome to Graphite!")
        print()
        with Raw():
            trunk = p_autocomplete("Select a trunk branch, which you open pull requests against - inferred trunk "
                                   + GREEN + "main" + R + BOLD + " (autocomplete or arrow keys)", GT_BRANCHES, "main")
        print("Trunk set to " + GREEN + trunk + R)
        print()
        print(GRAY + "\n".join([
            "",
            BOLD + "tip" + R + GRAY + ": If you have an existing branch or stack that you'd like to start working "
            "on with Graphite, you can begin tracking it now!",
            "To add other non-Graphite branches to Graphite later, check out `gt branch track`.",
            "If you only want to use Graphite for new branches, feel free to exit now and use `gt branch create`.",
            ITALIC + "Feeling expert? `gt user tips --disable`" + R + GRAY,
            "",
        ]) + R)
        with Raw():
            track = p_confirm("Would you like to start tracking existing branches to create your first stack?", False)
        if track:
            print("Checked out " + CYAN + "main" + R + ".")
        return
    if sub == "submit":
        print(LBLUE + "🥞 Validating that this Graphite stack is ready to submit..." + R)
        print()
        time.sleep(0.3)
        print(LBLUE + "✏️  Preparing to submit PRs for the following branches..." + R)
        print("▸ " + CYAN + "csv-export" + R + " (Create)")
        print()
        print("Enter info for new pull request for " + CYAN + "csv-export" + R + " ▸ " + LBLUE + "main" + R + ":")
        with Raw():
            p_text("Title", "Add CSV export to the ledger")
            body = p_select("Body", ["Edit Body (using nano)", "Skip (leave empty)"])
        if body == 0:
            nano("/tmp/tmp-4187-Qv3bXk2LwUa9/EDIT_DESCRIPTION", "")
        with Raw():
            p_select("Submit", ["Publish Pull Request", "Create Draft Pull Request"])
        print()
        print(LBLUE + "📨 Pushing to remote and creating/updating PRs..." + R)
        time.sleep(1.5)
        print(GREEN + "csv-export" + R + ": https://app.graphite.dev/github/pr/ada/ledger/42 (" + GREEN + "created" + R + ")")
        return
    print("gt: unknown command " + sub, file=sys.stderr)
    sys.exit(1)


# ---------------------------------------------------------------- tkn
# survey's prompts: a green bold `?`, the message bold, a default white in
# parentheses; a select's hint cyan in brackets, the current option a cyan
# bold `>`, the cursor hidden; all read raw.

SQ = GREEN + BOLD + "?" + R + " "


def s_input(msg, default=""):
    ui = Inline()
    value = ""
    while True:
        text = SQ + BOLD + msg + " " + R
        if default:
            text += WHITE + "(" + default + ") " + R
        ui.draw(text + value)
        k = readkey()
        if k in ("\r", "\n"):
            v = value or default
            ui.done(SQ + BOLD + msg + " " + R + CYAN + v + R)
            return v
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\x7f", "\x08"):
            value = value[:-1]
        elif len(k) == 1 and k.isprintable():
            value += k


def s_select(msg, options, default=0):
    ui = Inline()
    cur = default
    typed = ""
    out(HIDE)
    try:
        while True:
            shown = [o for o in options if typed.lower() in o.lower()]
            cur = min(cur, max(0, len(shown) - 1))
            text = SQ + BOLD + msg + typed + R + "  " + CYAN + "[Use arrows to move, type to filter]" + R
            for i, o in enumerate(shown[:7]):
                if i == cur:
                    text += "\n" + CYAN + BOLD + "> " + o + R
                else:
                    text += "\n" + "  " + o + R
            ui.draw(text)
            k = readkey()
            if k in ("\r", "\n") and shown:
                ui.done(SQ + BOLD + msg + R + CYAN + " " + shown[cur] + R)
                return shown[cur]
            if k == "\x03":
                raise KeyboardInterrupt
            if k in ("down", "\t") and cur < len(shown) - 1:
                cur += 1
            elif k in ("up", "btab") and cur > 0:
                cur -= 1
            elif k in ("\x7f", "\x08"):
                typed = typed[:-1]
                cur = 0
            elif len(k) == 1 and k.isprintable():
                typed += k
                cur = 0
    finally:
        out(SHOW)


PALETTE = [LGREEN, LYELLOW, LBLUE, LMAGENTA, LCYAN]

CLONE = [
    "+ '[' false = true ']'",
    "+ '[' false = true ']'",
    "+ '[' false = true ']'",
    "+ CHECKOUT_DIR=/workspace/output/",
    "+ '[' true = true ']'",
    "+ cleandir",
    "+ '[' -d /workspace/output/ ']'",
    "+ rm -rf '/workspace/output//*'",
    "+ test -z ''",
    "+ test -z ''",
    "+ test -z ''",
    "+ git config --global --add safe.directory /workspace/output",
    "+ /ko-app/git-init -url=https://git.example.org/ada/ledger.git -revision=main -refspec= "
    "-path=/workspace/output/ -sslVerify=true -submodules=true -depth=1 -sparseCheckoutDirectories=",
    '{"level":"info","ts":1764410101.62,"caller":"git/git.go:176","msg":"Successfully cloned '
    'https://git.example.org/ada/ledger.git @ 3f9c2e1a7b4d (grafted, HEAD, origin/main) in path /workspace/output/"}',
    '{"level":"info","ts":1764410101.70,"caller":"git/git.go:215","msg":"Successfully initialized and updated '
    'submodules in path /workspace/output/"}',
    "+ cd /workspace/output/",
    "++ git rev-parse HEAD",
    "+ RESULT_SHA=3f9c2e1a7b4d90c5e8a1f6b2d4c7e9a0b1c2d3e4",
    "+ EXIT_CODE=0",
    "+ '[' 0 '!=' 0 ']'",
    "+ printf '%s' 3f9c2e1a7b4d90c5e8a1f6b2d4c7e9a0b1c2d3e4",
    "+ printf '%s' https://git.example.org/ada/ledger.git",
]
BUILD = [
    'INFO[0000] Retrieving image manifest python:3.12-slim',
    'INFO[0000] Retrieving image python:3.12-slim from registry index.docker.io',
    'INFO[0001] Built cross stage deps: map[]',
    'INFO[0001] Retrieving image manifest python:3.12-slim',
    'INFO[0001] Returning cached image manifest',
    'INFO[0001] Executing 0 build triggers',
    'INFO[0001] Building stage \'python:3.12-slim\' [idx: \'0\', base-idx: \'-1\']',
    'INFO[0001] Unpacking rootfs as cmd COPY requirements.txt . requires it.',
    'INFO[0009] WORKDIR /app',
    'INFO[0009] Cmd: workdir',
    'INFO[0009] Changed working directory to /app',
    'INFO[0009] Creating directory /app with uid -1 and gid -1',
    'INFO[0009] Taking snapshot of files...',
    'INFO[0009] COPY requirements.txt .',
    'INFO[0009] Taking snapshot of files...',
    'INFO[0009] RUN pip install --no-cache-dir -r requirements.txt',
    'INFO[0009] Initializing snapshotter ...',
    'INFO[0009] Taking snapshot of full filesystem...',
    'INFO[0011] Cmd: /bin/sh',
    'INFO[0011] Args: [-c pip install --no-cache-dir -r requirements.txt]',
    'INFO[0011] Running: [/bin/sh -c pip install --no-cache-dir -r requirements.txt]',
    'Collecting click==8.1.7 (from -r requirements.txt (line 1))',
    '  Downloading click-8.1.7-py3-none-any.whl.metadata (3.0 kB)',
    'Collecting tabulate==0.9.0 (from -r requirements.txt (line 2))',
    '  Downloading tabulate-0.9.0-py3-none-any.whl.metadata (34 kB)',
    'Downloading click-8.1.7-py3-none-any.whl (97 kB)',
    'Downloading tabulate-0.9.0-py3-none-any.whl (35 kB)',
    'Installing collected packages: tabulate, click',
    'Successfully installed click-8.1.7 tabulate-0.9.0',
    'INFO[0016] Taking snapshot of full filesystem...',
]


def tkn_logs():
    """The run's logs, followed: each line prefixed by its task and step
    in the task's colour, lines coming while the run goes on."""
    print("Waiting for logs to be available...")
    time.sleep(1.0)
    for line in CLONE:
        print(PALETTE[0] + "[fetch-source : clone] " + R + line)
        time.sleep(0.15)
    time.sleep(2.0)
    for line in BUILD:
        print(PALETTE[1] + "[build-image : build-and-push] " + R + line)
        time.sleep(0.8)
    # kaniko keeps snapshotting a large filesystem: nothing more for a while
    time.sleep(600)


def tkn(args):
    if args[:2] == ["pipeline", "start"]:
        name = args[2]
        with Raw():
            s_input("Value for param `git-url` of type `string`?")
            s_input("Value for param `revision` of type `string`? (Default is `main`)", "main")
            s_input("Value for param `image` of type `string`? (Default is "
                    "`registry.example.org/ada/ledger:latest`)", "registry.example.org/ada/ledger:latest")
            out("Please give specifications for the workspace: source \r\n")
            s_input("Name for the workspace :")
            s_input("Value of the Sub Path :", " ")
            kind = s_select("Type of the Workspace :", ["config", "emptyDir", "secret", "pvc"], 1)
            if kind == "emptyDir":
                s_input("Type of EmptyDir :")
            elif kind == "pvc":
                s_input("Value of Claim Name :")
            else:
                s_input("Name of the %s :" % ("configmap" if kind == "config" else "secret"))
        print("PipelineRun started: %s-run-x7k2p" % name)
        if "--showlog" in args:
            tkn_logs()
        else:
            print()
            print("In order to track the PipelineRun progress run:")
            print("tkn pipelinerun logs %s-run-x7k2p -f -n default" % name)
        return
    if args[:2] == ["pipeline", "logs"]:
        with Raw():
            p = s_select("Select pipeline:", ["build-and-push", "lint-and-test", "nightly-release"])
            s_select("Select pipelinerun:", [
                "%s-run-x7k2p started 3 minutes ago" % p,
                "%s-run-q9m4d started 2 hours ago" % p,
                "%s-run-8lhtz started 1 day ago" % p,
                "%s-run-c2vwn started 3 days ago" % p,
            ])
        tkn_logs()
        return
    if args[:2] == ["pipeline", "delete"]:
        name = args[2]
        out('Are you sure you want to delete pipeline(s) "%s" (y/n): ' % name)
        for line in sys.stdin:
            t = line.strip()
            if t == "y":
                print('Pipelines deleted: "%s"' % name)
                return
            if t == "n":
                print('Error: canceled deleting pipeline(s) "%s"' % name, file=sys.stderr)
                sys.exit(1)
            out("Please enter (y/n): ")
        return
    print("Error: unknown command %r for \"tkn\"" % " ".join(args), file=sys.stderr)
    sys.exit(1)


# ---------------------------------------------------------------- rad
# inquire with radicle-term's render config: a light blue `?`, the message
# light cyan, a default light blue in parentheses, the help dark grey in
# brackets on the row under; answered `✓` light green; the highlighted
# option `✓` and light yellow; read raw, the cursor at the input.

RQ = LBLUE + "?" + R
RDONE = LGREEN + "✓" + R


def r_answered(msg, answer):
    return RDONE + " " + LCYAN + msg + R + " " + answer


def r_input(msg, default=None, help=None, mask=False):
    ui = Inline()
    value = ""
    while True:
        head = RQ + " " + LCYAN + msg + R + " "
        if default:
            head += LBLUE + "(" + default + ")" + R + " "
        shown = "*" * len(value) if mask else value
        text = head + shown + " "
        if help:
            text += "\n" + GRAY + "[" + help + "]" + R
        ui.draw(text, (0, width(head) + len(shown)))
        k = readkey()
        if k in ("\r", "\n"):
            v = value or (default or "")
            ui.done(r_answered(msg, "********" if mask else v))
            return v
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\x7f", "\x08"):
            value = value[:-1]
        elif len(k) == 1 and k.isprintable():
            value += k


def r_select(msg, options, help):
    ui = Inline()
    cur = 0
    typed = ""
    while True:
        shown = [o for o in options if typed.lower() in o.lower()]
        cur = min(cur, max(0, len(shown) - 1))
        head = RQ + " " + LCYAN + msg + R + " "
        text = head + typed + " "
        for i, o in enumerate(shown):
            if i == cur:
                text += "\n" + LYELLOW + "✓" + R + " " + LYELLOW + o + R
            else:
                text += "\n" + "  " + o
        text += "\n" + GRAY + "[" + help + "]" + R
        ui.draw(text, (0, width(head) + len(typed)))
        k = readkey()
        if k in ("\r", "\n") and shown:
            ui.done(r_answered(msg, shown[cur]))
            return shown[cur]
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("down", "j") and cur < len(shown) - 1:
            cur += 1
        elif k in ("up", "k") and cur > 0:
            cur -= 1
        elif k in ("\x7f", "\x08"):
            typed = typed[:-1]
        elif len(k) == 1 and k.isprintable() and k not in "jk":
            typed += k


def r_password_confirm(msg, confirm, help):
    """inquire's masked password with its confirmation: the first line
    kept as typed (masked) over the confirmation's, the help under both;
    answered as one line."""
    ui = Inline()
    first, second, stage = "", "", 0
    while True:
        head = RQ + " " + LCYAN + msg + R + " "
        text = head + "*" * len(first) + " "
        cur = (0, width(head) + len(first))
        if stage:
            head2 = RQ + " " + LCYAN + confirm + R + " "
            text += "\n" + head2 + "*" * len(second) + " "
            cur = (1, width(head2) + len(second))
        text += "\n" + GRAY + "[" + help + "]" + R
        ui.draw(text, cur)
        k = readkey()
        if k in ("\r", "\n"):
            if not stage:
                stage = 1
                continue
            ui.done(r_answered(msg, "********"))
            return first
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\x7f", "\x08"):
            if stage:
                second = second[:-1]
            else:
                first = first[:-1]
        elif len(k) == 1 and k.isprintable():
            if stage:
                second += k
            else:
                first += k


SPIN = [MAGENTA + "◢" + R, CYAN + "◣" + R, MAGENTA + "◤" + R, BLUE + "◥" + R]


def r_spinner(msg, seconds, done=None):
    """radicle-term's spinner on stderr, the cursor hidden, ticking every
    99ms; then `✓` and its message on stdout."""
    err(HIDE)
    end = time.time() + seconds
    i = 0
    while time.time() < end:
        err("\r" + E + "K" + SPIN[i % 4] + " " + msg)
        i += 1
        time.sleep(0.099)
    err("\r" + E + "K" + SHOW)
    print(GREEN + "✓" + R + " " + (done or msg))


def rad(args):
    sub = args[0] if args else ""
    if sub == "auth":
        print()
        print(BOLD + "Initializing your radicle 👾 identity" + R)
        print()
        with Raw():
            r_input("Enter your alias:", "ada", "This is your node alias. You can always change it later")
            r_password_confirm("Enter a passphrase:", "Repeat passphrase:",
                               "Leave this blank to keep your radicle key unencrypted")
        r_spinner("Creating your Ed25519 keypair...", 0.6)
        print(GREEN + "✓" + R + " Your Radicle DID is " + LMAGENTA + "did:key:z6MkrLMMsiPWUcNPHcRajuMi9mDfYckSoJyPwwnknocNYPm7"
              + R + ". This identifies your device. Run " + BOLD + "`rad self`" + R + " to show it at all times.")
        print(GREEN + "✓" + R + " You're all set.")
        print()
        print(YELLOW + "✗ Hint:" + R + " " + GRAY + "install ssh-agent to have it fill in your passphrase for you "
              "when signing." + R)
        print()
        print("To create a Radicle repository, run " + BOLD + "`rad init`" + R + " from a Git repository with at "
              "least one commit.")
        print("To clone a repository, run " + BOLD + "`rad clone <rid>`" + R + ". For example, " + BOLD
              + "`rad clone rad:z3gqcJUoA1n9HaHKufZs5FCSGazv5`" + R + " clones the Radicle 'heartwood' repository.")
        print("To get a list of all commands, run " + BOLD + "`rad`" + R + ".")
        return
    if sub == "init":
        cwd = os.getcwd()
        print()
        print(BOLD + "Initializing radicle 👾 repository in " + DIM + cwd + R + BOLD + ".." + R)
        print()
        with Raw():
            r_input("Name", os.path.basename(cwd), "The name of your repository, eg. 'acme'")
            r_input("Description", None, "You may leave this blank")
            r_input("Default branch", "main", "Please specify an existing branch")
            r_select("Visibility", ["public", "private"],
                     "Public repositories are accessible by anyone on the network after initialization")
            r_input("Passphrase:", None, None, mask=True)
        r_spinner("Unsealing key...", 0.8)
        r_spinner("Initializing...", 0.7, "Repository " + LMAGENTA + os.path.basename(cwd) + R + " created.")
        print()
        print("Your Repository ID " + DIM + "(RID)" + R + " is " + LMAGENTA + "rad:z3Tr6bC7ctEg2EHmLvknUr29mEDLH" + R + ".")
        print("You can show it any time by running " + BOLD + "`rad .`" + R + " from this directory.")
        print()
        err(HIDE)
        i = 0
        for msg, secs in (("Updating inventory..", 0.6), ("Announcing..", 0.9), ("Syncing..", 600)):
            end = time.time() + secs
            while time.time() < end:
                err("\r" + E + "K" + SPIN[i % 4] + " " + msg)
                i += 1
                time.sleep(0.099)
        err("\r" + E + "K" + SHOW)
        return
    print("✗ Error: rad: unknown command", file=sys.stderr)
    sys.exit(1)


# ---------------------------------------------------------------- ghstack

def ghstack_config():
    """ghstack's first run: the domain asked, then GitHub's device flow."""
    path = os.path.expanduser("~/.ghstackrc")
    if os.path.exists(path):
        return
    input("GitHub enterprise domain (leave blank for OSS GitHub): ")
    print("Generating GitHub access token...")
    time.sleep(0.8)
    print("User verification code: 5C2F-81DA")
    print("Go to https://github.com/login/device and enter the code.")
    print("Once you've authorized ghstack, press any key to continue...")
    input()
    with open(path, "w") as f:
        f.write("[ghstack]\ngithub_url = github.com\ngithub_oauth = gho_16C7e42F292c6912E7710c838347Ae178B4a\n"
                "github_username = ada\n")


def ghstack(args):
    sub = args[0] if args else "submit"
    if sub == "submit":
        ghstack_config()
        time.sleep(2.0)
        print()
        print("# Summary of changes (ghstack 0.11.0)")
        print()
        print(" - Opened https://github.com/ada/ledger/pull/42")
        print(" - Opened https://github.com/ada/ledger/pull/43")
        print()
        return
    if sub == "status":
        ghstack_config()
        getpass.getpass("CircleCI Personal API token (make one at https://circleci.com/account/api ): ")
        time.sleep(1.0)
        print("#%s: ci/circleci: lint succeeded, ci/circleci: test failed" % args[1])
        return
    if sub == "rage":
        print("Which invocation would you like to report?")
        print()
        rows = [
            ("Sun Nov 29 09:41:07 UTC", "ghstack status 42", "Succeeded"),
            ("Sun Nov 29 09:38:52 UTC", "ghstack", "Succeeded"),
            ("Sat Nov 28 17:20:03 UTC", "ghstack unlink", "Succeeded"),
            ("Sat Nov 28 16:55:40 UTC", "ghstack", "Failed with: KeyboardInterrupt"),
        ]
        for i, (date, argv, exc) in enumerate(rows):
            print("{:<5}  {}  [{}]  {}".format("[{}].".format(i), date, argv, exc))
        print()
        n = int(input("(input individual number, for example 1 or 2)\n"))
        print()
        print("Writing report, please wait...")
        time.sleep(0.5)
        print("=> Report written to /tmp/ghstack%s.log" % ("k2c9q1x" + str(n)))
        print("Please include this log with your bug report!")
        return
    print("Usage: ghstack [OPTIONS] COMMAND [ARGS]...", file=sys.stderr)
    sys.exit(2)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    tool, args = sys.argv[1], sys.argv[2:]
    try:
        {"gt": gt, "tkn": tkn, "rad": rad, "ghstack": ghstack}[tool](args)
    except KeyboardInterrupt:
        out(R + SHOW + "\r\n")
        sys.exit(130)


if __name__ == "__main__":
    main()
