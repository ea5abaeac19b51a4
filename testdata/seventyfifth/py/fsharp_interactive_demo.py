"""Draws what a .NET functional language's interactive shell draws: its
banner, '> ' as its prompt, and for an integer expression ended by ';;'
'val it: int = N' and a blank row before the next prompt."""
import re, readline  # noqa: F401 (line editing, as the real shell has)

print("Microsoft (R) F# Interactive version 12.8.0.0 for F# 8.0")
print("Copyright (c) Microsoft Corporation. All Rights Reserved.")
print()
print("For help type #help;;")
print()
buf = ""
while True:
    try:
        line = input("> " if not buf else "- ")
    except EOFError:
        break
    buf += line + "\n"
    if ";;" not in line:
        continue
    src, buf = buf.split(";;")[0].strip(), ""
    if src == "#quit":
        break
    if re.fullmatch(r"[0-9+\-*/() ]+", src):
        print("val it: int = %d" % eval(src.replace("/", "//")))
    elif src.startswith("let "):
        name = src[4:].split("=")[0].strip()
        print("val %s: int = %s" % (name, src.split("=", 1)[1].strip()))
    elif src == "#help":
        print("\n  F# Interactive directives:\n\n    #r \"file.dll\";;   Reference (dynamically load) the given DLL\n    #help;;            Display help\n    #quit;;            Exit\n")
    else:
        print("\n  %s\n  ^\n\nstdin(1,1): error FS0039: The value or constructor '%s' is not defined." % (src, src.split()[0]))
    print()
