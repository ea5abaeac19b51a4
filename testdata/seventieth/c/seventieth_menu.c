/* A menu of ncurses' menu library (menu.h), for the seventieth set:
 * "select" asks which mirror should serve the images, one item
 * highlighted (marked ">"); "multi" asks which platforms the release should build,
 * a multi-valued menu whose items space toggles. */
#include <curses.h>
#include <menu.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	int multi = argc > 1 && strcmp(argv[1], "multi") == 0;
	const char *names[] = {"mirror-fra", "mirror-ord", "mirror-nrt"};
	const char *descs[] = {"Frankfurt", "Chicago", "Tokyo"};
	const char *plats[] = {"linux", "darwin", "windows"};
	ITEM *items[4];
	MENU *menu;
	int c, i;

	initscr();
	cbreak();
	noecho();
	keypad(stdscr, TRUE);
	for (i = 0; i < 3; i++)
		items[i] = multi ? new_item(plats[i], "") : new_item(names[i], descs[i]);
	items[3] = NULL;
	menu = new_menu(items);
	if (multi) {
		menu_opts_off(menu, O_ONEVALUE);
		menu_opts_off(menu, O_SHOWDESC);
	} else {
		set_menu_mark(menu, "> ");
	}
	mvprintw(1, 2, "%s", multi ? "Which platforms should the release build?" : "Which mirror should serve the images?");
	set_menu_win(menu, stdscr);
	set_menu_sub(menu, derwin(stdscr, 3, 40, 3, 4));
	post_menu(menu);
	mvprintw(8, 2, "%s", multi ? "Space toggles, Enter accepts, q quits" : "Arrows move, Enter picks, q quits");
	pos_menu_cursor(menu);
	refresh();
	while ((c = getch()) != 'q') {
		switch (c) {
		case KEY_DOWN: menu_driver(menu, REQ_DOWN_ITEM); break;
		case KEY_UP: menu_driver(menu, REQ_UP_ITEM); break;
		case ' ': menu_driver(menu, REQ_TOGGLE_ITEM); break;
		case '\n':
			unpost_menu(menu);
			endwin();
			printf("%s\n", item_name(current_item(menu)));
			return 0;
		}
		pos_menu_cursor(menu);
		refresh();
	}
	endwin();
	return 0;
}
