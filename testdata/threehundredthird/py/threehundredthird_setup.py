"""One installer or setup tool imitated, named by the first argument: a
fixture of agentty's threehundredthird set, whose screens were never used
to tune the mode classifier. Each draws what a program that cannot run
here draws (its words, layout, colours, pointers, boxes and cursor) at
its questions: Seafile's setup-seafile-mysql.sh (line questions in
cooked mode, defaults in brackets, a numbered menu, the root password
with echo off), Streisand's provisioning (numbered menus with defaults,
a server name, an API token with echo off), Sandstorm's install.sh (a
numbered menu, yes questions defaulting to yes), Lando's `lando init`
and `lando destroy` (inquirer's lists and questions, keys read raw) and
iRedMail's installer (dialog boxes on a blue ground, on the alternate
screen). Runs with Debian's python3 and its standard library only."""

import curses
import getpass
import os
import sys
import termios
import time
import tty

os.environ.setdefault("ESCDELAY", "25")

BOLD, DIM, RESET = "\033[1m", "\033[2m", "\033[0m"
GREEN, CYAN, RED, YELLOW = "\033[32m", "\033[36m", "\033[31m", "\033[33m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    out(prompt)
    try:
        return sys.stdin.readline().rstrip("\n")
    except KeyboardInterrupt:
        sys.exit(1)


# --- Seafile's setup-seafile-mysql.sh ------------------------------------

def seafile():
    rule = "-" * 65
    out("Checking python on this machine ...\n\n")
    out(rule + "\n")
    out("This script will guide you to setup your seafile server using MySQL.\n")
    out("Make sure you have read seafile server manual at\n\n")
    out("        https://download.seafile.com/published/seafile-manual/home.md\n\n")
    out("Press ENTER to continue\n")
    out(rule + "\n\n")
    ask("")
    out("\n")

    def question(lines, hint):
        while True:
            out("\n".join(lines) + "\n")
            v = ask("[ " + hint + " ] ")
            out("\n")
            return v

    name = question(["What is the name of the server? It will be displayed on the client.",
                     "3 - 15 letters or digits"], "server name")
    question(["What is the ip or domain of the server?",
              "For example: www.mycompany.com, 192.168.1.101"], "This server's ip or domain")
    question(["Which port do you want to use for the seafile fileserver?"], 'default "8082"')
    r = "-" * 55
    out(r + "\nPlease choose a way to initialize seafile databases:\n" + r + "\n\n")
    out("[1] Create new ccnet/seafile/seahub databases\n")
    out("[2] Use existing ccnet/seafile/seahub databases\n\n")
    ask("[ 1 or 2 ] ")
    out("\n")
    question(["What is the host of mysql server?"], 'default "localhost"')
    question(["What is the port of mysql server?"], 'default "3306"')
    out("What is the password of the mysql root user?\n")
    getpass.getpass("[ root password ] ")
    out("\nverifying password of user root ...  done\n\n")
    question(["Enter the name for mysql user of seafile. It would be created if not exists."], 'default "seafile"')
    time.sleep(3600)


# --- Streisand --------------------------------------------------------------

def streisand():
    out("Which provider are you using?\n\n")
    for i, p in enumerate(["Amazon", "Azure", "DigitalOcean", "Google", "Linode",
                           "Rackspace", "Localhost (Advanced)", "Existing Server (Advanced)"], 1):
        out("  %d. %s\n" % (i, p))
    out("\n")
    ask("Please choose the number of your provider. Press enter for default (1) [1]: ")
    out("\nRunning: ansible-playbook playbooks/digitalocean.yml\n\n")
    out("In what region should the server be located? (for example: nyc3)\n")
    for i, p in enumerate(["Amsterdam     (Datacenter 3)", "Bangalore", "Frankfurt", "London",
                           "New York      (Datacenter 3)", "San Francisco (Datacenter 2)",
                           "Singapore", "Toronto"], 1):
        out("    %d. %s\n" % (i, p))
    out("Please choose the number of your region. Press enter for default (#5) region.\n")
    ask(" [5]: ")
    out("What should the server name be? Press enter for default (streisand-host).\n")
    ask(" [streisand-host]: ")
    getpass.getpass("Please enter your DigitalOcean API token (https://cloud.digitalocean.com/settings/applications): ")
    out("\n")
    out("PLAY [Provision the DigitalOcean Server] " + "*" * 39 + "\n\n")
    time.sleep(3600)


# --- Sandstorm's install.sh -------------------------------------------------

def sandstorm():
    out("Sandstorm makes it easy to run web apps on your own server. You can have:\n\n")
    out("1. A typical install, to use Sandstorm (press enter to accept this default)\n")
    out("2. A development server, for working on Sandstorm itself or localhost-based\n")
    out("   app development\n\n")
    ask("How are you going to use this Sandstorm install? [1] ")
    out("We're going to:\n\n")
    out("* Install Sandstorm in /opt/sandstorm.\n")
    out("* Automatically keep Sandstorm up-to-date (with signed updates).\n")
    out("* Create a service user (sandstorm) that owns Sandstorm's files.\n")
    out("* Configure Sandstorm to start on system boot (with systemd).\n")
    out("* Listen for inbound email on port 25.\n\n")
    out("To set up Sandstorm, we will use sudo to switch to root, then\n")
    out("provide further information before doing the install.\n")
    out("Sandstorm's database and web interface won't run as root.\n")
    ask("OK to continue? [yes] ")
    out("\nAs a Sandstorm user, you are invited to use a free Internet hostname as a\n")
    out("subdomain of sandcats.io, a free service operated by the Sandstorm\n")
    out("development team.\n\n")
    out("Sandcats.io provides:\n\n")
    out("* A name for your server, like `alice.sandcats.io`\n")
    out("* Free SSL/TLS certificates for your server\n")
    out("* Dynamic DNS, so your server can move to a new IP address\n\n")
    ask("Do you want to use a free sandcats.io subdomain? [yes] ")
    out("\nChoose your desired Sandcats subdomain (alphanumeric, max 20 characters).\n")
    out("Type the word none to skip this step, or help for help.\n")
    ask("What *.sandcats.io subdomain would you like? [] ")
    time.sleep(3600)


# --- Lando (inquirer) -------------------------------------------------------

class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setcbreak(self.fd)
        new = termios.tcgetattr(self.fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(self.fd, termios.TCSANOW, new)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        c = os.read(self.fd, 1)
        if c == b"\x1b":
            c += os.read(self.fd, 2)
        return c


drawn = [0]


def redraw(lines, cursor=None):
    """Erases what was drawn and draws lines, the cursor after cursor."""
    if drawn[0]:
        out("\r\033[%dA" % (drawn[0] - 1) if drawn[0] > 1 else "\r")
    out("\033[J" + "\r\n".join(lines))
    drawn[0] = len(lines)
    if cursor is not None:
        out(cursor)


def lando_list(raw, q, choices, page=7):
    i = 0
    out("\033[?25l")
    while True:
        top = max(0, min(i - page // 2, len(choices) - page)) if len(choices) > page else 0
        lines = [GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "(Use arrow keys)" + RESET]
        for j in range(top, min(top + page, len(choices))):
            if j == i:
                lines.append(CYAN + "\u276f " + choices[j] + RESET)
            else:
                lines.append("  " + choices[j])
        if len(choices) > page:
            lines.append(DIM + "(Move up and down to reveal more choices)" + RESET)
        redraw(lines)
        k = raw.key()
        if k == b"\x1b[B":
            i = (i + 1) % len(choices)
        elif k == b"\x1b[A":
            i = (i - 1) % len(choices)
        elif k in (b"\r", b"\n"):
            redraw([GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + CYAN + choices[i] + RESET])
            out("\r\n\033[?25h")
            drawn[0] = 0
            return choices[i]


def lando_input(raw, q, hint):
    v = ""
    while True:
        head = GREEN + "?" + RESET + " " + BOLD + q + RESET + " "
        if hint:
            head += DIM + "(" + hint + ")" + RESET + " "
        redraw([head + v])
        k = raw.key()
        if k in (b"\r", b"\n"):
            redraw([GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + CYAN + (v or hint) + RESET])
            out("\r\n")
            drawn[0] = 0
            return v or hint
        if k in (b"\x7f", b"\x08"):
            v = v[:-1]
        elif k.isascii() and k.decode(errors="ignore").isprintable():
            v += k.decode()


def lando(what):
    with Raw() as raw:
        if what == "destroy":
            lando_input(raw, "Are you sure you want to DESTROY?", "y/N")
            out("Destroying relay\n")
            time.sleep(3600)
            return
        lando_list(raw, "From where should we get your app's codebase?",
                   ["current working directory", "github", "pantheon", "platformsh",
                    "remote git repo or archive"])
        lando_list(raw, "What recipe do you want to use?",
                   ["acquia", "backdrop", "drupal10", "drupal11", "joomla", "lamp", "laravel",
                    "lemp", "mean", "pantheon", "platformsh", "symfony", "wordpress", "none"])
        lando_input(raw, "Where is your webroot relative to the init destination?", ".")
        lando_input(raw, "What do you want to call this app?", "")
        time.sleep(3600)


# --- iRedMail's installer (dialog) -----------------------------------------

BACKTITLE = "iRedMail: Open Source Mail Server Solution"


def iredmail(scr):
    curses.start_color()
    curses.init_pair(1, curses.COLOR_CYAN, curses.COLOR_BLUE)    # screen
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # box
    curses.init_pair(3, curses.COLOR_BLUE, curses.COLOR_WHITE)   # title
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLUE)   # active button
    curses.init_pair(5, curses.COLOR_RED, curses.COLOR_WHITE)    # button key
    curses.init_pair(6, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_CYAN)   # input field
    curses.curs_set(0)
    scr.keypad(True)
    H, W = scr.getmaxyx()

    def put(y, x, s, a=0):
        try:
            scr.addstr(y, x, s, a)
        except curses.error:
            pass

    def frame(title, h, w):
        scr.bkgd(" ", curses.color_pair(1))
        scr.erase()
        put(0, 1, BACKTITLE, curses.color_pair(1) | curses.A_BOLD)
        put(1, 1, "\u2500" * (W - 2), curses.color_pair(1) | curses.A_BOLD)
        y, x = (H - h) // 2, (W - w) // 2
        box = curses.color_pair(2)
        for r in range(h):
            put(y + r, x, " " * w, box)
            put(y + r + 1, x + w, "  ", curses.color_pair(6))
        put(y + h, x + 2, " " * w, curses.color_pair(6))
        put(y, x, "\u250c" + "\u2500" * (w - 2) + "\u2510", box | curses.A_BOLD)
        for r in range(1, h - 1):
            put(y + r, x, "\u2502", box | curses.A_BOLD)
            put(y + r, x + w - 1, "\u2502", box)
        put(y + h - 1, x, "\u2514" + "\u2500" * (w - 2) + "\u2518", box)
        put(y + h - 3, x, "\u251c" + "\u2500" * (w - 2) + "\u2524", box)
        t = " " + title + " "
        put(y, x + (w - len(t)) // 2, t, curses.color_pair(3) | curses.A_BOLD)
        return y, x

    def buttons(y, x, w, labels, focus):
        gap = 5
        total = sum(len(l) + 4 for l in labels) + gap * (len(labels) - 1)
        bx = x + (w - total) // 2
        for i, l in enumerate(labels):
            on = i == focus
            a = curses.color_pair(4) | curses.A_BOLD if on else curses.color_pair(2)
            put(y, bx, "<", a)
            put(y, bx + 1, " ", a)
            put(y, bx + 2, l[0], (curses.color_pair(4) if on else curses.color_pair(5)) | curses.A_BOLD)
            put(y, bx + 3, l[1:] + " ", a)
            put(y, bx + 3 + len(l), ">", a)
            bx += len(l) + 4 + gap

    def text(y, x, lines):
        for i, l in enumerate(lines):
            put(y + i, x, l, curses.color_pair(2))

    def yesno(title, lines):
        focus = 0
        while True:
            h, w = len(lines) + 6, 66
            y, x = frame(title, h, w)
            text(y + 2, x + 2, lines)
            buttons(y + h - 2, x, w, ["Yes", "No"], focus)
            scr.refresh()
            k = scr.getch()
            if k in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
                focus = 1 - focus
            elif k in (10, 13):
                return focus == 0

    def inputbox(title, lines, value, secret=False):
        curses.curs_set(1)
        while True:
            h, w = len(lines) + 9, 66
            y, x = frame(title, h, w)
            text(y + 2, x + 2, lines)
            fy = y + len(lines) + 3
            put(fy - 1, x + 2, "\u250c" + "\u2500" * (w - 6) + "\u2510", curses.color_pair(2))
            put(fy, x + 2, "\u2502", curses.color_pair(2))
            put(fy, x + w - 3, "\u2502", curses.color_pair(2))
            put(fy + 1, x + 2, "\u2514" + "\u2500" * (w - 6) + "\u2518", curses.color_pair(2))
            shown = "" if secret else value
            put(fy, x + 3, shown.ljust(w - 6), curses.color_pair(7))
            buttons(y + h - 2, x, w, ["OK", "Cancel"], 0)
            scr.move(fy, x + 3 + len(shown))
            scr.refresh()
            k = scr.getch()
            if k in (10, 13):
                curses.curs_set(0)
                return value
            if k in (8, 127, curses.KEY_BACKSPACE):
                value = value[:-1]
            elif 32 <= k < 127:
                value += chr(k)

    def listbox(title, lines, items, ticked, radio):
        cur = 0
        while True:
            h, w = len(lines) + len(items) + 8, 70
            y, x = frame(title, h, w)
            text(y + 2, x + 2, lines)
            ly = y + len(lines) + 3
            put(ly - 1, x + 2, "\u250c" + "\u2500" * (w - 6) + "\u2510", curses.color_pair(2))
            for i, (name, desc) in enumerate(items):
                put(ly + i, x + 2, "\u2502", curses.color_pair(2))
                put(ly + i, x + w - 3, "\u2502", curses.color_pair(2))
                mark = ("(*)" if ticked[i] else "( )") if radio else ("[*]" if ticked[i] else "[ ]")
                a = curses.color_pair(4) | curses.A_BOLD if i == cur else curses.color_pair(2)
                put(ly + i, x + 4, mark, curses.color_pair(2) | curses.A_BOLD)
                put(ly + i, x + 8, name.ljust(14), a)
                put(ly + i, x + 23, desc, curses.color_pair(2))
            put(ly + len(items), x + 2, "\u2514" + "\u2500" * (w - 6) + "\u2518", curses.color_pair(2))
            buttons(y + h - 2, x, w, ["OK", "Cancel"], 0)
            scr.refresh()
            k = scr.getch()
            if k == curses.KEY_DOWN:
                cur = min(cur + 1, len(items) - 1)
            elif k == curses.KEY_UP:
                cur = max(cur - 1, 0)
            elif k == 32:
                if radio:
                    ticked = [j == cur for j in range(len(items))]
                else:
                    ticked[cur] = not ticked[cur]
            elif k in (10, 13):
                return ticked

    if not yesno("Welcome and thanks for your use", [
            "Welcome and thanks for your use of iRedMail.",
            "",
            "* This wizard will guide you to set up a full-featured",
            "  mail server in a few minutes.",
            "* You can abort it at any time with Ctrl-C.",
            "",
            "Would you like to continue?"]):
        return
    inputbox("Default mail storage path", [
        "Please specify a directory (in lowercase) used to store",
        "user mailboxes. Default is: /var/vmail",
        "",
        "NOTES: it may take large disk space."], "/var/vmail")
    listbox("Choose preferred backend used to store mail accounts", [
        "We provide three backends and the homologous webmail programs:",
        "TIP: Use SPACE key to select item."], [
        ("OpenLDAP", "An open source implementation of LDAP"),
        ("MariaDB", "An enhanced, drop-in replacement for MySQL"),
        ("PostgreSQL", "Powerful, open source database system")], [True, False, False], True)
    inputbox("Password for MySQL administrator: root", [
        "Please specify password for MySQL administrator root",
        "on server localhost.",
        "",
        "WARNING: Do *NOT* use double quote (\") in password."], "", secret=True)
    listbox("Optional components", [
        "* DKIM signing/verification and SPF validation are enabled",
        "  by default.",
        "TIP: Use SPACE key to select item."], [
        ("Roundcubemail", "Popular webmail built with PHP and AJAX"),
        ("SOGo", "Webmail, Calendar, Address book"),
        ("netdata", "Awesome system monitor"),
        ("iRedAdmin", "Official web-based Admin Panel"),
        ("Fail2ban", "Ban IP with too many password failures")], [True] * 5, False)
    time.sleep(3600)


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what == "seafile":
        seafile()
    elif what == "streisand":
        streisand()
    elif what == "sandstorm":
        sandstorm()
    elif what in ("lando-init", "lando-destroy"):
        lando(what.split("-", 1)[1])
    elif what == "iredmail":
        curses.wrapper(iredmail)
    else:
        sys.exit("usage: threehundredthird_setup.py seafile|streisand|sandstorm|lando-init|lando-destroy|iredmail")


if __name__ == "__main__":
    main()
