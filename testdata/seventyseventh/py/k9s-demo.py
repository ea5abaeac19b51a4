"""Draws k9s: its header, logo and key hints, a boxed table of pods with one row highlighted, its breadcrumbs."""
from keys77 import Raw, out

R = "\x1b[0m"
OR, CY, WH, GR, BL = "\x1b[38;5;208m", "\x1b[36m", "\x1b[97m", "\x1b[32m", "\x1b[38;5;33m"
pods = [
    ("api-7d9c6b5f4-2xkqp", "●", "1/1", "Running", "0", "10.244.0.12", "kind-control-plane", "3d2h"),
    ("api-7d9c6b5f4-8lzvt", "●", "1/1", "Running", "0", "10.244.0.13", "kind-control-plane", "3d2h"),
    ("postgres-0", "●", "1/1", "Running", "1", "10.244.0.9", "kind-control-plane", "6d"),
    ("redis-5f6b8c9d7-qw4rt", "●", "1/1", "Running", "0", "10.244.0.10", "kind-control-plane", "6d"),
    ("worker-6c8f7d9b5-m2n7x", "●", "0/1", "CrashLoopBackOff", "14", "10.244.0.15", "kind-control-plane", "47m"),
]
sel = 0
logo = [
    " ____  __.________       ",
    "|    |/ _/   __   \\______",
    "|      < \\____    /  ___/",
    "|    |  \\   /    /\\___ \\ ",
    "|____|__ \\ /____//____  >",
    "        \\/            \\/ ",
]
info = [("Context:", "kind-dev"), ("Cluster:", "kind-dev"), ("User:", "kind-dev"),
        ("K9s Rev:", "v0.32.5"), ("K8s Rev:", "v1.30.0"), ("CPU:", "n/a"), ("MEM:", "n/a")]
hints = [("<0>", "all"), ("<1>", "default"), ("", ""), ("", ""), ("", ""), ("", ""), ("", "")]
keys = [("<a>", "Attach"), ("<ctrl-d>", "Delete"), ("<d>", "Describe"), ("<e>", "Edit"),
        ("<?>", "Help"), ("<l>", "Logs"), ("<s>", "Shell")]


def draw():
    s = "\x1b[H\x1b[2J"
    for i in range(7):
        k, v = info[i]
        h, hv = hints[i]
        kk, kv = keys[i]
        lg = logo[i] if i < len(logo) else ""
        s += f"{OR}{k:<9}{R}{WH}{v:<12}{R}{BL}{h:<5}{R}{hv:<9}{BL}{kk:<10}{R}{kv:<10}{OR}{lg}{R}\r\n"
    title = f" Pods({WH}default{CY})[{len(pods)}] "
    inner = 78
    s += f"{CY}┌" + "─" * 28 + title + "─" * (inner - 28 - 18) + "┐" + R + "\r\n"
    hdr = f"{'NAME↑':<25}{'PF':<3}{'READY':<6}{'STATUS':<17}{'RS':<3}{'IP':<12}{'NODE':<7}{'AGE':>5}"
    s += f"{CY}│{R}{WH}\x1b[1m{hdr[:inner]:<{inner}}{R}{CY}│{R}\r\n"
    for i, p in enumerate(pods):
        row = f"{p[0]:<25}{p[1]:<3}{p[2]:<6}{p[3]:<17}{p[4]:<3}{p[5]:<12}{'kind':<7}{p[7]:>5}"[:inner]
        color = "\x1b[31m" if p[3] != "Running" else "\x1b[96m"
        body = f"\x1b[30;46m{row:<{inner}}{R}" if i == sel else f"{color}{row:<{inner}}{R}"
        s += f"{CY}│{R}{body}{CY}│{R}\r\n"
    for _ in range(22 - 9 - len(pods) - 1):
        s += f"{CY}│{R}{' ' * inner}{CY}│{R}\r\n"
    s += f"{CY}└" + "─" * inner + "┘" + R + "\r\n"
    s += f"\x1b[30;48;5;208m <pod> {R}"
    out(s)


out("\x1b[?1049h\x1b[?25l")
with Raw() as r:
    draw()
    while True:
        k = r.key()
        if k in ("down", "j"):
            sel = min(sel + 1, len(pods) - 1)
        elif k in ("up", "k"):
            sel = max(sel - 1, 0)
        elif k in ("ctrl-c", "q"):
            break
        draw()
out("\x1b[?25h\x1b[?1049l")
