#!/usr/bin/env python3
"""The twohundredeightyseventh set's imitations of five REPLs that Debian
does not package, each run as `twohundredeightyseventh_repl.py TOOL`:
dolt (DoltHub's Dolt, `dolt sql`), vlang (the V language's `v repl`),
planck (Mike Fikes' ClojureScript REPL), numbat (David Peter's
scientific calculator) and frida (the Frida instrumentation toolkit's
REPL, a process spawned). Each draws what the program draws on the main
screen a line at a time: its banner, its prompt (with the branch, the
namespace or the process in it), its continuation prompt, its answers,
tables and errors, as their documentation and published sessions show
them. Lines are edited with readline, as these programs edit them with
their own line editors; a line the REPL works on long prints nothing
until it is done."""

import readline  # noqa: F401  (each program edits its line)
import sys
import time

BOLD, DIM, RED, GREEN, YELLOW, CYAN, RESET = (
    "\033[1m", "\033[2m", "\033[31m", "\033[32m", "\033[33m", "\033[36m", "\033[0m")


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
    """Work on a line for long, printing nothing, as a REPL evaluating does."""
    time.sleep(900)


# Dolt's SQL shell: three `#` lines, `db/branch> `, a `*` after the branch
# once the working set is dirty, `-> ` under it while a statement is open.
def dolt():
    out("# Welcome to the DoltSQL shell.\n"
        "# Statements must be terminated with ';'.\n"
        "# \"exit\" or \"quit\" (or Ctrl-D) to exit. \"\\help\" for help.\n")
    dirty = False
    while True:
        prompt = "tally/main%s> " % ("*" if dirty else "")
        line = ask(prompt)
        stmt = line.strip()
        if stmt in ("exit", "quit"):
            out("Bye\n")
            return
        if not stmt:
            continue
        while not stmt.endswith(";"):
            more = ask(" " * (len(prompt) - 3) + "-> ")
            stmt += " " + more.strip()
        low = stmt.lower()
        if "sleep(" in low:
            busy()
        elif low.startswith("insert"):
            dirty = True
            out("Query OK, 1 row affected (0.00 sec)\n")
        elif "ledgr" in low:
            out("error on line 1 for query %s: table not found: ledgr\n" % stmt.rstrip(";"))
        elif low.startswith("select"):
            out("+----+------------+--------+\n"
                "| id | account    | cents  |\n"
                "+----+------------+--------+\n"
                "| 1  | rent       | -95000 |\n"
                "| 2  | salary     | 310000 |\n"
                "| 3  | groceries  | -12250 |\n"
                "+----+------------+--------+\n"
                "3 rows in set (0.00 sec)\n")
        else:
            out("Query OK, 0 rows affected (0.00 sec)\n")


# The V REPL: its V logo beside six lines of welcome, `>>> `, `... ` while
# a brace is open; errors as the compiler prints them; a program run from
# the REPL may ask on its own line.
def vlang():
    logo = [" ____    ____ ", " \\   \\  /   / ", "  \\   \\/   /  ",
            "   \\      /   ", "    \\    /    ", "     \\__/     "]
    text = ["Welcome to the V REPL (for help with V itself, type  exit , then run  v help ).",
            "Note: the REPL is highly experimental. For best V experience, use a text editor,",
            "save your code in a  main.v  file and execute:  v run main.v",
            "V 0.4.8 7fbdd3e . Use  list  to see the accumulated program so far.",
            "Use Ctrl-C or  exit  to exit, or  help  to see other available commands.",
            ""]
    for a, b in zip(logo, text):
        out(BLUE_LOGO(a) + " |  " + b + "\n")
    out("\n")
    while True:
        line = ask(">>> ")
        code = line.strip()
        if code == "exit":
            return
        if not code:
            continue
        depth = code.count("{") - code.count("}")
        while depth > 0:
            more = ask("... ")
            code += "\n" + more
            depth += more.count("{") - more.count("}")
        if "time.sleep" in code:
            busy()
        elif "os.input(" in code:
            q = code.split("os.input(", 1)[1].split("'")[1]
            answer = ask(q)
            out("'%s'\n" % answer)
        elif "totl" in code:
            out("/tmp/v_0/repl/run.v:4:9: " + RED + BOLD + "error:" + RESET +
                " undefined ident: `totl`\n"
                "    2 | import time\n"
                "    3 | \n"
                "    4 | println(totl)\n"
                "      |         " + RED + "~~~~" + RESET + "\n")
        elif code.startswith("fn "):
            pass
        else:
            out("58\n")


def BLUE_LOGO(s):
    return "\033[34m" + s + RESET


# Planck: ClojureScript's version, how to find docs and source, the
# results' names, then `ns=> `; `#_=> ` under it, right-aligned, while a
# form is open.
def planck():
    out("ClojureScript 1.11.132\n"
        "    Docs: (doc function-name)\n"
        "          (find-doc \"part-of-name\")\n"
        "  Source: (source function-name)\n"
        " Results: Stored in *1, *2, *3,\n"
        "          an exception in *e\n\n")
    ns = "cljs.user"
    while True:
        prompt = ns + "=> "
        form = ask(prompt).strip()
        if not form:
            continue
        depth = form.count("(") - form.count(")")
        while depth > 0:
            more = ask(" " * (len(prompt) - 4) + "#_=> ")
            form += " " + more.strip()
            depth += more.count("(") - more.count(")")
        if form.startswith("(ns "):
            ns = form[4:].strip(" )")
            out("nil\n")
        elif "range 1e12" in form or "range 1e10" in form:
            busy()
        elif form.startswith("(throw"):
            out(RED + "Execution error (ExceptionInfo) at (<cljs repl>:1).\n"
                "ledger is closed" + RESET + "\n")
        elif form.startswith("(defn"):
            name = form.split()[1]
            out("#'%s/%s\n" % (ns, name))
        else:
            out("42\n")


# Numbat: its name in block letters beside the version and site, `>>> `,
# an answer as the expression read back and `= value    [Dimension]`,
# errors as boxed diagnostics.
def numbat():
    out("\n  " + BOLD + "█▄░█ █░█ █▀▄▀█ █▄▄ ▄▀█ ▀█▀" + RESET + "    Numbat 1.11.0\n"
        "  " + BOLD + "█░▀█ █▄█ █░▀░█ █▄█ █▀█ ░█░" + RESET + "    https://numbat.dev/\n\n")
    n = 0
    while True:
        line = ask(">>> ")
        t = line.strip()
        if t in ("exit", "quit"):
            return
        if not t:
            continue
        n += 1
        if "meter + 3 second" in t:
            out(RED + BOLD + "error" + RESET + BOLD + ": while type checking" + RESET + "\n"
                "  " + CYAN + "┌─" + RESET + " <input:%d>:1:1\n" % n +
                "  " + CYAN + "│" + RESET + "\n"
                + CYAN + "1" + RESET + " " + CYAN + "│" + RESET + " 2 meter + 3 second\n"
                "  " + CYAN + "│" + RESET + " " + CYAN + "-------" + RESET + "   " + RED + "^^^^^^^^" + RESET + " Time\n"
                "  " + CYAN + "│" + RESET + " " + CYAN + "│" + RESET + "\n"
                "  " + CYAN + "│" + RESET + " " + CYAN + "Length" + RESET + "\n"
                "  " + CYAN + "│" + RESET + "\n"
                "  = Incompatible dimensions in binary operator '+':\n"
                "        left hand side: Length\n"
                "       right hand side: Time\n\n")
        else:
            out("\n  8 kilometre / (1 hour + 25 minute)\n\n"
                "    = 5.64706 km/h    " + CYAN + "[Velocity]" + RESET + "\n\n")


# Frida's REPL, a process spawned: its logo beside the commands, where to
# read more and what it is connected to, then `[Local::name ]-> `;
# answers as JSON, errors as QuickJS prints them.
def frida():
    logo = ["     ____", "    / _  |", "   | (_| |", "    > _  |", "   /_/ |_|",
            "   . . . .", "   . . . .", "   . . . .", "   . . . .", "   . . . .", "   . . . ."]
    text = ["", "Frida 16.5.9 - A world-class dynamic instrumentation toolkit", "",
            "Commands:", "    help      -> Displays the help system",
            "    object?   -> Display information about 'object'",
            "    exit/quit -> Exit", "",
            "More info at https://frida.re/docs/home/", "",
            "Connected to Local System (id=local)"]
    for a, b in zip(logo, text):
        out(a.ljust(13) + b + "\n")
    out("Spawned `./tally --serve`. Resuming main thread!\n")
    while True:
        line = ask("[Local::tally ]-> ")
        t = line.strip()
        if t in ("exit", "quit"):
            out("\nThank you for using Frida!\n")
            return
        if not t:
            continue
        if t.startswith("while"):
            busy()
        elif "totl" in t:
            out(RED + "ReferenceError: 'totl' is not defined" + RESET + "\n"
                "    at <eval> (<input>:1)\n")
        elif t.startswith("Process.id"):
            out("4242\n")
        else:
            out("{\n    \"arch\": \"x64\",\n    \"platform\": \"linux\"\n}\n")


def main():
    tools = {"dolt": dolt, "vlang": vlang, "planck": planck, "numbat": numbat, "frida": frida}
    if len(sys.argv) < 2 or sys.argv[1] not in tools:
        sys.exit("usage: twohundredeightyseventh_repl.py dolt|vlang|planck|numbat|frida")
    try:
        tools[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\n")


if __name__ == "__main__":
    main()
