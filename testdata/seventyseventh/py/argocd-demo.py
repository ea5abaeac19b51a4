"""Draws argocd login: its insecure-certificate question, then Username and Password."""
import getpass
import sys

sys.stdout.write("WARNING: server certificate had error: tls: failed to verify certificate: x509: certificate signed by unknown authority. Proceed insecurely (y/n)? ")
sys.stdout.flush()
a = sys.stdin.readline().strip()
if a != "y":
    sys.exit(1)
sys.stdout.write("Username: ")
sys.stdout.flush()
sys.stdin.readline()
getpass.getpass("Password: ")
print("'admin:login' logged in successfully")
