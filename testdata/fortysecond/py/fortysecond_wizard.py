"""The fortysecond set's release wizard: plain line questions asked with
input(), one per run, the kind named by the first argument."""
import sys

kind = sys.argv[1] if len(sys.argv) > 1 else "release"
print("relay release wizard 0.3")
print()
if kind == "release":
    name = input("Name of the release [release-7]: ") or "release-7"
    print("release:", name)
elif kind == "mirror":
    print("Which mirror should serve the images?")
    for i, m in enumerate(["Frankfurt", "Chicago", "Tokyo"], 1):
        print(f"  {i}) {m}")
    while True:
        a = input("Pick a mirror [1-3, default 1]: ") or "1"
        if a in ("1", "2", "3"):
            break
        print(f"'{a}' is not one of 1-3.")
    print("mirror:", a)
elif kind == "purge":
    a = input("Purge the old artifacts? (y/N) ")
    print("purge:", a.lower().startswith("y"))
elif kind == "diverged":
    print("The remote branch has diverged from yours by 3 commits.")
    a = input("[r]ebase, [m]erge or [a]bort? ")
    print("chose:", a)
