"""Draws pulumi up's preview and its arrow-key question 'Do you want to perform this update?'."""
from keys77 import Raw, out

B, C, G, D, R = "\x1b[1m", "\x1b[36;1m", "\x1b[32m", "\x1b[2m", "\x1b[0m"
out(f"""Previewing update (dev)\r
\r
View in Browser (Ctrl+O): https://app.pulumi.com/acme/web/dev/previews/5c1e7a0d\r
\r
     Type                 Name         Plan\r
 {G}+{R}   pulumi:pulumi:Stack  web-dev      {G}create{R}\r
 {G}+{R}   └─ aws:s3:Bucket     site-bucket  {G}create{R}\r
\r
{B}Resources:{R}\r
    {G}+ 2 to create{R}\r
\r
""")
opts = ["yes", "no", "details"]
sel = 0


def draw(first):
    s = "" if first else f"\x1b[{len(opts) + 1}A"
    s += f"\r\x1b[J{B}Do you want to perform this update?{R}  {C}[Use arrows to move, type to filter]{R}\r\n"
    for i, o in enumerate(opts):
        s += (f"{C}> {o}{R}" if i == sel else f"  {o}") + "\r\n"
    out(s)


out("\x1b[?25l")
with Raw() as r:
    draw(True)
    while True:
        k = r.key()
        if k == "down":
            sel = (sel + 1) % len(opts)
        elif k == "up":
            sel = (sel - 1) % len(opts)
        elif k in ("enter", "ctrl-c"):
            break
        draw(False)
out("\x1b[?25h")
