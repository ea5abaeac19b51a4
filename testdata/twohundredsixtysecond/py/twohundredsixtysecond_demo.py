#!/usr/bin/env python3
"""The twohundredsixtysecond set's imitations: each prints, on the main
screen, what a project generator, toolchain installer or service's
first-run tool that cannot run here prints at its interactive moments:
its words, layout, defaults and colours. Most read a line at a time with
the terminal cooked (secrets with echo off, as getpass and `read -s` do);
the one pager and the one arrow-moved list read a key at a time with
echo off. The first argument names the tool."""
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
UNDERLINE = ESC + "4m"
REVERSE = ESC + "7m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
BLUE = ESC + "34m"
MAGENTA = ESC + "35m"
CYAN = ESC + "36m"
GREY = ESC + "90m"
HIDE = ESC + "?25l"
SHOW = ESC + "?25h"


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


def secret(prompt):
    """A line read with echo off, as getpass does."""
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def idle():
    """Keep the last screen, reading nothing more."""
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


class Keys:
    """The terminal in raw mode, echo off, keys read one at a time."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.saved = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

    def key(self):
        c = os.read(self.fd, 1)
        if not c:
            sys.exit(0)
        if c == b"\x1b":
            rest = os.read(self.fd, 2)
            return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left"}.get(rest, "esc")
        if c == b"\x03":
            raise KeyboardInterrupt
        if c in (b"\r", b"\n"):
            return "enter"
        if c == b"\x7f":
            return "backspace"
        return c.decode("latin-1")


def raw_out(s):
    """Text written while the terminal is raw: newlines as CR LF."""
    out(s.replace("\n", "\r\n"))


# briefcase (BeeWare's `briefcase new`): rich's section rules, a
# paragraph explaining each value, then `Label [default]: `; a numbered
# list of licenses and of GUI toolkits asked the same way.
def rule(title):
    head = "-- " + title + " "
    return BOLD + head + "-" * (80 - len(head)) + RESET + "\n"


def briefcase():
    out("\n" + BOLD + "Let's build a new Briefcase app!" + RESET + "\n\n\n")
    out(rule("Formal Name"))
    out("\nFirst, we need a formal name for your application.\n\n")
    out("This is the name that will be displayed to humans whenever the name of the\n")
    out("application is displayed. It can have spaces and punctuation if you like, and\n")
    out("any capitalization will be used as you type it.\n\n")
    formal = ask("Formal Name [Hello World]: ") or "Hello World"
    app = "".join(c for c in formal.lower() if c.isalnum())
    out("\n" + rule("App Name"))
    out("\nNext, we need a name that can serve as a machine-readable Python package name\n")
    out("for your application.\n\n")
    out("This name must be PEP508-compliant - that means the name may only contain\n")
    out("letters, numbers, hyphens and underscores; it can't contain spaces or\n")
    out("punctuation, and it can't start with a hyphen or underscore.\n\n")
    out("Based on your formal name, we suggest an app name of '%s', but you can\n" % app)
    out("use another name if you want.\n\n")
    app = ask("App Name [%s]: " % app) or app
    for title, text, label, default in [
        ("Bundle Identifier", "Now we need a bundle identifier for your application.", "Bundle Identifier", "com.example"),
        ("Project Name", "Briefcase can manage projects that contain multiple applications.", "Project Name", formal),
        ("Description", "Now, we need a one line description for your application.", "Description", "My first application"),
        ("Author", "Who do you want to be credited as the author of this application?", "Author", "Jane Developer"),
        ("Author's Email", "What email address should people use to contact the developers?", "Author's Email", "jane@example.com"),
        ("Application URL", "What is the website URL for this application?", "Application URL", "https://example.com/" + app),
    ]:
        out("\n" + rule(title) + "\n" + text + "\n\n")
        ask("%s [%s]: " % (label, default))
    out("\n" + rule("Project License"))
    out("\nWhat license do you want to use for this project's code?\n\n")
    for i, name in enumerate(["BSD 3-Clause", "Apache Software License 2.0", "MIT",
                              "GNU GPLv2", "GNU GPLv3", "Proprietary", "Other"], 1):
        out("  %d) %s\n" % (i, name))
    out("\n")
    ask("Project License [1]: ")
    out("\n" + rule("GUI Framework"))
    out("\nWhat GUI toolkit do you want to use for this project?\n\n")
    out("  1) Toga\n")
    out("  2) PySide6 (does not support iOS/Android/Web deployment)\n")
    out("  3) Pygame (does not support iOS/Android/Web deployment)\n")
    out("  4) Console (does not support iOS/Android/Web deployment)\n")
    out("  5) None\n\n")
    ask("GUI Framework [1]: ")
    out("\nGenerating a new application '%s'\n" % formal)
    idle()


# aurelia (`npx makes aurelia`, makes' own prompts as the prompts
# library draws them): a green `?`, the question bold, a grey `›`, the
# default grey where the answer goes; lists moved with the arrows, the
# current entry cyan and underlined after `❯`, the cursor hidden.
def prompt_text(keys, question, default):
    typed = ""

    def draw():
        raw_out("\r" + ESC + "K" + GREEN + "?" + RESET + " " + BOLD + question + RESET + " " + GREY + "›" + RESET + " ")
        if typed:
            raw_out(typed)
        else:
            raw_out(GREY + default + RESET + ESC + "%dD" % len(default))

    draw()
    while True:
        k = keys.key()
        if k == "enter":
            break
        if k == "backspace":
            typed = typed[:-1]
        elif len(k) == 1 and k.isprintable():
            typed += k
        draw()
    value = typed or default
    raw_out("\r" + ESC + "K" + GREEN + "✔" + RESET + " " + BOLD + question + RESET + " " + GREY + "…" + RESET + " " + value + "\n")
    return value


def rows_of(width):
    return max(1, (width + 79) // 80)


def prompt_select(keys, question, choices):
    hint = "- Use arrow-keys. Return to submit."
    head_width = len("? " + question + " › " + hint)
    cur = 0
    drawn = [0]

    def draw():
        if drawn[0]:
            raw_out("\r" + ESC + "%dA" % drawn[0] + ESC + "J")
        else:
            raw_out("\r" + ESC + "J")
        raw_out(GREEN + "?" + RESET + " " + BOLD + question + RESET + " " + GREY + "› " + hint + RESET + "\n")
        rows = rows_of(head_width)
        for i, (title, desc) in enumerate(choices):
            width = 4 + len(title)
            if i == cur:
                line = CYAN + "❯" + RESET + "   " + CYAN + UNDERLINE + title + RESET
                if desc:
                    line += GREY + " - " + desc + RESET
                    width += 3 + len(desc)
            else:
                line = "    " + title
            rows += rows_of(width)
            raw_out(line + ("\n" if i < len(choices) - 1 else ""))
        drawn[0] = rows - 1

    raw_out(HIDE)
    draw()
    while True:
        k = keys.key()
        if k == "enter":
            break
        if k == "up":
            cur = (cur - 1) % len(choices)
        elif k == "down":
            cur = (cur + 1) % len(choices)
        draw()
    raw_out("\r" + ESC + "%dA" % drawn[0] + ESC + "J")
    raw_out(GREEN + "✔" + RESET + " " + BOLD + question + RESET + " " + GREY + "›" + RESET + " " + choices[cur][0] + "\n" + SHOW)
    return cur


def aurelia():
    out("\n" + BOLD + "Makes 3.1.2" + RESET + " " + GREY + "https://makes.js.org" + RESET + "\n\n")
    out("Using skeleton: " + CYAN + "aurelia/new" + RESET + "\n\n")
    with Keys() as keys:
        name = prompt_text(keys, "Please name this new project:", "aurelia-app")
        prompt_select(keys, "Would you like to use the default setup or customize your choices?", [
            ("Default ESNext Aurelia 2 App", "A basic Aurelia 2 app with Babel and Webpack"),
            ("Default TypeScript Aurelia 2 App", "A basic Aurelia 2 app with TypeScript and Webpack"),
            ("Custom Aurelia 2 App", "Select bundler, transpiler, and more."),
        ])
        raw_out("\n" + GREY + "Project skeleton written to ./" + name + RESET + "\n\n")
        prompt_select(keys, "Do you want to install npm dependencies now?", [
            ("No", ""), ("Yes, use npm", ""), ("Yes, use yarn", ""), ("Yes, use pnpm", ""),
        ])
        raw_out("\nNext time, you can try to create similar project in silent mode:\n")
        while True:
            keys.key()


# armds (Arm Development Studio's installer, armds-2024.0.sh): its
# welcome, the EULA shown a page at a time by more (`--More--(NN%)`
# reversed, a key at a time, echo off), then `Do you agree to the above
# terms and conditions? [y/n]`, the directory with `[default: …]`, and
# whether to run the post install setup scripts.
EULA = """END USER LICENCE AGREEMENT FOR ARM SOFTWARE DEVELOPMENT TOOLS

THIS END USER LICENCE AGREEMENT ("LICENCE") IS A LEGAL AGREEMENT BETWEEN YOU
(EITHER A SINGLE INDIVIDUAL, OR SINGLE LEGAL ENTITY) AND ARM LIMITED ("ARM")
FOR THE USE OF THE SOFTWARE ACCOMPANYING THIS LICENCE. ARM IS ONLY WILLING TO
LICENSE THE SOFTWARE TO YOU ON CONDITION THAT YOU ACCEPT ALL OF THE TERMS IN
THIS LICENCE. BY CLICKING "I AGREE", OR BY INSTALLING OR OTHERWISE USING OR
COPYING THE SOFTWARE YOU INDICATE THAT YOU AGREE TO BE BOUND BY ALL OF THE
TERMS OF THIS LICENCE. IF YOU DO NOT AGREE TO THE TERMS OF THIS LICENCE, ARM IS
UNWILLING TO LICENSE THE SOFTWARE TO YOU AND YOU MAY NOT INSTALL, USE OR COPY
THE SOFTWARE.

"Software" means any software, firmware and data accompanying this Licence,
any printed, electronic or online documentation supplied with it, and any
updates, patches and modifications ARM may make available to you under the
terms of this Licence, in all cases relating to the Arm Development Studio
product.

1. LICENCE GRANTS.

1.1 ARM hereby grants to you, subject to the terms and conditions of this
Licence, a non-exclusive, non-transferable licence solely for the purpose of
developing software applications for Arm processor-based systems, to use and
copy the Software on the number of computers, and for the term, specified in
the licence key ARM supplies to you.

1.2 You may make one copy of the Software for backup and archival purposes,
provided that you reproduce on that copy all of the copyright notices and any
other confidentiality or proprietary legends included on the Software.

2. RESTRICTIONS ON USE OF THE SOFTWARE.

Except as permitted by this Licence, you shall not: (i) copy the Software;
(ii) translate, adapt, decompile, disassemble or reverse engineer the
Software; (iii) sell, rent, lease, sublicense or distribute the Software; or
(iv) remove any proprietary notices or labels on the Software.

3. SUPPORT AND UPDATES.

ARM is not under any obligation to provide support for the Software unless
you have purchased a separate support and maintenance agreement.

4. CONFIDENTIALITY.

You acknowledge that the Software and any benchmarking data and related
information mentioned in this Licence constitute confidential information of
ARM. You shall not disclose any such information to any third party.

5. LIMITED WARRANTIES.

5.1 For the period of ninety (90) days from the date of receipt by you of the
Software, ARM warrants to you that (i) the media on which the Software is
provided shall be free from defects in materials and workmanship under normal
use; and (ii) the Software will perform substantially in accordance with the
accompanying documentation.

5.2 EXCEPT AS PROVIDED ABOVE, YOU AGREE THAT THE SOFTWARE IS LICENSED "AS IS",
AND THAT ARM EXPRESSLY DISCLAIMS ALL REPRESENTATIONS, WARRANTIES, CONDITIONS
OR OTHER TERMS, EXPRESS, IMPLIED OR STATUTORY, INCLUDING WITHOUT LIMITATION
THE IMPLIED WARRANTIES OF NON-INFRINGEMENT, SATISFACTORY QUALITY, AND FITNESS
FOR A PARTICULAR PURPOSE.

6. LIMITATION OF LIABILITY.

TO THE FULLEST EXTENT PERMITTED BY APPLICABLE LAW, IN NO EVENT SHALL ARM BE
LIABLE FOR ANY INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES
(INCLUDING LOSS OF PROFITS) ARISING OUT OF THE USE OR INABILITY TO USE THE
SOFTWARE, WHETHER BASED ON A CLAIM UNDER CONTRACT, TORT OR OTHER LEGAL THEORY,
EVEN IF ARM WAS ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.

7. TERM AND TERMINATION.

7.1 This Licence shall remain in force until terminated by you or by ARM.
Without prejudice to any of its other rights if you are in breach of any of
the terms and conditions of this Licence then ARM may terminate this Licence
immediately upon giving written notice to you.

7.2 Upon termination of this Licence by you or by ARM you shall stop using
the Software and destroy all copies of the Software in your possession.

8. GENERAL.

This Licence is governed by English Law. Except where ARM agrees otherwise in
a written contract signed by you and ARM, this is the only agreement between
you and ARM relating to the Software and it may only be modified by written
agreement between you and ARM.
""".split("\n")


def armds():
    out("\nWelcome to the installation of Arm Development Studio 2024.0.\n\n")
    out("Please read the following End User License Agreement (EULA). You must accept\n")
    out("the terms of this EULA to install this product.\n")
    ask("Press Enter to display the EULA...")
    total = sum(len(l) + 1 for l in EULA)
    shown = 0
    at = 0
    with Keys() as keys:
        page = 23
        while at < len(EULA):
            for line in EULA[at:at + page]:
                raw_out(line + "\n")
                shown += len(line) + 1
            at += page
            if at >= len(EULA):
                break
            raw_out(REVERSE + "--More--(%d%%)" % (shown * 100 // total) + RESET)
            k = keys.key()
            raw_out("\r" + ESC + "K")
            if k == "q":
                break
            page = 1 if k == "enter" else 23
    out("\n")
    ask("Do you agree to the above terms and conditions? [y/n]: ")
    out("\n")
    ask("Where would you like to install to? [default: /opt/arm/developmentstudio-2024.0]: ")
    out("Installing to '/opt/arm/developmentstudio-2024.0'\n")
    out("Unpacking... done\n\n")
    ask("Do you want to run the post install setup scripts? [y/n]: ")
    idle()


# cyberpanel (CyberPanel's cyberpanel.sh): its title over numbered
# entries a blank row apart and `Please enter the number[1-2]: `; the
# edition's menu with RAM and disk checks; `Full installation [Y/n]: `;
# the admin password's `Choose [d]fault, [r]andom or [s]et password:
# [d/r/s] `; set, the password and its confirm read with echo off.
def cyberpanel():
    out("\n\n" + "CyberPanel Installer v2.3.8\n\n")
    out("1. Install CyberPanel.\n\n")
    out("2. Exit.\n\n\n")
    ask("Please enter the number[1-2]: ")
    out("\n\nCyberPanel Installer v2.3.8\n\n")
    out("RAM check : 812/3931MB (20.66%)\n\n")
    out("Disk check : 9/79GB (12%) (Minimal \x1b[31m10GB\x1b[m free space)\n\n")
    out("1. Install CyberPanel with \x1b[32mOpenLiteSpeed\x1b[m.\n\n")
    out("2. Install Cyberpanel with \x1b[32mLiteSpeed Enterprise\x1b[m.\n\n")
    out("3. Exit.\n\n\n")
    ask("Please enter the number[1-3]: ")
    out("\nInstall Full service for CyberPanel? This will include PowerDNS, Postfix and Pure-FTPd.\n\n")
    ask("Full installation [Y/n]: ")
    out("\nFull installation selected...\n\n")
    ask("Remote MySQL [y/N]: ")
    out("\nLocal MySQL selected...\n\n")
    ask("Press Enter key to continue with latest version or Enter specific version such as: \x1b[31m2.3.4\x1b[m , \x1b[31m2.3.5\x1b[m , \x1b[31m2.3.6\x1b[m ...etc\n")
    out("\nBranch name set to v2.3.8\n\n")
    out("Please choose to use default admin password \x1b[31m1234567\x1b[m, randomly generate one \x1b[31m(recommended)\x1b[m or specify the admin password?\n")
    ask("Choose [d]fault, [r]andom or [s]et password: \x1b[31m[d/r/s]\x1b[m ")
    out("\n")
    secret("Please enter your password:")
    out("\n")
    secret("Confirm password:")
    out("\n\nAdmin password will be set to ********\n\n")
    out("Do you wish to install Memcached process and its PHP extension?\n")
    ask("Please select [Y/n]: ")
    idle()


# keycloak (`kc.sh bootstrap-admin user`): the configuration updated,
# Quarkus's augmentation line, then `Enter username [temp-admin]:`,
# `Enter password:` and `Enter password again:` (echo off); answered, the
# server's log lines as it starts and creates the user.
def keycloak():
    out("Updating the configuration and installing your custom providers, if any. Please wait.\n")
    time.sleep(0.4)
    out("2026-11-28 06:10:03,412 INFO  [io.quarkus.deployment.QuarkusAugmentor] (main) Quarkus augmentation completed in 6311ms\n")
    ask("Enter username [temp-admin]:")
    secret("Enter password:")
    secret("Enter password again:")
    for line in [
        "2026-11-28 06:10:14,902 INFO  [org.keycloak.quarkus.runtime.storage.database.liquibase.QuarkusJpaUpdaterProvider] (main) Initializing database schema. Using changelog META-INF/jpa-changelog-master.xml",
        "2026-11-28 06:10:17,118 INFO  [org.keycloak.broker.provider.AbstractIdentityProviderMapper] (main) Registering class org.keycloak.broker.provider.mappersync.ConfigSyncEventListener",
        "2026-11-28 06:10:17,560 INFO  [org.keycloak.connections.infinispan.DefaultInfinispanConnectionProviderFactory] (main) Node name: node_419221, Site name: null",
        "2026-11-28 06:10:18,004 INFO  [org.keycloak.services] (main) KC-SERVICES0077: Created temporary admin user with username ada",
    ]:
        time.sleep(1.5)
        out(line + "\n")
    n = 0
    while True:
        time.sleep(1.5)
        n += 1
        out("2026-11-28 06:10:%02d,%03d INFO  [org.infinispan.CLUSTER] (jgroups-%d,node_419221) ISPN000094: Received new cluster view for channel ISPN: [node_419221|0] (1) [node_419221]\n"
            % (18 + n % 40, (n * 137) % 1000, n))


# synapse (`register_new_matrix_user -c homeserver.yaml
# http://localhost:8008`): `New user localpart [ada]: `, `Password: ` and
# `Confirm password: ` (getpass), `Make admin [no]: `.
def synapse():
    ask("New user localpart [ada]: ")
    secret("Password: ")
    secret("Confirm password: ")
    ask("Make admin [no]: ")
    out("Sending registration request...\n")
    out("Success!\n")
    idle()


FLOWS = {
    "briefcase": briefcase,
    "aurelia": aurelia,
    "armds": armds,
    "cyberpanel": cyberpanel,
    "keycloak": keycloak,
    "synapse": synapse,
}

if __name__ == "__main__":
    try:
        FLOWS[sys.argv[1]]()
    except KeyboardInterrupt:
        sys.exit(130)
