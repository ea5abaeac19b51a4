#!/usr/bin/env python3
"""The hundredtwentythird set's imitations: each prints, on the main
screen and a line at a time, what a command-line tool that cannot run here
(version control, package managers, cloud and Kubernetes tools, a mail
sender) prints at one of its moments. The first argument names the tool
imitated."""
import getpass
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


# sapling-like: `sl commit -i` with the text interface, over two files.
def sapling():
    print("diff --git a/notes.txt b/notes.txt")
    print("1 hunks, 1 lines changed")
    ask("examine changes to 'notes.txt'?\n(enter ? for help) [Ynesfdaq?] ")
    print("@@ -1,3 +1,4 @@")
    print(" first line")
    print(" second line")
    print("+third line")
    print(" last line")
    ask("record change 1/2 to 'notes.txt'?\n(enter ? for help) [Ynesfdaq?] ")
    wait_forever()


# monotone-like: `mtn genkey ada@example.com`.
def monotone():
    getpass.getpass("enter passphrase for key ID [ada@example.com]: ")
    getpass.getpass("confirm passphrase for key ID [ada@example.com]: ")
    print("mtn: generating key-pair 'ada@example.com'")
    wait_forever()


# opkg-like: `opkg upgrade uhttpd`, its configuration file changed here.
def opkg():
    print("Upgrading uhttpd on root from 2023-06-25-34a8a74d-1 to 2023-06-25-34a8a74d-2...")
    print("Downloading https://downloads.openwrt.org/releases/23.05.2/packages/mipsel_24kc/base/uhttpd_2023-06-25-34a8a74d-2_mipsel_24kc.ipk")
    print()
    print("Configuration file '/etc/config/uhttpd'")
    print(" ==> File on system created by you or by a script.")
    print(" ==> File also in package provided by package maintainer.")
    print("   What would you like to do about it ?  Your options are:")
    print("    Y or I  : install the package maintainer's version")
    print("    N or O  : keep your currently-installed version")
    print("      D     : show the differences between the versions (if diff is installed)")
    print(" The default action is to keep your current version.")
    ask("*** uhttpd (Y/I/N/O/D) [default=N] ? ")
    wait_forever()


# pipenv-like: `pipenv --python 3.11` over an existing virtualenv.
def pipenv():
    print("Virtualenv already exists!")
    ask("Remove existing virtualenv? [Y/n]: ")
    wait_forever()


# mamba-like: `mamba install numpy`, its transaction summary.
def mamba():
    print()
    print("Looking for: ['numpy']")
    print()
    print("conda-forge/linux-64                                Using cache")
    print("conda-forge/noarch                                  Using cache")
    print("Transaction")
    print()
    print("  Prefix: /home/ada/miniforge3")
    print()
    print("  Updating specs:")
    print()
    print("   - numpy")
    print()
    print()
    print("  Package         Version  Build               Channel                 Size")
    print("─" * 79)
    print("  Install:")
    print("─" * 79)
    print()
    print("  + libgfortran5   13.2.0  ha4646dd_3          conda-forge/linux-64     1MB")
    print("  + numpy          1.26.4  py311h64a7726_0     conda-forge/linux-64     8MB")
    print()
    print("  Summary:")
    print()
    print("  Install: 2 packages")
    print()
    print("  Total download: 9MB")
    print()
    print("─" * 79)
    print()
    print()
    ask("Confirm changes: [Y/n] ")
    wait_forever()


# cabal-like: `cabal init -i`, its questions a line at a time.
def cabal():
    print("Please choose version of the Cabal specification to use:")
    specs = ["1.24  (legacy)", "2.0   (+ support for Backpack, internal sub-libs, '^>=' operator)",
             "2.2   (+ support for 'common', 'elif', redundant commas, SPDX)",
             "2.4   (+ support for '**' globbing)", "3.0   (+ set notation for ==, common stanzas in ifs, more redundant commas, better pkgconfig-depends)",
             "3.4   (~ remove-spec-version warnings, more flexible default-language)"]
    for i, s in enumerate(specs, 1):
        mark = " * " if i == 5 else "   "
        print("%s%d) %s" % (mark, i, s))
    ask("Your choice? [default: 3.0] ")
    ask("Package name? [default: relay] ")
    ask("Package version? [default: 0.1.0.0] ")
    wait_forever()


# kubeadm-like: `kubeadm reset`.
def kubeadm():
    print("W1127 00:21:14.512873    4711 preflight.go:56] [reset] WARNING: Changes made to this host by 'kubeadm init' or 'kubeadm join' will be reverted.")
    ask("[reset] Are you sure you want to proceed? [y/N]: ")
    wait_forever()


# velero-like: `velero uninstall`.
def velero():
    print("You are about to uninstall Velero.")
    ask("Are you sure you want to continue (Y/N)? ")
    wait_forever()


# rancher-like: `rancher login`, its projects in a numbered table.
def rancher():
    print("NUMBER    CLUSTER NAME   PROJECT ID        PROJECT NAME   PROJECT DESCRIPTION")
    print("1         local          local:p-7xk2m     System         System project created for the cluster")
    print("2         local          local:p-h4q9d     Default        Default project created for the cluster")
    print("3         edge           c-m-8zt5w:p-x2l   Default        Default project created for the cluster")
    ask("Select a Project:")
    wait_forever()


# juju-like: `juju add-cloud` (its cloud types by name), and
# `juju destroy-model relay`.
def juju():
    print("This operation can be applied to both a copy on this client and to the one on a controller.")
    print("No current controller was detected and there are no registered controllers on this client: either bootstrap one or register one.")
    print("Cloud Types")
    for t in ["  lxd", "  maas", "  manual", "  openstack", "  vsphere"]:
        print(t)
    print()
    ask("Select cloud type: ")
    ask("Enter a name for your manual cloud: ")
    wait_forever()


def juju_destroy():
    print("WARNING This command will destroy the \"relay\" model.")
    print("This includes all machines, applications, data and other resources.")
    print()
    ask("Continue [y/N]? ")
    wait_forever()


# openstack-like: `openstack` with no command, its interactive console.
def openstack():
    import readline  # noqa: F401
    while True:
        line = ask("(openstack) ").strip()
        if not line:
            continue
        if line == "server list":
            print("+--------------------------------------+-------+--------+------------------------+---------------------+----------+")
            print("| ID                                   | Name  | Status | Networks               | Image               | Flavor   |")
            print("+--------------------------------------+-------+--------+------------------------+---------------------+----------+")
            print("| 6f2b7a1e-93c4-4d8e-a1f0-2c5b9e7d3a18 | relay | ACTIVE | private=10.0.0.12      | debian-12           | m1.small |")
            print("+--------------------------------------+-------+--------+------------------------+---------------------+----------+")
        elif line in ("quit", "exit"):
            return
        else:
            print("Unknown command: ['%s']" % line)


# amrecover-like: Amanda's `amrecover DailySet1`, its console over the
# index server.
def amrecover():
    import readline  # noqa: F401
    print("AMRECOVER Version 3.5.1. Contacting server on backup.example.com ...")
    print("220 backup AMANDA index server (3.5.1) ready.")
    print("Setting restore date to today (2026-11-27)")
    print("200 Working date set to 2026-11-27.")
    print("200 Config set to DailySet1.")
    print("200 Dump host set to relay.example.com.")
    print("Use the setdisk command to choose dump disk to recover")
    while True:
        line = ask("amrecover> ").strip()
        if not line:
            continue
        if line == "listdisk":
            print("200- List of disk for host relay.example.com")
            print("201- /etc")
            print("201- /home")
            print("200 List of disk for host relay.example.com")
        elif line in ("quit", "exit"):
            print("200 Good bye.")
            return
        else:
            print("Invalid command: " + line)


# msmtp-like: `msmtp ada@example.com` with no password configured.
def msmtp():
    getpass.getpass("password for ada at smtp.example.com: ")
    wait_forever()


if __name__ == "__main__":
    {"sapling": sapling, "monotone": monotone, "opkg": opkg, "pipenv": pipenv, "mamba": mamba,
     "cabal": cabal, "amrecover": amrecover, "kubeadm": kubeadm, "velero": velero,
     "rancher": rancher, "juju": juju, "juju-destroy": juju_destroy, "openstack": openstack,
     "msmtp": msmtp}[sys.argv[1]]()
