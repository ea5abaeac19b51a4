#!/usr/bin/env python3
"""The twohundredtwentieth set's imitations: each prints, on the main
screen and a line at a time, what a command-line tool that cannot run
here prints when it asks its questions (its words, layout, defaults,
colours and echo): a cloud CLI's init, an infrastructure tool's stack
confirmation, an ORM's migration tool and a data pipeline's plan before
they change data, a library template's questions, a package manager's
submission, a deployment tool's asks and a VCS's change chooser. The
first argument names the tool imitated."""
import getpass
import os
import sys
import time

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
UNDERLINE = ESC + "4m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
BLUE = ESC + "34m"
MAGENTA = ESC + "35m"
CYAN = ESC + "36m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    """Asks prompt and reads a line in the terminal's cooked mode."""
    out(prompt)
    s = sys.stdin.readline()
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


def secret(prompt):
    """Asks prompt and reads a line with echo off."""
    try:
        return getpass.getpass(prompt)
    except (EOFError, KeyboardInterrupt):
        sys.exit(1)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


def metal():
    # Equinix Metal's `metal init`.
    out("Equinix Metal API Tokens can be obtained through the portal at "
        "https://console.equinix.com/.\n")
    out("See https://metal.equinix.com/developers/docs/accounts/users/ for more details.\n\n")
    secret("Token (hidden): ")
    time.sleep(0.4)
    line("Project ID [3f1c2a9e-8d4b-4c6a-9f2e-1b7d5a0c4e21]: ")
    out("Writing configuration to: ~/.config/equinix/metal.yaml\n")


def terragrunt(command):
    # Terragrunt's `terragrunt run-all apply` / `run-all destroy`.
    live = os.path.join(os.getcwd(), "live")
    info = CYAN + "INFO" + RESET + "[0000] "
    out(info + "The stack at %s will be processed in the following order for command %s:\n" % (live, command))
    groups = [["vpc"], ["database", "app"]]
    if command == "destroy":
        groups.reverse()
    for i, g in enumerate(groups):
        out("Group %d\n" % (i + 1))
        for m in g:
            out("- Module %s/%s\n" % (live, m))
        out("\n")
    if command == "destroy":
        a = line("WARNING: Are you sure you want to run `terragrunt destroy` in each folder of "
                 "the stack described above? There is no undo! (y/n) ")
    else:
        a = line("Are you sure you want to run 'terragrunt apply' in each folder of the stack "
                 "described above? (y/n) ")
    if a.strip().lower() not in ("y", "yes"):
        sys.exit(1)
    out(info + "Downloading Terraform configurations from git::https://git.example.com/modules.git"
        " into %s/.terragrunt-cache\n" % live)
    out("\n" + BOLD + "module.vpc.aws_vpc.main: Creating..." + RESET + "\n")
    n = 0
    while True:
        time.sleep(1)
        n += 1
        if n % 10 == 0:
            out(BOLD + "module.vpc.aws_vpc.main: Still creating... [%ds elapsed]" % n + RESET + "\n")


def aerich(command):
    # Tortoise ORM's aerich: `aerich downgrade`, and `aerich migrate`
    # asking whether a dropped field and an added one are a rename.
    if command == "downgrade":
        a = line("Downgrade is dangerous, which maybe lose your data, are you sure? [y/N]: ")
        if a.strip().lower() in ("y", "yes"):
            out(GREEN + "Success downgrade 1_20240101120000_add_title.py" + RESET + "\n")
        return
    line("Rename title to name? [True]: ")
    out(GREEN + "Success migrate 2_20240102093000_rename_title.py" + RESET + "\n")


def sqlmesh():
    # SQLMesh's `sqlmesh plan dev`.
    out("=" * 70 + "\n")
    out("Successfully Ran 1 tests against duckdb\n")
    out("-" * 70 + "\n")
    out("New environment `dev` will be created from `prod`\n")
    out(BOLD + "Differences from the `prod` environment:" + RESET + "\n\n")
    out(BOLD + "Models:" + RESET + "\n")
    out("├── " + BOLD + "Directly Modified:" + RESET + "\n")
    out("│   └── sqlmesh_example__dev.incremental_model\n")
    out("└── " + BOLD + "Indirectly Modified:" + RESET + "\n")
    out("    └── sqlmesh_example__dev.full_model\n")
    out(DIM + "---" + RESET + "\n")
    out(DIM + "+++" + RESET + "\n")
    out(DIM + "@@ -9,6 +9,7 @@" + RESET + "\n")
    out("   id,\n   item_id,\n")
    out(GREEN + "+  'z' AS new_column," + RESET + "\n")
    out("   event_date\n")
    out(BOLD + "Directly Modified: sqlmesh_example__dev.incremental_model (Non-breaking)" + RESET + "\n")
    out("└── " + BOLD + "Indirectly Modified Children:" + RESET + "\n")
    out("    └── sqlmesh_example__dev.full_model (Indirect Non-breaking)\n")
    out(BOLD + "Models needing backfill (missing dates):" + RESET + "\n")
    out("└── sqlmesh_example__dev.incremental_model: 2020-01-01 - 2024-01-01\n")
    line(BOLD + "Enter the backfill start date (eg. '1 year', '2020-01-01') or blank to backfill "
         "from the beginning of history:" + RESET + " ")
    line(BOLD + "Enter the backfill end date (eg. '1 month ago', '2020-01-01') or blank to backfill "
         "up until '2024-01-02 00:00:00':" + RESET + " ")
    line(BOLD + "Apply - Backfill Tables [y/n]:" + RESET + " ")


def cocoapods():
    # CocoaPods' `pod lib create Demo`, its template's questions.
    out("Cloning `https://github.com/CocoaPods/pod-template.git` into `Demo`.\n")
    out("Configuring Demo template.\n\n")
    out("------------------------------\n\n")
    out("To get you started we need to ask a few questions, this should only take a minute.\n\n")
    out("If this is your first time we recommend running through with the guide: \n")
    out(" - https://guides.cocoapods.org/making/using-pod-lib-create.html\n")
    out(" ( hold cmd and double click links to open in a browser. )\n")

    def ask(question, answers):
        out("\n" + question + "? [")
        for i, a in enumerate(answers):
            out(" " + (UNDERLINE + a + RESET if i == 0 else a))
            if i != len(answers) - 1:
                out(" /")
        out(" ]\n")
        while True:
            a = line(GREEN + " > " + RESET).strip().lower()
            if a == "":
                a = answers[0].lower()
                out(YELLOW + a + RESET + "\n")
            if a in [x.lower() for x in answers]:
                return a
            out("Possible answers are [" + ", ".join(answers) + "]\n")

    ask("What platform do you want to use?", ["iOS", "macOS"])
    ask("What language do you want to use?", ["Swift", "ObjC"])
    ask("Would you like to include a demo application with your library?", ["Yes", "No"])
    ask("Which testing frameworks will you use?", ["Quick", "None"])
    wait_forever()


def haxelib():
    # haxelib's `haxelib submit demo.zip`.
    line("User : ")
    secret("Password : ")
    out("Sending data.... ")
    pct = 0
    while True:
        time.sleep(0.5)
        if pct < 99:
            pct += 1
        out("\rSending data.... %d%%" % pct)


def capistrano():
    # Capistrano's `cap production deploy`, a deploy.rb asking its branch
    # and, with echo off, the database's password, then airbrussh's log.
    line("Please enter branch (main): ")
    secret("Please enter db_password: ")
    steps = [
        ("git:wrapper", "mkdir -p /tmp"),
        ("git:check", "git ls-remote git@git.example.com:acme/demo.git HEAD"),
        ("deploy:check:directories", "mkdir -p /var/www/demo/shared /var/www/demo/releases"),
        ("deploy:check:linked_dirs", "mkdir -p /var/www/demo/shared/log /var/www/demo/shared/tmp/pids"),
        ("git:clone", "git clone --mirror git@git.example.com:acme/demo.git /var/www/demo/repo"),
        ("git:update", "git remote update --prune"),
        ("git:create_release", "mkdir -p /var/www/demo/releases/20240102093000"),
        ("deploy:symlink:linked_dirs", "ln -s /var/www/demo/shared/log /var/www/demo/releases/20240102093000/log"),
        ("bundler:install", "bundle install --jobs 4 --quiet"),
    ]
    t = 0
    for task, cmd in steps:
        out(DIM + "%02d:%02d" % (t // 60, t % 60) + RESET + " " + CYAN + task + RESET + "\n")
        out("      01 " + cmd + "\n")
        time.sleep(0.8)
        t += 1
        out(GREEN + "    ✔ 01 deploy@app1.example.com" + RESET + " " + DIM + "0.%03ds" % (40 + t * 7) + RESET + "\n")
    while True:
        time.sleep(1)
        t += 1
        out("      01 Fetching gem metadata from https://rubygems.example.com/..\n" if t % 5 == 0 else "")


def got(verb):
    # Game of Trees' `got stage -p`: each change of notes.txt asked in turn.
    changes = [
        ("@@ -1,3 +1,3 @@", [" first line", "-second line", "+second line, changed", " third line"]),
        ("@@ -8,2 +8,3 @@", [" eighth line", " ninth line", "+a new tenth line"]),
    ]
    for i, (head, body) in enumerate(changes):
        out("-----------------------------------------------\n")
        out(head + "\n")
        for b in body:
            out(b + "\n")
        out("-----------------------------------------------\n")
        out("M  notes.txt (change %d of %d)\n" % (i + 1, len(changes)))
        while True:
            a = line("%s this change? [y/n/q] " % verb).strip()
            if a in ("y", "n", "q"):
                break
            out("invalid response '%s'\n" % a)
        if a == "q":
            break
    out("M  notes.txt\n")


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "metal":
        metal()
    elif tool == "terragrunt-apply":
        terragrunt("apply")
    elif tool == "terragrunt-destroy":
        terragrunt("destroy")
    elif tool == "aerich-downgrade":
        aerich("downgrade")
    elif tool == "aerich-migrate":
        aerich("migrate")
    elif tool == "sqlmesh":
        sqlmesh()
    elif tool == "cocoapods":
        cocoapods()
    elif tool == "haxelib":
        haxelib()
    elif tool == "capistrano":
        capistrano()
    elif tool == "got":
        got("stage")
    else:
        sys.stderr.write("usage: twohundredtwentieth_demo.py TOOL\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
