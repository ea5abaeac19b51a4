#!/usr/bin/env python3
"""The hundredeightyeighth set's imitations: each prints, on the main
screen and a line at a time, what a line-mode installer or set-up tool
that cannot run here prints while it asks its series of questions. The
first argument names the tool imitated."""
import getpass
import sys

CYAN, RED, NC = "\033[0;36m", "\033[31m", "\033[0m"


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


# bitwarden-like: `./bitwarden.sh install`, its banner and the setup
# container's questions, each after a cyan "(!)".
def bitwarden():
    print(" _     _ _                         _            ")
    print("| |__ (_) |___      ____ _ _ __ __| | ___ _ __  ")
    print("| '_ \\| | __\\ \\ /\\ / / _` | '__/ _` |/ _ \\ '_ \\ ")
    print("| |_) | | |_ \\ V  V / (_| | | | (_| |  __/ | | |")
    print("|_.__/|_|\\__| \\_/\\_/ \\__,_|_|  \\__,_|\\___|_| |_|")
    print()
    print("Open source password management solutions")
    print("Copyright 2015-2024, 8bit Solutions LLC")
    print("https://bitwarden.com, https://github.com/bitwarden")
    print()
    print("===================================================")
    print()
    print("bitwarden.sh version 2024.6.2")
    print("Docker version 24.0.7, build afdd53b")
    print("Docker Compose version v2.21.0")
    print()
    ask(CYAN + "(!)" + NC + " Enter the domain name for your Bitwarden instance (ex. bitwarden.example.com): ")
    print()
    ask(CYAN + "(!)" + NC + " Do you want to use Let's Encrypt to generate a free SSL certificate? (y/n): ")
    print()
    ask(CYAN + "(!)" + NC + " Enter the database name for your Bitwarden instance (ex. vault): ")
    print()
    wait_forever()


# mailcow-like: `./generate_config.sh`, bash's read -p: the hostname
# (asked again when it is not a FQDN), the time zone with the detected
# one in brackets, the branch by its number.
def mailcow():
    print("Press enter to confirm the detected value '[value]' where applicable or enter a custom value.")
    while True:
        host = ask("Mail server hostname (FQDN) - this is not your mail domain, but your mail servers hostname: ")
        if "." in host:
            break
        print(RED + "MAILCOW_HOSTNAME (%s) is not a FQDN!" % host + NC)
    ask("Timezone [Etc/UTC]: ")
    print("Which branch of mailcow do you want to use?")
    print()
    print("Available Branches:")
    print("- master branch (stable updates) | default, recommended [1]")
    print("- nightly branch (unstable updates, testing) | not-production ready [2]")
    ask("Choose the Branch with it's number [1/2] ")
    wait_forever()


EXECUTORS = "custom, docker, parallels, shell, ssh, virtualbox, docker-windows, docker+machine, kubernetes, docker-autoscaler, instance"


# gitlab-runner-like: `gitlab-runner register`, each question on its own
# row and answered on the next, the executor asked again after an unknown
# one.
def gitlab_runner():
    print("Runtime platform                                    arch=amd64 os=linux pid=4242 revision=f5da3c5a version=16.6.1")
    print("Running in system-mode.                            ")
    print("                                                   ")
    print("Enter the GitLab instance URL (for example, https://gitlab.com/):")
    ask("")
    print("Enter the registration token:")
    ask("")
    print("Enter a description for the runner:")
    ask("[relay]: ")
    print("Enter tags for the runner (comma-separated):")
    ask("")
    print("Enter optional maintenance note for the runner:")
    ask("")
    print("Registering runner... succeeded                     runner=GR1348941")
    while True:
        print("Enter an executor: %s:" % EXECUTORS)
        e = ask("")
        if e.strip() in EXECUTORS.split(", "):
            break
        print("\033[31;1mERROR: Invalid executor specified\033[0;m")
    wait_forever()


# jfrog-like: `jfrog config add`, its server id, URL, token, user and
# password (echo off), and a yes/no with its default in brackets, asked
# again after an answer it cannot read.
def jfrog():
    ask("Enter a unique server identifier: ")
    ask("JFrog Platform URL: ")
    ask("JFrog access token (Leave blank for username and password/API key): ")
    ask("JFrog username: ")
    getpass.getpass("JFrog password or API key: ")
    while True:
        a = ask("Is the Artifactory reverse proxy configured to accept a client certificate? (y/n) [n]? ")
        if a.strip().lower() in ("", "y", "n", "yes", "no"):
            break
        print("Please enter a valid option.")
    wait_forever()


# algo-like: `./algo`, the VPN installer's Ansible prompts: numbered
# providers, a name with its default, yes/no with its default, each
# answered after a ": " on a row of its own.
def algo():
    print("[Cloud prompt]")
    print("What provider would you like to use?")
    for i, p in enumerate(["DigitalOcean", "Amazon Lightsail", "Amazon EC2", "Microsoft Azure", "Google Compute Engine",
                           "Hetzner Cloud", "Vultr", "Scaleway", "OpenStack (DreamCompute optimised)",
                           "CloudStack (Exoscale optimised)", "Linode",
                           "Install to existing Ubuntu latest LTS server (for more advanced users)"], 1):
        print("    %d. %s" % (i, p))
    print()
    print("Enter the number of your desired provider")
    while True:
        n = ask(": ")
        if n.strip().isdigit() and 1 <= int(n) <= 12:
            break
        print("[ERROR]: Please enter a number between 1 and 12")
        print()
        print("Enter the number of your desired provider")
    print()
    print("[Name the vpn server]")
    print("[algo]")
    ask(": ")
    print()
    print("[Cellular On Demand prompt]")
    print("Do you want macOS/iOS clients to enable \"Connect On Demand\" when connected to cellular networks?")
    print("[y/N]")
    ask(": ")
    wait_forever()


# occ-like: Nextcloud's `occ user:add ada`, its password and its
# confirmation with echo off.
def occ():
    getpass.getpass("Enter password: ")
    getpass.getpass("Confirm password: ")
    print("The user \"ada\" was created successfully")
    wait_forever()


TOOLS = {"bitwarden": bitwarden, "mailcow": mailcow, "gitlab-runner": gitlab_runner, "jfrog": jfrog, "algo": algo, "occ": occ}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
