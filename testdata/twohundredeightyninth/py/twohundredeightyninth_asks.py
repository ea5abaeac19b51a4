#!/usr/bin/env python3
"""The twohundredeightyninth set's imitations: each draws, on the main
screen, what a command-line tool that asks line questions while it runs
draws at one of its moments (its words, layout, defaults and colours),
where the real tool cannot run here (no network, no Arch, no server).
All read a line at a time, the terminal cooked, secrets with echo off.
The first argument names the tool and its flow."""
import getpass
import sys
import time

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
BLUE = ESC + "34m"
CYAN = ESC + "36m"
GREY = ESC + "90m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    """A line read in cooked mode, echo on."""
    out(prompt)
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def hold():
    """Stay, as a program waiting on something else does."""
    while True:
        time.sleep(1)


# pikaur-like: `pikaur -S tally-git` (bold blue `::` before bold words,
# its own questions, then sudo's, pacman's provider choice and makepkg).
def colons(s):
    return BOLD + BLUE + "::" + RESET + BOLD + " " + s + RESET


def pikaur():
    out(colons("Reading repository package databases...") + "\n")
    out(colons("Reading local package database...") + "\n")
    out(colons("Resolving AUR dependencies...") + "\n")
    out("\n")
    out(colons("Repository package will be installed:") + "\n")
    out("    " + BOLD + "extra/" + RESET + BOLD + "cargo" + RESET + "             " +
        GREEN + "(for tally-git)" + RESET + "\n")
    out(colons("AUR package will be installed:") + "\n")
    out("    " + BOLD + "aur/" + RESET + BOLD + "tally-git" + RESET + "         " + GREEN +
        "0.9.r12.g4e1f2a7-1" + RESET + "   " + GREY + "(+3 0.12)" + RESET + "\n")
    out("\n")
    ask(colons("Proceed with installation? [Y/n] ") + "\n" +
        colons("[v]iew package details   [m]anually select packages") + "\n" + ">> ")
    out(colons("Retrieving package tally-git from AUR...") + "\n")
    out("Cloning into 'tally-git'...\n")
    out("\n")
    ask(colons("Do you want to edit PKGBUILD for tally-git package? [y/N] ") + "\n>> ")
    out("\n")
    getpass.getpass("[sudo] password for alice: ")
    out("resolving dependencies...\n")
    out(colons("There are 2 providers available for cargo:") + "\n")
    out(colons("Repository " + RESET + BOLD + "extra") + "\n")
    out("   1) rust  2) rustup\n")
    out("\n")
    ask("Enter a number (default=1): ")
    out("looking for conflicting packages...\n")
    out("\n")
    out(colons("Starting the build:") + "\n")
    out(BOLD + GREEN + "==>" + RESET + BOLD + " Making package: tally-git 0.9.r12.g4e1f2a7-1 (Sat 28 Nov 2026 13:40:02 UTC)" + RESET + "\n")
    out(BOLD + GREEN + "==>" + RESET + BOLD + " Checking runtime dependencies..." + RESET + "\n")
    out(BOLD + GREEN + "==>" + RESET + BOLD + " Starting build()..." + RESET + "\n")
    files = ["ledger", "retry", "backoff", "store", "export", "report", "cli", "config"]
    i = 0
    while True:
        f = files[i % len(files)]
        out("[%d/%d] Compiling src/%s.rs (tally v0.9.0)\n" % (i + 1, 64, f) if i < 64 else
            "    Building [=======>     ] %d/96: tally\n" % (i - 63))
        i += 1
        time.sleep(0.6)


# git-machete-like: `git machete discover`, `traverse` and `add` (its
# tree of branches with coloured edges, its questions' key lists).
def tree(current):
    e_green = GREEN + "│" + RESET
    out("  " + BOLD + "develop" + RESET + "\n")
    out("  " + e_green + "\n")
    cur = lambda b: (BOLD + ESC + "4m" + b + RESET + " " + CYAN + "*" + RESET) if b == current else b
    out("  " + GREEN + "├─" + RESET + cur("feature/retry") + GREY + " (diverged from origin)" + RESET + "\n")
    out("  " + e_green + " " + RED + "│" + RESET + "\n")
    out("  " + e_green + " " + RED + "└─" + RESET + cur("feature/retry-backoff") + RED + " (untracked)" + RESET + "\n")
    out("  " + e_green + "\n")
    out("  " + GREEN + "└─" + RESET + cur("feature/export") + "\n")


def machete_discover():
    out("Discovered tree of branch dependencies:\n\n")
    tree("")
    out("\n")
    ask("Save the above tree to .git/machete? (y, e[dit], N) ")
    hold()


def machete_traverse():
    out("Checking out feature/retry\n\n")
    tree("feature/retry")
    out("\n")
    ask("Rebase feature/retry onto develop? (y, N, q, yq) ")
    subjects = ["ledger: retry a failed write once", "ledger: back off between retries",
                "ledger: cap the backoff at 30s", "store: close the journal on error",
                "ledger: log each retry", "ledger: test the backoff's cap",
                "docs: the retry policy", "ledger: jitter the backoff",
                "store: fsync before rename", "cli: --no-retry"]
    out("Rebasing feature/retry onto develop...\n")
    for i, s in enumerate(subjects):
        out("Rebasing (%d/%d) %s\n" % (i + 1, len(subjects), s))
        time.sleep(0.05)
    out("Successfully rebased and updated refs/heads/feature/retry.\n\n")
    tree("feature/retry")
    out("\n")
    out("Branch " + BOLD + "feature/retry" + RESET + " diverged from (and has newer commits than) its remote\n"
        "counterpart " + BOLD + "origin/feature/retry" + RESET + ".\n")
    ask("Push feature/retry with force-with-lease to origin? (y, N, q, yq) ")
    hold()


def machete_add():
    ask("Add feature/export onto the inferred upstream (parent) branch develop? (y, N) ")
    hold()


# tsuru-like: `tsuru login`, `tsuru app remove` and `tsuru app deploy`.
def tsuru_login():
    ask("Email: ")
    getpass.getpass("Password: ")
    out("Successfully logged in!\n")
    hold()


def tsuru_remove():
    ask('Are you sure you want to remove app "tally"? (y/n) ')
    hold()


def tsuru_deploy():
    out("Uploading files (0.31MB)... 100.00% Processing ok\n")
    out(" ---> tsuru-unit-agent 0.12.4\n")
    steps = [" ---> Running 'python -m pip install -r requirements.txt'",
             "Collecting flask==3.0.3", "Collecting gunicorn==22.0.0",
             "Installing collected packages: itsdangerous, click, blinker, flask",
             " ---> Sending image to repository (52.18MB)",
             " ---> Cleaning up", "---- Updating units [web] ----",
             " ---> 1 added unit", " ---> Starting unit 4f2a1c [web]"]
    i = 0
    while True:
        out(steps[i % len(steps)] + "\n")
        i += 1
        time.sleep(0.8)


# borgmatic-like: `borgmatic repo-create` (its log lines, borg's
# passphrase questions), `borgmatic create --progress` and
# `borgmatic repo-delete`.
REPO = "ssh://alice@backup.example.com/./tally"


def borgmatic_create_repo():
    out(REPO + ": Creating repository\n")
    getpass.getpass("Enter new passphrase: ")
    getpass.getpass("Enter same passphrase again: ")
    ask("Do you want your passphrase to be displayed for verification? [yN]: ")
    out("\nBy default repositories initialized with this version will produce security\n"
        "errors if written to with an older version (up to and including Borg 1.0.8).\n")
    hold()


def borgmatic_create():
    out(REPO + ": Creating archive\n")
    n, o = 0, 0.0
    names = ["home/alice/photos/2026/IMG_%04d.jpg", "home/alice/docs/tally/notes-%04d.md"]
    while True:
        n += 37
        o += 41.3
        line = "%.2f GB O %.2f GB C %.2f GB D %d N %s" % (o / 1000, o / 1600, o / 2100, n, names[n % 2] % n)
        out("\r" + line[:79] + ESC + "K")
        time.sleep(0.4)


def borgmatic_delete():
    out(REPO + ": Deleting repository\n")
    out("You requested to DELETE the following repository completely *including* all\n"
        "archives it contains:\n")
    out("Repository ID: 5c6e1a0f7d2b4e8a9f3c1d0b7a6e5f4c3b2a1908f7e6d5c4b3a2918070605040\n")
    out("Location: " + REPO + "\n")
    out("Archives:\n")
    for d, w in (("2026-11-25", "Wed"), ("2026-11-26", "Thu"), ("2026-11-27", "Fri")):
        out("tally-%sT02:00:03  %s, %s 02:00:03 [%s]\n" % (d, w, d, "a1b2c3d4" + d[-2:] * 4))
    ask("Type 'YES' if you understand this and want to continue: ")
    hold()


# lektor-like: `lektor quickstart` (click's prompts under each step's
# explanation, a `>` before each).
def step(n, text):
    out("\n" + BOLD + "Step %d:" % n + RESET + "\n")
    for line in text:
        out(DIM + "| " + RESET + line + "\n")


def lektor():
    out(BOLD + "Lektor Quickstart" + RESET + "\n")
    out("=================\n\n")
    out("This wizard will generate a new basic project with some sensible defaults for\n"
        "getting started quickly.  We just need to go through a few questions so that\n"
        "the project is set up correctly for you.\n")
    step(1, ["A project needs a name.  The name is primarily used for the admin UI and",
             "some other places to refer to your project to not get confused if multiple",
             "projects exist.  You can change this at any later point."])
    ask(YELLOW + "> " + RESET + "Project Name: ")
    step(2, ["This is used in the README file to indicate who the author of the website",
             "is.  You can change this at any later point."])
    ask(YELLOW + "> " + RESET + "Author Name [Alice Liddell]: ")
    step(3, ["This is the path where the project will be located.  You can move a",
             "project around later if you do not like the path.  If you provide a",
             "relative path it will be relative to the working directory."])
    ask(YELLOW + "> " + RESET + "Project Path [/home/alice/Tally]: ")
    step(4, ["Do you want to generate a basic blog module?  If you enable this the",
             "models for a very basic blog will be generated."])
    ask(YELLOW + "> " + RESET + "Add Basic Blog [Y/n]: ")
    out("\n")
    ask("That's all. Create project? [Y/n]: ")
    out("Generating project...\n")
    hold()


FLOWS = {
    "pikaur": pikaur,
    "machete-discover": machete_discover,
    "machete-traverse": machete_traverse,
    "machete-add": machete_add,
    "tsuru-login": tsuru_login,
    "tsuru-remove": tsuru_remove,
    "tsuru-deploy": tsuru_deploy,
    "borgmatic-repo-create": borgmatic_create_repo,
    "borgmatic-create": borgmatic_create,
    "borgmatic-repo-delete": borgmatic_delete,
    "lektor": lektor,
}

if __name__ == "__main__":
    try:
        FLOWS[sys.argv[1]]()
    except KeyboardInterrupt:
        sys.exit(130)
