"""Draws OpenTofu's apply: its plan and 'Enter a value:'."""
import sys

B, G, R = "\x1b[1m", "\x1b[32m", "\x1b[0m"
print(f"""
OpenTofu used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  {G}+{R} create

OpenTofu will perform the following actions:

{B}  # local_file.motd{R} will be created
{G}  +{R} resource "local_file" "motd" {{
      {G}+{R} content              = "welcome"
      {G}+{R} directory_permission = "0777"
      {G}+{R} file_permission      = "0777"
      {G}+{R} filename             = "./motd.txt"
      {G}+{R} id                   = (known after apply)
    }}

{B}Plan:{R} 1 to add, 0 to change, 0 to destroy.
{B}
Do you want to perform these actions?{R}
  OpenTofu will perform the actions described above.
  Only 'yes' will be accepted to approve.
""")
sys.stdout.write(f"  {B}Enter a value:{R} ")
sys.stdout.flush()
sys.stdin.readline()
