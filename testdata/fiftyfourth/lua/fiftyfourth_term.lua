-- fiftyfourth_term.lua draws one question of the fiftyfourth set with
-- lua-term (its cursor moves and colours), reading keys from a terminal
-- put in raw mode: "select" (a list, the highlighted entry in reverse
-- video), "multiselect" (a list of boxes ticked with space) or "confirm"
-- (a yes/no line). It prints the answer when Enter is pressed.
local term = require "term"
local colors = term.colors
local kind = arg[1] or "select"

local function raw(on)
  os.execute(on and "stty raw -echo 2>/dev/null" or "stty sane 2>/dev/null")
end

local function key()
  local c = io.read(1)
  if c == "\27" then
    local b = io.read(1)
    if b == "[" then
      local d = io.read(1)
      if d == "A" then return "up" elseif d == "B" then return "down" end
    end
    return "esc"
  end
  return c
end

local function list(question, opts, multi)
  local at, ticked = 1, {}
  io.write(tostring(colors.green), "? ", tostring(colors.reset), tostring(colors.bright), question, tostring(colors.reset))
  io.write(tostring(colors.dim), multi and "  (space to tick, enter to confirm)" or "  (arrows to move, enter to pick)", tostring(colors.reset), "\r\n")
  local function draw()
    for i, o in ipairs(opts) do
      term.cleareol()
      local box = multi and (ticked[i] and "[x] " or "[ ] ") or ""
      if i == at then
        io.write("  ", tostring(colors.reverse), box, o, tostring(colors.reset), "\r\n")
      else
        io.write("  ", box, o, "\r\n")
      end
    end
    term.cursor.goup(#opts)
    io.flush()
  end
  raw(true)
  io.write("\27[?25l")
  draw()
  while true do
    local k = key()
    if k == "up" and at > 1 then at = at - 1
    elseif k == "down" and at < #opts then at = at + 1
    elseif k == " " and multi then ticked[at] = not ticked[at]
    elseif k == "\r" or k == "\n" then break
    elseif k == "\3" or k == "q" then raw(false) io.write("\27[?25h") os.exit(1) end
    draw()
  end
  term.cursor.godown(#opts)
  io.write("\27[?25h")
  raw(false)
  print("picked " .. opts[at])
end

if kind == "select" then
  list("Which mirror should serve the images?", {"mirror-fra", "mirror-ord", "mirror-nrt"}, false)
elseif kind == "multiselect" then
  list("Which platforms should the release build?", {"linux", "darwin", "windows"}, true)
elseif kind == "confirm" then
  io.write(tostring(colors.green), "? ", tostring(colors.reset), tostring(colors.bright), "Purge the old artifacts?", tostring(colors.reset), " (y/N) ")
  io.flush()
  local line = io.read("l")
  print(line == "y" and "purged" or "kept")
end
