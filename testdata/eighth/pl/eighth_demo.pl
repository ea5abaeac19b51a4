#!/usr/bin/perl
# One question or screen of a Perl library of agentty's eighth set, named
# by the arguments (library, kind), with Debian's perl; prints the answer.
# The eighth set's screens were never used to tune the mode classifier.
use strict;
use warnings;

my ($lib, $kind) = (shift // '', shift // '');
my $answer;

if ($lib eq 'term-query') {
    require Term::Query;
    if ($kind eq 'yn') {
        $answer = Term::Query::query('Remove the stale locks?', 'N');
    } elsif ($kind eq 'text') {
        $answer = Term::Query::query('Release channel:', 'd', 'stable');
    } else {
        die "unknown question $kind\n";
    }
} elsif ($lib eq 'readpassword') {
    require Term::ReadPassword;
    $answer = length(Term::ReadPassword::read_password('Signing key passphrase: ') // '');
} elsif ($lib eq 'curses-widgets') {
    $answer = widgets($kind, @ARGV);
} else {
    die "unknown library $lib\n";
}
print "ANSWER $answer\n";

# widgets draws one widget of Curses::Widgets and runs it until Enter
# (Tab for the memo).
sub widgets {
    my ($kind, $file) = @_;
    require Curses;
    Curses->import;
    require Curses::Widgets;
    my $mwh = Curses->new;
    Curses::noecho();
    Curses::cbreak();
    $mwh->keypad(1);
    Curses::curs_set(0);
    my $w;
    if ($kind eq 'field') {
        require Curses::Widgets::TextField;
        $mwh->addstr(1, 2, 'New mirror');
        $w = Curses::Widgets::TextField->new({
            CAPTION => 'Hostname', COLUMNS => 30, X => 2, Y => 3, BORDER => 1,
            INPUTFUNC => \&Curses::Widgets::scankey });
    } elsif ($kind eq 'list') {
        require Curses::Widgets::ListBox;
        $mwh->addstr(1, 2, 'Which node should take the backup?');
        $w = Curses::Widgets::ListBox->new({
            CAPTION => 'Node', COLUMNS => 20, LINES => 3, X => 2, Y => 3, BORDER => 1,
            LISTITEMS => ['alpha-1', 'beta-2', 'gamma-3'], FOCUSSWITCH => "\t\n",
            INPUTFUNC => \&Curses::Widgets::scankey });
    } elsif ($kind eq 'dialog') {
        require Curses::Widgets::ButtonSet;
        $mwh->box(0, 0);
        $mwh->addstr(2, 4, 'Purge the cached tiles?');
        $w = Curses::Widgets::ButtonSet->new({
            LABELS => ['Purge', 'Keep'], LENGTH => 9, HORIZONTAL => 1, BORDER => 1,
            X => 4, Y => 4, VALUE => 0, INPUTFUNC => \&Curses::Widgets::scankey });
    } elsif ($kind eq 'memo') {
        require Curses::Widgets::TextMemo;
        open(my $fh, '<', $file) or die "$file: $!\n";
        my $text = do { local $/; <$fh> };
        close $fh;
        $w = Curses::Widgets::TextMemo->new({
            CAPTION => $file, COLUMNS => 60, LINES => 12, X => 2, Y => 1, BORDER => 1,
            VALUE => $text, FOCUSSWITCH => "\t", INPUTFUNC => \&Curses::Widgets::scankey });
    } else {
        Curses::endwin();
        die "unknown widget $kind\n";
    }
    $mwh->refresh;
    $w->execute($mwh);
    my $value = $w->getField('VALUE');
    Curses::endwin();
    return $value;
}
