# One program of a Perl terminal library, named by the arguments
# (library), printing what it is told: a fixture of agentty's
# twentyfirst set, whose screens were never used to tune the mode
# classifier. Runs with Debian's perl and its libtickit-console-perl and
# libstfl-perl.
use strict;
use warnings;

my ($lib) = @ARGV;
$lib //= '';

if ($lib eq 'tickit-console') {
	# Tickit::Console: a full-screen console of tabs over an entry line,
	# "status" answered in the tab.
	require Tickit;
	require Tickit::Console;
	my $console;
	$console = Tickit::Console->new(
		on_line => sub {
			my ($tab, $line) = @_;
			$line =~ s/^\s+|\s+$//g;
			if ($line eq 'quit') {
				$console->window->tickit->stop if $console->window;
				exit 0;
			}
			$tab->append_line($line eq 'status' ? '3 targets ready, 1 pending' : "unknown command: $line");
		},
	);
	my $tab = $console->add_tab(name => 'relay');
	$tab->append_line('Relay console: type status, or quit');
	Tickit->new(root => $console)->run;
} elsif ($lib eq 'stfl') {
	# STFL: a form described in its layout language, a list of mirrors
	# under a question or a field with a default, Enter submits.
	my ($kind) = $ARGV[1] // '';
	require stfl;
	my $layout;
	if ($kind eq 'list') {
		$layout = q{vbox
  label
    text:"Which mirror should serve the images?"
    .expand:0
  list[mirrors]
    style_focus[f]:attr=reverse
    pos[at]:0
    .expand:0
    listitem text:"mirror-fra"
    listitem text:"mirror-ord"
    listitem text:"mirror-nrt"
};
	} elsif ($kind eq 'input') {
		$layout = q{vbox
  hbox
    .expand:0
    label
      text:"Name of the release: "
      .expand:0
    input[name]
      text[release]:"release-7"
};
	} else {
		die "unknown form $kind\n";
	}
	my $f = stfl::create($layout);
	while (1) {
		my $ev = $f->run(0);
		last if defined $ev && $ev eq 'ENTER';
	}
	my $answer = $kind eq 'list' ? $f->get('at') : $f->get('release');
	stfl::reset();
	print "ANSWER $answer\n";
} else {
	die "unknown program $lib\n";
}
