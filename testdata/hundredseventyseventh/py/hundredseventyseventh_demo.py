#!/usr/bin/env python3
"""The hundredseventyseventh set's imitations: each prints, on the main
screen and a line at a time, the questions a line-mode installer, account
tool, certificate set-up or backup wizard that cannot run here asks one
after the other, asking again after a wrong answer and reading passwords
with echo off. The first argument names the tool imitated."""
import getpass
import sys


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# wildfly-like: WildFly's bin/add-user.sh, adding a management user.
def wildfly():
    print()
    while True:
        print("What type of user do you wish to add? ")
        print(" a) Management User (mgmt-users.properties) ")
        print(" b) Application User (application-users.properties)")
        a = ask("(a): ").strip().lower()
        if a in ("", "a", "b"):
            break
        print()
        print("* Error * ")
        print("Invalid response. (Valid responses are A, a, B, or b)")
        print()
    realm = "ApplicationRealm" if a == "b" else "ManagementRealm"
    print()
    print("Enter the details of the new user to add.")
    print("Using realm '%s' as discovered from the existing property files." % realm)
    user = ask("Username : ").strip()
    print("Password recommendations are listed below. To modify these restrictions edit the add-user.properties configuration file.")
    print(" - The password should be different from the username")
    print(" - The password should not be one of the following restricted values {root, admin, administrator}")
    print(" - The password should contain at least 8 characters, 1 alphabetic character(s), 1 digit(s), 1 non-alphanumeric symbol(s)")
    while True:
        p1 = secret("Password : ")
        p2 = secret("Re-enter Password : ")
        if p1 == p2:
            break
        print("* Error * ")
        print("The passwords do not match.")
        print()
    ask("What groups do you want this user to belong to? (Please enter a comma separated list, or leave blank for none)[  ]: ")
    print("About to add user '%s' for realm '%s'" % (user, realm))
    while True:
        a = ask("Is this correct yes/no? ").strip().lower()
        if a in ("yes", "y", "no", "n"):
            break
        print("* Error * ")
        print("Invalid response. (Valid responses are yes, y, no and n)")
        print()
    wait_forever()


# fab-like: Flask-AppBuilder's `flask fab create-admin`, click's prompts.
def fab():
    ask("Username [admin]: ")
    ask("User first name [admin]: ")
    ask("User last name [user]: ")
    ask("Email [admin@fab.org]: ")
    while True:
        p1 = secret("Password: ")
        p2 = secret("Repeat for confirmation: ")
        if p1 == p2:
            break
        print("Error: The two entered values do not match.")
    wait_forever()


# nessuscli-like: `/opt/nessus/sbin/nessuscli adduser`.
def nessuscli():
    login = ask("Login : ").strip()
    while True:
        p1 = secret("Login password : ")
        p2 = secret("Login password (again) : ")
        if p1 == p2:
            break
        print("Passwords do not match")
    admin = ask("Do you want this user to be a Nessus 'system' administrator user (can upload plugins, etc.)? (y/n) [n]: ").strip().lower()
    print("User rules")
    print("----------")
    print("nessusd has a rules system which allows you to restrict the hosts")
    print("that %s has the right to test. For instance, you may want" % login)
    print("him to be able to scan his own host only.")
    print()
    print("Please see the Nessus Command Line Reference for the Rules syntax")
    print()
    print("Enter the rules for this user, and enter a BLANK LINE once you are done : ")
    while ask(""):
        pass
    print("(the user can have an empty rules set)")
    print()
    print("Login             : %s" % login)
    print("Password          : %s" % ("*" * 11))
    if admin.startswith("y"):
        print("This user will have 'system' privileges within the Nessus server")
    ask("Is that ok? (y/n) [n]: ")
    wait_forever()


# moodle-like: Moodle's `php admin/cli/install.php`.
def cli_input(prompt, default="", options=None):
    while True:
        print(prompt)
        a = ask(": ").strip()
        if a == "":
            a = default
        if options is None or a in options:
            return a
        print("Incorrect value, please retry.")


def moodle():
    print("                                 .-..-.")
    print("   _____                         | || |")
    print("  /____/-.---_  .---.  .---.  .-.| || | .---.")
    print("  | |  _   _  |/  _  \\/  _  \\/  _  || |/  __ \\")
    print("  * | | | | | || |_| || |_| || |_| || || |___/")
    print("    |_| |_| |_|\\_____/\\_____/\\_____||_|\\_____)")
    print()
    print("Moodle 4.1.2 (Build: 20230313) command line installation program")
    print("== Choose a language ==")
    print("en - English (en)")
    print("? - Available language packs")
    cli_input("type value, press Enter to use default value (en)", "en", ["en", "?"])
    print("== Data directories permission ==")
    cli_input("type value, press Enter to use default value (2777)", "2777", ["2777", "2770", "2750"])
    print("== Web address ==")
    cli_input("type value")
    print("== Data directory ==")
    cli_input("type value, press Enter to use default value (/var/www/moodledata)", "/var/www/moodledata")
    print("== Choose database driver ==")
    drivers = ["mysqli", "auroramysql", "mariadb", "pgsql", "sqlsrv", "oci"]
    for d in drivers:
        print(" %s " % d)
    cli_input("type value, press Enter to use default value (mysqli)", "mysqli", drivers)
    wait_forever()


# backuppc-like: BackupPC's `perl configure.pl`, a new installation.
def backuppc():
    host = "relay"
    print()
    print("Is this a new installation or upgrade for BackupPC?  If this is")
    print("an upgrade please tell me the full path of the existing BackupPC")
    print("configuration file (eg: /etc/BackupPC/config.pl).  Otherwise, just")
    print("hit return.")
    print()
    ask("--> Full path to existing main config.pl []? ")
    print()
    print("I found the following locations for these programs:")
    print()
    for name, path in [("bzip2", "/usr/bin/bzip2"), ("df", "/usr/bin/df"), ("gtar/tar", "/usr/bin/tar"),
                       ("gzip", "/usr/bin/gzip"), ("hostname", "/usr/bin/hostname"), ("nmblookup", ""),
                       ("perl", "/usr/bin/perl"), ("ping", "/usr/bin/ping"), ("ping6", "/usr/bin/ping6"),
                       ("rrdtool", ""), ("rsync", "/usr/bin/rsync"), ("rsync_bpc", "/usr/local/bin/rsync_bpc"),
                       ("sendmail", "/usr/sbin/sendmail"), ("smbclient", ""), ("split", "/usr/bin/split"),
                       ("ssh/ssh2", "/usr/bin/ssh")]:
        print("    %-12s => %s" % (name, path))
    print()
    ask("--> Are these paths correct? [y]? ")
    print()
    print("Please tell me the hostname of the machine that BackupPC will run on.")
    print()
    ask("--> BackupPC will run on host [%s]? " % host)
    print()
    print("BackupPC should run as a dedicated user with limited privileges.  You")
    print("need to create a user.  This user will need read/write permission on")
    print("the main data directory and read/execute permission on the install")
    print("directory (these directories will be setup shortly).")
    print()
    print("The primary group for this user should also be chosen carefully.")
    print("The data directories and files will have group read permission,")
    print("so group members can access backup files.")
    print()
    while True:
        user = ask("--> BackupPC should run as user [backuppc]? ").strip() or "backuppc"
        if user == "backuppc":
            break
        print()
        print("getpwnam() says that user %s doesn't exist.  Please" % user)
        print("check the name and verify that this user is in the passwd file.")
        print()
    print()
    print("Please specify an install directory for BackupPC.  This is where the")
    print("BackupPC scripts, library and documentation will be installed.")
    print()
    ask("--> Install directory (full path) [/usr/local/BackupPC]? ")
    wait_forever()


# pkispawn-like: Dogtag PKI's `pkispawn`, its interactive installation.
def pkispawn():
    host = "relay.example.com"
    print()
    print("IMPORTANT:")
    print()
    print("    Interactive installation currently only exists for very basic deployments!")
    print()
    print("    For example, deployments intent upon using advanced features such as:")
    print()
    print("        * Cloning,")
    print("        * Elliptic Curve Cryptography (ECC),")
    print("        * External CA,")
    print("        * Hardware Security Module (HSM),")
    print("        * Subordinate CA,")
    print("        * etc.,")
    print()
    print("    must provide the necessary override parameters in a separate")
    print("    configuration file.")
    print()
    print("    Run 'man pkispawn' for details.")
    print()
    while True:
        s = ask("Subsystem (CA/KRA/OCSP/TKS/TPS) [CA]: ").strip().upper() or "CA"
        if s in ("CA", "KRA", "OCSP", "TKS", "TPS"):
            break
    print()
    print("Tomcat:")
    ask("  Instance [pki-tomcat]: ")
    ask("  HTTP port [8080]: ")
    ask("  Secure HTTP port [8443]: ")
    ask("  AJP port [8009]: ")
    ask("  Management port [8005]: ")
    print()
    print("Administrator:")
    ask("  Username [%sadmin]: " % s.lower())
    while True:
        p1 = ""
        while not p1:
            p1 = secret("  Password: ")
        p2 = secret("  Verify password: ")
        if p1 == p2:
            break
        print("Passwords do not match.")
    ask("  Import certificate (Yes/No) [N]? ")
    ask("  Export certificate to [/root/.dogtag/pki-tomcat/%s_admin.cert]: " % s.lower())
    print()
    print("Directory Server:")
    ask("  Hostname [%s]: " % host)
    wait_forever()


# backintime-like: Back In Time's `backintime restore`, from the command line.
def backintime():
    snaps = ["20250301-020001-412", "20250228-020001-087", "20250227-020002-951", "20250226-020001-330"]
    print()
    print("Back In Time")
    print("Version: 1.4.3")
    print()
    print("Back In Time comes with ABSOLUTELY NO WARRANTY.")
    print("This is free software, and you are welcome to redistribute it")
    print("under certain conditions; type `backintime --license' for details.")
    print()
    ask("File to restore: ")
    print("SnapshotID's:")
    for i, s in enumerate(snaps):
        print("%d:\t%s" % (i, s))
    while True:
        a = ask("SnapshotID to restore: ").strip()
        if a.isdigit() and int(a) < len(snaps):
            break
        print("\"%s\" is not a valid SnapshotID" % a)
    ask("Restore to (empty for original path): ")
    wait_forever()


TOOLS = {
    "wildfly": wildfly,
    "fab": fab,
    "nessuscli": nessuscli,
    "moodle": moodle,
    "backuppc": backuppc,
    "pkispawn": pkispawn,
    "backintime": backintime,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
