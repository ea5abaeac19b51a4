/* A relay's setup, asking its questions in turn (agentty's thirtyfirst set). */
call charout , 'Install directory [/opt/relay]: '
parse pull dir
if dir = '' then dir = '/opt/relay'
do forever
  say 'Transport:'
  say '  1) tcp'
  say '  2) quic'
  say '  3) unix'
  call charout , 'Choose 1-3 [1]: '
  parse pull n
  if n = '' then n = 1
  if n = 1 | n = 2 | n = 3 then leave
  say 'Please answer 1, 2 or 3.'
end
call charout , 'Start the relay at boot? (yes/no) [yes]: '
parse pull boot
say 'Installing into' dir'.'
exit 0
