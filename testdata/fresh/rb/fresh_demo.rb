# One question of a Ruby prompt library of agentty's fresh held-out set,
# named by the arguments (library, kind); prints the answer. Run by
# Debian's ruby, with ruby-tty-prompt and ruby-highline installed. The
# fresh set's screens were never used to tune the mode classifier.
lib, kind = ARGV

def done(a)
  puts "ANSWER #{a.inspect}"
end

case lib
when "tty-prompt"
  require "tty-prompt"
  p = TTY::Prompt.new
  case kind
  when "select" then done p.select("Pick a fruit", %w[Apple Banana Cherry])
  when "multi" then done p.multi_select("Pick fruits", %w[Apple Banana Cherry])
  when "yes" then done p.yes?("Deploy now?")
  when "ask" then done p.ask("Service name?", default: "api")
  when "mask" then done p.mask("Access token:")
  when "enum" then done p.enum_select("Pick a size", %w[small medium large])
  end
when "highline"
  require "highline"
  h = HighLine.new
  case kind
  when "agree" then done h.agree("Deploy now? ")
  when "ask" then done(h.ask("Service name? ") { |q| q.default = "api" })
  when "choose"
    done(h.choose do |menu|
      menu.prompt = "Pick a fruit? "
      menu.choices("Apple", "Banana", "Cherry")
    end)
  end
end
