-- fiftyfourth_curses.lua draws a full screen with lua-curses: "menu" (a
-- boxed list of mirrors, the highlighted one in reverse video), "yesno"
-- (a boxed question with <Yes> and <No> buttons) or "viewer" (a log
-- viewer scrolled with j/k, its keys on the bottom row).
local curses = require "curses"
local kind = arg[1] or "menu"

local scr = curses.initscr()
curses.cbreak()
curses.echo(false)
curses.nl(false)
scr:keypad(true)
pcall(curses.curs_set, 0)
local lines, cols = scr:getmaxyx()
local A = curses.A_REVERSE or 262144

local function finish(msg)
  curses.endwin()
  if msg then print(msg) end
  os.exit(0)
end

local function box(y, x, h, w, title)
  scr:mvaddstr(y, x, "+" .. string.rep("-", w - 2) .. "+")
  for i = 1, h - 2 do
    scr:mvaddstr(y + i, x, "|" .. string.rep(" ", w - 2) .. "|")
  end
  scr:mvaddstr(y + h - 1, x, "+" .. string.rep("-", w - 2) .. "+")
  if title then scr:mvaddstr(y, x + 2, " " .. title .. " ") end
end

if kind == "menu" then
  local opts = {"mirror-fra (Frankfurt)", "mirror-ord (Chicago)", "mirror-nrt (Tokyo)"}
  local at = 1
  while true do
    scr:erase()
    scr:mvaddstr(0, 0, "relay release 7")
    box(5, 15, 10, 50, "Mirror")
    scr:mvaddstr(7, 18, "Which mirror should serve the images?")
    for i, o in ipairs(opts) do
      if i == at then scr:attron(A) end
      scr:mvaddstr(8 + i, 20, string.format("%-30s", o))
      if i == at then scr:attroff(A) end
    end
    scr:mvaddstr(lines - 1, 0, "Up/Down: move   Enter: pick   q: cancel")
    scr:refresh()
    local c = scr:getch()
    if c == curses.KEY_UP and at > 1 then at = at - 1
    elseif c == curses.KEY_DOWN and at < #opts then at = at + 1
    elseif c == 10 or c == 13 then finish("picked " .. opts[at])
    elseif c == string.byte("q") then finish() end
  end
elseif kind == "yesno" then
  local yes = true
  while true do
    scr:erase()
    box(7, 15, 8, 50, "Artifacts")
    scr:mvaddstr(9, 18, "Purge the old artifacts of release 6?")
    if yes then scr:attron(A) end
    scr:mvaddstr(12, 28, "<Yes>")
    if yes then scr:attroff(A) end
    if not yes then scr:attron(A) end
    scr:mvaddstr(12, 44, "<No>")
    if not yes then scr:attroff(A) end
    scr:refresh()
    local c = scr:getch()
    if c == curses.KEY_LEFT or c == curses.KEY_RIGHT or c == 9 then yes = not yes
    elseif c == 10 or c == 13 then finish(yes and "purged" or "kept")
    elseif c == string.byte("q") then finish() end
  end
elseif kind == "viewer" then
  local log = {}
  for i = 1, 200 do
    log[i] = string.format("%04d  relay[%d]: served /images/%03d.png in %d ms", i, 4000 + i % 7, i, (i * 37) % 90 + 3)
  end
  local top = 1
  while true do
    scr:erase()
    scr:attron(A)
    scr:mvaddstr(0, 0, string.format("%-" .. cols .. "s", " relay.log  lines " .. top .. "-" .. (top + lines - 3) .. " of 200"))
    scr:attroff(A)
    for i = 0, lines - 3 do
      local l = log[top + i]
      if l then scr:mvaddstr(1 + i, 0, l) end
    end
    scr:attron(A)
    scr:mvaddstr(lines - 1, 0, string.format("%-" .. (cols - 1) .. "s", " j/k: scroll  g/G: top/bottom  q: quit"))
    scr:attroff(A)
    scr:refresh()
    local c = scr:getch()
    if c == string.byte("j") or c == curses.KEY_DOWN then top = math.min(top + 1, 200 - (lines - 3))
    elseif c == string.byte("k") or c == curses.KEY_UP then top = math.max(top - 1, 1)
    elseif c == string.byte("G") then top = 200 - (lines - 3)
    elseif c == string.byte("g") then top = 1
    elseif c == string.byte("q") then finish() end
  end
end
