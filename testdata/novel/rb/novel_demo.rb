# One question of Thor's shell, a Ruby library of agentty's novel set,
# named by the first argument; prints the answer. The novel set's screens
# were never used to tune the mode classifier.
require 'thor'

class NovelDemo < Thor
  include Thor::Actions

  def self.exit_on_failure?
    true
  end

  desc 'yes', 'a yes/no question'
  def yes
    puts "ANSWER #{yes?('Overwrite the old report?')}"
  end

  desc 'limited', 'a question with its answers listed'
  def limited
    puts "ANSWER #{ask('Which region?', limited_to: %w[eu us ap])}"
  end

  desc 'default', 'a question with a default'
  def default
    puts "ANSWER #{ask('Service name?', default: 'api')}"
  end

  desc 'collision', 'a file that exists'
  def collision
    self.destination_root = Dir.pwd
    create_file 'notes.txt', "a new first line\n"
  end
end

NovelDemo.start(ARGV)
