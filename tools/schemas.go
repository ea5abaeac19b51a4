package tools

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/agentty/agentty/session"
)

var states = enumOf(session.States...)

// Output schemas are made from the wire types by outputSchema, small on
// purpose: every screen tool repeats its output schema in tools/list, and
// that list is in every conversation. A schema names the fields a client
// keys on, with their JSON types; the others (cursor, wait, last_command,
// attached…) come beside them undeclared, said in the tool descriptions and
// the README. A field added to a wire type costs tools/list nothing.

// screenFields are the fields of a screen result its output schema names:
// those every result has. The rows come in lines, changed_rows or part
// as the result's form says, beside them.
var screenFields = []string{"session_id", "state", "mode"}

// screenSchema is the output schema of every tool that answers with a
// screen result.
var screenSchema = sync.OnceValue(func() json.RawMessage {
	return outputSchema[Screen](screenFields...)
})

// outputSchema is the JSON schema of the wire type T for the fields named
// (their JSON names): an object with those properties and their JSON types
// (nullable for pointers), the ones always present required. Fields of
// embedded structs are T's own, as encoding/json has them.
func outputSchema[T any](fields ...string) json.RawMessage {
	props := map[string]any{}
	var required []string
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if f.Anonymous && tag == "" {
				walk(f.Type)
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if !slices.Contains(fields, name) || !f.IsExported() {
				continue
			}
			props[name] = map[string]any{"type": jsonType(f.Type)} // a shallower field (run_command's exit_code) wins
			optional := strings.Contains(opts, "omitempty") || strings.Contains(opts, "omitzero")
			if !optional && !slices.Contains(required, name) {
				required = append(required, name)
			}
		}
	}
	walk(reflect.TypeFor[T]())
	for _, f := range fields {
		if _, ok := props[f]; !ok {
			panic(fmt.Sprintf("output schema: %T has no field %q", *new(T), f))
		}
	}
	raw, err := json.Marshal(map[string]any{"type": "object", "properties": props, "required": required})
	if err != nil {
		panic(fmt.Sprintf("output schema: %v", err))
	}
	return raw
}

// jsonType is the JSON schema type of a Go type as encoding/json writes it.
func jsonType(t reflect.Type) any {
	nullable := false
	if t.Kind() == reflect.Pointer {
		t, nullable = t.Elem(), true
	}
	var name string
	switch t.Kind() {
	case reflect.String:
		name = "string"
	case reflect.Bool:
		name = "boolean"
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint64, reflect.Uint, reflect.Uint32:
		name = "integer"
	case reflect.Float64, reflect.Float32:
		name = "number"
	case reflect.Slice:
		name = "array"
	default:
		name = "object"
	}
	if nullable {
		return []string{name, "null"}
	}
	return name
}

// timeoutProp describes timeout_ms with its default.
func timeoutProp(def int) prop {
	return prop{"timeout_ms", map[string]any{"default": def}}
}
