#!/usr/bin/env python3
"""The threehundredfiftythird set's imitations of five query consoles of
databases and data tools that Debian does not package: SQream DB's
`sqream sql` (its password asked, its `. . . >` continuation, rows as
comma separated values), GBase 8a's `gccli` (a MySQL-like client: its
password, `    -> `, boxed tables, errors, `pager less`), Yellowbrick's
`ybsql` (a psql-like client: its password, errors with a caret, a long
result through `more`), Turbot's `steampipe query` (go-prompt's line
editor with its completion dropdown, `.multi on` and its `>>  ` prompt,
the `Executing query…` spinner, a long table through `less -SRXF`) and
pola-rs' `polars` CLI (reedline's `〉` prompt with its highlighting,
`.help`, a DataFrame's table, an error). Each draws on the main screen;
the pagers are the real less and more, run as the programs run them.

Usage: threehundredfiftythird_consoles.py sqream|gccli|ybsql|steampipe|polars
"""

import datetime
import getpass
import os
import re
import signal
import subprocess
import sys
import termios
import time

ESC = "\x1b"


def out(s=""):
    sys.stdout.write(s)
    sys.stdout.flush()


def size():
    try:
        return os.get_terminal_size(sys.stdout.fileno())
    except OSError:
        return os.terminal_size((80, 24))


class Interrupted(Exception):
    pass


def busy_until_interrupted():
    """Block as a query that takes its time does, until ^C."""
    def onint(sig, frame):
        raise Interrupted()
    old = signal.signal(signal.SIGINT, onint)
    try:
        while True:
            time.sleep(3600)
    except Interrupted:
        return
    finally:
        signal.signal(signal.SIGINT, old)


def statements(read_line, first, more):
    """Lines read until one ends with `;` (or a backslash command), as
    the SQL clients gather a statement; yields each whole statement."""
    buf = []
    while True:
        try:
            s = read_line(more if buf else first)
        except EOFError:
            out("\n")
            return
        except KeyboardInterrupt:
            out("\n")
            buf = []
            continue
        st = s.strip()
        if not buf and not st:
            continue
        if not buf and (st.startswith("\\") or st.lower() in ("exit", "quit") or
                        st.lower().startswith("pager ")):
            yield st
            continue
        buf.append(s)
        if st.endswith(";"):
            yield "\n".join(buf).strip()
            buf = []


def words(q):
    return re.sub(r"\s+", " ", q.strip().rstrip(";")).strip().lower()


# ---------------------------------------------------------------- sqream

SQREAM_ANIMALS = [
    ("Possum", 3), ("Cat", 5), ("Dog", 7), ("Rhinoceros", 2100), ("Hippopotamus", 3200),
    ("Elephant", 6500),
]


def sqream():
    import readline  # noqa: F401  (the client edits its lines with readline)
    pw = getpass.getpass("Password:")
    del pw
    out("\nInteractive client mode\nTo quit, use ^D or \\q.\n\n")
    db = "master"
    for q in statements(input, db + "=> ", ". . . > "):
        w = words(q)
        if w in ("\\q", "exit", "quit"):
            return
        if "cool_animals" in w and w.startswith("select"):
            t0 = 0.004512
            for name, weight in SQREAM_ANIMALS:
                out("%s,%d\n" % (name.ljust(20), weight))
            out("%d rows\n" % len(SQREAM_ANIMALS))
            out("time: %.6fs\n" % t0)
        elif w.startswith("select count(*)"):
            busy_until_interrupted()
            out("\nError: Statement was cancelled\n")
        elif w.startswith("select"):
            tbl = re.search(r"from ([a-z_.]+)", w)
            out("Error: Error preparing statement: At row 1, col %d: table not found public.%s\n" %
                (w.find(" from ") + 7, tbl.group(1) if tbl else "?"))
        else:
            out("executed\ntime: 0.001871s\n")
        out("\n")


# ---------------------------------------------------------------- gccli

GBASE_ORDERS_BY_REGION = [("North", "1204311.50"), ("South", "987650.25"), ("East", "1530022.00"),
                          ("West", "842199.75")]


def mysql_table(cols, rows, right=()):
    widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]
    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def row(vals):
        cells = []
        for i, v in enumerate(vals):
            cells.append(" " + (v.rjust(widths[i]) if i in right else v.ljust(widths[i])) + " ")
        return "|" + "|".join(cells) + "|"
    lines = [rule, row(cols), rule] + [row(r) for r in rows] + [rule]
    return "\n".join(lines) + "\n"


def gbase_orders():
    regions = ["North", "South", "East", "West"]
    rows = []
    for i in range(1, 201):
        rows.append((str(100000 + i), "C%05d" % (i * 37 % 9973), regions[i % 4],
                     "%d.%02d" % (i * 731 % 9000 + 100, i * 13 % 100),
                     "2026-%02d-%02d" % (i % 12 + 1, i % 28 + 1)))
    return rows


def gccli():
    import readline  # noqa: F401  (the client edits its lines)
    pw = getpass.getpass("Enter password: ")
    del pw
    out("\nGBase client 9.5.3.28.12509af27. Copyright (c) 2004-2024, GBase.  All Rights Reserved.\n\n")
    pager = None
    for q in statements(input, "gbase> ", "    -> "):
        w = words(q)
        if w in ("exit", "quit", "\\q"):
            out("Bye\n")
            return
        if w.startswith("pager"):
            pager = w.split(None, 1)[1] if len(w.split()) > 1 else "less"
            out("PAGER set to '%s'\n" % pager)
            continue
        if w.startswith("nopager"):
            pager = None
            out("PAGER set to stdout\n")
            continue
        if w.startswith("select region, sum(amount)"):
            text = mysql_table(["region", "total"], GBASE_ORDERS_BY_REGION, right=(1,))
            text += "%d rows in set (Elapsed: 00:00:00.03)\n\n" % len(GBASE_ORDERS_BY_REGION)
        elif w == "select * from orders":
            rows = gbase_orders()
            text = mysql_table(["order_id", "customer", "region", "amount", "order_date"], rows, right=(0, 3))
            text += "%d rows in set (Elapsed: 00:00:00.11)\n\n" % len(rows)
        elif re.search(r"\bform\b", w):
            near = q.strip().rstrip(";")
            near = near[near.lower().find(" form ") + 1:]
            text = ("ERROR 1064 (42000): (GBA-02SC-1001) You have an error in your SQL syntax; check the "
                    "manual that corresponds to your GBase server version for the right syntax to use "
                    "near '%s' at line 1\n" % near)
        else:
            text = "Query OK, 0 rows affected (Elapsed: 00:00:00.01)\n\n"
        if pager and "rows in set" in text:
            p = subprocess.Popen(pager, shell=True, stdin=subprocess.PIPE)
            try:
                p.stdin.write(text.encode())
                p.stdin.close()
            except BrokenPipeError:
                pass
            p.wait()
        else:
            out(text)


# ---------------------------------------------------------------- ybsql

def premdb_matches():
    rows = []
    teams = list(range(2, 52))
    start = datetime.date(2011, 8, 13)
    for i in range(380):
        h = teams[i % 20]
        a = teams[(i * 7 + 3) % 20 + 20]
        day = start + datetime.timedelta(days=7 * (i // 10) + (i % 10 > 7))
        rows.append(("20", day.strftime("%Y-%m-%d 00:00:00"), str(h), str(a),
                     "%d-%d" % (i % 4, i * 3 % 3), "%d-%d" % (i % 2, i % 3 // 2)))
    return rows


def psql_table(cols, rows, right=()):
    widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]
    head = "|".join(" " + c.center(widths[i]) + " " for i, c in enumerate(cols))
    rule = "+".join("-" * (w + 2) for w in widths)
    lines = [head.rstrip(), rule]
    for r in rows:
        cells = []
        for i, v in enumerate(r):
            cells.append(" " + (v.rjust(widths[i]) if i in right else v.ljust(widths[i])) + " ")
        lines.append("|".join(cells).rstrip())
    lines.append("(%d rows)" % len(rows))
    return "\n".join(lines) + "\n\n"


def ybsql():
    import readline  # noqa: F401  (the client edits its lines with readline)
    user, db = "ada", "premdb"
    pw = getpass.getpass("Password for user %s: " % user)
    del pw
    out("ybsql (5.4.7)\nType \"help\" for help.\n\n")
    for q in statements(input, db + "=> ", db + "-> "):
        w = words(q)
        if w in ("\\q",):
            return
        if w == "select * from match where seasonid = 20":
            rows = premdb_matches()
            text = psql_table(["seasonid", "matchday", "htid", "atid", "ftscore", "htscore"], rows,
                              right=(0, 2, 3))
            rows_on_screen = size().lines
            if text.count("\n") > rows_on_screen:
                p = subprocess.Popen("more", shell=True, stdin=subprocess.PIPE)
                try:
                    p.stdin.write(text.encode())
                    p.stdin.close()
                except BrokenPipeError:
                    pass
                p.wait()
            else:
                out(text)
        elif w.startswith("select count(*) from match m1"):
            busy_until_interrupted()
            out("Cancel request sent\nERROR:  canceling statement due to user request\n")
        elif w.startswith("select"):
            m = re.search(r"from ([a-z_]+)", w)
            name = m.group(1) if m else "?"
            line1 = q.strip().splitlines()[0]
            out("ERROR:  relation \"%s\" does not exist\n" % name)
            pos = line1.lower().find(name)
            out("LINE 1: %s\n" % line1)
            out(" " * (8 + pos) + "^\n")
        else:
            out("ERROR:  syntax error at or near \"%s\"\n" % q.split()[0])


# ---------------------------------------------------------------- steampipe (go-prompt)

STEAMPIPE_TABLES = [
    "aws_s3_access_point", "aws_s3_account_settings", "aws_s3_bucket",
    "aws_s3_bucket_intelligent_tiering_configuration", "aws_s3_multi_region_access_point",
    "aws_s3_object", "aws_s3_object_version", "aws_sagemaker_app", "aws_sagemaker_domain",
    "aws_cloudtrail_trail", "aws_cloudtrail_trail_event", "aws_ec2_instance", "aws_iam_role",
    "aws_iam_user", "aws_vpc",
]
SQL_KEYWORDS = {"select", "from", "where", "group", "by", "order", "limit", "and", "or", "as", "on",
                "join", "with", "count", "distinct", "desc", "asc", "not", "null", "in", "is", "like"}

BUCKETS = []
for _i, _n in enumerate(["acme-logs", "acme-assets", "acme-backups", "acme-billing-reports", "acme-build-cache",
                         "acme-cdn-origin", "acme-cloudtrail", "acme-config-history", "acme-data-lake-raw",
                         "acme-data-lake-curated", "acme-docs-site", "acme-email-archive", "acme-etl-staging",
                         "acme-flow-logs", "acme-images", "acme-invoices", "acme-lambda-artifacts",
                         "acme-media-uploads", "acme-ml-models", "acme-mobile-builds", "acme-partner-drop",
                         "acme-payroll-exports", "acme-prod-db-dumps", "acme-qa-fixtures", "acme-reports",
                         "acme-sandbox", "acme-security-findings", "acme-sftp-inbound", "acme-static-web",
                         "acme-terraform-state", "acme-test-results", "acme-tmp", "acme-user-avatars",
                         "acme-vpc-logs", "acme-waf-logs", "acme-website-backup", "acme-www", "acme-xray-traces",
                         "acme-yearly-archive", "acme-zips"]):
    BUCKETS.append((_n, ["us-east-1", "eu-west-1", "us-west-2", "ap-southeast-2"][_i % 4],
                    "true" if _i % 3 else "false"))


def go_pretty(cols, rows):
    widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(cols)]
    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def row(vals):
        return "|" + "|".join(" " + v.ljust(widths[i]) + " " for i, v in enumerate(vals)) + "|"
    return "\n".join([rule, row(cols), rule] + [row(r) for r in rows] + [rule]) + "\n"


class GoPrompt:
    """go-prompt's line editor as steampipe configures it: raw input (output
    processing left on), the prefix then the text highlighted, and under it
    the completion window of suggestions and their descriptions, placed at
    the word being typed."""

    def __init__(self, completer):
        self.completer = completer
        self.fd = sys.stdin.fileno()

    def raw(self):
        old = termios.tcgetattr(self.fd)
        new = termios.tcgetattr(self.fd)
        new[0] &= ~(termios.IGNBRK | termios.BRKINT | termios.PARMRK | termios.ISTRIP | termios.INLCR |
                    termios.IGNCR | termios.ICRNL | termios.IXON)
        new[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG | termios.ECHONL)
        new[2] &= ~(termios.CSIZE | termios.PARENB)
        new[2] |= termios.CS8
        new[6][termios.VMIN] = 1
        new[6][termios.VTIME] = 0
        termios.tcsetattr(self.fd, termios.TCSANOW, new)
        return old

    @staticmethod
    def highlight(text):
        res = []
        for tok in re.findall(r"[A-Za-z_][A-Za-z_0-9.]*|\d+|'[^']*'?|\s+|.", text):
            if tok.lower() in SQL_KEYWORDS:
                res.append(ESC + "[38;5;70m" + ESC + "[1m" + tok + ESC + "[0m")
            elif tok.startswith("'"):
                res.append(ESC + "[38;5;214m" + tok + ESC + "[0m")
            elif re.match(r"\d", tok):
                res.append(ESC + "[38;5;75m" + tok + ESC + "[0m")
            elif tok.strip() == "":
                res.append(tok)
            else:
                res.append(ESC + "[38;5;252m" + tok + ESC + "[0m")
        return "".join(res)

    def render(self, prefix, text, sugg, selected, final=False):
        cols, rows = size()
        out(ESC + "[?25l\r" + ESC + "[J")
        out(prefix + self.highlight(text))
        if not final and sugg:
            word = re.split(r"[\s(,]", text)[-1]
            tw = max(len(s) for s, _ in sugg) + 2
            dw = max(len(d) for _, d in sugg) + 2
            width = tw + dw + 1
            x = len(prefix) + len(text) - len(word)
            if x + width >= cols:
                x = max(0, cols - width)
            h = min(len(sugg), 20)
            out("\n" * h + ESC + "[%dA" % h)
            for i, (s, d) in enumerate(sugg[:h]):
                if i == selected:
                    st, dt = ESC + "[30;106m", ESC + "[97;46m"
                else:
                    st, dt = ESC + "[97;46m", ESC + "[30;106m"
                out(ESC + "[1B\r" + (ESC + "[%dC" % x if x else "") + st + (" " + s).ljust(tw) + dt +
                    (" " + d).ljust(dw) + ESC + "[0m" + ESC + "[46m" + " " + ESC + "[0m")
            out(ESC + "[%dA\r" % h)
            cur = len(prefix) + len(text)
            if cur:
                out(ESC + "[%dC" % cur)
        out(ESC + "[?25h")

    def read(self, prefix):
        text, selected, orig = "", -1, None
        old = self.raw()
        try:
            self.render(prefix, text, self.completer(text), selected)
            while True:
                b = os.read(self.fd, 1024).decode("utf-8", "replace")
                i = 0
                while i < len(b):
                    c = b[i]
                    i += 1
                    if c == ESC:
                        # an arrow or other sequence: skipped
                        j = i
                        if j < len(b) and b[j] in "[O":
                            j += 1
                            while j < len(b) and not b[j].isalpha() and b[j] != "~":
                                j += 1
                            j += 1
                        i = j
                        selected, orig = -1, None
                        continue
                    if c in "\r\n":
                        self.render(prefix, text, [], -1, final=True)
                        out("\n")
                        return text
                    if c == "\x03":
                        self.render(prefix, text, [], -1, final=True)
                        out("\n")
                        raise KeyboardInterrupt
                    if c == "\x04":
                        if text == "":
                            out("\n")
                            raise EOFError
                        continue
                    if c == "\t":
                        sugg = self.completer(orig if orig is not None else text)
                        if sugg:
                            if orig is None:
                                orig = text
                            selected = (selected + 1) % len(sugg)
                            word = re.split(r"[\s(,]", orig)[-1]
                            text = orig[:len(orig) - len(word)] + sugg[selected][0]
                        self.render(prefix, text, sugg, selected)
                        continue
                    if c in ("\x7f", "\x08"):
                        text = text[:-1]
                    elif c >= " ":
                        text += c
                    selected, orig = -1, None
                self.render(prefix, text, self.completer(text), selected)
        finally:
            termios.tcsetattr(self.fd, termios.TCSANOW, old)


def steampipe_completer(text):
    if not text or text.endswith(" "):
        return []
    word = re.split(r"[\s(,]", text)[-1]
    if text.lstrip().startswith(".") and " " not in text.strip():
        metas = [(".cache", "Enable, disable or clear the query cache"), (".clear", "Clear the console"),
                 (".connections", "List active connections"), (".exit", "Exit from steampipe terminal"),
                 (".header", "Enable or disable column headers"), (".help", "Show steampipe help"),
                 (".inspect", "View connections, tables & column information"),
                 (".multi", "Enable or disable multiline mode"), (".output", "Set output format: csv, json, table or line"),
                 (".quit", "Exit from steampipe terminal"), (".search_path", "Display the current search path"),
                 (".tables", "List or describe tables"), (".timing", "Enable or disable query execution timing")]
        return [m for m in metas if m[0].startswith(text.strip())]
    if len(word) < 1 or " " not in text.strip():
        return []
    return [(t, "Table") for t in STEAMPIPE_TABLES if t.startswith(word)]


def steampipe():
    out(ESC + "]2;steampipe interactive client " + "\x07")
    out("Welcome to Steampipe v0.24.2\n")
    out("For more information, type " + ESC + "[1m.help" + ESC + "[0m\n")
    gp = GoPrompt(steampipe_completer)
    multi = False
    buf = []
    spin = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    while True:
        try:
            line = gp.read(">>  " if buf else "> ").strip()
        except EOFError:
            return
        except KeyboardInterrupt:
            buf = []
            continue
        if not line:
            continue
        if line.startswith(".") and not buf:
            parts = line.split()
            if parts[0] in (".exit", ".quit"):
                return
            if parts[0] == ".multi":
                if len(parts) > 1:
                    multi = parts[1] == "on"
                else:
                    out("multi-line mode is %s. You can %s it with: %s\n" %
                        ("on" if multi else "off", "disable" if multi else "enable",
                         ESC + "[1m.multi " + ("off" if multi else "on") + ESC + "[0m"))
            continue
        buf.append(line)
        q = "\n".join(buf)
        if multi and not q.rstrip().endswith(";"):
            continue
        buf = []
        w = words(q)
        if w.startswith("select count(*) from aws_cloudtrail_trail_event"):
            def onint(sig, frame):
                raise Interrupted()
            old = signal.signal(signal.SIGINT, onint)
            out(ESC + "[?25l")
            try:
                n = 0
                while True:
                    out("\r" + spin[n % len(spin)] + " Executing query…")
                    n += 1
                    time.sleep(0.1)
            except Interrupted:
                out("\r" + ESC + "[K" + ESC + "[?25h")
                out(ESC + "[31m" + ESC + "[1mError:" + ESC + "[0m execution cancelled\n")
            finally:
                signal.signal(signal.SIGINT, old)
                out(ESC + "[?25h")
            continue
        if "aws_s3_bucket" in w and w.startswith("select"):
            text = go_pretty(["name", "region", "versioning_enabled"], BUCKETS)
            cols, rows = size()
            if text.count("\n") > rows:
                p = subprocess.Popen(["less", "-SRXF"], stdin=subprocess.PIPE)
                try:
                    p.stdin.write(text.encode())
                    p.stdin.close()
                except BrokenPipeError:
                    pass
                p.wait()
            else:
                out(text)
            continue
        m = re.search(r"from ([a-z_0-9.]+)", w)
        out(ESC + "[31m" + ESC + "[1mError:" + ESC + "[0m relation \"%s\" does not exist (SQLSTATE 42P01)\n" %
            (m.group(1) if m else "?"))


# ---------------------------------------------------------------- polars (reedline)

POLARS_KEYWORDS = {"select", "from", "where", "group", "by", "order", "limit", "offset", "and", "or", "as",
                   "on", "inner", "left", "right", "full", "outer", "join", "create", "table", "show",
                   "tables", "asc", "desc", "null", "not", "in", "with"}
POLARS_FUNCTIONS = {"count", "avg", "sum", "min", "max", "read_csv", "read_parquet", "round"}


def polars_highlight(text):
    res = []
    for tok in re.findall(r"[A-Za-z_][A-Za-z_0-9]*|'[^']*'?|\s+|.", text):
        low = tok.lower()
        if low in POLARS_KEYWORDS:
            res.append(ESC + "[92m" + tok + ESC + "[0m")
        elif low in POLARS_FUNCTIONS:
            res.append(ESC + "[1;96m" + tok + ESC + "[0m")
        elif tok in ("*", "(", ")", ","):
            res.append(ESC + "[35m" + tok + ESC + "[0m")
        elif tok == ";":
            res.append(ESC + "[1;97m" + tok + ESC + "[0m")
        elif low in ("exit", "quit", "save", "open", "help"):
            res.append(ESC + "[1;37m" + tok + ESC + "[0m")
        elif tok.startswith("'"):
            res.append(ESC + "[3;33m" + tok + ESC + "[0m")
        else:
            res.append(tok)
    return "".join(res)


def reedline(indicator="〉", ind_width=2):
    """reedline's read_line: raw mode while a line is read, the empty left
    prompt in green, the indicator in cyan, the buffer highlighted."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[0] &= ~(termios.IGNBRK | termios.BRKINT | termios.PARMRK | termios.ISTRIP | termios.INLCR |
                termios.IGNCR | termios.ICRNL | termios.IXON)
    new[1] &= ~termios.OPOST
    new[3] &= ~(termios.ECHO | termios.ECHONL | termios.ICANON | termios.ISIG | termios.IEXTEN)
    new[2] &= ~(termios.CSIZE | termios.PARENB)
    new[2] |= termios.CS8
    new[6][termios.VMIN] = 1
    new[6][termios.VTIME] = 0
    termios.tcsetattr(fd, termios.TCSANOW, new)
    text = ""
    drawn_rows = 0

    def paint():
        nonlocal drawn_rows
        cols = size().columns
        out(ESC + "[?25l")
        if drawn_rows:
            out(ESC + "[%dA" % drawn_rows)
        out("\r" + ESC + "[J" + ESC + "[32m" + ESC + "[36m" + indicator + ESC + "[0m" + polars_highlight(text))
        drawn_rows = (ind_width + len(text)) // cols
        out(ESC + "[?25h")

    try:
        paint()
        while True:
            b = os.read(fd, 1024).decode("utf-8", "replace")
            i = 0
            while i < len(b):
                c = b[i]
                i += 1
                if c == ESC:
                    j = i
                    if j < len(b) and b[j] in "[O":
                        j += 1
                        while j < len(b) and not b[j].isalpha() and b[j] != "~":
                            j += 1
                        j += 1
                    i = j
                    continue
                if c in "\r\n":
                    out("\r\n")
                    return text
                if c == "\x03":
                    out("\r\n")
                    raise KeyboardInterrupt
                if c == "\x04" and text == "":
                    out("\r\n")
                    raise EOFError
                if c in ("\x7f", "\x08"):
                    text = text[:-1]
                elif c >= " ":
                    text += c
            paint()
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)


POLARS_HELP = [
    (".exit", "Exit this program"),
    (".quit", "Exit this program (alias for .exit)"),
    (".save FILE", "Save the current state of the database to FILE"),
    (".open FILE", "Open a database from FILE"),
    (".help", "Display this help."),
]
POLARS_BOROUGHS = [("Manhattan", "412931"), ("Queens", "40021"), ("Brooklyn", "21580"), ("Bronx", "3187"),
                   ("Unknown", "1422"), ("Staten Island", "306"), ("EWR", "102")]


def polars_frame(cols, dtypes, rows):
    widths = [max(len(c), len(d), 3, *(len(r[i]) for r in rows)) for i, (c, d) in enumerate(zip(cols, dtypes))]

    def row(vals):
        return "│" + "┆".join(" " + v.ljust(widths[i]) + " " for i, v in enumerate(vals)) + "│"
    lines = ["┌" + "┬".join("─" * (w + 2) for w in widths) + "┐", row(cols), row(["---"] * len(cols)),
             row(dtypes), "╞" + "╪".join("═" * (w + 2) for w in widths) + "╡"]
    lines += [row(r) for r in rows]
    lines.append("└" + "┴".join("─" * (w + 2) for w in widths) + "┘")
    return "\n".join(lines) + "\n"


def polars():
    out("Polars CLI version 0.9.0\n")
    out("Type .help for help.\n")
    scratch = ""
    prev_ctrl_c = False
    while True:
        try:
            buf = reedline()
        except EOFError:
            return
        except KeyboardInterrupt:
            if prev_ctrl_c:
                return
            prev_ctrl_c = True
            continue
        prev_ctrl_c = False
        if buf.startswith("."):
            cmd = buf.split(" ", 1)[0]
            if cmd in (".exit", ".quit"):
                return
            if cmd in (".help", "?"):
                w1 = max(len(a) for a, _ in POLARS_HELP)
                w2 = max(len(b) for _, b in POLARS_HELP)
                for a, b in POLARS_HELP:
                    out(" " + a.ljust(w1) + "  " + b.ljust(w2) + " \n")
            else:
                out('Unknown command: "%s".  Enter ".help" for help\n' % cmd)
            continue
        first, sep, _ = buf.partition(";")
        scratch += first
        if not sep:
            scratch += " "
            continue
        q, scratch = words(scratch), ""
        if "group by" in q and "read_csv('trips.csv')" in q:
            out(polars_frame(["borough", "trips"], ["str", "u32"], POLARS_BOROUGHS))
        elif q.startswith("select"):
            m = re.search(r"from ([a-z_0-9]+)", q)
            sys.stderr.write("Error: relation '%s' was not found\n" % (m.group(1) if m else "?"))
            sys.stderr.flush()
        else:
            sys.stderr.write("Error: sql parser error: Expected an SQL statement, found: %s\n" % q.split()[0])
            sys.stderr.flush()


def main():
    tools = {"sqream": sqream, "gccli": gccli, "ybsql": ybsql, "steampipe": steampipe, "polars": polars}
    if len(sys.argv) < 2 or sys.argv[1] not in tools:
        sys.stderr.write(__doc__)
        sys.exit(2)
    try:
        tools[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\n")


if __name__ == "__main__":
    main()
