# The twohundredthirtyninth set's Ruby programs, each on a terminal
# library of Debian's: "region" draws a select with TTY::Cursor
# (ruby-tty-cursor) and then asks a yes or no; "plugins" turns
# TTY::Spinner's spinner (ruby-tty-spinner) while it fetches, then draws
# a checklist; "containers" lays out a table with Terminal::Table
# (ruby-terminal-table) and asks which container to stop. "slow" after
# a name keeps the work going for a minute.
require "io/console"

# key reads one key raw, arrows as :up and :down.
def key
  c = STDIN.raw { |io| io.getc }
  if c == "\e"
    rest = STDIN.raw { |io| io.read_nonblock(2) rescue "" }
    return :up if rest == "[A"
    return :down if rest == "[B"
    return :esc
  end
  return :enter if c == "\r" || c == "\n"
  return :quit if c == "\u0003"
  c
end

def region
  require "tty-cursor"
  cursor = TTY::Cursor
  regions = ["eu-west (Dublin)", "eu-central (Frankfurt)", "us-east (Virginia)", "ap-south (Mumbai)"]
  puts "Built 4 images for relay 3.1.0."
  q = "Which region should relay 3.1.0 deploy to?"
  at = 0
  print cursor.hide
  drawn = 0
  loop do
    print cursor.up(drawn) + cursor.clear_screen_down if drawn > 0
    lines = ["\e[32m?\e[0m \e[1m#{q}\e[0m \e[90m(↑/↓ to move, Enter to select)\e[0m"]
    regions.each_with_index do |r, i|
      lines << (i == at ? "\e[32m‣ #{r}\e[0m" : "  #{r}")
    end
    print lines.join("\r\n") + "\r\n"
    drawn = lines.size
    case key
    when :up then at = (at - 1) % regions.size
    when :down then at = (at + 1) % regions.size
    when :enter then break
    when :quit then print cursor.show; exit 1
    end
  end
  print cursor.up(drawn) + cursor.clear_screen_down + cursor.show
  puts "\e[32m?\e[0m \e[1m#{q}\e[0m \e[32m#{regions[at].split.first}\e[0m"
  print "\e[32m?\e[0m \e[1mRoll out to all 12 nodes at once?\e[0m \e[90m(y/N)\e[0m "
  a = STDIN.gets.to_s.strip
  puts(a =~ /^y/i ? "Rolling out to 12 nodes." : "Rolling out 3 nodes at a time.")
end

def plugins(slow)
  require "tty-spinner"
  spinner = TTY::Spinner.new("[:spinner] Fetching the plugin index ...", format: :dots)
  spinner.auto_spin
  sleep(slow ? 90 : 1.5)
  spinner.success("(done, 5 plugins)")
  names = ["lint", "coverage", "build-cache", "chat-notify", "sbom"]
  q = "Plugins to enable"
  ticked = [false] * names.size
  at = 0
  print "\e[?25l"
  drawn = 0
  loop do
    print "\e[#{drawn}A\e[J" if drawn > 0
    lines = ["\e[32m?\e[0m \e[1m#{q}\e[0m \e[90m(Space to tick, Enter to finish)\e[0m"]
    names.each_with_index do |n, i|
      box = ticked[i] ? "\e[32m◉\e[0m" : "◯"
      lines << (i == at ? "\e[32m‣\e[0m #{box} #{n}" : "  #{box} #{n}")
    end
    print lines.join("\r\n") + "\r\n"
    drawn = lines.size
    case key
    when :up then at = (at - 1) % names.size
    when :down then at = (at + 1) % names.size
    when " " then ticked[at] = !ticked[at]
    when :enter then break
    when :quit then print "\e[?25h"; exit 1
    end
  end
  print "\e[?25h"
  puts "Enabled #{ticked.count(true)} plugins."
end

def containers
  require "terminal-table"
  rows = [
    ["web-1", "relay/web:3.1.0", "Up 2 hours", "0.0.0.0:8080->80/tcp"],
    ["web-2", "relay/web:3.1.0", "Up 2 hours", "0.0.0.0:8081->80/tcp"],
    ["worker-1", "relay/worker:3.1.0", "Up 5 hours", ""],
    ["worker-2", "relay/worker:3.0.4", "Up 3 days", ""],
  ]
  puts Terminal::Table.new(title: "Running containers on build-07", headings: %w[NAME IMAGE STATUS PORTS], rows: rows)
  puts
  print "Container to stop [web-1]: "
  name = STDIN.gets.to_s.strip
  name = "web-1" if name.empty?
  print "Stop #{name} and remove its 2 volumes? [y/N] "
  a = STDIN.gets.to_s.strip
  puts(a =~ /^y/i ? "Stopped #{name}." : "Left #{name} running.")
end

case ARGV[0]
when "region" then region
when "plugins" then plugins(ARGV[1] == "slow")
when "containers" then containers
else
  warn "usage: twohundredthirtyninth_demo.rb region|plugins|containers [slow]"
  exit 2
end
