#!/usr/bin/perl
# One prompt of a Perl library of agentty's ninth set, named by the
# arguments (library, kind), with Debian's perl; prints the answer. The
# ninth set's screens were never used to tune the mode classifier.
use strict;
use warnings;

my ($lib, $kind, $file) = @ARGV;
$lib  //= '';
$kind //= '';
# IO::Prompt reads the files named in @ARGV, as <> does: the terminal
# only once they are taken off.
@ARGV = ();

sub cdk {
    # Cdk's widgets (Debian's libcdk-perl): a dialog box with buttons, a
    # scrolling list under its title, a multi-line entry holding a file.
    require Cdk;
    Cdk::init();
    my $answer;
    if ($kind eq 'dialog') {
        my $d = Cdk::Dialog->new(
            Message => ['<C>Drop the stale build artifacts?', '<C>They take 2.3 GB under out/.'],
            Buttons => ['Drop', 'Keep'],
        );
        $answer = $d->activate();
    }
    elsif ($kind eq 'scroll') {
        my $s = Cdk::Scroll->new(
            Title  => '<C>Which mirror should take the upload?',
            List   => ['lisbon', 'nairobi', 'seoul'],
            Height => 9,
            Width  => 44,
        );
        $answer = $s->activate();
    }
    elsif ($kind eq 'mentry') {
        open my $fh, '<', $file or die "$file: $!";
        my $text = do { local $/; <$fh> };
        close $fh;
        $text =~ s/\n/ /g;
        my $m = Cdk::Mentry->new(
            Title => "<C>$file",
            Label => 'Text: ',
            Width => 40,
            Prows => 6,
            Lrows => 20,
        );
        $m->set(Value => $text);
        $answer = $m->activate();
    }
    else {
        Cdk::end();
        die "unknown widget $kind\n";
    }
    Cdk::end();
    return $answer;
}

sub io_prompt {
    # IO::Prompt's prompt: a value with a default, yes or no, a lettered
    # menu, a hidden answer.
    require IO::Prompt;
    IO::Prompt->import();
    if ($kind eq 'text') {
        return IO::Prompt::prompt('Release branch: ', -default => 'main');
    }
    if ($kind eq 'yn') {
        return IO::Prompt::prompt('Purge the old snapshots? (y/n) ', -yn) ? 'yes' : 'no';
    }
    if ($kind eq 'menu') {
        return IO::Prompt::prompt('Which shard should be rebalanced first?', -menu => ['alpha', 'beta', 'gamma']);
    }
    if ($kind eq 'password') {
        return length IO::Prompt::prompt('Vault password: ', -echo => '*');
    }
    die "unknown question $kind\n";
}

my %libs = ('cdk' => \&cdk, 'io-prompt' => \&io_prompt);
die "unknown library $lib\n" unless $libs{$lib};
my $answer = $libs{$lib}->();
print 'ANSWER ', (defined $answer ? "$answer" : ''), "\n";
