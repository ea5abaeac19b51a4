# One program of a Perl terminal library, named by the arguments
# (library, kind), printing the answer: a fixture of agentty's fifteenth
# set, whose screens were never used to tune the mode classifier. Runs
# with Debian's perl and its libterm-readline-gnu-perl,
# libterm-readline-perl-perl, libterm-readkey-perl and
# libtickit-widgets-perl.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;
$lib //= '';
$kind //= '';

# A console read line by line through one Term::ReadLine back end,
# "list" answered.
sub console {
	my ($backend, $prompt) = @_;
	$ENV{PERL_RL} = $backend;
	require Term::ReadLine;
	my $term = Term::ReadLine->new('relay');
	die "Term::ReadLine gave " . $term->ReadLine . ", not $backend\n"
		unless $term->ReadLine eq "Term::ReadLine::$backend";
	while (defined(my $line = $term->readline($prompt))) {
		$line =~ s/^\s+|\s+$//g;
		last if $line eq 'quit';
		if ($line eq 'list') {
			print "2 jobs waiting: build-arm64, build-riscv\n";
		} elsif ($line ne '') {
			print "unknown command: $line\n";
		}
	}
}

if ($lib eq 'readline-gnu') {
	console('Gnu', 'jobs> ');
} elsif ($lib eq 'readline-perl') {
	console('Perl', 'queue> ');
} elsif ($lib eq 'readkey') {
	# Term::ReadKey: a passphrase read with echo off, asked twice.
	require Term::ReadKey;
	$| = 1;
	my @answers;
	for my $q ('Backup passphrase: ', 'Type it again: ') {
		print $q;
		Term::ReadKey::ReadMode('noecho');
		my $p = Term::ReadKey::ReadLine(0);
		Term::ReadKey::ReadMode('restore');
		print "\n";
		chomp $p;
		push @answers, $p;
	}
	print "MATCH ", ($answers[0] eq $answers[1] ? 'true' : 'false'), "\n";
} elsif ($lib eq 'tickit') {
	# Tickit::Widgets: a full-screen board of hosts over a line of keys,
	# the board's last row telling the last key pressed.
	require Tickit;
	require Tickit::Widgets;
	Tickit::Widgets->import(qw(VBox Static Frame));
	my $last = Tickit::Widget::Static->new(text => 'last key: none');
	my $box = Tickit::Widget::VBox->new;
	$box->add(Tickit::Widget::Static->new(text => 'Relay board'));
	$box->add(Tickit::Widget::Frame->new(style => { linetype => 'single' })->set_child(
		Tickit::Widget::Static->new(text => "relay-ams  eu-west   0.42\nrelay-iad  us-east   1.07\nrelay-sin  ap-south  0.15")), expand => 1);
	$box->add($last);
	$box->add(Tickit::Widget::Static->new(text => 'q quit  r refresh'));
	my $t = Tickit->new(root => $box);
	$t->bind_key(q => sub { $t->stop });
	$t->bind_key(r => sub { $last->set_text('last key: r (refreshed)') });
	$t->run;
} else {
	die "unknown program $lib\n";
}
