#!/usr/bin/env python3
"""The threehundredsixtyfirst set's imitations: four database clients and
query consoles that Debian does not package, each drawn the way the real
program draws (as known from its documentation, source and screenshots):

  spanner  cloudspannerecosystem's spanner-cli (`spanner-cli -p acme-prod
           -i main -d ledger`): `Connected.`, chzyer/readline's `spanner> `
           prompt (`spanner(rw txn)> ` in a transaction), `      -> ` under
           a statement left open, tablewriter's `+---+` tables with `N rows
           in set (… msecs)`, the `-\\|/` progress mark while a statement
           runs, and its cooked `Database "…" will be dropped.` / `Do you
           want to continue? [yes/no] ` before a DROP DATABASE
  turso    Turso's SQL shell (`tursodb shop.db`, rustyline with its
           completion listed under the line): its banner, `turso> `, the
           continuation prompt counting open parentheses (`(x1...> `,
           `   ...> `), comfy-table's boxed tables, a query at work
  skysh    Skytable's `skysh`: `Enter password: ` read raw with nothing
           echoed, its welcome text on a first run, the `> ` prompt that
           becomes `space> ` after `use space`, `(Okay)` in cyan, rows
           numbered `(1)` in grey italic, `(server error code: …)` in red
  sabiql   riii111's sabiql (a ratatui TUI over psql, on the alternate
           screen): its Connection Setup form on a first run, the header,
           the Explorer, Inspector and Result panes, the footer of keys,
           the Result paged, the SQL Editor modal with its completion
           popup and its `Running` spinner, the DELETE preview that asks
           before a row is deleted

Run: threehundredsixtyfirst_dbclients.py TOOL
"""
import os
import re
import select
import signal
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Interrupted(Exception):
    pass


def onint(sig, frame):
    raise Interrupted()


def words(q):
    return re.sub(r"\s+", " ", q.strip().rstrip(";")).strip().lower()


# ---------------------------------------------------------------- spanner

SINGERS = [
    ("1", "Marc", "Richards"),
    ("2", "Catalina", "Smith"),
    ("3", "Alice", "Trentor"),
    ("4", "Lea", "Martin"),
    ("5", "David", "Lomond"),
]


def tablewriter(header, rows):
    """olekukonko/tablewriter as spanner-cli sets it: headers as given,
    everything aligned left."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = [rule, "| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |", rule]
    for r in rows:
        lines.append("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |")
    lines.append(rule)
    return "\n".join(lines) + "\n"


def progress_mark_until(deadline=None):
    """spanner-cli's PrintProgressingMark: `\\r-`, `\\r\\`, `\\r|`, `\\r/`
    every 100ms while the statement runs; `\\r` when it stops."""
    marks = "-\\|/"
    i = 0
    old = signal.signal(signal.SIGINT, onint)
    try:
        while deadline is None or time.time() < deadline:
            time.sleep(0.1)
            out("\r" + marks[i % 4])
            i += 1
        return True
    except Interrupted:
        return False
    finally:
        out("\r")
        signal.signal(signal.SIGINT, old)


def spanner():
    import readline  # noqa: F401  (chzyer/readline edits the line in raw mode)
    out("Connected.\n")
    txn = ""
    while True:
        prompt = "spanner%s> " % txn
        p, buf = prompt, []
        try:
            while True:
                line = input(p)
                buf.append(line)
                st = line.strip()
                if st.endswith(";") or st.endswith("\\G") or (len(buf) == 1 and st.lower() in ("exit", "quit")):
                    break
                p = " " * (len(prompt) - 3) + "-> "
        except EOFError:
            out("Bye\n")
            return
        except KeyboardInterrupt:
            out("Bye\n")
            return
        q = "\n".join(buf)
        w = words(q)
        if w in ("exit", "quit"):
            out("Bye\n")
            return
        if w.startswith("begin"):
            txn = "(rw txn)" if "ro" not in w.split() else "(ro txn)"
            out("Query OK, 0 rows affected (0.00 sec)\n\n")
            continue
        if w in ("commit", "rollback"):
            txn = ""
            out("Query OK, 0 rows affected (0.21 sec)\n\n")
            continue
        m = re.match(r"drop database (\S+)", w)
        if m:
            db = m.group(1)
            if db == "ledger":
                out('ERROR: database "ledger" is currently used, it can not be dropped\n')
                continue
            out('Database "%s" will be dropped.\nDo you want to continue? [yes/no] ' % db)
            yes = None
            while yes is None:
                a = sys.stdin.readline()
                if not a:
                    return
                a = a.strip().lower()
                if a == "yes":
                    yes = True
                elif a == "no":
                    yes = False
                else:
                    out("Please answer yes or no: ")
            if not yes:
                continue
            progress_mark_until(time.time() + 1.5)
            out("Query OK, 0 rows affected (1.52 sec)\n\n")
            continue
        if "cross join" in w:
            if not progress_mark_until():
                out('ERROR: spanner: code = "Canceled", desc = "context canceled"\n')
            continue
        if w.startswith("select") and "singers" in w:
            progress_mark_until(time.time() + 0.3)
            out(tablewriter(["SingerId", "FirstName", "LastName"], SINGERS))
            out("%d rows in set (2.41 msecs)\n\n" % len(SINGERS))
            continue
        if w.startswith("select"):
            progress_mark_until(time.time() + 0.2)
            t = re.search(r"(?i)from\s+(\w+)", q)
            out('ERROR: spanner: code = "InvalidArgument", desc = "Table not found: %s [at 1:15]\\n%s\\n'
                '              ^"\n' % (t.group(1) if t else "?", q.strip().replace("\n", "\\n")))
            continue
        progress_mark_until(time.time() + 0.2)
        out("Query OK, 0 rows affected (0.45 sec)\n\n")


# ---------------------------------------------------------------- turso

TURSO_TABLES = ["customers", "order_items", "orders", "products"]
TURSO_KEYWORDS = ["ABORT", "ACTION", "ADD", "AFTER", "ALL", "ALTER", "AND", "AS", "ASC", "BEGIN", "BETWEEN", "BY",
                  "CASE", "CREATE", "CROSS", "DELETE", "DESC", "DISTINCT", "DROP", "ELSE", "END", "EXISTS", "FROM",
                  "GROUP", "HAVING", "IN", "INDEX", "INNER", "INSERT", "INTO", "JOIN", "LEFT", "LIMIT", "NOT",
                  "NULL", "OFFSET", "ON", "OR", "ORDER", "OUTER", "PRIMARY", "RECURSIVE", "SELECT", "SET", "TABLE",
                  "THEN", "UNION", "UPDATE", "VALUES", "WHERE", "WITH"]
BIG_SPENDERS = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton", "Radia Perlman"]


def comfy(header, rows, right=()):
    """comfy-table's UTF8_FULL as Turso's pretty mode draws it: a rule
    between every row."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]

    def cells(vals, bold=False):
        out_ = []
        for i, (v, w) in enumerate(zip(vals, widths)):
            s = v.rjust(w) if i in right and not bold else v.ljust(w)
            out_.append(" " + s + " ")
        return "│" + "│".join(out_) + "│"

    top = "┌" + "┬".join("─" * (w + 2) for w in widths) + "┐"
    mid = "├" + "┼".join("─" * (w + 2) for w in widths) + "┤"
    bot = "└" + "┴".join("─" * (w + 2) for w in widths) + "┘"
    lines = [top, cells(header, True)]
    for r in rows:
        lines.append(mid)
        lines.append(cells(r))
    lines.append(bot)
    return "\n".join(lines) + "\n"


def turso():
    import readline
    cands = []

    def complete(text, state):
        if state == 0:
            t = text.lower()
            cands[:] = [k for k in TURSO_KEYWORDS if k.lower().startswith(t)] + \
                [n for n in TURSO_TABLES if n.startswith(t)]
        return cands[state] if state < len(cands) else None

    readline.set_completer(complete)
    readline.set_completer_delims(" \t\n(),;=<>*")
    readline.parse_and_bind("tab: complete")
    out("Turso v0.2.2\n")
    out('Enter ".help" for usage hints.\n')
    out("Did you know that Turso supports Vector Search? Type .manual vector to learn more.\n")
    out("This software is in BETA, use caution with production data and ensure you have backups.\n")
    buf = []
    prompt = "turso> "
    while True:
        try:
            line = input(prompt)
        except EOFError:
            return
        except KeyboardInterrupt:
            out("Use .quit to exit or press Ctrl-C again to force quit.\n")
            buf, prompt = [], "turso> "
            continue
        line = line.strip()
        if not buf and line.startswith("."):
            if line in (".quit", ".q"):
                out("Exiting Turso SQL Shell.\n")
                return
            if line.startswith(".tables"):
                out("\n".join(TURSO_TABLES) + "\n")
            continue
        if not line and not buf:
            continue
        buf.append(line)
        text = " ".join(buf)
        depth = text.count("(") - text.count(")")
        if not text.rstrip().endswith(";") or depth > 0:
            if depth < 0:
                prompt = ")x!...>"
            elif depth == 0:
                prompt = "   ...> "
            elif depth < 10:
                prompt = "(x%d...> " % depth
            else:
                prompt = "(.....> "
            continue
        buf, prompt = [], "turso> "
        w = words(text)
        if w.startswith("with recursive"):
            old = signal.signal(signal.SIGINT, onint)
            try:
                while True:
                    time.sleep(3600)
            except Interrupted:
                out("Query interrupted.\n")
            finally:
                signal.signal(signal.SIGINT, old)
            continue
        if w.startswith("select name from customers"):
            out(comfy(["name"], [[n] for n in BIG_SPENDERS]))
            continue
        m = re.search(r"from (\w+)", w)
        if m and m.group(1) not in TURSO_TABLES:
            out(ESC + "[31m" + "  × Parse error: no such table: %s" % m.group(1) + ESC + "[0m\n")
            continue
        out(comfy(["count(*)"], [["4"]], right=(0,)))


# ---------------------------------------------------------------- skysh

SKYSH_WELCOME = """Welcome to the Skytable Interactive shell (REPL environment).

Here are a few tips to help you get started:
- Skytable uses its own query language called BlueQL. It is mostly like SQL
but with some important changes for security
- Since BlueQL doesn't need a query terminator ';' you do not need to use it
here for running queries
- You might be surprised to see that you can use literals in this REPL while
Skytable does not allow the use of literals for security concerns. This is
because whenever you run a query, the REPL turns it into a parameterized query.
- You can also run some `skysh` specific commands:
    - `!help` displays this help message
    - `clear` clears the terminal screen
    - `exit` exits the REPL session

Now, it's time to get querying!
"""

ACCOUNTS = [("ada", 1200, "true"), ("grace", 860, "true"), ("linus", 45, "false"), ("margaret", 3075, "true"),
            ("ken", 510, "true")]


def cyan(s):
    return ESC + "[38;5;14m" + s + ESC + "[39m"


def red(s):
    return ESC + "[38;5;9m" + s + ESC + "[39m"


def grey_italic(s):
    return ESC + "[3m" + ESC + "[38;5;7m" + s + ESC + "[39m" + ESC + "[23m"


def skysh():
    import readline  # noqa: F401  (rustyline edits the line)
    out("Enter password: ")
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        pw = ""
        while True:
            c = os.read(fd, 1)
            if c in (b"\r", b"\n"):
                break
            if c == b"\x03":
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
                out("\n")
                return
            if c in (b"\x7f", b"\x08"):
                pw = pw[:-1]
            else:
                pw += c.decode("latin-1")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out("\n")
    out(SKYSH_WELCOME + "\n")
    prompt = "> "
    while True:
        try:
            line = input(prompt)
        except (EOFError, KeyboardInterrupt):
            break
        if line == "!help":
            out(SKYSH_WELCOME + "\n")
            continue
        if line == "exit":
            break
        if line == "clear":
            out(ESC + "[2J" + ESC + "[1;1H")
            continue
        if not line:
            continue
        w = words(line)
        time.sleep(0.05)
        m = re.match(r"use (\w+)$", w)
        if m:
            out(cyan("(Okay)") + "\n")
            prompt = ("> " if m.group(1) == "null" else m.group(1) + "> ")
            continue
        if w.startswith("select all"):
            for i, (u, bal, act) in enumerate(ACCOUNTS, 1):
                out(grey_italic("(%d)" % i) + '("%s", %d, %s)\n' % (u, bal, act))
            continue
        m = re.search(r'username = "(\w+)"', line)
        if w.startswith("select") and m:
            for u, bal, act in ACCOUNTS:
                if u == m.group(1):
                    out('("%s", %d, %s)\n' % (u, bal, act))
                    break
            else:
                out(red("(server error code: 111)") + "\n")
            continue
        out(cyan("(Okay)") + "\n")
    out("Goodbye!\n")


# ---------------------------------------------------------------- sabiql

def fg(n):
    return "38;5;%d" % n


WHITE, GRAY, DGRAY, CYAN, YELLOW, GREEN, RED = fg(15), fg(7), fg(8), fg(14), fg(11), fg(10), fg(9)
BOLD, UNDER, REV = "1", "4", "7"
MODAL_BG = "48;2;30;30;36"
LINE_BG = "48;2;44;44;52"
SEL_BG = "48;2;38;79;120"
STRIPE_BG = "48;2;42;42;46"


class Canvas:
    def __init__(self):
        self.ch = [[" "] * W for _ in range(H)]
        self.st = [[""] * W for _ in range(H)]

    def put(self, r, c, text, style=""):
        if r < 0 or r >= H:
            return
        for i, ch in enumerate(text):
            if 0 <= c + i < W:
                self.ch[r][c + i] = ch
                self.st[r][c + i] = style

    def fill(self, r, c, h, w, style=""):
        for y in range(r, r + h):
            self.put(y, c, " " * w, style)

    def box(self, r, c, h, w, style, title="", title_style=None, hint="", bg=""):
        s = ";".join(x for x in (style, bg) if x)
        self.put(r, c, "┌" + "─" * (w - 2) + "┐", s)
        for y in range(r + 1, r + h - 1):
            self.put(y, c, "│", s)
            self.put(y, c + w - 1, "│", s)
        self.put(r + h - 1, c, "└" + "─" * (w - 2) + "┘", s)
        if title:
            self.put(r, c + 1, title, title_style if title_style is not None else s)
        if hint:
            self.put(r + h - 1, c + 1, hint, ";".join(x for x in (GRAY, bg) if x))

    def scrim(self):
        for y in range(H):
            for x in range(W):
                self.st[y][x] = DGRAY

    def flush(self, cursor=None):
        parts = [ESC + "[H"]
        for y in range(H):
            cur = None
            line = [ESC + "[%d;1H" % (y + 1)]
            for x in range(W):
                s = self.st[y][x]
                if s != cur:
                    line.append(ESC + "[0m" + (ESC + "[" + s + "m" if s else ""))
                    cur = s
                line.append(self.ch[y][x])
            line.append(ESC + "[0m")
            parts.append("".join(line))
        out("".join(parts))


TABLES = ["public.customers", "public.order_items", "public.orders", "public.payments", "public.products",
          "public.refunds", "public.reviews", "public.shipments", "public.suppliers"]
FIRST = ["Ada", "Grace", "Alan", "Barbara", "Edsger", "Frances", "Donald", "Radia", "Ken", "Margaret", "John",
         "Katherine", "Dennis", "Hedy", "Tim", "Sophie", "Linus", "Anita", "Niklaus", "Shafi"]
LAST = ["Lovelace", "Hopper", "Turing", "Liskov", "Dijkstra", "Allen", "Knuth", "Perlman", "Thompson",
        "Hamilton", "Backus", "Johnson", "Ritchie", "Lamarr", "Berners-Lee", "Wilson", "Torvalds", "Borg",
        "Wirth", "Goldwasser"]
COUNTRIES = ["GB", "US", "NL", "DE", "FR", "PT", "SE", "JP", "CA", "IE"]
CUSTOMERS = []
for _i in range(100):
    _f, _l = FIRST[_i % 20], LAST[(_i * 7) % 20]
    CUSTOMERS.append([str(1001 + _i), "%s %s" % (_f, _l), "%s.%s@example.com" % (_f.lower(), _l.lower().replace("-", "")),
                      COUNTRIES[(_i * 3) % 10], "2025-%02d-%02d 09:%02d" % (1 + _i % 12, 1 + (_i * 5) % 28, _i % 60)])
COLUMNS = ["id", "name", "email", "country", "created_at"]
COLTYPES = [("id", "bigint", "NO", "nextval(…)", "✓"), ("name", "text", "NO", "", ""),
            ("email", "text", "NO", "", ""), ("country", "char(2)", "YES", "", ""),
            ("created_at", "timestamptz", "NO", "now()", "")]


def sabiql_readkey(fd, timeout):
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return None
    b = os.read(fd, 1)
    if b != b"\x1b":
        return b.decode("latin-1")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if seq in (b"\x1b\r", b"\x1b\n"):
            return "alt-enter"
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return {b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
            b"\x1bOA": "up", b"\x1bOB": "down", b"\x1b[Z": "btab", b"\x1b": "esc"}.get(seq, "esc")


def sabiql():
    st = {
        "mode": "setup", "field": 0, "fields": ["localhost", "5432", "", "", ""], "ssl": "prefer",
        "connected": False, "loading_until": 0, "focus": "explorer", "table": 0, "row": 0, "offset": 0,
        "sql": "", "sql_status": "Ready", "run_start": 0, "pending_d": False, "confirm": False,
    }
    labels = ["Host:", "Port:", "Database:", "User:", "Password:"]

    def completions():
        m = re.search(r"([A-Za-z_][A-Za-z_0-9]*)$", st["sql"])
        if not m or st["sql_status"] != "Ready":
            return []
        t = m.group(1).lower()
        tabs = [(n.split(".")[1], "table") for n in TABLES if n.split(".")[1].startswith(t)]
        cols = [(c, "column") for c in COLUMNS if c.startswith(t)]
        kws = [(k, "keyword") for k in ("ORDER", "OR", "OFFSET", "ON", "SELECT", "FROM", "WHERE", "LIMIT")
               if k.lower().startswith(t) and k.lower() != t]
        return (tabs + cols + kws)[:8] if len(t) >= 2 else []

    def draw():
        cv = Canvas()
        # header
        x = 0
        db = st["fields"][2] if st["connected"] else "-"
        table = TABLES[st["table"]] if st["connected"] else "-"
        if not st["connected"]:
            status, scol = "no dsn", RED
        elif time.time() < st["loading_until"]:
            status, scol = "loading...", YELLOW
        else:
            status, scol = "connected", GREEN
        for text, s in (("sabiql", CYAN), (" | ", ""), ("default", YELLOW), (" | ", ""), (db, ""), (" | ", ""),
                        (table, ""), (" | ", ""), (status, scol)):
            cv.put(0, x, text, s)
            x += len(text)
        loaded = st["connected"] and time.time() >= st["loading_until"]
        # explorer
        focus = st["focus"]
        cv.box(1, 0, 21, 20, CYAN if focus == "explorer" else DGRAY, " [1] Explorer ")
        if loaded:
            cv.put(2, 1, "Tables [%d]" % len(TABLES), WHITE + ";" + BOLD)
            for i, t in enumerate(TABLES):
                sel = i == st["table"]
                cv.put(3 + i, 1, ("> " if sel else "  ") + t[:15], (YELLOW + ";" + BOLD) if sel else "")
            cv.put(20, 3, "━━━━━━━━━━━━", DGRAY)
        else:
            cv.put(2, 1, "Tables", WHITE + ";" + BOLD)
            cv.put(3, 1, " Press 'r' to load metadata" [:18], "")
        # inspector
        cv.box(1, 20, 10, 60, CYAN if focus == "inspector" else DGRAY, " [2] Inspector ")
        if loaded:
            x = 22
            for i, tab in enumerate(("Columns", "Indexes", "Foreign Keys", "RLS", "Triggers", "DDL")):
                cv.put(2, x, " %s " % tab, (CYAN + ";" + BOLD + ";" + UNDER) if i == 0 else GRAY)
                x += len(tab) + 3
            hdr = "%-12s %-13s %-9s %-12s %s" % ("Name", "Type", "Nullable", "Default", "PK")
            cv.put(4, 22, hdr, WHITE + ";" + BOLD + ";" + UNDER)
            for i, c in enumerate(COLTYPES):
                cv.put(5 + i, 22, "%-12s %-13s %-9s %-12s %s" % c, "")
        # result
        rfocus = focus == "result"
        if loaded:
            title = " [3] Result [PREVIEW] (%d rows, 14ms) " % len(CUSTOMERS)
        else:
            title = " [3] Result "
        cv.box(11, 20, 11, 60, CYAN if rfocus else DGRAY, title)
        if loaded:
            widths = [6, 19, 29]
            x = 21
            for c, w in zip(COLUMNS[:3], widths):
                cv.put(12, x, c.ljust(w), WHITE + ";" + BOLD + ";" + UNDER)
                x += w + 1
            for n in range(6):
                i = st["offset"] + n
                if i >= len(CUSTOMERS):
                    break
                row = CUSTOMERS[i]
                if rfocus and i == st["row"]:
                    s = REV
                elif n % 2:
                    s = STRIPE_BG
                else:
                    s = ""
                cv.put(13 + n, 21, " " * 57, s)
                x = 21
                for v, w in zip(row[:3], widths):
                    cv.put(13 + n, x, (v if len(v) <= w else v[:w - 3] + "...").ljust(w), s)
                    x += w + 1
            # scroll indicators: a bar at the right, the columns at the foot
            thumb = 13 + (st["offset"] * 6) // len(CUSTOMERS)
            for y in range(13, 19):
                cv.put(y, 78, "█" if y == thumb else "│", DGRAY)
            cv.put(20, 21, "◀ cols 1-3 of 5 ▶", DGRAY)
        else:
            cv.put(12, 21, "(select a table to preview)", DGRAY)
        # footer
        if rfocus:
            hints = [("j/k", "Row"), ("^D/^U", "Page"), ("dd", "Delete"), ("e", "Edit"), ("y", "Yank"),
                     ("s", "SQL"), ("Esc", "Back")]
        else:
            hints = [("q", "Quit"), ("s", "SQL"), ("^P", "Tables"), ("^K", "Cmds"), (":", "Cmd"), ("?", "Help"),
                     ("f", "Focus"), ("1/2/3", "Pane")]
        x = 0
        for i, (k, d) in enumerate(hints):
            if i:
                x += 2
            cv.put(22, x, k, YELLOW)
            x += len(k)
            cv.put(22, x, ":" + d)
            x += len(d) + 1
        # modals
        if st["mode"] == "setup":
            cv.scrim()
            r0, c0, mh, mw = 6, 9, 12, 62
            cv.fill(r0, c0, mh, mw, MODAL_BG)
            cv.box(r0, c0, mh, mw, DGRAY, " Connection Setup ", WHITE + ";" + BOLD + ";" + MODAL_BG,
                   " Tab: Next │ Shift+Tab: Prev │ Ctrl+S: Save │ Esc: Cancel ", MODAL_BG)
            for i, lab in enumerate(labels):
                foc = st["field"] == i
                cv.put(8 + i, 12, lab, GRAY + (";" + BOLD if foc else "") + ";" + MODAL_BG)
                v = st["fields"][i]
                if i == 4:
                    v = "*" * len(v)
                if foc:
                    v = v + "█"
                cv.put(8 + i, 24, "[ " + v.ljust(26)[:26] + " ]", WHITE + ";" + MODAL_BG)
            foc = st["field"] == 5
            cv.put(13, 12, "SSL Mode:", GRAY + (";" + BOLD if foc else "") + ";" + MODAL_BG)
            cv.put(13, 24, "[ %s ▼ ]" % st["ssl"], WHITE + ";" + MODAL_BG)
            cv.put(15, 12, "Note: Connection info is stored locally in plain text", fg(244) + ";" + MODAL_BG)
        elif st["mode"] == "sql":
            cv.scrim()
            r0, c0, mh, mw = 5, 8, 14, 64
            cv.fill(r0, c0, mh, mw, MODAL_BG)
            cv.box(r0, c0, mh, mw, DGRAY, " SQL Editor ", WHITE + ";" + BOLD + ";" + MODAL_BG,
                   " Alt+Enter: Run │ Ctrl+L: Clear │ Esc: Close", MODAL_BG)
            lines = st["sql"].split("\n")
            for i, ln in enumerate(lines):
                last = i == len(lines) - 1
                if last:
                    cv.put(6 + i, 9, " " * 62, LINE_BG)
                    if st["sql"]:
                        cv.put(6 + i, 9, ln, WHITE + ";" + LINE_BG)
                        cv.put(6 + i, 9 + len(ln), "█", WHITE + ";" + LINE_BG)
                    else:
                        cv.put(6 + i, 9, "█", WHITE + ";" + LINE_BG)
                        cv.put(6 + i, 10, " Enter SQL query...", DGRAY + ";" + LINE_BG)
                else:
                    cv.put(6 + i, 9, ln, WHITE + ";" + MODAL_BG)
            stt = st["sql_status"]
            if stt == "Running":
                el = time.time() - st["run_start"]
                spin = "◐◓◑◒"[int(el / 0.3) % 4]
                text, s = "%s Running %.1fs" % (spin, el), YELLOW
            else:
                text, s = stt, DGRAY
            cv.put(17, 9, " " * 62, MODAL_BG)
            cv.put(17, 9, text, s + ";" + MODAL_BG)
            cv.put(17, 9 + len(text), " │", MODAL_BG)
            cv.put(17, 11 + len(text), " Alt+Enter: Run  Ctrl+L: Clear  Esc: Close", fg(244) + ";" + MODAL_BG)
            cands = completions()
            if cands:
                col = len(lines[-1])
                px = min(9 + col, 8 + 64 - 45)
                py = 6 + len(lines)
                cv.fill(py, px, len(cands) + 2, 45, MODAL_BG)
                cv.box(py, px, len(cands) + 2, 45, DGRAY, bg=MODAL_BG)
                mx = max(len(t) for t, _ in cands)
                for i, (t, k) in enumerate(cands):
                    item = " " + t + " " * (mx - len(t) + 2) + k
                    s = (SEL_BG + ";" + WHITE) if i == 0 else (GRAY + ";" + MODAL_BG)
                    cv.put(py + 1 + i, px + 1, item.ljust(43), s)
        elif st["confirm"]:
            cv.scrim()
            row = CUSTOMERS[st["row"]]
            content = [("Target", fg(245)), ('  id: "%s"' % row[0], None), ("", None), ("SQL Preview", fg(245)),
                       ("  DELETE FROM public.customers", "sql"), ("  WHERE id = '%s';" % row[0], "sql"),
                       ("", None)]
            mw, mh = 44, len(content) + 2
            r0, c0 = (H - mh) // 2, (W - mw) // 2
            cv.fill(r0, c0, mh, mw, MODAL_BG)
            cv.box(r0, c0, mh, mw, YELLOW, " Confirm DELETE ", WHITE + ";" + BOLD + ";" + MODAL_BG,
                   " Enter/Y: Confirm │ Esc/N: Cancel ", MODAL_BG)
            for i, (text, s) in enumerate(content):
                if s == "sql":
                    kw = text.split()[0]
                    ind = text.index(kw)
                    cv.put(r0 + 1 + i, c0 + 2 + ind, kw, fg(12) + ";" + BOLD + ";" + MODAL_BG)
                    cv.put(r0 + 1 + i, c0 + 2 + ind + len(kw), text[ind + len(kw):], fg(252) + ";" + MODAL_BG)
                else:
                    cv.put(r0 + 1 + i, c0 + 2, text, (s or WHITE) + ";" + MODAL_BG)
        cv.flush()

    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    out(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[2J")
    tty.setraw(fd)
    try:
        while True:
            draw()
            animating = st["sql_status"] == "Running" or (st["connected"] and time.time() < st["loading_until"])
            k = sabiql_readkey(fd, 0.1 if animating else None)
            if k is None:
                continue
            if k == "\x03":
                break
            if st["mode"] == "setup":
                if k == "\t":
                    st["field"] = (st["field"] + 1) % 6
                elif k == "btab":
                    st["field"] = (st["field"] - 1) % 6
                elif k == "\x13":
                    st["mode"] = "browse"
                    st["connected"] = True
                    st["loading_until"] = time.time() + 0.4
                elif k == "esc":
                    break
                elif st["field"] < 5:
                    if k in ("\x7f", "\x08"):
                        st["fields"][st["field"]] = st["fields"][st["field"]][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["fields"][st["field"]] += k
                continue
            if st["mode"] == "sql":
                if st["sql_status"] == "Running":
                    if k == "esc":
                        st["sql_status"] = "Error"
                    continue
                if k == "esc":
                    st["mode"] = "browse"
                elif k == "alt-enter":
                    st["sql_status"] = "Running"
                    st["run_start"] = time.time()
                elif k == "\x0c":
                    st["sql"] = ""
                elif k in ("\x7f", "\x08"):
                    st["sql"] = st["sql"][:-1]
                    st["sql_status"] = "Ready"
                elif k in ("\r", "\n"):
                    st["sql"] += "\n"
                elif len(k) == 1 and k.isprintable():
                    st["sql"] += k
                    st["sql_status"] = "Ready"
                continue
            if st["confirm"]:
                if k in ("esc", "n", "N"):
                    st["confirm"] = False
                elif k in ("\r", "y", "Y"):
                    st["confirm"] = False
                    del CUSTOMERS[st["row"]]
                continue
            if k == "q":
                break
            if k == "s":
                st["mode"] = "sql"
                st["sql_status"] = "Ready"
                continue
            if k in ("1", "2", "3"):
                st["focus"] = {"1": "explorer", "2": "inspector", "3": "result"}[k]
                continue
            if k == "esc":
                st["focus"] = "explorer"
                continue
            if st["focus"] == "explorer":
                if k in ("j", "down"):
                    st["table"] = min(st["table"] + 1, len(TABLES) - 1)
                elif k in ("k", "up"):
                    st["table"] = max(st["table"] - 1, 0)
                elif k == "\r":
                    st["focus"] = "result"
            elif st["focus"] == "result":
                n = len(CUSTOMERS)
                if k == "d":
                    if st["pending_d"]:
                        st["confirm"] = True
                        st["pending_d"] = False
                    else:
                        st["pending_d"] = True
                    continue
                st["pending_d"] = False
                if k in ("j", "down"):
                    st["row"] = min(st["row"] + 1, n - 1)
                elif k in ("k", "up"):
                    st["row"] = max(st["row"] - 1, 0)
                elif k == "\x04":
                    st["row"] = min(st["row"] + 3, n - 1)
                    st["offset"] = min(st["offset"] + 3, n - 6)
                elif k == "\x15":
                    st["row"] = max(st["row"] - 3, 0)
                    st["offset"] = max(st["offset"] - 3, 0)
                elif k == "g":
                    st["row"] = st["offset"] = 0
                elif k == "G":
                    st["row"], st["offset"] = n - 1, n - 6
                if st["row"] < st["offset"]:
                    st["offset"] = st["row"]
                elif st["row"] >= st["offset"] + 6:
                    st["offset"] = st["row"] - 5
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


TOOLS = {"spanner": spanner, "turso": turso, "skysh": skysh, "sabiql": sabiql}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        print()
