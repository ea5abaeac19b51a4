#!/usr/bin/env python3
"""The threehundredseventyseventh set's imitations: password managers and
secret tools that Debian does not package, each drawn the way the real
program draws (as known from its source, documentation and published
transcripts):

  mpw         Lyndir's Master Password CLI 2.7 (`mpw`, built with its
              colour option): each line it asks is a curses dialog in
              the middle of the alternate screen, the question on a row
              of `*` on white, a blue box of `|` under it, the field in
              standout (a secret's `[ * ]`, the cursor on its star),
              `mpw v2.7-cli-1` centred on the last row; asks `Your full
              name:`, `Your master password: ` and `Site name:`; with
              `-U` and a configuration of another master password, two
              lines of its log and `Old master password: `; prints the
              site's password under its identicon
  pwd.sh      drduh's pwd.sh (bash, `read -p` lines indented by two
              blanks, a blank line before each): no xclip, so a yellow
              warning that passwords print to the screen; `Read or Write
              (or Help for more options): ` read a key at a time, the
              new entry's `Username (Enter to generate): `, its password
              read a key at a time with echo off, `Password length
              (default: 14): `, `Password to unlock pwd.index: ` with a
              `*` for each key; read back, the password printed and
              `Password on screen! Clearing in N` counting down
  pash        dylanaraps' pash 2.3.0 (POSIX sh): `Generate a password?
              [y/n]: ` read a byte at a time (stty -icanon), `Enter
              password: ` and `Enter password (again): ` with stty -echo,
              `Delete pass file 'github'? [y/n]: `
  steamguard  dyc3's steamguard-cli 0.18 (Rust, stderrlog, rpassword,
              crossterm): `INFO reading manifest from …`, `Enter
              encryption passkey: ` with echo off, `ERROR Incorrect
              passkey` before asking again; `remove`'s `Do you want to
              continue? [yN] `; `confirm`'s menu on the alternate screen
              in raw mode, `arrow keys to select, [a]ccept, [d]eny,
              [i]gnore, [enter] confirm choices` over the confirmations,
              ` >` yellow at the selected one, `[ ]`, `[a]` green, `[d]`
              red
  lesspass    LessPass's CLI 10.2 (`lesspass --prompt`): `Site: ` and
              `Login: ` read by getpass (not echoed), `Master Password: `
              read a key at a time in raw mode, three emoji of the
              master password's fingerprint redrawn after it as it is
              typed; `--save`'s `Master Password: ` and, with no token
              saved, `LessPass login` over `Email: `

Run: threehundredseventyseventh_secrets.py TOOL [ARGS...]
"""
import curses
import hashlib
import hmac
import json
import os
import random
import sys
import termios
import threading
import time
import tty

E = "\x1b["
RESET = E + "0m"
RED = E + "31m"
GREEN = E + "32m"
YELLOW = E + "33m"
BLUE = E + "34m"
WHITE = E + "37m"
HOME = os.environ.get("HOME", os.getcwd())


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def err(s):
    sys.stderr.write(s)
    sys.stderr.flush()


def line():
    """A line read in canonical mode with the terminal's echo."""
    s = sys.stdin.readline()
    if s == "":
        raise EOFError
    return s.rstrip("\n")


class Modes:
    """Sets the terminal's local flags for a while, as stty and bash's read
    set them."""

    def __init__(self, icanon=True, echo=True, echonl=False):
        self.icanon, self.echo, self.echonl = icanon, echo, echonl

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        new = termios.tcgetattr(self.fd)
        if not self.icanon:
            new[3] &= ~termios.ICANON
            new[6][termios.VMIN] = 1
            new[6][termios.VTIME] = 0
        if not self.echo:
            new[3] &= ~(termios.ECHO | termios.ECHOE | termios.ECHOK | termios.ECHONL)
            if self.echonl:
                new[3] |= termios.ECHONL
        termios.tcsetattr(self.fd, termios.TCSANOW, new)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSANOW, self.old)


def byte():
    b = os.read(sys.stdin.fileno(), 1)
    if not b:
        raise EOFError
    return b.decode("latin-1")


# ---------------------------------------------------------------- mpw

MPW_VERSION = "2.7-cli-1"
MPW_MAX_INPUT = 60


def mpw_dialog(prompt, silent):
    """_mpw_getline with MPW_COLOR: a dialog box drawn by curses."""
    scr = curses.initscr()
    scr.erase()
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    rows, cols = scr.getmaxyx()
    width = max(len(prompt), MPW_MAX_INPUT) + 6
    version = "mpw v" + MPW_VERSION
    scr.addstr(rows - 1, (cols - len(version)) // 2, version)
    scr.attron(curses.A_BOLD)
    scr.attron(curses.color_pair(2))
    scr.addstr(rows // 2 - 1, (cols - width) // 2, "*" + " " * (width - 2) + "*")
    scr.addstr(rows // 2 - 1, (cols - len(prompt)) // 2, prompt)
    scr.attroff(curses.color_pair(2))
    scr.attron(curses.color_pair(1))
    for r in range(3):
        scr.addstr(rows // 2 + r, (cols - width) // 2, "|" + " " * (width - 2) + "|")
    scr.attroff(curses.color_pair(1))
    scr.attron(curses.color_pair(2))
    scr.attron(curses.A_STANDOUT)
    if silent:
        scr.addstr(rows // 2 + 1, (cols - 5) // 2, "[ * ]")
        scr.refresh()
        curses.noecho()
        s = scr.getstr(rows // 2 + 1, (cols - 1) // 2, MPW_MAX_INPUT)
        curses.echo()
    else:
        scr.addstr(rows // 2 + 1, (cols - (MPW_MAX_INPUT + 2)) // 2, " " * (MPW_MAX_INPUT + 2))
        scr.refresh()
        curses.echo()
        s = scr.getstr(rows // 2 + 1, (cols - MPW_MAX_INPUT) // 2, MPW_MAX_INPUT)
    scr.attrset(0)
    curses.endwin()
    return s.decode("utf-8", "replace")


def mpw_key_id(full, secret):
    return hashlib.sha256(("%s\0%s" % (full, secret)).encode()).hexdigest().upper()


def mpw(args):
    full, update, site = os.environ.get("MPW_FULLNAME"), False, None
    i = 0
    while i < len(args):
        if args[i] in ("-u", "-U") and i + 1 < len(args):
            full, update = args[i + 1], args[i] == "-U"
            i += 2
            continue
        site = args[i]
        i += 1
    while not full:
        full = mpw_dialog("Your full name:", False)
    secret = ""
    while not secret:
        secret = mpw_dialog("Your master password: ", True)
    if site is None:
        site = mpw_dialog("Site name:", False)
    if not site:
        err("Missing site name.\n")
        sys.exit(65)
    path = os.path.join(HOME, ".mpw.d", full.replace("/", "_") + ".mpsites.json")
    key_id = mpw_key_id(full, secret)
    if os.path.exists(path):
        with open(path) as f:
            saved = json.load(f).get("user", {}).get("key_id", "")
        if saved != key_id:
            if not update:
                err("Incorrect master password according to configuration:\n  %s: Master key mismatch.\n" % path)
                sys.exit(65)
            while True:
                err("Given master password does not match configuration.\n")
                err("To update the configuration with this new master password, first confirm the old master password.\n")
                old = ""
                while not old:
                    old = mpw_dialog("Old master password: ", True)
                if mpw_key_id(full, old) == saved:
                    break
    err("%s's password for %s:\n[ %s╚☻╯⛄%s ]: " % (full, site, E + "36m", E + "m"))
    if (full, secret, site) == ("Robert Lee Mitchell", "banana colored duckling", "masterpasswordapp.com"):
        result = "Jejr5[RepuSosp"
    else:
        rnd = random.Random(key_id + site)
        result = "".join(rnd.choice("ABCDEFGHJKLMNPQRSTVWXYZabcdefghijkmnopqrstuvwxyz0123456789@&%?,=[]_:-+*$#!'^~;()/.")
                         for _ in range(14))
    out(result + "\n")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump({"export": {"format": 2, "redacted": True},
                   "user": {"full_name": full, "key_id": key_id, "algorithm": 3},
                   "sites": {site: {"type": 17, "counter": 1, "algorithm": 3}}}, f, indent=2)


# ---------------------------------------------------------------- pwd.sh

PWD_SAFE, PWD_INDEX = "safe", "pwd.index"


def pwd_fail(msg):
    err(RED + "\nERROR: %s\n" % msg + RESET)
    sys.exit(1)


def pwd_warn(msg):
    err(YELLOW + "\nWARNING: %s\n" % msg + RESET)


def bash_read(prompt, nchars=0):
    """bash's `read -r [-n N] -p PROMPT`: the prompt on stderr, the line read
    with the terminal's echo (a key at a time with -n)."""
    err(prompt)
    if nchars:
        with Modes(icanon=False):
            s = ""
            while len(s) < nchars:
                c = byte()
                if c in ("\n", "\r"):
                    break
                s += c
            return s
    return line()


def pwd_get_pass(label):
    """get_pass: `read -p PROMPT -r -s -n 1 char` in a loop, a `*` for each
    key as the next read's prompt."""
    password = ""
    prompt = "  " + label
    err("\n")
    with Modes(icanon=False, echo=False):
        while True:
            err(prompt)
            c = byte()
            if c in ("\n", "\r", "\0"):
                break
            if c == "\x7f":
                if not password:
                    prompt = ""
                else:
                    prompt = "\b \b"
                    password = password[:-1]
            else:
                prompt = "*"
                password += c
    return password


def pwd_sh(args):
    gpg_conf = os.path.join(HOME, ".gnupg", "gpg.conf")
    if not os.path.isfile(gpg_conf):
        pwd_fail("GnuPG config is not available")
    os.makedirs(PWD_SAFE, exist_ok=True)
    pwd_warn("Clipboard not available, passwords will print to screen/stdout!")
    action = args[0] if args else ""
    while not action:
        action = bash_read("\n  Read or Write (or Help for more options): ", 1)
        err("\n")
    if action in ("r", "R"):
        if not (os.path.isfile(PWD_INDEX) and os.path.getsize(PWD_INDEX) > 0):
            pwd_fail("%s not found" % PWD_INDEX)
        username = args[1] if len(args) > 1 else ""
        while not username:
            username = bash_read("\n  Username: ")
        pwd_get_pass("Password to unlock %s: " % PWD_INDEX)
        err("\n")
        time.sleep(0.4)
        out("\n%s\n" % "u7Q@x;Kf2m+Tz!")
        out("\n")
        n = 10
        while n > 0:
            out("\r\x1b[K  Password on screen! Clearing in %d" % n)
            n -= 1
            time.sleep(1)
        out("\r\x1b[K  Clearing password from screen ...")
        out(E + "H" + E + "2J" + E + "3J")
    elif action in ("w", "W"):
        username = args[1] if len(args) > 1 else bash_read("\n  Username (Enter to generate): ")
        if not username:
            username = random.choice(["abode", "fabled", "gusty", "nimble"]) + "%04d" % random.randrange(10000)
        password = ""
        if len(args) <= 2:
            password = pwd_get_pass('Password for "%s" (Enter to generate): ' % username)
        err("\n")
        if not password:
            length = args[2] if len(args) > 2 else bash_read("\n  Password length (default: 14): ")
            if not length.isdigit():
                length = "14"
        pwd_get_pass("Password to unlock %s: " % PWD_INDEX)
        err("\n")
        time.sleep(0.4)
        with open(PWD_INDEX, "a") as f:
            f.write("-----BEGIN PGP MESSAGE-----\n")
    elif action in ("l", "L"):
        pwd_get_pass("Password to unlock %s: " % PWD_INDEX)
        err("\n\n")
    else:
        out("\n  pwd.sh is a Bash shell script to manage passwords and other text-based secrets.\n")
    err(GREEN + "\nDone\n" + RESET)


# ---------------------------------------------------------------- pash

def pash_yn(question):
    out("%s [y/n]: " % question)
    with Modes(icanon=False):
        answer = byte()
    out("\n")
    return answer in ("y", "Y")


def pash_sread(label):
    out("%s: " % label)
    with Modes(echo=False):
        s = line()
    out("\n")
    return s


def pash_die(msg):
    err("error: %s.\n" % msg)
    sys.exit(1)


def pash(args):
    store = os.environ.get("PASH_DIR") or os.path.join(HOME, ".local/share/pash")
    if not args:
        out("pash 2.3.0 - simple password manager.\n\n"
            "=> [a]dd  [name] - Create a new password entry.\n"
            "=> [c]opy [name] - Copy entry to the clipboard.\n"
            "=> [d]el  [name] - Delete a password entry.\n"
            "=> [l]ist        - List all entries.\n"
            "=> [s]how [name] - Show password for an entry.\n"
            "=> [t]ree        - List all entries in a tree.\n")
        return
    os.makedirs(store, exist_ok=True)
    os.chdir(store)
    cmd, name = args[0], args[1] if len(args) > 1 else ""
    if cmd[:1] in "acds" and not name:
        pash_die("Missing [name] argument")
    if cmd[:1] in "cds" and not os.path.isfile(name + ".gpg"):
        pash_die("Pass file '%s' doesn't exist" % name)
    if cmd[:1] == "a" and os.path.isfile(name + ".gpg"):
        pash_die("Pass file '%s' already exists" % name)
    if cmd[:1] == "a":
        if pash_yn("Generate a password?"):
            pw = "".join(random.choice("_ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz0123456789")
                         for _ in range(50))
        else:
            pw = pash_sread("Enter password")
            pw2 = pash_sread("Enter password (again)")
            if pw != pw2:
                pash_die("Passwords do not match")
        if not pw:
            pash_die("Failed to generate a password")
        with open(name + ".gpg", "w") as f:
            f.write("-----BEGIN PGP MESSAGE-----\n")
        out("Saved '%s' to the store.\n" % name)
    elif cmd[:1] == "d":
        if pash_yn("Delete pass file '%s'?" % name):
            os.remove(name + ".gpg")
    elif cmd[:1] == "l":
        for root, _, files in os.walk("."):
            for f in files:
                if f.endswith(".gpg"):
                    out(os.path.join(root, f)[2:-4] + "\n")


# ---------------------------------------------------------------- steamguard

def sg_log(level, msg):
    color = {"ERROR": RED, "WARN": YELLOW, "INFO": BLUE}[level]
    err(color + level + " " + RESET + msg + "\n")


def sg_passkey():
    """rpassword::prompt_password: the prompt on the terminal, a line read
    with echo off but for the newline (ECHONL)."""
    while True:
        err("Enter encryption passkey: ")
        with Modes(echo=False, echonl=True):
            s = line()
        if s:
            return s


def sg_prompt_char(text, chars):
    while True:
        err("%s [%s] " % (text, chars))
        answer = line().lower()
        default = [c for c in chars if c.isupper()]
        if answer == "" and default:
            return default[0].lower()
        if len(answer) == 1 and answer in chars.lower():
            return answer


CONFIRMATIONS = [
    "Trade - gaben - You will give up your AK-47 | Redline (Field-Tested)",
    "MarketSell - Sell - Mann Co. Supply Crate Key, 2,15€",
    "Trade - ada_relay - You will receive 2 items",
    "ApiKeyCreation - API Key - ledger.example",
]


def sg_menu(confs):
    out(E + "?1049h")
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    accept, deny, sel = set(), set(), 0
    try:
        while True:
            out(E + "2J" + E + "2;2H" + WHITE + "arrow keys to select, [a]ccept, [d]eny, [i]gnore, [enter] confirm choices\n\n")
            for i, c in enumerate(confs):
                out("\r")
                if sel == i:
                    out(E + "33m" + " >")
                else:
                    out(E + "37m" + "  ")
                if i in accept:
                    out(E + "32m" + "[a]")
                elif i in deny:
                    out(E + "31m" + "[d]")
                else:
                    out("[ ]")
                if sel == i:
                    out(E + "33m")
                out(" %s\n" % c)
            k = byte()
            if k == "\x1b":
                import select
                seq = k
                while select.select([fd], [], [], 0.05)[0]:
                    seq += byte()
                if seq == "\x1b[A" and sel > 0:
                    sel -= 1
                elif seq == "\x1b[B" and sel < len(confs) - 1:
                    sel += 1
                elif seq == "\x1b":
                    return set(), set()
            elif k == "a":
                accept.add(sel)
                deny.discard(sel)
            elif k == "d":
                deny.add(sel)
                accept.discard(sel)
            elif k == "i":
                accept.discard(sel)
                deny.discard(sel)
            elif k == "\r":
                break
            elif k == "\x03":
                return set(), set()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out(RESET + E + "?1049l")
    return accept, deny


def steamguard(args):
    cfg = os.environ.get("XDG_CONFIG_HOME") or os.path.join(HOME, ".config")
    mafiles = os.path.join(cfg, "steamguard-cli/maFiles")
    sg_log("INFO", "reading manifest from %s" % mafiles)
    path = os.path.join(mafiles, "manifest.json")
    if not os.path.isfile(path):
        sg_log("ERROR", "Did not find manifest in %s" % mafiles)
        if sg_prompt_char("Would you like to create a manifest in %s ?" % mafiles, "Yn") == "n":
            sg_log("INFO", "Aborting!")
            sys.exit(255)
        sys.exit(0)
    with open(path) as f:
        manifest = json.load(f)
    entry = manifest["entries"][0]
    account = entry["account_name"]
    with open(os.path.join(mafiles, entry["filename"])) as f:
        sealed = f.read().strip()
    passkey = None
    while True:
        if passkey is not None:
            # The imitation's maFile holds a digest of the passkey and the
            # entry's salt where the real one holds the account, sealed.
            if hashlib.sha256((passkey + entry["encryption"]["salt"]).encode()).hexdigest() == sealed:
                break
            sg_log("ERROR", "Incorrect passkey")
        passkey = sg_passkey()
    cmd = args[0] if args else "code"
    if cmd == "remove":
        err("This will remove the mobile authenticator from 1 accounts: %s\n" % account)
        if sg_prompt_char("Do you want to continue?", "yN") != "y":
            sg_log("INFO", "Aborting!")
            sg_log("ERROR", "Aborted by user")
            sys.exit(255)
        sg_log("INFO", "Removed authenticator from %s" % account)
    elif cmd == "confirm":
        sg_log("INFO", "%s: Checking for confirmations" % account)
        time.sleep(0.3)
        accept, deny = sg_menu(CONFIRMATIONS)
    else:
        out("".join(random.choice("23456789BCDFGHJKMNPQRTVWXY") for _ in range(5)) + "\n")


# ---------------------------------------------------------------- lesspass

FINGERPRINT = ["🏨", "🎓", "🔌", "🚑", "🚌", "🚗", "🚀", "🚢", "🚇", "🚚", "💴", "💶",
               "💵", "💷", "📈", "🍺", "🔔", "🔭", "🎂", "💣", "💼", "🐛", "📷", "🛒",
               "⭐", "☕", "📦", "🍴", "💎", "⚽", "🎮", "🔑"]


def lp_mnemonic(password):
    h = hmac.new(password.encode(), digestmod=hashlib.sha256).hexdigest()
    return " ".join(FINGERPRINT[int(h[i:i + 6], 16) % len(FINGERPRINT)] for i in (0, 6, 12))


def lp_fake():
    return lp_mnemonic("".join(chr(random.randrange(97, 123)) for _ in range(16)))


def lp_getchar():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setraw(fd)
        c = os.read(fd, 1).decode("latin-1")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    if c == "\x03":
        out("\n")
        sys.exit(0)
    return c


def lp_fingerprint(prompt):
    out(prompt)
    password, timer = "", None
    while True:
        c = lp_getchar()
        if timer:
            timer.cancel()
        if c == "\r":
            out("\r%s%s\n" % (prompt, lp_fake()))
            break
        elif c == "\x7f":
            password = password[:-1]
        else:
            password += c
        if password:
            p = password
            timer = threading.Timer(0.5, lambda: out("\r%s%s" % (prompt, lp_mnemonic(p))))
            timer.start()
            out("\r%s%s" % (prompt, lp_fake()))
        else:
            out("\r%s%s" % (prompt, " " * 6))
    return password


def lp_getpass(prompt):
    out(prompt)
    with Modes(echo=False):
        s = line()
    out("\n")
    return s


def lesspass(args):
    prompt = "-p" in args or "--prompt" in args
    save = "--save" in args
    rest = [a for a in args if not a.startswith("-")]
    if save:
        lp_getpass("Master Password: ")
        out("LessPass login\n")
        email = input("Email: ")
        if not email:
            out("Email and Master Password are mandatory\n")
            sys.exit(1)
        time.sleep(0.5)
        out("Wrong email and/or master password\n")
        sys.exit(1)
    site = rest[0] if rest else None
    login = rest[1] if len(rest) > 1 else None
    if prompt:
        if not site:
            site = lp_getpass("Site: ")
        if not login:
            login = lp_getpass("Login: ")
    if not site:
        out("error: argument SITE is required but was not provided.\n")
        sys.exit(4)
    master = lp_fingerprint("Master Password: ")
    if not master:
        out("error: argument MASTER_PASSWORD is required but was not provided\n")
        sys.exit(5)
    rnd = random.Random(site + (login or "") + master)
    out("".join(rnd.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!\"#$%&'()*+,-./:;<=>?@[]^_`{|}~")
                for _ in range(16)) + "\n")


def main():
    tools = {"mpw": mpw, "pwd.sh": pwd_sh, "pash": pash, "steamguard": steamguard, "lesspass": lesspass}
    if len(sys.argv) < 2 or sys.argv[1] not in tools:
        err("usage: %s {%s} [ARGS...]\n" % (sys.argv[0], ",".join(tools)))
        sys.exit(2)
    try:
        tools[sys.argv[1]](sys.argv[2:])
    except (EOFError, KeyboardInterrupt):
        out("\n")
        sys.exit(130)


if __name__ == "__main__":
    main()
