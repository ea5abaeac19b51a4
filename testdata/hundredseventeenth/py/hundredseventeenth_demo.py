#!/usr/bin/env python3
"""The hundredseventeenth set's imitations: each prints, on the main
screen and a line at a time, what a package manager, version-control
tool, database admin tool, backup tool or console that cannot run here
prints at one of its moments. The first argument names the tool
imitated."""
import getpass
import sys
import termios
import tty


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


def getchar():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setraw(fd)
        return sys.stdin.read(1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# urpmi-like: `urpmi php-fpm-relay`, a choice between two providers, then
# the installation's confirm.
def urpmi():
    print("One of the following packages is needed:")
    print(" 1- php8.2-fpm-8.2.13-1.mga9.x86_64: PHP FastCGI Process Manager (to install)")
    print(" 2- apache-mod_php8.2-8.2.13-1.mga9.x86_64: PHP module for Apache (to install)")
    ask("What is your choice? (1-2) ")
    print("To satisfy dependencies, the following packages are going to be installed:")
    print("  Package                        Version      Release       Arch    ")
    print("(medium \"Core Release\")")
    print("  lib64onig5                     6.9.8        2.mga9        x86_64  ")
    print("  php8.2-cli                     8.2.13       1.mga9        x86_64  ")
    print("  php8.2-fpm                     8.2.13       1.mga9        x86_64  ")
    print("  php-fpm-relay                  1.4.0        1.mga9        noarch  ")
    print("11MB of additional disk space will be used.")
    print("3.2MB of packages will be retrieved.")
    ask("Proceed with the installation of the 4 packages? (Y/n) ")
    wait_forever()


# bzr-like: `bzr uncommit`, then (another run) `bzr shelve`'s hunk.
def bzr():
    print("    7 Ada Lovelace\t2026-11-20")
    print("      relay: retry the upstream once")
    print()
    print("The above revision(s) will be removed.")
    ask("Uncommit these revisions? ([y]es, [n]o): ")
    wait_forever()


def bzr_shelve():
    print("--- relay.py")
    print("+++ relay.py")
    print("@@ -12,7 +12,8 @@")
    print("     def send(self, msg):")
    print("-        return self.upstream.send(msg)")
    print("+        try:")
    print("+            return self.upstream.send(msg)")
    print("+        except IOError:")
    print("+            return self.upstream.send(msg)")
    print()
    sys.stdout.write("Shelve? ([y]es, [N]o, [f]inish, [q]uit): ")
    sys.stdout.flush()
    getchar()
    print()
    wait_forever()


# kopia-like: `kopia repository create filesystem --path /backup/relay`.
def kopia():
    secret("Enter password to create new repository: ")
    secret("Re-enter password for verification: ")
    print("Initializing repository with:")
    print("  block hash:          BLAKE2B-256-128")
    wait_forever()


# tarsnap-like: `tarsnap-keygen`, and `tarsnap --nuke`.
def tarsnap():
    secret("Enter tarsnap account password: ")
    wait_forever()


def tarsnap_nuke():
    ask("Please type 'No Tomorrow' to continue: ")
    wait_forever()


# mysql_secure_installation-like: MySQL 8's, for a root with no password.
def mysql_secure():
    print()
    print("Securing the MySQL server deployment.")
    print()
    print("Connecting to MySQL using a blank password.")
    print()
    print("VALIDATE PASSWORD COMPONENT can be used to test passwords")
    print("and improve security. It checks the strength of password")
    print("and allows the users to set only those passwords which are")
    print("secure enough. Would you like to setup VALIDATE PASSWORD component?")
    print()
    ask("Press y|Y for Yes, any other key for No: ")
    print()
    print("There are three levels of password validation policy:")
    print()
    print("LOW    Length >= 8")
    print("MEDIUM Length >= 8, numeric, mixed case, and special characters")
    print("STRONG Length >= 8, numeric, mixed case, special characters and dictionary                  file")
    print()
    ask("Please enter 0 = LOW, 1 = MEDIUM and 2 = STRONG: ")
    print("Please set the password for root here.")
    print()
    secret("New password: ")
    print()
    secret("Re-enter new password: ")
    print()
    print("Estimated strength of the password: 100 ")
    ask("Do you wish to continue with the password provided?(Press y|Y for Yes, any other key for No) : ")
    wait_forever()


# createuser-like: PostgreSQL's `createuser --interactive --pwprompt`.
def createuser():
    ask("Enter name of role to add: ")
    secret("Enter password for new role: ")
    secret("Enter it again: ")
    ask("Shall the new role be a superuser? (y/n) ")
    ask("Shall the new role be allowed to create databases? (y/n) ")
    wait_forever()


# mysqladmin-like: `mysqladmin drop relay`.
def mysqladmin():
    print("Dropping the database is potentially a very bad thing to do.")
    print("Any data stored in the database will be destroyed.")
    print()
    ask("Do you really want to drop the 'relay' database [y/N] ")
    wait_forever()


# bconsole-like: Bacula's console, its `*` prompt, `version`, and
# `restore`'s numbered menu.
def bconsole():
    import readline  # noqa: F401
    print("Connecting to Director localhost:9101")
    print("1000 OK: 103 relay-dir Version: 9.6.7 (10 December 2020)")
    print("Enter a period to cancel a command.")
    while True:
        line = ask("*").strip()
        if line == "version":
            print("relay-dir Version: 9.6.7 (10 December 2020) x86_64-pc-linux-gnu debian bookworm/sid")
        elif line == "restore":
            print("Automatically selected Catalog: MyCatalog")
            print("Using Catalog \"MyCatalog\"")
            print()
            print("First you select one or more JobIds that contain files")
            print("to be restored. You will be presented several methods")
            print("of specifying the JobIds. Then you will be allowed to")
            print("select which files from those JobIds are to be restored.")
            print()
            print("To select the JobIds, you have the following choices:")
            items = ["List last 20 Jobs run", "List Jobs where a given File is saved",
                     "Enter list of comma separated JobIds to select", "Enter SQL list command",
                     "Select the most recent backup for a client", "Select backup for a client before a specified time",
                     "Enter a list of files to restore", "Enter a list of files to restore before a specified time",
                     "Find the JobIds of the most recent backup for a client",
                     "Find the JobIds for a backup for a client before a specified time",
                     "Enter a list of directories to restore for found JobIds",
                     "Select full restore to a specified Job date", "Cancel"]
            for i, it in enumerate(items, 1):
                print("    %2d: %s" % (i, it))
            ask("Select item:  (1-13): ")
        elif line == "quit":
            return
        elif line:
            print("%s: is an invalid command." % line.split()[0])


# rman-like: Oracle's Recovery Manager, its `RMAN>` prompt, a command,
# and `delete obsolete;`'s confirm.
def rman():
    import readline  # noqa: F401
    print()
    print("Recovery Manager: Release 19.0.0.0.0 - Production on Thu Nov 26 23:59:02 2026")
    print("Version 19.3.0.0.0")
    print()
    print("Copyright (c) 1982, 2019, Oracle and/or its affiliates.  All rights reserved.")
    print()
    print("connected to target database: ORCL (DBID=1602412345)")
    print()
    while True:
        line = ask("RMAN> ").strip()
        print()
        if line == "show retention policy;":
            print("using target database control file instead of recovery catalog")
            print("RMAN configuration parameters for database with db_unique_name ORCL are:")
            print("CONFIGURE RETENTION POLICY TO REDUNDANCY 1; # default")
            print()
        elif line == "delete obsolete;":
            print("RMAN retention policy will be applied to the command")
            print("RMAN retention policy is set to redundancy 1")
            print("using channel ORA_DISK_1")
            print("Deleting the following obsolete backups and copies:")
            print("Type                 Key    Completion Time    Filename/Handle")
            print("-------------------- ------ ------------------ --------------------")
            print("Backup Set           3      20-NOV-26         ")
            print("  Backup Piece       3      20-NOV-26          /u01/app/oracle/fra/ORCL/backupset/2026_11_20/o1_mf_nnndf_TAG20261120T010203_.bkp")
            print()
            ask("Do you really want to delete the above objects (enter YES or NO)? ")
            print()
        elif line == "exit":
            print()
            print("Recovery Manager complete.")
            return
        elif line:
            print("RMAN-00571: ===========================================================")
            print("RMAN-00569: =============== ERROR MESSAGE STACK FOLLOWS ===============")
            print("RMAN-00571: ===========================================================")
            print()


TOOLS = {
    "urpmi": urpmi, "bzr": bzr, "bzr-shelve": bzr_shelve, "kopia": kopia,
    "tarsnap": tarsnap, "tarsnap-nuke": tarsnap_nuke,
    "mysql_secure_installation": mysql_secure, "createuser": createuser,
    "mysqladmin": mysqladmin, "bconsole": bconsole, "rman": rman,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
