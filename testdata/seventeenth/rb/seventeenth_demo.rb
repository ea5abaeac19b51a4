# One program of a Ruby terminal library, named by the arguments
# (library, kind): a fixture of agentty's seventeenth set, whose screens
# were never used to tune the mode classifier. Runs with Debian's ruby
# and its ruby-tty-reader.
lib = ARGV[0].to_s

case lib
when "tty-reader"
  # TTY::Reader: a console read line by line with its own line editing
  # and history, "status" answered.
  require "tty-reader"
  reader = TTY::Reader.new(interrupt: :exit)
  loop do
    line = reader.read_line("deploy> ")
    break if line.nil?
    line = line.strip
    break if line == "quit"
    if line == "status"
      puts "2 deploys queued: relay-ams, relay-sin"
    elsif !line.empty?
      puts "unknown command: #{line}"
    end
  end
else
  warn "unknown program #{lib}"
  exit 2
end
