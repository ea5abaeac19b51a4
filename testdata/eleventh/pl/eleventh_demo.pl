# One screen of a Perl library of agentty's eleventh set, named by the
# arguments (library, kind), with Debian's perl; prints the answer. The
# eleventh set's screens were never used to tune the mode classifier.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;
$lib //= '';
$kind //= '';

if ($lib eq 'term-shell') {
    # Term::Shell's console: a prompt of its own over two commands.
    package Relay;
    use parent -norequire, 'Term::Shell';
    require Term::Shell;
    our @ISA = ('Term::Shell');
    sub prompt_str  { "relay> " }
    sub run_status  { print "relay up, 3 peers\n" }
    sub help_status { "show the relay's status" }
    package main;
    Relay->new->cmdloop;
} elsif ($lib eq 'makemaker' && $kind eq 'text') {
    # ExtUtils::MakeMaker's prompt, as a Makefile.PL asks.
    require ExtUtils::MakeMaker;
    my $a = ExtUtils::MakeMaker::prompt("Where should the cache live?", "/var/cache/relay");
    print "ANSWER $a\n";
} elsif ($lib eq 'makemaker' && $kind eq 'yn') {
    require ExtUtils::MakeMaker;
    my $a = ExtUtils::MakeMaker::prompt("Purge the old index? (y/n)", "n");
    print "ANSWER $a\n";
} else {
    die "unknown screen $lib $kind\n";
}
