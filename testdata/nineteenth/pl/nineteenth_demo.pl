#!/usr/bin/perl
# One program of a Perl terminal library, named by the arguments
# (library, kind): a fixture of agentty's nineteenth set, whose screens
# were never used to tune the mode classifier. Runs with Debian's perl
# and its libterm-termkey-perl.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;

if ($lib eq 'termkey' && $kind eq 'console') {
    # Term::TermKey: a console of its own, each key read through
    # libtermkey (the terminal in raw mode) and echoed by the script at
    # its prompt, a line run on Enter.
    require Term::TermKey;
    $| = 1;
    my $tk = Term::TermKey->new(\*STDIN);
    my %hosts = ('relay-ams' => 'up', 'relay-iad' => 'up', 'relay-sin' => 'down');
    my $line = '';
    print "relay console: list, status, quit\r\n";
    print "relay> ";
    while (1) {
        $tk->waitkey(my $key);
        if ($key->type_is_keysym && $tk->format_key($key, 0) eq 'Enter') {
            print "\r\n";
            last if $line eq 'quit';
            if ($line eq 'list') {
                print "3 hosts: ", join(' ', sort keys %hosts), "\r\n";
            } elsif ($line eq 'status') {
                print "$_ $hosts{$_}\r\n" for sort keys %hosts;
            } elsif ($line ne '') {
                print "unknown command: $line\r\n";
            }
            $line = '';
            print "relay> ";
        } elsif ($key->type_is_keysym && $tk->format_key($key, 0) eq 'Backspace') {
            if (length $line) { chop $line; print "\b \b"; }
        } elsif ($key->type_is_unicode && !$key->modifiers) {
            $line .= $key->utf8;
            print $key->utf8;
        } elsif ($key->type_is_unicode && $key->modifier_ctrl && $key->utf8 eq 'c') {
            last;
        }
    }
    print "\r\n";
} else {
    die "unknown program $lib $kind\n";
}
