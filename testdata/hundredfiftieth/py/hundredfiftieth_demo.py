#!/usr/bin/env python3
"""The hundredfiftieth set's imitations: each prints, on the main screen
and a line at a time through readline, what a REPL, a database client, a
router's console, a debugger or an interactive shell that cannot run here
prints under its banner, after a command, in a continuation and after an
error. The first argument names the tool imitated."""
import getpass  # noqa: F401
import os
import readline  # noqa: F401
import sys


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)
    except KeyboardInterrupt:
        print()
        return ""


# ysqlsh-like: YugabyteDB's SQL shell, psql's fork, as its superuser.
def ysqlsh():
    print("ysqlsh (11.2-YB-2.20.1.0-b0)")
    print('Type "help" for help.')
    print()
    buf = []
    while True:
        line = ask("yugabyte%s# " % ("-" if buf else "="))
        if not line.strip() and not buf:
            continue
        buf.append(line)
        sql = " ".join(buf).strip()
        if not sql.endswith(";") and not sql.startswith("\\"):
            continue
        buf = []
        if sql.startswith("\\q"):
            return
        low = sql.lower()
        if "from relay.nodes" in low:
            print("  name  |    region")
            print("--------+--------------")
            print(" node-1 | us-west-2")
            print(" node-2 | eu-central-1")
            print("(2 rows)")
            print()
        elif "from users" in low:
            print('ERROR:  relation "users" does not exist')
            print("LINE 1: " + sql)
            print(" " * (8 + low.index("users")) + "^")
        elif low.startswith("select count(*)"):
            print(" count")
            print("-------")
            print("     2")
            print("(1 row)")
            print()
        else:
            print('ERROR:  syntax error at or near "%s"' % sql.split()[0])
            print("LINE 1: " + sql)
            print("        ^")


# vtysh-like: FRRouting's integrated shell on a router named router1.
ROUTES = """Codes: K - kernel route, C - connected, S - static, R - RIP,
       O - OSPF, I - IS-IS, B - BGP, E - EIGRP, N - NHRP,
       T - Table, v - VNC, V - VNC-Direct, A - Babel, F - PBR,
       f - OpenFabric,
       > - selected route, * - FIB route, q - queued, r - rejected, b - backup
       t - trapped, o - offload failure

K>* 0.0.0.0/0 [0/100] via 10.0.2.2, eth0, 00:12:41
C>* 10.0.2.0/24 is directly connected, eth0, 00:12:41
O   192.168.50.0/24 [110/10] is directly connected, eth1, weight 1, 00:12:36
C>* 192.168.50.0/24 is directly connected, eth1, 00:12:41"""


def vtysh():
    print()
    print("Hello, this is FRRouting (version 8.4.4).")
    print("Copyright 1996-2005 Kunihiro Ishiguro, et al.")
    print()
    mode = ""
    while True:
        line = ask("router1%s# " % mode).strip()
        if not line:
            continue
        if line in ("exit", "end"):
            if mode:
                mode = ""
                continue
            return
        if line == "show ip route":
            print(ROUTES)
        elif line in ("configure terminal", "conf t", "configure"):
            mode = "(config)"
        elif line.startswith("router ospf") and mode == "(config)":
            mode = "(config-router)"
        else:
            print("% Unknown command: " + line)


# birdc-like: the BIRD 2 routing daemon's client.
def birdc():
    print("BIRD 2.0.12 ready.")
    while True:
        line = ask("bird> ").strip()
        if not line:
            continue
        if line in ("quit", "exit"):
            return
        if line == "show protocols":
            print("Name       Proto      Table      State  Since         Info")
            print("device1    Device     ---        up     06:31:02.118  ")
            print("direct1    Direct     ---        up     06:31:02.118  ")
            print("kernel1    Kernel     master4    up     06:31:02.118  ")
            print("static1    Static     master4    up     06:31:02.118  ")
            print("ospf1      OSPF       master4    up     06:31:07.402  Running")
        else:
            print("syntax error, unexpected CF_SYM_UNDEFINED")


# zkcli-like: ZooKeeper's zkCli.sh, connected to a local server.
def zkcli():
    print("Connecting to localhost:2181")
    print("Welcome to ZooKeeper!")
    print("JLine support is enabled")
    print()
    print("WATCHER::")
    print()
    print("WatchedEvent state:SyncConnected type:None path:null")
    n = 0
    while True:
        line = ask("[zk: localhost:2181(CONNECTED) %d] " % n).strip()
        if not line:
            continue
        n += 1
        if line == "quit":
            return
        if line == "ls /":
            print("[relay, zookeeper]")
        elif line.startswith("get "):
            print("org.apache.zookeeper.KeeperException$NoNodeException: KeeperErrorCode = NoNode for " + line[4:])
        else:
            print("ZooKeeper -server host:port -client-configuration properties-file cmd args")


# pwndbg-like: gdb with the pwndbg plugin, over a program not yet run.
def pwndbg():
    for s in ["GNU gdb (Debian 13.1-3) 13.1",
              "Copyright (C) 2023 Free Software Foundation, Inc.",
              "License GPLv3+: GNU GPL version 3 or later <http://gnu.org/licenses/gpl.html>",
              "This is free software: you are free to change and redistribute it.",
              "There is NO WARRANTY, to the extent permitted by law.",
              "Type \"show copying\" and \"show warranty\" for details.",
              "This GDB was configured as \"x86_64-linux-gnu\".",
              "Type \"show configuration\" for configuration details.",
              "For bug reporting instructions, please see:",
              "<https://www.gnu.org/software/gdb/bugs/>.",
              "Find the GDB manual and other documentation resources online at:",
              "    <http://www.gnu.org/software/gdb/documentation/>.",
              "",
              "For help, type \"help\".",
              "Type \"apropos word\" to search for commands related to \"word\"...",
              "\x1b[31mpwndbg: loaded 157 pwndbg commands and 47 shell commands. Type \x1b[35mpwndbg [--shell | --all] [filter]\x1b[31m for a list.\x1b[0m",
              "\x1b[31mpwndbg: created \x1b[35m$rebase\x1b[31m, \x1b[35m$base\x1b[31m, \x1b[35m$ida\x1b[31m GDB functions (can be used with print/break)\x1b[0m",
              "Reading symbols from ./relay...",
              "------- \x1b[33mtip of the day\x1b[0m (disable with \x1b[35mset show-tips off\x1b[0m) -------",
              "Use the \x1b[32mvmmap\x1b[0m instruction for a better & colored memory maps display (than the GDB's \x1b[32minfo proc mappings\x1b[0m)"]:
        print(s)
    bp = 0
    while True:
        line = ask("\001\x1b[1;31m\002pwndbg> \001\x1b[0m\002").strip()
        if not line:
            continue
        if line in ("quit", "q"):
            return
        if line in ("break main", "b main"):
            bp += 1
            print("Breakpoint %d at \x1b[34m0x1149\x1b[0m: file \x1b[32mrelay.c\x1b[0m, line 4." % bp)
        elif line.startswith("x/") or line.startswith("info registers"):
            print("The program has no registers now.")
        else:
            print('Undefined command: "%s".  Try "help".' % line.split()[0])


# zshdb-like: the zsh debugger, stopped at a script's first line.
def zshdb():
    script = os.path.join(os.path.expanduser("~"), "deploy.sh")
    print("zsh debugger, zshdb, release 1.1.4")
    print()
    print("Copyright 2008-2011, 2014, 2016-2019, 2023 Rocky Bernstein")
    print("This is free software, covered by the GNU General Public License, and you are")
    print("welcome to change it and/or distribute copies of it under certain conditions.")
    print()
    lines = ['host=$(hostname)', 'print "deploying from $host"', 'rsync -a build/ "$host:/srv/relay/"', 'print done']
    at = 0
    print("(%s:3):" % script)
    print("3:\t" + lines[at])
    n = 0
    while True:
        line = ask("zshdb<%d> " % n).strip()
        if not line:
            continue
        n += 1
        if line in ("quit", "q"):
            print("zshdb: That's all, folks...")
            return
        if line in ("next", "n", "step", "s"):
            at = min(at + 1, len(lines) - 1)
            print("(%s:%d):" % (script, at + 3))
            print("%d:\t%s" % (at + 3, lines[at]))
        else:
            print("** Undefined command \"%s\". Try \"help\"." % line.split()[0])


# spark-shell-like: Apache Spark's Scala shell, run locally.
def spark():
    print('Setting default log level to "WARN".')
    print("To adjust logging level use sc.setLogLevel(newLevel). For SparkR, use setLogLevel(newLevel).")
    print("Spark context Web UI available at http://relay:4040")
    print("Spark context available as 'sc' (master = local[*], app id = local-1764225901234).")
    print("Spark session available as 'spark'.")
    print("Welcome to")
    print("      ____              __")
    print("     / __/__  ___ _____/ /__")
    print("    _\\ \\/ _ \\/ _ `/ __/  '_/")
    print("   /___/ .__/\\_,_/_/ /_/\\_\\   version 3.5.1")
    print("      /_/")
    print("         ")
    print("Using Scala version 2.12.18 (OpenJDK 64-Bit Server VM, Java 17.0.9)")
    print("Type in expressions to have them evaluated.")
    print("Type :help for more information.")
    print()
    res = 0
    buf = []
    while True:
        line = ask("     | " if buf else "scala> ")
        if not line.strip() and not buf:
            continue
        buf.append(line)
        code = " ".join(buf)
        if code.count("(") > code.count(")"):
            continue
        buf = []
        code = code.strip()
        if code in (":quit", ":q"):
            return
        if code == "spark.range(5).count()":
            print("res%d: Long = 5" % res)
            res += 1
        elif code.startswith("val xs = List("):
            print("xs: List[Int] = List(1, 2, 3)")
        else:
            print("<console>:23: error: not found: value " + code.split("(")[0].split(".")[0])
            print("       " + code)
            print("       ^")
            print()


# presto-like: the Presto CLI on a catalog's default schema.
def presto():
    qid = 0
    while True:
        line = ask("presto:default> ").strip()
        if not line:
            continue
        if line in ("quit", "exit", "quit;", "exit;"):
            return
        if line.lower().rstrip(";") == "select count(*) from orders":
            print(" _col0 ")
            print("-------")
            print(" 15000 ")
            print("(1 row)")
            print()
            print("Query 20261127_064501_%05d_r3k9d, FINISHED, 1 node" % qid)
            print("Splits: 17 total, 17 done (100.00%)")
            print("0:01 [15K rows, 0B] [18.2K rows/s, 0B/s]")
            print()
            qid += 1
        else:
            print("Query 20261127_064501_%05d_r3k9d failed: line 1:1: mismatched input '%s'" % (qid, line.split()[0]))
            qid += 1


# hilbish-like: the Hilbish shell with its default rc, over a home.
def hilbish():
    user = os.environ.get("USER") or "ada"
    print("Welcome to \x1b[35mHilbish\x1b[0m, \x1b[36m%s\x1b[0m." % user)
    print("The nice lil shell for \x1b[34mLua\x1b[0m fanatics!")
    while True:
        cwd = os.getcwd()
        home = os.path.expanduser("~")
        d = "~" + cwd[len(home):] if cwd.startswith(home) else cwd
        line = ask("\001\x1b[34m\002%s \001\x1b[36m\002%s \001\x1b[32m\002∆\001\x1b[0m\002 " % (user, d)).strip()
        if not line:
            continue
        if line == "exit":
            return
        if line == "ls":
            print("  ".join(sorted(os.listdir("."))))
        else:
            print("hilbish: %s: command not found" % line.split()[0])


if __name__ == "__main__":
    {"ysqlsh": ysqlsh, "vtysh": vtysh, "birdc": birdc, "zkcli": zkcli, "pwndbg": pwndbg,
     "zshdb": zshdb, "spark-shell": spark, "presto": presto, "hilbish": hilbish}[sys.argv[1]]()
