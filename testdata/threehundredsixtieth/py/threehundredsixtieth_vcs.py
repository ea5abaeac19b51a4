#!/usr/bin/env python3
"""The threehundredsixtieth set's imitations: five version-control front
ends that Debian does not package, each drawn the way the real program
draws (as known from its documentation, source and screenshots) at the
moments a person meets it:

  gitspice      abhinav's git-spice (`gs`), Bubble Tea forms inline on the
                main screen: `gs auth login` (a forge picked, the
                authentication methods with their descriptions, the
                Personal Access Token typed in clear) and `gs branch
                submit` (the title filled in, the body's editor key, the
                draft yes/no)
  branchless    arxanas's git-branchless, `git undo -i`: a Cursive screen
                on the alternate screen (the commit graph over the events
                of a transaction, a help dialog, a go-to-event dialog),
                then the actions it will apply and `Confirm? [yN]` on the
                main screen, read as a cooked line
  pijul         pmeunier's pijul: `pijul record` opening the user's editor
                (nano, as Debian's default) on the change to record (its
                message, its dependencies and its hunks, which the user
                may delete), `pijul log` paged by less, `pijul push -a`
                uploading its changes
  rebaseeditor  sjurba's rebase-editor, git's sequence editor for `git
                rebase -i`: the todo list on the alternate screen, the
                current line reversed, the cursor hidden, actions set by
                a key, lines moved, and its inline message editor for a
                commit reworded (r twice)
  fac           mkchoi212's fac, a gocui screen for git's merge conflicts:
                the local and incoming versions one over the other, the
                queue of conflicts at the right and its prompt of keys
                `[w,a,s,d,e,?] >>` on the last row, a line typed and
                entered

Run: threehundredsixtieth_vcs.py TOOL [SUBCOMMAND]
"""
import os
import sys
import termios
import textwrap
import time
import tty

E = "\x1b["
R = E + "0m"
BOLD = E + "1m"
DIM = E + "2m"
REV = E + "7m"
HIDE = E + "?25l"
SHOW = E + "?25h"
ALT_ON = E + "?1049h"
ALT_OFF = E + "?1049l"


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


def at(r, c, s=""):
    """Writes s at row r, column c (both from 0)."""
    out(E + "%d;%dH" % (r + 1, c + 1) + s)


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
    "[1~": "home", "[4~": "end", "[7~": "home", "[8~": "end",
    "[5~": "pgup", "[6~": "pgdn", "[3~": "delete", "[Z": "btab",
    "[1;2A": "shift-up", "[1;2B": "shift-down", "[1;5A": "ctrl-up", "[1;5B": "ctrl-down",
}


def readkey():
    """One key: a character, or the name of a key sent as a sequence."""
    import select
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:  # the rest of a UTF-8 character
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


def wrap(text, width):
    """Words wrapped to width; an empty line kept empty."""
    lines = []
    for para in text.split("\n"):
        lines.extend(textwrap.wrap(para, width) or [""])
    return lines


def visible(s):
    """The length of s as shown, its escapes left out."""
    import re
    return len(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", s))


# ---------------------------------------------------------------- git-spice

GREEN_B = E + "1;92m"
YELLOW = E + "93m"
GRAY = E + "90m"
FAINT_GRAY = E + "2;90m"
MAGENTA = E + "95m"
LGREEN = E + "92m"
CYAN = E + "96m"


class Inline:
    """A Bubble Tea program's view drawn inline under what is printed: each
    frame replaces the last, and a view taller than the terminal shows its
    last rows only (the standard renderer clips it so)."""

    def __init__(self):
        self.n = 0

    def draw(self, view):
        lines = view.split("\n")
        if len(lines) > H:
            lines = lines[len(lines) - H:]
        if self.n > 1:
            out(E + "%dA" % (self.n - 1))
        out("\r")
        for i, l in enumerate(lines):
            out(l + E + "K")
            if i < len(lines) - 1:
                out("\r\n")
        out(E + "J")
        self.n = len(lines)

    def done(self, view):
        self.draw(view)
        out("\r\n")
        self.n = 0


def gs_title(t):
    return GREEN_B + t + R + ": "


def gs_accepted(line):
    return DIM + line + R


def gs_select(ui, title, options):
    """git-spice's Select: a title, a blank row, the options under it, the
    current one after `▶ ` in yellow; letters typed filter the options."""
    sel, flt = 0, ""
    while True:
        if flt:
            matched = [o for o in options if subseq(flt, o.lower())]
        else:
            matched = list(options)
        sel = min(sel, max(0, len(matched) - 1))
        view = gs_title(title) + "\n\n"
        for i, o in enumerate(matched):
            style = YELLOW if i == sel else ""
            body = highlight(o, flt, style)
            view += ("▶ " if i == sel else "  ") + body + "\n"
        if not matched:
            view += E + "31m" + "no matches for: " + flt + R + "\n"
        ui.draw(view)
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("up", "\x10") and matched:
            sel = (sel - 1) % len(matched)
        elif k in ("down", "\x0e") and matched:
            sel = (sel + 1) % len(matched)
        elif k in ("\r", "\t") and matched:
            ui.done(gs_accepted(title + ": " + matched[sel]))
            return matched[sel]
        elif k in ("\x7f", "\x08"):
            flt = flt[:-1]
        elif len(k) == 1 and k.isprintable():
            flt += k.lower()
            sel = 0


def subseq(f, s):
    i = 0
    for ch in s:
        if i < len(f) and ch == f[i]:
            i += 1
    return i == len(f)


def highlight(o, flt, style):
    if not flt:
        return style + o + (R if style else "")
    res, i = "", 0
    for ch in o:
        if i < len(flt) and ch.lower() == flt[i]:
            res += CYAN + ch + R
            i += 1
        else:
            res += style + ch + (R if style else "")
    return res


GS_METHODS = [
    ("OAuth",
     "Authorize git-spice to act on your behalf from this device only.\n"
     "git-spice will get access to all repositories: public and private.\n"
     "For private repositories, you will need to request installation from a repository owner.\n", []),
    ("OAuth: Public repositories only",
     "Authorize git-spice to act on your behalf from this device only.\n"
     "git-spice will only get access to public repositories.\n", []),
    ("GitHub App",
     "Authorize git-spice to act on your behalf from this device only.\n"
     "git-spice will only get access to repositories where the git-spice GitHub App is installed explicitly.\n"
     "Use https://github.com/apps/git-spice to install the App on repositories.\n"
     "For private repositories, you will need to request installation from a repository owner.\n",
     [("https://github.com/apps/git-spice", "url")]),
    ("Personal Access Token",
     "Enter a classic or fine-grained Personal Access Token generated from https://github.com/settings/tokens.\n"
     "Classic tokens need at least one of the following scopes: repo or public_repo.\n"
     "Fine-grained tokens need read/write access to Repository Contents and Pull requests,\n"
     "and read-only access to Organization Members.\n"
     "You can use this method if you do not have the ability to install a GitHub or OAuth App on your repositories.\n",
     [("https://github.com/settings/tokens", "url"), ("public_repo", "b"), ("repo ", "b"), ("Contents", "b"),
      ("Pull requests", "b"), ("Members", "b")]),
    ("Git Credential Manager",
     "Use OAuth credentials from git-credential-manager.\n"
     "You must have GCM installed and already authenticated to GitHub.\n", []),
]


def gs_list(ui, title, items):
    """git-spice's List: each item a title and its description, the
    current one after a bold yellow `▶`, the others grey over a faint
    description; up and down wrap around."""
    sel = 0
    while True:
        view = gs_title(title)
        for i, (name, desc, marks) in enumerate(items):
            lines = wrap(desc, W - 4)
            if i == sel:
                cur = BOLD + YELLOW + "▶" + R + " "
                head = YELLOW + name + R
                body = []
                for l in lines:
                    for word, how in marks:
                        if word in l:
                            st = BOLD + MAGENTA + E + "4m" if how == "url" else BOLD
                            l = l.replace(word, st + word + R, 1)
                    body.append(l)
            else:
                view += " "
                cur = "  "
                head = GRAY + name + R
                body = [DIM + l + R if l else l for l in lines]
            view += "\n" + cur + head
            for l in body:
                view += "\n  " + l
        ui.draw(view)
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("up", "k"):
            sel = (sel - 1) % len(items)
        elif k in ("down", "j"):
            sel = (sel + 1) % len(items)
        elif k in ("\r", "\t"):
            ui.done(gs_accepted(title + ": " + items[sel][0]))
            return items[sel][0]


def gs_input(ui, title, value="", desc="", required=None):
    """git-spice's Input: a bubbles text input after its title, its own
    cursor a reversed cell, its description faint under it."""
    err = ""
    while True:
        view = gs_title(title) + value + REV + " " + R
        if err:
            view += "\n" + E + "31m" + err + R
        if desc:
            view += "\n" + FAINT_GRAY + desc + R
        ui.draw(view)
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k == "\r":
            if required and not value.strip():
                err = required
                continue
            ui.done(gs_accepted(title + ": " + value))
            return value
        if k in ("\x7f", "\x08"):
            value = value[:-1]
        elif k == "\x15":
            value = ""
        elif len(k) == 1 and k.isprintable():
            value += k
        err = ""


def gitspice(sub):
    ui = Inline()
    out(HIDE)
    with Raw():
        try:
            if sub == "auth-login":
                forge = gs_select(ui, "Select a Forge", ["Bitbucket", "Forgejo", "Gitea", "GitHub", "GitLab"])
                if forge != "GitHub":
                    out(BOLD + E + "91m" + "ERR" + R + " " + forge.lower() + ": no account for ledger.example\r\n")
                    return
                method = gs_list(ui, "Select an authentication method", GS_METHODS)
                if method != "Personal Access Token":
                    out("\r\n" + BOLD + "1." + R + " Visit " + "https://github.com/login/device\r\n")
                    out(BOLD + "2." + R + " Enter code: " + BOLD + "B7E2-41C9" + R + "\r\n")
                    out(DIM + "The code expires in a few minutes." + R + "\r\n")
                    out(DIM + "It will take a few seconds to verify after you enter it." + R + "\r\n")
                    time.sleep(600)
                    return
                gs_input(ui, "Enter Personal Access Token", required="token is required")
                out(GREEN_B + "INF" + R + " github: successfully logged in\r\n")
            else:
                gs_input(ui, "Title", "Add ledger export", "Short summary of the change",
                         required="title cannot be blank")
                body = ("Body: Press [" + MAGENTA + "e" + R + "] to open " + LGREEN + "editor" + R +
                        " or [" + MAGENTA + "enter/tab" + R + "] to skip")
                while True:
                    ui.draw(GREEN_B + "Body" + R + body[4:] + "\n" + FAINT_GRAY +
                            "Open your editor to write a detailed description of the change" + R)
                    k = readkey()
                    if k == "\x03":
                        raise KeyboardInterrupt
                    if k in ("\r", "\t"):
                        ui.done(DIM + "Body: Press [e] to open editor or [enter/tab] to skip" + R)
                        break
                draft = None
                while draft is None:
                    ui.draw(gs_title("Draft") + "[" + MAGENTA + "y" + R + "/" + MAGENTA + "N" + R + "]\n" +
                            FAINT_GRAY + "Mark the change as a draft?" + R)
                    k = readkey()
                    if k == "\x03":
                        raise KeyboardInterrupt
                    if k in ("y", "Y"):
                        draft = True
                    elif k in ("n", "N", "\r", "\t"):
                        draft = False
                ui.done(DIM + "Draft: [y/N]" + R)
                time.sleep(1.5)
                out(GREEN_B + "INF" + R + " Created #42: https://github.com/ada/ledger/pull/42\r\n")
        except KeyboardInterrupt:
            out("\r\n" + BOLD + E + "91m" + "ERR" + R + " user cancelled\r\n")
        finally:
            out(SHOW)


# ---------------------------------------------------------------- git-branchless

# The repository's history as `git undo -i` replays it: after each
# transaction, its number, its last event, how long ago, the events it
# holds and the commit graph (smartlog) as it then stood.
Y_ = E + "33m"
G_ = E + "32m"


def oid(h):
    return Y_ + h + R


def bl_graph(rows):
    lines = ["⋮"]
    for i, (glyph, h, ago, branch, msg, head) in enumerate(rows):
        if i:
            lines.append("┃")
        b = " " + G_ + "(" + branch + ")" + R if branch else ""
        line = glyph + " " + oid(h) + " " + DIM + ago + R + b + " " + msg
        lines.append(BOLD + line + R if head else line)
    return lines


MAIN = ("◇", "1a2b3c4", "6d", "main", "Initial ledger", False)
BL_STATES = [
    (4, 7, "3h", [["Commit " + oid("3f1c2a9") + " Add ledger export command", ""]],
     [MAIN, ("●", "3f1c2a9", "3h", "export", "Add ledger export command", True)]),
    (5, 9, "2h", [["Commit " + oid("8b4e6d1") + " Fix rounding of monthly totals", ""],
                  ["Move branch export from " + oid("3f1c2a9") + " Add ledger export command",
                   "                     to " + oid("8b4e6d1") + " Fix rounding of monthly totals"]],
     [MAIN, ("◯", "3f1c2a9", "3h", "", "Add ledger export command", False),
      ("●", "8b4e6d1", "2h", "export", "Fix rounding of monthly totals", True)]),
    (6, 12, "1h", [["Commit " + oid("c27a9f0") + " WIP export tests", ""],
                   ["Move branch export from " + oid("8b4e6d1") + " Fix rounding of monthly totals",
                    "                     to " + oid("c27a9f0") + " WIP export tests"]],
     [MAIN, ("◯", "3f1c2a9", "3h", "", "Add ledger export command", False),
      ("◯", "8b4e6d1", "2h", "", "Fix rounding of monthly totals", False),
      ("●", "c27a9f0", "1h", "export", "WIP export tests", True)]),
    (7, 14, "40m", [["Check out from " + oid("c27a9f0") + " WIP export tests",
                     "            to " + oid("8b4e6d1") + " Fix rounding of monthly totals"],
                    ["Hide commit " + oid("c27a9f0") + " WIP export tests", ""]],
     [MAIN, ("◯", "3f1c2a9", "3h", "", "Add ledger export command", False),
      ("●", "8b4e6d1", "2h", "export", "Fix rounding of monthly totals", True)]),
    (8, 17, "5m", [["Rewrite commit " + oid("8b4e6d1") + " Fix rounding of monthly totals",
                    "           as " + oid("4c0e2aa") + " Fix rounding of monthly totals"],
                   ["Move branch export from " + oid("8b4e6d1") + " Fix rounding of monthly totals",
                    "                     to " + oid("4c0e2aa") + " Fix rounding of monthly totals"]],
     [MAIN, ("◯", "3f1c2a9", "3h", "", "Add ledger export command", False),
      ("●", "4c0e2aa", "5m", "export", "Fix rounding of monthly totals", True)]),
]

BL_HELP = ("Use `git undo` to view and revert to previous states of the repository.\n"
           "\n"
           "h/?: Show this help.\n"
           "q: Quit.\n"
           "p/n or <left>/<right>: View next/previous state.\n"
           "g: Go to a provided event ID.\n"
           "<enter>: Revert the repository to the given state (requires confirmation).\n"
           "\n"
           "You can also copy a commit hash from the past and manually run `git unhide` or `git rebase` on it.\n")


def bl_box(top, left, width, height, title=""):
    inner = width - 2
    if title:
        t = "┤ " + title + " ├"
        lpad = (inner - len(t)) // 2
        line = "┌" + "─" * lpad + t + "─" * (inner - lpad - len(t)) + "┐"
    else:
        line = "┌" + "─" * inner + "┐"
    at(top, left, line)
    for r in range(top + 1, top + height - 1):
        at(r, left, "│" + " " * inner + "│")
    at(top + height - 1, left, "└" + "─" * inner + "┘")


def bl_describe(events):
    lines = []
    for i, ev in enumerate(events, 1):
        lines.append("%d. " % i + ev[0])
        lines.append("   " + ev[1] if ev[1] else "")
    return lines


def branchless():
    cur = len(BL_STATES) - 1
    dialog = None  # None, "help" or "goto"
    typed = ""

    def draw():
        out(R + E + "2J")
        tx, ev, ago, events, graph = BL_STATES[cur]
        info = wrap("Repo after transaction %d (event %d) (%s ago). Press 'h' for help, 'q' to quit." % (tx, ev, ago),
                    W - 2) + bl_describe(events)
        eh = len(info) + 2
        gh = H - eh
        bl_box(0, 0, W, gh, "Commit graph")
        for i, l in enumerate(bl_graph(graph)[:gh - 2]):
            at(1 + i, 1, l)
        bl_box(gh, 0, W, eh, "Events")
        for i, l in enumerate(info):
            at(gh + 1 + i, 1, l)
        if dialog == "help":
            body = wrap(BL_HELP.rstrip("\n"), W - 4)
            h = len(body) + 4
            top = (H - h) // 2
            bl_box(top, 0, W, h, "How to use")
            for i, l in enumerate(body):
                at(top + 1 + i, 2, l)
            at(top + h - 2, W - 2 - len("<Close>"), E + "37;41m" + "<Close>" + R)
        elif dialog == "goto":
            w = 19
            left, top = (W - w) // 2, (H - 5) // 2
            bl_box(top, left, w, 5, "Go to event")
            field = typed + " " if len(typed) < w - 4 else typed
            shown = field + "_" * (w - 4 - len(field))
            at(top + 1, left + 2, E + "34m" + typed + R + REV + " " + R + E + "34m" + shown[len(typed) + 1:] + R)
            at(top + 3, left + w - 2 - len("<Cancel>"), "<Cancel>")

    out(ALT_ON + HIDE + E + "?1000h" + E + "?1002h" + E + "?1006h")
    chosen = None
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if dialog == "help":
                    if k in ("\r", "esc", " "):
                        dialog = None
                    continue
                if dialog == "goto":
                    if k == "esc":
                        dialog = None
                    elif k == "\r":
                        if typed.isdigit():
                            n = int(typed)
                            best = 0
                            for i, s in enumerate(BL_STATES):
                                if s[1] <= n:
                                    best = i
                            cur = best
                            dialog = None
                    elif k in ("\x7f", "\x08"):
                        typed = typed[:-1]
                    elif len(k) == 1 and k.isprintable():
                        typed += k
                    continue
                if k in ("q", "Q", "\x03"):
                    break
                if k in ("n", "N", "right"):
                    cur = min(cur + 1, len(BL_STATES) - 1)
                elif k in ("p", "P", "left"):
                    cur = max(cur - 1, 0)
                elif k in ("h", "H", "?"):
                    dialog = "help"
                elif k in ("g", "G"):
                    dialog, typed = "goto", ""
                elif k == "\r":
                    chosen = cur
                    break
        finally:
            out(R + E + "?1006l" + E + "?1002l" + E + "?1000l" + SHOW + ALT_OFF)
    if chosen is None or chosen == len(BL_STATES) - 1:
        if chosen is not None:
            print("No undo actions to apply, exiting.")
        return
    # The inverse of each event after the chosen state, the newest first.
    actions = []
    for tx, ev, ago, events, graph in reversed(BL_STATES[chosen + 1:]):
        for e in reversed(events):
            first, second = e
            if first.startswith("Rewrite commit "):
                a, b = first[len("Rewrite commit "):], second[len("           as "):]
                actions.append(["Rewrite commit " + b, "           as " + a])
            elif first.startswith("Move branch "):
                name = first.split(" from ")[0]
                a, b = first[len(name) + 6:], second.strip()[3:]
                actions.append([name + " from " + b, second[:len(second) - len(second.lstrip())] + "to " + a])
            elif first.startswith("Check out from "):
                a, b = first[len("Check out from "):], second[len("            to "):]
                actions.append(["Check out from " + b, "            to " + a])
            elif first.startswith("Hide commit "):
                actions.append(["Unhide commit " + first[len("Hide commit "):], ""])
            elif first.startswith("Commit "):
                actions.append(["Hide commit " + first[len("Commit "):], ""])
    print("Will apply these actions:")
    for l in bl_describe(actions):
        print(l)
    sys.stdout.write("Confirm? [yN] ")
    sys.stdout.flush()
    answer = sys.stdin.readline().strip()
    if answer not in ("y", "Y"):
        print("Aborted.")
        sys.exit(1)
    print("branchless: running command: git checkout export --detach --")
    print("Applied %d inverse events." % len(actions))


# ---------------------------------------------------------------- pijul

PIJUL_TMP = "/tmp/.tmpQk3ZtR"
PIJUL_CHANGE = """message = ''
timestamp = '2026-11-29T10:14:52.518604Z'

[[authors]]
key = 'A8NcdC6u5YcJ7dBCrzwZ5T2jpZoXtPjJg5n3Jv8zs2vk'

# Dependencies
[2] FTSXK4MMEU2ZX3PX7QPT5WQE5IKRK3QCA6SKRBXMANB6J6H3HCCAC
[*] OCD4EV3NHTPPYBSYOLKH3S2TYYSUOJGXKIRSOPJ2UJCKPKNRMK2AC

# Hunks

1. Edit in "ledger/totals.py":14 2.1208 "UTF-8"
  up 2.1374, new 0:71, down 2.1374
-     total = sum(int(e.amount * 100) for e in entries) / 100
+     total = round(sum(e.amount for e in entries), 2)

2. File addition: "CHANGELOG.md" in "/" "UTF-8"
  up 1.0, new 72:135
+ ## Unreleased
+
+ - Totals are rounded once, after the sum.
"""


def nano_keys(rows):
    """nano's two rows of shortcuts, six to a row, each key reversed."""
    width = W // max(len(row) for row in rows)
    for r, row in enumerate(rows):
        line = ""
        for key, label in row:
            cell = REV + key + R + " " + label
            line += cell + " " * max(0, width - len(key) - 1 - len(label))
        at(H - 2 + r, 0, E + "K" + line)


NANO_MAIN = [[("^G", "Help"), ("^O", "Write Out"), ("^W", "Where Is"), ("^K", "Cut"), ("^T", "Execute"),
              ("^C", "Location")],
             [("^X", "Exit"), ("^R", "Read File"), ("^\\", "Replace"), ("^U", "Paste"), ("^J", "Justify"),
              ("^/", "Go To Line")]]
NANO_WRITE = [[("^G", "Help"), ("M-D", "DOS Format"), ("M-A", "Append"), ("M-B", "Backup File")],
              [("^C", "Cancel"), ("M-M", "Mac Format"), ("M-P", "Prepend"), ("^T", "Browse")]]


def nano(path, text):
    """GNU nano 7.2 editing path, as pijul's editor: returns the text saved,
    or None if the user left it unsaved."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    y = x = top = 0
    modified = False
    status, keystrokes = "[ Read %d lines ]" % len(lines), 0
    mode = "edit"  # edit, save (yes/no), name
    name = path
    rows = H - 4

    def title():
        left = "  GNU nano 7.2"
        mid = path
        right = "Modified  " if modified else ""
        line = left + " " * ((W - len(mid)) // 2 - len(left)) + mid
        line += " " * (W - len(line) - len(right)) + right
        at(0, 0, REV + line + R)

    def draw():
        out(R)
        title()
        for i in range(rows):
            n = top + i
            at(1 + i, 0, E + "K" + (lines[n][:W] if n < len(lines) else ""))
        if mode == "edit":
            if status:
                s = status
                at(H - 3, 0, E + "K")
                at(H - 3, (W - len(s)) // 2, REV + s + R)
            else:
                at(H - 3, 0, E + "K")
            nano_keys(NANO_MAIN)
            at(1 + y - top, min(x, W - 1))
        elif mode == "save":
            q = "Save modified buffer? "
            at(H - 3, 0, REV + q + " " * (W - len(q)) + R)
            at(H - 2, 0, E + "K" + " " + REV + "Y" + R + " Yes")
            at(H - 1, 0, E + "K" + " " + REV + "N" + R + " No" + " " * 11 + REV + "^C" + R + " Cancel")
            at(H - 3, len(q))
        else:
            q = "File Name to Write: " + name
            at(H - 3, 0, REV + q + " " * (W - len(q)) + R)
            nano_keys(NANO_WRITE)
            at(H - 3, len(q))

    out(ALT_ON + E + "?1h" + E + "=" + E + "2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if mode == "save":
                    if k in ("y", "Y"):
                        mode = "name"
                    elif k in ("n", "N"):
                        return None
                    elif k == "\x03":
                        mode, status = "edit", "Cancelled"
                    continue
                if mode == "name":
                    if k == "\r":
                        lines_out = "\n".join(lines) + "\n"
                        return lines_out
                    if k == "\x03":
                        mode, status = "edit", "Cancelled"
                    elif k in ("\x7f", "\x08"):
                        name = name[:-1]
                    elif len(k) == 1 and k.isprintable():
                        name += k
                    continue
                keystrokes += 1
                if keystrokes > 20:
                    status = ""
                if k == "\x18":
                    if modified:
                        mode = "save"
                        continue
                    return "\n".join(lines) + "\n"
                if k == "up" and y > 0:
                    y -= 1
                elif k == "down" and y < len(lines) - 1:
                    y += 1
                elif k == "left":
                    if x > 0:
                        x -= 1
                    elif y > 0:
                        y -= 1
                        x = len(lines[y])
                elif k == "right":
                    if x < len(lines[y]):
                        x += 1
                    elif y < len(lines) - 1:
                        y, x = y + 1, 0
                elif k == "home":
                    x = 0
                elif k == "end":
                    x = len(lines[y])
                elif k in ("\x7f", "\x08"):
                    if x > 0:
                        lines[y] = lines[y][:x - 1] + lines[y][x:]
                        x -= 1
                        modified = True
                elif k == "\r":
                    lines[y:y + 1] = [lines[y][:x], lines[y][x:]]
                    y, x, modified = y + 1, 0, True
                elif k == "\x0b":
                    if lines:
                        del lines[y]
                        if not lines:
                            lines = [""]
                        y = min(y, len(lines) - 1)
                        x, modified = 0, True
                elif len(k) == 1 and k.isprintable():
                    lines[y] = lines[y][:x] + k + lines[y][x:]
                    x += 1
                    modified = True
                x = min(x, len(lines[y]))
                if y < top:
                    top = y
                elif y >= top + rows:
                    top = y - rows + 1
        finally:
            out(R + E + "?1l" + E + ">" + ALT_OFF)


PIJUL_LOG = [
    ("MXQ2ZMKZ4FXIUI7DPKQZ4F5TOH5T7OQSDQJS3L5WBUVXUJXDFQAC", "10:15:02.518604", "Fix rounding of monthly totals"),
    ("OCD4EV3NHTPPYBSYOLKH3S2TYYSUOJGXKIRSOPJ2UJCKPKNRMK2AC", "09:41:17.004112", "Add ledger export command"),
    ("FTSXK4MMEU2ZX3PX7QPT5WQE5IKRK3QCA6SKRBXMANB6J6H3HCCAC", "09:02:55.730291", "Read entries from ledger.csv"),
    ("HGT7ZKYOPPR6LUF6LDFVGBTBOJTN2MGXMZC5IXEBV2Q36KPLKWNQC", "08:47:09.114570", "Sum the entries of a month"),
    ("LQ3FAUB6GTYE5KDBTOD4NYDU24ZUKWPLT2YOCK5HSJ4GZZPBS7TQC", "08:30:41.883925", "Print totals as a table"),
    ("5J7KXW2SVQHAYQGCOYOVCK5FBVXFDJ7JYUK5TLIBBG2VC5YUVN5QC", "08:12:03.260014", "Start the ledger"),
]


def pijul_log_text():
    text = []
    for h, t, msg in PIJUL_LOG:
        text += ["Change " + h, "Author: Ada Berg (ada) <ada@ledger.example>",
                 "Date: 2026-11-29 " + t + " UTC", "", "    " + msg, ""]
    return text


def less(text):
    """less -RF paging pijul's log: a screen of text over its `:` prompt."""
    top = 0
    rows = H - 1
    out(ALT_ON + E + "?1h" + E + "=")
    with Raw():
        try:
            while True:
                out(E + "H" + E + "2J")
                for i in range(rows):
                    if top + i < len(text):
                        at(i, 0, text[top + i][:W])
                    else:
                        at(i, 0, "~")
                end = top + rows >= len(text)
                at(H - 1, 0, (REV + "(END)" + R) if end else ":")
                k = readkey()
                if k in ("q", "Q", ":q"):
                    break
                if k in (" ", "f", "pgdn", "\x06"):
                    top = min(top + rows, max(0, len(text) - rows))
                elif k in ("b", "pgup", "\x02"):
                    top = max(0, top - rows)
                elif k in ("j", "down", "\r"):
                    top = min(top + 1, max(0, len(text) - rows))
                elif k in ("k", "up"):
                    top = max(0, top - 1)
                elif k in ("g", "home"):
                    top = 0
                elif k in ("G", "end"):
                    top = max(0, len(text) - rows)
        finally:
            out(E + "?1l" + E + ">" + ALT_OFF)


def pijul(sub):
    if sub == "record":
        time.sleep(0.3)
        saved = nano(PIJUL_TMP, PIJUL_CHANGE)
        if saved is None or not saved.strip():
            print("Error: Empty change")
            sys.exit(1)
        first = saved.split("\n", 1)[0]
        if first.strip() == "message = ''":
            print("Error: No change message")
            sys.exit(1)
        print("Hash: MXQ2ZMKZ4FXIUI7DPKQZ4F5TOH5T7OQSDQJS3L5WBUVXUJXDFQAC")
    elif sub == "log":
        less(pijul_log_text())
    else:
        # pijul push -a: the changes uploaded one after the other, slowly
        # over a poor link, an indicatif bar redrawn in place.
        total = 3
        spin = "⠁⠂⠄⡀⢀⠠⠐⠈"
        out(HIDE)
        try:
            done, t0, i = 0, time.time(), 0
            while done < total:
                frac = (time.time() - t0) / 40.0
                done = min(total, int(frac))
                part = frac - int(frac)
                width = 40
                filled = int(width * (done + part) / total)
                bar = "=" * max(0, filled - 1) + (">" if filled and done < total else "=" if filled else "")
                bar = bar.ljust(width)
                out("\r" + spin[i % len(spin)] + " Uploading changes [" + bar + "] %d/%d" % (done, total) + E + "K")
                i += 1
                time.sleep(0.12)
            out("\r" + E + "K")
        finally:
            out(SHOW)


# ---------------------------------------------------------------- rebase-editor

RB_TODO = """pick 3f1c2a9 Add ledger export command
pick 8b4e6d1 Fix rounding of monthly totals
pick c27a9f0 WIP export tests
pick 5d9e3b2 Document the export format

# Rebase 1a2b3c4..5d9e3b2 onto 1a2b3c4 (4 commands)
#
# Commands:
# p, pick <commit> = use commit
# r, reword <commit> = use commit, but edit the commit message
# e, edit <commit> = use commit, but stop for amending
# s, squash <commit> = use commit, but meld into previous commit
# f, fixup [-C | -c] <commit> = like "squash" but keep only the previous
#                    commit's log message, unless -C is used, in which case
#                    keep only this commit's message; -c is same as -C but
#                    opens the editor
# x, exec <command> = run command (the rest of the line) using shell
# b, break = stop here (continue rebase later with 'git rebase --continue')
# d, drop <commit> = remove commit
# l, label <label> = label current HEAD with a name
# t, reset <label> = reset HEAD to a label
# m, merge [-C <commit> | -c <commit>] <label> [# <oneline>]
#         create a merge commit using the original merge commit's
#         message (or the oneline, if no original merge commit was
#         specified); use -c <commit> to reword the commit message
# u, update-ref <ref> = track a placeholder for the <ref> to be updated
#                       to this position in the new commits. The <ref> is
#                       updated at the end of the rebase
#
# These lines can be re-ordered; they are executed from top to bottom.
#
# If you remove a line here THAT COMMIT WILL BE LOST.
#
# However, if you remove everything, the rebase will be aborted.
#
"""

RB_MESSAGES = {
    "3f1c2a9": "Add ledger export command\n\nWrites the month's entries as CSV to stdout or to --out.",
    "8b4e6d1": "Fix rounding of monthly totals\n\nTotals were truncated to whole cents before summing, so a month\n"
               "of small entries could be off by a few cents. Round once, after\nthe sum.",
    "c27a9f0": "WIP export tests",
    "5d9e3b2": "Document the export format\n\nDescribes the columns of the CSV and the --out option.",
}

RB_KEYS = [("UP", "up"), ("DOWN", "down"), ("LEFT", "moveUp"), ("CTRL_UP", "moveUp"), ("RIGHT", "moveDown"),
           ("CTRL_DOWN", "moveDown"), ("SHIFT_UP", "selectUp"), ("SHIFT_DOWN", "selectDown"),
           ("SHIFT_LEFT", "selectUp"), ("SHIFT_RIGHT", "selectDown"), ("z", "undo"), ("CTRL_Z", "undo"),
           ("Z", "redo"), ("CTRL_SHIFT_Z", "redo"), ("q", "quit"), ("ENTER", "quit"), ("CTRL_C", "abort"),
           ("ESCAPE", "abort"), ("ALT_F", "fixup -c"), ("CTRL_F", "fixup -C")]
RB_ACTIONS = [("up", "Moves cursor up"), ("down", "Moves cursor down"), ("selectDown", "Select one line down"),
              ("selectUp", "Select one line up"), ("moveDown", "Moves current line down one position"),
              ("moveUp", "Moves current line up one position"), ("undo", "Undo"), ("redo", "Redo"),
              ("quit", "Save and quit"), ("abort", "Abort"), ("fixup -c", "fixup -c"), ("fixup -C", "fixup -C")]


def rb_extra():
    extra = ["# NOTE: execute (x) is not supported by rebase editor",
             "# You cannot add update-ref (u), label (l), reset (t) or merge (m), but you can move them around",
             "# Press r twice to open an inline message editor (ENTER=new line, ESC=save).",
             "#",
             "# Rebase Editor Commands:"]
    for action, desc in RB_ACTIONS:
        keys = [k for k, a in RB_KEYS if a == action]
        extra.append("# " + ", ".join(keys) + " = " + desc)
    extra.append("# HOME, END, PAGE_UP, PAGE_DOWN = Moves cursor and selects with SHIFT")
    return extra


def rebaseeditor():
    lines, info = [], []
    for l in RB_TODO.split("\n"):
        l = l.strip()
        if not l:
            continue
        parts = l.split(" ")
        if parts[0] == "#":
            info.append(l)
        else:
            lines.append([parts[0], parts[1], " ".join(parts[2:])])
    pos = 0
    undo = []
    reword = None  # [index, message, cursor]
    viewport = {}

    def write_line(i, s):
        if viewport.get(i) != s:
            at(i, 0, E + "2K" + s)
            viewport[i] = s

    def render():
        if reword:
            idx, msg, cur = reword
            rows = []
            off = 0
            for ml in msg.split("\n"):
                if off <= cur <= off + len(ml):
                    col = cur - off
                    ch = ml[col:col + 1] or " "
                    rows.append(ml[:col] + REV + ch + R + ml[col + 1:])
                else:
                    rows.append(ml)
                off += len(ml) + 1
            allrows = (rows + [""] * H)[:H - 1]
            footer = ("ENTER: new line  ESC: save  CTRL+A: select all  SHIFT+↑↓←→: select  CTRL+K: del line  "
                      "CTRL+Z: restore  CTRL+C: cancel")[:W]
            allrows.append(REV + footer + R)
        else:
            allrows = []
            for i, (action, h, msg) in enumerate(lines):
                if action == "reworded":
                    msg = "# " + msg.split("\n")[0]
                text = " ".join(p for p in (action, h, msg.split("\n")[0]) if p)[:W]
                allrows.append(REV + text + R if i == pos else text)
            allrows.append("")
            hashes = 0
            for l in info:
                if l == "#":
                    hashes += 1
                    if hashes == 2:
                        allrows += [x[:W] for x in rb_extra()]
                allrows.append(l[:W])
            off = max(0, pos - H + 1)
            allrows = allrows[off:off + H]
        for i in range(H):
            write_line(i, allrows[i] if i < len(allrows) else "")

    out(ALT_ON + HIDE + E + "2J")
    saved = False
    with Raw():
        try:
            while True:
                render()
                k = readkey()
                if reword:
                    idx, msg, cur = reword
                    if k == "esc":
                        lines[idx][0] = "reworded"
                        lines[idx][2] = msg
                        reword = None
                        viewport.clear()
                    elif k == "\x03":
                        reword = None
                        viewport.clear()
                    elif k == "\r":
                        reword = [idx, msg[:cur] + "\n" + msg[cur:], cur + 1]
                    elif k in ("\x7f", "\x08"):
                        if cur:
                            reword = [idx, msg[:cur - 1] + msg[cur:], cur - 1]
                    elif k == "left":
                        reword[2] = max(0, cur - 1)
                    elif k == "right":
                        reword[2] = min(len(msg), cur + 1)
                    elif len(k) == 1 and k.isprintable():
                        reword = [idx, msg[:cur] + k + msg[cur:], cur + 1]
                    continue
                if k in ("q", "\r"):
                    saved = True
                    break
                if k in ("\x03", "esc"):
                    break
                if k == "up":
                    pos = max(0, pos - 1)
                elif k == "down":
                    pos = min(len(lines) - 1, pos + 1)
                elif k in ("left", "ctrl-up") and pos > 0:
                    undo.append([l[:] for l in lines])
                    lines[pos - 1], lines[pos] = lines[pos], lines[pos - 1]
                    pos -= 1
                elif k in ("right", "ctrl-down") and pos < len(lines) - 1:
                    undo.append([l[:] for l in lines])
                    lines[pos + 1], lines[pos] = lines[pos], lines[pos + 1]
                    pos += 1
                elif k == "z" and undo:
                    lines = undo.pop()
                elif k == "r" and lines[pos][0] in ("reword", "reworded"):
                    # The line's subject first, its whole message once git
                    # has given it.
                    subject = lines[pos][2].split("\n")[0]
                    reword = [pos, subject, len(subject)]
                    render()
                    time.sleep(0.15)
                    full = RB_MESSAGES.get(lines[pos][1], subject)
                    reword = [pos, full, len(full)]
                    viewport.clear()
                elif k in ("p", "r", "e", "s", "f", "d", "\x7f"):
                    action = {"p": "pick", "r": "reword", "e": "edit", "s": "squash", "f": "fixup",
                              "d": "drop", "\x7f": "drop"}[k]
                    if lines[pos][0] != action:
                        undo.append([l[:] for l in lines])
                        lines[pos][0] = action
        finally:
            out(SHOW + ALT_OFF)
    if not saved:
        print("error: there was a problem with the editor 'rebase-editor'")
        sys.exit(1)
    print("Successfully rebased and updated refs/heads/export.")


# ---------------------------------------------------------------- fac

FAC_FILES = {
    "totals.py": """from decimal import Decimal


def parse_amount(text):
    return Decimal(text.replace(",", ""))


def entries_of(month, entries):
    return [e for e in entries if e.date.month == month]


def month_total(entries):
<<<<<<< HEAD
    total = sum(e.amount for e in entries)
    return round(total, 2)
=======
    cents = sum(int(round(e.amount * 100)) for e in entries)
    return Decimal(cents) / 100
>>>>>>> feature/rounding


def year_total(months):
    return sum(month_total(m) for m in months)


def average(entries):
    if not entries:
        return Decimal(0)
<<<<<<< HEAD
    return month_total(entries) / len(entries)
=======
    return (month_total(entries) / len(entries)).quantize(Decimal("0.01"))
>>>>>>> feature/rounding
""",
    "export.py": """import csv
import sys

from .totals import month_total


def write_csv(entries, out=sys.stdout):
<<<<<<< HEAD
    w = csv.writer(out)
    w.writerow(["date", "payee", "amount"])
=======
    w = csv.writer(out, lineterminator="\\n")
    w.writerow(["date", "payee", "amount", "category"])
>>>>>>> feature/rounding
    for e in entries:
        w.writerow([e.date.isoformat(), e.payee, e.amount])
""",
}

FAC_KEYWORDS = ("def", "return", "for", "in", "if", "not", "import", "from")


def fac_conflicts():
    found = []
    for name in ("export.py", "totals.py"):
        lines = FAC_FILES[name].split("\n")
        i = 0
        while i < len(lines):
            if lines[i].startswith("<<<<<<<"):
                start = i
                mid = next(j for j in range(i, len(lines)) if lines[j].startswith("======="))
                end = next(j for j in range(mid, len(lines)) if lines[j].startswith(">>>>>>>"))
                found.append({"file": name, "start": start + 1, "lines": lines, "s": start, "m": mid, "e": end,
                              "cur": lines[start].split(" ")[1], "for": lines[end].split(" ")[1],
                              "choice": 0, "top": 0, "bottom": 0})
                i = end
            i += 1
    return found


def fac_color(line):
    import re
    out_ = ""
    for tok in re.split(r"(\W+)", line):
        if tok in FAC_KEYWORDS:
            out_ += E + "35m" + tok + R
        elif tok.isdigit():
            out_ += E + "36m" + tok + R
        else:
            out_ += tok
    out_ = re.sub(r'(".*?")', E + "33m" + r"\1" + R, out_)
    return out_


def fac():
    # No ~/.fac.yml: its warning, two seconds, then the screen.
    home = os.path.expanduser("~")
    print(E + "33m" + "⚠️  1 infraction(s) detected in .fac.yml" + R)
    print(E + "33m" + "open %s/.fac.yml: no such file or directory" % home + R)
    print()
    time.sleep(2)
    conflicts = fac_conflicts()
    cur = 0
    typed = ""
    errs = 0
    help_shown = False
    prompt = "[w,a,s,d,e,?] >>"

    def frame(x0, y0, x1, y1, title=""):
        at(y0, x0, "┌" + "─" * (x1 - x0 - 1) + "┐")
        for y in range(y0 + 1, y1):
            at(y, x0, "│")
            at(y, x1, "│")
        at(y1, x0, "└" + "─" * (x1 - x0 - 1) + "┘")
        if title:
            at(y0, x0 + 2, title[:x1 - x0 - 2])

    def pane(x0, y0, x1, y1, title, body):
        for y in range(y0 + 1, y1):
            at(y, x0 + 1, " " * (x1 - x0 - 1))
        frame(x0, y0, x1, y1, title)
        rows = []
        inner = x1 - x0 - 1
        for text, col in body:
            if not text:
                rows.append(("", col))
            while text:
                rows.append((text[:inner], col))
                text = text[inner:]
        for i, (text, col) in enumerate(rows[:y1 - y0 - 1]):
            at(y0 + 1 + i, x0 + 1, col(text))

    def draw():
        out(R + E + "2J")
        c = conflicts[cur]
        ls = c["lines"]
        ctx = 2
        above = [(l, lambda t: E + "0;30m" + t + R) for l in ls[max(0, c["s"] - ctx - c["top"]):c["s"]]]
        below = [(l, lambda t: E + "0;30m" + t + R) for l in ls[c["e"] + 1:c["e"] + 1 + ctx + c["bottom"]]]
        local = [(l, fac_color) for l in ls[c["s"] + 1:c["m"]]]
        incoming = [(l, fac_color) for l in ls[c["m"] + 1:c["e"]]]
        bvw = (W // 5) * 2 * 2
        vh = (H - 2) // 2
        pane(0, 0, bvw, vh, c["cur"] + " (Local Version)", above + local + below)
        pane(0, vh, bvw, vh * 2 + (1 if H % 2 else 0), c["for"] + " (Incoming Version)", above + incoming + below)
        body = []
        for i, cf in enumerate(conflicts):
            if cf["choice"]:
                s = E + "0;32m" + "✔ %s:%d" % (cf["file"], cf["start"]) + R
                plain = "✔ %s:%d" % (cf["file"], cf["start"])
            else:
                plain = "%d. %s:%d" % (i + 1, cf["file"], cf["start"])
                s = None
            if i == cur:
                plain = "-> " + plain
            body.append(plain)
        px0, px1, py1 = bvw, W - 2, H - 2
        for y in range(1, py1):
            at(y, px0 + 1, " " * (px1 - px0 - 1))
        frame(px0, 0, px1, py1, "Conflicts")
        inner = px1 - px0 - 1
        row = 1
        for i, plain in enumerate(body):
            col = E + "0;32m" if conflicts[i]["choice"] else E + "0;31m"
            if i == cur and not conflicts[i]["choice"]:
                at(row, px0 + 1, (plain[:3] + col + plain[3:])[:inner + len(col)] + R)
            else:
                at(row, px0 + 1, col + plain[:inner] + R)
            row += 1
        if help_shown:
            helptext = ("\n    a - use local version\n    d - use incoming version\n    e - manually edit code\n\n"
                        "    w - show more lines up\n    s - show more lines down\n    j - scroll up\n"
                        "    k - scroll down\n    \n    v - view orientation\n    n - next conflict\n"
                        "    p - previous conflict\n    \n    h | ? - help\n    q | Ctrl+C - quit\n    ")
            for l in helptext.split("\n"):
                if row >= py1:
                    break
                at(row, px0 + 1, E + "0;34m" + l[:inner] + R)
                row += 1
        col = E + "0;31m" if errs else E + "0;32m"
        at(H - 1, 1, col + prompt + R)
        at(H - 1, 18, typed)
        at(H - 1, 18 + len(typed))

    out(ALT_ON + E + "?1h" + E + "=" + E + "2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x03":
                    break
                if k == "\r":
                    line, typed = typed, ""
                    quit_ = False
                    bad = len(line) > 1 and any(ch in line for ch in "adhz")
                    if not bad:
                        for ch in line:
                            c = conflicts[cur]
                            if ch == "j":
                                c["top"] = max(0, c["top"] - 1)
                            elif ch == "k":
                                c["top"] += 1
                            elif ch == "w":
                                c["top"] += 1
                            elif ch == "s":
                                c["bottom"] += 1
                            elif ch in ("a", "d"):
                                c["choice"] = 1 if ch == "a" else 2
                                start = cur
                                while True:
                                    cur = (cur + 1) % len(conflicts)
                                    if not conflicts[cur]["choice"] or cur == start:
                                        break
                                if cur == start and conflicts[cur]["choice"]:
                                    quit_ = True
                                help_shown = False
                            elif ch == "n":
                                cur = (cur + 1) % len(conflicts)
                            elif ch == "p":
                                cur = (cur - 1) % len(conflicts)
                            elif ch in ("h", "?"):
                                help_shown = True
                            elif ch == "q":
                                quit_ = True
                            else:
                                bad = True
                                break
                    if bad:
                        errs += 1
                        if errs > 3:
                            help_shown = True
                    else:
                        errs = 0
                    if quit_:
                        break
                elif k in ("\x7f", "\x08"):
                    typed = typed[:-1]
                elif k == " ":
                    typed += " "
                elif len(k) == 1 and k.isprintable():
                    typed += k
        finally:
            out(R + E + "?1l" + E + ">" + ALT_OFF)
    resolved = 0
    for c in conflicts:
        if c["choice"]:
            resolved += 1
            print(E + "0;32m" + "✔ %s: %d" % (c["file"], c["start"]) + R)
        else:
            print(E + "0;31m" + "✘ %s: %d" % (c["file"], c["start"]) + R)
    if resolved != len(conflicts):
        print("\nResolved " + E + "1;31m" + "%d " % resolved + R + "conflict(s) out of " + E + "1;31m" +
              "%d" % len(conflicts) + R)
    else:
        print(E + "0;32m" + "\nFixed All Conflicts 🎉" + R)


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    sub = sys.argv[2] if len(sys.argv) > 2 else ""
    if tool == "gitspice":
        gitspice(sub or "auth-login")
    elif tool == "branchless":
        branchless()
    elif tool == "pijul":
        pijul(sub or "record")
    elif tool == "rebaseeditor":
        rebaseeditor()
    elif tool == "fac":
        fac()
    else:
        sys.exit("usage: threehundredsixtieth_vcs.py gitspice|branchless|pijul|rebaseeditor|fac [SUBCOMMAND]")


if __name__ == "__main__":
    main()
