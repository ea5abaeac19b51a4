# The fortysecond set's Ruby script: lines read with gets, the kind named
# by the first argument.
kind = ARGV.shift || "platforms"
puts "release builder 0.9", ""
case kind
when "platforms"
  names = %w[linux darwin windows]
  ticked = [true, false, false]
  loop do
    puts "Which platforms should the release build?"
    names.each_with_index { |n, i| puts "  #{i + 1}. [#{ticked[i] ? 'x' : ' '}] #{n}" }
    print "Toggle a number, or press Enter when done: "
    $stdout.flush
    a = $stdin.gets.to_s.strip
    break if a.empty?
    i = a.to_i - 1
    ticked[i] = !ticked[i] if i >= 0 && i < names.size
    puts
  end
  puts "building: #{names.select.with_index { |_, i| ticked[i] }.join(', ')}"
when "passphrase"
  print "Signing key passphrase (it will not be shown): "
  $stdout.flush
  system("stty -echo")
  p = $stdin.gets.to_s
  system("stty echo")
  puts "", "read #{p.chomp.size} characters"
end
