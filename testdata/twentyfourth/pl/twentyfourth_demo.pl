# One prompt of a Perl terminal library, named by the arguments
# (library, kind), printing the answer: a fixture of agentty's
# twentyfourth set, whose screens were never used to tune the mode
# classifier. Runs with Debian's perl and its
# libshell-posix-select-perl and libio-pager-perl.
# No strict: the module's source filter writes package variables.
use Shell::POSIX::Select qw($Prompt);

our ($lib, $kind) = @ARGV;
$lib //= '';
$kind //= '';

if ($lib eq 'posix-select' && $kind eq 'select') {
	# Shell::POSIX::Select: the shell's select loop, a numbered menu and
	# its prompt ($Prompt, as the shell's PS3).
	$Prompt = 'Which mirror should serve the images? ';
	select $mirror (qw(mirror-fra mirror-ord mirror-nrt)) {
		print "ANSWER $mirror\n";
		last;
	}
} elsif ($lib eq 'io-pager' && $kind eq 'page') {
	# IO::Pager: the release's log written through the user's pager
	# (less, where PAGER names none).
	require IO::Pager;
	my $pager = IO::Pager->new(*STDOUT);
	$pager->print(sprintf "release-7 build log, step %03d of 200: ok\n", $_) for 1 .. 200;
	close $pager;
} else {
	die "unknown program $lib $kind\n";
}
