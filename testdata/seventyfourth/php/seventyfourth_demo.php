<?php
// The seventyfourth set's prompts of Symfony Console (Debian's
// php-symfony-console), run by Debian's php: its SymfonyStyle's
// questions and its QuestionHelper's, one a run, named by the first
// argument; what they answer is printed and the script ends.
require_once '/usr/share/php/Symfony/Component/Console/autoload.php';

use Symfony\Component\Console\Helper\QuestionHelper;
use Symfony\Component\Console\Input\ArgvInput;
use Symfony\Component\Console\Output\ConsoleOutput;
use Symfony\Component\Console\Question\ChoiceQuestion;
use Symfony\Component\Console\Question\ConfirmationQuestion;
use Symfony\Component\Console\Question\Question;
use Symfony\Component\Console\Style\SymfonyStyle;

// horde is a Horde_Cli (Debian's php-horde-cli), its classes loaded
// from Debian's PHP tree.
function horde()
{
    spl_autoload_register(function ($class) {
        $f = '/usr/share/php/'.str_replace('_', '/', $class).'.php';
        if (is_file($f)) {
            require_once $f;
        }
    });
    return new Horde_Cli();
}

$input = new ArgvInput([]);
$input->setInteractive(true);
$output = new ConsoleOutput();
$io = new SymfonyStyle($input, $output);
$helper = new QuestionHelper();

$branch = 'Which branch should the release be cut from?';
$purge = 'Purge the old artifacts?';
$secret = 'Deploy key passphrase';
$mirror = 'Which mirror should serve the images?';
$mirrors = ['mirror-fra', 'mirror-ord', 'mirror-nrt'];
$platforms = 'Which platforms should the release build?';

switch ($argv[1] ?? '') {
case 'style-ask':
    $a = $io->ask($branch, 'release-7');
    break;
case 'style-hidden':
    $a = $io->askHidden($secret);
    break;
case 'style-confirm':
    $a = $io->confirm($purge, false);
    break;
case 'style-choice':
    $a = $io->choice($mirror, $mirrors, 'mirror-fra');
    break;
case 'style-multiselect':
    $q = new ChoiceQuestion($platforms, ['linux', 'darwin', 'windows'], '0');
    $q->setMultiselect(true);
    $a = $io->askQuestion($q);
    break;
case 'style-table':
    $io->title('Release 7');
    $io->table(['Host', 'Region', 'Load'], [
        ['relay-fra', 'Frankfurt', '0.42'],
        ['relay-ord', 'Chicago', '0.17'],
        ['relay-sin', 'Singapore', '0.88'],
    ]);
    $a = $io->ask('Which host should be drained first?');
    break;
case 'style-progress':
    $io->section('Uploading artifacts');
    $io->progressStart(3);
    for ($i = 0; $i < 3; $i++) {
        usleep(200000);
        $io->progressAdvance();
    }
    $io->progressFinish();
    $io->success('3 artifacts uploaded');
    $a = $io->confirm('Publish the release now?', true);
    break;
case 'helper-text':
    $a = $helper->ask($input, $output, new Question($branch.' ', 'release-7'));
    break;
case 'helper-confirm':
    $a = $helper->ask($input, $output, new ConfirmationQuestion($purge.' [y/N] ', false));
    break;
case 'helper-choice':
    $q = new ChoiceQuestion($mirror, $mirrors, 0);
    $q->setErrorMessage('Mirror %s is not known.');
    $a = $helper->ask($input, $output, $q);
    break;
case 'helper-multiselect':
    $q = new ChoiceQuestion($platforms, ['linux', 'darwin', 'windows']);
    $q->setMultiselect(true);
    $a = $helper->ask($input, $output, $q);
    break;
case 'helper-hidden':
    $q = new Question('Vault passphrase: ');
    $q->setHidden(true);
    $q->setHiddenFallback(false);
    $a = $helper->ask($input, $output, $q);
    break;
case 'helper-autocomplete':
    $q = new Question('Which tag should be deployed? ');
    $q->setAutocompleterValues(['release-7', 'release-8', 'hotfix-3']);
    $a = $helper->ask($input, $output, $q);
    break;
case 'horde-text':
    $a = horde()->prompt('Which branch should the release be cut from?', null, 'release-7');
    break;
case 'horde-menu':
    $a = horde()->prompt('Which mirror should serve the images?', ['fra' => 'Frankfurt', 'ord' => 'Chicago', 'nrt' => 'Tokyo'], 'fra');
    break;
case 'horde-password':
    $a = horde()->passwordPrompt('Signing key passphrase:');
    break;
default:
    fwrite(STDERR, "usage: seventyfourth_demo.php KIND\n");
    exit(2);
}
$output->writeln('answer: '.(is_array($a) ? implode(',', $a) : var_export($a, true)));
