#!/usr/bin/env python3
"""The threehundredeleventh set's imitations (issue 44): line questions of
setup and install scripts that cannot run here, each printing on the main
screen, the terminal cooked (a line read at a time, passwords read with
echo off by getpass), what the real script prints:

  kolab     setup-kolab (Kolab Groupware's setup): a generated password
            offered in brackets, its confirmation, the directory server's
            user, the domain, the root dn to confirm [Y/n], then at work
  netmaker  nm-quick.sh (Netmaker's quick installer): bash `select`
            menus typed at `#? `, a custom domain, `[y/n]`, an email, then
            at work
  foreman   foreman-installer -i (kafo's interactive mode):
            `Ready to start? (y/n)`, numbered menus typed at `Choose an
            option from the menu...`, a new value, then its progress bar
  modoboa   modoboa-installer's run.py: the components over `Do you
            confirm? (Y/n)`, then at work
"""
import getpass
import sys
import time

RESET = "\033[0m"
BOLD = "\033[1m"
RED = "\033[31m"
GREEN = "\033[32m"
YELLOW = "\033[33m"
CYAN = "\033[36m"


def out(s=""):
    sys.stdout.write(s + "\n")
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(1)


def busy_lines(lines, every=1.5):
    for line in lines:
        out(line)
        time.sleep(every)
    while True:
        time.sleep(60)


def kolab():
    out("")
    out("Please supply a password for the LDAP administrator user 'admin', used to login")
    out("to the graphical console of 389 Directory server.")
    out("")
    getpass.getpass("Administrator password [wK7pQ2mZr9XvTe4L]: ")
    getpass.getpass("Confirm Administrator password: ")
    out("")
    out("Please supply a password for the LDAP Directory Manager user, which is the")
    out("administrator user you will be using to at least initially log in to the Web")
    out("Admin, and that Kolab uses to perform administrative tasks.")
    out("")
    getpass.getpass("Directory Manager password [Hq3Tn8yVb2LsRc6D]: ")
    getpass.getpass("Confirm Directory Manager password: ")
    out("")
    out("Please choose the system user and group the service should use to run under.")
    out("These should be existing, unprivileged, local system POSIX accounts with no")
    out("shell.")
    out("")
    ask("User [dirsrv]: ")
    ask("Group [dirsrv]: ")
    out("")
    out("This setup procedure plans to set up Kolab Groupware for the following domain")
    out("name space. This domain name is obtained from the reverse DNS entry on your")
    out("network interface. Please confirm this is the appropriate domain name space.")
    out("")
    ask("example.org [Y/n]: ")
    out("")
    out("The standard root dn we composed for you follows. Please confirm this is the")
    out("root dn you wish to use.")
    out("")
    ask("dc=example,dc=org [Y/n]: ")
    out("")
    out("Setup is now going to set up the 389 Directory Server. This may take a little")
    out("while (during which period there is no output and no progress indication).")
    out("")
    busy_lines([
        "Creating directory server . . .",
        "Your new DS instance 'kolab' was successfully created.",
        "Creating the configuration directory server . . .",
        "Beginning Admin Server creation . . .",
        "Creating Admin Server files and directories . . .",
        "Updating adm.conf . . .",
        "Updating admpw . . .",
        "Registering admin server with the configuration directory server . . .",
        "Updating adm.conf with information from configuration directory server . . .",
        "Updating the configuration for the httpd engine . . .",
    ], every=2.0)


def netmaker():
    ip = "203.0.113.10"
    out("-----------------------------------------------------")
    out("Would you like to use your own domain for netmaker, or an auto-generated domain?")
    out("To use your own domain, add a Wildcard DNS record (e.x: *.netmaker.example.com) pointing to " + ip)
    out("-----------------------------------------------------")
    while True:
        sys.stderr.write("1) Auto Generated (nm.203-0-113-10.nip.io)\n2) Custom Domain (e.x: netmaker.example.com)\n")
        sys.stderr.flush()
        c = ask("#? ").strip()
        if c in ("1", "2"):
            break
    if c == "2":
        dom = ask("Enter Custom Domain (make sure  *.(your domain) points to " + ip + " first): ").strip()
    else:
        dom = "nm.203-0-113-10.nip.io"
    out("here are the subdomains that will be used:")
    for sub in ("dashboard", "api", "broker"):
        out("                 " + sub + "." + dom)
    ans = ask("Is this correct? [y/n]: ").strip()
    out("-----------------------------------------------------")
    out("Netmaker needs an email address for its TLS certificates (Let's Encrypt).")
    out("-----------------------------------------------------")
    ask("Enter Email for Certificates: ")
    out("-----------------------------------------------------")
    out("The following subdomains will be used:")
    out("          dashboard." + dom)
    out("                api." + dom)
    out("             broker." + dom)
    out("-----------------------------------------------------")
    out("Starting containers...")
    busy_lines([
        " Container netmaker  Creating",
        " Container caddy  Creating",
        " Container mq  Creating",
        " Container netmaker-ui  Creating",
        " Container mq  Created",
        " Container netmaker  Created",
        " Container netmaker-ui  Created",
        " Container caddy  Created",
        "Testing Caddy setup (please be patient, this may take 1-2 minutes)",
        ".",
        ".",
        ".",
        ".",
        ".",
        ".",
        ".",
        ".",
    ], every=1.5)


FOREMAN_MAIN = [
    ("foreman", True),
    ("foreman_cli", True),
    ("foreman_compute_ec2", False),
    ("foreman_compute_libvirt", False),
    ("foreman_plugin_ansible", False),
    ("foreman_plugin_remote_execution", False),
    ("foreman_plugin_tasks", False),
    ("foreman_proxy", True),
    ("foreman_proxy_plugin_ansible", False),
    ("puppet", True),
]


def foreman_main():
    out(BOLD + "Main Config Menu" + RESET)
    n = 0
    for name, on in FOREMAN_MAIN:
        n += 1
        mark = GREEN + "[✓]" + RESET if on else RED + "[✗]" + RESET
        out("%d. %s Configure %s" % (n, mark, name))
    out("%d. Display current config" % (n + 1))
    out("%d. Save and run" % (n + 2))
    out("%d. Cancel run without Saving" % (n + 3))
    return ask("Choose an option from the menu... ").strip()


def foreman_module():
    out(BOLD + "Module foreman configuration" + RESET)
    rows = [
        "Enable/disable foreman module, current value: true",
        'Set foreman_url, current value: "https://foreman.example.com"',
        'Set servername, current value: "foreman.example.com"',
        "Set unattended, current value: true",
        "Set apache, current value: true",
        "Set passenger, current value: false",
        'Set initial_admin_username, current value: "admin"',
        "Set initial_admin_password, current value: UNDEF",
        "Configure Advanced parameters",
        "Back to main menu",
    ]
    for i, r in enumerate(rows, 1):
        out("%d. %s" % (i, r))
    return ask("Choose an option from the menu... ").strip()


def foreman():
    out(BOLD + "Welcome to the Foreman installer!" + RESET)
    out("---------------------------------")
    out("")
    out("This wizard will gather all required information. You can change any parameter")
    out("to your needs.")
    out("")
    while True:
        a = ask("Ready to start? (y/n)\n").strip().lower()
        if a in ("y", "n", "yes", "no"):
            break
        out("Please enter \"yes\" or \"no\".")
    if a.startswith("n"):
        sys.exit(0)
    while True:
        c = foreman_main()
        if c == "1":
            while True:
                m = foreman_module()
                if m == "2":
                    out("")
                    ask("Enter new value for foreman_url\n")
                elif m == "10":
                    break
        elif c == "12":
            break
        elif c == "13":
            sys.exit(0)
    out("Preparing installation Done")
    start = time.time()
    width = 30
    while True:
        pct = min(99, int((time.time() - start) * 0.8))
        fill = int(width * pct / 100)
        step = ["Foreman::Rake[db:migrate]/Exec[foreman-rake-db:migrate]",
                "Apache::Vhost[foreman]/Concat[10-foreman.conf]",
                "Foreman_proxy::Register/Foreman_smartproxy[foreman.example.com]"][int(time.time() - start) // 5 % 3]
        sys.stdout.write("\r\033[K  " + YELLOW + "[.. " + step[:22] + "]" + RESET
                         + " [" + "#" * fill + " " * (width - fill) + "] [%3d%%]" % pct)
        sys.stdout.flush()
        time.sleep(0.5)


def modoboa():
    out(GREEN + "Welcome to Modoboa installer!" + RESET)
    out("")
    out(YELLOW + "Warning:" + RESET)
    out("Before you start the installation, please make sure the following DNS records")
    out("exist for domain 'example.com':")
    out("  mail IN A   <IP ADDRESS OF YOUR SERVER>")
    out("  @    IN MX  mail.example.com.")
    out("")
    out("Your mail server will be installed with the following components:")
    out("modoboa automx amavis clamav dovecot nginx razor postfix postwhite spamassassin")
    out("uwsgi radicale opendkim")
    a = ask("Do you confirm? (Y/n) ").strip().lower()
    if a.startswith("n"):
        sys.exit(0)
    out("The process can be long, feel free to take a coffee "
        "and come back later ;)")
    out("Starting...")
    busy_lines([
        "Installing packages (python3-dev libxml2-dev libxslt-dev libjpeg-dev librrd-dev",
        "rrdtool libffi-dev libssl-dev redis-server supervisor pkg-config)",
        "Installing modoboa",
        "Installing automx",
        "Installing amavis",
        "Installing clamav",
        "Installing dovecot",
        "Installing nginx",
    ], every=3.0)


def main():
    flows = {"kolab": kolab, "netmaker": netmaker, "foreman": foreman, "modoboa": modoboa}
    if len(sys.argv) != 2 or sys.argv[1] not in flows:
        sys.stderr.write("usage: threehundredeleventh_setup.py kolab|netmaker|foreman|modoboa\n")
        sys.exit(2)
    try:
        flows[sys.argv[1]]()
    except KeyboardInterrupt:
        out("")
        sys.exit(130)


if __name__ == "__main__":
    main()
