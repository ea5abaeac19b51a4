module agentty.test/blind

go 1.24
