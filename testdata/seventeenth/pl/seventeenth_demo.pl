# One program of a Perl terminal library, named by the arguments
# (library, kind): a fixture of agentty's seventeenth set, whose screens
# were never used to tune the mode classifier. Runs with Debian's perl
# and its libterm-readline-ttytter-perl, libterm-visual-perl and
# libterm-slang-perl.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;
$lib //= '';
$kind //= '';

if ($lib eq 'ttytter') {
	# Term::ReadLine::TTYtter: a console read line by line, "list"
	# answered.
	$ENV{PERL_RL} = 'TTYtter';
	require Term::ReadLine;
	my $term = Term::ReadLine->new('relay');
	die "Term::ReadLine gave " . $term->ReadLine . ", not TTYtter\n"
		unless $term->ReadLine eq 'Term::ReadLine::TTYtter';
	while (defined(my $line = $term->readline('hosts> '))) {
		$line =~ s/^\s+|\s+$//g;
		last if $line eq 'quit';
		if ($line eq 'list') {
			print "3 hosts: relay-ams, relay-iad, relay-sin\n";
		} elsif ($line ne '') {
			print "unknown command: $line\n";
		}
	}
} elsif ($lib eq 'visual') {
	# Term::Visual: a split screen over POE, a title bar, a buffer of
	# lines, a status bar and an input line; each line typed is answered
	# in the buffer.
	require POE;
	POE->import;
	require Term::Visual;
	my $vt = Term::Visual->new(Alias => 'interface', Errlevel => 0);
	my $w = $vt->create_window(
		Window_Name  => 'relay',
		Status       => { 0 => { format => '[relay] %s', fields => [qw(hosts)] } },
		Buffer_Size  => 200,
		History_Size => 20,
		Input_Prompt => 'relay> ',
		Title        => 'Relay console: type status, or /quit',
	);
	POE::Session->create(inline_states => {
		_start => sub {
			$_[POE::Session::KERNEL()]->post(interface => send_me_input => 'got_input');
			$vt->set_status_field($w, hosts => '3 hosts');
			$vt->print($w, 'Connected to 3 relay hosts.');
		},
		got_input => sub {
			my ($input, $exception) = @_[POE::Session::ARG0(), POE::Session::ARG1()];
			if (defined $exception || $input eq '/quit') {
				$vt->delete_window($w);
				$vt->shutdown;
				exit 0;
			}
			$vt->print($w, $input eq 'status' ? 'relay-ams up, relay-iad up, relay-sin down' : "unknown command: $input");
		},
	});
	POE::Kernel->run;
} elsif ($lib eq 'slang') {
	# Term::Slang: a full-screen board drawn with S-Lang's screen
	# management, redrawn on each key.
	require Term::Slang;
	Term::Slang->import(':all');
	Term::Slang::SLtt_get_terminfo();
	Term::Slang::SLang_init_tty(-1, 0, 1);
	Term::Slang::SLsmg_init_smg();
	my $last = 'none';
	while (1) {
		Term::Slang::SLsmg_cls();
		my @rows = ('Relay board', '', 'relay-ams  eu-west   0.42', 'relay-iad  us-east   1.07', 'relay-sin  ap-south  0.15', '', "last key: $last");
		for my $i (0 .. $#rows) {
			Term::Slang::SLsmg_gotorc($i, 2);
			Term::Slang::SLsmg_write_string($rows[$i]);
		}
		Term::Slang::SLsmg_gotorc(23, 0);
		Term::Slang::SLsmg_set_color(0);
		Term::Slang::SLsmg_write_string(' r refresh   q quit');
		Term::Slang::SLsmg_refresh();
		my $k = chr(Term::Slang::SLang_getkey());
		last if $k eq 'q';
		$last = $k eq 'r' ? 'r (refreshed)' : $k;
	}
	Term::Slang::SLsmg_reset_smg();
	Term::Slang::SLang_reset_tty();
} else {
	die "unknown program $lib $kind\n";
}
