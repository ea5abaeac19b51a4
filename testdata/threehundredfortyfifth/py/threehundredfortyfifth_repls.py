#!/usr/bin/env python3
"""The threehundredfortyfifth set's imitations of five REPLs of languages
from outside Debian's ecosystem, none of them packaged by Debian, each
run as `threehundredfortyfifth_repls.py TOOL`: ccl (Clozure Common
Lisp's listener: `? `, and a break level counted before its `>` after an
error), basilisp (Basilisp's REPL, a Clojure on Python: the current
namespace before `=> `, prompt_toolkit's line editor, Python tracebacks),
irust (IRust, a Rust REPL: `In: ` and `Out: `, its own line editor in
raw mode, rustc's errors), roc (`roc repl`: `» `, `… ` under an input
not ended, each value named `# val1`, `# val2` on its right) and carp
(the Carp language's REPL: `> `, the brackets still open as its
continuation prompt, `=> ` before a value). Each draws what the program
draws on the main screen: its banner, its prompt, its answers, errors
and continuation lines, and an evaluation that does not come back, as
their source, documentation and published sessions show them. Lines are
read the way each program reads them: the terminal's own cooked line for
Clozure CL, a line editor of the program's own in raw mode for the
others (prompt_toolkit's and rustyline's with bracketed paste set)."""

import os
import sys
import termios
import time

ESC = "\x1b"
RESET = ESC + "[0m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def forever():
    while True:
        time.sleep(60)


def balance(text):
    """The brackets still open in text, outermost first (strings and
    comments left out as a reader leaves them)."""
    stack, in_str, esc, comment = [], False, False, False
    pairs = {")": "(", "]": "[", "}": "{"}
    for c in text:
        if comment:
            comment = c != "\n"
            continue
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
        elif c == ";":
            comment = True
        elif c in "([{":
            stack.append(c)
        elif c in pairs and stack and stack[-1] == pairs[c]:
            stack.pop()
    return "".join(stack) + ('"' if in_str else "")


# A line editor of the program's own, in raw mode: the program echoes
# each key itself; Enter on an input not ended starts a new line of it
# under the continuation prompt.
class Raw:
    def __init__(self, keep=False):
        self.keep = keep

    def __enter__(self):
        self.old = termios.tcgetattr(0)
        new = termios.tcgetattr(0)
        new[0] &= ~(termios.ICRNL | termios.IXON | termios.BRKINT | termios.INPCK | termios.ISTRIP)
        new[3] &= ~(termios.ECHO | termios.ICANON | termios.ISIG | termios.IEXTEN)
        new[6][termios.VMIN] = 1
        new[6][termios.VTIME] = 0
        termios.tcsetattr(0, termios.TCSANOW, new)
        return self

    def __exit__(self, *a):
        if not self.keep:
            termios.tcsetattr(0, termios.TCSANOW, self.old)


def raw_on():
    Raw(keep=True).__enter__()


def keys():
    """The keys read at once, escape sequences (bracketed paste's marks,
    arrows) set apart."""
    data = os.read(0, 4096).decode("utf-8", errors="replace")
    i = 0
    while i < len(data):
        c = data[i]
        if c == ESC and i + 1 < len(data) and data[i + 1] in "[O":
            j = i + 2
            while j < len(data) and not ("@" <= data[j] <= "~"):
                j += 1
            yield data[i:j + 1]
            i = j + 1
            continue
        yield c
        i += 1


def edit(prompt, cont, incomplete, paste=False, raw=True, hide_after=False):
    """Reads one input at prompt, raw, each key echoed; cont(buf) is the
    continuation prompt drawn when Enter leaves the input not ended."""
    ctx = Raw() if raw else None
    if ctx:
        ctx.__enter__()
    try:
        if paste:
            out(ESC + "[?2004h")
        out(prompt)
        buf = ""
        while True:
            for k in keys():
                if k.startswith(ESC):
                    continue  # a paste's marks, an arrow: no key of the line
                if k in "\r\n":
                    if buf.strip() and incomplete(buf):
                        buf += "\n"
                        out("\r\n" + cont(buf))
                        continue
                    if hide_after:
                        out(ESC + "[?25l")
                    out("\r\n")
                    return buf
                if k in "\x7f\b":
                    if buf and buf[-1] != "\n":
                        buf = buf[:-1]
                        out("\b \b")
                    continue
                if k == "\x03":
                    out("^C\r\n")
                    return ""
                if k == "\x04":
                    if not buf:
                        out("\r\n")
                        sys.exit(0)
                    continue
                if k < " ":
                    continue
                buf += k
                out(k)
    finally:
        if paste:
            out(ESC + "[?2004l")
        if ctx:
            ctx.__exit__()


# Clozure CL: its banner, `? ` at the top level; the listener reads the
# terminal's cooked lines and waits, no prompt, until a form is closed;
# an error prints its `>` lines and enters a break loop, its level
# counted before the prompt (`1 > `, `2 > `).
def ccl():
    out("Clozure Common Lisp Version 1.12.2 (v1.12.2) LinuxX8664\n\n"
        "For more information about CCL, please see http://ccl.clozure.com.\n\n"
        "CCL is free software.  It is distributed under the terms of the Apache\n"
        "Licence, Version 2.0.\n")
    level = 0
    while True:
        out("? " if level == 0 else "%d > " % level)
        line = sys.stdin.readline()
        if not line:
            out("\n")
            return
        form = line
        while balance(form).strip('"'):
            more = sys.stdin.readline()
            if not more:
                return
            form += more
        s = " ".join(form.split())
        low = s.lower()
        if not s:
            continue
        if low in ("(quit)", "(ccl:quit)"):
            return
        if low == ":pop":
            level = max(0, level - 1)
            continue
        if low.startswith("(loop") or low.startswith("(dotimes"):
            forever()
        if low.startswith("(defun "):
            out("%s\n" % low.split()[1].upper())
            continue
        if low.startswith("(+ "):
            out("%d\n" % sum(int(x) for x in low[3:-1].split()))
            continue
        if low.startswith("(") and not low.startswith("(reduce"):
            fn = low[1:].split()[0].strip(")").upper()
            out("> Error: Undefined function %s called with arguments () .\n"
                "> While executing: CCL::TOPLEVEL-EVAL, in process listener(1).\n"
                "> Type :GO to continue, :POP to abort, :R for a list of available restarts.\n"
                "> If continued: Retry applying %s to NIL.\n"
                "> Type :? for other options.\n" % (fn, fn))
            level += 1
            continue
        var = low.split()[-1].strip(")").upper()
        out("> Error: Unbound variable: %s\n"
            "> While executing: CCL::TOPLEVEL-EVAL, in process listener(1).\n"
            "> Type :GO to continue, :POP to abort, :R for a list of available restarts.\n"
            "> If continued: Retry getting the value of %s.\n"
            "> Type :? for other options.\n" % (var, var))
        level += 1


# Basilisp: no banner, `basilisp.user=> ` (the current namespace and
# `=> `) read by prompt_toolkit in raw mode, bracketed paste set; a form
# left open takes Enter as a new line of it, under a continuation as
# wide as the prompt, blank; values printed in Pygments' colours; a
# compiler error as Basilisp's own block, any other as Python's
# traceback.
def basilisp():
    site = "/home/me/.venv/lib/python3.12/site-packages/basilisp"
    num, name, string = ESC + "[38;5;241m", ESC + "[38;5;129m", ESC + "[38;5;131m"
    ns = "basilisp.user"
    while True:
        prompt = ns + "=> "
        src = edit(prompt, lambda b: " " * len(prompt), lambda b: bool(balance(b)), paste=True)
        s = " ".join(src.split())
        if not s:
            continue
        if s.startswith("(in-ns '") or s.startswith("(ns "):
            ns = s.split()[1].strip("')")
            out(("%s\n" % ns) if s.startswith("(in-ns") else "nil\n")
            continue
        if s.startswith("(defn "):
            out("%s#'%s/%s%s\n" % (name, ns, s.split()[1], RESET))
            continue
        if "range 1000000000" in s or s.startswith("(loop"):
            forever()
        if s.startswith("(+ "):
            out("%s%d%s\n" % (num, sum(int(x) for x in s[3:-1].split()), RESET))
            continue
        if s.startswith("(/ ") and s.endswith(" 0)"):
            n = s.split()[1]
            sys.stderr.write(
                "Traceback (most recent call last):\n"
                '  File "%s/cli.py", line 584, in repl\n'
                "    result = eval_str(lsrc, ctx, ns, eof)\n"
                "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                '  File "%s/cli.py", line 53, in eval_str\n'
                "    last = compiler.compile_and_exec_form(form, ctx, ns)\n"
                "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                '  File "%s/lang/compiler/__init__.py", line 196, in compile_and_exec_form\n'
                "    last = getattr(ns.module, final_wrapped_name)()\n"
                "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                '  File "<REPL Input>", line 1, in __lisp_expr___52\n'
                '  File "%s/core.lpy", line 1158, in __slash___arity2\n'
                "    ([x y] (basilisp.lang.numbers/divide x y))\n"
                '  File "/usr/lib/python3.12/functools.py", line 909, in wrapper\n'
                "    return dispatch(args[0].__class__)(*args, **kw)\n"
                "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                '  File "%s/lang/numbers.py", line 126, in _divide_ints\n'
                "    return Fraction(x, y)\n"
                "           ^^^^^^^^^^^^^^\n"
                '  File "/usr/lib/python3.12/fractions.py", line 251, in __new__\n'
                "    raise ZeroDivisionError('Fraction(%%s, 0)' %% numerator)\n"
                "ZeroDivisionError: Fraction(%s, 0)\n\n" % (site, site, site, site, site, n))
            sys.stderr.flush()
            continue
        sym = s.strip("()").split()[0]
        sys.stderr.write(
            "\n  exception: <class 'basilisp.lang.compiler.exception.CompilerException'>\n"
            "      phase: :analyzing\n"
            "    message: unable to resolve symbol '%s' in this context\n"
            "       form: %s\n"
            "   location: <REPL Input>:1\n\n" % (sym, sym))
        sys.stderr.flush()


# IRust: raw mode from its start to its end; its welcome line between
# dashes, dark blue, over `In: ` in yellow; Enter on an input not ended
# (a bracket open, or ending in `:`, `.` or `=`) a new line of it under
# `..: `; a value after a red `Out: ` and a blank row; rustc's error
# under the input, coloured as rustc colours it; the cursor hidden while
# it compiles and runs.
def irust():
    raw_on()
    yellow, red, white = ESC + "[33m", ESC + "[31m", ESC + "[37m"
    out(ESC + "]0;IRust: %s\x07" % os.getcwd())
    msg = "Welcome to IRust (type ':help' for more information)"
    dashes = "-" * ((80 - len(msg)) // 2)
    out(ESC + "[34m" + dashes + msg + dashes + RESET + "\r\n\r\n")

    def incomplete(b):
        return bool(balance(b)) or b.rstrip().endswith((":", ".", "="))
    prompt = yellow + "In: " + RESET
    bold_red, bold_blue, bold = ESC + "[1m" + ESC + "[38;5;9m", ESC + "[1m" + ESC + "[38;5;12m", ESC + "[1m"
    while True:
        src = edit(prompt, lambda b: yellow + "..: " + RESET, incomplete, raw=False, hide_after=True)
        s = src.strip()
        if not s:
            out(ESC + "[?25h")
            continue
        if s in (":quit", ":exit"):
            out(ESC + "[?25h")
            return
        if "u64::MAX" in s or s.startswith("loop"):
            forever()
        if s.endswith(";"):
            time.sleep(0.3)
            out(ESC + "[?25h")
            continue
        if s.startswith("vec![") and ".sum" in s:
            time.sleep(0.5)
            nums = s[5:s.index("]")].split(",")
            out(red + "Out: " + white + "%d" % sum(int(x) for x in nums) + RESET + "\r\n\r\n")
            out(ESC + "[?25h")
            continue
        time.sleep(0.5)
        word = s.split(".")[0].split("(")[0].strip()
        line = s.split("\n")[0]
        out(red + bold_red + "error[E0425]" + RESET + bold + ": cannot find value `%s` in this scope" % word + RESET + "\r\n"
            + " " + bold_blue + "--> " + RESET + "src/main.rs:3:1\r\n"
            + "  " + bold_blue + "|" + RESET + "\r\n"
            + bold_blue + "3" + RESET + " " + bold_blue + "|" + RESET + " %s\r\n" % line
            + "  " + bold_blue + "|" + RESET + " " + bold_red + "^" * len(word) + " not found in this scope" + RESET + "\r\n"
            + "\r\n")
        out(ESC + "[?25h")


# roc repl: its welcome lines, `» ` (cyan) read by rustyline in raw mode,
# bracketed paste set; `… ` under an input not ended (a `when … is`
# until an empty line); each value with its type and, right-aligned at
# column 32, the name it is kept by (`# val1`); an error as a report
# with its title in a rule, the code and carets.
def roc():
    cyan, pink, green, red = ESC + "[36m", ESC + "[35m", ESC + "[32m", ESC + "[31m"
    out("\n  The rockin\u2019 " + cyan + "roc repl" + RESET + "\n"
        + pink + "\u2500" * 24 + RESET + "\n\n"
        "Enter an expression, or :help, or :q to quit.\n\n")
    prompt = cyan + "\u00bb" + RESET + " "
    cont = cyan + "\u2026" + RESET + " "
    count = 0

    def incomplete(b):
        last = b.split("\n")
        if b.endswith("\n"):
            return False
        return last[0].rstrip().startswith("when ") or b.rstrip().endswith(("->", "=", "is", "\\"))
    while True:
        src = edit(prompt, lambda b: cont, incomplete, paste=True)
        s = src.strip()
        if not s:
            continue
        if s in (":q", ":quit", ":exit"):
            return
        if "List.range" in s:
            forever()
        name = None
        expr = s
        if "=" in s.split("\n")[0] and not s.startswith("when") and "==" not in s:
            name, expr = [x.strip() for x in s.split("=", 1)]
        if s.startswith("when"):
            out("\n" + '"fuel"' + pink + " : " + RESET + "Str")
            count += 1
            shown = '"fuel" : Str'
            label = "val%d" % count
        elif all(p.strip().isdigit() for p in expr.split("+")):
            value = sum(int(p) for p in expr.split("+"))
            out("\n%d" % value + pink + " : " + RESET + "Num *")
            shown = "%d : Num *" % value
            if name is None:
                count += 1
                label = "val%d" % count
            else:
                label = name
        else:
            word = expr.split()[0]
            out("\n" + cyan + "\u2500\u2500 UNRECOGNIZED NAME " + "\u2500" * 59 + RESET + "\n\n"
                "Nothing is named `%s` in this scope.\n\n" % word
                + cyan + "4\u2502" + RESET + "      %s\n" % expr
                + "        " + red + "^" * len(word) + RESET + "\n\n"
                "Did you mean one of these?\n\n"
                "    Str\n    Set\n    List\n    Dict\n\n")
            continue
        pad = 32 - len(shown) - len(" # " + label)
        out(" " * max(pad, 1) + green + " # " + label + RESET + "\n\n")


# Carp: its three lines of welcome and, on Linux, `> ` in yellow, read by
# haskeline in raw mode; a line leaving brackets open is followed by a
# prompt of those brackets (`(`), the rest read after it; a value after
# a yellow `=> `; an error in red with where it was read (`REPL:2:2`).
def carp():
    yellow, red = ESC + "[33m", ESC + "[31m"
    out("Welcome to Carp 0.6.0\n"
        "This is free software with ABSOLUTELY NO WARRANTY.\n"
        "Evaluate (help) for more information.\n")
    line_no = 1
    defined = set()
    while True:
        src = edit(yellow + "> " + RESET, lambda b: yellow + balance(b) + RESET, lambda b: bool(balance(b)))
        s = " ".join(src.split())
        at = line_no
        line_no += max(1, src.count("\n") + 1)
        if not s:
            continue
        if s in ("(quit)", ":q"):
            return
        if s.startswith("(defn ") or s.startswith("(defndynamic "):
            defined.add(s.split()[1])
            continue
        if s in (":bx", "(do (build) (run))"):
            out("Compiled to 'out/Untitled' (executable)\n")
            forever()
        if s.startswith("(+ "):
            out(yellow + "=> %d" % sum(int(x) for x in s[3:-1].split()) + RESET + "\n")
            continue
        sym = s.strip("()").split()[0]
        col = 2 if s.startswith("(") else 1
        out(red + "I can\u2019t find the symbol `%s` at REPL:%d:%d." % (sym, at, col) + RESET + "\n")


if __name__ == "__main__":
    {"ccl": ccl, "basilisp": basilisp, "irust": irust, "roc": roc, "carp": carp}[sys.argv[1]]()
