#!/usr/bin/env python3
"""The threehundredfortyninth set's imitations: command-line tools of
developers and operators that Debian does not package, asking on cooked
lines, each drawn the way the tool draws (as known from its source,
documentation and screenshots):

  keeper           Keeper Security's Commander (`keeper shell`): its logo,
                   `Not logged in> `, `login` asking `Email: `, the master
                   password with echo off (asked again after a wrong one),
                   a numbered menu of 2FA methods (asked again after a
                   wrong entry) and `Enter 2FA Code: `
  openvpn-install  angristan's openvpn-install.sh (bash `read -e -i`, the
                   answer prefilled in the line): the address, [y/n]
                   questions, numbered menus `Port choice [1-3]: 1`, asked
                   again silently until valid; with `installed`, its menu
                   of what to do and a client's PEM pass phrase
  snapcraft        Canonical's snapcraft: `login` (Email, Password with echo
                   off, `Second-factor auth: `) and `register NAME`'s long
                   question ending `[y/N]: `
  mackup           lra's mackup: `<Yes|No>` questions asked again until
                   answered yes, y, no or n; `mackup-synced` runs it over a
                   storage folder synced from another machine
  comby            comby's `-review`: the screen cleared, each hunk shown
                   as patdiff draws it over `Accept change (y = yes
                   [default], n = no, e = edit original, E = apply+edit, q =
                   quit)?`, read with read_line

Run: threehundredfortyninth_clis.py TOOL [ARGS...]
"""
import getpass
import os
import sys
import time

ESC = "\x1b"


def out(s, stream=None):
    stream = stream or sys.stdout
    stream.write(s)
    stream.flush()


def cooked(prompt, stream=None):
    """A line read the way input() reads it when no line editor is loaded:
    the prompt written, the terminal left cooked."""
    out(prompt, stream)
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


# ---------------------------------------------------------------- keeper

GREEN, CYAN, YELLOW, WHITE, RESET = ESC + "[32m", ESC + "[36m", ESC + "[33m", ESC + "[37m", ESC + "[39m"
LYELLOW, LWHITE, LBLACK = ESC + "[93m", ESC + "[97m", ESC + "[90m"
BACK_BLACK, BRIGHT, RESET_ALL = ESC + "[40m", ESC + "[1m", ESC + "[0m"

KEEPER_LOGO = [
    r'         /#############/   /#\ ',
    r'        /#############/   /###\      _    __  _______  _______  ______   _______  ______ (R)',
    r'       /#############/   /#####\    | |  / / |  ____/ |  ____/ |  ___ \ |  ____/ |  ___ \ ',
    r'      /######/           \######\   | | / /  | |____  | |____  | | __| || |____  | | __| | ',
    r'     /######/             \######\  | |< <   |  ___/  |  ___/  | |/___/ |  ___/  | |/_  / ',
    r'    /######/               \######\ | | \ \  | |_____ | |_____ | |      | |_____ | |  \ \ ',
    r'    \######\               /######/ |_|  \_\ |_______||_______||_|      |_______||_|   \_\ ',
    (r'     \######\             /######/', r'     ____                                          _ '),
    (r'      \######\           /######/ ', r'   /  ___|___  _ __ ___  _ __ ___   __ _ _ __   __| | ___ _ __ '),
    (r'       \#############\   \#####/  ', r"  /  /   / _ \| '_ ` _ \| '_ ` _ \ / _` | '_ \ / _` |/ _ \ '__| "),
    (r'        \#############\   \###/   ', r'  \  \__| (_) | | | | | | | | | | | (_| | | | | (_| |  __/ | '),
    (r'         \#############\   \#/    ', r'   \_____\___/|_| |_| |_|_| |_| |_|\__,_|_| |_|\__,_|\___|_| '),
    '',
]


def keeper_welcome():
    width = os.get_terminal_size().columns
    print(RESET_ALL)
    print(BACK_BLACK + BRIGHT + "\n")
    for line in KEEPER_LOGO:
        if isinstance(line, str):
            print(ESC + "[2K" + LYELLOW + line[:width])
        else:
            yellow, white = line
            yellow = yellow[:width]
            white = white[:max(0, width - len(yellow))]
            print(ESC + "[2K" + LYELLOW + yellow + LWHITE + white)
    print(ESC + "[2K" + LBLACK + "%93s" % "v17.2.3" + RESET_ALL)
    print()


def keeper_login():
    err = sys.stderr
    print(CYAN + "Data center: " + WHITE + "US" + RESET, file=err)
    print(CYAN + "Use " + GREEN + "login --server <region>" + CYAN + " to change (US, EU, AU, CA, JP, GOV)" + RESET, file=err)
    print("", file=err)
    user = cooked(GREEN + "Email: " + RESET).strip().lower()
    if not user:
        return False
    failed = 0
    while True:
        print(CYAN + "Enter master password for " + WHITE + user + RESET, file=err)
        if failed:
            print(YELLOW + 'Forgot password? Type "recover"<Enter>' + RESET, file=err)
        password = getpass.getpass(prompt=GREEN + "Password: " + RESET)
        if not password:
            return False
        time.sleep(0.4)
        if password == "correct horse battery":
            break
        failed += 1
        print("Invalid email or password combination, please re-enter.", file=err)

    channels = [("TOTP (Google and Microsoft Authenticator)", "", ""), ("Backup Codes", "", "")]
    print("\n" + YELLOW + "Two-Factor Authentication Required" + RESET + "\n", file=err)
    print(CYAN + "Select your 2FA method:" + RESET, file=err)
    for i, (desc, name, phone) in enumerate(channels):
        print("  " + GREEN + str(i + 1) + RESET + ". " + desc + " " + name + " " + phone, file=err)
    print("  " + GREEN + "q" + RESET + ". Cancel login", file=err)
    print("", file=err)
    while True:
        selection = cooked(GREEN + "Selection: " + RESET)
        if selection == "q":
            raise KeyboardInterrupt
        if selection.isnumeric() and 1 <= int(selection) <= len(channels):
            break
        print("Invalid entry, additional factors of authentication shown may be configured if not currently enabled.",
              file=err)
    print("\n2FA Code Duration: Require Every Login.\n"
          "To change duration: 2fa_duration=login|12_hours|24_hours|30_days|forever", file=err)
    while True:
        code = cooked("\n" + GREEN + "Enter 2FA Code: " + RESET)
        if code:
            break
    time.sleep(0.3)
    print(GREEN + "2FA code verified." + RESET, file=err)
    print("Syncing...", file=err)
    time.sleep(0.3)
    print("Decrypted [14] record(s)", file=err)
    return True


def keeper():
    import readline  # prompt_toolkit edits Commander's own command line
    readline.parse_and_bind("set editing-mode vi")
    keeper_welcome()
    err = sys.stderr
    print("", file=err)
    print("You are not logged in.", file=err)
    print("Type " + GREEN + "login <email>" + RESET + " to authenticate or " + GREEN + "server <region>" + RESET +
          " to change data centers.", file=err)
    print("Type " + GREEN + "?" + RESET + " for a list of all available commands.", file=err)
    logged_in = False
    while True:
        line = input("My Vault> " if logged_in else "Not logged in> ").strip()
        if line in ("q", "quit", "exit"):
            return
        if line == "":
            continue
        if line.split()[0] == "login":
            try:
                logged_in = keeper_login() or logged_in
            except KeyboardInterrupt:
                print("", file=err)
        elif line in ("ls", "list"):
            if not logged_in:
                print("Not logged in", file=err)
                continue
            print("  #  Record UID              Type   Title          Login               URL")
            print("---  ----------------------  -----  -------------  ------------------  ----------------------")
            print("  1  3f0Lq2Xw8c9aVb1rT5yK0g  login  Staging DB     deploy              https://db.staging.lan")
            print("  2  Zs9dK1mB7nQ4wE2rT6yU8i  login  Grafana        alice@example.com   https://grafana.lan")
        else:
            print("%s: command not found. Type ? for a list of all available commands." % line.split()[0], file=err)


# ---------------------------------------------------------------- openvpn-install

def read_e(prompt, prefill=""):
    """bash's `read -rp PROMPT -e -i PREFILL`: readline, the answer put in
    the line to edit."""
    import readline
    readline.set_startup_hook(lambda: readline.insert_text(prefill))
    try:
        return input(prompt)
    finally:
        readline.set_startup_hook()


def read_p(prompt):
    """bash's `read -rp PROMPT`: the prompt on stderr, a cooked line."""
    return cooked(prompt, sys.stderr)


def openvpn_install(*args):
    if args[:1] == ("installed",):
        return openvpn_manage()
    print("Welcome to the OpenVPN installer!")
    print("The git repository is available at: https://github.com/angristan/openvpn-install")
    print("")
    print("I need to ask you a few questions before starting the setup.")
    print("You can leave the default options and just press enter if you are ok with them.")
    print("")
    print("I need to know the IPv4 address of the network interface you want OpenVPN listening to.")
    print("Unless your server is behind NAT, it should be your public IPv4 address.")
    ip = read_e("IP address: ", "10.0.0.5")
    if ip.startswith(("10.", "192.168", "172.16")):
        print("")
        print("It seems this server is behind NAT. What is its public IPv4 address or hostname?")
        print("We need it for the clients to connect to the server.")
        endpoint = ""
        while not endpoint:
            endpoint = read_e("Public IPv4 address or hostname: ", "203.0.113.7")
    print("")
    print("Checking for IPv6 connectivity...")
    print("")
    time.sleep(1.5)  # ping6 -c3 ipv6.google.com, unreachable
    print("Your host does not appear to have IPv6 connectivity.")
    print("")
    ipv6 = ""
    while ipv6 not in ("y", "n"):
        ipv6 = read_e("Do you want to enable IPv6 support (NAT)? [y/n]: ", "n")
    print("")
    print("What port do you want OpenVPN to listen to?")
    print("   1) Default: 1194")
    print("   2) Custom")
    print("   3) Random [49152-65535]")
    choice = ""
    while choice not in ("1", "2", "3"):
        choice = read_e("Port choice [1-3]: ", "1")
    if choice == "2":
        port = ""
        while not (port.isdigit() and 1 <= int(port) <= 65535):
            port = read_e("Custom port [1-65535]: ", "1194")
    elif choice == "3":
        print("Random Port: 51820")
    print("")
    print("What protocol do you want OpenVPN to use?")
    print("UDP is faster. Unless it is not available, you shouldn't use TCP.")
    print("   1) UDP")
    print("   2) TCP")
    proto = ""
    while proto not in ("1", "2"):
        proto = read_e("Protocol [1-2]: ", "1")
    print("")
    print("What DNS resolvers do you want to use with the VPN?")
    for i, name in enumerate(DNS_RESOLVERS):
        print("   %d) %s" % (i + 1, name))
    dns = ""
    while not (dns.isdigit() and 1 <= int(dns) <= 13):
        dns = read_e("DNS [1-12]: ", "11")
    print("")
    print("Do you want to use compression? It is not recommended since the VORACLE attack makes use of it.")
    comp = ""
    while comp not in ("y", "n"):
        comp = read_e("Enable compression? [y/n]: ", "n")
    print("")
    print("Do you want to customize encryption settings?")
    print("Unless you know what you're doing, you should stick with the default parameters provided by the script.")
    print("Note that whatever you choose, all the choices presented in the script are safe. (Unlike OpenVPN's defaults)")
    print("See https://github.com/angristan/openvpn-install#security-and-encryption to learn more.")
    print("")
    enc = ""
    while enc not in ("y", "n"):
        enc = read_e("Customize encryption settings? [y/n]: ", "n")
    print("")
    print("Okay, that was all I needed. We are ready to setup your OpenVPN server now.")
    print("You will be able to generate a client at the end of the installation.")
    out("Press any key to continue...", sys.stderr)
    import termios
    import tty
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        os.read(fd, 1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    print("")
    print("Hit:1 http://deb.debian.org/debian bookworm InRelease")
    time.sleep(30)


DNS_RESOLVERS = [
    "Current system resolvers (from /etc/resolv.conf)",
    "Self-hosted DNS Resolver (Unbound)",
    "Cloudflare (Anycast: worldwide)",
    "Quad9 (Anycast: worldwide)",
    "Quad9 uncensored (Anycast: worldwide)",
    "FDN (France)",
    "DNS.WATCH (Germany)",
    "OpenDNS (Anycast: worldwide)",
    "Google (Anycast: worldwide)",
    "Yandex Basic (Russia)",
    "AdGuard DNS (Anycast: worldwide)",
    "NextDNS (Anycast: worldwide)",
    "Custom",
]


def openvpn_manage():
    print("Welcome to OpenVPN-install!")
    print("The git repository is available at: https://github.com/angristan/openvpn-install")
    print("")
    print("It looks like OpenVPN is already installed.")
    print("")
    print("What do you want to do?")
    print("   1) Add a new user")
    print("   2) Revoke existing user")
    print("   3) Remove OpenVPN")
    print("   4) Exit")
    option = ""
    while option not in ("1", "2", "3", "4"):
        option = read_p("Select an option [1-4]: ")
    if option == "1":
        print("")
        print("Tell me a name for the client.")
        print("The name must consist of alphanumeric character. It may also include an underscore or a dash.")
        import re
        client = ""
        while not re.fullmatch(r"[a-zA-Z0-9_-]+", client):
            client = read_e("Client name: ")
        print("")
        print("Do you want to protect the configuration file with a password?")
        print("(e.g. encrypt the private key with a password)")
        print("   1) Add a passwordless client")
        print("   2) Use a password for the client")
        pw = ""
        while pw not in ("1", "2"):
            pw = read_e("Select an option [1-2]: ", "1")
        if pw == "2":
            print("⚠️ You will be asked for the client password below ⚠️")
        print("* Using SSL: openssl OpenSSL 3.0.11 19 Sep 2023 (Library: OpenSSL 3.0.11 19 Sep 2023)")
        print("")
        print("* Using Easy-RSA configuration: /etc/openvpn/easy-rsa/vars")
        print("")
        if pw == "2":
            while True:
                a = getpass.getpass("Enter PEM pass phrase:")
                b = getpass.getpass("Verifying - Enter PEM pass phrase:")
                if a == b and len(a) >= 4:
                    break
                print("Verify failure" if a != b else "Result too small")
        print("-----")
        print("Client %s added." % client)
        print("")
        print("The configuration file has been written to /root/%s.ovpn." % client)
        print("Download the .ovpn file and import it in your OpenVPN client.")
    elif option == "2":
        print("")
        print("Select the existing client certificate you want to revoke")
        print("     1) alice")
        print("     2) bob")
        n = ""
        while n not in ("1", "2"):
            n = read_p("Select one client [1-2]: ")
    elif option == "3":
        print("")
        read_e("Do you really want to remove OpenVPN? [y/n]: ", "n")


# ---------------------------------------------------------------- snapcraft

REGISTER_CONFIRM = """\
We always want to ensure that users get the software they expect
for a particular name.

If needed, we will rename snaps to ensure that a particular name
reflects the software most widely expected by our community.

For example, most people would expect 'thunderbird' to be published by
Mozilla. They would also expect to be able to get other snaps of
Thunderbird as '$username-thunderbird'.

Would you say that MOST users will expect {!r} to come from
you, and be the software you intend to publish there?"""


def snapcraft(*args):
    if args[:1] == ("login",):
        print("Enter your Ubuntu One e-mail address and password.", file=sys.stderr)
        print("If you do not have an Ubuntu One account, you can create one at https://snapcraft.io/account",
              file=sys.stderr)
        cooked("Email: ")
        getpass.getpass("Password: ")
        time.sleep(0.6)
        cooked("Second-factor auth: ")
        time.sleep(0.6)
        print("Login successful", file=sys.stderr)
    elif args[:1] == ("register",) and len(args) > 1:
        name = args[1]
        print("Go to https://documentation.ubuntu.com/snapcraft/stable/how-to/publishing/register-a-snap/ "
              "for more information on registering a snap.", file=sys.stderr)
        reply = cooked(REGISTER_CONFIRM.format(name) + " [y/N]: ").lower().strip()
        if reply[:1] == "y":
            time.sleep(0.5)
            print("Registered %r" % name, file=sys.stderr)
        else:
            print("Snap name %r not registered" % name, file=sys.stderr)
    else:
        print("Usage: snapcraft [options] command [args]...", file=sys.stderr)
        sys.exit(64)


# ---------------------------------------------------------------- mackup

def mackup_confirm(question):
    while True:
        answer = cooked(question + " <Yes|No> ").lower()
        if answer in ("yes", "y"):
            return True
        if answer in ("no", "n"):
            return False


MACKUP_FILES = [".bash_profile", ".bashrc", ".gitconfig", ".vimrc"]


def mackup(*args, synced=False):
    home = os.path.expanduser("~")
    folder = os.path.join(home, "dotfiles", "Mackup")
    if synced:
        os.makedirs(folder, exist_ok=True)
        for f in (".gitconfig", ".vimrc", ".mackup.cfg"):
            open(os.path.join(folder, f), "a").close()
    with open(os.path.join(home, ".mackup.cfg"), "w") as cfg:
        cfg.write("[storage]\nengine = file_system\npath = dotfiles\ndirectory = Mackup\n")
    for f in MACKUP_FILES:
        p = os.path.join(home, f)
        if not os.path.exists(p):
            open(p, "a").close()
    cmd = args[0] if args else ""
    if cmd == "backup":
        if not os.path.isdir(folder):
            if mackup_confirm("Mackup needs a directory to store your configuration files\n"
                              "Do you want to create it now? <%s>" % folder):
                os.makedirs(folder)
            else:
                print("Error: Mackup can't do anything without a home =(")
                sys.exit(1)
        for f in MACKUP_FILES + [".mackup.cfg"]:
            print("Backing up %s ..." % f)
            target = os.path.join(folder, f)
            if os.path.lexists(target):
                mackup_confirm("A file named %s already exists in the Mackup folder.\n"
                               "Are you sure that you want to replace it? (use --force to skip this prompt)" % target)
    elif cmd == "uninstall":
        if mackup_confirm("You are going to uninstall Mackup.\n"
                          "Every configuration file, setting and dotfile managed by Mackup will be unlinked"
                          " and copied back to their original place, in your home folder.\n"
                          "Are you sure?"):
            for f in MACKUP_FILES:
                print("Reverting %s ..." % f)
            print("\nAll your files have been put back into place. You can now safely uninstall Mackup.\n")
            print("Thanks for using Mackup!")
    else:
        print("Usage:\n  mackup list\n  mackup [options] backup\n  mackup [options] restore\n"
              "  mackup [options] uninstall")
        sys.exit(1)


def mackup_synced(*args):
    mackup(*args, synced=True)


# ---------------------------------------------------------------- comby

RED, GRN, YEL, BOLD, OFF = ESC + "[31m", ESC + "[32m", ESC + "[33m", ESC + "[1m", ESC + "[0m"

# Each file's hunks in the order comby shows them: last in the file first.
COMBY_HUNKS = [
    ("cmd/relay/main.go", "-41,7 +41,7", [
        "\t\tif errors.Is(err, http.ErrServerClosed) {",
        "\t\t\treturn",
        "\t\t}",
        ("\t\t", "fmt", "log", ".Println(\"listen:\", err)"),
        "\t\tos.Exit(1)",
        "\t}",
        "}",
    ]),
    ("cmd/relay/main.go", "-17,7 +17,7", [
        "func main() {",
        "\tcfg := loadConfig()",
        "\tif cfg.Debug {",
        ("\t\t", "fmt", "log", ".Println(\"debug mode on, peers:\", len(cfg.Peers))"),
        "\t}",
        "\tsrv := newServer(cfg)",
        "\tgo srv.watch()",
    ]),
    ("internal/store/store.go", "-88,7 +88,7", [
        "func (s *Store) Close() error {",
        "\ts.mu.Lock()",
        "\tdefer s.mu.Unlock()",
        ("\t", "fmt", "log", ".Println(\"closing store\", s.path)"),
        "\treturn s.db.Close()",
        "}",
        "",
    ]),
]


def comby_clear():
    out(ESC + "[2J" + ESC + "[H")


def comby_hunk(path, loc, lines):
    print(RED + BOLD + "------ " + OFF + BOLD + path + OFF)
    print(GRN + BOLD + "++++++ " + OFF + BOLD + path + OFF)
    print(BOLD + "@|" + OFF + BOLD + loc + " " + "=" * 60 + OFF)
    for line in lines:
        if isinstance(line, str):
            print(" |" + line)
            continue
        indent, old, new, rest = line
        print(RED + BOLD + "-|" + OFF + indent + RED + old + OFF + rest)
        print(GRN + BOLD + "+|" + OFF + indent + GRN + new + OFF + rest)


def comby(*args):
    if "-review" not in args:
        print("usage: comby MATCH REWRITE [FILE_SUFFIXES...] [-review]")
        sys.exit(1)
    comby_clear()
    print("There are " + GRN + "3" + OFF + " matches in total, spread across " + GRN + "2" + OFF +
          " files to review.\nPress " + GRN + "any key" + OFF + " to continue on this patching adventure (" +
          RED + "Ctrl-C to cancel" + OFF + ").")
    cooked("")
    prompt = ("Accept change (" + GRN + "y = yes" + OFF + BOLD + " [default], " + OFF + RED + "n = no" + OFF + ", " +
              YEL + "e = edit original" + OFF + ", " + YEL + "E = apply+edit" + OFF + ", " + "q = quit)?")
    for path, loc, lines in COMBY_HUNKS:
        comby_clear()
        comby_hunk(path, loc, lines)
        print(prompt)
        while True:
            answer = cooked("")
            if answer in ("y", "", "n"):
                break
            if answer == "q":
                sys.exit(0)
            print("Uh, I don't know that one. Try again.")


TOOLS = {
    "keeper": keeper,
    "openvpn-install": openvpn_install,
    "snapcraft": snapcraft,
    "mackup": mackup,
    "mackup-synced": mackup_synced,
    "comby": comby,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](*sys.argv[2:])
    except (KeyboardInterrupt, EOFError):
        print()
