"""One command-line tool imitated, named by the first argument and its
flow by the second: a fixture of agentty's twohundredfortysecond set,
whose screens were never used to tune the mode classifier. Each draws,
on the main screen in line mode (lines read cooked and echoed, secrets
read with echo off), what a cloud, cluster, database or release tool
that cannot run here draws at its moments, from its documentation and
source as known: beanstalk-like (the EB CLI of AWS Elastic Beanstalk:
`init`, `terminate`, `create`), adfs-like (aws-adfs `login`), avn-like
(Aiven's `avn`: `login`, `terminate`), stackit-like (the STACKIT CLI:
`delete`, `kubeconfig`), piccolo-like (Piccolo ORM's `piccolo`:
`migrate`, `user`), catkin-like (catkin_prepare_release) and
towncrier-like (`create`, `build`). Nothing is sent anywhere: answers
are canned. Runs with Debian's python3 and its standard library only."""

import getpass
import sys
import time

BOLD, DIM, RESET = "\x1b[1m", "\x1b[2m", "\x1b[0m"
RED, GREEN, YELLOW, BLUE, CYAN = "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[34m", "\x1b[36m"


def out(s=""):
    sys.stdout.write(s + "\n")
    sys.stdout.flush()


def ask(prompt):
    """A line read cooked, echoed, after prompt."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.strip()


def hold():
    """Waits for input that never comes, the last question answered."""
    while sys.stdin.readline():
        pass


# --- EB CLI (AWS Elastic Beanstalk) -----------------------------------------

EB_REGIONS = [
    ("us-east-1", "US East (N. Virginia)"), ("us-west-1", "US West (N. California)"),
    ("us-west-2", "US West (Oregon)"), ("eu-west-1", "EU (Ireland)"),
    ("eu-central-1", "EU (Frankfurt)"), ("ap-south-1", "Asia Pacific (Mumbai)"),
    ("ap-southeast-1", "Asia Pacific (Singapore)"), ("ap-southeast-2", "Asia Pacific (Sydney)"),
    ("ap-northeast-1", "Asia Pacific (Tokyo)"), ("ap-northeast-2", "Asia Pacific (Seoul)"),
    ("sa-east-1", "South America (Sao Paulo)"), ("us-east-2", "US East (Ohio)"),
    ("ca-central-1", "Canada (Central)"), ("eu-west-2", "EU (London)"),
    ("eu-west-3", "EU (Paris)"), ("eu-north-1", "EU (Stockholm)"),
]
EB_PLATFORMS = [
    "Python 3.12 running on 64bit Amazon Linux 2023",
    "Python 3.11 running on 64bit Amazon Linux 2023",
    "Python 3.9 running on 64bit Amazon Linux 2023",
    "Python 3.8 running on 64bit Amazon Linux 2",
]


def numbered(heading, items, default):
    """EB's list: a heading, `N) item` rows and `(default is N): `,
    asked again until a number in range or Enter."""
    out()
    out(heading)
    for i, it in enumerate(items, 1):
        out("%d) %s" % (i, it))
    while True:
        a = ask("(default is %d): " % default)
        if not a:
            return default
        if a.isdigit() and 1 <= int(a) <= len(items):
            return int(a)
        out("Sorry, that is not a valid choice. Please choose a number between 1 and %d." % len(items))


def yn(prompt, default=True):
    while True:
        a = ask(prompt).lower()
        if not a:
            return default
        if a in ("y", "yes"):
            return True
        if a in ("n", "no"):
            return False


def beanstalk(flow):
    if flow == "init":
        numbered("Select a default region", ["%s : %s" % r for r in EB_REGIONS], 3)
        out()
        out("Enter Application Name")
        name = ask('(default is "relay-api"): ') or "relay-api"
        out("Application %s has been created." % name)
        out()
        out("It appears you are using Python. Is this correct?")
        yn("(Y/n): ")
        numbered("Select a platform branch.", EB_PLATFORMS, 1)
        out("Cannot setup CodeCommit because there is no Source Control setup, continuing with initialization")
        out("Do you want to set up SSH for your instances?")
        yn("(Y/n): ")
        hold()
    elif flow == "terminate":
        out('The environment "relay-api-dev" and all associated instances will be terminated.')
        name = ask("To confirm, type the environment name: ")
        if name != "relay-api-dev":
            out("ERROR: InvalidInputError: Names do not match. Exiting.")
            sys.exit(4)
        out("2024-05-01 12:00:00    INFO    terminateEnvironment is starting.")
        hold()
    elif flow == "create":
        out('Creating application version archive "app-240501_120000".')
        out("Uploading relay-api/app-240501_120000.zip to S3. This may take a while.")
        out("Upload Complete.")
        out("Environment details for: relay-api-dev")
        for k, v in [("Application name", "relay-api"), ("Region", "us-west-2"),
                     ("Deployed Version", "app-240501_120000"), ("Environment ID", "e-mx3pd2qkzr"),
                     ("Platform", "arn:aws:elasticbeanstalk:us-west-2::platform/Python 3.12 running on 64bit Amazon Linux 2023/4.0.11"),
                     ("Tier", "WebServer-Standard-1.0"), ("CNAME", "UNKNOWN"),
                     ("Updated", "2024-05-01 12:00:00.123000+00:00")]:
            out("  %s: %s" % (k, v))
        out("Printing Status:")
        events = [
            "createEnvironment is starting.",
            "Using elasticbeanstalk-us-west-2-111122223333 as Amazon S3 storage bucket for environment data.",
            "Created security group named: sg-0a1b2c3d4e5f60718",
            "Created target group named: arn:aws:elasticloadbalancing:us-west-2:111122223333:targetgroup/awseb-AWSEB-1",
            "Created Auto Scaling launch configuration named: awseb-e-mx3pd2qkzr-stack-AWSEBAutoScalingLaunchConfiguration",
            "Created Auto Scaling group named: awseb-e-mx3pd2qkzr-stack-AWSEBAutoScalingGroup-1",
            "Waiting for EC2 instances to launch. This may take a few minutes.",
            "Created Auto Scaling group policy named: arn:aws:autoscaling:us-west-2:111122223333:scalingPolicy",
            "Created CloudWatch alarm named: awseb-e-mx3pd2qkzr-stack-AWSEBCloudwatchAlarmHigh-1",
            "Created load balancer named: arn:aws:elasticloadbalancing:us-west-2:111122223333:loadbalancer/app/awseb",
            "Instance deployment completed successfully.",
        ]
        t = 0
        for e in events:
            time.sleep(1.5)
            t += 2
            out("2024-05-01 12:%02d:%02d    INFO    %s" % (t // 60, t % 60, e))
        # the last instances take long: nothing more is printed while it waits
        time.sleep(600)


# --- aws-adfs ---------------------------------------------------------------

ADFS_ROLES = [
    "arn:aws:iam::111122223333:role/relay-admin",
    "arn:aws:iam::111122223333:role/relay-readonly",
    "arn:aws:iam::444455556666:role/relay-deploy",
]


def adfs(flow):
    ask("Username: ")
    getpass.getpass("Password: ")
    out()
    out("Please choose the role you would like to assume:")
    for i, r in enumerate(ADFS_ROLES):
        out("    [ %d ] -> %s" % (i, r))
    while True:
        a = ask("Selection: ")
        if a.isdigit() and int(a) < len(ADFS_ROLES):
            break
    out()
    out("        Prepared ADFS configuration as follows:")
    out("            * AWS CLI profile                   : 'default'")
    out("            * AWS region                        : 'eu-west-1'")
    out("            * Output format                     : 'json'")
    out("            * SSL verification of ADFS Server   : 'ENABLED'")
    out("            * Selected role_arn                 : '%s'" % ADFS_ROLES[int(a)])
    out("            * ADFS Server                       : 'adfs.acme.example'")
    out("            * ADFS Session Duration in seconds  : '3600'")
    out("            * Provider ID                       : 'urn:amazon:webservices'")
    out("            * S3 Signature Version              : 'None'")
    out("            * STS Session Duration in seconds   : '3600'")
    out("            * SSPI:                             : 'True'")
    out("            * U2F and default browser:          : 'False'")
    out()


# --- Aiven's avn ------------------------------------------------------------

def avn(flow):
    if flow == "login":
        getpass.getpass("alice@acme.example's Aiven password: ")
        ask("Two-factor authentication OTP: ")
        out("INFO\tAiven credentials written to: ~/.config/aiven/aiven-credentials.json")
        out("INFO\tDefault project set as 'relay-prod' (change with 'avn project switch <project>')")
    elif flow == "terminate":
        out("Please re-enter the service name(s) to confirm the service termination.")
        out("This cannot be undone and all the data in the service will be lost!")
        out("Re-entering service name(s) can be skipped with the --force option.")
        name = ask("Re-enter service name 'relay-pg' for immediate termination: ")
        if name != "relay-pg":
            out("ERROR\tCommand failed: Not confirmed by user. Aborting termination.")
            sys.exit(1)
        out("INFO\tService 'relay-pg' scheduled for termination")
        hold()


# --- STACKIT CLI ------------------------------------------------------------

SPIN = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def stackit(flow):
    if flow == "delete":
        a = ask('Are you sure you want to delete cluster "relay"? (This cannot be undone) (y/N) ')
        if a.lower() not in ("y", "yes"):
            out("Aborted")
            sys.exit(1)
        start, i = time.time(), 0
        while time.time() - start < 600:
            sys.stdout.write("\r%s Deleting cluster" % SPIN[i % len(SPIN)])
            sys.stdout.flush()
            i += 1
            time.sleep(0.1)
    elif flow == "kubeconfig":
        ask('Are you sure you want to update your kubeconfig for SKE cluster "relay"? This will '
            "OVERWRITE your current kubeconfig file, if it exists. (y/N) ")
        out('Updated kubeconfig file for cluster relay in "~/.kube/config"')


# --- Piccolo ORM's piccolo --------------------------------------------------

def piccolo(flow):
    if flow == "migrate":
        out("🚀 Creating new migration ...")
        ask("Did you rename the `name` column to `title` on the `band` table? (y/N) ")
        out("🚀 Created 2024-05-01T12:00:00:123456 (blog/piccolo_migrations/blog_2024_05_01t12_00_00_123456.py)")
    elif flow == "user":
        out("Enter username:")
        ask("")
        out("Enter email:")
        ask("")
        out("Enter password:")
        getpass.getpass("")
        out("Confirm password:")
        getpass.getpass("")
        out("Admin user? Enter y or n:")
        ask("")
        out("Superuser? Enter y or n:")
        ask("")
        hold()


# --- catkin_prepare_release -------------------------------------------------

def catkin(flow):
    out("Prepare the source repository for a release.")
    out("Repository type: " + BOLD + "git" + RESET)
    out("Found packages: " + BOLD + "relay_driver" + RESET + ", " + BOLD + "relay_msgs" + RESET)
    if not yn("Prepare release of version '1.4.0' [Y/n]? "):
        sys.exit(1)
    out("Checking if the changelogs of all packages have a forthcoming section...")
    out("- relay_driver")
    out("- relay_msgs")
    if not yn("Rename the forthcoming section of the changelog files to version '1.4.0' [Y/n]? "):
        sys.exit(1)
    out("Renaming the forthcoming section of the changelog files to version '1.4.0'...")
    out("Bump version of all packages from '1.3.2' to '" + BOLD + "1.4.0" + RESET + "'")
    out("Committing the package.xml files...")
    out("[main 3f2a1c9] 1.4.0")
    out(" 4 files changed, 14 insertions(+), 4 deletions(-)")
    out("Creating tag '1.4.0'...")
    out("The following commands will be executed to push the changes and tag to the remote repository:")
    out("  /usr/bin/git push origin main")
    out("  /usr/bin/git push origin 1.4.0")
    yn("Execute commands which will modify the remote repository [Y/n]? ")
    hold()


# --- towncrier --------------------------------------------------------------

def towncrier(flow):
    if flow == "create":
        ask("Issue number (`+` if none): ")
        while True:
            t = ask("Fragment type (feature, bugfix, doc, removal, misc): ")
            if t in ("feature", "bugfix", "doc", "removal", "misc"):
                break
            out("Error: '%s' is not one of 'feature', 'bugfix', 'doc', 'removal', 'misc'." % t)
        out("Created news fragment at changes/482.%s.md" % t)
        hold()
    elif flow == "build":
        out("Loading template...")
        out("Finding news fragments...")
        out("Rendering news fragments...")
        out("Writing to newsfile...")
        out("Staged newsfile for commit.")
        out("I want to remove the following files:")
        for f in ("changes/471.bugfix.md", "changes/476.feature.md", "changes/478.doc.md", "changes/480.removal.md"):
            out("relay/" + f)
        yn("Is it okay if I remove those files? [Y/n]: ")
        out("Removing the following files:")
        hold()


TOOLS = {
    "beanstalk": beanstalk, "adfs": adfs, "avn": avn, "stackit": stackit,
    "piccolo": piccolo, "catkin": catkin, "towncrier": towncrier,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](sys.argv[2] if len(sys.argv) > 2 else "")
        hold()
    except (KeyboardInterrupt, EOFError):
        sys.exit(130)
