#!/usr/bin/env python3
"""The threehundredseventyfifth set's imitations: project generators and a
package manager's publishing that Debian does not package, each drawn the
way the real program draws (as known from its source, documentation and
published transcripts):

  cmake-init  friendlyanon's cmake-init 0.41 (`cmake-init ledger`): cooked
              lines read by input(), each under a header line, its
              default in parentheses (`Project name (ledger): `), a
              choice of bracketed letters (`([N]one/[c]onan/[v]cpkg)`),
              `Invalid value, try again` before asking again
  summoner    kowainik's Summoner (`summon new ledger`): a question on a
              line of its own, its default bold in brackets, the answer
              read after a blue `  ->   ` under it; yes/no as `[y]/n`;
              the licenses listed, then `License:  [MIT]/BSD-2-Clause/...`
  ddev        DDEV (`ddev config`, then `ddev start`): cooked lines
              `Project name (ledger): `, `Docroot Location (public): `,
              `Project Type [asterios, ...] (php): `; at start the
              usage-statistics question `Permission to beam up? [Y/n]
              (yes): `, then docker compose pulling its images
  kratos      go-kratos' kratos (`kratos new`): survey prompts in raw
              mode, `? What is project name ? [? for help] `, a confirm
              `(y/N)` to override an existing folder, then git cloning
              the layout repository with its progress
  hex         hexpm's Hex 2.2 (`mix hex.publish package`): the package's
              metadata, `[Yn]` questions, `Username:`, passwords whose
              line is cleared every millisecond from stderr, and the
              upload's `[#####     ] 20%` bar

Run: threehundredseventyfifth_scaffolds.py TOOL [ARGS...]
"""
import os
import random
import re
import select
import sys
import termios
import threading
import time
import tty

E = "\x1b["
RESET = E + "0m"
BOLD = E + "1m"
RED = E + "31m"
GREEN = E + "32m"
YELLOW = E + "33m"
BLUE = E + "34m"
CYAN = E + "36m"
WHITE = E + "37m"
LRED = E + "91m"
LGREEN = E + "92m"
LYELLOW = E + "93m"
LBLUE = E + "94m"
LCYAN = E + "96m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def err(s):
    sys.stderr.write(s)
    sys.stderr.flush()


def line():
    """A line read in canonical mode, as getLine, bufio's Scanner, input()
    and IO.gets read it (the terminal echoes what is typed)."""
    s = sys.stdin.readline()
    if s == "":
        raise EOFError
    return s.rstrip("\n")


# ---------------------------------------------------------------- cmake-init

def cmake_init(args):
    path = os.path.realpath(args[0] if args else "ledger")
    name0 = os.path.basename(path)
    if os.path.isdir(path) and os.listdir(path):
        err("Error - directory exists and is not empty:\n%s\n" % path)
        sys.exit(1)

    def prompt(msg, default, mapper=None, predicate=lambda v: len(v) != 0, header=None):
        if header is not None:
            print(header)
        while True:
            print(msg.format(default), end=": ", flush=True)
            v = line() or default
            if mapper is not None:
                v = mapper(v)
            if predicate(v):
                print()
                return v
            print("Invalid value, try again")

    def valid_name(n):
        return n not in ("test", "lib") and re.match(r"^[a-zA-Z][0-9a-zA-Z-_]+$", n) is not None \
            and re.match(r"[-_]{2,}", n) is None

    first = lambda v: v[0:1].lower()
    print("cmake-init is going to generate a C++ project\n")
    name = prompt("Project name ({})", name0, predicate=valid_name,
                  header="Use only characters matching the [0-9a-zA-Z-_] pattern")
    prompt("Project version ({})", "0.1.0", predicate=lambda v: re.match(r"^\d+(\.\d+){0,3}", v) is not None,
           header="Use Semantic Versioning, because CMake naturally supports that. Visit\n"
                  "https://semver.org/ for more information.")
    prompt("Short description", "Short description")
    prompt("Homepage URL ({})", "https://example.com/")
    prompt("C++ standard (11/14/17/20)", "17", predicate=lambda v: v in ("11", "14", "17", "20"),
           header="C++ standard to use. Defaults to 17.")
    kind = prompt("Target type ([E]xecutable or [h]eader-only or [s]tatic/shared)", "e", mapper=first,
                  predicate=lambda v: v in ("e", "h", "s"),
                  header="Type of the target this project provides. A static/shared library will be set\n"
                         "up to hide every symbol by default (as it should) and use an export header to\n"
                         "explicitly mark symbols for export/import, but only when built as a shared\n"
                         "library.")
    prompt("Add clang-tidy to local dev preset ([Y]es/[n]o)", "y", mapper=first, predicate=lambda v: v in ("y", "n"),
           header="This will require you to download clang-tidy locally.")
    prompt("Add cppcheck to local dev preset ([Y]es/[n]o)", "y", mapper=first, predicate=lambda v: v in ("y", "n"),
           header="This will require you to download cppcheck locally.")
    prompt("Package manager to use ([N]one/[c]onan/[v]cpkg)", "n", mapper=first,
           predicate=lambda v: v in ("n", "c", "v"),
           header="Choosing Conan requires it to be installed. Choosing vcpkg requires the\n"
                  "VCPKG_ROOT environment variable to be setup to vcpkg's root directory.")
    if kind != "e":
        prompt("Exclude examples ([Y]es/[n]o)", "y", mapper=first, predicate=lambda v: v in ("y", "n"))
    os.makedirs(path, exist_ok=True)
    os.makedirs(os.path.join(path, ".git"), exist_ok=True)
    print("Initialized empty Git repository in %s/.git/" % path)
    print("""
The project is ready to be used with git. If you are using GitHub, you may
push the project with the following commands from the project directory:

    git add .
    git commit -m "Initial commit"
    git remote add origin https://github.com/<your-account>/<repository>.git
    git push -u origin master
""")
    print("""\
To get started with developing the project, make sure you read the generated
HACKING.md and BUILDING.md files for how to build the project as a developer or
as a user respectively. There are also some details you may want to fill in in
the README.md, CONTRIBUTING.md and .github/workflows/ci.yml files.

Now make sure you have at least CMake 3.20 installed for local development, to
make use of all the nice Quality-of-Life improvements in newer releases:
https://cmake.org/download/

For more tips, like integration with package managers, please see the Wiki:
https://github.com/friendlyanon/cmake-init/wiki

You are all set. Have fun programming and create something awesome!""")
    del name


# ---------------------------------------------------------------- summoner

def summoner(args):
    name = args[1] if len(args) > 1 else "ledger"
    home = os.environ.get("HOME", "/root")
    arrow = lambda: (out(BLUE + "  ->   " + RESET), line().strip())[1]

    def warning(t):
        out(YELLOW + "  \u26a0 " + t + RESET + "\n")

    def error(t):
        out(RED + "  \U0001f6d1 " + t + RESET + "\n")

    def question(q, choices):
        out(q + BOLD + " [" + choices[0] + "]" + RESET)
        rest = "/".join(choices[1:])
        out(("/" + rest if rest else "") + "\n")

    def yes_no(target, q):
        while True:
            question(q, ["y", "n"])
            a = arrow().lower()
            if a in ("", "y", "yes", "ys"):
                out(ITALIC_BOLD_GREEN + "  " + target[0].upper() + target[1:] + RESET + GREEN + " will be added to the project" + RESET + "\n")
                return True
            if a in ("n", "no"):
                out(ITALIC_BOLD_CYAN + "  " + target[0].upper() + target[1:] + RESET + CYAN + " won't be added to the project" + RESET + "\n")
                return False
            error("This wasn't a valid choice.")

    def query_def(q, d):
        out(q + BOLD + " [" + d + "]" + RESET + "\n")
        a = arrow()
        return a or d

    if not os.path.exists(os.path.join(home, ".summoner.toml")):
        warning("Default config %s/.summoner.toml file is missing." % home)
    while os.path.exists(name):
        warning("Project with this name is already exist. Please choose another one")
        while True:
            out("Project name: \n")
            name = arrow()
            if name:
                break
            error("An answer is required.")
    yes_no("cabal", "Add cabal?")
    yes_no("stack", "Add stack?")
    query_def("Repository owner: ", "kowainik")
    query_def("Short project description: ", "See README for more info")
    query_def("Author: ", "Kowainik")
    query_def("Maintainer e-mail: ", "xrom.xkov@gmail.com")
    out("List of categories to choose from:\n\n"
        "  * Control                    * Concurrency\n"
        "  * Codec                      * Graphics\n"
        "  * Data                       * Sound\n"
        "  * Math                       * System\n"
        "  * Parsing                    * Network\n"
        "  * Text\n\n"
        "  * Application                * Development\n"
        "  * Compilers/Interpreters     * Testing\n"
        "  * Web\n"
        "  * Game\n"
        "  * Utility\n\n")
    out("Category: \n")
    arrow()
    licenses = [("MIT", "MIT license"), ("BSD-2-Clause", "2-clause BSD license"),
                ("BSD-3-Clause", "3-clause BSD license"), ("GPL-2.0-only", "GNU General Public License, version 2"),
                ("GPL-3.0-only", "GNU General Public License, version 3"),
                ("LGPL-2.1-only", "GNU Lesser General Public License, version 2.1"),
                ("LGPL-3.0-only", "GNU Lesser General Public License, version 3"),
                ("AGPL-3.0-only", "GNU Affero General Public License, version 3"),
                ("Apache-2.0", "Apache License, version 2.0"), ("MPL-2.0", "Mozilla Public License, version 2.0"),
                ("ISC", "Internet Systems Consortium"),
                ("NONE", "License file won't be added. The package may not be legally modified or "
                         "redistributed by anyone but the rightsholder")]
    out("List of licenses to choose from:\n\n" + "".join("  * %s: %s\n" % l for l in licenses) + "\n")
    names = [l[0] for l in licenses]
    while True:
        question("License: ", names)
        a = arrow()
        if a == "" or a in names:
            break
        error("This wasn't a valid choice.")
    yes_no("GitHub integration", "Do you want to create a GitHub repository?")
    yes_no("private repository", "Create as a private repository?")
    query_def("Default branch name: ", "main")
    for t in ("GitHub Actions CI integration", "Travis CI integration", "AppVeyor CI integration",
              "library target", "executable target", "tests", "benchmarks"):
        yes_no(t, "Add %s?" % t)
    out("Custom prelude package (leave empty if no custom prelude is needed): \n")
    out(E + "3m" + "Name can contain letters/numbers/'-'" + RESET + "\n")
    arrow()
    out(CYAN + "  \u25b6 No custom prelude will be used in the project" + RESET + "\n")
    out("The project will be created with GHC-9.12.2\n")
    out("Additionally you can specify versions of GHC to test with (space-separated): \n")
    out(BLUE + "  \u24d8 Supported by 'summoner' GHCs: 8.0.2 8.2.2 8.4.4 8.6.5 8.8.4 8.10.7 9.0.2 9.2.8 "
        "9.4.8 9.6.7 9.8.4 9.10.3 9.12.2" + RESET + "\n")
    arrow()
    out(GREEN + "  \u2714 The project with the following structure has been created:" + RESET + "\n")
    out(BOLD + GREEN + "\nJob's done" + RESET + "\n")


ITALIC_BOLD_GREEN = E + "3m" + BOLD + GREEN
ITALIC_BOLD_CYAN = E + "3m" + BOLD + CYAN


# ---------------------------------------------------------------- ddev

DDEV_TYPES = ["asterios", "backdrop", "cakephp", "codeigniter", "craftcms", "drupal6", "drupal7", "drupal8",
              "drupal9", "drupal10", "drupal11", "drupal12", "generic", "joomla", "laravel", "magento",
              "magento2", "maho", "modx", "php", "shopware6", "silverstripe", "symfony", "typo3", "wordpress",
              "wp-bedrock"]


def ddev_prompt(p, default):
    out("%s (%s): " % (p, default))
    v = line().strip()
    return v or default


def ddev(args):
    cmd = args[0] if args else "config"
    root = os.getcwd()
    if cmd == "config":
        out(GREEN + "Creating a new DDEV project config in the current directory (%s)" % root + RESET + "\n")
        out(GREEN + "Once completed, your configuration will be written to %s/.ddev/config.yaml\n" % root + RESET + "\n")
        name0 = os.path.basename(root).lower()
        while True:
            name = ddev_prompt("Project name", name0)
            if re.match(r"^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$", name):
                break
            out(YELLOW + "%s is not a valid project name. Please enter a project name in your configuration that "
                "will allow for a valid hostname. See https://en.wikipedia.org/wiki/Hostname#Syntax for valid "
                "hostname requirements" % name + RESET + "\n")
        out("\nThe docroot is the directory from which your site is served.\n"
            "This is a relative path from your project root at %s\n" % root)
        out("Leave docroot empty (hit <RETURN>) to use the location shown in parentheses.\n"
            "Or specify a custom path if your index.php is in a different directory.\n"
            "Or use '.' (a dot) to explicitly set it to the project root.\n")
        docroot = ""
        for d in ("_www", "docroot", "htdocs", "html", "pub", "public", "web", "web/public", "webroot"):
            if os.path.isfile(os.path.join(root, d, "index.php")):
                docroot = d
                break
        while True:
            out("Docroot Location (%s): " % (docroot or "project root"))
            v = line().strip().strip("\"' ") or docroot
            if v and not os.path.isdir(os.path.join(root, v)):
                os.makedirs(os.path.join(root, v), exist_ok=True)
                out(GREEN + "Created docroot at %s" % os.path.join(root, v) + RESET + "\n")
            out("\n")
            docroot = v
            break
        out(GREEN + "Found a php codebase at %s." % os.path.join(root, docroot) + RESET + "\n")
        while True:
            out("Project Type [%s] (php): " % ", ".join(DDEV_TYPES))
            t = line().strip().lower() or "php"
            if t in DDEV_TYPES:
                break
            out(YELLOW + "'%s' is not a valid project type" % t + RESET + "\n")
        os.makedirs(os.path.join(root, ".ddev"), exist_ok=True)
        with open(os.path.join(root, ".ddev", "config.yaml"), "w") as f:
            f.write("name: %s\ntype: %s\ndocroot: %s\n" % (name, t, docroot))
        out(GREEN + "Configuration complete. You may now run 'ddev start'." + RESET + "\n")
        return
    # start
    name = os.path.basename(root)
    out("Network ddev_default created\n")
    q = ("It looks like you have a new DDEV release.\nMay we send anonymous DDEV usage statistics and errors?\n"
         "To know what we will see please take a look at\n"
         "https://docs.ddev.com/en/stable/users/usage/diagnostics/#opt-in-usage-information\n"
         "Permission to beam up? [Y/n]")
    for _ in range(3):
        a = ddev_prompt(q, "yes").lower()
        if a in ("yes", "y", "no", "n"):
            break
    out("Starting %s...\n" % name)
    compose_pull()


def compose_pull():
    """docker compose's pull progress, redrawn in place as its tty
    writer does: a header, each image, each layer's bar."""
    layers = [("6e909acdb790", 29.1), ("9f1a2c4b7d03", 4.3), ("2d429b9e73a6", 118.6), ("c1f0a7e52b18", 61.2),
              ("4b7d03e9a1f2", 0.9), ("a8e3d61c0f47", 212.4), ("5d3b1c2a9f01", 180.2), ("e71b0c9d4a36", 1.4)]
    got = [0.0] * len(layers)
    finished = [None] * len(layers)
    rates = [random.uniform(1.5, 4.0) for _ in layers]
    spin = "\u280b\u2819\u2839\u2838\u283c\u2834\u2826\u2827\u2807\u280f"
    start = time.time()
    drawn = 0
    out(E + "?25l")
    try:
        tick = 0
        while True:
            now = time.time() - start
            for i, (_, size) in enumerate(layers):
                if i < 3 or got[i - 3] > layers[i - 3][1] * 0.3:
                    got[i] = min(size, got[i] + rates[i] * 0.1)
            for i, l in enumerate(layers):
                if got[i] >= l[1] and finished[i] is None:
                    finished[i] = now
            done = sum(1 for i, l in enumerate(layers) if got[i] >= l[1])
            rows = [BLUE + "[+]" + RESET + " Pulling %d/%d" % (done, len(layers) + 1)]
            total = sum(l[1] for l in layers)
            have = sum(got)
            mark = spin[tick % len(spin)]
            rows.append(" " + mark + " web " + "[" + "\u28ff" * int(10 * have / total) +
                        "\u2800" * (10 - int(10 * have / total)) + "] %.1fMB / %.1fMB Pulling" % (have, total)
                        + " " * 14 + "%.1fs" % now)
            for i, (lid, size) in enumerate(layers):
                if got[i] >= size:
                    rows.append("   " + GREEN + "\u2714" + RESET + " %s Pull complete" % lid + " " * 30 + "%.1fs" % finished[i])
                elif got[i] > 0:
                    w = 20
                    f = int(w * got[i] / size)
                    bar = "=" * max(0, f - 1) + (">" if f else "") + " " * (w - f)
                    rows.append("   " + mark + " %s Downloading [%s] %6.2fMB/%.2fMB" % (lid, bar, got[i], size))
                else:
                    rows.append("   " + mark + " %s Waiting" % lid)
            if drawn:
                out("\r" + E + "%dA" % drawn)
            out("".join("\r" + E + "2K" + r + "\n" for r in rows))
            drawn = len(rows)
            tick += 1
            if done == len(layers):
                break
            time.sleep(0.1)
    finally:
        out(E + "?25h")
    name = os.path.basename(os.getcwd())
    out(" Network ddev-%s_default  Created\n Container ddev-%s-db  Started\n Container ddev-%s-web  Started\n"
        % (name, name, name))
    out(GREEN + "Successfully started %s" % name + RESET + "\n")
    out("Your project can be reached at https://%s.ddev.site\n" % name)


# ---------------------------------------------------------------- kratos

class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        new = termios.tcgetattr(self.fd)
        new[3] &= ~(termios.ECHO | termios.ICANON)  # survey's SetTermMode: no echo, no canonical
        new[6][termios.VMIN] = 1
        new[6][termios.VTIME] = 0
        termios.tcsetattr(self.fd, termios.TCSANOW, new)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSANOW, self.old)


def read_rune():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b == b"\x1b":
        seq = b
        while select.select([fd], [], [], 0.03)[0]:
            seq += os.read(fd, 1)
            if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
                break
        return seq.decode("latin-1")
    if b and b[0] >= 0xC0:
        n = 1 if b[0] < 0xE0 else 2 if b[0] < 0xF0 else 3
        b += os.read(fd, n)
    return b.decode("utf-8", "replace")


class Survey:
    """survey v2's renderer: a question drawn under what was printed,
    erased and drawn again in place, errors over it."""

    def __init__(self):
        self.lines = 0  # lines of the last render above the cursor's row

    def erase(self):
        out("\r" + E + "2K")
        for _ in range(self.lines):
            out(E + "1A" + E + "2K")
        self.lines = 0

    def render(self, text):
        self.erase()
        out(text)
        self.lines = text.count("\n")

    def error(self, msg):
        self.erase()
        out(RED + "X Sorry, your reply was invalid: " + msg + RESET + "\n")

    def q(self, msg):
        return LGREEN + BOLD + "? " + RESET + BOLD + msg + " " + RESET

    def input(self, msg, help_):
        show = False
        while True:
            head = (CYAN + "? " + help_ + RESET + "\n") if show else ""
            hint = "" if show else CYAN + "[? for help]" + RESET + " "
            self.render(head + self.q(msg) + hint)
            buf = self.readline()
            if buf == "?" and not show:
                show = True
                continue
            self.render(self.q(msg) + CYAN + buf + RESET + "\n")
            self.lines = 0
            return buf

    def confirm(self, msg, help_, default=False):
        show = False
        first = True
        while True:
            head = (CYAN + "? " + help_ + RESET + "\n") if show else ""
            hint = "" if show else CYAN + "[? for help]" + RESET + " "
            if first:
                self.render(head + self.q(msg) + hint + WHITE + ("(Y/n) " if default else "(y/N) ") + RESET)
            first = False
            buf = self.readline()
            if re.match(r"^(?i:y(?:es)?)$", buf):
                ans = True
            elif re.match(r"^(?i:n(?:o)?)$", buf):
                ans = False
            elif buf == "":
                ans = default
            elif buf == "?":
                show = True
                first = True
                continue
            else:
                self.error('"%s" is not a valid answer, please try again.' % buf)
                self.render(head + self.q(msg) + hint + WHITE + ("(Y/n) " if default else "(y/N) ") + RESET)
                continue
            self.render(self.q(msg) + CYAN + ("Yes" if ans else "No") + RESET + "\n")
            self.lines = 0
            return ans

    def readline(self):
        buf = ""
        while True:
            r = read_rune()
            if r in ("\r", "\n"):
                return buf
            if r == "\x03":
                raise KeyboardInterrupt
            if r in ("\x7f", "\x08"):
                if buf:
                    buf = buf[:-1]
                    out("\b \b")
                continue
            if r.startswith("\x1b") or not r.isprintable():
                continue
            buf += r
            out(r)


def kratos(args):
    name = args[1] if len(args) > 1 else ""
    s = Survey()
    with Raw():
        if not name:
            name = s.input("What is project name ?", "Created project name.")
            if not name:
                return
        to = os.path.join(os.getcwd(), name)
        if os.path.exists(to):
            out("\U0001f6ab %s already exists\n" % name)
            if not s.confirm("\U0001f4c2 Do you want to override the folder ?",
                             "Delete the existing folder and create the project."):
                err(RED + "ERROR: Failed to create project(stat %s: file exists)" % to + RESET + "\n")
                return
    layout = "https://github.com/go-kratos/kratos-layout.git"
    out("\U0001f680 Creating service %s, layout repo is %s, please wait a moment.\n\n" % (name, layout))
    cache = os.path.join(os.environ.get("HOME", "/root"), ".kratos/repo/github.com/go-kratos/kratos-layout")
    err("Cloning into '%s'...\n" % cache)
    total = 1486
    steps = [("remote: Enumerating objects", total, 2.0), ("remote: Counting objects", 612, 2.0),
             ("remote: Compressing objects", 287, 2.0)]
    for label, n, secs in steps:
        t0 = time.time()
        while True:
            f = min(1.0, (time.time() - t0) / secs)
            k = int(n * f)
            if label.startswith("remote: Enumerating"):
                err("\r%s: %d" % (label, k))
            else:
                err("\r%s: %3d%% (%d/%d)" % (label, int(100 * f), k, n))
            if f >= 1.0:
                break
            time.sleep(0.1)
        err(", done.\n" if label.startswith("remote: Enumerating") else ", done.\n")
    t0 = time.time()
    secs = 90.0
    while True:
        f = min(1.0, (time.time() - t0) / secs)
        k = int(total * f)
        got = 1.85 * f
        err("\rReceiving objects: %3d%% (%d/%d), %.2f MiB | %.2f MiB/s" % (int(100 * f), k, total, got,
                                                                        0.7 + random.random() * 0.3))
        if f >= 1.0:
            break
        time.sleep(0.2)
    err(", done.\nResolving deltas: 100% (702/702), done.\n")
    out("\n\U0001f37a Project creation succeeded %s\n" % (GREEN + name + RESET))


# ---------------------------------------------------------------- hex

class Cleaner:
    """Hex's password prompt: while the line is read (echo on), another
    process writes `\\e[2K\\r` and the prompt to stderr every millisecond,
    so what is typed is wiped as soon as it shows."""

    def __init__(self, prompt):
        self.prompt = prompt
        self.stop = threading.Event()
        self.t = threading.Thread(target=self.loop, daemon=True)

    def loop(self):
        while not self.stop.is_set():
            err("\x1b[2K\r%s " % self.prompt)
            time.sleep(0.001)

    def get(self):
        out(self.prompt + " ")
        self.t.start()
        try:
            return line()
        finally:
            self.stop.set()
            self.t.join()
            err("\x1b[2K\r")


def hex_publish(args):
    def prompt(msg):
        out(msg + " ")
        return line().strip()

    def yes(msg):
        out(msg + " [Yn] ")
        return line().strip().lower() in ("", "y", "yes")

    out("Building ledger 0.1.0\n"
        "  Dependencies:\n"
        "    decimal ~> 2.1\n"
        "    jason ~> 1.4\n"
        "  App: ledger\n"
        "  Name: ledger\n"
        "  Files:\n"
        "    lib\n"
        "    lib/ledger.ex\n"
        "    lib/ledger/entry.ex\n"
        "    .formatter.exs\n"
        "    mix.exs\n"
        "    README.md\n"
        "    LICENSE\n"
        "  Version: 0.1.0\n"
        "  Build tools: mix\n"
        "  Description: Double-entry bookkeeping for small teams\n"
        "  Licenses: Apache-2.0\n"
        "  Links: \n"
        "    GitHub: https://github.com/ada/ledger\n"
        "  Elixir: ~> 1.17\n"
        "Before publishing, please read the Code of Conduct: https://hex.pm/policies/codeofconduct\n\n")
    out("Publishing package to " + BOLD + "public" + RESET + " repository hexpm.\n")
    if not yes("No authenticated user found. Do you want to authenticate now?"):
        err(RED + "** (Mix) No authenticated user found. Run `mix hex.user auth`" + RESET + "\n")
        sys.exit(1)
    prompt("Username:")
    Cleaner("Account password:").get()
    out("Generating keys...\n")
    time.sleep(1.2)
    out("You have authenticated on Hex using your account password. However, Hex requires you to have a "
        "local password that applies only to this machine for security purposes. Please enter it.\n")
    while True:
        p = Cleaner("Local password:").get().strip()
        c = Cleaner("Local password (confirm):").get().strip()
        if p == c:
            break
        err(RED + "Entered passwords do not match. Try again" + RESET + "\n")
    out("\n")
    if not yes("Proceed?"):
        return
    while Cleaner("Local password:").get().strip() != p:
        err(RED + "Wrong password. Try again" + RESET + "\n")
    out("Publishing package...\n")
    t0 = time.time()
    secs = 120.0
    while True:
        f = min(1.0, (time.time() - t0) / secs)
        n = int(f * 25)
        err("\r[%s%s] %d%%" % ("#" * n, " " * (25 - n), int(f * 100)))
        if f >= 1.0:
            break
        time.sleep(0.25)
    out("\n\nPackage published to https://hex.pm/packages/ledger/0.1.0 "
        "(3f4c2a9d8e1b7c6a5f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a)\n")


TOOLS = {"cmake-init": cmake_init, "summoner": summoner, "ddev": ddev, "kratos": kratos, "hex": hex_publish}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](sys.argv[2:])
    except (KeyboardInterrupt, EOFError):
        out("\n")
