package session

import (
	"errors"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/answer"
	"github.com/agentty/agentty/session/people"
	"github.com/agentty/agentty/session/question"
	"github.com/agentty/agentty/session/shell"
)

// Errors a caller can act on; test them with errors.Is. The tools package
// turns each into a sentence naming the next step.
var (
	// ErrNoSession: no open session has the given id.
	ErrNoSession = errors.New("no such session")
	// ErrExited: the session's process has ended; only reading and closing
	// still work.
	ErrExited = errors.New("session has exited")
	// ErrLimit: the maximum number of open sessions is reached.
	ErrLimit = errors.New("session limit reached")
	// ErrNotShell: run_command needs a shell that agentty started with its
	// shell integration.
	ErrNotShell = errors.New("not an agentty shell session")
	// ErrBusy: another call is still using the session.
	ErrBusy = errors.New("session busy")
	// ErrInputBlocked: the program does not read its input, and the
	// terminal's input buffer is full.
	ErrInputBlocked = errors.New("program is not reading its input")
	// ErrClosed: the manager is shutting down.
	ErrClosed = errors.New("manager closed")
	// ErrStart: the program could not be started.
	ErrStart = errors.New("cannot start program")
	// ErrNoPTY: no pseudo-terminal could be opened for a session (the
	// system's are all in use, or the server has no descriptor left).
	ErrNoPTY = errors.New("no free pseudo-terminal")
	// ErrSecretOnScreen: a picture was asked for while secret input shows.
	ErrSecretOnScreen = emulator.ErrSecretOnScreen
	// ErrTooLarge: the screen is too large for a picture.
	ErrTooLarge = emulator.ErrTooLarge
	// ErrRecord: the recording could not be created.
	ErrRecord = errors.New("cannot record the session")
	// ErrTakenOver: a person took the session over from a terminal
	// (agentty attach --exclusive); the agent's input tools are refused
	// until they detach, reading still works.
	ErrTakenOver = people.ErrTakenOver
	// ErrNameTaken: an open session already has the name asked for.
	ErrNameTaken = errors.New("session name in use")
	// ErrName: the name asked for holds what routing gives a meaning to
	// (CheckName).
	ErrName = errors.New("session name not allowed")
	// ErrRunning: run_command was given a command while one still runs in
	// the shell; run_command without a command follows that one.
	ErrRunning = errors.New("a command is still running")
	// ErrNoCommand: run_command was asked to follow a command, and none
	// runs.
	ErrNoCommand = errors.New("no command is running")
	// ErrCommand: a command line for run_command holds something that would
	// act as a key at the prompt (a control character) instead of text.
	ErrCommand = shell.ErrCommand
	// ErrAnswer: answer_prompt cannot give the answer asked for (it does
	// not fit the prompt, or the screen did not move as answering needs);
	// the error's text is the whole sentence, with the next step
	// (package answer's).
	ErrAnswer = answer.ErrAnswer

	// Errors of questions (package question's).

	// ErrNoPage: no web page serves questions (the server runs without one).
	ErrNoPage = question.ErrNoPage
	// ErrQuestionGone: the question was answered, declined or cancelled,
	// or it expired.
	ErrQuestionGone = question.ErrGone
	// ErrQuestionClaimed: the question's page was opened in another browser.
	ErrQuestionClaimed = question.ErrClaimed
)
