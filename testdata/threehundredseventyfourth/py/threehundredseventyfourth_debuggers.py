#!/usr/bin/env python3
"""The threehundredseventyfourth set's imitations of five debugger and
profiler front ends that Debian does not package, each over a small
ledger program (it reads three entries, 120, 45 and 300, sums them, then
compounds the sum for a long while), each drawn the way the front end
draws it (as known from its documentation, source and screenshots):

  gdbdash    GDB with cyrus-and's GDB dashboard as its ~/.gdbinit (`gdb
             -q ./ledger`): the `>>>` prompt (grey with no process, bold
             magenta with one), the screen cleared under an
             `Output/messages` rule when the program runs on, and at each
             stop the dashboard's modules (Assembly, Breakpoints,
             Expressions, History, Memory, Registers, Source, Stack,
             Threads, Variables) each under a rule of `─` naming it, the
             current source line's number bold green, `!` at a
             breakpoint; gdb's `(y or n)` questions; lines edited with
             readline, on the main screen
  bugstalker godzie44's BugStalker (`bs ./target/debug/ledger`): its
             console, `BugStalker greets`, `(bs) ` in dark green, `Hit
             breakpoint`, a line of source, `var`'s values, `(bs y/n) `
             under a question; `tui` switches to its TUI (tui-realm on the
             alternate screen, raw keys): tabs `[1]` (Breakpoints,
             Variables, Threads) and `[2]` (Source, Output, Asm, Oracles,
             Logs) in rounded frames, the source with `▶` at the current
             line in light red, a Help bar of keys and a Process box,
             popups asking in a frame of their own
  pyspy      benfred's py-spy, `py-spy top -- python3 ledger.py`: its
             top-like view on the main screen (the screen cleared and
             drawn again each second, ICANON and ECHO off), the sorted
             column's heading bold in a reversed bar, `Press Control-C to
             quit, or ? for help.` with the cursor after it, keys 1-4, L,
             R, ? and X
  austintui  P403n1x87's Austin TUI, `austin-tui python3 ledger.py`:
             curses on the alternate screen, the cursor hidden, a header
             of the logo, profile mode, CPU and memory bars, command,
             PID, samples and duration, a table of the last stack seen
             (OWN, TOTAL, %OWN, %TOTAL, FUNCTION) or, in Full mode, the
             tree of every stack, the last one bright and the others dim,
             a flame graph, a command bar of keys on coloured cells
  vimspector puremourning's Vimspector in Vim, debugging ledger.py:
             Vim on the alternate screen laid out by Vimspector at 80x24
             (its horizontal layout): Variables, Watches and StackTrace
             windows down the left, the code window with its WinBar of
             buttons and the signs `●▶`, the output window with its
             WinBar of tabs, each window's status line; `input()`
             prompts on the command line for an advanced breakpoint, a
             popup dialog asking before terminating the debuggee

Run: threehundredseventyfourth_debuggers.py TOOL
"""
import os
import random
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24
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


def at(r, c, s=""):
    out("%s[%d;%dH%s" % (ESC, r, c, s))


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1b[F": "end", b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn",
    b"\x1bOP": "f1", b"\x1bOQ": "f2", b"\x1bOR": "f3", b"\x1bOS": "f4",
    b"\x1b[15~": "f5", b"\x1b[17~": "f6", b"\x1b[18~": "f7", b"\x1b[19~": "f8",
    b"\x1b[20~": "f9", b"\x1b[21~": "f10", b"\x1b[Z": "btab", b"\x1b": "esc",
    b"\x1b1": "alt-1", b"\x1b2": "alt-2",
}


def readkey(timeout=None):
    """One key read raw: a character, or a name for a key's sequence;
    None when timeout passes first."""
    fd = sys.stdin.fileno()
    if timeout is not None and not select.select([fd], [], [], timeout)[0]:
        return None
    b = os.read(fd, 1)
    if not b:
        sys.exit(0)
    if b != b"\x1b":
        return b.decode("latin-1")
    seq = b
    while select.select([fd], [], [], 0.05)[0]:
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
        if len(seq) == 2 and seq[1:] not in (b"[", b"O"):
            break
    return KEYS.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


# ------------------------------------------------------------------ ledger

LEDGER_C = r"""#include <stdio.h>
#include <stdlib.h>

#define MAX_ENTRIES 64

int read_entries(const char *path, long *xs, int max);

long total(const long *xs, int n)
{
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum += xs[i];
    return sum;
}

double compound(double amount, int years)
{
    for (long d = 0; d < years * 36500000L; d++)
        amount *= 1.000000001;
    return amount;
}

int main(int argc, char **argv)
{
    long xs[MAX_ENTRIES];
    int n = read_entries("notes.txt", xs, MAX_ENTRIES);

    printf("ledger: %d entries read from notes.txt\n", n);
    printf("ledger: total %ld\n", total(xs, n));
    printf("ledger: compounded %.2f\n", compound(total(xs, n), 30));
    return 0;
}
""".split("\n")

LEDGER_RS = r"""use std::fs;
use std::io;

const RATE: f64 = 0.04;

fn read(path: &str) -> io::Result<Vec<i64>> {
    let text = fs::read_to_string(path)?;
    Ok(text.lines().filter_map(|l| l.trim().parse().ok()).collect())
}

fn main() -> io::Result<()> {
    let entries = read("notes.txt")?;
    println!("ledger: {} entries read from notes.txt", entries.len());
    let total: i64 = entries.iter().sum();
    println!("ledger: total {}", total);
    let mut amount = total as f64;
    for _ in 0..30 * 365 * 100_000 {
        amount *= 1.0 + RATE / 36_500_000.0;
    }
    println!("ledger: compounded {:.2}", amount);
    Ok(())
}
""".split("\n")

LEDGER_PY = r"""import sys

RATE = 0.04


def read(path):
    with open(path) as f:
        return [int(x) for x in f]


def total(entries):
    result = 0
    for entry in entries:
        result += entry
    return result


def compound(amount, years):
    for _ in range(years):
        amount *= 1 + RATE
    return amount


def report(path):
    entries = read(path)
    print("ledger:", len(entries))
    t = total(entries)
    print("ledger: total", t)
    c = compound(t, 30)
    print("ledger:", round(c, 2))


report("notes.txt")
""".split("\n")


# ----------------------------------------------------------------- gdbdash

def rule(label="", active=True):
    """The dashboard's divider: `─── Label ───…` in cyan, the label bold
    yellow (plain yellow for an empty module)."""
    if not label:
        return sgr("36", "─" * W)
    lab = sgr("1;33" if active else "33", label)
    return sgr("36", "───") + " " + lab + " " + sgr("36", "─" * (W - len(label) - 5))


def gdb_registers():
    regs = [("rax", "0x0000555555555249"), ("rbx", "0x00007fffffffe4b8"), ("rcx", "0x0000555555557dd8"),
            ("rdx", "0x0000000000000003"), ("rsi", "0x0000000000000003"), ("rdi", "0x00007fffffffe2b0"),
            ("rbp", "0x00007fffffffe280"), ("rsp", "0x00007fffffffe280"), ("r8", "0x0000000000000000"),
            ("r9", "0x00007ffff7fcf680"), ("r10", "0x00007ffff7dd6b08"), ("r11", "0x0000000000000246"),
            ("r12", "0x0000000000000000"), ("r13", "0x00007fffffffe4c8"), ("r14", "0x0000555555557dd8"),
            ("r15", "0x00007ffff7ffd020"), ("rip", "0x0000555555555171"), ("eflags", "[ PF IF ]"),
            ("cs", "0x00000033"), ("ss", "0x0000002b"), ("ds", "0x00000000"), ("es", "0x00000000"),
            ("fs", "0x00000000"), ("gs", "0x00000000"), ("fs_base", "0x00007ffff7d87740"),
            ("gs_base", "0x0000000000000000")]
    max_name = max(len(n) for n, _ in regs)
    max_value = max(len(v) for _, v in regs)
    columns = min(int((W - 1) / (max_name + max_value + 2)) or 1, len(regs))
    rows = -(-len(regs) // columns)
    matrix = [regs[i::columns] for i in range(columns)]
    names = [max(len(n) for n, _ in col) for col in matrix]
    values = [max(len(v) for _, v in col) for col in matrix]
    extra = W - (sum(names) + columns + sum(values))
    pad = [extra // (columns + 1)] * columns
    rest = extra % (columns + 1)
    while rest:
        pad[rest % columns] += 1
        rest -= 1
    lines = [""] * rows
    for i, col in enumerate(matrix):
        for j, (n, v) in enumerate(col):
            lines[j] += " " * pad[i] + " " * (names[i] - len(n)) + sgr("90", n) + " " + v + " " * (values[i] - len(v))
    return lines


def gdb_dashboard():
    """The dashboard as rendered at the stop in total(), ledger.c:10."""
    g1 = lambda s: sgr("1;32", s)  # noqa: E731
    g2 = lambda s: sgr("32", s)  # noqa: E731
    lines = [rule("Assembly")]
    asm = [("0x0000555555555169", "total+0 ", "push   %rbp"),
           ("0x000055555555516a", "total+1 ", "mov    %rsp,%rbp"),
           ("0x000055555555516d", "total+4 ", "mov    %rdi,-0x18(%rbp)"),
           ("0x0000555555555171", "total+8 ", "mov    %esi,-0x1c(%rbp)"),
           ("0x0000555555555174", "total+11", "movq   $0x0,-0x8(%rbp)"),
           ("0x000055555555517c", "total+19", "movl   $0x0,-0xc(%rbp)"),
           ("0x0000555555555183", "total+26", "jmp    0x5555555551a7 <total+62>"),
           ("0x0000555555555185", "total+28", "mov    -0xc(%rbp),%eax"),
           ("0x0000555555555188", "total+31", "cltq"),
           ("0x000055555555518a", "total+33", "lea    0x0(,%rax,8),%rdx")]
    for i, (a, f, t) in enumerate(asm):
        if i == 4:
            lines.append(" " + g1(a) + " " + g1(f) + " " + g1(t))
        else:
            lines.append(" " + sgr("90", a) + " " + f + " " + t)
    lines.append(rule("Breakpoints"))
    lines.append("[" + sgr("1;32", "1") + "] break at " + g1("0x0000555555555174") + " in " + g1("ledger.c") + ":" +
                 g1("10") + " for " + g1("total") + " hit " + g1("1") + " time")
    lines.append(rule("Expressions", False))
    lines.append(rule("History", False))
    lines.append(rule("Memory", False))
    lines.append(rule("Registers"))
    lines += gdb_registers()
    lines.append(rule("Source"))
    for n in range(5, 15):
        text = LEDGER_C[n - 1]
        bp = sgr("0;41", "!") if n == 10 else " "
        num = ("%2d" % n)
        if n == 10:
            lines.append(bp + g1(num) + "  " + text)
        else:
            lines.append(bp + sgr("90", num) + "  " + text)
    lines.append(rule("Stack"))
    lines.append("[" + g1("0") + "] from " + g1("0x0000555555555174") + " in " + g1("total") + "+" + g1("11") +
                 " at " + g1("ledger.c") + ":" + g1("10"))
    lines.append("[" + g2("1") + "] from " + g2("0x0000555555555290") + " in " + g2("main") + "+" + g2("95") +
                 " at " + g2("ledger.c") + ":" + g2("29"))
    lines.append(rule("Threads"))
    lines.append("[" + g1("1") + "] id 48213 name " + g1("ledger") + " from " + g1("0x0000555555555174") + " in " +
                 g1("total") + "+" + g1("11") + " at " + g1("ledger.c") + ":" + g1("10"))
    lines.append(rule("Variables"))
    eq = sgr("90", "=")
    sep = sgr("90", ", ")
    lines.append(sgr("90", "arg") + " " + sgr("1;37", "xs") + " " + eq + " 0x7fffffffe2b0" + sgr("90", ":") +
                 " 120" + sep + sgr("1;37", "n") + " " + eq + " 3")
    lines.append(sgr("90", "loc") + " " + sgr("1;37", "sum") + " " + eq + " 140737351961264" + sep +
                 sgr("1;37", "i") + " " + eq + " 21845")
    lines.append(rule())
    return lines


def gdbdash():
    import readline  # noqa: F401  (gdb edits its lines with readline)
    out("Reading symbols from ./ledger...\n")
    running = False
    bp = False

    def prompt():
        return (rl("1;35", ">>>") if running else rl("90", ">>>")) + " "

    def cont_event():
        out(ESC + "[H" + ESC + "[2J")
        out(rule("Output/messages") + "\n")

    values = 0
    while True:
        line = ask(prompt()).strip()
        if line == "":
            continue
        word = line.split()[0]
        if line in ("b total", "break total"):
            bp = True
            out("Breakpoint 1 at 0x1174: file ledger.c, line 10.\n")
        elif word in ("r", "run"):
            if running:
                a = ask("The program being debugged has been started already.\n"
                        "Start it from the beginning? (y or n) ").strip().lower()
                if not a.startswith("y"):
                    out("Program not restarted.\n")
                    continue
            out("Starting program: %s/ledger \n" % HOME)
            running = True
            cont_event()
            out("[Thread debugging using libthread_db enabled]\n")
            out('Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".\n')
            out("ledger: 3 entries read from notes.txt\n")
            if not bp:
                out("ledger: total 465\n")
                forever()
            out("\nBreakpoint 1, total (xs=0x7fffffffe2b0, n=3) at ledger.c:10\n")
            out("10\t    long sum = 0;\n")
            out("\n".join(gdb_dashboard()) + "\n")
        elif not running and word in ("p", "print", "up", "call", "kill", "c", "continue", "bt"):
            out("The program is not being run.\n" if word in ("kill", "c", "continue")
                else "No symbol \"xs\" in current context.\n" if word in ("p", "print")
                else "No stack.\n")
        elif line in ("p *xs@n", "print *xs@n"):
            values += 1
            out("$%d = {120, 45, 300}\n" % values)
        elif word in ("p", "print"):
            values += 1
            out("$%d = 3\n" % values)
        elif line == "up":
            out("#1  0x0000555555555290 in main (argc=1, argv=0x7fffffffe4b8) at ledger.c:29\n")
            out('29\t    printf("ledger: total %ld\\n", total(xs, n));\n')
        elif line == "bt":
            out("#0  total (xs=0x7fffffffe2b0, n=3) at ledger.c:10\n")
            out("#1  0x0000555555555290 in main (argc=1, argv=0x7fffffffe4b8) at ledger.c:29\n")
        elif word == "call":
            cont_event()
            forever()
        elif word in ("c", "continue"):
            cont_event()
            out("ledger: total 465\n")
            forever()
        elif word == "kill":
            a = ask("Kill the program being debugged? (y or n) ").strip().lower()
            if a.startswith("y"):
                out("[Inferior 1 (process 48213) killed]\n")
                running = False
            else:
                out("Not confirmed.\n")
        elif word in ("q", "quit"):
            if running:
                a = ask("A debugging session is active.\n\n\tInferior 1 [process 48213] will be killed.\n\n"
                        "Quit anyway? (y or n) ").strip().lower()
                if not a.startswith("y"):
                    out("Not confirmed.\n")
                    continue
            sys.exit(0)
        else:
            out('Undefined command: "%s".  Try "help".\n' % word)


# -------------------------------------------------------------- bugstalker

RS_KEYWORDS = {"use", "const", "fn", "let", "mut", "for", "in", "as", "Ok", "return", "if", "else", "pub"}
RS_TYPES = {"f64", "i64", "str", "Vec", "io", "Result", "fs", "std"}


def rs_highlight(line):
    """A Rust line as syntect colours it with Solarized (dark): 24-bit
    foregrounds, no background."""
    import re
    outp = []
    for tok in re.findall(r'"[^"]*"|[A-Za-z_][A-Za-z_0-9]*!?|[0-9][0-9_.]*|\s+|.', line):
        if tok.startswith('"'):
            rgb = (42, 161, 152)
        elif tok in RS_KEYWORDS:
            rgb = (133, 153, 0)
        elif tok in RS_TYPES:
            rgb = (181, 137, 0)
        elif tok[:1].isdigit():
            rgb = (211, 54, 130)
        elif tok.endswith("!"):
            rgb = (38, 139, 210)
        else:
            rgb = (131, 148, 150)
        outp.append("%s[38;2;%d;%d;%dm%s" % (ESC, rgb[0], rgb[1], rgb[2], tok))
    return "".join(outp) + ESC + "[0m"


BS_FILE = HOME + "/src/main.rs"
BS_HELP = ("<Alt-1 / Alt-2> expand left/right window | <F6> step out | <F7> step | <F8> step over | "
           "<c, F9> continue | <r, F10> start/restart | <Esc> go to console | <q> quit")


def box(r, c, w, h, title="", color="37", sides="tlrb", title_at="center", fill=True):
    """A rounded frame of tui-realm's: its title on its top edge."""
    top = "╭" + "─" * (w - 2) + "╮" if "t" in sides else None
    if top and title:
        t = title[:w - 2]
        pos = 1 if title_at == "left" else 1 + (w - 2 - len(t)) // 2
        top = top[:pos] + t + top[pos + len(t):]
    if top:
        at(r, c, sgr(color, top))
    first = r + (1 if "t" in sides else 0)
    last = r + h - (2 if "b" in sides else 1)
    for y in range(first, last + 1):
        at(y, c, sgr(color, "│") if "l" in sides else " ")
        if fill:
            out(" " * (w - 2))
        at(y, c + w - 1, sgr(color, "│") if "r" in sides else " ")
    if "b" in sides:
        at(r + h - 1, c, sgr(color, "╰" + "─" * (w - 2) + "╯"))


def clip(s, n):
    """s cut to n cells, wide emoji counted as two."""
    res, width = "", 0
    for ch in s:
        cw = 2 if ord(ch) >= 0x1F000 else 1
        if width + cw > n:
            break
        res += ch
        width += cw
    return res, width


def bs_tabs(r, c, w, title, tabs, chosen, focus):
    box(r, c, w, 3, title, "92")
    x = c + 1
    limit = c + w - 1
    at(r + 1, x)
    for i, t in enumerate(tabs):
        cell = " " + t + " "
        cell, cw = clip(cell, limit - x)
        if cw == 0:
            break
        if i == chosen:
            out(sgr("7;92" if focus else "92", cell))
        else:
            out(sgr("92", cell))
        x += cw
        if i < len(tabs) - 1 and x < limit:
            out(sgr("92", "│"))
            x += 1


def bugstalker_tui(state):
    out(ESC + "[?1049h" + ESC + "[?25l")
    st = {"left": 0, "right": 0, "expand": None, "popup": False, "sel": 0, "var": 0}
    try:
        while True:
            out(ESC + "[0m" + ESC + "[2J")
            # the frame's margin of one cell; the tabs, then the status
            lw = {None: 20, "left": 70, "right": 8}[st["expand"]]
            rw = 78 - lw
            top, tabs_h = 2, 19
            # [1]: breakpoints, variables, threads
            bs_tabs(top, 2, lw, "[1]", ["🔴 Breakpoints", "🧩 Variables", "🧵 Threads"], st["left"], True)
            wh = tabs_h - 3
            if st["left"] == 0:
                box(top + 3, 2, lw, wh, "Breakpoints", "37")
                place = ("%s:%d" % (BS_FILE, 14))[:max(0, lw - 9)]
                rows = [sgr("1;32", "NEW"), sgr("36", "1") + " " + sgr("92", "B") + " " + place]
                for i, row in enumerate(rows):
                    at(top + 4 + i, 3, (sgr("93", "▶") if i == 0 else " ") + row)
            elif st["left"] == 1:
                box(top + 3, 2, lw, wh, "Variables", "37")
                tree = ["▼ arguments and variables",
                        "  ▼ arguments",
                        "  ▼ variables",
                        "    ▼ entries Vec<i64>",
                        "        0 i64 (120)",
                        "        1 i64 (45)",
                        "        2 i64 (300)"]
                for i, row in enumerate(tree):
                    mark = sgr("93", "▶") if i == st["var"] else " "
                    text = row[:lw - 4]
                    at(top + 4 + i, 3, mark + (sgr("93", text) if i == st["var"] else rs_highlight(text)))
            else:
                box(top + 3, 2, lw, wh, "Threads", "37")
                rows = [" (CURRENT) [48213] ledger::main(:14)",
                        "   #0 0x55555555c8a1 - ledger::main at /home/../src/main.rs:14",
                        "   #1 0x55555555a20b - core::ops::function::FnOnce::call_once",
                        "   #2 0x55555555bd5e - std::sys::backtrace::__rust_begin_short_backtrace"]
                for i, row in enumerate(rows):
                    mark = sgr("93", "▶") if i == 0 else " "
                    at(top + 4 + i, 3, mark + ("▼" if i == 0 else "") + rs_highlight(row[:lw - 5]))
            # [2]: source, output, asm, oracles, logs
            rc = 2 + lw
            bs_tabs(top, rc, rw, "[2]", ["</> Source", "📃 Output", "🤖 Asm", "🔮 Oracles", "💾 Logs"], st["right"], False)
            title = 'Program source code ("%s")' % BS_FILE
            box(top + 3, rc, rw, wh, title if len(title) <= rw - 2 else "Program source code", "93")
            inner = wh - 2
            first = max(1, 14 - inner // 2)
            for i in range(inner):
                n = first + i
                if n > len(LEDGER_RS) or rw < 12:
                    break
                text = "%4d %s" % (n, LEDGER_RS[n - 1])
                if n == 14:
                    at(top + 4 + i, rc + 1, sgr("91", "▶" + text[:rw - 3]))
                else:
                    at(top + 4 + i, rc + 1, " " + sgr("90", text[:5]) + rs_highlight(text[5:rw - 3]))
            # status: help and process
            box(21, 2, 62, 3, "Help", "37")
            at(22, 3, sgr("1;32", BS_HELP[:60]))
            box(21, 64, 15, 3, "Process", "37")
            at(22, 65 + (13 - 7) // 2, sgr("31", "stopped"))
            if st["popup"]:
                # 60% of the width, 30% of the height, in the middle
                px, py, pw = 17, 9, 48
                box(py, px, pw, 4, "", "92", sides="tlr")
                at(py + 1, px + 1, sgr("40", "Restart a program?".center(pw - 2)))
                for y in range(py + 2, py + 4):
                    at(y, px + 1, sgr("40", " " * (pw - 2)))
                box(py + 4, px, pw, 3, "", "92", sides="lrb")
                for y in range(py + 4, py + 6):
                    at(y, px + 1, sgr("40", " " * (pw - 2)))
                # the buttons get the last tenth of the popup's width
                at(py + 4, px + 43, sgr("7;92" if st["sel"] == 0 else "92;40", " yes "))
            k = readkey()
            if st["popup"]:
                if k in ("left", "right", "\t"):
                    st["sel"] ^= 1
                elif k in ("\r", "\n", "esc"):
                    st["popup"] = False
                continue
            if k == "esc":
                return "console"
            if k == "q":
                return "quit"
            if k in ("r", "f10"):
                st["popup"] = True
                st["sel"] = 0
            elif k == "\t":
                st["left"] = (st["left"] + 1) % 3
            elif k == "btab":
                st["left"] = (st["left"] - 1) % 3
            elif k == "alt-1":
                st["expand"] = None if st["expand"] == "left" else "left"
            elif k == "alt-2":
                st["expand"] = None if st["expand"] == "right" else "right"
            elif k == "down" and st["left"] == 1 and st["var"] < 6:
                st["var"] += 1
            elif k == "up" and st["left"] == 1 and st["var"] > 0:
                st["var"] -= 1
    finally:
        out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


def bugstalker():
    import readline  # noqa: F401  (rustyline edits BugStalker's lines alike)
    out("\nBugStalker greets\n\n")
    state = {"running": False, "bp": False}
    prompt = rl("32", "(bs)") + " "
    yes_prompt = rl("32", "(bs y/n)") + " "
    addr = sgr("94", "0x55555555c8a1")
    path = sgr("92", BS_FILE)

    def stop():
        out("ledger: 3 entries read from notes.txt\n")
        out("Hit breakpoint 1 at %s: %s:14\n" % (addr, path))
        out("%4d %s\n" % (14, rs_highlight(LEDGER_RS[13])))

    while True:
        line = ask(prompt).strip()
        if not line:
            continue
        word = line.split()[0]
        if word in ("b", "break") and len(line.split()) > 1:
            state["bp"] = True
            out("New breakpoint 1 at %s: %s:14 \n" % (addr, path))
        elif word in ("r", "run"):
            if state["running"]:
                out("Restart a program?\n")
                a = ask(yes_prompt).strip().lower()
                if a not in ("y", "yes"):
                    continue
            state["running"] = True
            if state["bp"]:
                stop()
            else:
                out("ledger: 3 entries read from notes.txt\nledger: total 465\n")
                forever()
        elif word in ("var", "vars") and state["running"]:
            arg = line.split(None, 1)[1] if len(line.split()) > 1 else ""
            if arg in ("entries", "locals"):
                rows = ["entries = Vec<i64> {", "    0: 120", "    1: 45", "    2: 300", "}"]
                if arg == "locals":
                    rows.append("total = i64(<uninit>)")
                for r in rows:
                    out(rs_highlight(r) + "\n")
            else:
                out(sgr("31", "error: variable not found") + "\n")
        elif word in ("bt", "backtrace") and state["running"]:
            out("thread #1, 48213 - %s\n" % sgr("94", "0x55555555c8a1"))
            out("0x55555555c8a1 - %s (0x55555555c7e0) at %s:14\n" % (sgr("93", "ledger::main"), path))
            out("0x55555555a20b - %s (0x55555555a200)\n" % sgr("93", "core::ops::function::FnOnce::call_once"))
        elif word in ("c", "continue") and state["running"]:
            out("ledger: total 465\n")
            forever()
        elif word == "tui":
            with Raw():
                r = bugstalker_tui(state)
            if r == "quit":
                sys.exit(0)
        elif word in ("q", "quit"):
            sys.exit(0)
        else:
            out(sgr("31", "error: unknown command or wrong syntax, print `help` for see all commands") + "\n")


# ------------------------------------------------------------------- pyspy

# what a second of ledger.py's samples holds, by line and by function:
# (label, share of own samples, share of total samples)
SPY_LINES = [
    ("compound (ledger.py:20)", 0.712, 0.712),
    ("compound (ledger.py:19)", 0.236, 0.236),
    ("report (ledger.py:29)", 0.0, 0.948),
    ("<module> (ledger.py:33)", 0.0, 1.0),
    ("total (ledger.py:14)", 0.021, 0.021),
    ("total (ledger.py:13)", 0.012, 0.012),
    ("report (ledger.py:27)", 0.0, 0.038),
    ("read (ledger.py:8)", 0.011, 0.011),
    ("report (ledger.py:25)", 0.0, 0.014),
    ("compound (ledger.py:21)", 0.005, 0.005),
    ("total (ledger.py:15)", 0.003, 0.003),
]
SPY_FUNCS = [
    ("compound (ledger.py)", 0.953, 0.953),
    ("report (ledger.py)", 0.0, 1.0),
    ("<module> (ledger.py)", 0.0, 1.0),
    ("total (ledger.py)", 0.036, 0.036),
    ("read (ledger.py)", 0.011, 0.011),
]


def spy_time(v):
    if v > 1000:
        return "%.0f" % v
    if v >= 100:
        return "%.1f" % v
    if v >= 1:
        return "%.2f" % v
    return "%.3f" % v


def pyspy():
    fd = 0
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~(termios.ICANON | termios.ECHO)
    termios.tcsetattr(fd, termios.TCSANOW, new)
    rnd = random.Random(7)
    opts = {"sort": 1, "lines": True, "usage": False}
    start = time.time()
    out("\n" * (H + 1))

    def bold(s):
        return sgr("1", s)

    def display():
        elapsed = time.time() - start + 0.5
        samples = int(elapsed * 100)
        rows = SPY_LINES if opts["lines"] else SPY_FUNCS
        stats = []
        for label, own, tot in rows:
            j = 1 + rnd.uniform(-0.02, 0.02)
            stats.append((label, own * j, min(tot * j, 1.0), own * elapsed, tot * elapsed))
        key = {1: 1, 2: 2, 3: 3, 4: 4}[opts["sort"]]
        stats.sort(key=lambda s: -s[key])
        o = [ESC + "[0f" + ESC + "[J"]
        o.append("Collecting samples from '%s' (python v3.11.2)\n" % sgr("32", "python3 ledger.py"))
        o.append("Total Samples %s\n" % bold(str(samples)))
        o.append("GIL: %s%%, Active: %s%%, Threads: %s\n" % (bold("100.00"), bold("100.00"), bold("1")))
        o.append("\n")
        heads = [("%Own ", 7), ("%Total", 8), ("OwnTime", 9), ("TotalTime", 11)]
        hdr = ""
        for i, (h, wd) in enumerate(heads, 1):
            cell = h.rjust(wd)
            hdr += sgr("1;7" if opts["sort"] == i else "7", cell)
        fn = "  Function (filename:line)" if opts["lines"] else "  Function (filename)"
        hdr += sgr("7", fn.ljust(W - 35))
        o.append(hdr + "\n")
        header_lines = 20 if opts["usage"] else 8
        written = 0
        for label, own, tot, own_t, tot_t in stats[:H - header_lines]:
            o.append("%6.2f%% %6.2f%% %7ss %8ss   %s\n" % (100 * own, 100 * tot, spy_time(own_t), spy_time(tot_t),
                                                         label[:W - 37]))
            written += 1
        o.append("\n" * max(0, H - header_lines - written))
        o.append("\n")
        if opts["usage"]:
            o.append(sgr("1;7", " Keyboard Shortcuts ".ljust(W)) + "\n")
            o.append("\n")
            o.append(sgr("1;32", "key".center(12)) + sgr("1;32", "action") + "\n")
            for k, a in [("1", "Sort by %Own (% of time currently spent in the function)"),
                         ("2", "Sort by %Total (% of time currently in the function and its children)"),
                         ("3", "Sort by OwnTime (Overall time spent in the function)"),
                         ("4", "Sort by TotalTime (Overall time spent in the function and its children)"),
                         ("L,l", "Toggle between aggregating by line number or by function"),
                         ("R,r", "Reset statistics"),
                         ("X,x", "Exit this help screen")]:
                o.append(k.center(12) + a + "\n")
            o.append("\n")
        else:
            o.append("Press %s to quit, or %s for help." % (sgr("1;7", "Control-C"), sgr("1;7", "?")))
        out("".join(o))

    try:
        nxt = 0.0
        while True:
            now = time.time()
            if now >= nxt:
                display()
                nxt = now + 1.0
            r = select.select([fd], [], [], max(0.0, nxt - time.time()))[0]
            if not r:
                continue
            k = os.read(fd, 1).decode("latin-1")
            if k in "Rr":
                start = time.time()
            elif k in "Ll":
                opts["lines"] = not opts["lines"]
            elif k in "Xx":
                opts["usage"] = False
            elif k == "?":
                opts["usage"] = True
            elif k in "1234":
                opts["sort"] = int(k)
            else:
                continue
            display()
            nxt = time.time() + 1.0
    except KeyboardInterrupt:
        out("\n")
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)


# --------------------------------------------------------------- austintui

# ledger.py's stacks as Austin samples them: (frames, share of the time);
# the last stack seen is the first one.
AUSTIN_STACKS = [
    ((("<module>", 33), ("report", 29), ("compound", 20)), 0.712),
    ((("<module>", 33), ("report", 29), ("compound", 19)), 0.236),
    ((("<module>", 33), ("report", 27), ("total", 14)), 0.024),
    ((("<module>", 33), ("report", 27), ("total", 13)), 0.012),
    ((("<module>", 33), ("report", 25), ("read", 8)), 0.011),
]


def austin_tree():
    """The stacks merged into a tree: [label, own, total, children]."""
    root = {}
    for frames, share in AUSTIN_STACKS:
        node = root
        for i, f in enumerate(frames):
            n = node.setdefault(f, [0.0, 0.0, {}])
            n[1] += share
            if i == len(frames) - 1:
                n[0] += share
            node = n[2]
    return root


def austin_time(us):
    m = int(us // 60e6)
    ret = '%02d"' % (round(us / 1e6) % 60)
    if m:
        ret = str(m) + "'" + ret
    return ret


def austin_heat(p, active=True):
    for stop, a, i in ((20, None, 242), (40, 226, 100), (60, 208, 130), (80, 202, 94), (100, 196, 88)):
        if p <= stop:
            c = a if active else i
            return "%6.1f%% " % min(100, p) if c is None else sgr("38;5;%d" % c, "%6.1f%% " % min(100, p))
    return "%6.1f%% " % p


def austintui():
    out(ESC + "[?1049h" + ESC + "[?25l")
    st = {"full": False, "graph": False, "paused": False, "threshold": 0, "frozen": None}
    start = time.time()
    tree = austin_tree()
    dim = lambda s: sgr("38;5;242", s)  # noqa: E731

    def draw():
        dur = (st["frozen"] if st["paused"] else time.time() - start) + 11.6
        samples = int(dur * 103)
        o = [ESC + "[0m" + ESC + "[2J"]
        # logo box
        o.append(ESC + "[1;1H" + sgr("1", "Austin  TUI".center(15)))
        logo = "33" if st["paused"] else "92"
        o.append(ESC + "[2;1H" + sgr("1;" + logo, "_________".center(15)))
        o.append(ESC + "[3;1H" + sgr("1;" + logo, "⎝__⎠ ⎝__⎠".center(15)))
        # header
        hb = lambda s: sgr("48;5;236", s)  # noqa: E731
        cpu = 99
        bar = lambda v, col, w: sgr("38;5;%d;48;5;238" % col, ("▇" * int(v * w / 100)).ljust(w))  # noqa: E731
        o.append(ESC + "[1;16H" + sgr("38;5;238;48;5;227", " Wall Time Profile".ljust(18)) + hb(" CPU") +
                 hb(("%d%% " % cpu).rjust(6)) + bar(cpu, 4, 7) + hb("   MEM") + hb("11M ".rjust(6)) + bar(14, 2, 7) +
                 hb("    ") + sgr("1;38;5;11;48;5;236", "1") + hb("/1    "))
        o.append(ESC + "[2;16H" + "Command " + sgr("1;32", "python3") + sgr("1", " ledger.py"))
        o.append(ESC + "[3;16H" + "Python " + sgr("1", "3.11.2".ljust(10)) + "PID " + sgr("1;38;5;229", "48213".ljust(12)) +
                 "PID:TID " + sgr("1;38;5;229", "48213") + ":" + sgr("1;38;5;159", "48213"))
        o.append(ESC + "[4;16H" + "Samples " + sgr("1", str(samples).ljust(9)) + "⏲️  " +
                 sgr("1", austin_time(dur * 1e6).ljust(12)) + "Threshold " + sgr("1", "%d%%" % st["threshold"]))
        rows = []
        if st["graph"]:
            o.append(ESC + "[5;1H" + sgr("1;7", "FLAME GRAPH".ljust(W)))
            level = [(tree, 0, W)]
            y = 6
            colours = [160, 166, 172, 178, 130, 202]
            while level and y < H:
                nxt = []
                for node, x, width in level:
                    cx = x
                    for (fn, ln), (own, tot, kids) in node.items():
                        w = max(1, int(round(width * tot / sum(v[1] for v in node.values()))))
                        if cx + w > x + width:
                            w = x + width - cx
                        if w <= 0:
                            continue
                        label = (" %s (ledger.py:%d)" % (fn, ln))[:w].ljust(w)
                        o.append(ESC + "[%d;%dH" % (y, cx + 1) + sgr("38;5;232;48;5;%d" % colours[(cx + y) % 6], label))
                        nxt.append((kids, cx, w))
                        cx += w
                level = nxt
                y += 1
        else:
            o.append(ESC + "[5;1H" + sgr("1;7", "OWN".center(8) + "TOTAL".center(8) + "%OWN".center(8) +
                                         "%TOTAL".center(8) + " FUNCTION".ljust(W - 32)))
            if st["full"]:
                last = AUSTIN_STACKS[0][0]

                def walk(node, prefix, level, active_parent):
                    items = list(node.items())
                    for i, ((fn, ln), (own, tot, kids)) in enumerate(items):
                        if tot * 100 < st["threshold"]:
                            continue
                        end = i == len(items) - 1
                        marker = prefix + ("└─ " if end else "├─ ")
                        active = active_parent and level < len(last) and last[level] == (fn, ln)
                        tm = lambda v: austin_time(v * dur * 1e6).center(8)  # noqa: E731
                        cells = (tm(own) if active else dim(tm(own))) + (tm(tot) if active else dim(tm(tot)))
                        cells += austin_heat(own * 100, active) + austin_heat(tot * 100, active)
                        name = fn if active else dim(fn)
                        rows.append(cells + " " + dim(marker) + name + " " + dim("(" + sgr("38;5;94", "ledger.py") +
                                                                                  ":" + sgr("38;5;30", str(ln)) + ")"))
                        walk(kids, prefix + ("   " if end else "│  "), level + 1, active)
                walk(tree, "", 0, True)
            else:
                node = tree
                for f in AUSTIN_STACKS[0][0]:
                    own, tot, kids = node[f]
                    if tot * 100 < st["threshold"]:
                        break
                    tm = lambda v: austin_time(v * dur * 1e6).center(8)  # noqa: E731
                    rows.append(tm(own) + tm(tot) + austin_heat(own * 100) + austin_heat(tot * 100) + " " + f[0] +
                                " " + dim("(ledger.py:%d)" % f[1]))
                    node = kids
            for i, r in enumerate(rows[:H - 6]):
                o.append(ESC + "[%d;1H" % (6 + i) + r)
        # the command bar: each key on a coloured cell, then its name
        bar_items = [("Q", "Quit", 3, 6, False), ("←", "PrvThrd", 3, 9, False), ("→", "NxtThrd", 3, 9, False),
                     ("L", "Live", 3, 6, True), ("T", "Top", 3, 5, False), ("F", "Full", 3, 6, st["full"]),
                     ("G", "Grph", 3, 6, st["graph"]), ("S", "Save", 3, 6, False), ("+/-", "Thrshld", 5, 9, False),
                     ("P", "Resume" if st["paused"] else "Pause", 3, 8, st["paused"])]
        cmd = ""
        width = 0
        for key, name, kw, nw, on in bar_items:
            if width + kw > W:
                break
            cmd += sgr("48;5;14;30" if on else "48;5;18", key.center(kw))
            width += kw
            name = name.center(nw)[:W - width]
            cmd += name
            width += len(name)
        o.append(ESC + "[%d;1H" % H + cmd)
        out("".join(o))

    with Raw():
        try:
            nxt = 0.0
            while True:
                if time.time() >= nxt:
                    draw()
                    nxt = time.time() + 1.0
                k = readkey(max(0.0, nxt - time.time()))
                if k is None:
                    continue
                if k in ("q", "Q", "\x03"):
                    break
                if k in ("f", "F"):
                    st["full"] = not st["full"]
                    st["graph"] = False
                elif k in ("g", "G"):
                    st["graph"] = not st["graph"]
                elif k in ("t", "T"):
                    st["full"] = False
                    st["graph"] = False
                elif k in ("p", "P"):
                    st["paused"] = not st["paused"]
                    st["frozen"] = time.time() - start
                elif k == "+":
                    st["threshold"] = min(100, st["threshold"] + 1)
                elif k == "-":
                    st["threshold"] = max(0, st["threshold"] - 1)
                else:
                    continue
                draw()
                nxt = time.time() + 1.0
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# -------------------------------------------------------------- vimspector

PY_STATEMENTS = {"import", "def", "with", "as", "return", "for", "in"}
PY_BUILTINS = {"open", "int", "print", "len", "range", "round"}


def vim_py(text, width, base=""):
    """A Python line as Vim's python syntax colours it on a dark
    background, cut or padded to width; base is the line's own
    highlight (CursorLine's underline, DiffAdd's background)."""
    import re
    res, used = [], 0
    prev = ""
    for tok in re.findall(r'"[^"]*"|[A-Za-z_][A-Za-z_0-9]*|[0-9][0-9.]*|\s+|.', text):
        if used >= width:
            break
        tok = tok[:width - used]
        if tok.startswith('"') or tok[:1].isdigit():
            code = "95"
        elif tok in PY_STATEMENTS:
            code = "93"
        elif tok in PY_BUILTINS or prev == "def":
            code = "96"
        else:
            code = ""
        if tok.strip():
            prev = tok
        style = ";".join(c for c in (base, code) if c)
        res.append(sgr(style, tok) if style else tok)
        used += len(tok)
    if used < width:
        res.append(sgr(base, " " * (width - used)) if base else " " * (width - used))
    return "".join(res)


def pad(text, width, style=""):
    t = text[:width].ljust(width)
    return sgr(style, t) if style else t


def vim_status(name, line, col, pos, width, current):
    """Vim's status line with 'ruler' set: the name, then the ruler 18
    columns from the right edge, or from the middle of a narrow window
    (the name cut at its left with `<` where it does not fit)."""
    n = max(width - 18, (width + 1) // 2)
    if len(name) > n - 1:
        name = "<" + name[len(name) - (n - 2):]
    lc = "%d,%d" % (line, col)
    room = width - n - len(pos) - 1
    text = name.ljust(n) + lc.ljust(max(len(lc), min(14, room))) + " " + pos
    return sgr("1;7" if current else "7", text[:width].ljust(width))


def vim_pos(top, height, total):
    if top <= 1 and top + height - 1 >= total:
        return "All"
    if top <= 1:
        return "Top"
    if top + height - 1 >= total:
        return "Bot"
    above, below = top - 1, total - (top + height - 1)
    return "%d%%" % (above * 100 // (above + below))


def winbar(items, width):
    o, used = [], 0
    for it in items:
        for seg, style in ((" ", "48;5;8"), (it, "1;30;47")):
            if used >= width:
                break
            s = seg[:width - used]
            o.append(sgr(style, s))
            used += len(s)
    if used < width:
        o.append(sgr("48;5;8", " " * (width - used)))
    return "".join(o)


def vimspector():
    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=")
    total_lines = 33
    st = {"frame": 0, "win": "code", "stack_cur": 1, "cursor": 14, "cmd": None, "popup": False, "sel": 2,
          "prompt": None, "asked": [], "answer": "", "bps": {14: "●"}}
    frames = [("2", "total", 14), ("3", "report", 27), ("4", "<module>", 33)]
    tilde = sgr("1;94", "~")

    def variables():
        if st["frame"] == 0:
            rows = ["- Scope: Locals", "  + special variables: ", "  + entries: [120, 45, 300]",
                    "  - entry: 45", "  - result: 120", "+ Scope: Globals"]
        else:
            rows = ["- Scope: Locals", "  + special variables: ", "  + entries: [120, 45, 300]",
                    "  - path: 'notes.txt'", "+ Scope: Globals"]
        return rows

    def draw():
        o = [ESC + "[0m" + ESC + "[H" + ESC + "[2J"]
        left = [""] * 23
        # Variables: rows 1-7, its status row 8
        v = variables()
        for i in range(7):
            left[i] = pad(v[i], 50) if i < len(v) else tilde + " " * 49
        left[7] = vim_status("vimspector.Variables", 1, 1, "All", 50, st["win"] == "vars")
        # Watches: rows 9-15, status 16
        for i in range(7):
            left[8 + i] = sgr("1;95", "Watches: ----".ljust(50)) if i == 0 else tilde + " " * 49
        left[15] = vim_status("vimspector.Watches", 1, 1, "All", 50, st["win"] == "watches")
        # StackTrace: its WinBar row 17, rows 18-22, status 23
        left[16] = winbar(["Pause/Continue", "+/-", "Focus"], 50)
        srows = [("- Thread 1: MainThread (Paused on breakpoint)", "thread")] + \
                [("  %s: %s@ledger.py:%d" % f, "frame%d" % i) for i, f in enumerate(frames)]
        for i in range(5):
            if i < len(srows):
                text, kind = srows[i]
                if kind == "thread":
                    left[17 + i] = sgr("91;48;5;8", "▶ ") + sgr("1;4;95", text.ljust(48))
                elif kind == "frame%d" % st["frame"]:
                    left[17 + i] = sgr("91;48;5;8", "▶ ") + sgr("4", text.ljust(48))
                else:
                    left[17 + i] = sgr("48;5;8", "  ") + text.ljust(48)
            else:
                left[17 + i] = tilde + " " * 49
        left[22] = vim_status("vimspector.StackTrace", st["stack_cur"], 1, "All", 50, st["win"] == "stack")
        right = [""] * 23
        # code window: WinBar row 1, rows 2-11, status 12
        right[0] = winbar(["■ Stop", "▶ Cont", "▷ Pause", "↷ Next", "→ Step", "← Out", "↺", "✕"], 29)
        pc = frames[st["frame"]][2]
        top = pc - 5
        # the code window's rows: each line from the top one, a line
        # longer than the window wrapped onto the rows under it, `@` on
        # the rows a last line does not fit in
        screen_rows = []
        n = top
        while len(screen_rows) < 10:
            if n > total_lines:
                screen_rows.append((None, None))
            else:
                text = LEDGER_PY[n - 1]
                parts = [text[j:j + 27] for j in range(0, max(1, len(text)), 27)]
                if len(screen_rows) + len(parts) > 10:
                    screen_rows += [("@", None)] * (10 - len(screen_rows))
                    break
                for j, part in enumerate(parts):
                    screen_rows.append((n if j == 0 else -n, part))
            n += 1
        for i in range(10):
            n, text = screen_rows[i]
            if n is None:
                right[1 + i] = tilde + " " * 28
                continue
            if n == "@":
                right[1 + i] = sgr("1;94", "@") + " " * 28
                continue
            if n < 0:
                right[1 + i] = sgr("48;5;8", "  ") + vim_py(text, 27, "4" if -n == 14 and st["frame"] == 0 else
                                                             "48;5;4" if -n == pc and -n != 14 else "")
                continue
            if n == 14 and st["frame"] == 0:
                sign, line_hl = sgr("48;5;6", "●▶"), "4"
            elif n == 14:
                sign, line_hl = sgr("48;5;6", "●▶"), ""
            elif n == pc:
                sign, line_hl = sgr("48;5;8", "  "), "48;5;4"
            elif n in st["bps"]:
                sign, line_hl = sgr("91;48;5;8", st["bps"][n] + " "), ""
            else:
                sign, line_hl = sgr("48;5;8", "  "), ""
            right[1 + i] = sign + vim_py(text, 27, line_hl)
        cline = LEDGER_PY[st["cursor"] - 1]
        ccol = len(cline) - len(cline.lstrip()) + 1
        shown = [n for n, _ in screen_rows if isinstance(n, int) and n > 0]
        right[11] = vim_status("ledger.py", st["cursor"], ccol, vim_pos(top, len(shown), total_lines), 29,
                               st["win"] == "code")
        # output window: WinBar row 13, rows 14-22, status 23
        right[12] = winbar(["Console", "stdout*", "server"], 29)
        for i in range(9):
            right[13 + i] = "> ".ljust(29) if i == 0 else tilde + " " * 28
        right[22] = vim_status("vimspector.Console", 1, 3, "All", 29, st["win"] == "output")
        for r in range(23):
            if r == 22:
                sepc = sgr("7", " ")
            else:
                sepc = sgr("7", "|")
            o.append(ESC + "[%d;1H" % (r + 1) + left[r] + sepc + right[r])
        # the command line
        o.append(ESC + "[24;1H" + ESC + "[K")
        if st["cmd"] is not None:
            o.append(":" + st["cmd"])
        if st["popup"]:
            pr, pc_ = 9, 29
            pm = "30;45"
            o.append(ESC + "[%d;%dH" % (pr, pc_) + sgr(pm, "╭" + "─" * 22 + "╮"))
            body = ["", "Terminate debuggee?", "", None, ""]
            for i, b in enumerate(body):
                o.append(ESC + "[%d;%dH" % (pr + 1 + i, pc_))
                if b is None:
                    opts = ["(Y)es", "(N)o", "(D)efault"]
                    cells = []
                    for j, t in enumerate(opts):
                        cells.append(sgr("90;40" if j == st["sel"] else pm, t))
                    o.append(sgr(pm, "│ ") + sgr(pm, " ").join(cells) + sgr(pm, " │"))
                else:
                    o.append(sgr(pm, "│ " + b.ljust(20) + " │"))
            o.append(ESC + "[%d;%dH" % (pr + 6, pc_) + sgr(pm, "╰" + "─" * 22 + "┛"))
        # the cursor: in its window, or after a prompt on the command line
        if st["cmd"] is not None and not st["popup"]:
            o.append(ESC + "[24;%dH" % (2 + len(st["cmd"])))
        elif st["win"] == "stack":
            o.append(ESC + "[%d;3H" % (17 + st["stack_cur"]))
        else:
            row = 2 + next((i for i, (n, _) in enumerate(screen_rows) if n == st["cursor"]), 0)
            o.append(ESC + "[%d;%dH" % (row, 52 + 2 + ccol - 1))
        out("".join(o))

    def prompt_line(text):
        """Vim's input(): a prompt on the command line, the answer typed
        after it; the next prompt goes on a new line, the screen scrolled
        up under it."""
        if st["asked"]:
            out(ESC + "[24;1H\r\n")
        out(ESC + "[24;1H" + ESC + "[K" + text)
        ans = ""
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                st["asked"].append(text + ans)
                return ans
            if k in ("esc", "\x03"):
                return None
            if k in ("\x7f", "\x08"):
                if ans:
                    ans = ans[:-1]
                    out("\b \b")
            elif k and len(k) == 1 and k.isprintable():
                ans += k
                out(k)

    with Raw():
        try:
            leader = False
            draw()
            while True:
                k = readkey()
                if st["popup"]:
                    if k in ("\t", "right"):
                        st["sel"] = (st["sel"] + 1) % 3
                    elif k in ("btab", "left"):
                        st["sel"] = (st["sel"] - 1) % 3
                    elif k in ("\r", "esc", "y", "n", "d", "\x03"):
                        st["popup"] = False
                        st["cmd"] = None
                    draw()
                    continue
                if st["cmd"] is not None:
                    if k in ("\r", "\n"):
                        cmd = st["cmd"].strip()
                        if cmd == "VimspectorReset":
                            st["popup"] = True
                            st["sel"] = 2
                        elif cmd in ("qa", "qa!", "q", "q!"):
                            return
                        else:
                            st["cmd"] = None
                    elif k == "esc":
                        st["cmd"] = None
                    elif k in ("\x7f", "\x08"):
                        st["cmd"] = st["cmd"][:-1] if st["cmd"] else None
                    elif k and len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                    draw()
                    continue
                if leader:
                    leader = False
                    if k == "f9" and st["win"] == "code":
                        opts = []
                        for text in ("Enter condition expression: ", "Enter hit count expression: ",
                                     "Enter log expression (to make log point): "):
                            a = prompt_line(text)
                            if a is None:
                                break
                            opts.append(a)
                        else:
                            st["bps"][st["cursor"]] = "◆"
                        st["asked"] = []
                        draw()
                        continue
                if k == "\\":
                    leader = True
                    continue
                if k == ":":
                    st["cmd"] = ""
                elif k == "\x17":
                    w = readkey()
                    order = {"t": "vars", "b": "output"}
                    if w in order:
                        st["win"] = order[w]
                    elif w == "j":
                        st["win"] = {"vars": "watches", "watches": "stack", "code": "output"}.get(st["win"], st["win"])
                    elif w == "k":
                        st["win"] = {"stack": "watches", "watches": "vars", "output": "code"}.get(st["win"], st["win"])
                    elif w == "h":
                        st["win"] = {"code": "watches", "output": "stack"}.get(st["win"], st["win"])
                    elif w == "l":
                        st["win"] = {"vars": "code", "watches": "code", "stack": "output"}.get(st["win"], st["win"])
                elif k in ("j", "down"):
                    if st["win"] == "stack":
                        st["stack_cur"] = min(4, st["stack_cur"] + 1)
                    elif st["win"] == "code":
                        st["cursor"] = min(total_lines, st["cursor"] + 1)
                elif k in ("k", "up"):
                    if st["win"] == "stack":
                        st["stack_cur"] = max(1, st["stack_cur"] - 1)
                    elif st["win"] == "code":
                        st["cursor"] = max(1, st["cursor"] - 1)
                elif k in ("\r", "\n") and st["win"] == "stack" and st["stack_cur"] > 1:
                    st["frame"] = st["stack_cur"] - 2
                    st["win"] = "code"
                    st["cursor"] = frames[st["frame"]][2]
                elif k == "f9" and st["win"] == "code":
                    if st["cursor"] in st["bps"]:
                        del st["bps"][st["cursor"]]
                    else:
                        st["bps"][st["cursor"]] = "●"
                draw()
        finally:
            out(ESC + "[0m" + ESC + "[?1l" + ESC + ">" + ESC + "[?1049l")


TOOLS = {
    "gdbdash": gdbdash,
    "bugstalker": bugstalker,
    "pyspy": pyspy,
    "austintui": austintui,
    "vimspector": vimspector,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
