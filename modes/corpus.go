package modes

import "github.com/agentty/agentty/emulator"

// Sample is one labelled moment of the mode corpus, one JSON file under
// testdata/modes: the screen and the kernel's facts captured live at a
// realistic moment of a real program, and the label a person gave that
// moment. The session package's TestModesCorpus writes the files (go test
// ./session -run ModesCorpus -update) after checking each label live; this
// package's accuracy test classifies them again, offline.
type Sample struct {
	Name    string            `json:"name"`
	Program string            `json:"program"` // the executable the moment needs; the accuracy table groups by it
	Expect  Label             `json:"expect"`
	Facts   Facts             `json:"facts"`
	Screen  emulator.Snapshot `json:"screen"`
}

// Label is what agentty must report at a sample's moment.
type Label struct {
	Mode   Mode   `json:"mode"`
	State  string `json:"state"`  // running, waiting_for_input or exited, as the session package names them
	Detail string `json:"detail"` // the mode detail must contain it
}
