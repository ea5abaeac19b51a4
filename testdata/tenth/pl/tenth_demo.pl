# One prompt of a Perl library of agentty's tenth set, named by the
# arguments (library, kind), with Debian's perl; prints the answer. The
# tenth set's screens were never used to tune the mode classifier.
use strict;
use warnings;

# perlmenu sizes its menus by the LINES and COLS that Curses gives main.
BEGIN { $Curses::OldCurses = 1; }
use Curses;

my ($lib, $kind) = @ARGV;
$lib  //= '';
$kind //= '';
my $answer;

if ($lib eq 'perlmenu') {
    # perlmenu: a numbered menu under its title, the arrow on an item.
    die "unknown menu $kind\n" unless $kind eq 'select';
    require perlmenu;
    perlmenu->import;
    perlmenu::menu_init(1, 'Which mirror should take the upload?');
    for my $m (qw(lisbon nairobi seoul)) { perlmenu::menu_item($m, $m) }
    $answer = perlmenu::menu_display('Pick one and press Return');
    Curses::endwin();
}
elsif ($lib eq 'app-cmd-prompt') {
    # App::Cmd::Plugin::Prompt's routines, called on the plugin itself.
    require App::Cmd::Plugin::Prompt;
    my $p = 'App::Cmd::Plugin::Prompt';
    if ($kind eq 'yn') {
        $answer = $p->prompt_yn(undef, 'Rebuild the search index?', { default => 'n' });
    }
    elsif ($kind eq 'str') {
        $answer = $p->prompt_str(undef, 'Release channel', { default => 'stable' });
    }
    else { die "unknown prompt $kind\n" }
}
elsif ($lib eq 'io-prompt-tiny') {
    # IO::Prompt::Tiny: a question and its default.
    require IO::Prompt::Tiny;
    if ($kind eq 'text') {
        $answer = IO::Prompt::Tiny::prompt('Bucket region?', 'eu-west-1');
    }
    elsif ($kind eq 'yn') {
        $answer = IO::Prompt::Tiny::prompt('Delete the old snapshots? (y/n)', 'n');
    }
    else { die "unknown prompt $kind\n" }
}
else {
    die "unknown library $lib\n";
}
print "ANSWER ", ($answer // ''), "\n";
