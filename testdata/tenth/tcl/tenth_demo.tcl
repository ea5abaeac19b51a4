# One screen of tcllib's term::interact, named by the arguments (kind,
# file), with Debian's tclsh: a boxed menu under a question, or a pager
# over a file; prints the answer. A fixture of agentty's tenth set, whose
# screens were never used to tune the mode classifier.
package require term::interact::menu
package require term::interact::pager
package require term::ansi::code::ctrl

lassign $argv kind file
exec stty raw -echo <@stdin
fconfigure stdin -buffering none -blocking 0
fconfigure stdout -buffering none
puts -nonewline [::term::ansi::code::ctrl::clear]
switch -- $kind {
    menu {
        puts -nonewline "Which shard should be rebalanced first?"
        set m [::term::interact::menu %AUTO% {alpha alpha beta beta gamma gamma} -line 2 -column 2]
        set answer [$m interact]
    }
    pager {
        set f [open $file]
        set text [read $f]
        close $f
        set p [::term::interact::pager %AUTO% $text -line 0 -column 0 -height 22]
        $p interact
        set answer done
    }
    default {
        exec stty sane <@stdin
        puts stderr "unknown screen $kind"
        exit 2
    }
}
exec stty sane <@stdin
puts "\nANSWER $answer"
