#!/usr/bin/env python3
"""The hundredtwentyninth set's imitations: each prints, on the main
screen, what a database or cloud console, a debugger, a login or unlock
prompt, a licence question or a per-file merge question that cannot run
here prints at one of its moments. Line-mode ones read through the
terminal's own line discipline (readline, getpass); the console of a
Java line editor (trino, beeline) is imitated in raw mode, echoing what
is typed itself. The first argument names the tool imitated."""
import atexit
import getpass
import sys
import termios
import tty


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


_saved = []


def enter_raw():
    """Puts the terminal in raw mode for the rest of the program, as a
    Java line editor does before its first prompt, without flushing what
    was typed ahead."""
    fd = sys.stdin.fileno()
    if not _saved:
        _saved.append(termios.tcgetattr(fd))
        atexit.register(lambda: termios.tcsetattr(fd, termios.TCSADRAIN, _saved[0]))
        tty.setraw(fd, termios.TCSANOW)


def raw_line(prompt, mask=None):
    """Reads a line in raw mode, as a Java line editor does: the prompt
    written, each key echoed by the program (or mask for it), Enter ending
    the line with CR LF."""
    enter_raw()
    out(prompt)
    buf = ""
    while True:
        ch = sys.stdin.read(1)
        if ch in ("\r", "\n"):
            out("\r\n")
            return buf
        if ch in ("\x03", "\x04", ""):
            out("\r\n")
            sys.exit(0)
        if ch in ("\x7f", "\x08"):
            if buf:
                buf = buf[:-1]
                out("\b \b")
            continue
        if ch < " ":
            continue
        buf += ch
        out(mask if mask else ch)


def raw_statement(prompt, more):
    """Reads an SQL statement over lines until one ends with ';'."""
    lines = [raw_line(prompt)]
    while not lines[-1].rstrip().endswith(";") and lines[-1].strip():
        lines.append(raw_line(more))
    return " ".join(lines).strip()


# trino-like: the Trino CLI, `trino --server localhost:8080`.
def trino():
    while True:
        st = raw_statement("trino> ", "     -> ")
        if not st:
            continue
        if st.lower().startswith(("quit", "exit")):
            return
        if "count(*)" in st.lower():
            out(" _col0 \r\n-------\r\n    25 \r\n(1 row)\r\n\r\n")
            out("Query 20261127_024812_00003_x7k2p, FINISHED, 1 node\r\n")
            out("Splits: 1 total, 1 done (100.00%)\r\n")
            out("0.31 [25 rows, 0B] [80 rows/s, 0B/s]\r\n\r\n")
        else:
            out("Query 20261127_024812_00004_x7k2p failed: line 1:1: mismatched input '%s'\r\n\r\n" % st.split()[0])


# beeline-like: Hive's `beeline`, then `!connect jdbc:hive2://localhost:10000`.
def beeline():
    print("SLF4J: Class path contains multiple SLF4J bindings.")
    print("SLF4J: See http://www.slf4j.org/codes.html#multiple_bindings for an explanation.")
    print("SLF4J: Actual binding is of type [org.apache.logging.slf4j.Log4jLoggerFactory]")
    print("Beeline version 3.1.3 by Apache Hive")
    url = "jdbc:hive2://localhost:10000"
    while True:
        line = raw_line("beeline> ").strip()
        if line.startswith("!connect"):
            break
        if line.startswith("!q"):
            return
        if line:
            out("No current connection\r\n")
    out("Connecting to %s\r\n" % url)
    raw_line("Enter username for %s: " % url)
    raw_line("Enter password for %s: " % url, mask="*")
    out("Connected to: Apache Hive (version 3.1.3)\r\n")
    out("Driver: Hive JDBC (version 3.1.3)\r\n")
    out("Transaction isolation: TRANSACTION_REPEATABLE_READ\r\n")
    prompt = "0: %s> " % url
    more = (". " * len(prompt))[:len(prompt) - 2] + "> "
    while True:
        st = raw_statement(prompt, more)
        if st.startswith("!q"):
            return
        if st:
            out("+-----------+\r\n| tab_name  |\r\n+-----------+\r\n| orders    |\r\n+-----------+\r\n1 row selected (0.214 seconds)\r\n")


# vsql-like: Vertica's `vsql -h db.example.com -U dbadmin`.
def vsql():
    import readline  # noqa: F401
    secret("Password: ")
    print("Welcome to vsql, the Vertica Analytic Database interactive terminal.")
    print()
    print("Type:  \\h or \\? for help with vsql commands")
    print("       \\g or terminate with semicolon to execute query")
    print("       \\q to quit")
    print()
    prompt, more = "dbadmin=> ", "dbadmin-> "
    while True:
        line = ask(prompt).strip()
        if line == "\\q":
            return
        if not line:
            continue
        while not line.endswith(";"):
            line += " " + ask(more).strip()
        print(" node_name      | node_state")
        print("----------------+------------")
        print(" v_relay_node0001 | UP")
        print("(1 row)")
        print()


# bashdb-like: `bashdb deploy.sh`, stopped at its first line.
def bashdb():
    import readline  # noqa: F401
    print("bash debugger, bashdb, release 5.0-1.1.2")
    print()
    print("Copyright 2002-2004, 2006-2012, 2014, 2016-2019 Rocky Bernstein")
    print("This is free software, covered by the GNU General Public License, and you are")
    print("welcome to change it and/or distribute copies of it under certain conditions.")
    print()
    script = [
        "#!/bin/bash",
        "# deploy the relay",
        "set -e",
        "name=relay",
        "target=/srv/$name",
        "mkdir -p \"$target\"",
        "cp -r build/. \"$target\"",
        "echo \"deployed $name\"",
    ]
    line, n = 3, 0
    while True:
        print("(/home/ada/deploy.sh:%d):" % line)
        print("%d:\t%s" % (line, script[line - 1]))
        while True:
            cmd = ask("bashdb<%d> " % n).strip()
            n += 1
            if cmd in ("next", "n", "step", "s"):
                line = min(line + 1, len(script))
                break
            if cmd in ("quit", "q"):
                print("bashdb: That's all, folks...")
                return
            if cmd:
                print("** Undefined command \"%s\". Try \"help\"." % cmd)


# dbx-like: Oracle Developer Studio's dbx, `stop in main` and `run`.
def dbx():
    import readline  # noqa: F401
    print("For information about new features see `help changes'")
    print("To remove this message, put `dbxenv suppress_startup_message 7.9' in your .dbxrc")
    print("Reading relay")
    print("Reading ld.so.1")
    print("Reading libc.so.1")
    print("(dbx) stop in main")
    print("(2) stop in main")
    print("(dbx) run")
    print("Running: relay ")
    print("(process id 4242)")
    print("stopped in main at line 12 in file \"relay.c\"")
    print("   12       int n = parse(argc, argv);")
    while True:
        cmd = ask("(dbx) ").strip()
        if cmd == "quit":
            return
        if cmd:
            print("dbx: unrecognized command `%s'" % cmd)


# duo-like: Duo Unix's login_duo, at an SSH login.
def duo():
    print("Duo two-factor login for ada")
    print()
    print("Enter a passcode or select one of the following options:")
    print()
    print(" 1. Duo Push to XXX-XXX-1234")
    print(" 2. Phone call to XXX-XXX-1234")
    print(" 3. SMS passcodes to XXX-XXX-1234")
    print()
    ask("Passcode or option (1-3): ")
    wait_forever()


# ykman-like: YubiKey Manager's `ykman piv access change-pin`.
def ykman():
    secret("Enter the current PIN: ")
    secret("Enter the new PIN: ")
    secret("Repeat for confirmation: ")
    print("New PIN set.")


# aws-vault-like: `aws-vault exec ada -- aws s3 ls`, its MFA code.
def awsvault():
    ask("Enter MFA code for arn:aws:iam::123456789012:mfa/ada: ")
    wait_forever()


# veracrypt-like: `veracrypt --text --mount /home/ada/secret.hc /mnt/secret`.
def veracrypt():
    vol = "/home/ada/secret.hc"
    secret("Enter password for %s: " % vol)
    ask("Enter PIM for %s: " % vol)
    ask("Enter keyfile [none]: ")
    ask("Protect hidden volume (if any)? (y=Yes/n=No) [No]: ")
    wait_forever()


# sophos-like: Sophos Anti-Virus for Linux's install.sh, after its licence.
def sophos():
    print("Sophos Anti-Virus")
    print("=================")
    print("Copyright (c) 1989-2026 Sophos Limited. All rights reserved.")
    print()
    print("Welcome to the Sophos Anti-Virus installer. Sophos Anti-Virus contains an on-")
    print("access scanner, an on-demand command-line scanner, the Sophos Anti-Virus daemon,")
    print("and the Sophos Anti-Virus GUI.")
    print()
    print("On-access scanner       Scans files as they are accessed, and grants access")
    print("                        to only those that are threat-free.")
    print("On-demand scanner       Scans the computer, or parts of the computer,")
    print("                        immediately.")
    print()
    print("Do you accept the licence? Yes(Y)/No(N) [N]")
    ask("> ")
    wait_forever()


# mergemaster-like: FreeBSD's mergemaster, its files one at a time.
def mergemaster():
    files = [
        ("./etc/ssh/sshd_config", "/etc/ssh/sshd_config",
         ["-#\t$OpenBSD: sshd_config,v 1.103 2018/04/09 20:41:22 tj Exp $",
          "+#\t$OpenBSD: sshd_config,v 1.104 2021/07/02 05:11:21 dtucker Exp $"]),
        ("./etc/login.conf", "/etc/login.conf",
         ["-\t:umask=022:", "+\t:umask=022:\\", "+\t:lang=C.UTF-8:"]),
    ]
    print()
    print("*** Creating the temporary root environment in /var/tmp/temproot")
    print(" *** /var/tmp/temproot ready for use")
    print(" *** Creating and populating directory structure in /var/tmp/temproot")
    print()
    print("*** Beginning comparison")
    print()
    print("   *** Temp ./etc/rc.subr and installed have the same Id, deleting")
    for tmp, inst, diff in files:
        print()
        print("  *** Displaying differences between %s and installed version:" % tmp)
        print()
        print("--- %s\t2026-11-20 10:12:00.000000000 +0000" % inst)
        print("+++ %s\t2026-11-27 02:40:00.000000000 +0000" % tmp)
        print("@@ -1,4 +1,4 @@")
        for d in diff:
            print(d)
        print()
        print("  Use 'd' to delete the temporary %s" % tmp)
        print("  Use 'i' to install the temporary %s" % tmp)
        print("  Use 'm' to merge the temporary and installed versions")
        print("  Use 'v' to view the diff results again")
        print()
        print("  Default is to leave the temporary file to deal with by hand")
        print()
        a = ask("How should I deal with this? [Leave it for later] ").strip()
        if a == "d":
            print()
            print("   *** Deleting %s" % tmp)
        else:
            print()
            print("   *** %s will remain for your consideration" % tmp)
    wait_forever()


# rpmconf-like: `rpmconf -a` on a changed sshd_config.
def rpmconf():
    print("Configuration file '/etc/ssh/sshd_config'")
    print("-rw-------. 1 root root 3667 Nov 27 02:40 /etc/ssh/sshd_config")
    print("-rw-------. 1 root root 4268 Nov 20 10:12 /etc/ssh/sshd_config.rpmnew")
    print()
    print(" ==> Package distributor has shipped an updated version.")
    print("   What would you like to do about it ?  Your options are:")
    print("    Y or I  : install the package maintainer's version")
    print("    N or O  : keep your currently-installed version")
    print("      D     : show the differences between the versions")
    print("      M     : merge configuration files")
    print("      Z     : background this process to examine the situation")
    print("      S     : skip this file")
    print(" The default action is to keep your current version.")
    ask("*** sshd_config (Y/I/N/O/D/M/Z/S) [default=N] ? ")
    wait_forever()


if __name__ == "__main__":
    {"trino": trino, "beeline": beeline, "vsql": vsql, "bashdb": bashdb, "dbx": dbx,
     "duo": duo, "ykman": ykman, "aws-vault": awsvault, "veracrypt": veracrypt,
     "sophos": sophos, "mergemaster": mergemaster, "rpmconf": rpmconf}[sys.argv[1]]()
