"""Draws winget's first run: the msstore source's agreements and its question."""
import sys

print("""The `msstore` source requires that you view the following agreements before using.
Terms of Transaction: https://aka.ms/microsoft-store-terms-of-transaction
The source requires the current machine's 2-letter geographic region to be sent to the backend service to function properly (ex. "US").
""")
sys.stdout.write("Do you agree to all the source agreements terms?\n[Y] Yes  [N] No: ")
sys.stdout.flush()
sys.stdin.readline()
