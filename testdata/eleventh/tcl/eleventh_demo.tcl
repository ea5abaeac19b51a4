# tclreadline's console over Debian's tclsh, at its prompt until exit: a
# fixture of agentty's eleventh set, whose screens were never used to
# tune the mode classifier.
package require tclreadline
::tclreadline::Loop
