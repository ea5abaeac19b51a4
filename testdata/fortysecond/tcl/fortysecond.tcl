# The fortysecond set's Tcl script: lines read with gets stdin, the kind
# named by the first argument.
set kind [lindex $argv 0]
puts "inventory keeper 2.1"
puts ""
proc ask {q} { puts -nonewline $q; flush stdout; return [gets stdin] }
switch -- $kind {
  overwrite {
    set a [ask "inventory.db exists. Overwrite it? \[yes/no\] "]
    puts "answer: $a"
  }
  copies {
    set a [ask "How many copies should be printed? (1-9) \[2\]: "]
    puts "copies: $a"
  }
  default {
    set items {bolts nuts washers}
    while 1 {
      set line [ask "inv\[[llength $items]\]> "]
      if {[eof stdin] || $line eq "quit"} break
      if {$line eq "list"} {
        foreach i $items { puts "  $i" }
      } elseif {[string match "add *" $line]} {
        lappend items [lindex $line 1]
        puts "added [lindex $line 1]"
      } elseif {$line ne ""} {
        puts "unknown command: $line"
      }
    }
  }
}
