"""Draws csvlens: a CSV file as a table with row numbers, and its status line."""
import shutil

from keys77 import Raw, out

R, B, D, RV = "\x1b[0m", "\x1b[1m", "\x1b[90m", "\x1b[7m"
cities = ["Tokyo", "Delhi", "Shanghai", "Sao Paulo", "Mexico City", "Cairo", "Mumbai", "Beijing",
          "Dhaka", "Osaka", "New York", "Karachi", "Buenos Aires", "Chongqing", "Istanbul", "Kolkata"]
countries = ["Japan", "India", "China", "Brazil", "Mexico", "Egypt", "India", "China",
             "Bangladesh", "Japan", "United States", "Pakistan", "Argentina", "China", "Turkey", "India"]
rows = []
for i in range(128):
    c = cities[i % len(cities)]
    rows.append((f"{c}" + ("" if i < len(cities) else f" {i // len(cities)}"), countries[i % len(countries)],
                 str(37400068 - i * 211337), f"{(i * 7919) % 90 - 45}.{(i * 31) % 100:02d}"))
head = ("city", "country", "population", "lat")
cols, lines = shutil.get_terminal_size((80, 24))
top = 0
widths = (18, 16, 12, 8)


def fmt(cells):
    return "".join(f"{c:<{w}}" for c, w in zip(cells, widths))


def draw():
    body = lines - 4
    s = "\x1b[H\x1b[2J"
    s += f"{'':<5}{D}│{R} {B}{fmt(head)}{R}\r\n"
    s += f"{D}{'─' * 5}┼{'─' * (cols - 6)}{R}\r\n"
    for i in range(top, min(top + body, len(rows))):
        s += f"{D}{i + 1:>4} │{R} {fmt(rows[i])}\r\n"
    s += f"\x1b[{lines - 1};1H{D}{'─' * cols}{R}\r\n"
    s += f"cities.csv [Row {top + 1}/{len(rows)}, Col 1/{len(head)}]"
    out(s)


out("\x1b[?1049h\x1b[?25l")
with Raw() as r:
    draw()
    while True:
        k = r.key()
        body = lines - 4
        if k in ("down", "j"):
            top = min(top + 1, len(rows) - body)
        elif k in ("up", "k"):
            top = max(top - 1, 0)
        elif k in ("pgdn", " "):
            top = min(top + body, len(rows) - body)
        elif k == "pgup":
            top = max(top - body, 0)
        elif k in ("q", "ctrl-c"):
            break
        if k in ("pgdn", "pgup"):
            r.key()  # the '~' of the key's sequence
        draw()
out("\x1b[?25h\x1b[?1049l")
