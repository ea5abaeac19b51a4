-- fiftyfourth_readline.lua reads lines with lua-readline: "repl" is a
-- small calculator's loop ("calc> "), "text" a question with its default
-- in brackets (Enter keeps it).
local readline = require "readline"
local kind = arg[1] or "repl"

if kind == "repl" then
  print("calc 0.3 -- arithmetic on lines; :q to quit")
  while true do
    local line = readline.readline("calc> ")
    if not line or line == ":q" then break end
    if line ~= "" then
      readline.add_history(line)
      local f = load("return " .. line)
      local ok, v = pcall(f or function() error("syntax error") end)
      print(ok and ("= " .. tostring(v)) or ("error: " .. tostring(v)))
    end
  end
elseif kind == "text" then
  print("Cutting a release of relay.")
  local line = readline.readline("Which branch should the release be cut from? [release-7] ")
  if line == nil or line == "" then line = "release-7" end
  print("cutting from " .. line)
end
