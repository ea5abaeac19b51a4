#!/usr/bin/env python3
"""The threehundredfortythird set's imitations of five REPLs of niche
languages that Debian does not package, each run as
`threehundredfortythird_repl.py TOOL`: clasp (Clasp Common Lisp's
top level, the current package in its prompt), io (the Io language's
REPL, messages sent Smalltalk-like), aplx (MicroAPL's APLX session, a
six-space indent and no prompt), tau (Tau Prolog's top level, `?- ` and
its `true ;` answers) and quackery (the Quackery shell, printing its
stack). Each draws what the program draws on the main screen a line at
a time: its banner, its prompt, its answers and errors, its
continuation and a long computation that does not come back, as their
documentation and published sessions show them. Lines are edited with
readline, as these programs edit them (or leave them to the terminal)."""

import os
import readline  # noqa: F401  (each program edits its line)
import sys
import termios
import time
import tty


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


def key():
    """One key, read raw with echo off, as a top level reads `;`."""
    old = termios.tcgetattr(0)
    try:
        tty.setcbreak(0)
        new = termios.tcgetattr(0)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(0, termios.TCSANOW, new)
        return os.read(0, 1).decode(errors="replace")
    finally:
        termios.tcsetattr(0, termios.TCSANOW, old)


def forever():
    while True:
        time.sleep(60)


# Clasp: its start-up lines, then `COMMON-LISP-USER> `, the current
# package's name before `>`; an error enters the debugger, one `>` more.
def clasp():
    out("Starting cclasp 2.6.0-54-g3a2f0c1d9 ... loading image...\n"
        "Resources directory: /usr/local/lib/clasp/\n"
        "Loading image /usr/local/lib/clasp/images/base.fasl\n"
        "Top level in: #<PROCESS TOP-LEVEL @0x7f3a5c0 (Running)>.\n")
    pkg, level = "COMMON-LISP-USER", 1
    while True:
        line = ask("%s%s " % (pkg, ">" * level)).strip()
        if not line:
            continue
        if line.count("(") > line.count(")"):
            # the reader waits for the form's end, no prompt
            while line.count("(") > line.count(")"):
                line += " " + ask("")
            out("FIB\n")
            continue
        low = line.lower()
        if low.startswith("(in-package"):
            name = low.split()[-1].strip(":)\"'#").upper()
            pkg = name
            out('#<PACKAGE "%s">\n' % name)
            continue
        if low.startswith("(defpackage"):
            out('#<PACKAGE "%s">\n' % low.split()[1].strip(":)").upper())
            continue
        if low.startswith("(loop") or low.startswith("(fib"):
            forever()
        if low in (":q", "(quit)"):
            return
        if low.startswith("(") and not low[1:2].isdigit() and not low.startswith("(+"):
            fn = low[1:].split()[0].strip(")").upper()
            out("\nCondition of type: UNDEFINED-FUNCTION\n"
                "The function %s::%s is undefined.\n\n"
                "Available restarts:\n(use :r1 to invoke restart 1)\n\n"
                "1. (RESTART-TOPLEVEL) Go back to Top-Level REPL.\n\n"
                "Broken at frame[14] CORE:TOP-LEVEL-EVAL-WITH-ENV.\n" % (pkg, fn))
            level += 1
            continue
        out("42\n")


# Io: `Io 20170906` and `Io> `; a value comes back after `==> `, an
# exception as a block with the message and where it was sent.
def io():
    out("Io 20170906\n")
    while True:
        line = ask("Io> ").strip()
        if not line:
            continue
        if line.count("(") > line.count(")"):
            while line.count("(") > line.count(")"):
                line += " " + ask("... ").strip()
            out("==>  Ledger_0x55d0c3a1e2f0:\n  total           = method(...)\n\n")
            continue
        if line.startswith("for(") or line.startswith("while("):
            forever()
        if line in ("exit", "quit"):
            return
        if line.replace(" ", "").replace("+", "").replace("*", "").isdigit():
            out("==> %s\n" % eval(line))
            continue
        first = line.split()[0]
        out("\n  Exception: Object does not respond to '%s'\n"
            "  ---------\n"
            "  %-36s Command Line 1\n\n" % (first, "Object " + first))


# APLX: its banner and CLEAR WS, then input at a six-space indent, no
# prompt; results flush left; an error's name, the line and a caret; ∇
# opens the line editor, `[1] ` asking for the function's first line.
def aplx():
    out("APLX for Linux  Version 5.1.0\n"
        "Copyright (C) 1985-2012 MicroAPL Ltd\n"
        "Serial number 50117 \u2014 Single-user licence\n\n"
        "CLEAR WS\n")
    n = 0
    while True:
        line = ask("      ")
        s = line.strip()
        if not s:
            continue
        if s.startswith("\u2207"):
            n = 1
            while True:
                body = ask("[%d]   " % n).strip()
                if body == "\u2207" or body.endswith("\u2207"):
                    break
                n += 1
            continue
        if "\u23731E9" in s.replace(" ", "") or "1E9" in s:
            forever()
        if s.upper() in (")OFF",):
            return
        if s == "1 2 3+4 5 6":
            out("5 7 9\n")
            continue
        if s == "1 2 3+4 5":
            out("LENGTH ERROR\n      1 2 3+4 5\n           ^\n")
            continue
        out("VALUE ERROR\n      %s\n      ^\n" % s)


# Tau Prolog's top level: `?- `, an answer and its choice point left
# open (` ;` asks for the next), `|    ` under a query not ended.
def tau():
    out("Tau Prolog 0.3.4 (beta)\n"
        "Copyright (C) 2017 - 2023 Jos\u00e9 Antonio Riaza Valverde\n\n")
    while True:
        q = ask("?- ").strip()
        if not q:
            continue
        while not q.endswith("."):
            q += " " + ask("|    ").strip()
        if q.startswith("halt"):
            return
        if q.startswith("between(") and "fail" in q:
            forever()
        if q.startswith("member(") and q.replace(" ", "").startswith("member(fuel,"):
            out("true ")
            while True:
                k = key()
                if k == ";":
                    out(";\ntrue ")
                    k = key()
                    out(".\n" if k != ";" else ";\nfalse.\n")
                    break
                if k in ".\r\n":
                    out(".\n")
                    break
            continue
        if q.startswith("member(X"):
            out("X = cash ")
            k = key()
            out(".\n" if k != ";" else ";\nX = fuel ;\nX = rent.\n")
            continue
        name = q.split("(")[0]
        arity = q.count(",") + 1 if "(" in q else 0
        out("uncaught exception: error(existence_error(procedure,%s/%d),top_level/0)\n" % (name, arity))


# Quackery's shell: `/O> `, then `... ` for more until an empty line;
# then the stack, or `Stack empty.`; a problem names itself and shows
# the stacks.
def quackery():
    out("\nWelcome to Quackery.\n\nEnter \"leave\" to leave the shell.\n\n")
    stack = []
    while True:
        words = []
        line = ask("/O> ")
        while line.strip():
            words += line.split()
            line = ask("... ")
        if not words:
            continue
        if words == ["leave"]:
            out("\nGoodbye.\n")
            return
        if "times" in words:
            forever()
        bad = [w for w in words if not w.isdigit() and w not in ("+", "*", "dup", "drop", "swap")]
        if bad:
            out("\n       Problem: Unknown word: %s\n"
                "Quackery Stack: %s\n"
                "  Return stack: {[...] 0} {quackery 1} {[...] 11} {shell 5} {quackery 1}\n\n"
                % (bad[0], " ".join(str(x) for x in stack)))
            continue
        for w in words:
            if w.isdigit():
                stack.append(int(w))
            elif w == "+":
                stack.append(stack.pop() + stack.pop())
            elif w == "*":
                stack.append(stack.pop() * stack.pop())
            elif w == "dup":
                stack.append(stack[-1])
            elif w == "drop":
                stack.pop()
            elif w == "swap":
                stack[-1], stack[-2] = stack[-2], stack[-1]
        if stack:
            out("\nStack: %s\n\n" % " ".join(str(x) for x in stack))
        else:
            out("\nStack empty.\n\n")


if __name__ == "__main__":
    {"clasp": clasp, "io": io, "aplx": aplx, "tau": tau, "quackery": quackery}[sys.argv[1]]()
