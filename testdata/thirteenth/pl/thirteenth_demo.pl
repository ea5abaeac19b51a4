# One program of a Perl terminal library, named by the arguments
# (library, kind), printing the answer: a fixture of agentty's
# thirteenth set, whose screens were never used to tune the mode
# classifier. Runs with Debian's perl and its libui-dialog-perl and
# libterm-readline-zoid-perl.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;
$lib //= '';
$kind //= '';

if ($lib eq 'ui-dialog') {
	# UI::Dialog: one dialog, drawn by Debian's dialog program.
	require UI::Dialog;
	my $d = UI::Dialog->new(title => 'Release', order => ['dialog'], height => 12, width => 60, listheight => 3);
	my $answer;
	if ($kind eq 'yesno') {
		$answer = $d->yesno(text => 'Tag the release now?');
	} elsif ($kind eq 'menu') {
		$answer = $d->menu(text => 'Which mirror should serve the images?',
			list => ['fra', 'Frankfurt', 'ord', 'Chicago', 'nrt', 'Tokyo']);
	} elsif ($kind eq 'input') {
		$answer = $d->inputbox(text => 'Name of the release:', entry => 'release-7');
	} elsif ($kind eq 'password') {
		$answer = $d->password(text => 'Signing key passphrase:');
	} else {
		die "unknown dialog $kind\n";
	}
	print "ANSWER $answer\n";
} elsif ($lib eq 'zoid') {
	# Term::ReadLine::Zoid: a console read line by line, "queue" answered.
	require Term::ReadLine::Zoid;
	my $term = Term::ReadLine::Zoid->new('relay');
	while (defined(my $line = $term->readline('queue> '))) {
		$line =~ s/^\s+|\s+$//g;
		last if $line eq 'quit';
		if ($line eq 'list') {
			print "2 jobs waiting: build-arm64, build-riscv\n";
		} elsif ($line ne '') {
			print "unknown command: $line\n";
		}
	}
} else {
	die "unknown program $lib\n";
}
