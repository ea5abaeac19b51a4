#!/usr/bin/env python3
"""The threehundredtwentyninth set's imitations of four prompt libraries
of Rust, Go and Node, each driven by an installer or scaffolder of its
own and run as `threehundredtwentyninth_installers.py LIBRARY`:
termprompt (yashLadha's fork of a Rust dialoguer of the console 0.13
days, its colourful theme, in `ferrule new`), wfctl (GoCodeAlone
workflow's `wfctl init`, its prompts on bubbletea widgets), askeroo (npm's
askeroo in `create-brisk`) and tuikit (moneycaringcoder's tuikit-go cli
primitives in `tidectl install`). Each draws what the library draws, from
its README and source as known: its pointers, check marks, counters,
validation errors, colours, on the main screen, a progress line turning
between questions where the installer works, an editor (Debian's nano,
the $EDITOR these installers are given) opened for a long answer. When
the installer ends it prints what it did and hands the terminal to a
shell, as one run from a shell leaves it."""

import os
import subprocess
import sys
import tempfile
import termios
import time
import tty

BOLD, DIM, REV, UL, RESET = "\033[1m", "\033[2m", "\033[7m", "\033[4m", "\033[0m"
RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN = (
    "\033[31m", "\033[32m", "\033[33m", "\033[34m", "\033[35m", "\033[36m")
PINK, GREY = "\033[38;5;205m", "\033[38;5;241m"
HIDE, SHOW = "\033[?25l", "\033[?25h"
SPIN = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Raw:
    """Keys one at a time, no echo, as the libraries read them."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.saved = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

    def cooked(self):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

    def raw(self):
        tty.setraw(self.fd)

    def key(self):
        c = os.read(self.fd, 1).decode(errors="replace")
        if c == "\x1b":
            c += os.read(self.fd, 2).decode(errors="replace")
        if c == "\x03":
            termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)
            out(SHOW + "\r\n")
            sys.exit(130)
        return c


UP, DOWN, ENTER, BACK = ("\x1b[A", "k"), ("\x1b[B", "j"), ("\r", "\n"), ("\x7f", "\x08")


class Frame:
    """A block of lines redrawn in place under what is already printed."""

    def __init__(self):
        self.row = None  # the frame's line the cursor is on

    def draw(self, lines, row=None, col=0, hidden=True):
        if self.row is not None:
            out("\r" + ("\033[%dA" % self.row if self.row else "") + "\033[J")
        out("\r\n".join("\033[K" + l for l in lines))
        if row is None:
            row, col = len(lines) - 1, None
        up = len(lines) - 1 - row
        if up:
            out("\033[%dA" % up)
        if col is not None:
            out("\r" + ("\033[%dC" % col if col else ""))
        out(HIDE if hidden else SHOW)
        self.row = row

    def clear(self):
        if self.row is not None:
            out("\r" + ("\033[%dA" % self.row if self.row else "") + "\033[J")
        self.row = None


def shell(lines, ps1="ada@devbox:~/src$ "):
    """The installer's last words, then a shell in its place."""
    out(SHOW)
    for line in lines:
        out(line + "\r\n")
    env = dict(os.environ, PS1=ps1)
    os.execvpe("bash", ["bash", "--norc", "--noprofile", "-i"], env)


def vis(s):
    return len(s)


def edit_line(raw, render, validate=None, keep=False):
    """Reads a line key by key, render(text, error) drawing it; a line
    that fails validate is cleared, or kept where keep says."""
    text, error = "", None
    render(text, error)
    while True:
        k = raw.key()
        if k in ENTER:
            error = validate(text) if validate else None
            if error is None:
                return text
            if not keep:
                text = ""
        elif k in BACK:
            text = text[:-1]
            error = None
        elif len(k) == 1 and k >= " ":
            text += k
        render(text, error)


# termprompt (yashLadha), a dialoguer of the console 0.13 days, its
# ColorfulTheme: `? ` yellow bold, the prompt bold, ` › ` dim; answered,
# `✔ ` green, the prompt, ` · ` dim and the answer green; `✘ ` and the
# error red on a line of its own over the prompt asked again; a select's
# `❯ ` and active item cyan, the others indented two; a multiselect's
# `✔ ` green ticked and `⬚ ` dim unticked; a confirm's dim `(y/n)` and
# its default (`yes`) dim after ` › `; the Editor launches $EDITOR on a
# temporary file and returns when it exits.
def tp_q(q):
    return YELLOW + BOLD + "? " + RESET + BOLD + q + RESET + DIM + " › " + RESET


def tp_done(q, a):
    return GREEN + "✔ " + RESET + BOLD + q + RESET + DIM + " · " + RESET + GREEN + a + RESET


def tp_input(raw, q, validate):
    f = Frame()

    def render(text, error):
        lines = []
        if error:
            lines.append(RED + "✘ " + error + RESET)
        lines.append(tp_q(q) + text)
        f.draw(lines, len(lines) - 1, vis("? " + q + " › " + text), hidden=False)

    v = edit_line(raw, render, validate)
    f.draw([tp_done(q, v)])
    out("\r\n")
    f.row = None
    return v


def tp_select(raw, q, items):
    f, pos = Frame(), 0
    while True:
        lines = [tp_q(q)]
        for i, it in enumerate(items):
            lines.append((CYAN + "❯ " + it + RESET) if i == pos else "  " + it)
        f.draw(lines)
        k = raw.key()
        if k in UP:
            pos = max(0, pos - 1)
        elif k in DOWN:
            pos = min(len(items) - 1, pos + 1)
        elif k in ENTER:
            f.clear()
            out(tp_done(q, items[pos].split()[0]) + "\r\n")
            return items[pos].split()[0]


def tp_multi(raw, q, items):
    f, pos, on = Frame(), 0, set()
    while True:
        lines = [tp_q(q)]
        for i, it in enumerate(items):
            box = (GREEN + "✔" + RESET) if i in on else (DIM + "⬚" + RESET)
            if i == pos:
                lines.append(CYAN + "❯ " + RESET + box + " " + CYAN + it + RESET)
            else:
                lines.append("  " + box + " " + it)
        f.draw(lines)
        k = raw.key()
        if k in UP:
            pos = max(0, pos - 1)
        elif k in DOWN:
            pos = min(len(items) - 1, pos + 1)
        elif k == " ":
            on ^= {pos}
        elif k in ENTER:
            f.clear()
            picked = [items[i] for i in sorted(on)]
            out(tp_done(q, ", ".join(picked)) + "\r\n")
            return picked


def tp_confirm(raw, q, default=True):
    f = Frame()
    f.draw([tp_q(q).replace(DIM + " › ", " " + DIM + "(y/n) › ") + DIM + ("yes" if default else "no") + RESET],
           0, vis("? " + q + " (y/n) › "), hidden=False)
    while True:
        k = raw.key()
        if k in ENTER or k in ("y", "n"):
            v = default if k in ENTER else k == "y"
            f.clear()
            out(tp_done(q, "yes" if v else "no") + "\r\n")
            return v


def ferrule():
    out(BOLD + "ferrule new" + RESET + " - scaffold a Rust crate\r\n\r\n")

    def crate_name(s):
        if not s or any(not (c.islower() or c.isdigit() or c in "-_") for c in s):
            return "crate names may hold only lowercase letters, digits, - and _"
        return None

    with Raw() as raw:
        name = tp_input(raw, "Crate name", crate_name)
        kind = tp_select(raw, "Which template?", [
            "bin        a command-line binary",
            "lib        a library crate",
            "workspace  a workspace of crates",
            "wasm       a WebAssembly module"])
        feats = tp_multi(raw, "Features to enable", ["clap", "serde", "tokio", "tracing"])
        out(tp_q("README introduction") + DIM + "opening your editor..." + RESET + "\r\n")
        raw.cooked()
        fd, path = tempfile.mkstemp(suffix=".md", prefix=".tmp")
        with os.fdopen(fd, "w") as fh:
            fh.write("# %s\n\n" % name)
        subprocess.call(["nano", path])  # the installer's $EDITOR: nano
        raw.raw()
        with open(path) as fh:
            n = len(fh.read().splitlines())
        os.unlink(path)
        out("\033[1A\r\033[J" + tp_done("README introduction", "%d lines" % n) + "\r\n")
        git = tp_confirm(raw, "Initialise a git repository?", True)
    shell(["", "    Created %s (%s) with %s%s." % (name, kind, ", ".join(feats) or "no features",
                                              ", a git repository" if git else "")])


# wfctl init (GoCodeAlone's workflow), prompts on bubbletea and bubbles:
# a bold title, a blank line, `> ` and the item in pink (205) bold with
# its description after, the others indented two with their descriptions
# grey, a grey help line under; the multiselect's title counts what is
# selected, `[x]`/`[ ]`; a masked input shows `*` a character; a confirm
# is a line `? … [Y/n] `; answered, `✓ ` green and the answer; a
# spinner turns before what it fetches and a bar fills.
def wf_select(raw, title, items):
    f, pos = Frame(), 0
    w = max(len(n) for n, _ in items) + 2
    while True:
        lines = [BOLD + title + RESET, ""]
        for i, (n, d) in enumerate(items):
            if i == pos:
                lines.append(PINK + BOLD + "> " + n.ljust(w) + RESET + d)
            else:
                lines.append("  " + n.ljust(w) + GREY + d + RESET)
        lines += ["", GREY + "↑/↓ navigate • enter select • q quit" + RESET]
        f.draw(lines)
        k = raw.key()
        if k in UP:
            pos = max(0, pos - 1)
        elif k in DOWN:
            pos = min(len(items) - 1, pos + 1)
        elif k in ENTER:
            f.clear()
            return items[pos][0]


def wf_multi(raw, title, items, on):
    f, pos, on = Frame(), 0, set(on)
    while True:
        lines = [BOLD + title + RESET + GREY + " (%d selected)" % len(on) + RESET, ""]
        for i, n in enumerate(items):
            box = "[x]" if i in on else "[ ]"
            if i == pos:
                lines.append(PINK + BOLD + "> " + box + " " + n + RESET)
            else:
                lines.append("  " + box + " " + n)
        lines += ["", GREY + "↑/↓ navigate • space toggle • a all • enter confirm" + RESET]
        f.draw(lines)
        k = raw.key()
        if k in UP:
            pos = max(0, pos - 1)
        elif k in DOWN:
            pos = min(len(items) - 1, pos + 1)
        elif k == " ":
            on ^= {pos}
        elif k == "a":
            on = set(range(len(items)))
        elif k in ENTER:
            f.clear()
            return [items[i] for i in sorted(on)]


def wf_masked(raw, label):
    f = Frame()

    def render(text, error):
        f.draw([BOLD + label + RESET, PINK + "> " + RESET + "*" * len(text), "",
                GREY + "enter submit • esc cancel" + RESET], 1, 2 + len(text), hidden=False)

    v = edit_line(raw, render)
    f.clear()
    return v


def wf_fetch(what, seconds):
    f, t0, i = Frame(), time.time(), 0
    while time.time() - t0 < seconds:
        pct = min(99, int((time.time() - t0) / seconds * 100))
        bar = "█" * (pct * 30 // 100) + "░" * (30 - pct * 30 // 100)
        f.draw([PINK + SPIN[i % len(SPIN)] + RESET + " " + what + "  " + bar + " %3d%%" % pct])
        i += 1
        time.sleep(0.1)
    f.clear()


def wfctl():
    ok = GREEN + "✓ " + RESET
    out(BOLD + "wfctl init" + RESET + " - create a new workflow project\r\n\r\n")
    with Raw() as raw:
        tpl = wf_select(raw, "Choose a project template", [
            ("api-service", "HTTP API with routing and middleware"),
            ("event-pipeline", "Event-driven processing pipeline"),
            ("scheduled-jobs", "Cron-style scheduled tasks"),
            ("minimal", "Bare workflow config")])
        out(ok + "Template: " + tpl + "\r\n")
        wf_fetch("Fetching template %s" % tpl, 20)
        out(ok + "Fetched template %s (14 files)\r\n" % tpl)
        mods = wf_multi(raw, "Select modules to enable", [
            "http.server", "http.router", "storage.sqlite", "messaging.broker", "auth.jwt"], {0, 1})
        out(ok + "Modules: " + ", ".join(mods) + "\r\n")
        wf_masked(raw, "Registry API token (leave empty for none)")
        out(ok + "Registry API token: set\r\n")
        q = "? Write workflow.yaml and install the modules? [Y/n] "
        out(BOLD + q + RESET + SHOW)
        while True:
            k = raw.key()
            if k in ENTER or k in ("y", "n", "Y", "N"):
                break
        out("\r\n")
    shell([ok + "Wrote %s/workflow.yaml" % tpl, ok + "Installed %d modules" % len(mods), "",
           "Next: cd %s && wfctl run" % tpl])


# askeroo (npm) in `create-brisk`: the answered fields stay listed above
# as `✔ ` green, the label and the answer dim; the active one `? ` cyan
# and its label bold, its input on a line of its own after `› `, a
# validation error `✖ ` red under it; a radio list `●`/`○` with hints
# dim at the right; a multi list `◉`/`◯` whose label counts what is
# selected, `❯` before the active row; a confirm a toggle `Yes / No`, the
# chosen one underlined cyan; a spinner; a grey line of keys under each.
def ak_done(label, value):
    return GREEN + "✔ " + RESET + label + "  " + DIM + value + RESET


def ak_text(raw, label, validate):
    f = Frame()

    def render(text, error):
        lines = [CYAN + "? " + RESET + BOLD + label + RESET, CYAN + "› " + RESET + text]
        if error:
            lines.append(RED + "✖ " + error + RESET)
        lines.append(GREY + "enter submit · esc cancel" + RESET)
        f.draw(lines, 1, 2 + len(text), hidden=False)

    v = edit_line(raw, render, validate, keep=True)
    f.clear()
    out(ak_done(label, v) + "\r\n")
    return v


def ak_radio(raw, label, items):
    f, pos = Frame(), 0
    w = max(len(n) for n, _ in items) + 3
    while True:
        lines = [CYAN + "? " + RESET + BOLD + label + RESET]
        for i, (n, h) in enumerate(items):
            if i == pos:
                lines.append(CYAN + "  ● " + n.ljust(w) + RESET + DIM + h + RESET)
            else:
                lines.append("  ○ " + n.ljust(w) + DIM + h + RESET)
        lines.append(GREY + "↑↓ move · enter submit · ← back" + RESET)
        f.draw(lines)
        k = raw.key()
        if k in UP:
            pos = max(0, pos - 1)
        elif k in DOWN:
            pos = min(len(items) - 1, pos + 1)
        elif k in ENTER:
            f.clear()
            out(ak_done(label, items[pos][0]) + "\r\n")
            return items[pos][0]


def ak_multi(raw, label, items):
    f, pos, on = Frame(), 0, set()
    while True:
        lines = [CYAN + "? " + RESET + BOLD + label + RESET + DIM + "  %d of %d selected" % (len(on), len(items)) + RESET]
        for i, n in enumerate(items):
            mark = (CYAN + "◉" + RESET) if i in on else "◯"
            lines.append((CYAN + "❯ " + RESET if i == pos else "  ") + mark + " " + n)
        lines.append(GREY + "↑↓ move · space toggle · enter submit · ← back" + RESET)
        f.draw(lines)
        k = raw.key()
        if k in UP:
            pos = max(0, pos - 1)
        elif k in DOWN:
            pos = min(len(items) - 1, pos + 1)
        elif k == " ":
            on ^= {pos}
        elif k in ENTER:
            f.clear()
            picked = [items[i] for i in sorted(on)]
            out(ak_done(label, ", ".join(picked) or "none") + "\r\n")
            return picked


def ak_confirm(raw, label, yes=True):
    f = Frame()
    while True:
        y = (CYAN + UL + "Yes" + RESET) if yes else DIM + "Yes" + RESET
        n = (CYAN + UL + "No" + RESET) if not yes else DIM + "No" + RESET
        f.draw([CYAN + "? " + RESET + BOLD + label + RESET, "  " + y + " / " + n,
                GREY + "←→ toggle · enter submit" + RESET])
        k = raw.key()
        if k in ("\x1b[D", "\x1b[C", "\t", "h", "l"):
            yes = not yes
        elif k in ENTER:
            f.clear()
            out(ak_done(label, "Yes" if yes else "No") + "\r\n")
            return yes


def brisk():
    out(BOLD + MAGENTA + "create-brisk" + RESET + DIM + " v0.3.1" + RESET + "\r\n\r\n")

    def project(s):
        if not s:
            return "A project name is required"
        if s != s.lower() or " " in s:
            return "Use lowercase letters, digits and dashes"
        return None

    with Raw() as raw:
        name = ak_text(raw, "Project name", project)
        ak_radio(raw, "Which rendering mode?", [
            ("Static", "prerender every page at build"),
            ("Server", "render on each request"),
            ("Hybrid", "static by default, server where asked")])
        ak_multi(raw, "Integrations", ["tailwind", "mdx", "sitemap", "image", "i18n"])
        install = ak_confirm(raw, "Install dependencies with npm?")
        if install:
            f, t0, i = Frame(), time.time(), 0
            while time.time() - t0 < 20:
                f.draw([MAGENTA + SPIN[i % len(SPIN)] + RESET + " Installing dependencies with npm... " + DIM +
                        "%ds" % int(time.time() - t0) + RESET])
                i += 1
                time.sleep(0.1)
            f.clear()
            out(GREEN + "✔ " + RESET + "Dependencies installed\r\n")
    shell(["", "  Done. Now run:", "", "    cd %s" % name, "    npm run dev", ""])


# tuikit-go's cli (moneycaringcoder) in `tidectl install`: Info a blue
# `ℹ ` line, KeyValue the key dimmed and the value plain, Input a prompt
# read as a line (the terminal echoing it) and asked again after a red
# `✗ ` error on failure, Confirm `[Y/n]` after the prompt, Success a green
# `✓ `; a progress line `[====>   ]` redrawn with `\r` while it downloads.
def tidectl():
    out(BLUE + "ℹ " + RESET + "tidectl installer 1.4.0 for linux/amd64\r\n")
    out("  " + DIM + "Install dir" + RESET + "  /home/ada/.local/bin\r\n")
    out("  " + DIM + "Config" + RESET + "       /home/ada/.config/tidectl\r\n\r\n")
    while True:
        out(BOLD + "Cluster endpoint: " + RESET)
        line = sys.stdin.readline()
        if not line:
            sys.exit(1)
        line = line.strip()
        if line.startswith("https://"):
            break
        out(RED + "✗ " + RESET + RED + "endpoint must start with https:// (got %r)" % line + RESET + "\n")
    out(BOLD + "Add /home/ada/.local/bin to PATH in ~/.bashrc? [Y/n] " + RESET)
    sys.stdin.readline()
    t0, size = time.time(), 18.4
    while time.time() - t0 < 20:
        pct = min(99, int((time.time() - t0) / 20 * 100))
        bar = "=" * (pct * 30 // 100) + ">" + " " * (30 - pct * 30 // 100)
        out("\rDownloading tidectl 1.4.0  [%s] %3d%%  %.1f/%.1f MB" % (bar, pct, size * pct / 100, size))
        time.sleep(0.2)
    out("\r\033[K" + GREEN + "✓ " + RESET + "Downloaded tidectl 1.4.0 (18.4 MB)\n")
    shell([GREEN + "✓ " + RESET + "Installed /home/ada/.local/bin/tidectl",
           GREEN + "✓ " + RESET + "Context saved for %s" % line, "",
           "Open a new shell or run: source ~/.bashrc"])


if __name__ == "__main__":
    {"termprompt": ferrule, "wfctl": wfctl, "askeroo": brisk, "tuikit": tidectl}[sys.argv[1]]()
