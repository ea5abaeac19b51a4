# One question of a Perl library of agentty's check set, named by the
# arguments (library, kind); prints the answer. Run by Debian's perl, with
# libio-prompter-perl and libcurses-ui-perl installed. The check set's
# screens were never used to tune the mode classifier.
use strict;
use warnings;

my ($lib, $kind) = @ARGV;
@ARGV = ();  # IO::Prompter reads the files named in @ARGV, else the terminal

if ($lib eq 'io-prompter') {
    require IO::Prompter;
    IO::Prompter->import;
    my $r;
    if ($kind eq 'yn') {
        $r = IO::Prompter::prompt('Restart the service?', '-yn');
    } elsif ($kind eq 'menu') {
        $r = IO::Prompter::prompt('Pick a colour', -menu => [qw(red green blue)], '>');
    } elsif ($kind eq 'default') {
        $r = IO::Prompter::prompt('Service name:', -default => 'api');
    }
    print "ANSWER $r\n";
} elsif ($lib eq 'curses-ui') {
    require Curses::UI;
    my $cui = Curses::UI->new(-color_support => 1, -clear_on_exit => 1);
    if ($kind eq 'listbox') {
        my $win = $cui->add('w', 'Window', -border => 1, -title => 'Pick a fruit', -width => 40, -height => 8, -centered => 1);
        my $lb = $win->add('lb', 'Listbox', -values => [qw(Apple Banana Cherry)], -onchange => sub { my $v = shift->get; $cui->mainloopExit; print "ANSWER $v\n"; exit });
        $lb->focus;
    } elsif ($kind eq 'dialog') {
        my $yes = $cui->dialog(-message => 'Drop the table?', -buttons => ['yes', 'no'], -title => 'Confirm');
        print "ANSWER $yes\n";
        exit;
    }
    $cui->set_binding(sub { exit }, "\cC");
    $cui->mainloop;
}
