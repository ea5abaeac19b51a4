#!/usr/bin/env python3
"""The threehundredfiftyninth set's imitations of five debuggers that
Debian does not package, each stopping a small ledger program (it reads
three entries, 120, 45 and 300, sums them, then compounds the sum for a
long while), each drawn on the main screen the way the debugger draws it
(as known from its documentation, source and published sessions):

  gef         GDB with hugsy's GEF loaded (`gdb -q ./ledger`): GEF's
              banner, the `gef➤  ` prompt (red with no process, green
              with one), a breakpoint's context of registers, stack,
              code, source, threads and trace between lines of `─`,
              values printed in hex, gdb's `(y or n)` questions; lines
              edited with readline
  pdbr        cansarigol's pdbr (pdb printed with Rich) at a
              `breakpoint()` in ledger.py: the frame as highlighted Python
              on Monokai's background, `(Pdbr) `, `l` as a Rich Syntax
              with line numbers and `❱` at the current line, `v` as a
              table of locals, pdb's `Clear all breaks? `; readline
  mdb         the Melbourne Mercury Debugger (`mdb ./ledger`): its
              banner, trace events `  N:  S  D CALL pred …` over `mdb> `,
              `break`, `continue`, `print *`, `quit`'s question; readline
  debuggerjl  Julia's REPL with JuliaDebug's Debugger.jl: the Julia
              banner, `julia> `, `@enter`'s `In f(x) at file:line`, the
              function listed with `>` at the current line, `About to
              run:`, `1|debug> `, `bt`, a backtick to `1|julia> `; its
              own line editor in raw mode, as Julia's REPL reads keys
  dbgpclient  Xdebug's dbgpClient, Derick Rethans' command line DBGp
              client: waiting for a connection, `(cmd) `, raw DBGp
              commands answered `N | command > status/reason`; its own
              line editor in raw mode

Run: threehundredfiftyninth_debuggers.py TOOL
"""
import os
import readline  # noqa: F401  (gdb, pdb and mdb edit their lines with it)
import select
import sys
import termios
import time

ESC = "\x1b"
W = 80
HOME = "/home/ada/ledger"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def sgr(code, s):
    return "%s[%sm%s%s[0m" % (ESC, code, s, ESC)


def rl(code, s):
    """A coloured prompt for readline: its escapes marked invisible."""
    return "\001%s[%sm\002%s\001%s[0m\002" % (ESC, code, s, ESC)


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


def forever():
    while True:
        time.sleep(900)


def rawline(prompt, switch=None):
    """A line read in raw mode and echoed by the program, as Julia's
    LineEdit and Go's line editors read one (ICANON, ECHO and ISIG off,
    output still post-processed). With switch, a key typed on an empty
    line that switches the prompt's mode is returned alone."""
    fd = 0
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[0] &= ~(termios.BRKINT | termios.ICRNL | termios.INPCK | termios.ISTRIP | termios.IXON)
    new[1] |= termios.OPOST | termios.ONLCR
    new[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)
    new[6][termios.VMIN] = 1
    new[6][termios.VTIME] = 0
    termios.tcsetattr(fd, termios.TCSANOW, new)
    buf = ""
    try:
        out(prompt)
        while True:
            b = os.read(fd, 1)
            if not b:
                raise EOFError
            c = b.decode("latin-1")
            if c == ESC:
                # a key's sequence: read it whole, edit nothing with it
                while select.select([fd], [], [], 0.05)[0]:
                    t = os.read(fd, 1)
                    if t.isalpha() or t == b"~":
                        break
                continue
            if c in "\r\n":
                out("\n")
                return buf
            if c in "\x7f\x08":
                if buf:
                    buf = buf[:-1]
                    out("\b \b")
                continue
            if c == "\x03":
                out("^C\n")
                buf = ""
                out(prompt)
                continue
            if c == "\x04":
                if not buf:
                    raise EOFError
                continue
            if c == "\x15":
                out("\b \b" * len(buf))
                buf = ""
                continue
            if switch and not buf and c in switch:
                return c
            if c < " ":
                continue
            if ord(c) >= 0x80:
                # the rest of a UTF-8 character
                more = b
                while True:
                    try:
                        c = more.decode("utf-8")
                        break
                    except UnicodeDecodeError:
                        more += os.read(fd, 1)
            buf += c
            out(c)
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)


# ---------------------------------------------------------------------------
# GDB with GEF (hugsy's GDB Enhanced Features), `gdb -q ./ledger`.

LEDGER_C = [
    "/* ledger.c - sums the entries of a ledger */",
    "#include <stdio.h>",
    "#include <stdlib.h>",
    "",
    "static double compound(long principal, double rate, int years);",
    "",
    "/* total adds up n entries */",
    "long",
    "total(const long *xs, int n)",
    "{",
    "    long sum = 0;",
    "    for (int i = 0; i < n; i++)",
    "        sum += xs[i];",
    "    return sum;",
    "}",
]


def gef_title(m=""):
    gray, cyan = "90", "36"
    if not m:
        return sgr(gray, "─" * W)
    return sgr(gray, "─" * (W - len(m) - 6) + " ") + sgr(cyan, m) + sgr(gray, " " + "─" * 4)


def gef_context():
    arrow = "  →  "
    regs = [
        ("$rax   ", "0x00555555555199", arrow + "<main+0> endbr64 "),
        ("$rbx   ", "0x007fffffffe4f8", arrow + "0x007fffffffe76a" + arrow + sgr("33", '"' + HOME + '/ledger"')),
        ("$rcx   ", "0x00555555557dd8", arrow + "0x00555555555130" + arrow + "<__do_global_dtors_aux+0> endbr64 "),
        ("$rdx   ", "0x3             ", ""),
        ("$rsp   ", "0x007fffffffe3a0", arrow + "0x0000000000000000"),
        ("$rbp   ", "0x007fffffffe3b0", arrow + "0x007fffffffe3e0" + arrow + "0x0000000000000001"),
        ("$rsi   ", "0x3             ", ""),
        ("$rdi   ", "0x007fffffffe3c0", arrow + "0x0000000000000078 (\"x\"?)"),
        ("$rip   ", "0x00555555555189", arrow + "<total+16> mov QWORD PTR [rbp-0x8], 0x0"),
        ("$r8    ", "0x0             ", ""),
        ("$r9    ", "0x007ffff7fcf680", arrow + "<_dl_fini+0> endbr64 "),
        ("$r10   ", "0x007ffff7fcb878", arrow + "0x000c00120000000e"),
        ("$r11   ", "0x007ffff7fe1e30", arrow + "<_dl_audit_preinit+0> endbr64 "),
        ("$r12   ", "0x0             ", ""),
        ("$r13   ", "0x007fffffffe508", arrow + "0x007fffffffe779" + arrow + sgr("33", '"SHELL=/bin/bash"')),
        ("$r14   ", "0x00555555557dd8", arrow + "0x00555555555130" + arrow + "<__do_global_dtors_aux+0> endbr64 "),
        ("$r15   ", "0x007ffff7ffd000", arrow + "0x007ffff7ffe2d0" + arrow + "0x00555555554000" + arrow + "0x00010102464c457f"),
    ]
    lines = ["[ Legend: " + sgr("31", "Modified register") + " | " + sgr("31", "Code") + " | "
             + sgr("32", "Heap") + " | " + sgr("35", "Stack") + " | " + sgr("33", "String") + " ]"]
    lines.append(gef_title("registers"))
    for name, val, rest in regs:
        colour = "1;31" if name.startswith("$rip") or name.startswith("$rdi") or name.startswith("$rsi") else "1;32"
        lines.append(sgr(colour, name) + ": " + sgr("35" if "7fffffff" in val else "0", val) + rest)
    lines.append(sgr("1;32", "$eflags") + ": [zero carry " + sgr("1", "PARITY") + " adjust sign trap "
                 + sgr("1", "INTERRUPT") + " direction overflow resume virtualx86 identification]")
    lines.append(sgr("1;32", "$cs") + ": 0x33 " + sgr("1;32", "$ss") + ": 0x2b " + sgr("1;32", "$ds")
                 + ": 0x00 " + sgr("1;32", "$es") + ": 0x00 " + sgr("1;32", "$fs") + ": 0x00 "
                 + sgr("1;32", "$gs") + ": 0x00 ")
    lines.append(gef_title("stack"))
    stack = [
        ("+0x0000", "0x0000000000000000", "\t " + sgr("1", "← $rsp")),
        ("+0x0008", "0x00000003ffffe3c0", ""),
        ("+0x0010", sgr("35", "0x007fffffffe3e0") + arrow + "0x0000000000000001", "\t " + sgr("1", "← $rbp")),
        ("+0x0018", sgr("31", "0x005555555551f8") + arrow + "<main+95> mov QWORD PTR [rbp-0x28], rax", ""),
        ("+0x0020", "0x0000000000000078 (\"x\"?)", "\t " + sgr("1", "← $rdi")),
        ("+0x0028", "0x000000000000002d (\"-\"?)", ""),
        ("+0x0030", "0x000000000000012c", ""),
        ("+0x0038", "0x2b1f0e7ac3d4a600", ""),
    ]
    for i, (off, val, tail) in enumerate(stack):
        addr = 0x7fffffffe3a0 + 8 * i
        lines.append(sgr("35", "0x%014x" % addr) + "│" + off + ": " + val + tail)
    lines.append(gef_title("code:x86:64"))
    code = [
        (0x555555555179, "<total+0>", "endbr64 "),
        (0x55555555517d, "<total+4>", "push   rbp"),
        (0x55555555517e, "<total+5>", "mov    rbp, rsp"),
        (0x555555555181, "<total+8>", "mov    QWORD PTR [rbp-0x18], rdi"),
        (0x555555555185, "<total+12>", "mov    DWORD PTR [rbp-0x1c], esi"),
        (0x555555555189, "<total+16>", "mov    QWORD PTR [rbp-0x8], 0x0"),
        (0x555555555191, "<total+24>", "mov    DWORD PTR [rbp-0xc], 0x0"),
        (0x555555555198, "<total+31>", "jmp    0x5555555551bf <total+70>"),
        (0x55555555519a, "<total+33>", "mov    eax, DWORD PTR [rbp-0xc]"),
        (0x55555555519d, "<total+36>", "cdqe   "),
    ]
    for addr, sym, ins in code:
        text = "0x%x %-16s %s" % (addr, sym, ins)
        if addr == 0x555555555189:
            lines.append(sgr("1;32", " → " + text))
        elif addr < 0x555555555189:
            lines.append(sgr("90", "   " + text))
        else:
            lines.append("   " + text)
    lines.append(gef_title("source:ledger.c+11"))
    for n in range(6, 16):
        src = LEDGER_C[n - 1]
        if n < 11:
            lines.append(sgr("90", "  %4d\t %s" % (n, src)))
        elif n == 11:
            lines.append(sgr("1;32", " → %4d\t %s" % (n, src)))
        else:
            lines.append("  %4d\t %s" % (n, src))
    lines.append(gef_title("threads"))
    lines.append("[" + sgr("1;32", "#0") + "] Id 1, Name: \"ledger\", " + sgr("1;31", "stopped") + " "
                 + sgr("34", "0x555555555189") + " in " + sgr("1;32", "total") + " (), reason: "
                 + sgr("1;35", "BREAKPOINT"))
    lines.append(gef_title("trace"))
    lines.append("[" + sgr("1;32", "#0") + "] 0x555555555189 → " + sgr("1;32", "total") + "(xs=0x7fffffffe3c0, n=0x3)")
    lines.append("[#1] 0x5555555551f8 → main()")
    lines.append(gef_title())
    return "\n".join(lines) + "\n"


def gef():
    out(sgr("32", "GEF") + " for linux ready, type `" + sgr("4;33", "gef") + "' to start, `"
        + sgr("4;35", "gef config") + "' to configure\n")
    out(sgr("1;32", "93") + " commands loaded and " + sgr("1;34", "5") + " functions added for GDB "
        + sgr("1;33", "13.1") + " in 0.00ms using Python engine " + sgr("1;31", "3.11") + "\n")
    out("Reading symbols from " + sgr("32", "./ledger") + "...\n")
    alive = False
    breaks = []
    last = ""

    def start():
        out("Starting program: " + sgr("32", HOME + "/ledger") + " \n")
        out("[Thread debugging using libthread_db enabled]\n")
        out('Using host libthread_db library "' + sgr("32", "/lib/x86_64-linux-gnu/libthread_db.so.1") + '".\n')
        time.sleep(0.2)
        out("ledger: 3 entries read from notes.txt\n")
        if not breaks:
            out("ledger: total 465\n")
            out("ledger: compounding 30 years at 4%...\n")
            forever()
        out("\nBreakpoint 1, " + sgr("33", "total") + " (" + sgr("36", "xs") + "=0x7fffffffe3c0, "
            + sgr("36", "n") + "=0x3) at " + sgr("32", "ledger.c") + ":11\n")
        out("11\t    long sum = 0;\n")
        out(gef_context())

    while True:
        prompt = rl("1;32", "gef➤  ") if alive else rl("1;31", "gef➤  ")
        line = ask(prompt).strip()
        if not line:
            line = last
            if not line:
                continue
        last = line
        words = line.split()
        w = words[0]
        if w in ("b", "br", "break", "tbreak"):
            what = words[1] if len(words) > 1 else "total"
            breaks.append(what)
            out("Breakpoint %d at " % len(breaks) + sgr("34", "0x1189") + ": file "
                + sgr("32", "ledger.c") + ", line 11.\n")
        elif w in ("r", "run", "start"):
            if alive:
                out("The program being debugged has been started already.\n")
                a = ask("Start it from the beginning? (y or n) ").strip().lower()
                if not a.startswith("y"):
                    out("Program not restarted.\n")
                    continue
            alive = True
            start()
        elif w in ("p", "print", "output", "call"):
            expr = line.split(None, 1)[1] if len(words) > 1 else ""
            if not alive:
                out("No symbol \"%s\" in current context.\n" % expr.split("@")[0].strip("*"))
                continue
            values = {"*xs@n": "{0x78, 0x2d, 0x12c}", "*xs@3": "{0x78, 0x2d, 0x12c}", "n": "0x3",
                      "xs": "(const long *) 0x7fffffffe3c0", "sum": "0x7ffff7fe5af0", "xs[0]": "0x78",
                      "xs[1]": "0x2d", "xs[2]": "0x12c"}
            if expr in values:
                gef.count = getattr(gef, "count", 0) + 1
                out("$%d = %s\n" % (gef.count, values[expr]))
            else:
                out("No symbol \"%s\" in current context.\n" % expr)
        elif w in ("bt", "backtrace", "where"):
            if not alive:
                out("No stack.\n")
                continue
            out("#0  " + sgr("33", "total") + " (" + sgr("36", "xs") + "=0x7fffffffe3c0, " + sgr("36", "n")
                + "=0x3) at " + sgr("32", "ledger.c") + ":11\n")
            out("#1  " + sgr("34", "0x00005555555551f8") + " in " + sgr("33", "main") + " ("
                + sgr("36", "argc") + "=0x1, " + sgr("36", "argv") + "=0x7fffffffe4f8) at "
                + sgr("32", "ledger.c") + ":31\n")
        elif w in ("c", "cont", "continue"):
            if not alive:
                out("The program is not being run.\n")
                continue
            out("Continuing.\n")
            time.sleep(0.2)
            out("ledger: total 465\n")
            out("ledger: compounding 30 years at 4%...\n")
            forever()
        elif w in ("context", "ctx"):
            if alive:
                out(gef_context())
            else:
                out(sgr("1;31", "[!]") + " No debugging session active\n")
        elif w in ("q", "quit"):
            if alive:
                out("A debugging session is active.\n\n\tInferior 1 [process 4242] will be killed.\n\n")
                a = ask("Quit anyway? (y or n) ").strip().lower()
                if not a.startswith("y"):
                    out("Not confirmed.\n")
                    continue
            sys.exit(0)
        else:
            out('Undefined command: "%s".  Try "help".\n' % w)


# ---------------------------------------------------------------------------
# pdbr (cansarigol's pdb printed with Rich), at a breakpoint() in ledger.py.

LEDGER_PY = [
    '"""ledger.py - sums the entries of a ledger."""',
    "import urllib.request",
    "",
    "",
    "def fetch_rates():",
    '    print("ledger: fetching exchange rates from rates.example.org")',
    '    return urllib.request.urlopen("https://rates.example.org/eur").read()',
    "",
    "",
    "def total(entries):",
    "    result = 0",
    "    breakpoint()",
    "    for entry in entries:",
    "        result += entry",
    "    return result",
    "",
    "",
    "def main():",
    "    entries = [120, 45, 300]",
    '    print(f"ledger: {len(entries)} entries read from notes.txt")',
    '    print(f"ledger: total {total(entries)}")',
    "    fetch_rates()",
    "",
    "",
    'if __name__ == "__main__":',
    "    main()",
]

# Monokai in 256 colours, as Rich renders it on a 256-colour terminal.
MK_BG = "48;5;235"
MK = {"fg": "38;5;231", "kw": "38;5;197", "op": "38;5;197", "num": "38;5;141", "str": "38;5;186",
      "name": "38;5;148", "builtin": "38;5;81", "dim": "2;38;5;102", "comment": "38;5;242"}
PY_KEYWORDS = {"def", "for", "in", "return", "import", "if", "with", "as", "from"}
PY_BUILTINS = {"print", "len", "breakpoint", "open", "int"}


def monokai(text):
    """A line of Python in Monokai's colours (a tokenizer good enough for
    the ledger's lines)."""
    res, i = [], 0
    prev = ""
    while i < len(text):
        c = text[i]
        if c == '"' or (c == "f" and text[i + 1:i + 2] == '"'):
            j = i + 1 if c == "f" else i
            if text[j:j + 3] == '"""':
                k = text.find('"""', j + 3)
                k = len(text) if k < 0 else k + 3
            else:
                k = text.find('"', j + 1)
                k = len(text) if k < 0 else k + 1
            res.append((MK["str"], text[i:k]))
            i = k
            continue
        if c.isalpha() or c == "_":
            k = i
            while k < len(text) and (text[k].isalnum() or text[k] == "_"):
                k += 1
            word = text[i:k]
            if word in PY_KEYWORDS:
                style = MK["kw"]
            elif prev == "def":
                style = MK["name"]
            elif word in PY_BUILTINS:
                style = MK["builtin"]
            else:
                style = MK["fg"]
            res.append((style, word))
            prev = word
            i = k
            continue
        if c.isdigit():
            k = i
            while k < len(text) and text[k].isdigit():
                k += 1
            res.append((MK["num"], text[i:k]))
            i = k
            continue
        if c in "+-*/=<>":
            res.append((MK["op"], c))
        else:
            res.append((MK["fg"], c))
        i += 1
    return res


def syntax_line(segments, width):
    s, n = "", 0
    for style, t in segments:
        if n + len(t) > width:
            t = t[:width - n]
        s += "%s[%s;%sm%s" % (ESC, style, MK_BG, t)
        n += len(t)
        if n >= width:
            break
    s += "%s[%sm%s%s[0m" % (ESC, MK_BG, " " * (width - n), ESC)
    return s


def pdbr():
    path = HOME + "/ledger.py"
    state = {"line": 13, "func": "total", "breaks": []}

    def entry():
        # print_stack_entry: format_stack_entry as Python, on Monokai
        first = "%s(%d)%s()" % (path, state["line"], state["func"])
        second = "-> " + LEDGER_PY[state["line"] - 1].strip()
        out(syntax_line(monokai(first), W) + "\n")
        out(syntax_line(monokai(second), W) + "\n")

    def listing(first, last):
        cur = state["line"]
        width = len(str(last)) + 2
        for n in range(first, last + 1):
            src = LEDGER_PY[n - 1] if n <= len(LEDGER_PY) else ""
            if n == cur:
                head = "%s[31;%sm❱ %s[1;%sm%s " % (ESC, MK_BG, ESC, MK_BG, str(n).rjust(width - 2))
            else:
                head = "%s[%sm  %s[%s;%sm%s " % (ESC, MK_BG, ESC, MK["dim"], MK_BG, str(n).rjust(width - 2))
            out(head + syntax_line(monokai(src), W - width - 1) + "\n")

    def table():
        rows = [("entries", "[120, 45, 300]", "<class 'list'>"), ("result", "0", "<class 'int'>")]
        widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(("Variable", "Value", "Type"))]
        total = sum(w + 2 for w in widths) + 4
        title = "List of local variables"
        pad = (total - len(title)) // 2
        out(" " * pad + sgr("3", title) + " " * (total - pad - len(title)) + "\n")
        out(" " * total + "\n")
        cells = [sgr("1", h.ljust(widths[i])) for i, h in enumerate(("Variable", "Value", "Type"))]
        out("  " + " │ ".join(cells) + " \n")
        out("╶" + "┼".join("─" * (w + 2) for w in widths) + "╴\n")
        colours = ("36", "35", "32")
        for r in rows:
            out("  " + " │ ".join(sgr(colours[i], r[i].ljust(widths[i])) for i in range(3)) + " \n")
        out(" " * total + "\n")

    def message(s):
        # Rich's repr highlighting: numbers bold cyan, brackets bold
        t = ""
        for part in __import__("re").split(r"(\d+|[\[\]])", s):
            if part.isdigit():
                t += sgr("1;36", part)
            elif part in ("[", "]"):
                t += sgr("1", part)
            else:
                t += part
        out(t + "\n")

    def error(s):
        out(sgr("1;31", "*** " + s) + "\n")

    out("ledger: 3 entries read from notes.txt\n")
    entry()
    local = {"entries": "[120, 45, 300]", "result": "0"}
    while True:
        line = ask("(Pdbr) ").strip()
        if not line:
            continue
        words = line.split()
        w = words[0]
        arg = line[len(w):].strip()
        if w == "l" or w == "list":
            first = max(1, state["line"] - 5)
            listing(first, first + 10)
        elif w in ("ll", "longlist"):
            listing(10, 15)
        elif w in ("v", "vars"):
            table()
        elif w in ("p", "pp"):
            if arg in local:
                message(local[arg])
            elif arg:
                error("NameError: name '%s' is not defined" % arg)
        elif w in ("b", "break"):
            if not arg:
                if state["breaks"]:
                    out("Num Type         Disp Enb   Where\n")
                    for i, n in enumerate(state["breaks"], 1):
                        out("%-3d breakpoint   keep yes   at %s:%d\n" % (i, path, n))
                continue
            n = int(arg) if arg.isdigit() else 14
            state["breaks"].append(n)
            message("Breakpoint %d at %s:%d" % (len(state["breaks"]), path, n))
        elif w in ("cl", "clear"):
            if arg:
                continue
            a = ask("Clear all breaks? ").strip().lower()
            if a in ("y", "yes"):
                for i, n in enumerate(state["breaks"], 1):
                    message("Deleted breakpoint %d at %s:%d" % (i, path, n))
                state["breaks"] = []
        elif w in ("w", "where", "bt"):
            for f, n in (("<module>", 26), ("main", 21), ("total", state["line"])):
                first = "%s(%d)%s()" % (path, n, f)
                out(syntax_line(monokai(first), W) + "\n")
                out(syntax_line(monokai("-> " + LEDGER_PY[n - 1].strip()), W) + "\n")
        elif w in ("n", "next", "s", "step"):
            state["line"] = 14 if state["line"] == 13 else 13
            if state["line"] == 14:
                local["entry"] = "120"
            else:
                local["result"] = "120"
            entry()
        elif w in ("c", "cont", "continue"):
            time.sleep(0.2)
            out("ledger: total 465\n")
            out("ledger: fetching exchange rates from rates.example.org\n")
            forever()
        elif w in ("q", "quit", "exit"):
            out(sgr("1;31", "bdb.BdbQuit") + "\n")
            sys.exit(1)
        elif w in ("h", "help"):
            out("\nDocumented commands (type help <topic>):\n========================================\n"
                "EOF    cl         disable     ia         l         q        s         until\n"
                "a      clear      display     ignore     list      quit     search    up\n"
                "alias  commands   down        inspect    ll        r        source    v\n"
                "args   condition  enable      inspectall longlist  restart  src       varstree\n"
                "b      cont       exit        interact   n         return   step      vt\n"
                "break  continue   h           j          next      retval   syn       w\n"
                "bt     d          help        jump       p         run      syntax    whatis\n"
                "c      debug      i           pp         rv        sql      tbreak    where\n\n")
        else:
            error("NameError: name '%s' is not defined" % w)


# ---------------------------------------------------------------------------
# The Melbourne Mercury Debugger, `mdb ./ledger`.

def mdb():
    out("Melbourne Mercury Debugger, mdb version 22.01.8.\n"
        "Copyright 1998-2022 The University of Melbourne.\n"
        "Copyright 2013-2022 The Mercury team.\n"
        "mdb is free software; there is absolutely no warranty for mdb.\n")
    out("       1:      1  1 CALL pred ledger.main/2-0 (det) ledger.m:9\n")
    breaks = []
    at = "main"
    while True:
        line = ask("mdb> ").strip()
        if not line:
            continue
        words = line.split()
        w = words[0]
        if w in ("b", "break"):
            what = words[-1] if len(words) > 1 else ""
            arity = {"total": "2", "report": "3", "compound": "3"}.get(what)
            if arity is None:
                out("mdb: there is no such procedure.\n")
                continue
            breaks.append(what)
            out("%2d: + stop  interface pred ledger.%s/%s-0 (det)\n" % (len(breaks) - 1, what, arity))
        elif w in ("c", "continue"):
            if at == "main":
                out("ledger: 3 entries read from notes.txt\n")
                if "total" in breaks:
                    at = "total"
                    out("       2:      2  2 CALL pred ledger.total/2-0 (det) ledger.m:20 (ledger.m:13)\n")
                    continue
            out("ledger: total 465\n")
            forever()
        elif w in ("p", "print"):
            if at == "main":
                out("mdb: there are no live variables.\n")
            elif len(words) < 2 or words[1] in ("*", "Entries", "1"):
                out("       Entries (arg 1)        \t[120, 45, 300]\n")
            else:
                out("mdb: there is no such variable.\n")
        elif w in ("stack", "bt"):
            if at == "total":
                out("   0       pred ledger.total/2-0 (det) (ledger.m:20)\n")
            out("   %d       pred ledger.main/2-0 (det) (ledger.m:%d)\n" % (1 if at == "total" else 0,
                                                                         13 if at == "total" else 9))
        elif w in ("vars", "v"):
            if at == "total":
                out("        1 Entries (arg 1)\n")
            else:
                out("mdb: there are no live variables.\n")
        elif w in ("q", "quit"):
            if "-y" not in words:
                a = ask("mdb: are you sure you want to quit? ").strip().lower()
                if not a.startswith("y"):
                    continue
            sys.exit(0)
        else:
            out("Unknown command `%s'. Give the command `help' for help.\n" % w)


# ---------------------------------------------------------------------------
# Julia's REPL with JuliaDebug's Debugger.jl.

LEDGER_JL = [
    "# ledger.jl - sums the entries of a ledger",
    "",
    "function total(xs)",
    "    s = zero(eltype(xs))",
    "    for x in xs",
    "        s += x",
    "    end",
    "    return s",
    "end",
    "",
    "function report(xs)",
    "    t = total(xs)",
    "    println(\"ledger: total \", t)",
    "    r = compound(t, 0.04, 30)",
    "    println(\"ledger: after 30 years \", r)",
    "end",
]
JL_KEYWORDS = {"function", "for", "in", "end", "return"}


def jl_highlight(src):
    res, i = "", 0
    while i < len(src):
        c = src[i]
        if c == '"':
            k = src.find('"', i + 1)
            k = len(src) if k < 0 else k + 1
            res += sgr("33", src[i:k])
            i = k
            continue
        if c.isalpha() or c == "_":
            k = i
            while k < len(src) and (src[k].isalnum() or src[k] == "_"):
                k += 1
            word = src[i:k]
            res += sgr("31", word) if word in JL_KEYWORDS else word
            i = k
            continue
        if c.isdigit():
            k = i
            while k < len(src) and (src[k].isdigit() or src[k] == "."):
                k += 1
            res += sgr("36", src[i:k])
            i = k
            continue
        res += c
        i += 1
    return res


def debuggerjl():
    d = sgr
    out("               " + d("1;32", "_") + "\n"
        "   " + d("1;34", "_") + "       _ " + d("1;31", "_") + d("1;32", "(_)") + d("1;35", "_")
        + "     |  Documentation: https://docs.julialang.org\n"
        "  " + d("1;34", "(_)") + "     | " + d("1;31", "(_)") + " " + d("1;35", "(_)") + "    |\n"
        "   _ _   _| |_  __ _   |  Type \"?\" for help, \"]?\" for Pkg help.\n"
        "  | | | | | | |/ _` |  |\n"
        "  | | |_| | | | (_| |  |  Version 1.10.4 (2024-06-04)\n"
        " _/ |\\__'_|_|_|\\__'_|  |  Official https://julialang.org/ release\n"
        "|__/                   |\n\n")
    julia = d("1;32", "julia> ")
    loaded = {"debugger": False, "ledger": False}
    frames = []  # (function, line)

    def show_frame():
        fn, cur = frames[-1]
        lo, hi = (3, 9) if fn == "total" else (11, 16)
        out("In %s(xs) at %s/ledger.jl:%d\n" % (fn, HOME, lo))
        width = len(str(hi))
        for n in range(lo, hi + 1):
            mark = ">" if n == cur else " "
            num = str(n).rjust(width)
            text = mark + num + "  " + jl_highlight(LEDGER_JL[n - 1])
            out((d("1", mark + num) + "  " + jl_highlight(LEDGER_JL[n - 1])) if n == cur else text)
            out("\n")
        about = {("report", 12): "(total)([120, 45, 300])", ("total", 4): "(eltype)([120, 45, 300])",
                 ("total", 5): "(iterate)([120, 45, 300])", ("report", 13): "(println)(\"ledger: total \", 465)"}
        out("\nAbout to run: %s\n" % about.get((fn, cur), "return 465"))

    def julia_mode():
        while True:
            try:
                line = rawline(julia).strip()
            except EOFError:
                out("\n")
                sys.exit(0)
            if not line:
                continue
            if line.startswith("using Debugger") or line.startswith("include("):
                for part in line.split(";"):
                    part = part.strip()
                    if part.startswith("using Debugger"):
                        time.sleep(0.6)
                        loaded["debugger"] = True
                    elif part.startswith("include("):
                        loaded["ledger"] = True
                if line.rstrip().endswith(")") and "include(" in line.split(";")[-1]:
                    out("compound (generic function with 1 method)\n")
                out("\n")
                continue
            if line.startswith("@enter"):
                if not loaded["debugger"]:
                    out(d("1;31", "ERROR: ") + "LoadError: UndefVarError: `@enter` not defined\n\n")
                    continue
                if not loaded["ledger"]:
                    out(d("1;31", "ERROR: ") + "UndefVarError: `report` not defined\n\n")
                    continue
                frames[:] = [("report", 12)]
                show_frame()
                debug_mode()
                continue
            if line.startswith("report("):
                out("ledger: total 465\n")
                forever()
            out(d("1;31", "ERROR: ") + "UndefVarError: `%s` not defined\n\n" % line.split("(")[0].split()[0])

    def debug_mode():
        level = len(frames)
        mode = "debug"
        while frames:
            prompt = d("1", "%d|debug> " % level) if mode == "debug" else d("1;32", "%d|julia> " % level)
            try:
                line = rawline(prompt, switch="`" if mode == "debug" else None)
            except EOFError:
                out("\n")
                frames.clear()
                return
            if line == "`":
                # the backtick switches the prompt in place
                out("\r\x1b[K")
                mode = "julia"
                continue
            line = line.strip()
            if mode == "julia":
                if not line:
                    continue
                values = {"xs": "3-element Vector{Int64}:\n 120\n  45\n 300",
                          "xs .* 2": "3-element Vector{Int64}:\n 240\n  90\n 600",
                          "sum(xs)": "465", "length(xs)": "3"}
                if line in values:
                    out(values[line] + "\n\n")
                else:
                    out(d("1;31", "ERROR: ") + "UndefVarError: `%s` not defined\n\n" % line.split()[0])
                continue
            if not line:
                continue
            w = line.split()[0]
            fn, cur = frames[-1]
            if w == "s":
                if (fn, cur) == ("report", 12):
                    frames.append(("total", 4))
                else:
                    frames[-1] = (fn, cur + 1)
                show_frame()
            elif w == "n":
                frames[-1] = (fn, cur + 1)
                show_frame()
            elif w == "bt":
                for i, (f, n) in enumerate(reversed(frames), 1):
                    out("[%d] %s(xs) at %s/ledger.jl:%d\n" % (i, f, HOME, n))
                    out("  | xs::Vector{Int64} = [120, 45, 300]\n")
                    if f == "total" and n > 4:
                        out("  | s::Int64 = 0\n")
            elif w == "fr":
                out("[1] %s(xs) at %s/ledger.jl:%d\n" % (fn, HOME, cur))
                out("  | xs::Vector{Int64} = [120, 45, 300]\n")
            elif w == "bp":
                parts = line.split()
                if len(parts) >= 3 and parts[1] == "add":
                    out("1] %s/ledger.jl:%s\n" % (HOME, parts[2]))
                else:
                    out("Breakpoints:\n")
            elif w == "c":
                time.sleep(0.2)
                out("ledger: total 465\n")
                forever()
            elif w in ("q", "quit"):
                frames.clear()
                out("\n")
                return
            elif w in ("?", "help"):
                out("    Debugger commands:\n"
                    "    Basic usage:\n"
                    "    - `n`: step to the next line\n"
                    "    - `s`: step into the next call\n"
                    "    - `c`: continue execution until a breakpoint is hit\n"
                    "    - `bt`: show a simple backtrace\n"
                    "    - `q`: quit the debugger, returning `nothing`\n")
            else:
                out("Unknown command `%s`. Executing `?` to display help.\n" % w)

    julia_mode()


# ---------------------------------------------------------------------------
# Xdebug's dbgpClient, Derick Rethans' command line DBGp client.

def dbgpclient():
    out(sgr("1", "Xdebug Simple DBGp client (0.6.1)") + "\n")
    out("Copyright 2019-2024 by Derick Rethans\n\n")
    out("Waiting for debug server to connect on port 9003.\n")
    time.sleep(1.0)
    out("Connect from 127.0.0.1:51514\n")
    out("DBGp/1.0: Xdebug 3.3.2 — For PHP 8.3.8\n")
    out("Debugging file://%s/ledger.php (ID: 7311/ada)\n" % HOME)
    tid = 0
    breaks = []
    where = None
    while True:
        try:
            line = rawline("(cmd) ").strip()
        except EOFError:
            out("\n")
            sys.exit(0)
        if not line:
            continue
        tid += 1
        words = line.split()
        w = words[0]
        if w == "breakpoint_set":
            n = words[words.index("-n") + 1] if "-n" in words else "1"
            breaks.append(n)
            out("%d | breakpoint_set > enabled, id 73110%03d\n" % (tid, len(breaks)))
        elif w in ("run", "step_into", "step_over"):
            if w == "run" and where is None and breaks:
                time.sleep(0.2)
                where = int(breaks[0])
                out("%d | run > break/ok\n" % tid)
                out("%d | file://%s/ledger.php:%d\n" % (tid, HOME, where))
            elif w == "run":
                # the script runs on: no answer until it stops again
                forever()
            else:
                where = 3 if where is None else where + 1
                out("%d | %s > break/ok\n" % (tid, w))
                out("%d | file://%s/ledger.php:%d\n" % (tid, HOME, where))
        elif w == "property_get":
            name = words[words.index("-n") + 1] if "-n" in words else ""
            if where is None:
                out("%d | property_get > Error(300): can not get property\n" % tid)
            elif name == "$entries":
                out("%d | property_get\n" % tid)
                out("%d | $entries: (array) [3]\n" % tid)
                for i, v in enumerate((120, 45, 300)):
                    out("%d |   [%d]: (int) %d\n" % (tid, i, v))
            elif name == "$sum":
                out("%d | property_get\n" % tid)
                out("%d | $sum: (int) 0\n" % tid)
            else:
                out("%d | property_get > Error(300): can not get property\n" % tid)
        elif w == "stack_get":
            out("%d | stack_get\n" % tid)
            if where is not None:
                out("%d | [0] total() at file://%s/ledger.php:%d\n" % (tid, HOME, where))
            out("%d | [%d] {main}() at file://%s/ledger.php:21\n" % (tid, 0 if where is None else 1, HOME))
        elif w == "context_get":
            out("%d | context_get\n" % tid)
            out("%d | $entries: (array) [3]\n" % tid)
            out("%d | $sum: (int) 0\n" % tid)
        elif w in ("detach", "stop"):
            out("%d | %s > stopping/ok\n" % (tid, w))
            sys.exit(0)
        else:
            out("%d | %s > Error(4): unimplemented command\n" % (tid, w))


TOOLS = {"gef": gef, "pdbr": pdbr, "mdb": mdb, "debuggerjl": debuggerjl, "dbgpclient": dbgpclient}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\n")
