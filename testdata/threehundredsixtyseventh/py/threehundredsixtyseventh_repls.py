#!/usr/bin/env python3
"""The threehundredsixtyseventh set's imitations of five REPLs and
language shells that Debian does not package, each run as
`threehundredsixtyseventh_repls.py TOOL`:

  coconut     evhub's Coconut (`coconut` with no file): its interpreter's
              banner, `>>> ` read by prompt_toolkit in raw mode with
              bracketed paste set and Pygments' colours, a blank `    `
              under a line ending in a colon, its fuzzy word completer's
              menu dropped under the word on Tab, values printed as
              Python prints them, Python tracebacks
  rebel       bhauman's rebel-readline over Clojure (`clojure -M -m
              rebel-readline.main`): `[Rebel readline] Type :repl/help
              for online help info`, `user=> ` read by JLine in raw mode,
              `  #_=> ` as its secondary prompt under a form left open
              (indented), JLine's list of candidates under the line with
              their descriptions, its `do you wish to see all N
              possibilities (M lines)?`, Clojure's errors and `(pst)`
  csharprepl  waf's CSharpRepl (`csharprepl`): its welcome text, `> `
              read by PrettyPrompt, keys read raw (the keypad set to
              application mode as .NET does), a continuation line under
              a statement not complete, its completion box with the
              documentation box beside it, values in Visual Studio's dark
              colours, an exception in a red panel with its stack trace
  reduce      REDUCE's CSL build (`redcsl --nogui`): its banner, the
              numbered prompt `1: `, `2: `…, results drawn in two rows
              (exponents above), `***** ` errors, its question `Declare f
              operator ? (Y or N)`
  rustpython  RustPython (`rustpython`): its banner and `No previous
              history.`, `>>>>> ` and `..... ` read by rustyline in raw
              mode (bracketed paste off), rustyline's list of
              completions on a second Tab, its `Display all N
              possibilities? (y or n)`, Python tracebacks

Each draws what the program draws on the main screen as its source,
documentation and published sessions show it; inputs it does not know
are answered the way the language answers an unknown name. An
evaluation that does not come back sleeps, printing nothing."""

import os
import sys
import termios
import time

ESC = "\x1b"
RESET = ESC + "[0m"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def err(s):
    sys.stdout.flush()
    sys.stderr.write(s)
    sys.stderr.flush()


def forever():
    while True:
        time.sleep(60)


def raw(isig=False):
    """Keys read one by one, no echo; output still processed (\\n is
    \\r\\n). Returns the terminal's settings to restore."""
    old = termios.tcgetattr(0)
    new = termios.tcgetattr(0)
    new[0] &= ~(termios.ICRNL | termios.INLCR | termios.IXON | termios.BRKINT | termios.ISTRIP | termios.INPCK)
    new[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN)
    if not isig:
        new[3] &= ~termios.ISIG
    new[6][termios.VMIN] = 1
    new[6][termios.VTIME] = 0
    termios.tcsetattr(0, termios.TCSANOW, new)
    return old


def cooked(old):
    termios.tcsetattr(0, termios.TCSADRAIN, old)


PENDING = []


def keys():
    """The keys read, one at a time, escape sequences (arrows, a paste's
    marks) set apart; keys read beyond the one a caller stops at are kept
    for the next read."""
    while True:
        if not PENDING:
            data = os.read(0, 4096).decode("utf-8", errors="replace")
            i = 0
            while i < len(data):
                c = data[i]
                if c == ESC and i + 1 < len(data) and data[i + 1] in "[O":
                    j = i + 2
                    while j < len(data) and not ("@" <= data[j] <= "~"):
                        j += 1
                    PENDING.append(data[i:j + 1])
                    i = j + 1
                    continue
                PENDING.append(c)
                i += 1
        while PENDING:
            yield PENDING.pop(0)


def balance(text):
    """The brackets still open in text (strings left out)."""
    stack, in_str, esc = [], False, False
    pairs = {")": "(", "]": "[", "}": "{"}
    for c in text:
        if in_str:
            if esc:
                esc = False
            elif c == "\\":
                esc = True
            elif c == '"':
                in_str = False
            continue
        if c == '"':
            in_str = True
        elif c in "([{":
            stack.append(c)
        elif c in pairs and stack and stack[-1] == pairs[c]:
            stack.pop()
    return "".join(stack)


def columns(items, width, rows_first=False):
    """Items laid out in columns of equal width, column by column."""
    per = max(1, W // width)
    n = (len(items) + per - 1) // per
    rows = []
    for r in range(n):
        cells = []
        for c in range(per):
            i = r * per + c if rows_first else c * n + r
            if i < len(items):
                cells.append(items[i])
        rows.append(cells)
    return rows


def redraw(line, post, col, hide=False):
    """The line being edited drawn again from the left edge, what stood
    under it cleared, post's rows drawn under it, the cursor put back at
    col on the line (moves relative to it, as line editors make them)."""
    out((ESC + "[?25l" if hide else "") + "\r" + line + ESC + "[J")
    if post:
        out("\r\n" + "\r\n".join(post))
        out(ESC + "[%dA\r" % len(post))
        if col:
            out(ESC + "[%dC" % col)
    else:
        width = col
        out("\r" + (ESC + "[%dC" % width if width else ""))
    if hide:
        out(ESC + "[?25h")


# ---------------------------------------------------------------- coconut

PY_BUILTINS = {"range", "list", "sum", "len", "print", "map", "filter", "zip", "reduce", "max", "min"}
PY_KEYWORDS = {"def", "return", "match", "case", "if", "else", "for", "in", "lambda", "import", "from", "data"}


def coconut_colour(src):
    """The line as Pygments' default style colours it (in 256 colours)."""
    outp, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            w = src[i:j]
            if w in PY_KEYWORDS:
                outp.append(ESC + "[1;38;5;28m" + w + RESET)
            elif w in PY_BUILTINS:
                outp.append(ESC + "[38;5;28m" + w + RESET)
            else:
                outp.append(w)
            i = j
        elif c.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            outp.append(ESC + "[38;5;241m" + src[i:j] + RESET)
            i = j
        elif c in "|>$-*+/=<":
            outp.append(ESC + "[38;5;241m" + c + RESET)
            i += 1
        else:
            outp.append(c)
            i += 1
    return "".join(outp)


COCONUT_NAMES = ["map", "match", "makedata", "mapreduce", "MatchError", "fmap", "starmap",
                 "py_map", "parallel_map", "concurrent_map"]


def pt_prompt(msg):
    """One line read the way prompt_toolkit reads it: raw, bracketed paste
    set, the cursor hidden while the line is drawn again; Tab opens the
    fuzzy completer's menu under the word, nothing selected, and Tab
    again selects its entries in turn, each put in the line."""
    old = raw()
    out(ESC + "[?2004h")
    buf = ""
    menu = None  # [names, selected, word's column, word]

    def draw():
        post = []
        if menu:
            names, sel, x, _ = menu
            width = max(len(n) for n in names) + 2
            for i, n in enumerate(names):
                style = ESC + "[38;5;16;48;5;250m" if i != sel else ESC + "[38;5;255;48;5;244m"
                post.append(" " * x + style + (" " + n).ljust(width) + RESET)
        redraw(msg + coconut_colour(buf), post, len(msg) + len(buf), hide=True)

    try:
        out(msg)
        while True:
            for k in keys():
                if k in ("\r", "\n"):
                    menu = None
                    draw()
                    out("\r\n")
                    return buf
                if k == "\t":
                    if menu is None:
                        word = "" if buf.endswith(" ") or not buf else buf.split()[-1]
                        names = [n for n in COCONUT_NAMES if fuzzy(word, n)]
                        if names:
                            menu = [names, -1, len(msg) + len(buf) - len(word), word]
                    else:
                        names, sel, x, word = menu
                        prev = word if sel < 0 else names[sel]
                        sel = (sel + 1) % len(names)
                        buf = buf[:len(buf) - len(prev)] + names[sel]
                        menu[1] = sel
                    draw()
                    continue
                if k.startswith(ESC):
                    continue
                if k in "\x7f\b":
                    buf = buf[:-1]
                    menu = None
                    draw()
                    continue
                if k == "\x03":
                    out("\r\n")
                    return None
                if k == "\x04":
                    if not buf:
                        out("\r\n")
                        sys.exit(0)
                    continue
                if k < " ":
                    continue
                buf += k
                menu = None
                draw()
    finally:
        out(ESC + "[?2004l")
        cooked(old)


def fuzzy(word, name):
    it = iter(name.lower())
    return all(ch in it for ch in word.lower())


def coconut():
    out("Coconut Interpreter v3.1.2 (Python 3.12):\n")
    out("(enter 'exit()' or press Ctrl-D to end)\n")
    time.sleep(0.6)  # the compiler warming up
    while True:
        line = pt_prompt(">>> ")
        if line is None:
            err("\nKeyboardInterrupt\n")
            continue
        code = line
        if line.rstrip().endswith(":"):
            while True:
                more = pt_prompt("    ")
                if not more:
                    break
                code += "\n" + more
        s = " ".join(code.split())
        if not s:
            continue
        if s in ("exit()", "quit()"):
            return
        if "10**10" in s or "count()" in s:
            forever()
        if s == "range(1, 6) |> map$(x -> x**2) |> list":
            out("[1, 4, 9, 16, 25]\n")
            continue
        if s.startswith("def "):
            continue
        name = s.split("(")[0].split(".")[0].split()[0]
        err("Traceback (most recent call last):\n"
            '  File "<string>", line 1, in <module>\n'
            "NameError: name '%s' is not defined\n" % name)


# ---------------------------------------------------------------- rebel

CLJ_CORE_FORMS = {"defn", "def", "let", "fn", "->>", "->", "if", "when", "loop", "recur", "ns"}
REBEL_MA = ["macroexpand", "macroexpand-1", "make-array", "make-hierarchy", "map", "map-entry?",
            "map-indexed", "map?", "mapcat", "mapv", "max", "max-key"]


def clj_colour(src):
    """The line as rebel-readline's dark screen theme colours it."""
    outp, i = [], 0
    while i < len(src):
        c = src[i]
        if c in "()[]{}":
            outp.append(c)
            i += 1
        elif c.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            outp.append(ESC + "[36m" + src[i:j] + RESET)
            i = j
        elif c == ":":
            j = i
            while j < len(src) and src[j] not in " ()[]{}":
                j += 1
            outp.append(ESC + "[35m" + src[i:j] + RESET)
            i = j
        elif c != " ":
            j = i
            while j < len(src) and src[j] not in " ()[]{}":
                j += 1
            w = src[i:j]
            if w in CLJ_CORE_FORMS:
                outp.append(ESC + "[35m" + w + RESET)
            elif i > 0 and src[i - 1] == "(":
                outp.append(ESC + "[1;33m" + w + RESET)
            else:
                outp.append(w)
            i = j
        else:
            outp.append(c)
            i += 1
    return "".join(outp)


def jline_read(prompt):
    """One input read the way JLine reads it for rebel-readline: raw
    (signals kept), the keypad in application mode, bracketed paste set,
    Enter on a form left open indents a new line under the secondary
    prompt `#_=> ` padded to the prompt's width; Tab lists the candidates
    under the line, or asks first when there are 100 or more."""
    old = raw(isig=True)
    out(ESC + "[?1h" + ESC + "=" + ESC + "[?2004h")
    lines = [""]
    post = []

    def prompt_of(n):
        return prompt if n == 0 else "#_=> ".rjust(len(prompt))

    def draw():
        n = len(lines) - 1
        redraw(prompt_of(n) + clj_colour(lines[-1]), post, len(prompt_of(n)) + len(lines[-1]))

    try:
        out(prompt)
        while True:
            for k in keys():
                if k in ("\r", "\n"):
                    post = []
                    text = "\n".join(lines)
                    if balance(text):
                        indent = "  " if lines[0].startswith("(def") else " " * (len(lines[0]) - len(lines[0].lstrip()) + 1)
                        draw()
                        lines.append(indent)
                        out("\r\n" + prompt_of(len(lines) - 1) + lines[-1])
                        continue
                    draw()
                    out("\r\n")
                    return text
                if k == "\t":
                    word = lines[-1].split("(")[-1].split(" ")[-1]
                    if word == "":
                        post = ["Rebel Readline: do you wish to see all 743 possibilities (248 lines)?"]
                        draw()
                        continue
                    cands = [c for c in REBEL_MA if c.startswith(word)]
                    if not cands:
                        continue
                    desc = "(f clojure.core)"
                    width = max(len(c) for c in cands) + 1 + len(desc)
                    per = 80 // width
                    while per > 1 and per * width + (per - 1) * 3 >= 80:
                        per -= 1
                    rows = (len(cands) + per - 1) // per
                    post = []
                    for r in range(rows):
                        cells = []
                        for c in range(per):
                            i = c * rows + r
                            if i < len(cands):
                                name = cands[i]
                                cell = (ESC + "[36m" + name[:len(word)] + RESET + name[len(word):] +
                                        " " * (width - len(name) - len(desc)) + ESC + "[90m" + desc + RESET)
                                cells.append(cell)
                        post.append("   ".join(cells))
                    draw()
                    continue
                if k.startswith(ESC):
                    continue
                if k in "\x7f\b":
                    if lines[-1]:
                        lines[-1] = lines[-1][:-1]
                    post = []
                    draw()
                    continue
                if k == "\x04":
                    if lines == [""]:
                        out("\r\n")
                        sys.exit(0)
                    continue
                if k < " ":
                    continue
                if post and post[0].startswith("Rebel Readline:"):
                    post = []
                    draw()
                    if k not in "yY":
                        continue
                lines[-1] += k
                post = []
                draw()
    finally:
        out(ESC + "[?2004l" + ESC + "[?1l" + ESC + ">")
        cooked(old)


PST = [
    "ArithmeticException Divide by zero",
    "\tclojure.lang.Numbers.divide (Numbers.java:190)",
    "\tclojure.lang.Numbers.divide (Numbers.java:3911)",
    "\tuser/eval2017 (NO_SOURCE_FILE:1)",
    "\tuser/eval2017 (NO_SOURCE_FILE:1)",
    "\tclojure.lang.Compiler.eval (Compiler.java:7194)",
    "\tclojure.lang.Compiler.eval (Compiler.java:7149)",
    "\tclojure.core/eval (core.clj:3215)",
    "\tclojure.core/eval (core.clj:3211)",
    "\trebel-readline.clojure.main/repl*/fn--3172 (main.clj:108)",
    "\tclojure.main/repl/read-eval-print--9206/fn--9209 (main.clj:437)",
    "\tclojure.main/repl/read-eval-print--9206 (main.clj:437)",
    "\tclojure.main/repl/fn--9215 (main.clj:458)",
]


def rebel():
    time.sleep(1.5)  # Clojure starting
    out("[Rebel readline] Type :repl/help for online help info\n")
    ns = "user"
    last_error = False
    while True:
        src = jline_read(ns + "=> ")
        s = " ".join(src.split())
        if not s:
            continue
        if s in (":repl/quit", "(System/exit 0)"):
            return
        if s == "(->> (range 1 6) (map #(* % %)))":
            out("(" + " ".join(ESC + "[36m%d" % (n * n) + RESET for n in range(1, 6)) + ")\n")
            continue
        if s.startswith("(/ ") and s.endswith(" 0)"):
            err("Execution error (ArithmeticException) at user/eval2017 (REPL:1).\nDivide by zero\n")
            last_error = True
            continue
        if s == "(pst)":
            if last_error:
                err("\n".join(PST) + "\n")
            out("nil\n")
            continue
        if s.startswith("(defn "):
            out("#'%s/%s\n" % (ns, s.split()[1]))
            continue
        if "(range)" in s or "(while true" in s:
            forever()
        name = s.strip("()").split()[0]
        err("Syntax error compiling at (REPL:1:1).\n"
            "Unable to resolve symbol: %s in this context\n" % name)


# ---------------------------------------------------------------- csharprepl

VS_KEYWORD = ESC + "[38;2;86;156;214m"
VS_CONTROL = ESC + "[38;2;216;160;223m"
VS_NUMBER = ESC + "[38;2;181;206;168m"
VS_STRING = ESC + "[38;2;214;157;133m"
VS_TYPE = ESC + "[38;2;78;201;176m"
VS_METHOD = ESC + "[38;2;220;220;170m"
CS_KEYWORDS = {"new", "var", "int", "true", "false", "null", "string", "double"}
CS_CONTROL = {"if", "while", "for", "return", "else"}
CS_TYPES = {"Math", "Console", "Enumerable", "DateTime"}

MATH_MEMBERS = ["Abs", "Acos", "Acosh", "Asin", "Asinh", "Atan", "Atan2", "Atanh", "BigMul",
                "BitDecrement", "BitIncrement", "Cbrt", "Ceiling", "Clamp", "CopySign", "Cos"]


def cs_colour(src):
    outp, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            w = src[i:j]
            if w in CS_KEYWORDS:
                outp.append(VS_KEYWORD + w + RESET)
            elif w in CS_CONTROL:
                outp.append(VS_CONTROL + w + RESET)
            elif w in CS_TYPES:
                outp.append(VS_TYPE + w + RESET)
            elif j < len(src) and src[j] == "(":
                outp.append(VS_METHOD + w + RESET)
            else:
                outp.append(w)
            i = j
        elif c.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            outp.append(VS_NUMBER + src[i:j] + RESET)
            i = j
        elif c == '"':
            j = src.find('"', i + 1)
            j = len(src) if j < 0 else j + 1
            outp.append(VS_STRING + src[i:j] + RESET)
            i = j
        else:
            outp.append(c)
            i += 1
    return "".join(outp)


def cs_complete(src):
    """What Roslyn says of a statement: complete, or not yet."""
    t = src.strip()
    if balance(t):
        return False
    if t.startswith(("if", "while", "for")) and not t.endswith((";", "}")):
        return False
    return True


def pretty_prompt():
    """One submission read the way PrettyPrompt reads it: raw, each key
    drawn by the program; `.` after a type opens the completion box under
    the caret, its first entry selected (a cyan `>`), the documentation
    of the selected entry in a box joined to its right; Enter on a
    statement not complete goes on to a new line indented under the
    prompt."""
    old = raw()
    lines = [""]
    box = []

    def draw():
        redraw(("> " if len(lines) == 1 else "  ") + cs_colour(lines[-1]), box, 2 + len(lines[-1]))

    def completion_box(word_col):
        items = MATH_MEMBERS[:9]
        inner = max(len(n) for n in items) + 2
        doc = ["double Math.Abs(double value) (+ 6 overloads)",
               "Returns the absolute value of a double-",
               "precision floating-point number."]
        dw = max(len(d) for d in doc) + 2
        B = ESC + "[34m"
        left = " " * max(0, word_col - 2)
        rows = [left + B + "┌" + "─" * inner + "┬" + "─" * dw + "┐" + RESET]
        for i, n in enumerate(items):
            mark = ESC + "[36m>" + RESET if i == 0 else " "
            row = left + B + "│" + RESET + mark + n.ljust(inner - 1) + B
            if i < len(doc):
                row += "│" + RESET + " " + doc[i].ljust(dw - 1) + B + "│" + RESET
            elif i == len(doc):
                row += "├" + "─" * dw + "┘" + RESET
            else:
                row += "│" + RESET
            rows.append(row)
        rows.append(left + B + "└" + "─" * inner + "┘" + RESET)
        return rows

    try:
        out("> ")
        while True:
            for k in keys():
                if k in ("\r", "\n"):
                    box = []
                    text = "\n".join(lines)
                    if text.strip() and not cs_complete(text):
                        draw()
                        lines.append("")
                        out("\r\n  ")
                        continue
                    draw()
                    out("\r\n")
                    return text
                if k.startswith(ESC):
                    continue
                if k in "\x7f\b":
                    lines[-1] = lines[-1][:-1]
                    box = []
                    draw()
                    continue
                if k == "\x04":
                    if lines == [""]:
                        out("\r\n")
                        sys.exit(0)
                    continue
                if k < " ":
                    continue
                lines[-1] += k
                if k == "." and lines[-1][:-1].replace("(", " ").split()[-1:] == ["Math"]:
                    box = completion_box(2 + len(lines[-1]))
                elif not (box and k.isalnum()):
                    box = []
                draw()
    finally:
        cooked(old)


def csharprepl():
    out(ESC + "[?1h" + ESC + "=")  # .NET's console sets the keypad to application mode
    time.sleep(0.8)
    out("Welcome to the C# REPL (Read Eval Print Loop)!\n")
    # Spectre.Console wraps the line at a word to fit the 80 columns.
    out("Type C# expressions and statements at the prompt and press Enter to evaluate\nthem.\n")
    out("Type " + ESC + "[38;2;86;156;214mhelp" + RESET + " to learn more, " +
        ESC + "[38;2;86;156;214mexit" + RESET + " to quit, and " +
        ESC + "[38;2;86;156;214mclear" + RESET + " to clear your terminal.\n")
    out("\n")
    while True:
        src = pretty_prompt()
        s = " ".join(src.split())
        if not s:
            continue
        if s.lower() == "exit":
            return
        if s.startswith("while (true)") or "Thread.Sleep(-1)" in s:
            forever()
        if s == "new[] { 1200, 450, 75 }.Sum()":
            out(VS_NUMBER + "1725" + RESET + "\n\n")
            continue
        if s == '1725 / int.Parse("0")':
            panel("DivideByZeroException", [
                "Attempted to divide by zero.",
                "   at Submission#1.<<Initialize>>d__0.MoveNext()",
                "--- End of stack trace from previous location ---",
                "   at Microsoft.CodeAnalysis.Scripting.ScriptExecutionState.RunSubmissionsAsync[TResult](" +
                "ImmutableArray`1 precedingExecutors, Func`2 currentExecutor, StrongBox`1 exceptionHolderOpt, " +
                "Func`2 catchExceptionOpt, CancellationToken cancellationToken)",
            ])
            continue
        if s.startswith("if "):
            out("\n")
            continue
        name = s.split("(")[0].split(".")[0].split()[0]
        panel("CompilationErrorException", [
            "(1,1): error CS0103: The name '%s' does not exist in the current context" % name])


def panel(title, body):
    """An exception as CSharpRepl prints it: Spectre.Console's panel,
    framed in red, the exception's type centred in its top edge, its text
    wrapped at the terminal's width."""
    R = ESC + "[31m"
    text = []
    for b in body:
        while len(b) > W - 4:
            cut = b.rfind(" ", 0, W - 4)
            cut = cut if cut > 0 else W - 4
            text.append(b[:cut])
            b = b[cut:].lstrip(" ") if cut < len(b) else ""
        text.append(b)
    inner = max(max(len(t) for t in text) + 2, len(title) + 4)
    head = " " + title + " "
    left = (inner - len(head)) // 2
    err(R + "┌" + "─" * left + RESET + head + R + "─" * (inner - left - len(head)) + "┐" + RESET + "\n")
    for t in text:
        err(R + "│" + RESET + " " + t.ljust(inner - 1) + R + "│" + RESET + "\n")
    err(R + "└" + "─" * inner + "┘" + RESET + "\n\n")


# ---------------------------------------------------------------- reduce

def termed_read(prompt):
    """One line read the way CSL's terminal editor reads it: raw, each
    key echoed by the program, no bracketed paste."""
    old = raw(isig=True)
    buf = ""
    try:
        out(prompt)
        while True:
            for k in keys():
                if k in ("\r", "\n"):
                    out("\r\n")
                    return buf
                if k.startswith(ESC):
                    continue
                if k in "\x7f\b":
                    if buf:
                        buf = buf[:-1]
                        out("\b \b")
                    continue
                if k == "\x04" and not buf:
                    out("\r\n")
                    sys.exit(0)
                if k < " ":
                    continue
                buf += k
                out(k)
    finally:
        cooked(old)


def termed_key():
    old = raw(isig=True)
    try:
        return next(keys())
    finally:
        cooked(old)


def reduce():
    time.sleep(0.4)
    out("Reduce (Free CSL version, revision 6860),  7-Jul-2024 ...\n\n")
    n = 1
    while True:
        stmt = termed_read("%d: " % n)
        while not stmt.rstrip().endswith((";", "$")):
            stmt += " " + termed_read("%d: " % n)
        s = " ".join(stmt.split()).rstrip(";$").strip()
        low = s.lower()
        if low in ("bye", "quit"):
            return
        if low == "(x+1)^3":
            out("\n  3      2\n x  + 3*x  + 3*x + 1\n\n")
        elif low.replace(" ", "") in ("1/(a-a)", "1/0"):
            out("\n***** Zero divisor\n\n")
        elif ":=" in low and "(" in low.split(":=")[0]:
            op = low.split("(")[0].strip()
            out("\nDeclare %s operator ? (Y or N) " % op)
            k = termed_key()
            out(k + "\n")
            if k in "yY":
                out("\n  2\n x\n\n")
            else:
                out("\n***** %s invalid as operator\n\n" % op)
        elif low.startswith("for ") and "sum" in low:
            forever()
        else:
            out("\n" + low + "\n\n")
        n += 1


# ---------------------------------------------------------------- rustpython

STR_METHODS = ("capitalize casefold center count encode endswith expandtabs find format format_map "
               "index isalnum isalpha isascii isdecimal isdigit isidentifier islower isnumeric "
               "isprintable isspace istitle isupper join ljust lower lstrip maketrans partition "
               "removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split "
               "splitlines startswith strip swapcase title translate upper zfill").split()
OS_NAMES = sorted(n for n in dir(os) if not n.startswith("_"))
OS_COUNT = 312  # RustPython's os module, its names without an underscore


def page(prompt, buf, names):
    """rustyline's list of completions: under the line, in columns filled
    one after the other, `--More--` when a screen is full; the prompt and
    the line drawn again under them."""
    width = max(len(n) for n in names) + 2
    rows = columns(names, width)
    for i, row in enumerate(rows):
        if i and i % (H - 1) == 0:
            out("\r\n--More--")
            k = next(keys())
            out("\r        \r")
            if k in ("q", "n", "\x03"):
                break
            out(ESC + "[A")
        out("\r\n" + "".join(c.ljust(width) for c in row[:-1]) + row[-1])
    out("\r\n" + prompt + buf)


def rustyline(prompt, scope):
    """One line read the way rustyline reads it for RustPython: raw
    (output still processed), bracketed paste off, completion listed:
    a first Tab beeps, a second lists the candidates in columns under
    the line and draws the prompt again under them, or first asks
    `Display all N possibilities? (y or n)` when there are more than
    100."""
    old = raw()
    buf = ""
    tabs = 0
    asking = False
    try:
        out(prompt)
        while True:
            for k in keys():
                if asking:
                    if k in "yYnN\x7f":
                        asking = False
                        if k in "yY":
                            page(prompt, buf, OS_NAMES)
                        else:
                            out("\r" + ESC + "[K" + ESC + "[A\r" + prompt + buf)
                    continue
                if k == "\t":
                    tabs += 1
                    word = buf.split()[-1] if buf.split() else ""
                    if "." not in word:
                        out("\a")
                        continue
                    obj = word.split(".")[0]
                    if tabs == 1:
                        out("\a")
                        continue
                    if obj == "os" and "os" in scope:
                        out("\r\nDisplay all %d possibilities? (y or n)" % OS_COUNT)
                        asking = True
                        continue
                    if obj == "str":
                        page(prompt, buf, STR_METHODS)
                    continue
                tabs = 0
                if k in ("\r", "\n"):
                    out("\r\n")
                    return buf
                if k.startswith(ESC):
                    continue
                if k in "\x7f\b":
                    if buf:
                        buf = buf[:-1]
                        out("\b \b")
                    continue
                if k == "\x03":
                    out("\r\n")
                    return None
                if k == "\x04" and not buf:
                    out("\r\n")
                    sys.exit(0)
                if k < " ":
                    continue
                buf += k
                out(k)
    finally:
        cooked(old)


def rustpython():
    out("Welcome to the magnificent Rust Python 0.4.0 interpreter \U0001f631 \U0001f596\n")
    out("No previous history.\n")
    scope = set()
    code = []
    while True:
        line = rustyline("..... " if code else ">>>>> ", scope)
        if line is None:
            code = []
            err("Traceback (most recent call last):\n"
                '  File "<stdin>", line 1, in <module>\n'
                "KeyboardInterrupt\n")
            continue
        if code:
            if line.strip():
                code.append(line)
                continue
            src, code = code, []
            if src[0].startswith("def "):
                scope.add(src[0][4:].split("(")[0])
            continue
        s = line.strip()
        if not s:
            continue
        if s.endswith(":"):
            code = [s]
            continue
        if s in ("exit()", "quit()"):
            return
        if s.startswith("import "):
            scope.add(s.split()[1])
            continue
        if "10**10" in s:
            forever()
        if s == "sum(x / y for x, y in [(1725, 5), (1, 0)])":
            err("Traceback (most recent call last):\n"
                '  File "<stdin>", line 1, in <module>\n'
                '  File "<stdin>", line 1, in <genexpr>\n'
                "ZeroDivisionError: division by zero\n")
            continue
        if s == "1200 + 450 + 75":
            out("1725\n")
            continue
        name = s.split("(")[0].split(".")[0].split()[0]
        err("Traceback (most recent call last):\n"
            '  File "<stdin>", line 1, in <module>\n'
            "NameError: name '%s' is not defined\n" % name)


TOOLS = {"coconut": coconut, "rebel": rebel, "csharprepl": csharprepl, "reduce": reduce,
         "rustpython": rustpython}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredsixtyseventh_repls.py {%s}\n" % ",".join(TOOLS))
        sys.exit(2)
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
