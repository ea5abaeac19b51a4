package modes

import (
	"encoding/json"
	"os"
	"reflect"
	"runtime"
	"testing"
)

func TestZZDbg(t *testing.T) {
	f := os.Getenv("ZZDBG")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile("../testdata/" + f)
	var s Sample
	json.Unmarshal(b, &s)
	g := &grid{Snapshot: s.Screen}
	for _, find := range []func(*grid) *Prompt{defaultUnder, boxPrompt, labelledBox, fzfPrompt, finderPrompt, filterOverList, widgetPrompt, textArea, fieldPrompt, blankField, buttonPrompt, pointedAnswers, dropDown, droppedList, barMenu, keyNamedQuestion, highlightedList, titledBox, barredChoices, rowChoices, cursorEntry, keyedMenu, pointedList, barredList, hintedList, focusedField, underscoredField, bracketField, keyLegend, toldAtFoot, keySentences, shortcutBar, boldKeys, boxedButtons, markedFieldOverHint, numberedPrompt, codedMenu, settingsMenu, labelledField, valueUnderQuestion, typedField} {
		if p := find(g); p != nil {
			x, _ := json.Marshal(p)
			t.Logf("%s: %s", runtime.FuncForPC(reflect.ValueOf(find).Pointer()).Name(), x)
		}
	}
	r := Classify(s.Screen, s.Facts)
	t.Logf("classify: %s %s", r.Mode, r.Detail)
}
