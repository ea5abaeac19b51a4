-- The fortysecond set's Lua script: lines read with io.read, the kind
-- named by the first argument.
local kind = arg[1] or "ledger"
io.write("ledger tool 1.2\n\n")
if kind == "passphrase" then
  io.write("Deploy key passphrase: ")
  io.flush()
  os.execute("stty -echo")
  local p = io.read("l")
  os.execute("stty echo")
  io.write("\nread " .. #(p or "") .. " characters\n")
elseif kind == "retry" then
  io.write("Upload of ledger-2024.csv failed: connection reset.\n")
  io.write("Abort, Retry, Ignore? ")
  io.flush()
  local a = io.read("l")
  io.write("chose " .. (a or "") .. "\n")
elseif kind == "ledger" then
  local n = 1
  while true do
    io.write(string.format("ledger:%03d> ", n))
    io.flush()
    local line = io.read("l")
    if line == nil or line == "quit" then break end
    if line == "balance" then
      io.write("balance: 42.00 EUR over 3 accounts\n")
    elseif line ~= "" then
      io.write("unknown command '" .. line .. "' (try balance, quit)\n")
    end
    n = n + 1
  end
end
