#!/usr/bin/env python3
"""The threehundredseventeenth set's imitations of the setup wizards of
four cloud and developer command-line tools that Debian does not
package, each run as `threehundredseventeenth_wizards.py TOOL`:
gandi-setup and gandi-domain (Gandi's gandi.cli: `gandi setup` and
`gandi domain create`, click's prompts with defaults in brackets and a
progress bar), okteto-context and okteto-init (Okteto's CLI: its
arrow-key lists drawn in place, raw, the cursor hidden, a question, a
spinner while it waits for the browser, a yes/no), ionosctl-login and
ionosctl-delete (IONOS Cloud's ionosctl: a username, a password read
with echo off, a (y/N) question, a wait for its request) and
usacloud-config and usacloud-create (SAKURA internet's usacloud: its
`Setting ... =>` questions, a secret read with echo off, zones and
output types offered with a default, a (y/n) [n] question, a wait for a
server). Each draws what the program draws on the main screen, as its
documentation, source and published sessions show it."""

import getpass
import os
import sys
import termios
import time
import tty

BOLD, DIM, RED, GREEN, YELLOW, BLUE, CYAN, RESET = (
    "\033[1m", "\033[2m", "\033[31m", "\033[32m", "\033[33m", "\033[34m", "\033[36m", "\033[0m")
UNDER = "\033[4m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    out(prompt)
    try:
        return sys.stdin.readline().rstrip("\n")
    except KeyboardInterrupt:
        sys.exit(130)


def click_prompt(text, default=None, show_default=True):
    """click.prompt: `Text [default]: `, an empty answer taking the default."""
    shown = text + (" [%s]" % default if default is not None and show_default else "") + ": "
    while True:
        v = line(shown).strip()
        if v:
            return v
        if default is not None:
            return default


def forever():
    while True:
        time.sleep(1)


# gandi setup: the intro, the XML-RPC key, the environment, the SSH
# keyfile, the REST key.
def gandi_setup():
    out("Welcome to GandiCLI, let's configure a few things before we start.\n\n")
    click_prompt("Api key (xmlrpc)")
    click_prompt("Environment [production]", "production", False)
    click_prompt("SSH keyfile", "~/.ssh/id_rsa.pub")
    click_prompt("Api key (REST)")
    out("\nSetup completed. You can now use GandiCLI with:\n    $ gandi help\n")
    forever()


# gandi domain create example.net: the duration, a confirmation, then
# its operation's progress bar.
def gandi_domain():
    out("Checking availability for example.net\n")
    out("example.net is available\n")
    click_prompt("Duration", "1")
    ans = line("Create domain example.net for 1 year and 16.50 EUR? [y/N]: ").strip().lower()
    if ans not in ("y", "yes"):
        out("Aborted!\n")
        forever()
    out("Creating your domain.\n")
    start = time.time()
    size = 48
    p = 0.0
    while True:
        el = int(time.time() - start)
        p = min(0.95, p + 0.02)
        block = int(size * p)
        out("\rProgress: [%s] %.2f%% %02d:%02d:%02d" % ("#" * block + "-" * (size - block), p * 100, el // 3600, el // 60 % 60, el % 60))
        time.sleep(0.5)


# okteto's lists: a label, the help line, the items, `▸` before the
# active one, drawn in place with the cursor hidden, keys read raw.
def okteto_select(label_lines, items, start=0):
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    cur = start
    drawn = 0

    def draw():
        nonlocal drawn
        s = ""
        if drawn:
            s += "\033[%dA\r" % drawn
        rows = list(label_lines) + ["Use the arrow keys to navigate: \u2193 \u2191 \u2192 \u2190 "]
        for i, it in enumerate(items):
            if i == cur:
                rows.append("  \u25b8 " + BOLD + UNDER + it + RESET)
            else:
                rows.append("    " + it)
        s += "".join("\033[2K" + r + "\r\n" for r in rows)
        drawn = len(rows)
        out(s)
    out("\033[?25l")
    draw()
    try:
        done = False
        while not done:
            buf = os.read(fd, 64)
            while buf:
                for seq, move in ((b"\x1b[B", 1), (b"\x1bOB", 1), (b"\x1b[A", -1), (b"\x1bOA", -1),
                                  (b"j", 1), (b"k", -1), (b"\x0e", 1), (b"\x10", -1),
                                  (b"\r", 0), (b"\n", 0), (b"\x03", 9)):
                    if buf.startswith(seq):
                        buf = buf[len(seq):]
                        break
                else:
                    buf, move = buf[1:], None
                if move == 0:
                    done = True
                    break
                if move == 9:
                    termios.tcsetattr(fd, termios.TCSADRAIN, old)
                    out("\033[?25h")
                    sys.exit(130)
                if move:
                    cur = max(0, min(len(items) - 1, cur + move))
            if not done:
                draw()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out("\033[%dA\r\033[J" % drawn + " " + GREEN + "\u2713" + RESET + "  " + items[cur] + "\n\033[?25h")
    return items[cur]


def spin(text):
    frames = "\u280b\u2819\u2839\u2838\u283c\u2834\u2826\u2827\u2807\u280f"
    i = 0
    out("\033[?25l")
    while True:
        out("\r " + frames[i % len(frames)] + " " + text)
        i += 1
        time.sleep(0.1)


# okteto context: the contexts, a new one's URL, then the browser.
def okteto_context():
    okteto_select(["A context defines the default cluster/namespace for any Okteto CLI command.",
                   "Select the context you want to use:"],
                  ["https://cloud.okteto.com", "minikube", "kind-dev", "Create new context"])
    url = line("What is the URL of your Okteto instance? ").strip() or "https://okteto.example.com"
    out(" i  Authentication will continue in your default browser\n")
    out(" i  You can also open a browser and navigate to the following address:\n")
    out("%s/auth/authorization-code?redirect=http%%3A%%2F%%2F127.0.0.1%%3A38593%%2Fauthorization-code%%2Fcallback&state=Zk3q\n" % url.rstrip("/"))
    spin("Waiting for authentication...")


# okteto init: the deployments, then launching the environment.
def okteto_init():
    out("This command walks you through creating an okteto manifest.\n"
        "It only covers the most common items, and tries to guess sensible defaults.\n"
        "See https://okteto.com/docs/reference/okteto-manifest/ for the official\n"
        "documentation about the okteto manifest.\n")
    dep = okteto_select(["Select the resource you want to develop:"], ["api", "frontend", "worker"])
    out(" i  Analyzing deployment '%s'...\n" % dep)
    time.sleep(0.4)
    out(" " + GREEN + "\u2713" + RESET + "  Okteto manifest (okteto.yml) created\n")
    line("Do you want to launch your development environment? [y/n]: ")
    forever()


# ionosctl login: a username, a password with echo off.
def ionosctl_login():
    line("Enter your username:")
    getpass.getpass("Enter your password:")
    out("\u2714 Config file updated successfully. Created token was saved.\n")
    forever()


# ionosctl datacenter delete -w: its warning, then the wait.
def ionosctl_delete():
    ans = line("Warning: Are you sure you want to delete data center (y/N) ? ").strip().lower()
    if ans not in ("y", "yes"):
        out("Error: canceled deletion: invalid input\n")
        forever()
    out("RequestId: 5f2a8c61-9d4e-4b7a-a3e0-2c81f6d4b920\n")
    out("Status: Command datacenter delete has been successfully executed\n")
    out("Waiting for request: 5f2a8c61-9d4e-4b7a-a3e0-2c81f6d4b920")
    while True:
        out(".")
        time.sleep(1)


# usacloud config: the token, the secret, the zone, the output type.
def usacloud_config():
    out("\nSetting SakuraCloud API Token => \n")
    line("\tEnter token: ")
    out("\nSetting SakuraCloud API Secret => \n")
    getpass.getpass("\tEnter secret: ")
    zones = ["is1a", "is1b", "tk1a", "tk1v"]
    out("\nSetting SakuraCloud Zone => \n")
    while True:
        z = line("\tEnter zone[%s](default:tk1v): " % "/".join(zones)).strip() or "tk1v"
        if z in zones:
            break
        out("\tInvalid zone: %s\n" % z)
    out("\nSetting Default Output Type => \n")
    line("\tEnter Default Output Type[table/json/yaml](default:table): ")
    out("\nWritten your settings to %s/.usacloud/default/config.json\n" % os.environ.get("HOME", "~"))
    forever()


# usacloud server create: its confirmation, then the wait.
def usacloud_create():
    ans = line("\nAre you sure you want to create?(y/n) [n]: ").strip().lower()
    if ans not in ("y", "yes"):
        out("Canceled\n")
        forever()
    start = time.time()
    while True:
        el = int(time.time() - start)
        out("\r[tk1v] Still creating[ID:113601234567]...(%ds elapsed)" % el)
        time.sleep(0.5)


if __name__ == "__main__":
    {"gandi-setup": gandi_setup, "gandi-domain": gandi_domain,
     "okteto-context": okteto_context, "okteto-init": okteto_init,
     "ionosctl-login": ionosctl_login, "ionosctl-delete": ionosctl_delete,
     "usacloud-config": usacloud_config, "usacloud-create": usacloud_create}[sys.argv[1]]()
