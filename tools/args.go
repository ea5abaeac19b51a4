package tools

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
)

// Limits on arguments, checked before anything is done.
const (
	maxTimeoutMs        = 600000
	maxScrollbackRead   = 10000
	maxScrollbackKeep   = 100000
	maxScrollbackOffset = 1 << 30
	maxOutputChars      = 1 << 20
)

// argError is a mistake in the arguments: the handler answers it with an
// isError result carrying this sentence.
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg }

func argErrorf(format string, a ...any) error { return &argError{fmt.Sprintf(format, a...)} }

// bind decodes a call's arguments into T, refusing unknown names and wrong
// types with a sentence that names the argument and what it must be.
func bind[T any](tool string, req mcp.CallToolRequest) (T, error) {
	var v T
	raw, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return v, argErrorf("the arguments of %s are not valid JSON: %v", tool, err)
	}
	if bytes.Equal(raw, []byte("null")) {
		raw = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return v, explainDecode(tool, reflect.TypeOf(v), err)
	}
	return v, nil
}

func explainDecode(tool string, t reflect.Type, err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		name := te.Field
		if name == "" {
			return argErrorf("the arguments of %s must be a JSON object", tool)
		}
		return argErrorf("argument %s of %s must be %s, not %s; fix its type and call again",
			clipArg(name), tool, jsonKind(fieldType(t, name)), te.Value)
	}
	if msg := err.Error(); strings.HasPrefix(msg, "json: unknown field ") {
		field := strings.Trim(strings.TrimPrefix(msg, "json: unknown field "), `"`)
		return argErrorf("%s has no argument %s; it takes: %s", tool, clipArg(field), strings.Join(argNames(t), ", "))
	}
	return argErrorf("the arguments of %s could not be read: %v", tool, err)
}

// fieldType finds the type of the field whose JSON name is name (dotted for
// nested fields; only the first part is looked up).
func fieldType(t reflect.Type, name string) reflect.Type {
	name, _, _ = strings.Cut(name, ".")
	for _, f := range jsonFields(t) {
		if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag == name {
			return f.Type
		}
	}
	return nil
}

func jsonKind(t reflect.Type) string {
	if t == nil {
		return "of another type"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint64, reflect.Uint, reflect.Uint32:
		return "an integer"
	case reflect.Float64, reflect.Float32:
		return "a number"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Slice:
		return "an array of " + strings.TrimPrefix(strings.TrimPrefix(jsonKind(t.Elem()), "a "), "an ") + "s"
	case reflect.Map:
		return "an object of " + strings.TrimPrefix(jsonKind(t.Elem()), "a ") + " values"
	}
	return "of another type"
}

func argNames(t reflect.Type) []string {
	var names []string
	for _, f := range jsonFields(t) {
		if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag != "" && tag != "-" {
			names = append(names, tag)
		}
	}
	return names
}

// jsonFields are the fields of struct type t as encoding/json sees them:
// those of an embedded struct (shapeArgs) in its place.
func jsonFields(t reflect.Type) []reflect.StructField {
	var fs []reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous && f.Tag.Get("json") == "" && f.Type.Kind() == reflect.Struct {
			fs = append(fs, jsonFields(f.Type)...)
			continue
		}
		fs = append(fs, f)
	}
	return fs
}

// timeout checks a timeout_ms argument and applies the default.
func timeout(ms int, def time.Duration) (time.Duration, error) {
	switch {
	case ms < 0:
		return 0, argErrorf("timeout_ms must be positive; leave it out for the default of %d", def.Milliseconds())
	case ms > maxTimeoutMs:
		return 0, argErrorf("timeout_ms %d is over the maximum of %d; wait in several calls instead", ms, maxTimeoutMs)
	case ms == 0:
		return def, nil
	}
	return time.Duration(ms) * time.Millisecond, nil
}

// capWait bounds a call's wait by the server's --max-wait
// (session.Config.MaxWait), under the time common clients give a call;
// rest is what was asked beyond it.
func capWait(m *session.Manager, wait time.Duration) (capped, rest time.Duration) {
	if limit := m.Config().MaxWait; wait > limit {
		return limit, wait - limit
	}
	return wait, 0
}

// cutNote says in v's notes, when its wait timed out at --max-wait before
// the timeout asked (rest was left of it), which call goes on waiting.
func cutNote(v *session.Screen, m *session.Manager, rest time.Duration, next string) {
	if rest <= 0 || v.Wait == nil || v.Wait.Outcome != session.TimedOut {
		return
	}
	v.Notes = append(v.Notes, fmt.Sprintf("the wait ended at the server's --max-wait (%s), %d ms short of timeout_ms, so that the client's own limit on a call does not end it first; %s goes on waiting",
		m.Config().MaxWait, rest.Milliseconds(), next))
}

// maxExpectRegex bounds expect_regex (RE2 matches in time linear in the
// text, but a long pattern is a mistake).
const maxExpectRegex = 1000

// expectOf checks an input tool's expect and expect_regex (one of them at
// most) and returns what the wait looks for.
func expectOf(text, regex string) (session.Expect, error) {
	switch {
	case text != "" && regex != "":
		return session.Expect{}, argErrorf("give expect or expect_regex, not both")
	case regex == "":
		return session.Expect{Text: text}, nil
	case len(regex) > maxExpectRegex:
		return session.Expect{}, argErrorf("expect_regex is %d bytes, over the limit of %d", len(regex), maxExpectRegex)
	}
	re, err := regexp.Compile(regex)
	if err != nil {
		return session.Expect{}, argErrorf("expect_regex is not a valid regular expression (RE2 syntax): %v; fix it, or use expect for plain text", err)
	}
	return session.Expect{Regex: re}, nil
}

// goOnWaiting is the call that goes on waiting for a program after an
// input tool's wait ran out: for what was expected, or until it waits for
// input.
func goOnWaiting(id string, expect session.Expect) string {
	what, arg := "text", expect.Text
	if expect.Regex != nil {
		what, arg = "regex", expect.Regex.String()
	}
	switch {
	case arg != "" && len(arg) <= 100:
		return fmt.Sprintf(`wait_for {"session_id": %s, %q: %s}`, jsonText(id), what, jsonText(arg))
	case arg != "":
		return fmt.Sprintf(`wait_for {"session_id": %s} with the expected %s as %s`, jsonText(id), what, what)
	}
	return fmt.Sprintf(`wait_for {"session_id": %s, "state": "waiting_for_input"}`, jsonText(id))
}

// prop patches one property of a generated schema.
type prop struct {
	name string
	set  map[string]any
}

// schema builds the input schema of the argument struct T, compact (it is
// in tools/list, which is in every conversation): each argument with its
// JSON type and, when its jsonschema tag has one, a description; extra
// keywords (enum, default) on some properties; the required list given.
// Limits are not in it: the handler checks them and says what is allowed.
func schema[T any](required []string, props ...prop) json.RawMessage {
	ps := map[string]any{}
	for _, f := range jsonFields(reflect.TypeFor[T]()) {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		p := map[string]any{"type": jsonType(f.Type)}
		switch ft := derefType(f.Type); ft.Kind() {
		case reflect.Slice:
			p["items"] = map[string]any{"type": jsonType(ft.Elem())}
		case reflect.Map:
			p["additionalProperties"] = map[string]any{"type": jsonType(ft.Elem())}
		}
		if _, ok := p["type"].([]string); ok {
			p["type"] = jsonType(derefType(f.Type)) // an argument left out is its null
		}
		if d := f.Tag.Get("jsonschema"); d != "" {
			p["description"] = d
		}
		if name == "row_range" {
			delete(p, "items") // integers: read_screen's description says the form, once
		}
		ps[name] = p
	}
	for _, p := range props {
		target, ok := ps[p.name].(map[string]any)
		if !ok {
			panic(fmt.Sprintf("schema: no property %q", p.name))
		}
		for k, v := range p.set {
			target[k] = v
		}
	}
	m := map[string]any{"type": "object", "properties": ps}
	if len(required) > 0 {
		m["required"] = required
	}
	raw, err := json.Marshal(m)
	if err != nil {
		panic(fmt.Sprintf("schema: %v", err))
	}
	return raw
}

func derefType(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

func enumOf[S ~string](vals ...S) []string {
	out := make([]string, len(vals))
	for i, v := range vals {
		out[i] = string(v)
	}
	sort.Strings(out)
	return out
}

// rawTool makes a tool from raw input and output schemas and annotations.
// Only the hints that say something are sent: read-only and idempotent
// when true (MCP's defaults are false), destructive for tools that write
// (false unless set), open-world false; no title.
func rawTool(name, description string, in, out json.RawMessage, ann mcp.ToolAnnotation) mcp.Tool {
	t := mcp.NewToolWithRawSchema(name, description, in)
	t.RawOutputSchema = out
	ann.Title = ""
	ann.OpenWorldHint = mcp.ToBoolPtr(false)
	if ann.ReadOnlyHint != nil && !*ann.ReadOnlyHint {
		ann.ReadOnlyHint = nil
	}
	switch {
	case ann.ReadOnlyHint != nil:
		ann.DestructiveHint = nil // meaningful only for tools that write
	case ann.DestructiveHint == nil:
		ann.DestructiveHint = mcp.ToBoolPtr(false)
	}
	if ann.IdempotentHint != nil && !*ann.IdempotentHint {
		ann.IdempotentHint = nil
	}
	t.Annotations = ann
	return t
}
