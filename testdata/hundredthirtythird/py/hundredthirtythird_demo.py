#!/usr/bin/env python3
"""The hundredthirtythird set's imitations: each prints, on the main
screen and a line at a time with readline's line editing, what a REPL or
console that cannot run here prints at its prompts. The first argument
names the tool imitated."""
import readline  # noqa: F401 (line editing at input())
import sys


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)


# hbase-like: `hbase shell` (HBase 2.5's JRuby shell).
def hbase():
    print("HBase Shell")
    print("Use \"help\" to get list of supported commands.")
    print("Use \"exit\" to quit this interactive shell.")
    print("For Reference, please visit: http://hbase.apache.org/2.0/book.html#shell")
    print("Version 2.5.8, r37444de6531b1bdabf2e445c83d0268ab1a6f919, Thu Feb 29 15:37:32 PST 2024")
    print("Took 0.0012 seconds")
    n, cont = 1, False
    while True:
        line = ask("hbase:%03d:0%s " % (n, "*" if cont else ">"))
        n += 1
        s = line.strip()
        if s.endswith(","):
            cont = True
            continue
        cont = False
        if s == "list":
            print("TABLE")
            print("notes")
            print("1 row(s)")
            print("Took 0.0187 seconds")
            print('=> ["notes"]')
        elif s.startswith("describe"):
            print()
            print("ERROR: Table nosuch does not exist.")
            print()
            print("For usage try 'help \"describe\"'")
            print()
            print("Took 0.0093 seconds")
        elif s:
            print("Took 0.0101 seconds")


# valkey-cli-like: `valkey-cli` against a local server.
def valkey():
    store = {}
    while True:
        line = ask("127.0.0.1:6379> ").split()
        if not line:
            continue
        cmd = line[0].upper()
        if cmd == "SET" and len(line) == 3:
            store[line[1]] = line[2]
            print("OK")
        elif cmd == "GET" and len(line) == 2:
            print('"%s"' % store[line[1]] if line[1] in store else "(nil)")
        else:
            rest = " ".join("'%s'" % a for a in line[1:])
            print("(error) ERR unknown command '%s', with args beginning with: %s" % (line[0], rest))


# sage-like: `sage` (SageMath 10.2 on IPython).
def sage():
    bar = "─" * 68
    print("┌" + bar + "┐")
    print("│ %-66s │" % "SageMath version 10.2, Release Date: 2023-12-03")
    print("│ %-66s │" % 'Using Python 3.11.6. Type "help()" for help.')
    print("└" + bar + "┘")
    n = 1
    while True:
        line = ask("sage: ")
        s = line.strip()
        if s.endswith(":"):
            while ask("....:     ").strip():
                pass
            n += 1
            continue
        if s == "factor(2024)":
            print("2^3 * 11 * 23")
        elif s:
            print("-" * 75)
            print("NameError" + " " * 33 + "Traceback (most recent call last)")
            print("Cell In[%d], line 1" % n)
            print("----> 1 %s" % s)
            print()
            print("NameError: name '%s' is not defined" % s)
        n += 1


# gremlin-like: Apache TinkerPop's Gremlin Console 3.7.
def gremlin():
    print()
    print("         \\,,,/")
    print("         (o o)")
    print("-----oOOo-(3)-oOOo-----")
    print("plugin activated: tinkerpop.server")
    print("plugin activated: tinkerpop.utilities")
    print("plugin activated: tinkerpop.tinkergraph")
    n = 3
    while True:
        line = ask("gremlin> ").strip()
        if line.endswith("."):
            ask("......1> ")
            print("==>0")
            continue
        if line == "g = TinkerGraph.open().traversal()":
            print("==>graphtraversalsource[tinkergraph[vertices:0 edges:0], standard]")
        elif line == "g.V().count()":
            print("==>0")
        elif line:
            print("No such property: %s for class: Script%d" % (line, n))
            print("Type ':help' or ':h' for help.")
            ask("Display stack trace? [yN]")
        n += 1


# winedbg-like: `winedbg hello.exe`, stopped at the program's start.
def winedbg():
    print("WineDbg starting on pid 0124")
    print("0x000000017000d6f0 ntdll+0xd6f0: ret")
    while True:
        line = ask("Wine-dbg>").strip()
        if line == "bt":
            print("Backtrace:")
            print("=>0 0x000000017000d6f0 ntdll+0xd6f0 (0x000000000011f6a8)")
            print("  1 0x000000017003a2c4 LdrInitializeThunk+0x104() in ntdll (0x000000000011fb60)")
            print("  2 0x0000000170005f1e RtlUserThreadStart+0x2e() in ntdll (0x000000000011fbd0)")
        elif line:
            print("Syntax error")


# xsb-like: XSB Prolog 5.0's top level.
def xsb():
    print("[xsb_configuration loaded]")
    print("[sysinitrc loaded]")
    print("[xsbbrat loaded]")
    print()
    print("XSB Version 5.0.0 (Green Tea) of May 15, 2022")
    print("[x86_64-pc-linux-gnu 64 bits; mode: optimal; engine: slg-wam; scheduling: local]")
    print("[Build date: 2022-05-15]")
    print()
    while True:
        line = ask("| ?- ").strip()
        if line == "X is 6*7.":
            print()
            print("X = 42")
            print()
            print("yes")
        elif line:
            name = line.rstrip(".")
            print("++Error[XSB/Runtime/P]: [Existence (No procedure usermod : %s / 0 exists)] []" % name)
            print("Forward Continuation...")
            print("... machine:xsb_backtrace/1  From /usr/lib/xsb/syslib/machine.xwam")
            print("... loader:load_pred1/1  From /usr/lib/xsb/syslib/loader.xwam")
            print()
            print("no")
        print()


# psci-like: `spago repl`, PureScript's PSCi 0.15.
def psci():
    print("PSCi, version 0.15.15")
    print("Type :? for help")
    print()
    print("import Prelude")
    print()
    while True:
        line = ask("> ").strip()
        if line == "1 + 2":
            print("3")
        elif line:
            print("Error found:")
            print("in module $PSCI")
            print("at :1:1 - 1:%d (line 1, column 1 - line 1, column %d)" % (len(line) + 1, len(line) + 1))
            print()
            print("  Unknown value %s" % line)
            print()
            print()
            print("See https://github.com/purescript/documentation/blob/master/errors/UnknownName.md for more information,")
            print("or to contribute content related to this error.")
            print()
        print()


# ksql-like: the ksqlDB CLI 0.29 against a local server.
def ksql():
    art = [
        "===========================================",
        "=       _              _ ____  ____       =",
        "=      | | _____  __ _| |  _ \\| __ )      =",
        "=      | |/ / __|/ _` | | | | |  _ \\      =",
        "=      |   <\\__ \\ (_| | | |_| | |_) |     =",
        "=      |_|\\_\\___/\\__, |_|____/|____/      =",
        "=                   |_|                   =",
        "=        The Database purpose-built       =",
        "=        for stream processing apps       =",
        "===========================================",
    ]
    print()
    for a in art:
        print("                  " + a)
    print()
    print("Copyright 2017-2022 Confluent Inc.")
    print()
    print("CLI v0.29.0, Server v0.29.0 located at http://localhost:8088")
    print("Server Status: RUNNING")
    print()
    print("Having trouble? Type 'help' (case-insensitive) for a rundown of how things work!")
    print()
    while True:
        line = ask("ksql> ").strip()
        if line.upper() == "SHOW TOPICS;":
            print()
            print(" Kafka Topic                 | Partitions | Partition Replicas ")
            print("---------------------------------------------------------------")
            print(" default_ksql_processing_log | 1          | 1                  ")
            print(" pageviews                   | 1          | 1                  ")
            print("---------------------------------------------------------------")
        print()


TOOLS = {"hbase": hbase, "valkey-cli": valkey, "sage": sage, "gremlin": gremlin,
         "winedbg": winedbg, "xsb": xsb, "psci": psci, "ksql": ksql}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        print()
