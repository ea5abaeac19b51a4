"""Draws firebase init's checkbox question of the features to set up."""
from keys77 import Raw, out

B, C, G, D, R = "\x1b[1m", "\x1b[36m", "\x1b[32m", "\x1b[2m", "\x1b[0m"
Y = "\x1b[33m"
out(f"""\r
     {Y}######## #### ########  ######## ########     ###     ######  ########{R}\r
     {Y}##        ##  ##     ## ##       ##     ##  ##   ##  ##       ##{R}\r
     {Y}######    ##  ########  ######   ########  #########  ######  ######{R}\r
     {Y}##        ##  ##    ##  ##       ##     ## ##     ##       ## ##{R}\r
     {Y}##       #### ##     ## ######## ########  ##     ##  ######  ########{R}\r
\r
You're about to initialize a Firebase project in this directory:\r
\r
  {B}/root/site{R}\r
\r
""")
opts = [
    "Data Connect: Set up a Firebase Data Connect service",
    "Firestore: Configure security rules and indexes files for Firestore",
    "Genkit: Setup a new Genkit project with Firebase",
    "Functions: Configure a Cloud Functions directory and its files",
    "App Hosting: Configure an apphosting.yaml file for App Hosting",
    "Hosting: Configure files for Firebase Hosting and (optionally) set up",
    "Storage: Configure a security rules file for Cloud Storage",
]
sel, ticked = 0, set()
lines = 0


def draw():
    global lines
    s = (f"\x1b[{lines}A" if lines else "") + "\r\x1b[J"
    s += (f"{G}?{R} {B}Which Firebase features do you want to set up for this directory? Press Space to "
          f"select features, then Enter to confirm your choices.{R} (Press {C}{B}<space>{R} to select, "
          f"{C}{B}<a>{R} to toggle all, {C}{B}<i>{R} to invert selection, and {C}{B}<enter>{R} to proceed)\r\n")
    for i, o in enumerate(opts):
        box = f"{G}◉{R}" if i in ticked else "◯"
        s += (f"{C}❯{box}{C} {o}{R}" if i == sel else f" {box} {o}") + "\r\n"
    s += f"{D}(Move up and down to reveal more choices){R}"
    out(s)
    lines = 3 + len(opts)  # the question wraps to three rows at 80 columns


out("\x1b[?25l")
with Raw() as r:
    draw()
    while True:
        k = r.key()
        if k == "down":
            sel = (sel + 1) % len(opts)
        elif k == "up":
            sel = (sel - 1) % len(opts)
        elif k == " ":
            ticked ^= {sel}
        elif k in ("enter", "ctrl-c"):
            break
        draw()
out("\x1b[?25h\r\n")
