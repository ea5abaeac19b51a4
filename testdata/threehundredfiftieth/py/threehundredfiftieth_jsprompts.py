#!/usr/bin/env python3
"""The threehundredfiftieth set's imitations: four npm command-line tools
that cannot run here, each driving the JavaScript prompt libraries it
ships with, drawn the way those libraries draw (from the tools' and the
libraries' source and published screenshots):

  eslint-interactive  mizdra's eslint-interactive: a nanospinner spinner
            `Linting...` on stderr, the summary and its double-ruled table
            of rules, then enquirer's prompts: a multiselect of the rules
            (a `✔` before each, dim until ticked, the focused one cyan and
            underlined, the cursor hidden), a select of actions (`❯`), an
            input with enquirer's drawn cursor (a cyan block), a select of
            where the comment goes, `Fixing...` and a select of what next
  actions-up  azat-io's actions-up: `🚀 Actions Up!`, nanospinner's
            `Scanning GitHub Actions...` and `Checking for updates...`, then
            one enquirer multiselect grouped by file, each group a focusable
            file row over a grey header row and its actions in columns
            (Action, Job, Current, ❯, Target), `○`/`●` its marks, the focused
            row on a black background, and a footer
  asyncapi  the AsyncAPI CLI (oclif): its tracking notice on a first run,
            then `asyncapi new` with inquirer 8 (cooked-looking lines in raw
            mode: `? name of the file? (asyncapi.yaml)`, `(Y/n)` confirms, a
            list of examples paged seven at a time with `(Move up and down
            to reveal more choices)`), or `asyncapi generate fromTemplate`
            with @clack/prompts (`┌  AsyncAPI Generator`, a text with a dim
            placeholder behind an inverse first letter, its error state)
  temporal  @temporalio/create with terkelg's prompts: `? What is your
            project named? › my-temporal` (the initial value grey, the
            cursor before it), a select of the samples ten at a time with
            `↑`/`↓` at the window's ends, then the download and npm's
            install spinner

Run: threehundredfiftieth_jsprompts.py TOOL [SUBCOMMAND...]
"""
import os
import re
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24
CSI = ESC + "["


def sgr(*codes):
    return lambda s: CSI + ";".join(str(c) for c in codes) + "m" + s + CSI + "0m"


bold, dim, cyan, green, yellow, red, gray, magenta = (sgr(1), sgr(2), sgr(36), sgr(32), sgr(33), sgr(31),
                                                       sgr(90), sgr(35))
underline, inverse, bgblack = sgr(4), sgr(7), sgr(40)
cyan_ul = sgr(36, 4)
red_bold = sgr(31, 1)
redbright = sgr(91)


def out(s, stream=None):
    f = stream or sys.stdout
    f.write(s)
    f.flush()


ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def strip(s):
    return ANSI.sub("", s)


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b == b"\x1b":
        seq = b
        while True:
            r, _, _ = select.select([fd], [], [], 0.05)
            if not r:
                break
            seq += os.read(fd, 1)
            if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
                break
        return {b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
                b"\x1bOA": "up", b"\x1bOB": "down", b"\x1b": "esc"}.get(seq, "esc")
    if b and b[0] >= 0xC0:
        n = 2 if b[0] < 0xE0 else 3 if b[0] < 0xF0 else 4
        b += os.read(fd, n - 1)
    return b.decode("utf-8", "replace")


class Raw:
    """Raw mode as node's libuv sets it (tty.setRawMode): no echo, no
    line editing, no signals, but output still processed (ONLCR), so a
    library's "\\n" still returns the carriage."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        t = termios.tcgetattr(self.fd)
        t[0] &= ~(termios.BRKINT | termios.ICRNL | termios.INPCK | termios.ISTRIP | termios.IXON)
        t[1] |= termios.ONLCR
        t[2] |= termios.CS8
        t[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)
        t[6][termios.VMIN] = 1
        t[6][termios.VTIME] = 0
        termios.tcsetattr(self.fd, termios.TCSADRAIN, t)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


# ------------------------------------------------------------ nanospinner

FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]


def nanospinner(text, seconds, done=None):
    """createSpinner(text).start() for `seconds`, then .success(done)."""
    err = sys.stderr
    lines = 0
    i = 0
    end = time.time() + seconds
    while time.time() < end:
        s = yellow(FRAMES[i]) + " " + text
        out(CSI + "?25l", err)
        # clear(): back to column 1, erase each of the lines drawn
        c = CSI + "1G"
        for n in range(lines):
            if n > 0:
                c += CSI + "1A"
            c += CSI + "2K" + CSI + "1G"
        out(c + s, err)
        lines = max(1, -(-len(strip(s)) // W))
        i = (i + 1) % len(FRAMES)
        time.sleep(0.05)
    c = CSI + "1G"
    for n in range(lines):
        if n > 0:
            c += CSI + "1A"
        c += CSI + "2K" + CSI + "1G"
    out(c + green("✔") + " " + (done or text) + "\n" + CSI + "?25h", err)


# ------------------------------------------------------------ enquirer

def strlen(s):
    # enquirer's ansi.cursor.strLen counts UTF-16 code units, two each
    # above 128
    n = 0
    for ch in s:
        o = ord(ch)
        units = 2 if o > 0xFFFF else 1
        n += units * (1 if o <= 128 else 2)
    return n


class Enquirer:
    """The drawing of enquirer's Prompt: its buffer, clear and restore."""

    def __init__(self):
        self.buffer = ""
        self.size = 0
        self.prompt = ""

    def clear(self, lines):
        buf, self.buffer = self.buffer, ""
        if not buf and not lines:
            return
        rows = 0
        for line in buf.split("\n"):
            rows += 1 + max(len(strip(line)) - 1, 0) // W
        s = (CSI + "%dB" % lines) if lines else ""
        s += (CSI + "2K" + CSI + "F") * (rows - 1) + CSI + "2K" + CSI + "1G"
        out(s)

    def write(self, s):
        self.buffer += s
        out(s)

    def restore(self, string_prompt=False):
        buf = strip(self.buffer)
        p = strip(self.prompt)
        rest = buf[buf.find(p):]
        lines = rest.split("\n")
        self.size = len(lines) - 1
        if self.size and not string_prompt:
            out(CSI + "%dA" % self.size + CSI + "%dG" % (strlen(lines[0]) + 1))

    def close(self):
        buf = strip(self.buffer)
        p = strip(self.prompt)
        lines = buf[buf.find(p):].split("\n")
        s = ""
        if len(lines) > 1:
            s += CSI + "%dB" % (len(lines) - 1)
        s += "\n" * max(1, -(-len(lines[0]) // W))
        out(s + CSI + "?25h")


def enquirer_select(message, choices, multiple=False, hint=None, pointer=None, indicator=None,
                    styles=None, footer=None, fmt=None, plain_message=False):
    """enquirer's select/multiselect. choices: dicts with name, message,
    and optionally disabled, hint, role ('separator'), indent, enabled."""
    st = {"em": cyan_ul, "success": green, "dark": sgr(2, 90), "primary": cyan}
    st.update(styles or {})
    e = Enquirer()
    out(CSI + "?25l")
    index = 0
    for ch in choices:
        ch["enabled"] = False

    def focusable(i):
        return choices[i].get("disabled") is not True

    while not focusable(index):
        index += 1

    def render(submitted=False):
        e.clear(e.size)
        prefix = green("✔") if submitted else st["primary"]("?")
        msg = message if plain_message else bold(message)
        sep = dim("·") if submitted else dim("…")
        prompt = " ".join([prefix, msg, sep, ""])
        e.prompt = prompt
        body = []
        if submitted:
            if multiple:
                sel = [c for c in choices if c["enabled"] and c.get("role") != "separator"]
                prompt += fmt(sel) if fmt else ", ".join(cyan(c["name"]) for c in sel)
            else:
                prompt += cyan(choices[index]["name"])
        else:
            if hint:
                prompt += " " + dim(hint)
            for i, c in enumerate(choices):
                focused = i == index
                if multiple and not pointer:
                    ptr = ""
                else:
                    ptr = (st["primary"](pointer or "❯") if focused else " ")
                if multiple:
                    if c.get("role") == "separator":
                        chk = st["dark"](" ")
                    elif indicator:
                        v = indicator(c)
                        chk = v if "\x1b" in v else (st["success"](v) if c["enabled"] else st["dark"](v))
                    else:
                        chk = st["success"]("✔") if c["enabled"] else st["dark"]("✔")
                else:
                    chk = ""
                m = c["message"]
                h = c.get("hint")
                if c.get("disabled") is True:
                    m = gray(m) if "\x1b" not in m else m
                elif focused:
                    m = st["em"](m)
                parts = [c.get("indent", "") + ptr + chk, m]
                if h:
                    parts.append(dim(h))
                body.append(" ".join(p for p in parts if p))
        text = "\n".join([x for x in [prompt, "\n".join(body)] if x] + ([footer] if footer and not submitted else []))
        e.write(text)
        e.restore()

    render()
    while True:
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("down", "j") and (k == "down" or pointer):
            n = index
            while True:
                n = (n + 1) % len(choices)
                if focusable(n):
                    break
            index = n
        elif k in ("up", "k") and (k == "up" or pointer):
            n = index
            while True:
                n = (n - 1) % len(choices)
                if focusable(n):
                    break
            index = n
        elif k == " " and multiple:
            c = choices[index]
            c["enabled"] = not c["enabled"]
            for child in c.get("children", []):
                child["enabled"] = c["enabled"]
        elif k == "a" and multiple:
            sel = [c for c in choices if c.get("disabled") is not True]
            on = all(c["enabled"] for c in sel)
            for c in choices:
                c["enabled"] = not on
        elif k == "i" and multiple:
            for c in choices:
                c["enabled"] = not c["enabled"]
        elif k in ("\r", "\n"):
            render(submitted=True)
            e.close()
            if multiple:
                return [c for c in choices if c["enabled"]]
            return choices[index]
        else:
            continue
        render()


def enquirer_input(message):
    """enquirer's input: the real cursor hidden, a cyan block drawn."""
    e = Enquirer()
    out(CSI + "?25l")
    value = ""
    block = sgr(46, 30)

    def render(submitted=False):
        e.clear(e.size)
        prefix = green("✔") if submitted else cyan("?")
        sep = dim("·") if submitted else dim("›")
        prompt = " ".join([prefix, bold(message), sep])
        e.prompt = prompt
        outp = green(value) if submitted else value + block(" ")
        e.write(prompt + " " + outp)
        e.restore(string_prompt=True)

    render()
    while True:
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\r", "\n"):
            render(submitted=True)
            e.close()
            return value
        if k in ("\x7f", "\x08"):
            value = value[:-1]
        elif len(k) == 1 and k.isprintable():
            value += k
        else:
            continue
        render()


# ------------------------------------------------------------ eslint-interactive

RULES = [
    # rule, errors, warnings, fixable, with suggestions
    ("prefer-const", 6, 0, 6, 0),
    ("no-unused-vars", 9, 0, 0, 9),
    ("eqeqeq", 4, 0, 1, 0),
    ("arrow-body-style", 0, 7, 7, 0),
    ("no-console", 0, 3, 0, 3),
    ("import/order", 5, 0, 5, 0),
]


def rules_table():
    header = ["Rule", "Error", "Warning", "is fixable", "has suggestions"]

    def num(n):
        return red_bold(str(n)) if n > 0 else str(n)

    rows = [[r[0], num(r[1]), num(r[2]), num(r[3]), num(r[4])] for r in RULES]
    widths = [0] * 5
    for row in [header] + rows:
        for i in range(5):
            widths[i] = max(widths[i], len(strip(row[i])) + 2)

    def border(kind):
        l, f, m, r = {"top": "╔═╤╗", "middle": "╟─┼╢", "bottom": "╚═╧╝"}[kind]
        return l + m.join(f * w for w in widths) + r

    def line(row):
        cells = []
        for i, w in enumerate(widths):
            cell = " " + row[i] + " "
            cells.append(cell + " " * (w - len(strip(cell))))
        return "║" + "│".join(cells) + "║"

    s = border("top") + "\n" + line(header) + "\n" + border("middle") + "\n"
    for i, row in enumerate(rows):
        s += line(row) + "\n"
        if i < len(rows) - 1:
            s += border("middle") + "\n"
    return s + border("bottom") + "\n"


def eslint_interactive():
    nanospinner("Linting...", 7.0)
    print()
    errors = sum(r[1] for r in RULES)
    warnings = sum(r[2] for r in RULES)
    summary = "- 14 files (9 files passed, " + redbright("5 files failed") + ") checked.\n"
    summary += "- %d problems (" % (errors + warnings) + red("%d errors" % errors) + ", " + \
        yellow("%d warnings" % warnings) + ") found."
    print(bold(summary) + "\n" + rules_table())
    print()
    sys.stdout.flush()
    with Raw():
        enquirer_select("Which rules would you like to apply action?",
                        [{"name": r[0], "message": r[0]} for r in RULES], multiple=True,
                        hint="Select all you want with <space> key.")
        action = enquirer_select("Which action do you want to do?", [
            {"name": "printResultDetails", "message": "🔎 Display details of lint results"},
            {"name": "applyAutoFixes", "message": "🔧 Run `eslint --fix`"},
            {"name": "disablePerLine", "message": "🔧 Disable per line"},
            {"name": "disablePerFile", "message": "🔧 Disable per file"},
            {"name": "convertErrorToWarningPerFile", "message": "🔧 Convert error to warning per file"},
            {"name": "relintAndReselectRules", "message": "↩️ Go back (with re-lint)"},
            {"name": "reselectRules", "message": "↩️ Go back"},
        ])
        if action["name"] in ("disablePerLine", "disablePerFile"):
            d = enquirer_input("Leave a code comment with your reason for fixing (Optional)")
            if d:
                enquirer_select("Where would you like to position the code comment?", [
                    {"name": "sameLine", "message": "Same Line - Place on the same line as the eslint's disable comment."},
                    {"name": "previousLine",
                     "message": "Previous Line - Place on the line before the eslint's disable comment."},
                ])
    nanospinner("Fixing...", 1.2)
    with Raw():
        enquirer_select("What's the next step?", [
            {"name": "fixOtherRules", "message": "🔧 Fix other rules"},
            {"name": "undoTheFix", "message": "↩️  Undo the fix"},
            {"name": "exit", "message": "💚 Exit"},
        ])


# ------------------------------------------------------------ actions-up

GROUPS = [
    ("actions/setup/action.yml", [
        ("actions/setup-node", "–", "4.0.2", "d86ebcd", "4.4.0", "49933ea", "minor"),
    ]),
    ("workflows/release.yml", [
        ("actions/checkout", "publish", "4.1.1", "b4ffde6", "5.0.0", "08c6903", "major"),
        ("pnpm/action-setup", "publish", "4.0.0", "fe02b34", "4.1.0", "a7487c7", "minor"),
    ]),
]


def colour_version(target, change):
    a, b, c = target.split(".")
    if change == "major":
        return redbright(a) + redbright(".") + redbright(b) + redbright(".") + redbright(c)
    if change == "minor":
        return a + "." + gray(b) + gray(".") + gray(c)
    return a + "." + b + "." + gray(c)


def pad(s, n):
    return s + " " * max(0, n - len(strip(s)))


def actions_up():
    print()
    print(cyan("🚀 Actions Up!"))
    print()
    sys.stdout.flush()
    nanospinner("Scanning GitHub Actions...", 0.6,
                "Found " + yellow("14") + " actions in " + yellow("3") + " workflows and " + yellow("1") +
                " composite actions")
    nanospinner("Checking for updates...", 7.0,
                "Found " + yellow("3") + " updates available (" + redbright("1") + " breaking)")

    jobw = max(4, 3, max(len(r[1]) for g in GROUPS for r in g[1]))
    actw, curw = 40, 16
    verw = min(7, max(len(r[4]) for g in GROUPS for r in g[1]))
    tgtw = verw + 1 + 9

    def row(a, j, cur, arrow, tgt):
        line = "  ".join([pad(a, actw), pad(j, jobw), pad(cur, curw), arrow, pad(tgt, tgtw)])
        return line.rstrip()

    choices = []
    for gi, (f, rows) in enumerate(GROUPS):
        children = []
        children.append({"role": "separator", "name": "", "message": gray(" ○ " + row("Action", "Job", "Current", "❯",
                                                                                        "Target")),
                         "disabled": ""})
        for (a, j, cur, csha, tgt, tsha, change) in rows:
            children.append({"name": a, "message": row(a, j, pad(cur, verw + 1) + gray("(%s)" % csha), "❯",
                                                       pad(colour_version(tgt, change), verw + 1) + gray("(%s)" % tsha))})
        label = {"name": "label|" + f, "message": gray(f), "label": True,
                 "children": [c for c in children if c.get("role") != "separator"]}
        choices.append(label)
        choices.extend(children)
        if gi < len(GROUPS) - 1:
            choices.append({"role": "separator", "name": "", "message": " ", "disabled": ""})

    def indicator(c):
        if c.get("label"):
            kids = c["children"]
            return " " + gray("●" if all(k["enabled"] for k in kids) else "○")
        return "   " + ("●" if c["enabled"] else "○")

    def fmt(sel):
        n = len([c for c in sel if not c.get("label")])
        return "%d %s selected" % (n, "action" if n == 1 else "actions") if n else ""

    reset = lambda s: s  # noqa: E731  the tool's styles: success and dark reset
    with Raw():
        chosen = enquirer_select("Choose which actions to update (Press " + cyan("<space>") + " to select, " +
                                 cyan("<a>") + " to toggle all, " + cyan("<i>") + " to invert selection)",
                                 choices, multiple=True, pointer="❯", indicator=indicator,
                                 styles={"em": bgblack, "success": reset, "dark": reset},
                                 footer="\nEnter to start updating. Ctrl-c to cancel.", fmt=fmt, plain_message=True)
    n = len([c for c in chosen if not c.get("label") and c.get("role") != "separator"])
    if not n:
        print(gray("\nNo updates applied"))
        return
    print(yellow("\n🔄 Updating %d selected actions...\n" % n))
    time.sleep(0.8)
    print(green("\n✓ Updates applied successfully!"))


# ------------------------------------------------------------ asyncapi

NOTICE = ("\nAsyncAPI anonymously tracks command executions to improve the specification and tools, ensuring "
          "no sensitive data reaches our servers. It aids in comprehending how AsyncAPI tools are used and "
          "adopted, facilitating ongoing improvements to our specifications and tools.\n\nTo disable tracking, "
          "please run the following command:\n  asyncapi config analytics --disable\n\nOnce disabled, if you "
          "want to enable tracking back again then run:\n  asyncapi config analytics --enable\n")

EXAMPLES = [
    "Account Service",
    "Adeo AsyncAPI Case Study - (protocols: kafka,kafka,kafka)",
    "AnyOf example",
    "Application Headers example - (protocols: mqtt)",
    "Correlation ID Example - (protocols: mqtt)",
    "Gemini Market Data Websocket API - (protocols: wss)",
    "Gitter Streaming API - (protocols: https)",
    "Kraken Websockets API",
    "Kraken Websockets API",
    "Mercure Hub Example - (protocols: mercure)",
    "Not example",
    "Notifications",
    "OneOf example",
    "RPC Client Example - (protocols: amqp)",
    "RPC Server Example - (protocols: amqp)",
    "Slack Real Time Messaging API - (protocols: https)",
    "Streetlights Kafka API - (protocols: kafka-secure,kafka-secure)",
    "Streetlights Kafka API - (protocols: kafka-secure,kafka-secure)",
    "Streetlights MQTT API - (protocols: mqtt)",
]


class Screen:
    """inquirer 8's ScreenManager: erase the last render, write anew."""

    def __init__(self):
        self.height = 0
        self.extra = 0

    def render(self, content, cursor_cols=None):
        s = ""
        if self.extra > 0:
            s += CSI + "%dB" % self.extra
        for i in range(self.height):
            s += CSI + "2K" + (CSI + "1A" if i < self.height - 1 else "")
        if self.height:
            s += CSI + "G"
        lines = []
        for line in content.split("\n"):
            raw = strip(line)
            if len(raw) <= W:
                lines.append(line)
            else:  # breakLines: wrap-ansi, hard
                while len(strip(line)) > W:
                    lines.append(line[:W] if "\x1b" not in line else line)
                    line = line[W:] if "\x1b" not in line else ""
                lines.append(line)
        content = "\n".join(lines)
        last = strip(lines[-1])
        if len(last) % W == 0:
            content += "\n"
        out(s + content)
        cols = len(last) if cursor_cols is None else cursor_cols
        out(CSI + "%dG" % (cols % W + 1))
        self.extra = 0
        self.height = len(content.split("\n"))

    def done(self):
        out("\n" + CSI + "?25h")


def inquirer_question(message, default=None):
    q = green("?") + " " + bold(message) + CSI + "0m" + " "
    if default is not None:
        q += dim("(" + default + ")") + " "
    return q


def inquirer_input(message, default):
    sc = Screen()
    line = ""
    while True:
        sc.render(inquirer_question(message, default) + line)
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\r", "\n"):
            value = line or default
            sc.render(inquirer_question(message) + cyan(value))
            sc.done()
            return value
        if k in ("\x7f", "\x08"):
            line = line[:-1]
        elif len(k) == 1 and k.isprintable():
            line += k


def inquirer_confirm(message, default=True):
    sc = Screen()
    line = ""
    hintd = "Y/n" if default else "y/N"
    while True:
        sc.render(inquirer_question(message, hintd) + line)
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\r", "\n"):
            v = default if not line else line.lower().startswith("y")
            sc.render(inquirer_question(message) + cyan("Yes" if v else "No"))
            sc.done()
            return v
        if k in ("\x7f", "\x08"):
            line = line[:-1]
        elif len(k) == 1 and k.isprintable():
            line += k


def inquirer_list(message, names, page=7):
    sc = Screen()
    out(CSI + "?25l")
    sel, first = 0, True
    pointer, last = 0, 0
    n = len(names)
    while True:
        q = inquirer_question(message)
        if first:
            q += dim("(Use arrow keys)")
        rows = []
        for i, name in enumerate(names):
            ln = ("❯ " if i == sel else "  ") + name
            rows.append((cyan(ln) if i == sel else ln) + " ")
        middle = page // 2
        if pointer < middle and last < sel and sel - last < page:
            pointer = min(middle, pointer + sel - last)
        infinite = rows * 3
        top = max(0, sel + n - pointer)
        shown = infinite[top:top + page]
        last = sel
        sc.render(q + "\n" + "\n".join(shown) + "\n" + dim("(Move up and down to reveal more choices)"))
        first = False
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("down", "j"):
            sel = (sel + 1) % n
        elif k in ("up", "k"):
            sel = (sel - 1) % n
        elif k in ("\r", "\n"):
            sc.render(inquirer_question(message) + cyan(names[sel]))
            sc.done()
            return names[sel]


def clack_text(message, placeholder, validate):
    """@clack/prompts 0.11's text: the cursor hidden, a block drawn."""
    value, state, error = "", "initial", ""
    prev = None

    def frame():
        title = gray("│") + "\n" + {"error": yellow("▲"), "submit": green("◇")}.get(state, cyan("◆")) + \
            "  " + message + "\n"
        ph = inverse(placeholder[0]) + dim(placeholder[1:]) if placeholder else inverse(CSI + "8m_" + CSI + "28m")
        val = ph if not value else (value if state == "submit" else value + "█")
        if state == "error":
            return title.rstrip("\n") + "\n" + yellow("│") + "  " + val + "\n" + yellow("└") + "  " + yellow(error) + "\n"
        if state == "submit":
            return title + gray("│") + "  " + dim(value or placeholder)
        return title + cyan("│") + "  " + val + "\n" + cyan("└") + "\n"

    def draw():
        nonlocal prev
        f = frame()
        if f == prev:
            return
        if prev is None:
            out(CSI + "?25l")
        else:
            # restoreCursor: back to the frame's first line, then erase down
            up = len(prev.split("\n")) - 1
            out((CSI + "%dA" % up if up else "") + "\r" + CSI + "J")
        out(f)
        prev = f

    with Raw():
        draw()
        state = "active"
        while True:
            k = readkey()
            if state == "error":
                state = "active"
            if k == "\x03":
                raise KeyboardInterrupt
            if k == "\t" and not value:
                value = placeholder
            elif k in ("\r", "\n"):
                problem = validate(value)
                if problem:
                    error, state = problem, "error"
                else:
                    state = "submit"
            elif k in ("\x7f", "\x08"):
                value = value[:-1]
            elif len(k) == 1 and k.isprintable():
                value += k
            draw()
            if state == "submit":
                out("\n" + CSI + "?25h")
                return value


def asyncapi(args):
    print(NOTICE)
    sys.stdout.flush()
    if args[:1] == ["new"]:
        with Raw():
            name = inquirer_input("name of the file?", "asyncapi.yaml")
            ex = inquirer_confirm("would you like to start your new file from one of our examples?", True)
            if ex:
                inquirer_list("What example would you like to use?", EXAMPLES)
            inquirer_confirm("open in Studio?", True)
        print("The " + cyan(name) + " has been successfully created.")
        return
    if args[:2] == ["generate", "fromTemplate"]:
        out(gray("┌") + "  " + inverse("AsyncAPI Generator") + "\n")

        def path_ok(v):
            if not v:
                return "The path to the AsyncAPI document is required"
            if not os.path.exists(v):
                return "The file does not exist"
            return None

        clack_text("Please provide the path to the AsyncAPI document", "asyncapi.yaml", path_ok)
        clack_text("Please provide the output directory", "./docs",
                   lambda v: None if v else "The output directory is required")
        return
    print("Usage: asyncapi new | asyncapi generate fromTemplate")


# ------------------------------------------------------------ temporal

SAMPLES = ("activities-cancellation-heartbeating activities-dependency-injection activities-examples ai-sdk "
           "batch-sliding-window child-workflows continue-as-new cron-workflows custom-logger dsl-interpreter "
           "eager-workflow-start early-return ejson empty encryption env-config expense fetch-esm food-delivery "
           "grpc-calls hello-world-js hello-world-mtls hello-world interceptors-opentelemetry lambda-worker "
           "langsmith message-passing monorepo-folders mutex nestjs-exchange-rates nextjs-ecommerce-oneclick "
           "nexus-cancellation nexus-hello nexus-messaging nexus-standalone-operations openai-agents patching-api "
           "polling production protobufs query-subscriptions saga schedules scratchpad search-attributes "
           "signals-queries sinks sleep-for-days snippets standalone-activity state timer-examples timer-progress "
           "vscode-debugger worker-specific-task-queues worker-versioning workflow-streams").split()


def prompts_clear(text):
    # prompts' clear(): erase the rows the last output took
    rows = 0
    for line in strip(text).split("\n"):
        rows += 1 + max(len(line) - 1, 0) // W
    return (CSI + "2K" + CSI + "1A") * (rows - 1) + CSI + "2K" + CSI + "G"


def prompts_text(message, initial, validate):
    value, text = "", ""
    first = True
    while True:
        placeholder = not value
        rendered = gray(initial) if placeholder else value
        if not first:
            out(prompts_clear(text))
        text = " ".join([cyan("?"), bold(message), gray("›"), rendered])
        # erase.line, cursor.to(0), the text, cursor.save, cursor.restore:
        # the cursor stays after the text, the grey initial value too
        out(CSI + "2K" + CSI + "1G" + text + ESC + "7" + ESC + "8")
        first = False
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k in ("\r", "\n"):
            v = value or initial
            err = validate(v)
            if err:
                continue
            out(prompts_clear(text))
            out(CSI + "2K" + CSI + "1G" + " ".join([green("✔"), bold(message), gray("…"), v]) + ESC + "7" + ESC + "8\n")
            return v
        if k in ("\x7f", "\x08"):
            value = value[:-1]
        elif len(k) == 1 and k.isprintable():
            value += k


def prompts_select(message, choices, initial, per_page=10):
    cur = initial
    text = None
    out(CSI + "?25l")
    while True:
        if text is not None:
            out(prompts_clear(text))
        start = min(len(choices) - per_page, cur - per_page // 2)
        start = max(start, 0)
        end = min(start + per_page, len(choices))
        text = " ".join([cyan("?"), bold(message), gray("›"), gray("- Use arrow-keys. Return to submit.")]) + "\n"
        for i in range(start, end):
            if i == start and start > 0:
                prefix = "↑"
            elif i == end - 1 and end < len(choices):
                prefix = "↓"
            else:
                prefix = " "
            title = cyan_ul(choices[i]) if i == cur else choices[i]
            prefix = (cyan("❯") + " " if i == cur else "  ") + prefix
            text += prefix + " " + title + "\n"
        out(text)
        k = readkey()
        if k == "\x03":
            raise KeyboardInterrupt
        if k == "down":
            cur = (cur + 1) % len(choices)
        elif k == "up":
            cur = (cur - 1) % len(choices)
        elif k in ("\r", "\n"):
            out(prompts_clear(text))
            out(" ".join([green("✔"), bold(message), gray("…"), choices[cur]]) + "\n" + CSI + "?25h")
            return choices[cur]


def temporal():
    with Raw():
        name = prompts_text("What is your project named?", "my-temporal",
                            lambda v: None if re.match(r"^[a-z0-9][a-z0-9._-]*$", v) else "Invalid project name")
    time.sleep(0.6)  # the samples are fetched from GitHub
    with Raw():
        sample = prompts_select("Which sample would you like to use?", SAMPLES, SAMPLES.index("hello-world"))
    root = os.path.join(os.getcwd(), name)
    print("Creating a new Temporal project in " + green(root) + "/")
    print()
    time.sleep(0.5)
    print("Downloading files for sample " + cyan(sample) + ". This might take a moment.")
    print()
    sys.stdout.flush()
    time.sleep(1.0)
    print("Installing packages. This might take a couple of minutes.")
    print()
    sys.stdout.flush()
    # npm install, its stdio inherited: npm's spinner alone on its row
    out(CSI + "?25l")
    i = 0
    end = time.time() + 60
    while time.time() < end:
        out("\r" + FRAMES[i % len(FRAMES)])
        i += 1
        time.sleep(0.08)
    out("\r" + CSI + "K" + CSI + "?25h")
    print("\nadded 312 packages, and audited 313 packages in 1m\n\nfound 0 vulnerabilities")


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    try:
        if tool == "eslint-interactive":
            eslint_interactive()
        elif tool == "actions-up":
            actions_up()
        elif tool == "asyncapi":
            asyncapi(sys.argv[2:])
        elif tool == "temporal":
            temporal()
        else:
            print("usage: threehundredfiftieth_jsprompts.py eslint-interactive|actions-up|asyncapi|temporal")
            return 2
    except KeyboardInterrupt:
        out(CSI + "?25h\r\n")
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
