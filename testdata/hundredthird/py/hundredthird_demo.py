#!/usr/bin/env python3
"""The hundredthird set's imitations: each prints, on the main screen and
a line at a time, what a developer tool that cannot run here prints at
one of its moments. The first argument names the tool imitated."""
import getpass
import sys
import termios
import tty


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


# pecl-like: `pecl install redis` asking for its build options.
def pecl():
    print("downloading redis-6.0.2.tgz ...")
    print("Starting to download redis-6.0.2.tgz (372,784 bytes)")
    print("....................................................done: 372,784 bytes")
    print("29 source files, building")
    print("running: phpize")
    print("Configuring for:")
    print("PHP Api Version:         20220829")
    print("Zend Module Api No:      20220829")
    print("Zend Extension Api No:   420220829")
    ask("enable igbinary serializer support? [no] : ")
    ask("enable lzf compression support? [no] : ")
    wait_forever()


# ibmcloud-like: `ibmcloud login`.
def ibmcloud():
    print("API endpoint: https://cloud.ibm.com")
    print()
    ask("Email> ")
    getpass.getpass("Password> ")
    print("Authenticating...")
    print("OK")
    print()
    print("Select an account:")
    print("1. Relay Team's Account (4f1c2d0a9b8e7c6d5e4f3a2b1c0d9e8f)")
    print("2. Ada Lovelace's Account (0a9b8e7c6d5e4f3a2b1c0d9e8f4f1c2d)")
    ask("Enter a number> ")
    print("Targeted account Relay Team's Account (4f1c2d0a9b8e7c6d5e4f3a2b1c0d9e8f)")
    print()
    print()
    print("Select a region (or press enter to skip):")
    for i, r in enumerate(["au-syd", "in-che", "jp-osa", "jp-tok", "eu-de", "eu-gb", "ca-tor", "us-south", "us-east", "br-sao"], 1):
        print("%d. %s" % (i, r))
    ask("Enter a number> ")
    wait_forever()


# sqitch-like: `sqitch revert`.
def sqitch():
    ask("Revert all changes from db:pg:flipr_test? [Yes] ")
    print("  - appuser .. ok")
    wait_forever()


# linode-cli-like: `linode-cli configure`, after its browser login.
def linode():
    print("Welcome to the Linode CLI.  This will walk you through some initial setup.")
    print()
    print("Default Region for operations.  Choices are:")
    regions = ["ap-west", "ca-central", "ap-southeast", "us-central", "us-west", "us-southeast", "us-east", "eu-west", "ap-south", "eu-central", "ap-northeast"]
    for i, r in enumerate(regions, 1):
        print(" %d - %s" % (i, r))
    print()
    ask("Default Region (Optional): ")
    wait_forever()


# conan-like: `conan remove zlib/1.2.13`.
def conan():
    ask("Remove the recipe and all the packages of 'zlib/1.2.13#97d5730b529b4224045fe7090592d4c1'? (yes/no): ")
    wait_forever()


# rebar3-like: `rebar3 shell`, the Erlang shell over the project.
def rebar3():
    import readline  # noqa: F401
    print("===> Verifying dependencies...")
    print("===> Analyzing applications...")
    print("===> Compiling relay")
    print("Erlang/OTP 26 [erts-14.2.1] [source] [64-bit] [smp:2:2] [ds:2:2:10] [async-threads:1] [jit:ns]")
    print()
    print("Eshell V14.2.1 (press Ctrl+G to abort, type help(). for help)")
    n = 1
    while True:
        line = ask("%d> " % n).strip()
        if not line:
            continue
        if line == "6 * 7.":
            print("42")
        elif line == "q().":
            print("ok")
            return
        else:
            print("* 1:1: syntax error before: '.'")
        n += 1


# nimble-like: `nimble init relay`, its package type cycled with Tab.
def nimble():
    print("      Info: Package initialisation requires info which could not be inferred.")
    print("        ... Default values are shown in square brackets, press")
    print("        ... enter to use them.")
    print("     Using \"relay\" for new package name")
    print("     Using \"ada\" for new package author")
    print("     Using \"src\" for new package source directory")
    print("    Prompt: Package type?")
    print("        ... Library - provides functionality for other packages.")
    print("        ... Binary  - produces an executable for the end-user.")
    print("        ... Hybrid  - combination of library and binary")
    print("        ... For more information see https://goo.gl/cm2RX5")
    print("    Select Cycle with 'Tab', 'Enter' when done")
    choices = ["library", "binary", "hybrid"]
    sel = 0
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)

    def draw(first):
        if not first:
            sys.stdout.write("\x1b[%dA" % len(choices))
        for i, c in enumerate(choices):
            head = "   Choices:  " if i == 0 else "             "
            body = ("> %s <" % c) if i == sel else ("  %s" % c)
            sys.stdout.write("\r\x1b[2K" + head + body + "\r\n")
        sys.stdout.flush()

    draw(True)
    try:
        tty.setraw(fd)
        while True:
            ch = sys.stdin.read(1)
            if ch == "\t":
                sel = (sel + 1) % len(choices)
                draw(False)
            elif ch in "\r\n":
                break
            elif ch in "\x03\x04":
                return
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    print("    Prompt: Initial version of package? [0.1.0]")
    ask("    Answer: ")
    wait_forever()


# aliyun-like: `aliyun configure`.
def aliyun():
    print("Configuring profile 'default' in 'AK' authenticate mode...")
    ask("Access Key Id []: ")
    ask("Access Key Secret []: ")
    ask("Default Region Id []: ")
    wait_forever()


if __name__ == "__main__":
    {"pecl": pecl, "ibmcloud": ibmcloud, "sqitch": sqitch, "linode-cli": linode, "conan": conan,
     "rebar3": rebar3, "nimble": nimble, "aliyun": aliyun}[sys.argv[1]]()
