#!/usr/bin/env python3
"""The threehundredthirtyfirst set's imitations of four developer tools
that Debian does not package, each run as `threehundredthirtyfirst_devtools.py
TOOL [ARGS]`: codemod (Facebook's codemod.py, a hunk at a time with its
letter keys), mrbob (mr.bob, a code generator's questions with their
defaults), minil (Minilla's `minil release`, the next version with a
default, a Changes question, its tests, the upload's question) and orator
(the Orator ORM's migrations, asking in Symfony console's style whether
to proceed). Each draws on the main screen what the program draws, a
line at a time, as their documentation, source and published sessions
show it, and reads the answer as a cooked line."""

import sys
import time

BOLD, RED, GREEN, YELLOW, CYAN, RESET = (
    "\033[1m", "\033[31m", "\033[32m", "\033[33m", "\033[36m", "\033[0m")


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


# codemod: each patch on a cleared screen, the file and line over the
# lines around it, the old line red and the new green, then the
# question; a wrong answer asks again.
PATCHES = [
    ("src/ledger/tests/test_accounts.py", 14,
     ["    def test_opening_balance(self):",
      "        account = Account('fuel')"],
     "        self.assertEquals(account.balance, 0)",
     "        self.assertEqual(account.balance, 0)",
     ["", "    def test_deposit(self):"]),
    ("src/ledger/tests/test_accounts.py", 19,
     ["        account = Account('fuel')",
      "        account.deposit(1250)"],
     "        self.assertEquals(account.balance, 1250)",
     "        self.assertEqual(account.balance, 1250)",
     ["", "    def test_withdraw_too_much(self):"]),
    ("src/ledger/tests/test_import.py", 42,
     ["        rows = list(read_statement(self.path))",
      "        self.assertEqual(len(rows), 3)"],
     "        self.assertEquals(rows[0].cents, -4599)",
     "        self.assertEqual(rows[0].cents, -4599)",
     ["        self.assertIsNone(rows[0].memo)"]),
]
QUESTION = ("Accept change (y = yes [default], n = no, e = edit in $EDITOR, "
            "A = yes to all, E = yes+edit, q = quit)? ")


def codemod():
    for path, line, before, old, new, after in PATCHES:
        out("\033[H\033[2J")
        out("%s%s:%d%s\n\n" % (BOLD, path, line - len(before), RESET))
        for l in before:
            out(l + "\n")
        out(RED + "- " + old + RESET + "\n")
        out(GREEN + "+ " + new + RESET + "\n")
        for l in after:
            out(l + "\n")
        out("\n")
        while True:
            a = ask(QUESTION).strip()
            if a in ("", "y", "n", "A", "E", "e"):
                break
            if a == "q":
                return
        if a == "A":
            break
    out("\n")


# mr.bob: its welcome, then a question a line, the default in brackets.
def mrbob():
    out("\nWelcome to mr.bob interactive mode. Before we generate directory "
        "structure, some questions need to be answered.\n\n"
        "Answer with a question mark to display help.\n"
        "Values in square brackets at the end of the questions show the "
        "default value if there is no answer.\n\n\n")
    questions = [
        "--> Author's name [Ada Quill]: ",
        "--> Author's email [ada@quill.example]: ",
        "--> Author's github username: ",
        "--> Package description [An add-on for Plone]: ",
        "--> Do you want me to initialize a GIT repository in your new package? (y/n) [y]: ",
        "--> Plone version [6.0.9]: ",
        "--> Python version for virtualenv [python3]: ",
    ]
    for q in questions:
        ask(q)
    out("\nGenerated file structure at /home/ada/src/collective.ledger\n\n")
    time.sleep(900)


# Minilla's `minil release`: each step's name, ExtUtils::MakeMaker's
# prompt (the default in brackets), the tests' output, the upload asked.
def minil():
    for s in ("CheckUntrackedFiles", "CheckOrigin", "BumpVersion"):
        out("Running %s\n" % s)
        time.sleep(0.2)
    ask("Next Release? [0.02] ")
    out("Running CheckChanges\n")
    out("No mention of version '0.02' in changes file 'Changes'\n")
    ask("Edit file? [y] ")
    for s in ("RegenerateFiles", "RunHooks", "DistTest"):
        out("Running %s\n" % s)
    out("Building Ledger-Tiny\n")
    time.sleep(0.5)
    for t in ("t/00_compile.t .... ok", "t/01_accounts.t ... ok",
              "t/02_import.t ..... ok"):
        time.sleep(3)
        out(t + "\n")
    out("All tests successful.\n"
        "Files=3, Tests=27,  1 wallclock secs ( 0.02 usr  0.01 sys +  0.41 cusr  0.06 csys =  0.50 CPU)\n"
        "Result: PASS\n")
    out("Running MakeDist\n")
    out("Wrote Ledger-Tiny-0.02.tar.gz\n")
    out("Running UploadToCPAN\n")
    ask("Release to CPAN ? [y/n] ")
    for s in ("CommitChanges", "Tag", "Push"):
        out("Running %s\n" % s)
    time.sleep(900)


# Orator's migrations: Symfony console's question, green, the default
# yellow in brackets, the answer read after ` > ` on the line below.
def confirm(q):
    out(" %s%s%s (yes/no) [%sno%s]:\n" % (GREEN, q, RESET, YELLOW, RESET))
    a = ask(" > ").strip().lower()
    out("\n")
    return a in ("y", "yes")


def orator(cmd):
    q = {
        "migrate": "Are you sure you want to proceed with the migration?",
        "migrate:rollback": "Are you sure you want to rollback the last migration?",
        "migrate:reset": "Are you sure you want to reset all of the migrations?",
        "db:seed": "Are you sure you want to seed the database?",
    }[cmd]
    if not confirm(q):
        return
    if cmd == "migrate":
        for m in ("2026_11_02_101500_create_accounts_table",
                  "2026_11_20_083000_create_entries_table",
                  "2026_11_28_090000_add_memo_to_entries_table"):
            time.sleep(2)
            out("%sMigrated%s %s\n" % (GREEN, RESET, m))
            time.sleep(900)


if __name__ == "__main__":
    tool = sys.argv[1]
    if tool == "codemod":
        codemod()
    elif tool == "mrbob":
        mrbob()
    elif tool == "minil":
        minil()
    elif tool == "orator":
        orator(sys.argv[2])
