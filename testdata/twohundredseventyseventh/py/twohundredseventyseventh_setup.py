"""One setup tool, or a setup script built on a Python prompt library,
imitated, named by the first argument: a fixture of agentty's
twohundredseventyseventh set, whose screens were never used to tune the
mode classifier. Each draws what the real one draws on the main screen
(its words, layout, tables, pointers, ticks, colours, reverse-video
cursor cells, hidden or shown cursor, raw or cooked input) at its
moments: a component installer of questo's elements, an account set up
behind maskpass's masked password, Prefect's interactive deploy, Reflex's
init and ESPHome's wizard. Runs with Debian's python3 and its standard
library only (termios, tty)."""

import os
import sys
import termios
import time
import tty

ESC = "\x1b"
RESET = ESC + "[0m"
BOLD = ESC + "[1m"
DIM = ESC + "[2m"
UNDER = ESC + "[4m"
REV = ESC + "[7m"
GREEN = ESC + "[32m"
BLUE = ESC + "[34m"
MAGENTA = ESC + "[35m"
CYAN = ESC + "[36m"
RED = ESC + "[31m"
YELLOW = ESC + "[33m"
BRIGHT_BLUE = ESC + "[94m"
CYAN1 = ESC + "[38;5;51m"
PINK1 = ESC + "[38;5;218m"
BOLD_WHITE = ESC + "[1;97m"
HIDE = ESC + "[?25l"
SHOW = ESC + "[?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def say(s=""):
    out(s + "\n")


def getkey():
    """Reads one key raw, the terminal put back after it (as readchar,
    maskpass and the like do)."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setraw(fd, termios.TCSANOW)
        b = os.read(fd, 1)
        if b == b"\x1b":
            seq = b
            # an arrow's CSI sequence follows at once
            import select

            while select.select([fd], [], [], 0.05)[0]:
                seq += os.read(fd, 1)
                if len(seq) >= 3 and seq[-1:].isalpha():
                    break
            b = seq
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    if b == b"\x03":
        raise KeyboardInterrupt
    return {b"\x1b[A": "up", b"\x1b[B": "down", b"\r": "enter", b"\n": "enter",
            b"\x7f": "backspace", b"\x08": "backspace", b"\t": "tab", b" ": "space"}.get(
        b, b.decode("utf-8", "replace"))


class Live:
    """Redraws a block of lines in place, as rich's Live does: the
    cursor hidden, the block's rows cleared and written again."""

    def __init__(self):
        self.height = 0

    def start(self):
        out(HIDE)

    def update(self, lines):
        s = "\r"
        if self.height > 1:
            s += (ESC + "[2K" + ESC + "[1A") * (self.height - 1)
        s += ESC + "[2K" + ESC + "[J"
        s += "\n".join(lines)
        out(s)
        self.height = len(lines)

    def stop(self):
        out("\n" + SHOW)
        self.height = 0


# --- questo-like: a component installer drawn with questo's elements ----


def questo_select(title, options, multiple=False, ticked=(), paginate=False):
    index, chosen, filt = 0, set(ticked), ""
    live = Live()
    live.start()

    def shown():
        return [(i, o) for i, o in enumerate(options) if filt.lower() in o.lower()]

    def render():
        opts = shown()
        head = BOLD + title + " " + RESET
        if filt:
            head += PINK1 + UNDER + filt + RESET
        lines = [head]
        page_line = None
        if paginate:
            size = 5
            total = max((len(opts) + 1) // size, 1)
            pos = [k for k, (i, _) in enumerate(opts) if i == index]
            cur = min((pos[0] if pos else 0) // size, total)
            opts = opts[cur * size:(cur + 1) * size]
            page_line = "".join("•" if cur == p else "◦" for p in range(total))
        for i, o in opts:
            cursor = CYAN1 + BOLD + ">" + RESET if i == index else " "
            if multiple:
                tick = GREEN + "✓" + RESET if i in chosen else " "
                lines.append(f"{cursor} {tick} {o}")
            else:
                if filt:
                    k = o.lower().find(filt.lower())
                    o = o[:k] + PINK1 + BOLD + o[k:k + len(filt)] + RESET + o[k + len(filt):]
                lines.append(f"{cursor} {o}")
        lines.append(page_line or "")
        return lines

    live.update(render())
    while True:
        k = getkey()
        opts = [i for i, _ in shown()]
        if k == "enter":
            break
        if k in ("down", "up") and opts:
            p = opts.index(index) if index in opts else 0
            p = (p + (1 if k == "down" else -1)) % len(opts)
            index = opts[p]
        elif k == "space" and multiple:
            chosen ^= {index}
        elif k == "backspace":
            filt = filt[:-1]
        elif len(k) == 1 and k.isprintable() and not multiple:
            filt += k
            got = [i for i, _ in shown()]
            if got:
                index = got[0]
        live.update(render())
    live.stop()
    return sorted(chosen) if multiple else options[index]


def questo_prompt(title, completions_of):
    value, comps, ci = "", [], 0
    live = Live()
    live.start()

    def render():
        v = value + REV + " " + RESET
        lines = [BOLD + title + " " + RESET, CYAN1 + BOLD + "> " + RESET + " " + v, ""]
        if comps:
            lines.append(" ".join(REV + c + RESET if n == ci else c for n, c in enumerate(comps)))
        return lines

    live.update(render())
    while True:
        k = getkey()
        if k == "enter":
            break
        if k == "tab":
            if comps:
                ci = (ci + 1) % len(comps)
            else:
                comps, ci = completions_of(value), 0
        elif k == "backspace":
            value, comps = value[:-1], []
        elif len(k) == 1 and k.isprintable():
            value, comps = value + k, []
        live.update(render())
    live.stop()
    return value


def questo():
    say(BOLD + "relay 2.4 installer" + RESET)
    say(DIM + "Answer a few questions; nothing is written until the summary." + RESET)
    say()
    questo_select("Select components to install", [
        "relay server (required)",
        "relay command-line client",
        "web dashboard",
        "Prometheus exporter",
        "systemd units",
        "bash and zsh completions",
    ], multiple=True, ticked=(0,))
    say()
    questo_select("Select your timezone", [
        "Africa/Cairo", "America/Chicago", "America/New_York", "America/Sao_Paulo",
        "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Europe/Berlin",
        "Europe/London", "Europe/Paris", "Pacific/Auckland", "UTC",
    ], paginate=True)
    say()

    def dirs(v):
        if v.startswith("/opt/"):
            return ["/opt/relay", "/opt/relay-2.3", "/opt/containerd"]
        return ["/opt/", "/srv/", "/usr/local/"]

    questo_prompt("Install directory", dirs)
    say("Installing...")
    time.sleep(600)


# --- maskpass-like: an account set up behind maskpass's askpass ---------


def askpass(prompt, mask="*"):
    out(prompt)
    typed = ""
    while True:
        k = getkey()
        if k == "enter":
            break
        if k == "backspace":
            if typed:
                typed = typed[:-1]
                out("\b \b")
            continue
        if len(k) == 1 and k.isprintable():
            typed += k
            out(mask)
    out("\n")
    return typed


def maskpass():
    say("ledgerd 1.8 first-run setup")
    say("------------------------------------------------------------")
    say("Database: /var/lib/ledgerd/ledger.db (created)")
    say("Creating the administrator account 'admin'.")
    say("The password must have at least 8 characters.")
    say()
    askpass("Enter password: ")
    askpass("Confirm password: ")
    say("Administrator account created.")
    time.sleep(600)


# --- prefect-like: `prefect deploy`, interactive -------------------------


def wrap(text, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = (cur + " " + w).strip()
    lines.append(cur)
    return lines


def table(headers, rows, widths, index):
    """A rich Table of the default heavy-headed box, its first column the
    pointer of the highlighted row."""
    top = "┏" + "┳".join("━" * (w + 2) for w in widths) + "┓"
    head = "┃" + "┃".join(" " + BOLD + h.ljust(w) + RESET + " " for h, w in zip(headers, widths)) + "┃"
    sep = "┡" + "╇".join("━" * (w + 2) for w in widths) + "┩"
    bottom = "└" + "┴".join("─" * (w + 2) for w in widths) + "┘"
    lines = [top, head, sep]
    for n, row in enumerate(rows):
        cells = [[">" if n == index else ""]] + [wrap(c, w) for c, w in zip(row, widths[1:])]
        height = max(len(c) for c in cells)
        for r in range(height):
            parts = []
            for c, (cell, w) in enumerate(zip(cells, widths)):
                text = cell[r] if r < len(cell) else ""
                pad = text.ljust(w)
                if n == index and c < 2 and text:
                    pad = BOLD + BLUE + text + RESET + " " * (w - len(text))
                parts.append(" " + pad + " ")
            lines.append("│" + "│".join(parts) + "│")
    lines.append(bottom)
    return lines


def prefect_select(prompt, headers, rows, widths):
    index = 0
    hint = "[Use arrows to move; enter to select]"
    plain = "? " + prompt + " " + hint
    if len(plain) > 80:
        # rich wraps the line at the last word that fits
        cut = plain.rfind(" ", 0, 81)
        hint = hint[: cut - len(plain)] + "\n" + hint[cut - len(plain) + 1:]
    say(BOLD + GREEN + "?" + RESET + " " + prompt + " " + BRIGHT_BLUE + hint + RESET)
    live = Live()
    live.start()
    live.update(table(headers, rows, widths, index))
    while True:
        k = getkey()
        if k == "enter":
            break
        if k == "down":
            index = (index + 1) % len(rows)
        elif k == "up":
            index = (index - 1) % len(rows)
        live.update(table(headers, rows, widths, index))
    live.stop()
    return rows[index]


def rich_ask(question, default=None, choices=None):
    s = BOLD + GREEN + "?" + RESET + " " + question
    if choices:
        s += " " + BOLD + MAGENTA + "[" + "/".join(choices) + "]" + RESET
    if default is not None:
        s += " " + BOLD + CYAN + "(" + default + ")" + RESET
    out(s + ": ")
    return sys.stdin.readline().strip() or default


def prefect():
    prefect_select("Select a flow to deploy", ["", "Flow Name", "Location"], [
        ("nightly_etl", "flows/etl.py"),
        ("refresh_dashboards", "flows/dashboards.py"),
        ("backfill_orders", "flows/backfill.py"),
    ], [2, 18, 19])
    rich_ask("Deployment name", "default")
    rich_ask("Would you like to configure schedules for this deployment?", "y", ["y", "n"])
    prefect_select("What type of schedule would you like to use?", ["", "Schedule Type", "Description"], [
        ("Interval", "Allows you to set flow runs to be executed at fixed time intervals."),
        ("Cron", "Allows you to define recurring flow runs based on a specified pattern using cron syntax."),
        ("RRule", "Allows you to define recurring flow runs using RFC 2445 recurrence rules."),
    ], [2, 13, 55])
    rich_ask("Seconds between scheduled runs", "3600")
    rich_ask("Would you like to activate this schedule?", "y", ["y", "n"])
    time.sleep(600)


# --- reflex-like: `reflex init` -------------------------------------------


def reflex():
    say(CYAN + "Info: " + RESET + "Initializing the web directory.")
    say("Get started with a template:")
    say("(0) blank (https://blank-template.reflex.run) - A minimal template")
    say("(1) ai - Generate a template using AI [Experimental]")
    # rich wraps the long line at a word
    say("(2) sidebar (https://sidebar-template.reflex.run) - A template with a sidebar to")
    say("navigate pages.")
    out("Which template would you like to use? " + BOLD + CYAN + "(0)" + RESET + ": ")
    sys.stdin.readline()
    say(CYAN + "Info: " + RESET + "Initializing the app directory.")
    out(HIDE)
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    lines = ["bun add v1.1.10 (5102a912)", "Resolving dependencies", "Resolved, downloaded and extracted [412]",
             "Saved lockfile", "installed next@14.2.3", "installed react@18.3.1"]
    n = 0
    while True:
        f = frames[n % len(frames)]
        line = lines[(n // 12) % len(lines)]
        out("\r" + ESC + "[2K" + GREEN + f + RESET + " Installing base frontend packages " + DIM + line + RESET)
        n += 1
        time.sleep(0.1)


# --- esphome-like: `esphome wizard livingroom.yaml` -----------------------

CORE = [
    "   _____ ____  _____  ______",
    "  / ____/ __ \\|  __ \\|  ____|",
    " | |   | |  | | |__) | |__",
    " | |   | |  | |  _  /|  __|",
    " | |___| |__| | | \\ \\| |____",
    "  \\_____\\____/|_|  \\_\\______|",
]
ESP = [
    "  ______  _____ _____",
    " |  ____|/ ____|  __ \\",
    " | |__  | (___ | |__) |",
    " |  __|  \\___ \\|  ___/",
    " | |____ ____) | |",
    " |______|_____/|_|",
]
WIFI = [
    " __          ___ ______ _",
    " \\ \\        / (_)  ____(_)",
    "  \\ \\  /\\  / / _| |__   _",
    "   \\ \\/  \\/ / | |  __| | |",
    "    \\  /\\  /  | | |    | |",
    "     \\/  \\/   |_|_|    |_|",
]


def nap(s):
    time.sleep(s / 6)


def step(n, art):
    say()
    say("============= STEP {} =============".format(n))
    for line in art:
        say(line)
    say("===================================")


def ask_line(prompt):
    out(BOLD_WHITE + prompt + RESET)
    return sys.stdin.readline().strip()


def esphome():
    say("Hi there!")
    nap(1.5)
    say("I'm the wizard of ESPHome :)")
    nap(1.25)
    say("And I'm here to help you get started with ESPHome.")
    nap(2.0)
    say("In 4 steps I'm going to guide you through creating a basic configuration file for your custom microcontroller project.")
    nap(3.0)
    say()
    step(1, CORE)
    say("First up, please choose a " + GREEN + "name" + RESET + " for your node.")
    say("It should be a unique name that can be used to identify the device later.")
    nap(1)
    say("For example, I like calling the node in my living room " + BOLD_WHITE + "livingroom" + RESET + ".")
    say()
    nap(1)
    name = ask_line("(name): ") or "node"
    nap(0.5)
    say('Great! Your node is now called "' + CYAN + name + RESET + '".')
    nap(1)
    step(2, ESP)
    say("Now I'd like to know what microcontroller you're using so that I can compile firmwares for it.")
    say("Please choose one of the supported microcontrollers (Use ESP8266 for Sonoff devices).")
    say()
    nap(0.5)
    platform = ask_line("(ESP32/ESP8266/BK72XX/RP2040/RTL87XX): ").upper() or "ESP32"
    say("Thanks! You've chosen " + CYAN + platform + RESET + " as your platform.")
    say()
    nap(1)
    say("Next, I need to know what " + GREEN + "board" + RESET + " you're using.")
    nap(0.5)
    say("Please go to " + GREEN + "http://docs.platformio.org/en/latest/platforms/espressif32.html#boards" + RESET + " and choose a board.")
    say()
    say('For example "' + BOLD_WHITE + "nodemcu-32s" + RESET + '".')
    ask_line("(board): ")
    say("Way to go! You've chosen " + CYAN + "esp32dev" + RESET + " as your board.")
    nap(1)
    step(3, WIFI)
    say("In this step, I'm going to create the configuration for WiFi.")
    say()
    nap(1)
    say("First, what's the " + GREEN + "SSID" + RESET + " (the name) of the WiFi network " + name + " should connect to?")
    nap(1.5)
    say('For example "' + BOLD_WHITE + "Abraham Linksys" + RESET + '".')
    ssid = ask_line("(ssid): ")
    say('Thank you very much! You\'ve just chosen "' + CYAN + ssid + RESET + '" as your SSID.')
    say()
    nap(0.75)
    say("Now please state the " + GREEN + "password" + RESET + " of the WiFi network so that I can connect to it (Leave empty for no password)")
    say()
    say('For example "' + BOLD_WHITE + "PASSWORD42" + RESET + '"')
    nap(0.5)
    ask_line("(PSK): ")
    say("Perfect! WiFi is now set up (you can create static IPs and so on later).")
    time.sleep(600)


def main():
    tools = {"questo": questo, "maskpass": maskpass, "prefect": prefect, "reflex": reflex, "esphome": esphome}
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool not in tools:
        sys.exit("usage: twohundredseventyseventh_setup.py " + "|".join(tools))
    try:
        tools[tool]()
    except KeyboardInterrupt:
        out(SHOW + "\n")
        sys.exit(130)


if __name__ == "__main__":
    main()
