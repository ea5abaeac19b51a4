#!/usr/bin/env python3
"""The threehundredthirtythird set's imitations of five consoles of
mathematics, science and statistics that Debian does not package, each
run as `threehundredthirtythird_math.py TOOL`: expreduce (Expreduce, a
computer-algebra system after Mathematica's language, its In[n]:= and
Out[n]= counters), macsyma (Macsyma, its (c1) and (d1) lines), renjin
(Renjin, a statistics console of R's language on the JVM, > and its +
continuation), rpnx (RPNx, a terminal calculator with an X/Y/Z/T stack,
full screen with curses) and isabelle (Isabelle/HOL's old tty loop, its
goals shown under each step). The line consoles draw a line at a time on
the main screen, lines edited with readline; each asks one question of
its own (a value for Input[], the sign of a symbol, whether to save the
workspace, whether to clear the stack, whether to quit an unfinished
proof), as their documentation and published sessions show them."""

import curses
import readline  # noqa: F401  (each console edits its line)
import sys
import time


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


def busy():
    while True:
        time.sleep(1)


# Expreduce: `In[n]:= `, answers as `Out[n]= ` drawn in two dimensions,
# messages as `Symbol::tag: text`.
def expreduce():
    out("Welcome to Expreduce!\n\n")
    n = 1
    while True:
        line = ask("In[%d]:= " % n).strip()
        if not line:
            continue
        if line in ("Quit[]", "Exit[]"):
            return
        if line.startswith("D[Sin[x]/x"):
            out("\n"
                "         Cos[x]   Sin[x]\n"
                "Out[%d]= ------ - ------\n"
                "           x        2\n"
                "                   x\n\n" % n)
        elif line == "1/0":
            out("Power::infy: Infinite expression 1/0 encountered.\n\n"
                "Out[%d]= ComplexInfinity\n\n" % n)
        elif line.startswith("Sum[i^2"):
            busy()
        elif "Input[" in line:
            v = ask("Number of terms? ").strip()
            out("\nOut[%d]= %s\n\n" % (n, v or "Null"))
        else:
            out("\nOut[%d]= %s\n\n" % (n, line))
        n += 1


# Macsyma: `(c1) ` before each line entered, `(d1) ` before its answer,
# a question on the sign of a symbol when integrating needs it.
def macsyma():
    out("This is Macsyma 2.4.1 for Linux.\n"
        "Copyright (c) 1982-2000 Macsyma Inc.  All rights reserved.\n"
        "Type  describe(trade_secret);  to see Trade Secret information.\n"
        "Type  help();  for help.\n\n")
    n = 1
    while True:
        line = ask("(c%d) " % n).strip()
        if not line:
            continue
        if line.startswith("quit"):
            return
        if line.startswith("expand((x+1)^3)"):
            out("\n                              3      2\n"
                "(d%d)                         x  + 3 x  + 3 x + 1\n\n" % n)
        elif line.startswith("integrate(1/(x^2+a)"):
            out("\nIs  a  positive or negative?\n\n")
            a = ask("").strip()
            if a.startswith("pos"):
                out("\n                                        x\n"
                    "                                 atan(-------)\n"
                    "                                      sqrt(a)\n"
                    "(d%d)                            -------------\n"
                    "                                    sqrt(a)\n\n" % n)
        elif line.startswith("factor(x^4000"):
            busy()
        elif line.count("(") > line.count(")"):
            out("\nIncorrect syntax: Too many ('s\n"
                "%s\n%s^\n\n" % (line, " " * (len(line) - 1)))
            continue
        else:
            out("\n(d%d)                                 %s\n\n" % (n, line.rstrip(";$")))
        n += 1


# Renjin: R's `> ` and its `+ ` under a statement left open, q() asking
# whether to save the workspace.
def renjin():
    out("Renjin 0.9.2726\n"
        "Copyright (C) 2019 The R Foundation for Statistical Computing\n"
        "Copyright (C) 2019 BeDataDriven\n\n")
    open_ = 0
    while True:
        line = ask("+ " if open_ else "> ")
        open_ += line.count("{") - line.count("}")
        if open_ > 0:
            continue
        open_ = 0
        s = line.strip()
        if s.startswith("summary("):
            out("   Min. 1st Qu.  Median    Mean 3rd Qu.    Max. \n"
                "  2.100   4.450   5.800   6.117   7.625  11.200 \n")
        elif "for (i in 1:1e9)" in s:
            busy()
        elif s in ("q()", "quit()"):
            a = ask("Save workspace image? [y/n/c]: ").strip()
            if a in ("y", "n"):
                return
        elif s:
            out("[1] %s\n" % s)


# RPNx: a full screen, the stack's T, Z, Y and X over a line to type on,
# keys help on the bottom row; `clr` asks before clearing.
def rpnx():
    def main(scr):
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
        curses.init_pair(2, curses.COLOR_YELLOW, -1)
        curses.init_pair(3, curses.COLOR_RED, -1)
        stack = [0.0, 0.0, 0.0, 0.0]
        lastx = 0.0
        buf, msg, asking = "", "", False
        while True:
            h, w = scr.getmaxyx()
            scr.erase()
            title = " RPNx 0.1.0   DEG   DEC   FIX 4"
            scr.addstr(0, 0, title.ljust(w - 1), curses.color_pair(1) | curses.A_BOLD)
            for i, name in enumerate(("T", "Z", "Y", "X")):
                v = "%.4f" % stack[3 - i]
                attr = curses.A_BOLD if name == "X" else 0
                scr.addstr(3 + 2 * i, 4, name + ":", curses.color_pair(2))
                scr.addstr(3 + 2 * i, 10, v.rjust(30), attr)
            scr.addstr(12, 4, "Last X:", curses.color_pair(2))
            scr.addstr(12, 12, ("%.4f" % lastx).rjust(28))
            scr.addstr(14, 0, "\u2500" * (w - 1))
            if msg:
                scr.addstr(h - 4, 2, msg, curses.color_pair(3) | curses.A_BOLD)
            scr.addstr(h - 1, 0, " ? help  ENTER push  clr clear  q quit".ljust(w - 1), curses.A_REVERSE)
            if asking:
                scr.addstr(h - 3, 2, "Clear stack and registers? (y/n) ")
            else:
                scr.addstr(h - 3, 2, "> " + buf)
            scr.refresh()
            ch = scr.get_wch()
            if asking:
                if ch in ("y", "Y"):
                    stack, lastx = [0.0] * 4, 0.0
                    asking = False
                elif ch in ("n", "N", "\x1b"):
                    asking = False
                continue
            if ch in ("\n", "\r", curses.KEY_ENTER):
                msg = ""
                line, buf = buf.strip(), ""
                if line == "q":
                    return
                if line == "clr":
                    asking = True
                    continue
                for tok in line.split():
                    try:
                        stack = [float(tok)] + stack[:3]
                        continue
                    except ValueError:
                        pass
                    if tok in "+-*/":
                        x, y = stack[0], stack[1]
                        if tok == "/" and x == 0:
                            msg = "Error: Divide by 0"
                            break
                        r = {"+": y + x, "-": y - x, "*": y * x, "/": y / x if x else 0}[tok]
                        lastx = x
                        stack = [r] + stack[2:] + [stack[3]]
                    else:
                        msg = "Error: Unknown command '%s'" % tok
                        break
            elif ch in ("\x7f", "\b", curses.KEY_BACKSPACE):
                buf = buf[:-1]
            elif isinstance(ch, str) and ch.isprintable():
                buf += ch
    curses.wrapper(main)


# Isabelle/HOL's tty loop: `> `, the proof state after each step, its
# goals numbered under `goal (n subgoals):`.
def isabelle():
    out("Welcome to Isabelle/HOL (Isabelle2013-2: December 2013)\n\n")
    proof = None
    while True:
        line = ask("> ").strip()
        if not line:
            continue
        if line.startswith("theory"):
            out("theory Scratch\n")
        elif line.startswith("lemma"):
            proof = "rev_rev"
            out("proof (prove): step 0\n\n"
                "goal (1 subgoal):\n"
                " 1. rev (rev xs) = xs\n")
        elif line.startswith("apply (induct"):
            out("proof (prove): step 1\n\n"
                "goal (2 subgoals):\n"
                " 1. rev (rev []) = []\n"
                " 2. \\<And>a xs. rev (rev xs) = xs \\<Longrightarrow>"
                " rev (rev (a # xs)) = a # xs\n")
        elif line == "sledgehammer":
            out("Sledgehammering...\n")
            busy()
        elif line == "quit":
            if proof:
                a = ask("Proof of %s is not finished. Quit anyway? (y/n) " % proof).strip()
                if a != "y":
                    continue
            return
        else:
            out("*** Outer syntax error: command expected,\n*** but identifier %s was found\n" % line.split()[0])


if __name__ == "__main__":
    {"expreduce": expreduce, "macsyma": macsyma, "renjin": renjin, "rpnx": rpnx,
     "isabelle": isabelle}[sys.argv[1]]()
