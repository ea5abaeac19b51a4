// Package spell spells out the characters of a text that a terminal would
// act on ([Out]): text a program or a client chose (a process's name and
// arguments, a window title, an MCP client's name) goes through it before
// anything shows it to a person or an agent. It owns that spelling and
// nothing else; it imports nothing of agentty's, so the emulator, the
// kernel's process table and the servers all use it.
package spell
