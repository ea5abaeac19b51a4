"""Draws prisma migrate reset's confirm, drawn as the prompts package draws one."""
from keys77 import Raw, out

B, C, D, R = "\x1b[1m", "\x1b[36m", "\x1b[90m", "\x1b[0m"
out("Environment variables loaded from .env\r\n"
    "Prisma schema loaded from prisma/schema.prisma\r\n"
    'Datasource "db": PostgreSQL database "shop", schema "public" at "localhost:5432"\r\n\r\n')
out("\x1b[?25l")
out(f"{C}?{R} {B}Are you sure you want to reset your database? All data will be lost.{R} {D}›{R} {D}(y/N){R}")
with Raw() as r:
    while r.key() not in ("enter", "y", "n", "ctrl-c"):
        pass
out("\x1b[?25h\r\n")
