#!/usr/bin/env python3
"""The twohundredfourth set's imitations: each prints, on the main screen
and a line at a time, what an interpreter, database or cache shell, device
console or debugger that cannot run here prints at its prompt: its banner,
its counted or named prompt, its answer to one input, its continuation of
a multi-line input and its error. The first argument names the tool
imitated."""
import getpass
import sys


def line(prompt=""):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)
    except KeyboardInterrupt:
        print()
        return ""


def with_readline():
    import readline  # noqa: F401  (input() then edits through readline)


# lispworks-like: LispWorks 8's tty listener (`lispworks -tty`), its
# prompt counted and, in the debugger, its level shown.
def lispworks():
    print("LispWorks(R): The Common Lisp Programming Environment")
    print("Copyright (C) 1987-2021 LispWorks Ltd.  All rights reserved.")
    print("Version 8.0.1")
    print("Saved by LispWorks as lispworks-8-0-0-amd64-linux, at 14 Dec 2021 11:03")
    print("User ada on relay")
    print()
    n, level = 1, 0
    while True:
        prompt = "CL-USER %d > " % n if level == 0 else "CL-USER %d : %d > " % (n, level)
        form = line(prompt)
        while form.count("(") > form.count(")"):
            form += "\n" + line("")
        form = form.strip()
        if not form:
            continue
        n += 1
        if form == "(* 6 7)":
            print("42")
        elif form.startswith("(defun "):
            print(form.split()[1].upper())
        elif form == "(car 5)":
            level += 1
            print()
            print("Error: In CAR of (5) arguments should be of type LIST.")
            print("  1 (abort) Return to top loop level %d." % (level - 1))
            print()
            print("Type :b for backtrace or :c <option number> to proceed.")
            print('Type :bug-form "<subject>" for a bug report template or :? for other options.')
        else:
            print(form.upper())
        print()


# sicstus-like: SICStus Prolog 4's top level, `| ?- ` and its `|    `
# continuation.
def sicstus():
    print("SICStus 4.8.0 (x86_64-linux-glibc2.28): Mon Nov 14 11:16:36 UTC 2022")
    print("Licensed to SICS")
    while True:
        q = line("| ?- ")
        while q.strip() and not q.rstrip().endswith("."):
            q += " " + line("|    ")
        q = " ".join(q.split())
        if not q:
            continue
        if q.startswith("atom_length(hello, 5)") or q.startswith("atom_length(hello,5)"):
            print("yes")
        elif q.startswith("foo("):
            print("! Existence error in user:foo/1")
            print("! procedure user:foo/1 does not exist")
            print("! goal:  user:foo(1)")
        else:
            print("no")


# rebol-like: REBOL/Core 2.7's console, `>> ` and `== ` results.
def rebol():
    print("REBOL/Core 2.7.8.4.3 (1-Jan-2011)")
    print("Copyright 2011 REBOL Technologies")
    print("REBOL is a Trademark of REBOL Technologies")
    print("All rights reserved.")
    print()
    for p in ["Finger", "Whois", "Daytime", "SMTP", "ESMTP", "POP", "IMAP", "HTTP", "FTP", "NNTP"]:
        print("%s protocol loaded" % p)
    while True:
        e = line(">> ").strip()
        if not e:
            continue
        if e == "6 * 7":
            print("== 42")
        else:
            word = e.split()[0]
            print("** Script Error: %s has no value" % word)
            print("** Near: %s" % e)


# bteq-like: Teradata's BTEQ, its logon, its password and its SQL
# requests, which run only at a semicolon.
def bteq():
    print()
    print(" Teradata BTEQ 17.10.00.05 (64-bit) for LINUX PID: 48213")
    print(" Copyright 1984-2021, Teradata Corporation. ALL RIGHTS RESERVED.")
    print(" Enter your logon or BTEQ command:")
    logon = line()
    getpass.getpass("Password: ")
    print()
    print(" *** Logon successfully completed.")
    print(" *** Teradata Database Release is 17.10.03.01")
    print(" *** Teradata Database Version is 17.10.03.01")
    print(" *** Transaction Semantics are BTET.")
    print(" *** Session Character Set Name is 'ASCII'.")
    print()
    print(" *** Total elapsed time was 1 second.")
    print()
    print()
    print(" BTEQ -- Enter your SQL request or BTEQ command:")
    _ = logon
    req = ""
    while True:
        req += " " + line()
        if not req.strip().endswith(";"):
            continue
        q = " ".join(req.split()).lower()
        req = ""
        if q == "select 6*7;":
            print()
            print(" *** Query completed. One row found. One column returned. ")
            print(" *** Total elapsed time was 1 second.")
            print()
            print("      (6*7)")
            print("-----------")
            print("         42")
        else:
            print(" *** Failure 3807 Object 'nosuch' does not exist.")
            print("                Statement# 1, Info =0 ")
            print(" *** Total elapsed time was 1 second.")
            print()
        print()
        print(" BTEQ -- Enter your SQL request or BTEQ command:")


# tile38-like: tile38-cli, its `host:port> ` prompt and its JSON replies.
def tile38():
    with_readline()
    while True:
        c = line("127.0.0.1:9851> ").strip()
        if not c:
            continue
        w = c.split()
        if w[0].lower() == "set":
            print('{"ok":true,"elapsed":"41.207\u00b5s"}')
        elif w[0].lower() == "get":
            print('{"ok":true,"object":{"type":"Point","coordinates":[-112.2693,33.5123]},"elapsed":"12.86\u00b5s"}')
        else:
            print('{"ok":false,"err":"unknown command \'%s\'","elapsed":"2.104\u00b5s"}' % w[0])


# asterisk-like: `asterisk -r`, the remote console of a running Asterisk.
def asterisk():
    with_readline()
    print("Asterisk 20.5.0, Copyright (C) 1999 - 2022, Sangoma Technologies Corporation and others.")
    print("Created by Mark Spencer <markster@digium.com>")
    print("Asterisk comes with ABSOLUTELY NO WARRANTY; type 'core show warranty' for details.")
    print("This is free software, with components licensed under the GNU General Public")
    print("License version 2 and other licenses; you are welcome to redistribute it under")
    print("certain conditions. Type 'core show license' for details.")
    print("=========================================================================")
    print("Connected to Asterisk 20.5.0 currently running on relay (pid = 2817)")
    while True:
        c = " ".join(line("relay*CLI> ").split())
        if not c:
            continue
        if c == "core show uptime":
            print("System uptime: 2 hours, 13 minutes, 5 seconds")
            print("Last reload: 2 hours, 13 minutes, 5 seconds")
        else:
            print("No such command '%s' (type 'core show help %s' for other possible commands)" % (c, c))


# comware-like: an H3C switch's Comware CLI on its console, its user
# view `<H3C>` and its system view `[H3C]`.
def comware():
    with_readline()
    print()
    print("*" * 78)
    print("* Copyright (c) 2004-2021 New H3C Technologies Co., Ltd. All rights reserved.*")
    print("* Without the owner's prior written consent,                                 *")
    print("* no decompiling or reverse-engineering shall be allowed.                    *")
    print("*" * 78)
    print()
    view = "<H3C>"
    while True:
        c = " ".join(line(view).split())
        if not c:
            continue
        if c == "display clock":
            print("19:02:11.418 UTC Fri 11/27/2026")
        elif c == "system-view" and view == "<H3C>":
            print("System View: return to User View with Ctrl+Z.")
            view = "[H3C]"
        else:
            print(" " * len(view) + "^")
            print(" % Unrecognized command found at '^' position.")


# trepan3k-like: the trepan3k debugger stopped in a script, at its first
# line and then at a breakpoint.
def trepan3k():
    with_readline()
    src = {1: "total = 0", 2: "for n in range(1, 11):", 3: "    total += n * n", 4: "print(total)"}
    print("(/home/ada/squares.py:1): <module>")
    print("-- 1 total = 0")
    bps = {}
    while True:
        c = line("(trepan3k) ").strip()
        if not c:
            continue
        w = c.split()
        if w[0] in ("break", "b") and len(w) == 2 and w[1].isdigit():
            bps[int(w[1])] = len(bps) + 1
            print("Breakpoint %d set at line %s of file /home/ada/squares.py" % (bps[int(w[1])], w[1]))
        elif w[0] in ("continue", "c") and bps:
            l = min(bps)
            print("(/home/ada/squares.py:%d @20): <module>" % l)
            print("xx %d %s" % (l, src[l]))
        else:
            print('** Undefined command: "%s". Try "help".' % w[0])


TOOLS = {
    "lispworks": lispworks,
    "sicstus": sicstus,
    "rebol": rebol,
    "bteq": bteq,
    "tile38-cli": tile38,
    "asterisk": asterisk,
    "comware": comware,
    "trepan3k": trepan3k,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
