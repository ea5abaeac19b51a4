#!/usr/bin/env python3
"""The twohundredfourteenth set's imitations: each prints, on the main
screen and a line at a time, what a developer tool's set-up wizard that
cannot run here prints at its questions. The first argument names the
tool imitated, the second (if any) the command."""
import getpass
import os
import sys

BOLD = "\x1b[1m"
RED = "\x1b[31m"
RESET = "\x1b[0m"


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# dbt-like: `dbt init`, its project's name, its adapter and a profile.
def dbt():
    print("16:20:31  Running with dbt=1.7.4")
    q = "Enter a name for your project (letters, digits, underscore): "
    name = ask(q)
    while not name.replace("_", "").isalnum():
        print(name + " is not a valid project name.")
        name = ask(q)
    print("16:20:44  ")
    print("Your new dbt project \"%s\" was created!" % name)
    print()
    print("Happy modeling!")
    print()
    print("16:20:44  Setting up your profile.")
    print("Which database would you like to use?")
    print("[1] postgres")
    print("[2] duckdb")
    print()
    print("(Don't see the one you want? https://docs.getdbt.com/docs/available-adapters)")
    print()
    while True:
        n = ask("Enter a number: ")
        if n in ("1", "2"):
            break
        print("Error: %r is not one of '1', '2'." % n)
    ask("host (hostname for the instance): ")
    ask("port [5432]: ")
    ask("user (dev username): ")
    getpass.getpass("pass (dev password): ")
    ask("dbname (default database that dbt will build objects in): ")
    wait_forever()


# zappa-like: `zappa init` in a Flask project.
def zappa():
    print()
    for row in ["███████╗ █████╗ ██████╗ ██████╗  █████╗",
                "╚══███╔╝██╔══██╗██╔══██╗██╔══██╗██╔══██╗",
                "  ███╔╝ ███████║██████╔╝██████╔╝███████║",
                " ███╔╝  ██╔══██║██╔═══╝ ██╔═══╝ ██╔══██║",
                "███████╗██║  ██║██║     ██║     ██║  ██║",
                "╚══════╝╚═╝  ╚═╝╚═╝     ╚═╝     ╚═╝  ╚═╝"]:
        print(row)
    print()
    print("Welcome to " + BOLD + "Zappa" + RESET + "!")
    print()
    print(BOLD + "Zappa" + RESET + " is a system for running server-less Python web applications on AWS Lambda and AWS API Gateway.")
    print("This `init` command will help you create and configure your new Zappa deployment.")
    print("Let's get started!")
    print()
    print("Your Zappa configuration can support multiple production stages, like '" + BOLD + "dev" + RESET + "', '"
          + BOLD + "staging" + RESET + "', and '" + BOLD + "production" + RESET + "'.")
    while True:
        env = ask("What do you want to call this " + BOLD + "environment" + RESET + " (default 'dev'): ") or "dev"
        if env.replace("_", "").isalnum():
            break
        print(RED + "Stage names must match a-zA-Z0-9_" + RESET)
    print()
    print("AWS Lambda and API Gateway are only available in certain regions. Let's check to make sure you have a profile set up in one that will work.")
    print("Okay, using profile " + BOLD + "default" + RESET + "!")
    print()
    print("Your Zappa deployments will need to be uploaded to a " + BOLD + "private S3 bucket" + RESET + ".")
    print("If you don't have a bucket yet, we'll create one for you too.")
    bucket = ask("What do you want to call your " + BOLD + "bucket" + RESET + "? (default 'zappa-3f9k2x7pq'): ") or "zappa-3f9k2x7pq"
    print()
    print("It looks like this is a " + BOLD + "Flask" + RESET + " application.")
    print("What's the " + BOLD + "modular path" + RESET + " to your app's function?")
    print("This will likely be something like 'relay.app'.")
    func = ask("Where is your app's function? (default 'relay.app'): ") or "relay.app"
    print()
    print("You can optionally deploy to " + BOLD + "all available regions" + RESET + " in order to provide fast global service.")
    print("If you are using Zappa for the first time, you probably don't want to do this!")
    ask("Would you like to deploy this application " + BOLD + "globally" + RESET + "? (default 'n') [y/n/(p)rimary]: ")
    print()
    print("Okay, here's your " + BOLD + "zappa_settings.json" + RESET + ":")
    print()
    print("{")
    print('    "%s": {' % env)
    print('        "app_function": "%s",' % func)
    print('        "aws_region": "eu-west-1",')
    print('        "profile_name": "default",')
    print('        "project_name": "relay",')
    print('        "runtime": "python3.11",')
    print('        "s3_bucket": "%s"' % bucket)
    print("    }")
    print("}")
    print()
    ask("Does this look " + BOLD + "okay" + RESET + "? (default 'y') [y/n]: ")
    wait_forever()


# elan-like: `elan-init`, Lean's version manager's installer.
def elan():
    home = os.path.expanduser("~")
    print()
    print("Welcome to Lean!")
    print()
    print("This will download and install Elan, a tool for managing different Lean")
    print("versions used in packages you create or download. It will also install a")
    print("default version of Lean and its package manager, lake, for editing files")
    print("not belonging to any package.")
    print()
    print("It will add the lake, lean, and elan commands to Elan's bin directory,")
    print("located at:")
    print()
    print("  %s/.elan/bin" % home)
    print()
    print("This path will then be added to your PATH environment variable by")
    print("modifying the profile files located at:")
    print()
    print("  %s/.profile" % home)
    print()
    print("You can uninstall at any time with elan self uninstall and")
    print("these changes will be reverted.")
    print()
    print("Current installation options:")
    print()
    print("     default toolchain: stable")
    print("  modify PATH variable: yes")
    print()
    print("1) Proceed with installation (default)")
    print("2) Customize installation")
    print("3) Cancel installation")
    c = ask(">")
    if c.strip() != "2":
        wait_forever()
        return
    print()
    print("I'm going to ask you the value of each these installation options.")
    print("You may simply press the Enter key to leave unchanged.")
    print()
    print("Default toolchain? (stable/nightly/none) [stable]")
    ask("")
    print()
    print("Modify PATH variable? (y/n) [y]")
    ask("")
    wait_forever()


# swiftly-like: `swiftly init` and `swiftly uninstall 5.10.1`.
def swiftly(cmd):
    home = os.path.expanduser("~")
    if cmd == "uninstall":
        print("The following toolchains will be uninstalled:")
        print("  Swift 5.10.1")
        default = "(y/N)"
    else:
        print("Welcome to swiftly, the Swift toolchain manager for Linux and macOS!")
        print()
        print("Please read the following information carefully before proceeding with the installation. If you")
        print("wish to customize the steps performed during the installation process, refer to 'swiftly init -h'")
        print("for configuration options.")
        print()
        print("Swiftly installs files into the following locations:")
        print()
        print("%s/.local/share/swiftly - Directory for configuration files" % home)
        print("%s/.local/share/swiftly/bin - Links to the binaries of the active toolchain" % home)
        print("%s/.local/share/swiftly/toolchains - Directory hosting installed toolchains" % home)
        print()
        print("These locations can be changed by setting the environment variables")
        print("SWIFTLY_HOME_DIR and SWIFTLY_BIN_DIR before running 'swiftly init' again.")
        print()
        default = "(Y/n)"
    while True:
        a = ask("Proceed? %s: " % default).strip().lower()
        if a in ("y", "n", ""):
            break
        print("Please input either \"y\" or \"n\", or press ENTER to use the default.")
    wait_forever()


# rbenv-like: ruby-build's `rbenv install 3.2.2` over an installed one,
# and `rbenv uninstall 3.2.2`.
def rbenv(cmd):
    prefix = os.path.join(os.path.expanduser("~"), ".rbenv", "versions", "3.2.2")
    if cmd == "uninstall":
        ask("rbenv: remove %s? [y|N] " % prefix)
    else:
        sys.stderr.write("rbenv: %s already exists\n" % prefix)
        ask("continue with installation? (y/N) ")
    wait_forever()


# gigalixir-like: `gigalixir login`, click's prompts.
def gigalixir():
    ask("Email: ")
    getpass.getpass("Password: ")
    while True:
        a = ask("Would you like us to save your api key to your ~/.netrc file? [Y/n]: ").strip().lower()
        if a in ("", "y", "yes", "n", "no"):
            break
        print("Error: invalid input")
    print("Logged in as ada@example.com.")
    wait_forever()


if __name__ == "__main__":
    tool = sys.argv[1]
    cmd = sys.argv[2] if len(sys.argv) > 2 else ""
    {"dbt": dbt, "zappa": zappa, "elan": elan, "gigalixir": gigalixir,
     "swiftly": lambda: swiftly(cmd), "rbenv": lambda: rbenv(cmd)}[tool]()
