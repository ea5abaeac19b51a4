/* Lines read with libtecla's gl_get_line, for the seventieth set:
 * "repl" is a queue console ("queue> "), "text" asks for the release's
 * name (release-7 filled in), "password" a passphrase with echo off (gl_echo_mode). */
#include <libtecla.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	const char *kind = argc > 1 ? argv[1] : "repl";
	GetLine *gl = new_GetLine(1024, 2048);
	char *line;

	if (gl == NULL)
		return 1;
	if (strcmp(kind, "text") == 0) {
		line = gl_get_line(gl, "Name of the release: ", "release-7", -1);
		printf("releasing %s", line ? line : "\n");
	} else if (strcmp(kind, "password") == 0) {
		gl_echo_mode(gl, 0);
		line = gl_get_line(gl, "Signing key passphrase: ", NULL, 0);
		gl_echo_mode(gl, 1);
		printf("\nsigned\n");
	} else {
		printf("Queue console 1.2; type help for the commands.\n");
		while ((line = gl_get_line(gl, "queue> ", NULL, 0)) != NULL) {
			if (strncmp(line, "quit", 4) == 0)
				break;
			else if (strncmp(line, "list", 4) == 0)
				printf("2 jobs waiting\n");
			else if (strncmp(line, "help", 4) == 0)
				printf("list  quit\n");
			else if (line[0] != '\n')
				printf("unknown command\n");
		}
	}
	del_GetLine(gl);
	return 0;
}
