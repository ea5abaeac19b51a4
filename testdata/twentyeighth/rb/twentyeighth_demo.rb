# A menu or a form of ncurses-ruby (Debian's ruby-ncurses), named by the
# argument, printing the answer: a fixture of agentty's twentyeighth set,
# whose screens were never used to tune the mode classifier.
require "ncursesw"

kind = ARGV[0]
# The menu keeps pointers into its items' strings: they must live on.
MIRRORS = %w[mirror-fra mirror-ord mirror-nrt].map(&:freeze).freeze
answer = nil
begin
  scr = Ncurses.initscr
  Ncurses.cbreak
  Ncurses.noecho
  Ncurses.keypad(scr, true)
  case kind
  when "menu"
    Ncurses.mvprintw(1, 2, "Which mirror should serve the images?")
    items = MIRRORS.map { |m| Ncurses::Menu.new_item(m, m) }
    menu = Ncurses::Menu::MENU.new(items)
    menu.menu_opts_off(Ncurses::Menu::O_SHOWDESC)
    menu.set_menu_win(scr)
    menu.set_menu_sub(scr.derwin(3, 30, 3, 4))
    menu.post_menu
    Ncurses.mvprintw(7, 2, "Up/Down to move, Enter to choose")
    scr.refresh
    while (ch = scr.getch) != 10
      case ch
      when Ncurses::KEY_DOWN then menu.menu_driver(Ncurses::Menu::REQ_DOWN_ITEM)
      when Ncurses::KEY_UP then menu.menu_driver(Ncurses::Menu::REQ_UP_ITEM)
      end
      scr.refresh
    end
    answer = menu.current_item.item_name
  when "form"
    field = Ncurses::Form.new_field(1, 20, 2, 24, 0, 0)
    Ncurses::Form.set_field_back(field, Ncurses::A_UNDERLINE)
    Ncurses::Form.field_opts_off(field, Ncurses::Form::O_AUTOSKIP)
    form = Ncurses::Form.new_form([field])
    Ncurses::Form.post_form(form)
    Ncurses.mvprintw(2, 2, "Name of the release:")
    Ncurses.mvprintw(4, 2, "Enter to accept")
    Ncurses.move(2, 24)
    scr.refresh
    while (ch = scr.getch) != 10
      ch = Ncurses::Form::REQ_DEL_PREV if ch == 127 || ch == Ncurses::KEY_BACKSPACE
      Ncurses::Form.form_driver(form, ch)
    end
    Ncurses::Form.form_driver(form, Ncurses::Form::REQ_VALIDATION)
    answer = Ncurses::Form.field_buffer(field, 0).strip
  end
ensure
  Ncurses.endwin
end
puts "answer: #{answer}"
