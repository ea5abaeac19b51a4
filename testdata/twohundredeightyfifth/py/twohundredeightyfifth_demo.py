#!/usr/bin/env python3
"""The twohundredeightyfifth set's imitations: each draws, on the main
screen, what a setup wizard or installer that cannot run here draws at
one of its interactive moments: its words, layout, defaults and colours.
Most read a line at a time (the terminal cooked, secrets with echo off);
the Rust one reads keys raw, as inquire does. The first argument names
the tool and its flow."""
import getpass
import os
import sys
import termios
import time
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
MAGENTA = ESC + "35m"
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


# deployer-like: `dep init`, Symfony Console's questions (the question
# green, its default yellow in brackets, choices keyed in yellow, ` > `).
def symfony_choice(q, default, choices, width):
    out("\n " + GREEN + q + RESET + " [" + YELLOW + default + RESET + "]:\n")
    for i, c in enumerate(choices):
        key = str(i).ljust(width)
        out("  [" + YELLOW + key + RESET + "] " + c + "\n")
    return ask(" > ")


def symfony_text(q, default):
    out("\n " + GREEN + q + RESET + " [" + YELLOW + default + RESET + "]:\n")
    return ask(" > ")


def deployer():
    symfony_choice("Select project language", "php", ["php", "yaml"], 1)
    templates = ["common", "laravel", "symfony", "wordpress", "drupal", "cakephp",
                 "codeigniter", "contao", "magento2", "typo3", "yii"]
    symfony_choice("Select project template", "common", templates, 2)
    symfony_text("Repository", "git@github.com:alice/tally.git")
    symfony_text("Project name", "tally")
    symfony_text("Hosts (comma separated)", "")
    out("\n " + GREEN + "Successfully created" + RESET + ": deploy.php\n")
    hold()


# starship-like: its install.sh piped into sh (info lines after a grey
# bold `>`, a magenta `?` before its question, `[y/N]` bold).
def starship(bindir):
    out("\n  " + BOLD + "Configuration" + RESET + "\n")
    out(BOLD + GREY + ">" + RESET + " Bin directory: " + GREEN + bindir + RESET + "\n")
    out(BOLD + GREY + ">" + RESET + " Platform:      " + GREEN + "unknown-linux-musl" + RESET + "\n")
    out(BOLD + GREY + ">" + RESET + " Arch:          " + GREEN + "x86_64" + RESET + "\n")
    out("\n")
    if bindir != "/usr/local/bin":
        out(YELLOW + "! Bin directory " + bindir + " is not in your $PATH" + RESET + "\n")
    out(BOLD + GREY + ">" + RESET + " Tarball URL: " + ESC + "4m" +
        "https://github.com/starship/starship/releases/latest/download/starship-x86_64-unknown-linux-musl.tar.gz" + RESET + "\n")
    yn = ask(MAGENTA + "?" + RESET + " Install Starship " + GREEN + "latest" + RESET +
             " to " + BOLD + GREEN + bindir + RESET + "? " + BOLD + "[y/N]" + RESET + " ")
    if yn.strip().lower() not in ("y", "yes"):
        out(RED + "x Aborting installation" + RESET + "\n")
        sys.exit(1)
    if bindir == "/usr/local/bin":
        out(YELLOW + "! Escalated permissions are required to install to " + bindir + RESET + "\n")
        getpass.getpass("[sudo] password for alice: ")
    out(MAGENTA + "?" + RESET + " Installing Starship, please wait…\n")
    hold()


# cargo-lambda-like: `cargo lambda new tally-fn`, inquire's prompts (a
# green `?`, help cyan in brackets under them, keys read raw).
EVENTS = ["activemq::ActiveMqEvent", "autoscaling::AutoScalingEvent", "chime_bot::ChimeBotEvent",
          "cloudformation::CloudFormationCustomResourceRequest", "cloudwatch_events::CloudWatchEvent",
          "cloudwatch_logs::LogsEvent", "codebuild::CodeBuildEvent", "codecommit::CodeCommitEvent",
          "dynamodb::Event", "ecr_scan::EcrScanEvent", "eventbridge::EventBridgeEvent",
          "kinesis::KinesisEvent", "s3::S3Event", "ses::SimpleEmailEvent", "sns::SnsEvent",
          "sqs::SqsEvent", "sqs::SqsBatchResponse", "sqs::SqsApiEvent"]


def key():
    c = os.read(0, 1)
    if c == b"\x1b":
        rest = os.read(0, 2)
        return {b"[A": "up", b"[B": "down"}.get(rest, "")
    if c in (b"\r", b"\n"):
        return "enter"
    if c == b"\x03":
        raise KeyboardInterrupt
    if c == b"\x7f":
        return "back"
    return c.decode(errors="ignore")


def visible(s):
    """s without its colours."""
    import re
    return re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", s)


class Drawn:
    """Rows drawn below the question row, wiped and drawn again."""

    def __init__(self):
        self.rows = 0

    def draw(self, head, below, col):
        out("\r" + ESC + "J" + head)
        for r in below:
            out("\r\n" + r)
        up = sum(1 + max(0, len(visible(r)) - 1) // 80 for r in below)
        if up:
            out(ESC + str(up) + "A")
        out("\r" + ESC + str(col) + "C" if col else "\r")


def inquire_confirm(q, help_):
    typed = ""
    d = Drawn()
    while True:
        head = GREEN + "?" + RESET + " " + q + " " + DIM + "(y/N)" + RESET + " " + typed
        d.draw(head, [CYAN + "[" + help_ + "]" + RESET], len("? " + q + " (y/N) " + typed))
        k = key()
        if k == "enter":
            ans = "Yes" if typed.lower() in ("y", "yes") else "No"
            out("\r" + ESC + "J" + GREEN + "?" + RESET + " " + q + " " + CYAN + ans + RESET + "\r\n")
            return ans == "Yes"
        if k == "back":
            typed = typed[:-1]
        elif len(k) == 1:
            typed += k


def inquire_events(q):
    typed, at = "", 0
    d = Drawn()
    help_ = ("[↑↓ to move, tab to autocomplete, enter to submit. Leave it blank if you don't "
             "want to use any event from the aws_lambda_events crate]")
    while True:
        shown = [e for e in EVENTS if typed.lower() in e.lower()]
        top = max(0, at - 6)
        page = shown[top:top + 7]
        rows = []
        for i, e in enumerate(page):
            if top + i == at:
                rows.append(CYAN + "> " + e + RESET)
            else:
                rows.append("  " + e)
        rows.append(CYAN + help_ + RESET)
        head = GREEN + "?" + RESET + " " + q + " " + typed
        d.draw(head, rows, len("? " + q + " " + typed))
        k = key()
        if k == "down":
            at = min(at + 1, len(shown) - 1)
        elif k == "up":
            at = max(at - 1, 0)
        elif k == "enter":
            out("\r" + ESC + "J" + GREEN + "?" + RESET + " " + q + " " + CYAN + (shown[at] if shown else "") + RESET + "\r\n")
            return
        elif k == "back":
            typed, at = typed[:-1], 0
        elif len(k) == 1 and k.isprintable():
            typed, at = typed + k, 0


def cargo_lambda_new():
    fd = 0
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        out(ESC + "?25h")
        inquire_confirm("Is this function an HTTP function?",
                        "type `yes` if the Lambda function is triggered by an API Gateway, "
                        "Amazon Load Balancer(ALB), or a Lambda URL")
        inquire_events("AWS Event type that this function receives")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out("🦀 Project tally-fn created\n")
    hold()


def cargo_lambda_build():
    crates = ["proc-macro2", "unicode-ident", "libc", "serde", "pin-project-lite", "bytes", "itoa",
              "memchr", "tokio", "http", "hyper", "serde_json", "tracing", "lambda_runtime", "aws_lambda_events"]
    out("🔨 Building tally-fn for x86_64-unknown-linux-gnu with cargo-zigbuild\n")
    n, total = 0, 214
    while True:
        c = crates[n % len(crates)]
        out("\r" + ESC + "K" + BOLD + GREEN + "   Compiling" + RESET + " " + c + " v1.0." + str(n % 50) + "\n")
        n += 1
        done = min(n, total - 1)
        fill = 27 * done // total
        out(BOLD + CYAN + "    Building" + RESET + " [" + "=" * fill + ">" + " " * (26 - fill) + "] " +
            str(done) + "/" + str(total) + ": " + ", ".join(crates[(n + i) % len(crates)] for i in range(3)))
        time.sleep(0.7)


# jbang-like: `jbang tally@alice/tally-scripts`, a script from a source
# not yet trusted, its choice read as a line; then its first JDK download.
def jbang():
    url = "https://github.com/alice/tally-scripts/blob/HEAD/tally.java"
    out("[jbang] " + url + " is not from a trusted source thus not running it automatically.\n\n")
    out("If you trust the url to be safe to run you can do one of the following\n")
    out("0) Trust once: Add no trust, just run this time\n")
    out("1) Trust limited url in future: https://github.com/alice/\n")
    out("2) Trust all subdomains in future: https://github.com/\n\n")
    out("Any other response will result in exit.\n\n")
    out("[jbang] Type in your choice and hit enter. Times out after 10 seconds.\n")
    line = sys.stdin.readline().strip()
    if line not in ("0", "1", "2"):
        out("[jbang] Exiting\n")
        sys.exit(10)
    if line != "0":
        out("[jbang] Adding https://github.com/alice/ to /home/alice/.jbang/trusted-sources.json\n")
    out("[jbang] Resolving dependencies...\n")
    out("[jbang]    info.picocli:picocli:4.7.6\n")
    out("[jbang] Dependencies resolved\n")
    out("[jbang] No suitable JDK was found, downloading JDK 21. Be patient, this can take several minutes...\n")
    p = 0
    while True:
        p = min(p + 1, 99)
        out("\rDownloading JDK 21. Be patient, this can take several minutes... " + str(p) + "% ")
        time.sleep(0.8)


def main():
    flow = sys.argv[1] if len(sys.argv) > 1 else ""
    flows = {
        "deployer": deployer,
        "starship": lambda: starship("/usr/local/bin"),
        "starship-local": lambda: starship("/home/alice/.local/bin"),
        "cargo-lambda-new": cargo_lambda_new,
        "cargo-lambda-build": cargo_lambda_build,
        "jbang": jbang,
    }
    if flow not in flows:
        sys.exit("usage: twohundredeightyfifth_demo.py " + "|".join(flows))
    try:
        flows[flow]()
    except KeyboardInterrupt:
        sys.exit(130)


main()
