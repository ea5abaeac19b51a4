"""One interactive console imitated, named by the first argument: a
fixture of agentty's twohundredeightyfourth set, whose screens were never
used to tune the mode classifier. Each prints on the main screen what a
program that cannot run here prints at its moments (its words, layout and
colours, from its documentation, source and published transcripts): a
multi-model database's SQL shell, a campus switch's command line, a Lua
remote debugger's console, an AI agent that writes and runs scripts, and a
BBS space-trading game's command prompt. Lines are read cooked where the
program reads lines, the game's keys one at a time, raw and not echoed.
Runs with Debian's python3 and its standard library only."""

import sys
import termios
import time
import tty

ESC = "\x1b["
BOLD, DIM, RESET = ESC + "1m", ESC + "2m", ESC + "0m"
RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN, WHITE = (ESC + "3%dm" % n for n in range(1, 8))
BRIGHT = ESC + "1;3%dm"


def out(s=""):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    """Reads a line cooked, echoed, after prompt; exits at its end."""
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def key():
    """Reads one key raw, not echoed."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setraw(fd)
        c = sys.stdin.read(1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    if c == "\x03":
        sys.exit(130)
    return c


def spin(text, seconds):
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    end = time.time() + seconds
    i = 0
    out("\x1b[?25l")
    while time.time() < end:
        out("\r" + CYAN + frames[i % len(frames)] + RESET + " " + text)
        time.sleep(0.1)
        i += 1
    out("\r\x1b[2K\x1b[?25h")


# surreal: SurrealDB's `surreal sql --endpoint memory --ns shop --db shop
# --pretty`, a line read at a time after `shop/shop> `.
def surreal():
    people = [("person:tobie", "Tobie", 38), ("person:jaime", "Jaime", 35), ("person:ana", "Ana", 29)]
    while True:
        q = line("shop/shop> ").strip()
        if q in ("exit", "quit", "\\q"):
            return
        if not q:
            continue
        low = q.lower()
        if low.startswith("sleep"):
            time.sleep(40)
            out("-- Query 1 (execution time: 40.0s)\nNONE\n\n")
        elif low.startswith("select"):
            out("-- Query 1 (execution time: 1.3ms)\n[\n")
            for i, (id_, name, age) in enumerate(people):
                out("\t{\n\t\tage: %d,\n\t\tid: %s,\n\t\tname: '%s'\n\t}%s\n" % (age, id_, name, "," if i < len(people) - 1 else ""))
            out("]\n\n")
        else:
            out("-- Query 1 (execution time: 0.8ms)\n[]\n\n")


# arubacx: an ArubaOS-CX switch's CLI on its console, lines read cooked.
def arubacx():
    host = "6300"
    out("\nAruba 6300M 48G CL4 PoE 4SFP56 Switch\n\n")
    out("Last login: 2026-11-28 06:02:11 from the console\n")
    out("User \"admin\" has logged in 3 times in the past 30 days\n")
    mode = "#"
    while True:
        cmd = line(host + mode + " ").strip()
        if cmd in ("configure terminal", "conf t", "config"):
            mode = "(config)#"
        elif cmd in ("end", "exit") and mode != "#":
            mode = "#"
        elif cmd == "show version":
            out("-" * 78 + "\nArubaOS-CX\n" + "-" * 78 + "\n")
            out("Version      : FL.10.13.1000\nBuild Date   : 2026-08-14 10:32:09 UTC\n"
                "Build ID     : ArubaOS-CX:FL.10.13.1000:9c1e5f2d3a4b\nService OS Version : FL.01.13.0002\n"
                "BIOS Version : FL.01.0002\n\n")
        elif cmd.startswith("copy tftp://"):
            out("The secondary image will be deleted.\n\n")
            a = line("Continue (y/n)? ").strip().lower()
            if a != "y":
                continue
            out("\n######" + "\r")
            for pct in range(0, 101, 2):
                bar = "#" * (pct * 60 // 100)
                out("\r%-60s %5.1f%%" % (bar, pct))
                time.sleep(0.8)
            out("\nVerifying and writing system firmware...\n\n")
        elif cmd.startswith("boot system"):
            out("Checking if the configuration needs to be saved...\n\n")
            a = line("Do you want to save the current configuration (y/n)? ").strip().lower()
            if a == "y":
                out("The running configuration was saved to the startup configuration.\n\n")
            out("This will reboot the entire switch and render it unavailable\n"
                "until the process is complete.\n")
            a = line("Continue (y/n)? ").strip().lower()
            if a == "y":
                out("The system is going down for reboot.\n")
                time.sleep(60)
                return
        elif cmd:
            out("Invalid input: " + cmd.split()[0] + "\n")


# mobdebug: Paul Kulchenko's MobDebug console (`lua -e
# "require('mobdebug').listen()"`), lines read cooked after `> `.
def mobdebug():
    out("Lua Remote Debugger\nRun the program you wish to debug\n")
    time.sleep(1.0)
    out("Paused at file ledger.lua\nType 'help' for commands\n")
    values = {"total": "0", "#entries": "3", "rate": "0.075"}
    while True:
        cmd = line("> ").strip()
        if cmd in ("exit", "done"):
            return
        if cmd.startswith("eval "):
            out(values.get(cmd[5:].strip(), "nil") + "\n")
        elif cmd.startswith("setb "):
            pass
        elif cmd == "run":
            time.sleep(20)
            out("Paused at file ledger.lua line 14\n")
            values["total"] = "1284.5"
        elif cmd == "help":
            out("setb <file> <line>    -- sets a breakpoint\ndelb <file> <line>    -- removes a breakpoint\n"
                "run                   -- runs until next breakpoint\nstep                  -- runs until next line, stepping into function calls\n"
                "eval <exp>            -- evaluates expression on the current context and returns its value\n")
        elif cmd:
            out("Unknown command. Type 'help' for supported commands\n")


RAWDOG = r"""   / \__
  (    @\___   ┳━┓┏━┓┳ ┳┏┓┏━┓┏━┓
  /         O  ┣┳┛┣━┫┃┃┃┃┃┃┃┃┃┓
 /   (_____/   ┻┗━┻ ┻┗┻┛┗┛┗━┛┗━┛
/_____/   U    Rawdog v0.1.6
               Powered by gpt-4-turbo-preview
"""

SCRIPT = """```python
import os

sizes = []
for root, dirs, files in os.walk("."):
    for f in files:
        p = os.path.join(root, f)
        sizes.append((os.path.getsize(p), p))
for size, p in sorted(sizes, reverse=True)[:3]:
    print(f"{size:>10}  {p}")
```
"""


# rawdog: AbanteAI's rawdog, its prompt read cooked, the script it wrote
# shown before it asks to run it.
def rawdog():
    out(RAWDOG + "\n")
    while True:
        out("\nWhat can I do for you? (Ctrl-C to exit)\n")
        ask = line("> ").strip()
        if not ask:
            continue
        spin("Thinking...", 6)
        out("\n" + SCRIPT + "\n")
        a = line("Execute script in markdown above? (Y/n): ").strip().lower()
        if a in ("", "y", "yes"):
            out("\n     48211  ./long.txt\n       512  ./notes.txt\n       220  ./.bash_logout\n")


# tradewars: TradeWars 2002's command prompt over a sector, keys read raw.
def sector(n):
    out("\n" + BRIGHT % 2 + "Sector  " + YELLOW + ": " + BRIGHT % 6 + str(n) + RESET + GREEN + " in " + BLUE + ("The Federation." if n == 1 else "uncharted space.") + RESET + "\n")
    if n == 1:
        out(MAGENTA + "Beacon  " + YELLOW + ": " + RED + "FedSpace, FedLaw Enforced" + RESET + "\n")
        out(MAGENTA + "Ports   " + YELLOW + ": " + CYAN + "Sol" + YELLOW + ", " + MAGENTA + "Class 0 (Special)" + RESET + "\n")
        out(MAGENTA + "Planets " + YELLOW + ": " + "(M) Terra" + RESET + "\n")
        warps = "2 - 3 - 4 - 5 - 6 - 7"
    else:
        out(MAGENTA + "Ports   " + YELLOW + ": " + CYAN + "Aldebaran III" + YELLOW + ", " + MAGENTA + "Class 2 " + RESET + "(BSB)\n")
        warps = "1 - 3 - 9 - 12"
    out(GREEN + "Warps to Sector(s) " + YELLOW + ":  " + BRIGHT % 6 + warps + RESET + "\n\n")


def tradewars():
    here = 1
    sector(here)
    while True:
        out(MAGENTA + "Command [" + YELLOW + "TL=" + "00:00:00" + MAGENTA + "]" + YELLOW + ":" + MAGENTA + "[" + YELLOW + str(here) + MAGENTA + "] (" + YELLOW + "?=Help" + MAGENTA + ")? : " + RESET)
        k = key().upper()
        if k == "M":
            out(MAGENTA + "M" + RESET + "\n" + GREEN + "<Move>" + RESET + "\n")
            out(MAGENTA + "Warps to Sector(s) :  2 - 3 - 4 - 5 - 6 - 7" + RESET + "\n\n")
            to = line(MAGENTA + "To which Sector [" + str(here) + "] ? " + RESET).strip()
            if to.isdigit() and int(to) != here:
                out("\n" + YELLOW + "<Auto Pilot Engaged>" + RESET + "\n\n")
                for _ in range(15):
                    out(CYAN + "Warping to Sector " + to + " ..." + RESET + "\r")
                    time.sleep(1)
                out("\x1b[2K")
                here = int(to)
                sector(here)
        elif k == "P" and here != 1:
            out(MAGENTA + "P" + RESET + "\n" + GREEN + "<Port>" + RESET + "\n\n")
            out("Docking...\n\n" + GREEN + "Commerce report for " + CYAN + "Aldebaran III" + GREEN + ": 06:14:27 PM Sat Nov 28, 2026" + RESET + "\n\n")
            out(" Items     Status  Trading % of max OnBoard\n")
            out(" -----     ------  ------- -------- -------\n")
            out("Fuel Ore   Buying    2310    100%      20\n")
            out("Organics   Selling   1840     92%       0\n")
            out("Equipment  Buying     920     46%       0\n\n")
            out(GREEN + "You have " + YELLOW + "5,000" + GREEN + " credits and " + YELLOW + "0" + GREEN + " empty cargo holds." + RESET + "\n\n")
            out("We are buying up to " + YELLOW + "2310" + RESET + ".  You have " + YELLOW + "20" + RESET + " in your holds.\n")
            line(MAGENTA + "How many holds of " + CYAN + "Fuel Ore" + MAGENTA + " do you want to sell [" + YELLOW + "20" + MAGENTA + "]? " + RESET)
            out("\n")
        elif k == "Q":
            out(MAGENTA + "Q" + RESET + "\n\n")
            out(MAGENTA + "Confirmed? " + YELLOW + "(Y/N)? " + RESET)
            if key().upper() == "Y":
                out("Y\n")
                return
            out("N\n\n")
        elif k == "?":
            out("?\n\n")
        else:
            out("\n\n")


TOOLS = {"surreal": surreal, "arubacx": arubacx, "mobdebug": mobdebug, "rawdog": rawdog, "tradewars": tradewars}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        sys.exit(130)
