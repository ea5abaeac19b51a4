#!/usr/bin/env python3
"""The threehundredthirtyfifth set's imitations of four interactive
shells that Debian does not package, each run as
`threehundredthirtyfifth_shells.py SHELL`: marcel (geophile's Python
pipeline shell), slosh (sl-sh's Lisp shell), schemesh (a Unix shell
fused with a Chez Scheme REPL) and closh (a Clojure shell). Each draws
what the shell draws on the main screen a line at a time: its banner,
its prompt (a path, a git branch, the last exit status, two lines), its
answers and errors, a command running in the foreground, a job stopped,
a statement left open after a quote, and what the line editor shows
(readline's history search and its `Display all N possibilities? (y or
n)`). Lines are edited with readline, as marcel edits them; the others'
own line editors are drawn as near as readline lets."""

import getpass
import readline
import signal
import sys
import time

ESC = "\033["
RESET = ESC + "0m"


def c(code, s, rl=True):
    """s in colour code; marked invisible for readline's prompt width."""
    if rl:
        return "\001" + ESC + code + "m\002" + s + "\001" + RESET + "\002"
    return ESC + code + "m" + s + RESET


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


def hang():
    time.sleep(900)


# marcel: `M user@host:~/dir$ ` as its help shows the prompt configured;
# operators stream Python tuples; GNU readline edits the line, so Tab
# lists operators and executables and C-r searches history.
MARCEL_WORDS = sorted(
    ["args", "assign", "bash", "bg", "case", "cd", "difference", "dirs",
     "edit", "env", "expand", "fg", "filter", "fork", "gen", "head", "help",
     "history", "ifelse", "ifthen", "import", "intersect", "jobs", "join",
     "load", "ls", "map", "out", "popd", "ps", "pushd", "pwd", "read", "red",
     "remote", "reverse", "run", "select", "sort", "sql", "squish", "store",
     "sudo", "tail", "tee", "timer", "union", "unique", "upload", "version",
     "window", "write"]
    + ["awk", "base64", "basename", "cat", "chmod", "chown", "cmp", "comm",
       "cp", "csplit", "cut", "date", "dd", "df", "diff", "dirname", "du",
       "echo", "egrep", "expr", "false", "fgrep", "find", "fmt", "fold",
       "free", "getent", "git", "grep", "groups", "gzip", "hostname", "id",
       "install", "kill", "less", "ln", "locale", "logname", "lsblk", "make",
       "md5sum", "mkdir", "mktemp", "more", "mount", "mv", "nano", "nice",
       "nl", "nohup", "nproc", "od", "paste", "patch", "perl", "pgrep",
       "pidof", "pkill", "printenv", "printf", "python3", "readlink",
       "realpath", "rm", "rmdir", "sed", "seq", "sh", "sha1sum", "sha256sum",
       "shred", "sleep", "split", "ssh", "stat", "stty", "su", "sum", "sync",
       "tac", "tar", "test", "top", "touch", "tr", "true", "truncate",
       "tsort", "tty", "umount", "uname", "uniq", "unlink", "uptime", "users",
       "vdir", "vi", "watch", "wc", "wget", "which", "who", "whoami", "xargs",
       "yes", "zcat"])


def marcel():
    words = MARCEL_WORDS

    def complete(text, state):
        m = [w for w in words if w.startswith(text)]
        return m[state] if state < len(m) else None

    readline.set_completer(complete)
    readline.set_completer_delims(" \t|()")
    readline.parse_and_bind("tab: complete")
    readline.parse_and_bind("set completion-query-items 100")
    readline.parse_and_bind("set page-completions on")
    for h in ("ls -fr ~/ledger | select (f: f.size > 10000)",
              "gen 10 | map (x: (x, x * x))",
              "ps | select (p: p.user == 'me') | map (p: (p.pid, p.commandline))",
              "tail -f ~/ledger/import.log"):
        readline.add_history(h)
    prompt = c("1;31", "M ") + c("1;32", "me@box") + ":" + c("1;36", "~/ledger$") + " "
    while True:
        line = ask(prompt).strip()
        if not line:
            continue
        if line in ("exit", "quit"):
            return
        if line.startswith("gen 5"):
            for x in range(5):
                out("(%d, %r)\n" % (x, x ** 0.5))
            continue
        if line.startswith("tail -f"):
            out("2026-11-29 07:41:02 import started: 3 files\n"
                "2026-11-29 07:41:02 bank-2026-10.csv: 214 rows\n"
                "2026-11-29 07:41:03 bank-2026-11.csv: 187 rows\n"
                "2026-11-29 07:41:03 card-2026-11.csv: waiting for the file to be complete\n")
            hang()
            continue
        if line.startswith("ls /nope") or "nope" in line:
            out(c("31", "(Error(ls: [Errno 2] No such file or directory: '/nope'))", rl=False) + "\n")
            continue
        out(line.split()[0] + ": command not found\n")


# slosh (sl-sh): `(version)` and the note of the default init.slosh at
# start, then its default prompt: the key map, host, the directory, the
# git branch in brackets, the last exit status in red when not 0, and
# `λ ` on a line of its own.
def slosh():
    out("slosh 0.11.1\n"
        "\"Using default slshrc written to \\\"~/.config/slosh/init.slosh\\\".\"\n"
        "\"Edit this file to remove this message and customize your shell\"\n")
    cwd, branch, status = "~/ledger/", "(main)", 0
    while True:
        head = c("32", "[emacs]:box:") + c("34", cwd) + c("37", branch)
        if status:
            head += c("31", "(%d)" % status)
        line = ask(head + "\n" + c("32", "λ") + " ").strip()
        if not line:
            continue
        if line == "exit":
            return
        if line.startswith("cd "):
            cwd, branch, status = line[3:].rstrip("/") + "/", "", 0
            continue
        if line.startswith("ls ") and "missing" in line:
            out("ls: cannot access 'missing': No such file or directory\n")
            status = 2
            continue
        if line == "(+ 1 2)":
            out("3\n")
            status = 0
            continue
        if line.startswith("sudo"):
            try:
                getpass.getpass("[sudo] password for me: ")
            except EOFError:
                pass
            status = 0
            continue
        if line.startswith("make"):
            out("cc -O2 -Wall -c -o ledger.o ledger.c\n"
                "cc -O2 -Wall -c -o import.o import.c\n"
                "cc -O2 -Wall -c -o report.o report.c\n")
            hang()
            continue
        out("Not a command: %s\n" % line.split()[0])
        status = 127


# schemesh: its default prompt `shell me@box:~/ledger:` (the parser in
# green, the user, the host, the directory); Scheme forms answer their
# values; a line left open goes on under it with no prompt; a job in the
# foreground stopped by C-z is reported and the prompt comes back.
def schemesh():
    prompt = (c("32", "shell ") + c("1;36", "me") + "@" + c("1;33", "box") + ":"
              + c("1;34", "~/ledger") + ":")
    stopped = []

    def on_tstp(signum, frame):
        stopped.append(1)
        raise KeyboardInterrupt

    while True:
        line = ask(prompt)
        if not line.strip():
            continue
        s = line.strip()
        if s == "exit":
            return
        if s.count('"') % 2 == 1:
            while True:
                more = ask("")
                line += "\n" + more
                if line.count('"') % 2 == 0:
                    break
            out(line.split('"')[1] + "\n")
            continue
        if s == "(+ 1 2)":
            out("3\n")
            continue
        if s.startswith("(values"):
            out("1\n2\n")
            continue
        if s.startswith("find"):
            out("/home/me/ledger/import.conf\n"
                "/home/me/ledger/report/report.conf\n"
                "/home/me/ledger/.git/config\n")
            hang()
            continue
        if s.startswith("sleep"):
            signal.signal(signal.SIGTSTP, on_tstp)
            try:
                hang()
            except KeyboardInterrupt:
                out("\n; job  1+       (stopped sigtstp)  {%s}\n" % s)
            signal.signal(signal.SIGTSTP, signal.SIG_DFL)
            continue
        out("; command not found: %s\n" % s.split()[0])


# closh: its prompt `$ `; commands run as in any shell, forms starting
# with a parenthesis are Clojure, `|>` pipes lines into a function; an
# error is a Clojure exception.
def closh():
    while True:
        line = ask("$ ").strip()
        if not line:
            continue
        if line == "exit":
            return
        if line.startswith("ls |>"):
            out("(\"long.txt\" \"notes.txt\" \"report.txt\")\n")
            continue
        if line.startswith("(/ 1 0)"):
            out("Execution error (ArithmeticException) at user/eval1 (REPL:1).\n"
                "Divide by zero\n")
            continue
        if line.startswith("rm -i"):
            f = line.split()[-1]
            a = ask("rm: remove regular file '%s'? " % f)
            continue
        if line.startswith("ping"):
            out("PING 10.0.0.7 (10.0.0.7) 56(84) bytes of data.\n")
            n = 1
            while True:
                out("64 bytes from 10.0.0.7: icmp_seq=%d ttl=64 time=0.%d ms\n" % (n, 40 + n % 7))
                n += 1
                time.sleep(1)
        if line == "(+ 1 2)":
            out("3\n")
            continue
        out("Cannot run program \"%s\": error=2, No such file or directory\n" % line.split()[0])


if __name__ == "__main__":
    {"marcel": marcel, "slosh": slosh, "schemesh": schemesh, "closh": closh}[sys.argv[1]]()
