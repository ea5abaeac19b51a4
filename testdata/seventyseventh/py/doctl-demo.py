"""Draws doctl auth init asking for an access token, unechoed."""
import getpass

print("Please authenticate doctl for use with your DigitalOcean account. You can generate a token in the control panel at https://cloud.digitalocean.com/account/api/tokens")
print()
getpass.getpass("Enter your access token: ")
print("Validating token... OK")
