# One program of a Ruby terminal library, named by the arguments
# (library, kind): a fixture of agentty's twentyfourth set, whose screens
# were never used to tune the mode classifier. Runs with Debian's ruby
# and its ruby-byebug.
lib, kind = ARGV

case [lib, kind]
when %w[byebug repl]
  # byebug: its debugger console, stopped in the release's queue.
  require 'byebug'
  jobs = %w[build-arm64 build-riscv]
  byebug
  puts "#{jobs.size} jobs waiting"
else
  warn "unknown program #{lib} #{kind}"
  exit 2
end
