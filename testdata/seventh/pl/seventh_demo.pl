#!/usr/bin/perl
# One question of Term::Prompt, named by the argument (yn, text, choice,
# password), for agentty's seventh set, whose screens were never used to
# tune the mode classifier; prints the answer.
use strict;
use warnings;
use Term::Prompt;

my $kind = shift // '';
my $answer;
if ($kind eq 'yn') {
    $answer = prompt('y', 'Delete the old logs?', 'y/n', 'n');
} elsif ($kind eq 'text') {
    $answer = prompt('x', 'Service name:', '', 'api');
} elsif ($kind eq 'choice') {
    $answer = prompt('c', 'Which region?', 'eu/us/ap', 'eu', 'eu', 'us', 'ap');
} elsif ($kind eq 'password') {
    $answer = length prompt('p', 'Vault token:', '', '');
} else {
    die "unknown question $kind\n";
}
print "ANSWER $answer\n";
