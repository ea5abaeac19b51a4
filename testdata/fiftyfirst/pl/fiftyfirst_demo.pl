#!/usr/bin/perl
# fiftyfirst_demo.pl: the fiftyfirst set's prompts of Sysadm::Install (ask, pick,
# password_read), one a run, named by the first argument.
use strict;
use warnings;
use Sysadm::Install qw(ask pick password_read);

my $kind = shift // 'ask';
my $got;
if ($kind eq 'ask') {
    $got = ask("Which branch should the release be cut from?", "release-7");
} elsif ($kind eq 'pick') {
    $got = pick("Which mirror should serve the images?", ["mirror-fra", "mirror-ord", "mirror-nrt"], 2);
} elsif ($kind eq 'password') {
    $got = password_read("Deploy key passphrase: ");
}
print "got: $got\n";
