// Command cairnjson shows a JSON file as a tree with
// github.com/rivo/tview's tree view (objects and arrays folded and
// unfolded with Enter), under a title bar naming the file and above a
// line of keys. It is a fixture of agentty's hundredfiftysecond set,
// whose screens were never used to tune the mode classifier.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

func add(parent *tview.TreeNode, key string, v any) {
	var node *tview.TreeNode
	switch v := v.(type) {
	case map[string]any:
		node = tview.NewTreeNode(fmt.Sprintf("%s {%d}", key, len(v))).SetColor(tcell.ColorAqua)
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			add(node, k, v[k])
		}
		node.SetExpanded(false)
	case []any:
		node = tview.NewTreeNode(fmt.Sprintf("%s [%d]", key, len(v))).SetColor(tcell.ColorAqua)
		for i, e := range v {
			add(node, fmt.Sprint(i), e)
		}
		node.SetExpanded(false)
	default:
		b, _ := json.Marshal(v)
		node = tview.NewTreeNode(fmt.Sprintf("%s: %s", key, b))
	}
	parent.AddChild(node)
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: cairnjson FILE")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	root := tview.NewTreeNode(os.Args[1]).SetColor(tcell.ColorYellow)
	if m, ok := v.(map[string]any); ok {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			add(root, k, m[k])
		}
	}
	tree := tview.NewTreeView().SetRoot(root).SetCurrentNode(root)
	tree.SetSelectedFunc(func(n *tview.TreeNode) { n.SetExpanded(!n.IsExpanded()) })
	title := tview.NewTextView().SetText(" cairnjson — " + os.Args[1])
	title.SetBackgroundColor(tcell.ColorBlue)
	keys := tview.NewTextView().SetText(" ↑↓ move   Enter fold/unfold   q quit")
	flex := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(title, 1, 0, false).
		AddItem(tree, 0, 1, true).
		AddItem(keys, 1, 0, false)
	app := tview.NewApplication()
	app.SetInputCapture(func(e *tcell.EventKey) *tcell.EventKey {
		if e.Rune() == 'q' {
			app.Stop()
			return nil
		}
		return e
	})
	if err := app.SetRoot(flex, true).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
