#!/usr/bin/perl
# The twohundredthirtieth set's Perl tools, each on a terminal library of
# Debian's nobody else here names, asking what an import, archive, restore
# or job-queue tool asks.
#
#   twohundredthirtieth_demo.pl import [slow]    Term::ProgressBar, then a [Y/n] and a press-Enter
#   twohundredthirtieth_demo.pl archive [slow]   Term::Sk's counter, then a name with a default
#   twohundredthirtieth_demo.pl restore          Term::Table's snapshots, a number to pick, a [y/N]
#   twohundredthirtieth_demo.pl queue            CLI::Framework's interactive menu of commands
#
# Lines are read from the terminal in canonical mode; usage errors go to
# stderr.
use strict;
use warnings;

$| = 1;
my ($tool, $slow) = (shift // '', grep { $_ eq 'slow' } @ARGV);

sub ask {
    my ($q) = @_;
    print $q;
    my $a = <STDIN>;
    exit 1 unless defined $a;
    chomp $a;
    return $a;
}

sub import_rows {
    require Term::ProgressBar;
    my $count = $slow ? 6000 : 120;
    print "Importing contacts.csv into the relay address book\n\n";
    my $bar = Term::ProgressBar->new({ name => 'Importing', count => $count, ETA => 'linear', fh => \*STDOUT });
    $bar->minor(0);
    for my $i (1 .. $count) {
        select(undef, undef, undef, $slow ? 0.02 : 0.004);
        $bar->update($i);
    }
    print "\n3 rows were skipped: their e-mail addresses are not valid.\n";
    my $a = ask("Show the skipped rows? [Y/n] ");
    if ($a eq '' || $a =~ /^y/i) {
        print "  row 18: ada.lovelace(at)example.org\n";
        print "  row 42: grace hopper <>\n";
        print "  row 97: alan.turing@\n";
    }
    ask("Press Enter to continue...");
    print "Imported 117 contacts.\n";
}

sub archive {
    require Term::Sk;
    my $count = $slow ? 5000 : 200;
    my $ctr = Term::Sk->new('%2d Scanning %6c of %6m files  %20b %4p  %8t', { freq => 'd', base => 0, target => $count })
        or die "Term::Sk failed\n";
    for my $i (1 .. $count) {
        select(undef, undef, undef, $slow ? 0.012 : 0.002);
        $ctr->up;
    }
    $ctr->close;
    print "Scanned $count files (412 MB) under ./data.\n";
    my $name = ask("Archive name [data-backup.tar.gz]: ");
    $name = 'data-backup.tar.gz' if $name eq '';
    my $level = ask("Compression level (1-9) [6]: ");
    print "Writing $name...\n";
}

sub restore {
    require Term::Table;
    my @rows = (
        [1, 'snap-0412', '2024-04-12 02:00', '1.8 GB', 'nightly'],
        [2, 'snap-0411', '2024-04-11 02:00', '1.7 GB', 'nightly'],
        [3, 'snap-0407', '2024-04-07 03:30', '1.7 GB', 'weekly'],
        [4, 'snap-0331', '2024-03-31 03:30', '1.6 GB', 'weekly'],
    );
    my $table = Term::Table->new(header => ['#', 'snapshot', 'taken', 'size', 'kind'], rows => \@rows);
    print "Snapshots of ./data in the relay-backups repository:\n";
    print "$_\n" for $table->render;
    print "\n";
    my $n;
    while (1) {
        $n = ask("Restore which snapshot? [1-4] (default 1): ");
        $n = 1 if $n eq '';
        last if $n =~ /^[1-4]$/;
        print "Please enter a number from 1 to 4.\n";
    }
    my $a = ask("Overwrite the 214 changed files in ./data with $rows[$n-1][1]? [y/N] ");
    print $a =~ /^y/i ? "Restoring...\n" : "Nothing restored.\n";
}

sub queue {
    $ENV{PERL_RL} = 'Stub';
    Relay::Queue->new->run_interactive(initialize => 1);
}

my %tools = (import => \&import_rows, archive => \&archive, restore => \&restore, queue => \&queue);
my $run = $tools{$tool} or die "usage: $0 import|archive|restore|queue [slow]\n";
$run->();
exit 0;

# ---- CLI::Framework: an application and its commands ----

package Relay::Queue;
use base qw( CLI::Framework );

sub usage_text { "relay-queue: the build queue's console\n" }

sub command_map {
    list    => 'Relay::Queue::List',
    add     => 'Relay::Queue::Add',
    retry   => 'Relay::Queue::Retry',
    help    => 'CLI::Framework::Command::Help',
    menu    => 'CLI::Framework::Command::Menu',
}

sub command_alias { ls => 'list' }

sub init {
    my ($app, $opts) = @_;
    print "relay build queue 2.4 (3 jobs waiting, 1 failed)\n";
    print "Choose a command by number or name; 'q' quits.\n";
    return 1;
}

package Relay::Queue::List;
use base qw( CLI::Framework::Command );
sub usage_text { "list: the jobs in the queue\n" }
sub run {
    return join '', map { "$_\n" } (
        "  #41  nightly-build    waiting",
        "  #42  docs-publish     waiting",
        "  #43  perf-suite       waiting",
        "  #40  release-2.4.0    failed (exit 2)",
    );
}

package Relay::Queue::Add;
use base qw( CLI::Framework::Command );
sub usage_text { "add: queue a job\n" }
sub run {
    print "Job name [nightly-build]: ";
    my $name = <STDIN>;
    $name = '' unless defined $name;
    chomp $name;
    $name ||= 'nightly-build';
    return "queued $name as #44\n";
}

package Relay::Queue::Retry;
use base qw( CLI::Framework::Command );
sub usage_text { "retry: run a failed job again\n" }
sub run { return "#40 release-2.4.0 queued again\n" }
