"""The twohundredthirtyninth set's Python programs, each on a terminal
library of Debian's: "init" asks a new package's questions coloured with
colorama (python3-colorama); "train" turns wasabi's loading spinner
(python3-wasabi) while it downloads, then prints a table and asks with
wasabi's get_raw_input; "console" is a console coloured with pastel's
tags (python3-pastel) whose deploy command asks a yes or no. "slow"
after a name keeps the work going for a minute."""

import getpass
import sys
import time


def init():
    from colorama import Fore, Style, just_fix_windows_console

    just_fix_windows_console()

    def ask(question, default=""):
        hint = " " + Style.DIM + "(" + default + ")" + Style.RESET_ALL if default else ""
        line = Fore.GREEN + "? " + Style.RESET_ALL + Style.BRIGHT + question + Style.RESET_ALL + hint + " "
        return input(line) or default

    print("Creating a new package in " + Fore.CYAN + "./relay-cli" + Style.RESET_ALL)
    print(Style.DIM + "Press Enter to keep a default." + Style.RESET_ALL)
    print()
    name = ask("Package name:", "relay-cli")
    version = ask("Version:", "0.1.0")
    ask("Licence:", "MIT")
    getpass.getpass(Fore.GREEN + "? " + Style.RESET_ALL + Style.BRIGHT + "Token for the package index:" + Style.RESET_ALL + " ")
    print(Fore.GREEN + "Wrote pyproject.toml for " + name + " " + version + Style.RESET_ALL)


def train(slow):
    from wasabi import Printer
    from wasabi.util import get_raw_input

    msg = Printer()
    msg.divider("Training setup")
    with msg.loading("Downloading the pipeline's components..."):
        time.sleep(90 if slow else 1.5)
    msg.good("Downloaded 3 components", "tok2vec, tagger, ner (412 MB)")
    print()
    data = [
        ("1", "ner-small", "tok2vec, ner", "CPU"),
        ("2", "ner-large", "transformer, ner", "GPU"),
        ("3", "tagger", "tok2vec, tagger", "CPU"),
    ]
    msg.table(data, header=("#", "Pipeline", "Components", "Device"), divider=True)
    print()
    get_raw_input("Pipeline to train", default="1")
    get_raw_input("Output directory", default="./training")
    msg.good("Training config written to ./training/config.cfg")


def console():
    from pastel import Pastel

    p = Pastel(True)

    def out(s):
        print(p.colorize(s))

    out("<info>relay console</info> 3.1.0 (build-07)")
    out("Type <comment>help</comment> for the commands, <comment>exit</comment> to leave.")
    while True:
        try:
            line = input(p.colorize("<info>relay</info>> ")).strip()
        except EOFError:
            print()
            return
        if line in ("exit", "quit"):
            return
        if line == "help":
            out("  <comment>status</comment>   the services and their versions")
            out("  <comment>deploy</comment>   deploy the latest build")
            out("  <comment>exit</comment>     leave the console")
        elif line == "status":
            out("  api      <info>up</info>    3.1.0   2 replicas")
            out("  worker   <info>up</info>    3.0.4   4 replicas")
            out("  web      <error>down</error>  3.1.0   0 replicas")
        elif line == "deploy":
            a = input(p.colorize("<question>Deploy 3.1.0 to production?</question> (yes/no) [<comment>no</comment>]: ")).strip()
            out("<info>Deploying 3.1.0.</info>" if a.startswith("y") else "Not deployed.")
        elif line:
            out("<error>Unknown command \"" + line + "\".</error> Type <comment>help</comment>.")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    slow = len(sys.argv) > 2 and sys.argv[2] == "slow"
    if what == "init":
        init()
    elif what == "train":
        train(slow)
    elif what == "console":
        console()
    else:
        print("usage: twohundredthirtyninth_demo.py init|train|console [slow]", file=sys.stderr)
        sys.exit(2)
