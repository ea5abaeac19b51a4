#!/usr/bin/env python3
"""The hundredeightyfifth set's imitations: each prints, on the main
screen and a line at a time, what the REPL of a programming language or
data tool that cannot run here prints (its banner, its prompt with its
counters, names and colours, its continuation prompt, its answers and
errors, and the questions it asks itself). The first argument names the
tool imitated."""
import sys

RED, BLUE, GREEN, BOLD, RESET = "\x1b[31m", "\x1b[34m", "\x1b[32m", "\x1b[1m", "\x1b[0m"


def out(s=""):
    sys.stdout.write(s + "\n")
    sys.stdout.flush()


def rl():
    # Tools that edit their line (linenoise, rustyline, haskeline,
    # prompt_toolkit, JLine) are imitated with GNU readline.
    import readline  # noqa: F401


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def plain(prompt):
    # A tool that reads its line as it comes, with the terminal cooked.
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


# kdb-like: kdb+'s q console, `q)`, and `q))` once an error suspends a
# function.
def kdb():
    out("KDB+ 4.0 2023.01.20 Copyright (C) 1993-2023 Kx Systems")
    out("l64/ 2()core 7940MB ada relay 127.0.1.1 EXPIRE 2024.01.20 ada@example.com KOD #4178452")
    out()
    depth = 1
    while True:
        line = plain("q" + ")" * depth).strip()
        if line == "\\\\":
            return
        if line == "til 5":
            out("0 1 2 3 4")
        elif line.startswith("f:"):
            pass
        elif line == "f 1":
            out("'type")
            out("  [1]  f:{x+`a}")
            out("           ^")
            depth += 1
        elif line == "\\":
            depth = max(1, depth - 1)
        elif line:
            out(line)


# osqueryi-like: osquery's shell, `osquery> ` and `    ...> `.
def osqueryi():
    rl()
    out("Using a virtual database. Need help, type '.help'")
    buf = ""
    while True:
        line = ask("osquery> " if not buf else "    ...> ")
        buf = (buf + " " + line).strip()
        if not buf:
            continue
        if buf in (".exit", ".quit"):
            return
        if not buf.endswith(";") and not buf.startswith("."):
            continue
        if buf.lower().startswith("select pid, name from processes"):
            out("+-----+----------+")
            out("| pid | name     |")
            out("+-----+----------+")
            out("| 1   | systemd  |")
            out("| 2   | kthreadd |")
            out("+-----+----------+")
        else:
            out('Error: near "%s": syntax error' % buf.split()[0])
        buf = ""


# radian-like: radian's R console, `r$> ` in blue, a blank row after each
# answer, and R's own question when it quits.
def radian():
    rl()
    out('R version 4.3.1 (2023-06-16) -- "Beagle Scouts"')
    out("Platform: x86_64-pc-linux-gnu (64-bit)")
    out()
    while True:
        line = ask("\x01" + BLUE + "\x02r$>\x01" + RESET + "\x02 ").strip()
        if line == "1 + 2":
            out("[1] 3")
            out()
        elif line in ("q()", "quit()"):
            a = ask("Save workspace image? [y/n/c]: ").strip()
            if a in ("y", "n"):
                return
            out()
        elif line:
            out("Error: object '%s' not found" % line)
            out()


# inim-like: INim, Nim's REPL, `nim> ` and `.... ` under an open block.
def inim():
    rl()
    out("INim 0.6.1")
    out("Nim Compiler Version 1.6.14 [Linux: amd64] at /usr/bin/nim")
    block = False
    while True:
        line = ask(".... " if block else "nim> ")
        if block:
            if not line.strip():
                block = False
            continue
        if line.rstrip().endswith("="):
            block = True
        elif line.strip() == "let x = 6 * 7":
            pass
        elif line.strip() == "x":
            out("42 == type int")
        elif line.strip().startswith("echo y"):
            out(RED + "/tmp/inim_1700000000.nim(3, 6) Error: undeclared identifier: 'y'" + RESET)
        elif line.strip() == "quit":
            return


# evcxr-like: evcxr, Rust's REPL, `>> `.
def evcxr():
    rl()
    out("Welcome to evcxr. For help, type :help")
    while True:
        line = ask(">> ").strip()
        if line == "x + 1":
            out(RED + "[E0425] Error:" + RESET + " cannot find value `x` in this scope")
            out("   ╭─[command:1:1]")
            out("   │")
            out(" 1 │ x + 1")
            out("   │ ┬  ")
            out("   │ ╰── not found in this scope")
            out("───╯")
        elif line == "6 * 7":
            out("42")
        elif line == ":quit":
            return


# cmucl-like: CMU Common Lisp's `* ` and its debugger's restarts over
# `0] `.
def cmucl():
    out("CMU Common Lisp 21e (21E Unicode), running on relay")
    out("With core: /usr/lib/cmucl/lisp-sse2.core")
    out("Dumped on: Thu, 2023-11-02 15:12:14+00:00 on relay")
    out("See <http://www.cmucl.org/> for support information.")
    out("Loaded subsystems:")
    out("    Unicode 1.31 with Unicode version 6.2.0")
    out("    Python 1.1, target Intel x86/sse2")
    out("    CLOS based on Gerd's PCL 2010/03/19 15:19:03")
    debug = False
    while True:
        line = plain("0] " if debug else "* ").strip()
        if line.lower().startswith("(cerror"):
            out()
            out('Error in function "Top-Level Form":  The relay is down.')
            out("   [Condition of type SIMPLE-ERROR]")
            out()
            out("Restarts:")
            out("  0: [CONTINUE] Use a default value.")
            out("  1: [ABORT   ] Return to Top-Level.")
            out()
            out("Debug  (type H for debugger help, or (QUIT) to exit)")
            out()
            out('("Top-Level Form")')
            out('Source: (CERROR "Use a default value." "The relay is down.")')
            debug = True
        elif debug and line in ("0", "1"):
            out("NIL" if line == "0" else "")
            debug = False
        elif line == "(+ 1 2)":
            out("3")
        elif line.lower() == "(quit)":
            return


# babashka-like: babashka's REPL, `user=> `.
def babashka():
    rl()
    out("Babashka v1.3.186 REPL.")
    out("Use :repl/quit or :repl/exit to quit the REPL.")
    out("Clojure rocks, Bash reaches.")
    out()
    while True:
        line = ask("user=> ").strip()
        if line == "(+ 1 2)":
            out("3")
        elif line == "(/ 1 0)":
            out("java.lang.ArithmeticException: Divide by zero [at <repl>:2:1]")
        elif line in (":repl/quit", ":repl/exit"):
            return


# dhall-like: dhall repl, `⊢ `.
def dhall():
    rl()
    out("Welcome to the Dhall v1.42.0 REPL! Type :help for more information.")
    while True:
        line = ask("⊢ ").strip()
        if line == "List/length Natural [ 1, 2, 3 ]":
            out()
            out("3")
            out()
        elif line == ":quit":
            return


TOOLS = {"kdb": kdb, "osqueryi": osqueryi, "radian": radian, "inim": inim, "evcxr": evcxr,
         "cmucl": cmucl, "babashka": babashka, "dhall": dhall}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
