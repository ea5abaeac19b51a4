#!/usr/bin/env python3
"""The twohundredseventyfifth set's imitations of a calculator, a
language's REPL and two database query consoles that Debian 12 does not
package, each run as `twohundredseventyfifth_repl.py TOOL`: kalker
(PaddiM8's calculator), egison (Satoshi Egi's pattern-matching
language), csql (CUBRID's SQL interpreter) and nebula (the NebulaGraph
console). Each draws what the program draws on the main screen a line
at a time: its banner, its prompt, its answers, tables and errors, as
their documentation and published sessions show them. Lines are edited
with readline, as these programs edit them with their own line editors;
a password is read without echo."""

import getpass
import readline  # noqa: F401  (each program edits its line)
import sys
import time

BOLD, DIM, RED, GREEN, CYAN, RESET = "\033[1m", "\033[2m", "\033[31m", "\033[32m", "\033[36m", "\033[0m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def spin(seconds):
    """Compute for a while, as a program busy evaluating does."""
    end = time.time() + seconds
    n = 0
    while time.time() < end:
        n += 1
    return n


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


# kalker: two lines of banner, `>> `, an answer as `= value` under the
# line, an error in red.
def kalker():
    out("kalker v2.1.0\nType 'help' for instructions.\n")
    while True:
        t = ask(">> ").strip()
        if t in ("exit", "quit"):
            return
        if not t:
            continue
        if t.startswith("sum(") or t.startswith("Σ("):
            spin(300)
            out("= 1.6449340568\n")
        elif t.startswith("sqrt(2)"):
            out("= 4.2426406871\n")
        elif t.startswith("foo"):
            out(RED + "Undefined function: 'foo'." + RESET + "\n")
        else:
            out("= 8\n")


# Egison: its version, site and welcome over `> `, answers a line each.
def egison():
    out("Egison Version 4.1.3\nhttps://www.egison.org\nWelcome to Egison Interpreter!\n")
    while True:
        t = ask("> ").strip()
        if not t:
            continue
        if t.startswith("length (take"):
            spin(300)
            out("200000\n")
        elif t.startswith("take 10 primes"):
            out("[2, 3, 5, 7, 11, 13, 17, 19, 23, 29]\n")
        elif t.startswith("matchAll"):
            out("[(1, [2, 3]), (2, [1, 3]), (3, [1, 2])]\n")
        else:
            word = t.split()[0]
            out("Unbound variable: %s\n" % word)


# CUBRID's csql: `Enter Password : ` read without echo, the banner, then
# `csql> ` for each line until a `;` ends the statement; results under
# `=== <Result of SELECT Command in Line 1> ===`.
ATHLETES = [
    ("'Yoo Nam-Kyu'", "'M'", "'Table Tennis'"),
    ("'Hyun Jung-Hwa'", "'W'", "'Table Tennis'"),
    ("'Kim Taek-Soo'", "'M'", "'Table Tennis'"),
]


def csql():
    getpass.getpass("Enter Password : ")
    out("\n\tCUBRID SQL Interpreter\n\n\nType `;help' for help messages.\n\n")
    while True:
        text = ask("csql> ")
        if not text.strip():
            continue
        if text.strip().lower().startswith(";ex"):
            return
        while not text.rstrip().endswith(";"):
            text += " " + ask("csql> ")
        q = " ".join(text.split())
        low = q.lower()
        if "athelete" in low:
            out("\nIn line 1, column 15,\n\nERROR: before ' ; '\nUnknown class \"dba.athelete\".\n\n\n")
        elif "count(*)" in low:
            spin(300)
            out("\n=== <Result of SELECT Command in Line 1> ===\n\n       count(*)\n=============\n       86400000\n\n"
                "1 row selected. (298.114052 sec) Committed. \n\n1 command(s) successfully processed.\n")
        else:
            out("\n=== <Result of SELECT Command in Line 1> ===\n\n")
            out("  name                  gender                event\n")
            out("=" * 66 + "\n")
            for n, g, e in ATHLETES:
                out("  %-22s%-22s%s\n" % (n, g, e))
            out("\n3 rows selected. (0.006839 sec) Committed. \n\n1 command(s) successfully processed.\n")


# The NebulaGraph console: `Welcome!`, then `(root@nebula) [space]> `;
# tables of +---+ borders, `Got N rows (time spent ...)` and the date.
def nebula():
    out("Welcome!\n\n")
    space = "(none)"
    stamp = "Sat, 28 Nov 2026 10:31:12 UTC"
    while True:
        t = ask("(root@nebula) [%s]> " % space).strip()
        if not t:
            continue
        if t in (":exit", ":quit", "exit", "quit"):
            out("\nBye root!\n%s\n\n" % stamp)
            return
        low = t.lower()
        if low.startswith("use "):
            space = t[4:].rstrip(";").strip()
            out("Execution succeeded (time spent 1.405ms/2.063ms)\n\n%s\n\n" % stamp)
        elif low.startswith("go from"):
            out("+-------------+\n| id          |\n+-------------+\n"
                "| \"player101\" |\n| \"player125\" |\n+-------------+\n"
                "Got 2 rows (time spent 2.312ms/3.154ms)\n\n%s\n\n" % stamp)
        elif low.startswith("match p"):
            spin(300)
            out("+----------+\n| count(p) |\n+----------+\n| 48211350 |\n+----------+\n"
                "Got 1 rows (time spent 291.2s/291.3s)\n\n%s\n\n" % stamp)
        else:
            out("[ERROR (-1004)]: SyntaxError: syntax error near `%s'\n\n%s\n\n" % (t.split()[0], stamp))


def main():
    tools = {"kalker": kalker, "egison": egison, "csql": csql, "nebula": nebula}
    if len(sys.argv) < 2 or sys.argv[1] not in tools:
        sys.stderr.write("usage: twohundredseventyfifth_repl.py kalker|egison|csql|nebula\n")
        sys.exit(2)
    tools[sys.argv[1]]()


if __name__ == "__main__":
    main()
