/* Questions and a console read with BSD editline (histedit.h, el_gets),
 * for the seventieth set: "repl" is a ledger console ("ledger> "),
 * "text" asks for a branch with a default, "confirm" a yes/no. */
#include <histedit.h>
#include <stdio.h>
#include <string.h>

static const char *prompt_text = "ledger> ";

static char *prompt(EditLine *el) { (void)el; return (char *)prompt_text; }

int main(int argc, char **argv)
{
	const char *kind = argc > 1 ? argv[1] : "repl";
	EditLine *el = el_init(argv[0], stdin, stdout, stderr);
	History *h = history_init();
	HistEvent ev;
	const char *line;
	int n;

	history(h, &ev, H_SETSIZE, 100);
	el_set(el, EL_EDITOR, "emacs");
	el_set(el, EL_HIST, history, h);
	el_set(el, EL_PROMPT, prompt);
	if (strcmp(kind, "text") == 0) {
		prompt_text = "Which branch should the release be cut from? [release-7] ";
		line = el_gets(el, &n);
		printf("cutting from %s", line && n > 1 ? line : "release-7\n");
	} else if (strcmp(kind, "confirm") == 0) {
		prompt_text = "Purge the old artifacts? [y/N] ";
		line = el_gets(el, &n);
		printf("%s\n", line && (line[0] == 'y' || line[0] == 'Y') ? "purged" : "kept");
	} else {
		printf("Ledger console 0.3; type help for the commands.\n");
		while ((line = el_gets(el, &n)) != NULL) {
			history(h, &ev, H_ENTER, line);
			if (strncmp(line, "quit", 4) == 0)
				break;
			else if (strncmp(line, "balance", 7) == 0)
				printf("balance: 42.00 EUR\n");
			else if (strncmp(line, "help", 4) == 0)
				printf("balance  quit\n");
			else if (n > 1)
				printf("unknown command\n");
		}
	}
	history_end(h);
	el_end(el);
	return 0;
}
