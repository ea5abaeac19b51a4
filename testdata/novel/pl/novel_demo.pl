#!/usr/bin/perl
# One prompt of a Perl library of agentty's novel set, named by the
# arguments (library, kind); prints the answer. The novel set's screens
# were never used to tune the mode classifier.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;
$lib //= '';
$kind //= '';

if ($lib eq 'clui') {
	require Term::Clui;
	my $a;
	if ($kind eq 'choose') {
		$a = Term::Clui::choose('Pick a fruit', 'Apple', 'Banana', 'Cherry');
	} elsif ($kind eq 'confirm') {
		$a = Term::Clui::confirm('Delete the old logs?') ? 'yes' : 'no';
	} else {
		$a = Term::Clui::ask('Service name?', 'api');
	}
	print "ANSWER $a\n";
} elsif ($lib eq 'shellui') {
	require Term::ShellUI;
	my @notes;
	my $term = Term::ShellUI->new(
		commands => {
			add  => { desc => 'Add a note', proc => sub { push @notes, "@_"; print "added\n" } },
			list => { desc => 'List the notes', proc => sub { print "$_\n" for @notes } },
			quit => { desc => 'Quit', method => sub { shift->exit_requested(1) } },
		},
		prompt => 'notes> ',
		history_file => '',
	);
	$term->run();
} else {
	die "usage: novel_demo.pl clui|shellui KIND\n";
}
