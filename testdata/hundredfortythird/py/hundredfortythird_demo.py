#!/usr/bin/env python3
"""The hundredfortythird set's imitations: each draws, on the main screen,
what a database shell or REPL built on prompt_toolkit draws at its
prompt: a banner, the prompt line edited in raw mode with bracketed
paste, the rows reserved for a completion menu under it and, for some,
a bottom toolbar in grey; a completion menu open under the typed word;
a continuation prompt in a multi-line statement; a table after a
command; a vi mode's mark. The first argument names the tool imitated,
the next ones its options ("multiline", "vi")."""
import os
import sys
import termios
import tty

OUT = sys.stdout


def w(s):
    OUT.write(s)
    OUT.flush()


TOOLBAR = "\x1b[0;38;5;248;48;5;235m"
MENU = "\x1b[0;38;5;231;48;5;30m"
MENU_CUR = "\x1b[0;38;5;16;48;5;37m"
RESET = "\x1b[0m"

SQL_WORDS = ["SELECT", "SET", "SHOW", "SAVEPOINT", "START", "STATUS"]


class Tool:
    name = ""
    prompt = "> "
    cont = "-> "
    multiline = False
    vi = False
    words = SQL_WORDS
    reserve = 8

    def banner(self):
        pass

    def toolbar(self, vimode):
        return None

    def complete(self, stmt):
        return not self.multiline or stmt.rstrip().endswith(";") or stmt.strip() == ""

    def run(self, stmt):
        pass


def table(head, rows, psql=False):
    width = [max(len(str(r[i])) for r in [head] + rows) for i in range(len(head))]
    line = "+" + "+".join("-" * (n + 2) for n in width) + "+"
    mid = "|" + "+".join("-" * (n + 2) for n in width) + "|" if psql else line
    out = [line, "| " + " | ".join(h.ljust(n) for h, n in zip(head, width)) + " |", mid]
    for r in rows:
        out.append("| " + " | ".join(str(c).ljust(n) for c, n in zip(r, width)) + " |")
    out.append(line)
    return out


PEOPLE = [("1", "Ada", "ada@example.com"), ("2", "Grace", "grace@example.com"), ("3", "Linus", "linus@example.com")]


# mycli-like: mycli, MySQL's shell from dbcli.
class Mycli(Tool):
    name = "mycli"
    prompt = "MySQL root@localhost:shop> "
    cont = "                        -> "

    def banner(self):
        for s in ["MySQL 8.0.36", "mycli 1.27.2", "Home: http://mycli.net",
                  "Bug tracker: https://github.com/dbcli/mycli/issues",
                  "Thanks to the contributor - Jonathan Slenders"]:
            w(s + "\r\n")

    def toolbar(self, vimode):
        mode = "Vi-mode (%s)" % vimode if self.vi else "Emacs-mode"
        return "[F2] Smart Completion: ON  [F3] Multiline: %s  [F4] %s" % ("ON" if self.multiline else "OFF", mode)

    def run(self, stmt):
        for s in table(["id", "name", "email"], PEOPLE):
            w(s + "\r\n")
        w("3 rows in set\r\nTime: 0.002s\r\n")


# mssql-cli-like: mssql-cli, SQL Server's shell from dbcli.
class Mssql(Tool):
    name = "mssql-cli"
    prompt = "master> "
    cont = "     -> "

    def banner(self):
        for s in ["Version: 1.0.0", "Mail: sqlcli@microsoft.com", "Home: http://github.com/dbcli/mssql-cli"]:
            w(s + "\r\n")

    def toolbar(self, vimode):
        mode = "Vi-mode (%s)" % vimode if self.vi else "Emacs-mode"
        return "[F2] Smart Completion: ON  [F3] Multiline: %s  [F4] %s" % ("ON" if self.multiline else "OFF", mode)

    def run(self, stmt):
        for s in table(["id", "name", "email"], PEOPLE, psql=True):
            w(s + "\r\n")
        w("(3 rows affected)\r\nTime: 0.031s\r\n")


# athenacli-like: athenacli, Amazon Athena's shell from dbcli.
class Athena(Tool):
    name = "athenacli"
    prompt = "us-east-1:default> "
    cont = "                -> "

    def toolbar(self, vimode):
        mode = "Vi-mode (%s)" % vimode if self.vi else "Emacs-mode"
        return "[F2] Smart Completion: ON  [F3] Multiline: %s  [F4] %s" % ("ON" if self.multiline else "OFF", mode)

    def run(self, stmt):
        for s in table(["event_date", "hits"], [("2026-11-24", 1042), ("2026-11-25", 987), ("2026-11-26", 1210)], psql=True):
            w(s + "\r\n")
        w("Execution time: 812 ms, Data scanned: 1.21 KB, Approximate cost: $0.00\r\n")
        w("Time: 1.403s\r\n")


# clickhouse-cli-like: clickhouse-cli, the third-party shell of ClickHouse
# over HTTP, multi-line by default, no toolbar.
class Clickhouse(Tool):
    name = "clickhouse-cli"
    prompt = " :) "
    cont = " :-] "
    multiline = True
    reserve = 5

    def banner(self):
        w("clickhouse-cli version: 0.3.9\r\nConnecting to localhost:8123\r\n"
          "Connected to ClickHouse server v23.8.2.7.\r\n\r\n")

    def run(self, stmt):
        w("\r\nSELECT number\r\nFROM system.numbers\r\nLIMIT 3\r\n\r\n")
        for s in ["┌─number─┐", "│      0 │", "│      1 │", "│      2 │", "└────────┘"]:
            w(s + "\r\n")
        w("\r\nOk. 3 rows in set. Elapsed: 0.004 sec.\r\n\r\n")


# http-prompt-like: http-prompt, an interactive HTTP client.
class HttpPrompt(Tool):
    name = "http-prompt"
    prompt = "http://localhost:8000> "
    words = ["get", "head", "httpie", "help"]

    def banner(self):
        w("Version: 2.1.0\r\n")

    def run(self, stmt):
        for s in ["HTTP/1.0 200 OK", "Content-Length: 63", "Content-Type: application/json",
                  "Date: Fri, 27 Nov 2026 03:40:00 GMT", "Server: SimpleHTTP/0.6 Python/3.11.2", "",
                  "{", '    "id": 1,', '    "name": "Ada"', "}", ""]:
            w(s + "\r\n")


# aws-shell-like: aws-shell, the AWS CLI's interactive shell.
class AwsShell(Tool):
    name = "aws-shell"
    prompt = "aws> "
    words = ["ec2", "ecr", "ecs", "efs", "eks", "elasticache"]

    def toolbar(self, vimode):
        return "[F3] Keys: Emacs [F4] Multi-column [F5] Help: ON [F9] Focus: doc [F10] Exit"

    def run(self, stmt):
        for s in table(["InstanceId", "State", "Type"], [("i-0a1b2c3d4e5f60718", "running", "t3.micro"), ("i-0f1e2d3c4b5a69788", "stopped", "t3.small")]):
            w(s + "\r\n")


TOOLS = {t.name: t for t in [Mycli, Mssql, Athena, Clickhouse, HttpPrompt, AwsShell]}


class Editor:
    def __init__(self, tool):
        self.t = tool
        self.lines = [""]
        self.vimode = "I"
        self.drawn = 0  # rows drawn below the first prompt row, the cursor row's offset

    def word(self):
        cur = self.lines[-1]
        i = len(cur)
        while i > 0 and (cur[i - 1].isalnum() or cur[i - 1] in "_-"):
            i -= 1
        return i, cur[i:]

    def menu(self):
        col, word = self.word()
        if not word or self.vimode != "I":
            return col, []
        return col, [c for c in self.t.words if c.lower().startswith(word.lower()) and c.lower() != word.lower()]

    def render(self):
        t = self.t
        # back to the first row of the prompt, then down from there
        if self.cursor_row:
            w("\x1b[%dA" % self.cursor_row)
        w("\r\x1b[J")
        rows = []
        for i, ln in enumerate(self.lines):
            rows.append((t.prompt if i == 0 else t.cont) + ln)
        col, items = self.menu()
        start = len(t.prompt if len(self.lines) == 1 else t.cont) + col
        extra = []
        for k, it in enumerate(items[:t.reserve]):
            extra.append(" " * start + (MENU_CUR if False else MENU) + " " + it.ljust(12) + " " + RESET)
        bar = t.toolbar(self.vimode)
        if bar is not None:
            while len(extra) < t.reserve:
                extra.append("")
            extra.append(TOOLBAR + bar.ljust(79) + RESET)
        out = rows + extra
        w("\r\n".join(out))
        # cursor to the end of the last buffer row
        below = len(out) - len(rows)
        if below:
            w("\x1b[%dA" % below)
        w("\r")
        last = rows[-1]
        if len(last):
            w("\x1b[%dC" % len(last))
        self.cursor_row = len(rows) - 1

    def accept(self):
        # finish: clear what is under the input, keep the input
        t = self.t
        w("\r\x1b[J")
        if self.cursor_row:
            w("\x1b[%dA\r\x1b[J" % self.cursor_row)
        w("\r\n".join((t.prompt if i == 0 else t.cont) + ln for i, ln in enumerate(self.lines)) + "\r\n")

    def loop(self):
        t = self.t
        self.cursor_row = 0
        self.render()
        fd = sys.stdin.fileno()
        buf = b""
        paste = False
        while True:
            data = os.read(fd, 1024)
            if not data:
                return
            buf += data
            while buf:
                if buf.startswith(b"\x1b[200~"):
                    paste, buf = True, buf[6:]
                    continue
                if buf.startswith(b"\x1b[201~"):
                    paste, buf = False, buf[6:]
                    continue
                if buf.startswith(b"\x1b[") or buf.startswith(b"\x1bO"):
                    if len(buf) < 3:
                        break
                    buf = buf[3:]
                    continue
                ch = buf[:1]
                if ch[0] >= 0x80:
                    n = 2 if ch[0] >= 0xC0 else 1
                    n = 3 if ch[0] >= 0xE0 else n
                    ch = buf[:n]
                buf = buf[len(ch):]
                if ch == b"\x1b":
                    if t.vi:
                        self.vimode = "N"
                elif ch == b"\x03":
                    self.lines = [""]
                    w("\r\n")
                    self.cursor_row = 0
                elif ch == b"\x04" and self.lines == [""]:
                    w("\r\nGoodbye!\r\n")
                    return
                elif ch in (b"\r", b"\n"):
                    stmt = "\n".join(self.lines)
                    if not t.complete(stmt):
                        self.lines.append("")
                    else:
                        self.accept()
                        if stmt.strip():
                            t.run(stmt)
                        self.lines = [""]
                        self.vimode = "I"
                        self.cursor_row = 0
                elif ch in (b"\x7f", b"\x08"):
                    if self.vimode == "I":
                        self.lines[-1] = self.lines[-1][:-1]
                elif ch == b"\t":
                    pass
                elif ch[0] >= 0x20:
                    if self.vimode == "N":
                        if ch in (b"i", b"a"):
                            self.vimode = "I"
                    else:
                        self.lines[-1] += ch.decode("utf-8", "replace")
            self.render()


def main():
    tool = TOOLS[sys.argv[1]]()
    tool.multiline = tool.multiline or "multiline" in sys.argv[2:]
    tool.vi = "vi" in sys.argv[2:]
    tool.banner()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd, termios.TCSANOW)
    w("\x1b[?2004h")
    try:
        Editor(tool).loop()
    except KeyboardInterrupt:
        pass
    finally:
        w("\x1b[?2004l")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


if __name__ == "__main__":
    main()
