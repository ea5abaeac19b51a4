#!/usr/bin/env python3
"""The threehundredtwentyfirst set's imitations of five read-eval-print
loops and query tools that Debian does not package, each run as
`threehundredtwentyfirst_repl.py TOOL`: altibase (Altibase's iSQL, its
server, user and password asked first), h2 (the H2 Database Engine's
Shell tool, its URL, driver, user and password asked first), factor (the
Factor language's listener in a terminal, the current vocabulary in its
prompt, the data stack after each line), futhark (`futhark repl`, its
prompt counting the lines entered) and tibero (TmaxTibero's tbSQL, its
continuation lines numbered). Each draws what the program draws on the
main screen a line at a time: its banner, its prompt, its questions, its
answers, tables and errors, as their documentation and published sessions
show them. Lines are edited with readline, secrets read with echo off."""

import getpass
import readline  # noqa: F401  (each program edits its line)
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


# Altibase's iSQL run bare: a dashed banner, then the server (a default
# in parentheses), the user and the password asked, then `iSQL> `.
def altibase():
    out("-------------------------------------------------------\n"
        "     Altibase Client Query utility.\n"
        "     Release Version 7.1.0.5.2\n"
        "     Copyright 2000, Altibase Corporation or its subsidiaries.\n"
        "     All Rights Reserved.\n"
        "-------------------------------------------------------\n")
    server = ask("Write Server Name (default:127.0.0.1) : ").strip() or "127.0.0.1"
    ask("Write UserID : ")
    getpass.getpass("Write Password : ")
    out("ISQL_CONNECTION = TCP, SERVER = %s, PORT_NO = 20300\n" % server)
    while True:
        stmt = ask("iSQL> ").strip()
        if not stmt:
            continue
        if stmt.lower().rstrip(";") in ("exit", "quit"):
            return
        while not stmt.endswith(";"):
            stmt += " " + ask("").strip()
        low = stmt.lower()
        if "ledgr" in low:
            out("[ERR-31031 : Table or view was not found :\n"
                "0001 : select * from LEDGR\n"
                "                     ^   ^\n"
                "]\n")
            continue
        if "from ledger" in low:
            out("ACCOUNT      TOTAL\n"
                "-------------------------------\n"
                "fuel         -4100\n"
                "rent         -120000\n"
                "salary       310000\n"
                "3 rows selected.\n")
            continue
        out("Execute success.\n")


# The H2 Shell tool (java -cp h2.jar org.h2.tools.Shell): each setting's
# default on an `[Enter]` line over its name, the password with echo
# off, its commands, then `sql> ` and `...> ` while a statement is open.
def h2():
    out("\nWelcome to H2 Shell 2.2.224 (2023-09-17)\n"
        "Exit with Ctrl+C\n")
    for default, name in (("jdbc:h2:~/test", "URL"), ("org.h2.Driver", "Driver"), ("sa", "User")):
        out("[Enter]   %s\n" % default)
        ask("%-10s" % name)
    getpass.getpass("Password  ")
    out("Connected\n"
        "Commands are case insensitive; SQL statements end with ';'\n"
        "help or ?      Help\n"
        "list           Toggle result list / stack trace mode\n"
        "maxwidth       Set maximum column width (default is 100)\n"
        "autocommit     Enable or disable autocommit\n"
        "history        Show the last 20 statements\n"
        "quit or exit   Close the connection and exit\n\n")
    while True:
        stmt = ask("sql> ").strip()
        if not stmt:
            continue
        if stmt.lower() in ("quit", "exit"):
            return
        while not stmt.endswith(";"):
            stmt += " " + ask("...> ").strip()
        low = stmt.lower()
        if "ledgr" in low:
            out('Error: org.h2.jdbc.JdbcSQLSyntaxErrorException: Table "LEDGR" not found; SQL statement:\n'
                "%s [42102-224]\n" % stmt.rstrip(";"))
            continue
        if "from ledger" in low:
            out("ACCOUNT | TOTAL\n"
                "fuel    | -4100\n"
                "rent    | -120000\n"
                "salary  | 310000\n"
                "(3 rows, 4 ms)\n")
            continue
        out("(Update count: 0, 2 ms)\n")


# Factor's listener in a terminal: `IN: scratchpad ` (the vocabulary new
# words go in), the data stack printed after each line, an error with
# the restarts it offers.
def factor():
    out("Factor 0.99 x86.64 (2255, heads/master-9e3ffe2b5a, Jan 15 2024 08:21:07)\n"
        "[GCC 12.2.0] on linux\n")
    vocab = "scratchpad"
    stack = []
    while True:
        line = ask("IN: %s " % vocab).strip()
        if not line:
            continue
        if line == "bye":
            return
        words = line.split()
        if words[0] == "IN:" and len(words) > 1:
            vocab = words[1]
            continue
        if "lenght" in words:
            col = line.index("lenght")
            out("1: %s\n" % line)
            out(" " * (col + 9) + "^\n")
            out("No word named “lenght” found in current vocabulary search path\n"
                "The following restarts are available:\n\n"
                ":1      Defer word in current vocabulary\n"
                ":2      Continue\n\n"
                "Type :help for debugging help.\n")
            continue
        if "<iota>" in words and "sum" in words:
            time.sleep(900)
            continue
        if words == ["3", "4", "+"]:
            stack.append("7")
        elif words == ["10", "<iota>", "sum"]:
            stack.append("45")
        if stack:
            out("\n--- Data stack:\n%s\n" % "\n".join(stack))


# `futhark repl`: its banner, then `[n]> `, n counting the lines
# entered; values printed with their types' suffixes, errors located at
# the prompt they were entered at.
def futhark():
    out("|// |\\    |   |\\  |\\   /\n"
        "|/  | \\   |\\  |\\  |/  /\n"
        "|   |  \\  |/  |   |\\  \\\n"
        "|   |   \\ |   |   | \\  \\\n"
        "Version 0.25.13.\n"
        "Copyright (C) DIKU, University of Copenhagen, released under the ISC license.\n\n"
        "Run :help for a list of commands.\n\n")
    n = 0
    while True:
        line = ask("[%d]> " % n).strip()
        if not line:
            continue
        if line in (":q", ":quit"):
            out("Leaving 'futhark repl'.\n")
            return
        if "lenght" in line:
            out("Error at [%d]> :1:1-6:\nUnknown name \"lenght\".\n" % n)
        elif line.startswith("let "):
            pass
        elif line == "map sq (iota 5)":
            out("[0i64, 1i64, 4i64, 9i64, 16i64]\n")
        elif line == "reduce (+) 0 (iota 1000)":
            out("499500i64\n")
        else:
            out("0i32\n")
        n += 1


# TmaxTibero's tbSQL run bare: its name, the copyright, the user and the
# password asked, `SQL> `, and each further line of a statement numbered.
def tibero():
    out("\ntbSQL 7 \n\nTmaxTibero Corporation Copyright (c) 2020-. All rights reserved.\n\n")
    ask("Enter Username: ")
    getpass.getpass("Enter Password: ")
    out("Connected to Tibero.\n\n")
    while True:
        stmt = ask("SQL> ").strip()
        if not stmt:
            continue
        if stmt.lower().rstrip(";") in ("exit", "quit", "q"):
            out("Disconnected.\n")
            return
        k = 2
        while not stmt.endswith(";"):
            stmt += " " + ask("%3d " % k).strip()
            k += 1
        low = stmt.lower()
        if "ledgr" in low:
            out("TBR-8033: Specified schema object was not found.\n"
                "at line 1, column 15 of null:\n"
                "select * from LEDGR\n"
                "              ^\n\n")
            continue
        if "from ledger" in low:
            out("\nACCOUNT    TOTAL\n"
                "---------- ----------\n"
                "fuel            -4100\n"
                "rent          -120000\n"
                "salary         310000\n\n"
                "3 rows selected.\n\n")
            continue
        out("Executed.\n\n")


if __name__ == "__main__":
    {"altibase": altibase, "h2": h2, "factor": factor, "futhark": futhark,
     "tibero": tibero}[sys.argv[1]]()
