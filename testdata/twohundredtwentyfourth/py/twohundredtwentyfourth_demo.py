#!/usr/bin/env python3
"""The twohundredtwentyfourth set's imitations: each prints, on the main
screen and a line at a time (read with readline, passwords with getpass),
what a REPL or console that cannot run here prints: a language's shell, a
database's and a cache's, a data grid's cluster console, a stream
processor's SQL client, a debugger of another runtime, a chat with a
local model. The first argument names the tool imitated."""
import getpass
import readline  # noqa: F401 (input() edits its line as the tools do)
import sys
import time

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
CYAN = ESC + "36m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def read(prompt):
    try:
        return input(prompt)
    except EOFError:
        print()
        sys.exit(0)
    except KeyboardInterrupt:
        print()
        return ""


# ballerina: `bal shell`, its welcome over `=$ `, an expression's value
# printed under it, a statement left open continued after `> `, a
# compilation error with a caret under the name.
def ballerina():
    print("Welcome to Ballerina Shell REPL.")
    print("Type /exit to exit and /help to list available commands.")
    print()
    prompt, pending = "=$ ", ""
    while True:
        line = read(prompt)
        pending += line + "\n"
        if pending.count("{") > pending.count("}") or pending.count("(") > pending.count(")"):
            prompt = "> "
            continue
        src, pending, prompt = pending.strip(), "", "=$ "
        if not src:
            continue
        if src == "/exit":
            return
        if src == "/help":
            print("Ballerina Shell Help")
            print("  /exit      Exit the shell.")
            print("  /help      List the available commands.")
            print("  /vars      List the variables defined.")
            print("  /reset     Reset the state of the shell.")
            print()
            continue
        if src.replace(" ", "") == "6*7":
            print("42")
            print()
            continue
        if src.startswith("int ") or src.startswith("function "):
            continue
        name = src.rstrip(";")
        print(RED + "error: undefined symbol '%s'" % name + RESET)
        print("\t" + name)
        print("\t^" + "-" * max(0, len(name) - 2) + "^")
        print("Compilation aborted due to errors.")
        print()


# exaplus: EXAplus' console, its password asked with echo off, then its
# connection and `SQL_EXA> `, a query echoed after `EXA: ` with its
# result, an error with its SQL state.
def exaplus():
    print("EXAplus 7.1.20 (c) EXASOL AG")
    print()
    getpass.getpass("Password: ")
    print()
    print("Friday, November 27, 2026 at 10:04:12 PM Coordinated Universal Time")
    print("Connected to database EXA_DB as user ada.")
    print("EXASolution 7.1.20 (c) EXASOL AG")
    print()
    stmt = ""
    while True:
        line = read("SQL_EXA> " if not stmt else "")
        stmt += (" " if stmt else "") + line.strip()
        if not stmt:
            continue
        if not stmt.endswith(";"):
            continue
        s, stmt = stmt, ""
        if s.lower() in ("exit;", "quit;"):
            return
        print("EXA: " + s)
        print()
        time.sleep(0.2)
        if "nosuch" in s.lower():
            print("Error: [42000] object NOSUCH not found [line 1, column 15] (Session: 1751234567890123456)")
            print()
            continue
        print("6*7                 ")
        print("--------------------")
        print("                  42")
        print()
        print("1 row in resultset.")
        print()


# gfsh: Apache Geode's shell, its logo over `gfsh>`; `connect` to a
# secured locator asks `user: ` in clear and `password: ` with echo
# off; `list members` draws a table; `shutdown` asks whether to stop
# the whole distributed system, `(Y/n): `.
GEODE_LOGO = r"""    _________________________     __
   / _____/ ______/ ______/ /____/ /
  / /  __/ /___  /_____  / _____  /
 / /__/ / ____/  _____/ / /    / /
/______/_/      /______/_/    /_/    1.15.1
"""


def gfsh():
    print(GEODE_LOGO)
    print("Monitor and Manage Apache Geode")
    connected = False
    while True:
        line = read("gfsh>").strip()
        if not line:
            continue
        cmd = line.split()[0]
        if cmd in ("exit", "quit"):
            print("Exiting... ")
            return
        if cmd == "connect":
            print("Connecting to Locator at [host=localhost, port=10334] ..")
            read("user: ")
            getpass.getpass("password: ")
            time.sleep(0.3)
            print("Connecting to Manager at [host=10.0.0.5, port=1099] ..")
            print("Successfully connected to: [host=10.0.0.5, port=1099]")
            print()
            print("You are connected to a cluster of version: 1.15.1")
            print()
            connected = True
            continue
        if not connected:
            print("Command '%s' was found but is not currently available (type 'help' then ENTER to learn about this command)" % line)
            continue
        if line == "list members":
            print("Member Count : 3")
            print()
            print("  Name   | Id")
            print("-------- | ------------------------------------------------------")
            print("locator1 | 10.0.0.5(locator1:1201:locator)<ec><v0>:41000 [Coordinator]")
            print("server1  | 10.0.0.6(server1:1344)<v1>:41000")
            print("server2  | 10.0.0.7(server2:1360)<v2>:41000")
            print()
            continue
        if cmd == "shutdown":
            a = read("As a lot of data in memory will be lost, including possibly events in queues, "
                     "do you really want to shutdown the entire distributed system? (Y/n): ")
            if a.strip().lower() in ("", "y", "yes"):
                print("Shutdown is triggered")
                print()
                return
            print("Shutdown command cancelled.")
            continue
        print('Command "%s" is not valid.' % line)


# flink-sql: Flink's SQL client, its squirrel and its name over
# `Flink SQL> `, results in its tableau mode, a statement without its
# semicolon continued after `> `, an error with its reason.
FLINK_SQUIRREL = """\
                                   ▒▓██▓██▒
                               ▓████▒▒█▓▒▓███▓▒
                            ▓███▓░░        ▒▒▒▓██▒  ▒
                          ░██▒   ▒▒▓▓█▓▓▒░      ▒████
                          ██▒         ░▒▓███▒    ▒█▒█▒
                            ░▓█            ███   ▓░▒██
                              ▓█       ▒▒▒▒▒▓██▓░▒░▓▓█
                            █░ █   ▒▒░       ███▓▓█ ▒█▒▒▒
                            ████░   ▒▓█▓      ██▒▒▒ ▓███▒
                         ░▒█▓▓██       ▓█▒    ▓█▒▓██▓ ░█░
                   ▓░▒▓████▒ ██         ▒█    █▓░▒█▒░▒█▒
                  ███▓░██▓  ▓█           █   █▓ ▒▓█▓▓█▒
                ░██▓  ░█░            █  █▒ ▒█████▓▒ ██▓░▒
               ███░ ░ █░          ▓ ░█ █████▒░░    ░█░▓  ▓░
              ██▓█ ▒▒▓▒          ▓███████▓░       ▒█▒ ▒▓ ▓██▓
           ▒██▓ ▓█ █▓█       ░▒█████▓▓▒░         ██▒▒  █ ▒  ▓█▒
           ▓█▓  ▓█ ██▓ ░▓▓▓▓▓▓▓▒              ▒██▓           ░█▒
           ▓█    █ ▓███▓▒░              ░▓▓▓███▓          ░▒░ ▓█
           ██▓    ██▒    ░▒▓▓███▓▓▓▓▓██████▓▒            ▓███  █
          ▓███▒ ███   ░▓▓▒░░   ░▓████▓░                  ░▒▓▒  █▓
          █▓▒▒▓▓██  ░▒▒░░░▒▒▒▒▓██▓░                            █▓
          ██ ▓░▒█   ▓▓▓▓▒░░  ▒█▓       ▒▓▓██▓    ▓▒          ▒▒▓
          ▓█▓ ▓▒█  █▓░  ░▒▓▓██▒            ░▓█▒   ▒▒▒░▒▒▓█████▒
           ██░ ▓█▒█▒  ▒▓▓▒  ▓█                █░      ░░░░   ░█▒
           ▓█   ▒█▓   ░     █░                ▒█              █▓
            █▓   ██         █░                 ▓▓        ▒█▓▓▓▒█░
             █▓ ░▓██░       ▓▒                  ▓█▓▒░░░▒▓█░    ▒█
              ██   ▓█▓░      ▒                    ░▒█▒██▒      ▓▓
               ▓█▒   ▒█▓▒░                         ▒▒ █▒█▓▒▒░░▒██
                ░██▒    ▒▓▓▒                     ▓██▓▒█▒ ░▓▓▓▓▒█▓
                  ░▓██▒                          ▓░  ▒█▓█  ░░▒▒▒
                      ▒▓▓▓▓▓▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒░░▓▓  ▓░▒█░
"""
FLINK_NAME = r"""
    ______ _ _       _       _____  ____  _         _____ _ _            _  BETA
   |  ____| (_)     | |     / ____|/ __ \| |       / ____| (_)          | |
   | |__  | |_ _ __ | | __ | (___ | |  | | |      | |    | |_  ___ _ __ | |_
   |  __| | | | '_ \| |/ /  \___ \| |  | | |      | |    | | |/ _ \ '_ \| __|
   | |    | | | | | |   <   ____) | |__| | |____  | |____| | |  __/ | | | |_
   |_|    |_|_|_| |_|_|\_\ |_____/ \___\_\______|  \_____|_|_|\___|_| |_|\__|
"""


def flink_sql():
    print(FLINK_SQUIRREL + FLINK_NAME)
    print("        Welcome! Enter 'HELP;' to list all available commands. 'QUIT;' to exit.")
    print()
    print("Command history file path: ~/.flink-sql-history")
    print()
    stmt = ""
    while True:
        line = read("Flink SQL> " if not stmt else "> ")
        stmt += (" " if stmt else "") + line.strip()
        if not stmt:
            continue
        if not stmt.endswith(";"):
            continue
        s, stmt = stmt, ""
        if s.upper() in ("QUIT;", "EXIT;"):
            print()
            print("Shutting down the session...")
            print("done.")
            return
        time.sleep(0.3)
        if "nosuch" in s.lower():
            print(RED + "[ERROR] Could not execute SQL statement. Reason:" + RESET)
            print("org.apache.calcite.sql.validate.SqlValidatorException: Object 'nosuch' not found")
            print()
            continue
        if s.upper().startswith("SET"):
            print(CYAN + "[INFO] Execute statement succeed." + RESET)
            print()
            continue
        print("+----+-------------+")
        print("| op |      EXPR$0 |")
        print("+----+-------------+")
        print("| +I |          42 |")
        print("+----+-------------+")
        print("Received a total of 1 row")
        print()


# netcoredbg: Samsung's .NET debugger in its command line interface, no
# banner, `ncdb> `; a breakpoint set pending, the program run to it
# (modules loaded, `stopped, reason: breakpoint 1 hit, …`), an unknown
# command refused.
def netcoredbg():
    src = "/src/hello/Program.cs"
    while True:
        line = read("ncdb> ").strip()
        if not line:
            continue
        cmd = line.split()[0]
        if cmd in ("quit", "q"):
            return
        if cmd in ("break", "b"):
            loc = line.split(None, 1)[1] if " " in line else "Program.cs:8"
            print(" Breakpoint 1 at %s --pending, warning: No executable code of the debugger's target "
                  "code type is associated with this line." % loc)
            continue
        if cmd in ("run", "r"):
            print("^running")
            print()
            time.sleep(0.3)
            print("library loaded: /usr/share/dotnet/shared/Microsoft.NETCore.App/8.0.11/System.Private.CoreLib.dll")
            print("no symbols loaded, base address: 0x7f3a1c400000, size: 15478784(0xec2e00)")
            print()
            print("thread created, id: 4242")
            print()
            print("library loaded: /src/hello/bin/Debug/net8.0/hello.dll")
            print("symbols loaded, base address: 0x7f3a9c1b0000, size: 5632(0x1600)")
            print("breakpoint modified,  Breakpoint 1 at %s:8" % src)
            print()
            print("stopped, reason: breakpoint 1 hit, thread id: 4242, stopped threads: all, times= 1, "
                  "frame={hello.Program.Main() at %s:8" % src)
            print("}")
            continue
        if cmd in ("help", "h"):
            print("command    alias  args")
            print("--------------------------")
            print("backtrace  bt              Print backtrace info.")
            print("break      b      <loc>    Set breakpoint at specified location.")
            print("continue   c               Continue debugging after stop/pause.")
            print("quit       q               Quit the debugger.")
            continue
        print("Error: unknown command: " + cmd)


# gpt4all: GPT4All's CLI (`app.py repl`), its model downloaded by tqdm
# where it is missing, its block letters over ` ⇢  `; `/help` lists its
# special commands; a message's answer streamed word by word (quick:
# a word every 20ms, as from a small model on a fast machine).
GPT4ALL_BANNER = """
 ██████  ██████  ████████ ██   ██  █████  ██      ██
██       ██   ██    ██    ██   ██ ██   ██ ██      ██
██   ███ ██████     ██    ███████ ███████ ██      ██
██    ██ ██         ██         ██ ██   ██ ██      ██
 ██████  ██         ██         ██ ██   ██ ███████ ███████

Welcome to the GPT4All CLI! Version 1.0.2
Type /help for special commands.
"""

ANSWER = ("The sky looks blue because of Rayleigh scattering. Sunlight is made of every colour, "
          "and as it passes through the atmosphere the tiny molecules of nitrogen and oxygen "
          "scatter the short blue wavelengths far more strongly than the long red ones. That "
          "scattered blue light reaches your eyes from every direction of the sky, so the whole "
          "dome looks blue. At sunrise and sunset the light travels through much more air, most "
          "of the blue is scattered away before it reaches you, and the reds and oranges remain. "
          "Violet is scattered even more than blue, but the Sun gives out less of it and our eyes "
          "are less sensitive to it, which is why we see a blue sky and not a violet one.")


def gpt4all(download=False, delay=0.6):
    model = "orca-mini-3b-gguf2-q4_0.gguf"
    if download:
        total = 1.98
        steps = 400
        for i in range(steps + 1):
            done = total * i / steps
            pct = int(100 * i / steps)
            bar = "█" * (pct // 5) + " " * (20 - pct // 5)
            out("\rDownloading: %3d%%|%s| %.2fG/%.2fG [00:%02d<01:%02d, 31.2MiB/s]" % (
                pct, bar, done, total, i % 60, (steps - i) % 60))
            time.sleep(0.5)
        print()
        print("Model downloaded to '~/.cache/gpt4all/%s'" % model)
    print(GPT4ALL_BANNER)
    while True:
        msg = read(" ⇢  ").strip()
        if not msg:
            continue
        if msg == "/exit":
            return
        if msg == "/help":
            print("Special commands: /reset, /exit, /help and /clear")
            continue
        if msg == "/reset":
            print("Chat context reset.")
            continue
        for i, word in enumerate(ANSWER.split(" ")):
            out(("" if i == 0 else " ") + word)
            time.sleep(delay)
        print()
        print()


# hazelcast-console: Hazelcast's console client, its client's log of
# connecting over `hazelcast[default] > `; map commands answer on a line
# of their own, `ns` moves to another namespace, named in the prompt.
def hazelcast_console():
    log = "INFO: hz.client_1 [dev] [5.3.6] "
    print("Nov 27, 2026 10:04:12 PM com.hazelcast.client.impl.spi.ClientInvocationService")
    print(log + "Running with 2 response threads, dynamic=true")
    print("Nov 27, 2026 10:04:12 PM com.hazelcast.core.LifecycleService")
    print(log + "HazelcastClient 5.3.6 (20231109 - 9903dc9) is STARTING")
    print(log + "HazelcastClient 5.3.6 (20231109 - 9903dc9) is STARTED")
    print(log + "Trying to connect to cluster: dev")
    print(log + "Authenticated with server [10.0.0.6]:5701:6e2a8c41-0b9e-4b6f-9a57-1c3d2f4e5a6b, "
          "server version: 5.3.6, local address: /10.0.0.5:52344")
    print()
    print("Members [2] {")
    print("\tMember [10.0.0.6]:5701 - 6e2a8c41-0b9e-4b6f-9a57-1c3d2f4e5a6b")
    print("\tMember [10.0.0.7]:5701 - 8f1b9d52-1c0f-4c70-ab68-2d4e3a5f6b7c")
    print("}")
    print()
    print(log + "HazelcastClient 5.3.6 (20231109 - 9903dc9) is CLIENT_CONNECTED")
    ns = "default"
    maps = {}
    while True:
        line = read("hazelcast[%s] > " % ns).strip()
        if not line:
            continue
        words = line.split()
        cmd = words[0]
        m = maps.setdefault(ns, {})
        if cmd in ("exit", "quit"):
            return
        if cmd == "ns" and len(words) > 1:
            ns = words[1]
            print("namespace: " + ns)
            continue
        if cmd == "m.put" and len(words) > 2:
            print(m.get(words[1], "null"))
            m[words[1]] = " ".join(words[2:])
            continue
        if cmd == "m.get" and len(words) > 1:
            print(m.get(words[1], "null"))
            continue
        if cmd == "m.size":
            print("Size = %d" % len(m))
            continue
        print("type 'help' for help")


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    tools = {
        "ballerina": ballerina,
        "exaplus": exaplus,
        "gfsh": gfsh,
        "flink-sql": flink_sql,
        "netcoredbg": netcoredbg,
        "gpt4all": gpt4all,
        "gpt4all-download": lambda: gpt4all(download=True),
        "gpt4all-quick": lambda: gpt4all(delay=0.02),
        "hazelcast-console": hazelcast_console,
    }
    if tool not in tools:
        sys.stderr.write("usage: twohundredtwentyfourth_demo.py {%s}\n" % ",".join(sorted(tools)))
        sys.exit(2)
    try:
        tools[tool]()
    except KeyboardInterrupt:
        print()


if __name__ == "__main__":
    main()
