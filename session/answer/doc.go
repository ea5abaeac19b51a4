// Package answer drives answer_prompt: the keys that answer a question,
// menu or form the mode classifier read off a screen ([modes.Prompt]),
// sent a step at a time, each step's screen checked before the next. It
// owns the checks of an answer against the prompt's kind and options
// ([ErrAnswer]'s sentences, each with the next step), finding an option
// by its label, its key or the words it starts with, moving the highlight
// toward it and no further, bringing an option of a list that scrolls or
// filters into view, ticking a multiselect's entries and typing a field's
// text. It does not own the session, the waits or the reading of prompts:
// a [Terminal] (the session package's) sends each step's input and
// returns the settled screen, and package modes reads the prompt off it.
package answer
