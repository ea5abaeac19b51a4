#!/usr/bin/env python3
"""The twohundredsixtyeighth set's imitations of language REPLs and a
debugger that Debian 12 does not package, each run as
`twohundredsixtyeighth_repl.py TOOL`: bigloo (Bigloo's interpreter), txr
(the TXR Lisp listener), ciao (the Ciao Prolog top level), pdbpp (pdb++,
Python's debugger extended) and bqn (CBQN's REPL). Each draws what the
program draws on the main screen a line at a time: its banner, its
prompt, its answers and errors, as their documentation and published
sessions show them. Lines are read cooked (echoed by the terminal) where
the program reads them so, or with readline where it edits them."""

import os
import sys
import time


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readline_cooked():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def spin(seconds):
    """Compute for a while, as a program busy evaluating does."""
    end = time.time() + seconds
    n = 0
    while time.time() < end:
        n += 1
    return n


# Bigloo's interpreter: a banner box with its ASCII bird, `1:=> `, lines
# read cooked; an unfinished expression waits on a bare row.
BIGLOO_BANNER = r"""------------------------------------------------------------------------------
Bigloo (4.4c)                                                            ,--^, 
`a practical Scheme compiler'                                      _ ___/ /|/  
Sun Nov 13 08:44:12 CET 2022                                   ,;'( )__, ) '   
Inria -- Sophia Antipolis                                     ;;  //   L__.    
email: bigloo@lists-sop.inria.fr                              '   \\   /  '    
url: http://www-sop.inria.fr/indes/fp/Bigloo                       ^   ^       
------------------------------------------------------------------------------

Welcome to the interpreter

"""


def bigloo():
    out(BIGLOO_BANNER)
    while True:
        out("1:=> ")
        text = readline_cooked()
        while text.count("(") > text.count(")"):
            text += " " + readline_cooked()
        t = text.strip()
        if t in ("(exit)", "(quit)"):
            return
        if not t:
            continue
        if t.startswith("(car 5"):
            out("*** ERROR:car:\nType `pair' expected, `bint' provided -- 5\n")
        elif t.startswith("(map"):
            out("(1 4 9 16)\n")
        elif t.startswith("(define"):
            name = t.split()[1].lstrip("(")
            out(name + "\n")
        else:
            out(t + "\n")


# The TXR Lisp listener: three lines of banner, a numbered prompt `1> `,
# its own line editor (readline here).
def txr():
    import readline  # noqa: F401  (the listener edits its line)
    out("This is the TXR Lisp interactive listener of TXR 283.\n"
        "Quit with :quit or Ctrl-D on an empty line. Ctrl-X ? for cheatsheet.\n"
        "TXR works even at altitudes above 10,000 feet.\n")
    n = 1
    while True:
        try:
            t = input("%d> " % n).strip()
        except EOFError:
            return
        if t == ":quit":
            return
        if not t:
            continue
        n += 1
        if t.startswith("(car 5"):
            out("** car: 5 is not a cons\n")
        elif t.startswith("(sum (range"):
            spin(120)
            out("5000000050000000\n")
        elif t.startswith("(mapcar"):
            out("(1 4 9 16)\n")
        else:
            out(t + "\n")


# The Ciao Prolog top level: its version line, `?- ` read cooked, an
# answer with ` ? ` after it waiting for `;` (another) or Enter (done).
def ciao():
    out("Ciao 1.22.0 (2022-09-28 17:36:26 +0200) [LINUXx86_64]\n")
    while True:
        out("?- ")
        text = readline_cooked()
        if not text.strip():
            continue
        while not text.rstrip().endswith("."):
            text += " " + readline_cooked()
        q = text.strip()
        if q == "halt.":
            return
        if q.startswith("member(X"):
            inner = q[q.index("[") + 1:q.rindex("]")]
            items = [s.strip() for s in inner.split(",")]
            out("\n")
            done = False
            for i, item in enumerate(items):
                out("X = %s ? " % item)
                a = readline_cooked().strip()
                if a != ";":
                    done = True
                    break
                out("\n")
            out("\nyes\n" if done else "no\n")
        elif q.startswith("brew("):
            out("{ERROR: user:brew/1 - existence error: procedure does not exist}\n\nno\n")
        else:
            out("\nyes\n")


# pdb++ (pdbpp): `[0] > file(line)function()` over `-> line` and
# `(Pdb++) ` read with readline; `sticky` clears the screen and lists the
# function with the current line highlighted; `break N` sets one;
# `clear` asks `Clear all breaks? `; `continue` runs the program on.
PDB_FILE = "/home/dev/ledger/report.py"
PDB_SRC = [
    "import sys",
    "",
    "",
    "",
    "def average(prices):",
    "    total = 0",
    "    for p in prices:",
    "        total += p",
    "    breakpoint()",
    "    return total / len(prices)",
]


def pdbpp():
    import readline  # noqa: F401
    ns = {"prices": [12.5, 7.25, 30.0], "total": 49.75, "p": 30.0}

    def location():
        out("\x1b[36m[0]\x1b[0m > %s(10)average()\n" % PDB_FILE)
        out("-> \x1b[38;5;70mreturn\x1b[0m total / \x1b[38;5;33mlen\x1b[0m(prices)\n")

    def sticky():
        out("\x1b[H\x1b[2J")
        out("\x1b[36m[0]\x1b[0m > %s(10)average()\n\n" % PDB_FILE)
        for i in range(5, 11):
            line = PDB_SRC[i - 1]
            mark = "->" if i == 10 else "  "
            row = "%4d  %s  %s" % (i, mark, line)
            if i == 10:
                out("\x1b[39;49;7m" + row.ljust(78) + "\x1b[0m\n")
            else:
                out(row + "\n")

    breaks = []
    location()
    while True:
        try:
            t = input("(Pdb++) ").strip()
        except EOFError:
            return
        if not t:
            continue
        cmd, _, arg = t.partition(" ")
        if cmd in ("q", "quit"):
            return
        if cmd == "sticky":
            sticky()
        elif cmd in ("p", "pp"):
            try:
                out(repr(eval(arg, {}, ns)) + "\n")
            except Exception as e:
                out("*** %s: %s\n" % (type(e).__name__, e))
        elif cmd in ("c", "continue"):
            spin(120)
            return
        elif cmd in ("cl", "clear") and not arg:
            try:
                a = input("Clear all breaks? ")
            except EOFError:
                return
            if a.strip().lower() in ("y", "yes"):
                for i, line in enumerate(breaks):
                    out("Deleted breakpoint %d at %s:%d\n" % (i + 1, PDB_FILE, line))
                breaks.clear()
        elif cmd in ("b", "break") and arg.isdigit():
            breaks.append(int(arg))
            out("Breakpoint %d at %s:%s\n" % (len(breaks), PDB_FILE, arg))
        elif cmd in ("l", "list"):
            for i in range(5, 11):
                mark = "->" if i == 10 else "  "
                out("%4d  %s  %s\n" % (i, mark, PDB_SRC[i - 1]))
        else:
            try:
                out(repr(eval(t, {}, ns)) + "\n")
            except Exception as e:
                out("*** %s: %s\n" % (type(e).__name__, e))


# CBQN's REPL: no banner, an indent of three spaces for its prompt, read
# cooked; results at the left edge, errors with `at` and carets.
def bqn():
    while True:
        out("   ")
        t = readline_cooked()
        s = t.strip()
        if not s:
            continue
        if s.startswith("prices"):
            out("Error: Undefined identifier\nat %s\n   ^^^^^^\n" % s)
        elif s.startswith("+´↕1e10"):
            spin(120)
            out("4.9999999995e19\n")
        elif s.startswith("+´"):
            out("49.75\n")
        elif s.startswith("⌽"):
            out("⟨ 30 7.25 12.5 ⟩\n")
        else:
            out(s + "\n")


TOOLS = {"bigloo": bigloo, "txr": txr, "ciao": ciao, "pdbpp": pdbpp, "bqn": bqn}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
