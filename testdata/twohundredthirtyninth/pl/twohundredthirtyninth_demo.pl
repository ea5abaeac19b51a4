# The twohundredthirtyninth set's Perl program: "mail" twiddles
# Term::Twiddle's thingy (libterm-twiddle-perl) while it checks a
# mailbox, then asks whether to delete the old messages and, after a
# yes, whether to move them to the Trash instead. "slow" after the name
# keeps the check going for a minute.
use strict;
use warnings;
use Term::Twiddle;

$| = 1;
my ($what, $pace) = @ARGV;
$what //= '';
if ($what ne 'mail') {
    print STDERR "usage: twohundredthirtyninth_demo.pl mail [slow]\n";
    exit 2;
}
print "Checking the mailbox ops\@imap.example.invalid ... ";
my $sp = Term::Twiddle->new;
$sp->start;
my $left = (defined $pace && $pace eq 'slow') ? 90 : 1.5;
# The alarm that turns the thingy cuts a sleep short: sleep the rest.
my $until = time + $left;
select(undef, undef, undef, 0.1) while time < $until;
$sp->stop;
print "done\n";
print "148 messages in INBOX, 12 of them older than 90 days.\n\n";
print "Delete the 12 old messages? [y/N] ";
my $a = <STDIN> // '';
if ($a !~ /^y/i) {
    print "Kept them.\n";
    exit 0;
}
print "Move them to the Trash instead of deleting them? [Y/n] ";
my $b = <STDIN> // '';
print(($b =~ /^n/i) ? "Deleted 12 messages.\n" : "Moved 12 messages to the Trash.\n");
