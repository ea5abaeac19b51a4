#!/usr/bin/env python3
"""Imitations for agentty's twohundredeightythird held-out set.

Flows: ri (Ruby's ri in its interactive mode, no pager), jpterm (the
JMESPath terminal over a JSON file) and cheat (the cheat.sh client's
shell). Each draws what the program it imitates draws; none knows
anything of agentty.
"""
import curses
import json
import sys

DATA = {
    "locations": [
        {"name": "Seattle", "state": "WA"},
        {"name": "New York", "state": "NY"},
        {"name": "Bellevue", "state": "WA"},
        {"name": "Olympia", "state": "WA"},
    ]
}

RI_DOCS = {
    "Array#each": """= Array#each

(from ruby core)
------------------------------------------------------------------------
  array.each {|element| ... } -> self
  array.each -> Enumerator

------------------------------------------------------------------------

Iterates over array elements.

When a block given, passes each successive array element to the block;
returns self:

  a = [:foo, 'bar', 2]
  a.each {|element|  puts "#{element.class} #{element}" }

Output:

  Symbol foo
  String bar
  Integer 2

""",
}


def ri():
    print("Enter the method name you want to look up.")
    print("You can use tab to autocomplete.")
    print("Enter a blank line to exit.")
    print()
    while True:
        try:
            name = input(">> ")
        except EOFError:
            return
        name = name.strip()
        if not name:
            return
        if name in RI_DOCS:
            sys.stdout.write(RI_DOCS[name])
        else:
            print("Nothing known about %s" % name)
            print()


def jpterm(scr):
    curses.use_default_colors()
    curses.curs_set(1)
    expr = ""
    lines = json.dumps(DATA, indent=4).split("\n")
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        half = w // 2
        result = ""
        if expr:
            if expr == "locations[?state == 'WA'].name":
                result = json.dumps(["Seattle", "Bellevue", "Olympia"], indent=4)
            elif expr.startswith("locations[?state"):
                result = "Error: Invalid jmespath expression"
                if "]" not in expr:
                    result += "\nExpected: ']', got: EOF"
            elif expr == "locations":
                result = json.dumps(DATA["locations"], indent=4)
            else:
                result = "null"
        scr.addstr(0, 0, "JMESPath Expression: " + expr)
        for col, title, body in ((0, "Input JSON", lines), (half, "JMESPath result", result.split("\n") if result else [])):
            bw = half if col == 0 else w - half
            scr.addstr(2, col, "┌" + "─" * (bw - 2) + "┐")
            t = " " + title + " "
            scr.addstr(2, col + (bw - len(t)) // 2, t)
            for r in range(3, h - 1):
                scr.addstr(r, col, "│")
                scr.addstr(r, col + bw - 1, "│")
                i = r - 3
                if i < len(body):
                    scr.addstr(r, col + 1, body[i][: bw - 2])
            try:
                scr.addstr(h - 1, col, "└" + "─" * (bw - 2) + "┘")
            except curses.error:
                pass
        scr.move(0, min(21 + len(expr), w - 1))
        scr.refresh()
        k = scr.get_wch()
        if k in ("\x03",) or k == curses.KEY_F10:
            return
        if k in ("\x7f", "\b", curses.KEY_BACKSPACE):
            expr = expr[:-1]
        elif isinstance(k, str) and k.isprintable():
            expr += k


CHEAT = {
    "python reverse list": [
        ("\x1b[38;5;246m#  Reverse a list in place\x1b[0m", None),
        ("mylist = [1, 2, 3, 4]", None),
        ("mylist.reverse()", None),
        ("", None),
        ("\x1b[38;5;246m#  Or get a reversed copy with a slice\x1b[0m", None),
        ("reversed_list = mylist[::-1]", None),
        ("", None),
        ("\x1b[38;5;246m#  [Ignacio Vazquez-Abrams] [so/q/3940128] [cc by-sa 3.0]\x1b[0m", None),
    ],
    "go/reverse slice": [
        ("\x1b[38;5;246m// Reverse a slice in place\x1b[0m", None),
        ("for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {", None),
        ("        s[i], s[j] = s[j], s[i]", None),
        ("}", None),
        ("", None),
        ("\x1b[38;5;246m// [Jonathan Hall] [so/q/19239449] [cc by-sa 3.0]\x1b[0m", None),
    ],
}

CHEAT_HELP = """help    - show this help
hush    - do not show the 'help' string at start anymore
cd LANG - change the language context
copy    - copy the last answer in the clipboard (aliases: yank, y, c)
ccopy   - copy the last answer w/o comments (cut comments; aliases: cc, Y, C)
exit    - exit the cheat shell (aliases: quit, ^D)
id [ID] - set/show an unique session id ("reset" to reset, "remove" to remove)
stealth - stealth mode (automatic queries for selected text)
update  - self update (only if the scriptfile is writeable)
version - show current cht.sh version
/:help  - service help
QUERY   - space separated query staring (examples are below)
              cht.sh> python zip list
              cht.sh/python> zip list
              cht.sh/go> /python zip list"""


def cheat():
    print("type 'help' for the cht.sh shell help")
    section = ""
    while True:
        prompt = "cht.sh" + ("/" + section if section else "") + "> "
        try:
            q = input(prompt)
        except EOFError:
            print()
            return
        q = q.strip()
        if not q:
            continue
        if q in ("exit", "quit"):
            return
        if q == "help":
            print(CHEAT_HELP)
            continue
        if q.startswith("cd "):
            section = q[3:].strip()
            continue
        key = (section + "/" + q) if section else q
        ans = CHEAT.get(key)
        if ans is None:
            print("Unknown topic.")
            continue
        for line, _ in ans:
            print(line)


def main():
    flow = sys.argv[1] if len(sys.argv) > 1 else "ri"
    if flow == "ri":
        ri()
    elif flow == "jpterm":
        curses.wrapper(jpterm)
    elif flow == "cheat":
        cheat()


if __name__ == "__main__":
    main()
