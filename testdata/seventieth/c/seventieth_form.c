/* A form of ncurses' form library (form.h), for the seventieth set: a
 * release's name (filled in with release-7), its branch, and a signing
 * key's passphrase in a field that does not show what is typed; Tab and
 * the arrows move between fields. */
#include <curses.h>
#include <form.h>

int main(void)
{
	FIELD *fields[4];
	FORM *form;
	int c, i;

	initscr();
	cbreak();
	noecho();
	keypad(stdscr, TRUE);
	for (i = 0; i < 3; i++) {
		fields[i] = new_field(1, 24, 3 + 2 * i, 28, 0, 0);
		set_field_back(fields[i], A_UNDERLINE);
		field_opts_off(fields[i], O_AUTOSKIP);
	}
	fields[3] = NULL;
	set_field_buffer(fields[0], 0, "release-7");
	field_opts_off(fields[2], O_PUBLIC);
	form = new_form(fields);
	post_form(form);
	mvprintw(1, 2, "Cut a release");
	mvprintw(3, 2, "Name of the release:");
	mvprintw(5, 2, "Branch to cut it from:");
	mvprintw(7, 2, "Signing key passphrase:");
	mvprintw(10, 2, "Tab moves between fields, F2 saves, F10 quits");
	move(3, 28);
	refresh();
	while ((c = getch()) != KEY_F(10)) {
		switch (c) {
		case KEY_DOWN: case '\t': form_driver(form, REQ_NEXT_FIELD); form_driver(form, REQ_END_LINE); break;
		case KEY_UP: form_driver(form, REQ_PREV_FIELD); form_driver(form, REQ_END_LINE); break;
		case KEY_BACKSPACE: case 127: form_driver(form, REQ_DEL_PREV); break;
		case KEY_F(2): case '\n':
			form_driver(form, REQ_VALIDATION);
			endwin();
			return 0;
		default: form_driver(form, c); break;
		}
		refresh();
	}
	endwin();
	return 0;
}
