# One program of a Ruby terminal library, named by the arguments
# (library), printing the answer: a fixture of agentty's twentyfirst
# set, whose screens were never used to tune the mode classifier. Runs
# with Debian's ruby, its Reline and io/console, and its ruby-curses.
lib = ARGV[0].to_s

case lib
when "reline"
  # Reline: Ruby's own line editor, a console asking "vault> ", "status"
  # answered.
  require "reline"
  while (line = Reline.readline("vault> ", true))
    case line.strip
    when "status" then puts "2 secrets sealed, 1 pending"
    when "quit" then break
    when "" then next
    else puts "unknown command: #{line}"
    end
  end
when "getpass"
  # io/console: IO#getpass, a passphrase read with echo off.
  require "io/console"
  pass = IO.console.getpass("Vault passphrase: ")
  puts "ANSWER #{pass.length}"
when "curses"
  # Ruby's curses: a menu of mirrors drawn by hand, the highlighted one in
  # reverse video, moved with the arrow keys, chosen with Enter.
  require "curses"
  mirrors = %w[mirror-fra mirror-ord mirror-nrt]
  at = 0
  Curses.init_screen
  Curses.noecho
  Curses.cbreak
  Curses.curs_set(0)
  Curses.stdscr.keypad(true)
  begin
    loop do
      Curses.clear
      Curses.setpos(1, 2)
      Curses.addstr("Which mirror should serve the images?")
      mirrors.each_with_index do |m, i|
        Curses.setpos(3 + i, 4)
        Curses.attron(i == at ? Curses::A_REVERSE : Curses::A_NORMAL) { Curses.addstr(m) }
      end
      Curses.setpos(7, 2)
      Curses.addstr("Up/Down to move, Enter to choose")
      Curses.refresh
      case Curses.getch
      when Curses::KEY_UP then at = (at - 1) % mirrors.size
      when Curses::KEY_DOWN then at = (at + 1) % mirrors.size
      when 10, 13, Curses::KEY_ENTER then break
      when "q" then at = nil; break
      end
    end
  ensure
    Curses.close_screen
  end
  puts "ANSWER #{at && mirrors[at]}"
else
  warn "unknown program #{lib}"
  exit 2
end
