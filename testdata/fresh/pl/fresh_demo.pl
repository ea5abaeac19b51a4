# One question of a Perl prompt library of agentty's fresh held-out set,
# named by the arguments (library, kind); prints the answer. Run by
# Debian's perl, with libterm-choose-perl and libterm-ui-perl installed.
# The fresh set's screens were never used to tune the mode classifier.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;

if ($lib eq 'term-choose') {
    require Term::Choose;
    my $r = Term::Choose::choose([qw(Apple Banana Cherry)], { prompt => 'Pick a fruit', layout => 2 });
    print "ANSWER ", ($r // ''), "\n";
} elsif ($lib eq 'term-ui') {
    require Term::ReadLine;
    require Term::UI;
    my $term = Term::ReadLine->new('fresh');
    if ($kind eq 'yn') {
        my $r = $term->ask_yn(prompt => 'Deploy now?', default => 'n');
        print "ANSWER $r\n";
    } elsif ($kind eq 'reply') {
        my $r = $term->get_reply(prompt => 'Pick a colour', choices => [qw(red green blue)], default => 'green');
        print "ANSWER $r\n";
    }
}
