# The fiftythird set's dialogs of newt-tcl (whiptcl, Debian's newt-tcl):
# one box a run, its answer printed when it closes.
#
#   tclsh fiftythird_demo.tcl yesno|menu|checklist|radiolist|inputbox
load /usr/lib/whiptcl/whiptcl.so
whiptcl_init
set mirror "Which mirror should serve the images?"
switch [lindex $argv 0] {
	yesno {
		set r [whiptcl_cmd --title "Relay" --yesno "Tag the release now?" 10 40]
	}
	menu {
		set r [whiptcl_cmd --title "Relay" --menu $mirror 14 50 3 fra Frankfurt ord Chicago nrt Tokyo]
	}
	checklist {
		set r [whiptcl_cmd --title "Relay" --checklist "Which platforms should the release build?" 14 50 3 linux Linux off darwin macOS off windows Windows off]
	}
	radiolist {
		set r [whiptcl_cmd --title "Relay" --radiolist $mirror 14 50 3 fra Frankfurt on ord Chicago off nrt Tokyo off]
	}
	inputbox {
		set r [whiptcl_cmd --title "Relay" --inputbox "Name of the release:" 10 50 release-7]
	}
	default {
		whiptcl_finish
		puts stderr "usage: fiftythird_demo.tcl yesno|menu|checklist|radiolist|inputbox"
		exit 2
	}
}
whiptcl_finish
puts "answer: $r"
