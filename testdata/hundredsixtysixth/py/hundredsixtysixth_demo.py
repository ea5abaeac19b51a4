#!/usr/bin/env python3
"""The hundredsixtysixth set's imitations: each prints, on the main screen
and a line at a time, what a command-line tool that cannot run here
prints when it asks on its line (a cloud CLI's set-up, a database tuner
and a cluster installer, deploy tools' confirms, version-control and
release tools' questions). The first argument names the tool imitated."""
import getpass
import sys

BOLD, RESET = "\x1b[1m", "\x1b[0m"
RED, GREEN, YELLOW, BLUE, CYAN = "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[34m", "\x1b[36m"


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


# timescaledb-tune-like: `timescaledb-tune` over a PostgreSQL 16 cluster.
def timescaledb_tune():
    print("Using postgresql.conf at this path:")
    print("/etc/postgresql/16/main/postgresql.conf")
    print()
    while True:
        a = ask("Is this correct? [(y)es/(n)o]: ").strip().lower()
        if a in ("y", "yes"):
            break
        if a in ("n", "no"):
            return
    print("Writing backup to:")
    print("/tmp/timescaledb_tune.backup202611271215")
    print()
    print("shared_preload_libraries needs to be updated")
    print("Current:")
    print(RED + "#shared_preload_libraries = ''" + RESET)
    print("Recommended:")
    print(GREEN + "shared_preload_libraries = 'timescaledb'" + RESET)
    ask("Is this okay? [(y)es/(n)o]: ")
    wait_forever()


# fullrelease-like: zest.releaser's `fullrelease`, its prerelease part.
def fullrelease():
    print("INFO: Starting prerelease.")
    print("Changelog entries for version 1.3:")
    print()
    print("1.3 (unreleased)")
    print("----------------")
    print()
    print("- Add a dry-run mode to the relay command.")
    print("  [ada]")
    print()
    ask("Enter version [1.3]: ")
    print("INFO: Changed version from 1.3.dev0 to 1.3")
    print("INFO: Changed version in setup.py")
    print("INFO: Changelog file: CHANGES.rst")
    print("INFO: The 'git diff':")
    print()
    print("diff --git a/CHANGES.rst b/CHANGES.rst")
    print("index 4b1f0a2..9c3e5d1 100644")
    print("--- a/CHANGES.rst")
    print("+++ b/CHANGES.rst")
    print("@@ -1,7 +1,7 @@")
    print(" Changelog")
    print(" =========")
    print(" ")
    print("-1.3 (unreleased)")
    print("+1.3 (2026-11-27)")
    print(" ----------------")
    print(" ")
    print()
    while True:
        a = ask("OK to commit this (Y/n)? ").strip()
        if not a or a[0].lower() in "yn":
            break
        print("Please explicitly answer y/n")
    wait_forever()


# tbump-like: `tbump 1.3.0`, through python-cli-ui.
def tbump():
    info1 = BOLD + BLUE + "::" + RESET + " "
    info2 = BOLD + BLUE + "=>" + RESET + " "
    print(info1 + "Bumping from " + BOLD + "1.2.0" + RESET + " to " + BOLD + "1.3.0" + RESET)
    print(info2 + "Would patch these files")
    print(RED + "- pyproject.toml:3 version = \"1.2.0\"" + RESET)
    print(GREEN + "+ pyproject.toml:3 version = \"1.3.0\"" + RESET)
    print(RED + "- tbump.toml:5 current = \"1.2.0\"" + RESET)
    print(GREEN + "+ tbump.toml:5 current = \"1.3.0\"" + RESET)
    print(info2 + "Would run these git commands")
    print(" $ git add --update")
    print(" $ git commit --message Bump to 1.3.0")
    print(" $ git tag --annotate --message v1.3.0 v1.3.0")
    print(" $ git push --atomic origin main v1.3.0")
    while True:
        print(GREEN + "::" + RESET + " Looking good? " + RESET + "(y/N)")
        sys.stdout.write(GREEN + "> " + RESET)
        sys.stdout.flush()
        a = ask("").strip().lower()
        if a in ("y", "yes", "n", "no", ""):
            break
        print(BOLD + YELLOW + "Warning:" + RESET + " Please answer by 'y' (yes) or 'n' (no) ")
    wait_forever()


# git-flow-like: `git flow init` (the AVH edition) in a new directory.
def git_flow():
    print("Initialized empty Git repository in /home/ada/relay/.git/")
    print("No branches exist yet. Base branches must be created now.")
    ask("Branch name for production releases: [master] ")
    ask("Branch name for \"next release\" development: [develop] ")
    print()
    print("How to name your supporting branch prefixes?")
    ask("Feature branches? [feature/] ")
    ask("Bugfix branches? [bugfix/] ")
    wait_forever()


# dokku-like: `dokku apps:destroy relay`.
def dokku():
    print(" !     WARNING: Potentially Destructive Action")
    print(" !     This command will destroy app relay.")
    print(" !     To proceed, type \"relay\"")
    print()
    ask("> ")
    wait_forever()


# kamal-like: `kamal remove`, asked through Thor's ask with limited_to.
def kamal():
    import readline  # noqa: F401  (Thor reads its answer through Readline)
    q = "This will remove all containers, images and data directories for relay. Are you sure? [y, N] (N) "
    while True:
        a = ask(q).strip()
        if a in ("y", "N", ""):
            break
        print("Your response must be one of: [y, N]. Please try again.")
    wait_forever()


# spack-like: `spack uninstall zlib`.
def spack():
    arrow = BOLD + BLUE + "==>" + RESET + " "
    print(arrow + "The following 1 packages will be uninstalled:")
    print()
    print("    -- " + CYAN + "linux-debian12-x86_64_v3" + RESET + " / " + GREEN + "gcc@12.2.0" + RESET + " -------------------------")
    print("    ozl3yuc zlib@1.3.1")
    print()
    while True:
        sys.stdout.write(arrow + "Do you want to proceed? [y/N] ")
        sys.stdout.flush()
        a = ask("").strip().lower()
        if a in ("", "y", "yes", "n", "no"):
            break
    wait_forever()


# tiup-like: `tiup cluster deploy tidb-test v7.5.0 ./topology.yaml --user root -p`.
def tiup():
    print("tiup is checking updates for component cluster ...")
    print("Starting component `cluster`: /home/ada/.tiup/components/cluster/v1.14.1/tiup-cluster deploy")
    getpass.getpass("Input SSH password: ")
    print()
    print("+ Detect CPU Arch Name")
    print("  - Detecting node 10.0.1.4 Arch info ... Done")
    print()
    print("+ Detect CPU OS Name")
    print("  - Detecting node 10.0.1.4 OS info ... Done")
    print("Please confirm your topology:")
    print("Cluster type:    " + CYAN + "tidb" + RESET)
    print("Cluster name:    " + CYAN + "tidb-test" + RESET)
    print("Cluster version: " + CYAN + "v7.5.0" + RESET)
    print("Role  Host      Ports        OS/Arch       Directories")
    print("----  ----      -----        -------       -----------")
    print("pd    10.0.1.4  2379/2380    linux/x86_64  /tidb-deploy/pd-2379,/tidb-data/pd-2379")
    print("tikv  10.0.1.1  20160/20180  linux/x86_64  /tidb-deploy/tikv-20160")
    print("tidb  10.0.1.7  4000/10080   linux/x86_64  /tidb-deploy/tidb-4000")
    print(YELLOW + "Attention:" + RESET)
    print("    1. If the topology is not what you expected, check your yaml file.")
    print("    2. Please confirm there is no port/directory conflicts in same host.")
    ask("Do you want to continue? [y/N]: (default=N) ")
    wait_forever()


# tccli-like: `tccli configure` over a profile that holds a key.
def tccli():
    ask("TencentCloud API secretId [*afcQ]: ")
    ask("TencentCloud API secretKey [*ArFd]: ")
    ask("region: ")
    ask("output[json]: ")
    wait_forever()


if __name__ == "__main__":
    {"timescaledb-tune": timescaledb_tune, "fullrelease": fullrelease, "tbump": tbump, "git-flow": git_flow,
     "dokku": dokku, "kamal": kamal, "spack": spack, "tiup": tiup, "tccli": tccli}[sys.argv[1]]()
