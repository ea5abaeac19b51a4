#!/usr/bin/env python3
"""The hundredninetyfirst set's imitations: each prints, on the main
screen and a line at a time, what a database, queue or cloud console that
cannot run here prints at one of its moments. The first argument names
the console imitated."""
import getpass
import readline  # noqa: F401
import sys


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


# nzsql-like: Netezza's nzsql, a psql-like SQL shell with its own
# `DB.SCHEMA(USER)=> ` prompt and `->` continuation prompt.
def nzsql():
    print("Welcome to nzsql, the IBM Netezza SQL interactive terminal.")
    print()
    print("Type:  \\h for help with SQL commands")
    print("       \\? for help on internal slash commands")
    print("       \\g or terminate with semicolon to execute query")
    print("       \\q to quit")
    print()
    buf = []
    while True:
        line = ask("SYSTEM.ADMIN(ADMIN)%s> " % ("-" if buf else "="))
        if line.strip() == "\\q":
            return
        buf.append(line)
        if not line.rstrip().endswith(";"):
            continue
        query = " ".join(buf)
        buf = []
        if "_v_table" in query:
            print(" COUNT ")
            print("-------")
            print("    42")
            print("(1 row)")
            print()
        else:
            print("ERROR:  'x' ")
            print("error            ^ found \"X\" (at char 1) expecting a keyword")
            print()


# gsql-like: openGauss's gsql at its `openGauss=# ` prompt.
def gsql():
    print("gsql ((openGauss 5.0.1 build 33b035fd) compiled at 2023-12-15 20:18:53 commit 0 last mr  )")
    print("Non-SSL connection (SSL connection is recommended when requiring high-security)")
    print("Type \"help\" for help.")
    print()
    buf = []
    while True:
        line = ask("openGauss-# " if buf else "openGauss=# ")
        if line.strip() == "\\q":
            return
        buf.append(line)
        if not line.rstrip().endswith(";"):
            continue
        buf = []
        print("                                                                       version")
        print("------------------------------------------------------------------------------------------------------------------------------------------------------")
        print(" (openGauss 5.0.1 build 33b035fd) compiled at 2023-12-15 20:18:53 commit 0 last mr   on x86_64-unknown-linux-gnu, compiled by g++ (GCC) 7.3.0, 64-bit")
        print("(1 row)")
        print()


# aql-like: Aerospike's aql at its `aql> ` prompt.
def aql():
    print("Seed:         127.0.0.1")
    print("User:         None")
    print("Config File:  /etc/aerospike/astools.conf /root/.aerospike/astools.conf ")
    print("Aerospike Query Client")
    print("Version 7.1.1")
    print("C Client Version 6.5.0")
    print("Copyright 2012-2023 Aerospike. All rights reserved.")
    while True:
        line = ask("aql> ").strip()
        if line.lower() in ("exit", "quit"):
            return
        if line.lower() == "show namespaces":
            print("+------------+")
            print("| namespaces |")
            print("+------------+")
            print("| \"test\"     |")
            print("| \"bar\"      |")
            print("+------------+")
            print("[127.0.0.1:3000] 2 rows in set (0.002 secs)")
            print()
            print("OK")
            print()
        elif line:
            print("Error: (1) AEROSPIKE_ERR_REQUEST_INVALID")
            print()


# fdbcli-like: FoundationDB's fdbcli, a key-value shell at `fdb> `.
def fdbcli():
    print("Using cluster file `/etc/foundationdb/fdb.cluster'.")
    print()
    print("The database is available.")
    print()
    print("Welcome to the fdbcli. For help, type `help'.")
    store = {"hello": "world"}
    while True:
        line = ask("fdb> ").strip()
        if line in ("exit", "quit"):
            return
        words = line.split()
        if len(words) == 2 and words[0] == "get":
            if words[1] in store:
                print("`%s' is `%s'" % (words[1], store[words[1]]))
            else:
                print("`%s': not found" % words[1])
        elif words and words[0] in ("set", "clear"):
            print("ERROR: writemode must be enabled to set or clear keys in the database.")
        elif words:
            print("ERROR: Unknown command `%s'. Try `help'?" % words[0])


# pulsar-shell-like: Apache Pulsar's pulsar-shell, a message queue's
# console at its `default(localhost)> ` prompt.
def pulsar():
    print("Welcome to Pulsar shell!")
    print("  Service URL: pulsar://localhost:6650/")
    print("  Admin URL: http://localhost:8080/")
    print()
    print("Type \x1b[1mhelp\x1b[0m to get started or try the autocompletion (TAB button).")
    print("Type \x1b[1mexit\x1b[0m or \x1b[1mquit\x1b[0m to end the shell session.")
    print()
    while True:
        line = ask("\x01\x1b[32m\x02default(localhost)\x01\x1b[0m\x02> ").strip()
        if line in ("exit", "quit"):
            return
        if line:
            print("Unknown command: %s" % line)


# asadmin-like: GlassFish's `asadmin login`, its admin user name and
# password, asked again after a wrong password.
def asadmin():
    while True:
        ask("Enter admin user name [Enter to accept default]> ")
        pw = getpass.getpass("Enter admin password> ")
        if pw == "adminadmin":
            break
        print("Authentication failed for user: admin")
        print("with password from password file or password entered at the prompt")
        print("(Usually, this means invalid user name and/or password)")
    print("Login information relevant to admin user name [admin]")
    print("for host [localhost] and admin port [4848] stored at")
    print("[/root/.gfclient/pass] successfully.")
    print("Make sure that this file remains protected.")
    print("Information stored in this file will be used by")
    print("asadmin commands to manage the associated domain.")
    print("Command login executed successfully.")


# wlst-like: WebLogic Scripting Tool, its `wls:/offline> ` prompt and
# connect()'s user name and password.
def wlst():
    print()
    print("Initializing WebLogic Scripting Tool (WLST) ...")
    print()
    print("Welcome to WebLogic Server Administration Scripting Shell")
    print()
    print("Type help() for help on available commands")
    print()
    while True:
        line = ask("wls:/offline> ").strip()
        if line in ("exit()", "quit()"):
            print()
            print("Exiting WebLogic Scripting Tool.")
            print()
            return
        if line == "connect()":
            ask("Please enter your username :")
            getpass.getpass("Please enter your password :")
            ask("Please enter your server URL [t3://localhost:7001] :")
            print("Connecting to t3://localhost:7001 with userid weblogic ...")
            print("Traceback (innermost last):")
            print("  File \"<console>\", line 1, in ?")
            print("  File \"<iostream>\", line 19, in connect")
            print("  File \"<iostream>\", line 553, in raiseWLSTException")
            print("WLSTException: Error occurred while performing connect : User: weblogic, failed to be authenticated. : User: weblogic, failed to be authenticated.")
            print("Use dumpStack() to view the full stacktrace :")
        elif line:
            print("Traceback (innermost last):")
            print("  File \"<console>\", line 1, in ?")
            print("NameError: %s" % line.split("(")[0])


# yc-like: Yandex Cloud's `yc init`, a cloud CLI's set-up wizard with its
# numbered choices, asked again after a number out of range.
def yc():
    print("Welcome! This command will take you through the configuration process.")
    print("Please go to https://oauth.yandex.ru/authorize?response_type=token&client_id=1a6990aa636648e9b2ef855fa7bec2fb in order to obtain OAuth token.")
    print()
    ask("Please enter OAuth token: ")
    print("You have one cloud available: 'cloud-relay' (id = b1gia87mbaomkfvsleds). It is going to be used by default.")
    print("Please choose folder to use:")
    print(" [1] default (id = b1g5r6h11knotfr8vjp7)")
    print(" [2] Create a new folder")
    choice = ask("Please enter your numeric choice: ").strip()
    while choice not in ("1", "2"):
        choice = ask("Please enter a value between 1 and 2: ").strip()
    print("Your current folder has been set to 'default' (id = b1g5r6h11knotfr8vjp7).")
    ask("Do you want to configure a default Compute zone? [Y/n] ")
    print("Which zone do you want to use as a profile default?")
    print(" [1] ru-central1-a")
    print(" [2] ru-central1-b")
    print(" [3] ru-central1-d")
    print(" [4] Don't set default zone")
    ask("Please enter your numeric choice: ")
    wait_forever()


TOOLS = {
    "nzsql": nzsql,
    "gsql": gsql,
    "aql": aql,
    "fdbcli": fdbcli,
    "pulsar-shell": pulsar,
    "asadmin": asadmin,
    "wlst": wlst,
    "yc": yc,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
    wait_forever()
