package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventysixthDir holds the threehundredseventysixth set
// (issue 44, three-hundred-and-seventy-sixth round): live cases of four
// container and cluster tools that Debian does not package, programs that
// cannot run here (no cluster to talk to, no crates, no Go modules nor
// PyPI packages fetched), imitated by a fixture of its own (one script run
// by Debian's python3), each drawing what the program draws at one of its
// moments, against a kind cluster kind-shop whose namespace shop runs a
// small web shop (its words, tables, boxes, colours, reverse video and
// cursor, from its source, its golden screens and its documentation as
// known): cloudbro-kube-ai's k13d (tview on the alternate screen: a
// header, a `Cluster Briefing` box whose mark pulses, the pods table with
// its selected row on cyan, a status bar of keys, the ` : ` command bar at
// the foot with a command typed and its dim completion, ^D's modal on
// dark red `Delete pods?` over Cancel and Delete, l's log view scrolled to
// its end, F's `Port Forward` form), sunny0826's kubecm (promptui: `kubecm
// switch`'s context picker on the alternate screen, a cat's face at the
// current context and an Info block under the list, moved, / toggling its
// search line; `kubecm delete`'s `Are you sure you want to
// delete「staging-eu」?` over False and True on the main screen),
// gabeduke's kubectl-iexec (promptui's default look: `? Select Pod: `, the
// ▸ inside each entry's template after `Pod:`, `? Select Container: `,
// then logrus's INFO line and the container's busybox shell over the
// exec's TTY, a command's output, a log followed by tail -f) and
// jessegoodier's kpf (Rich on the main screen: a rounded table of services
// redrawn live, the ➤ row black on bright cyan, its ports' table, `Local
// port (press Enter for 8080): `, the forward kept up after `port-forward
// started`; given port 80 directly, `Use suggested port? [Y/n]: `). None
// of them, nor their makers, is named by any other test, table, fixture
// or doc of agentty: grepped with `git grep -il` (short names with -w)
// before they were chosen were k13d, cloudbro, cloudbro-kube-ai, kubecm,
// sunny0826, kubectl-iexec, iexec, gabeduke, kpf and jessegoodier (and,
// found named and left, among others: k9s, lazydocker, jesseduffield,
// ctop, kdash, ktop, kubetui, kubie, oxker, dry, dockly, lirantal,
// kubebox, ducker, damon, hashicorp, nomad, okteto, gomanagedocker, kail,
// boz, dtop, pulumi (kubespy's maker), podman-tui, k8sgpt, kubeterm, dive,
// wagoodman, docui, wander, c-bata (kube-prompt's maker), devspace,
// kubectl, docker, podman and nerdctl; kubectx and kubetail, not named,
// are Debian's). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const threehundredseventysixthDir = "../testdata/modes-threehundredseventysixth"

// threehundredseventysixthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventysixthTool(tool string, args ...string) opener {
	return setFixtures("threehundredseventysixth").script(pythonPath, "py/threehundredseventysixth_clusters.py",
		append([]string{tool}, args...)...)
}

// threehundredseventysixthSet is the threehundredseventysixth set. Labels
// say what a person reads on the screen: a dashboard drawing its own
// screen with no question open (its table with the selected row, a
// command typed on its command bar at the foot, a log view) a full-screen
// program waiting for a key; a dialog drawn over it asking to delete,
// with its buttons, a confirm of those buttons, the focused one marked; a
// form drawn over it whose first field holds a value, the cursor at its
// end, a text question of that field, the value its default; a list with
// one entry pointed at (a glyph or a bar) under a question or a title, a
// select of its entries, a list of False and True a confirm; a line
// asking, the cursor after it, a question (a default where the line names
// one, `[Y/n]` a yes/no defaulting to yes); a shell's prompt in the
// container, alone or under a command's output, a shell waiting; a log
// followed, lines coming and no prompt back, the shell at work; a forward
// kept up under `port-forward started`, nothing asked, unknown and at
// work.
func threehundredseventysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	down := step{keys: "<down>", timeout: setSlow}
	// working is a case of a program at work, its mode given.
	working := func(mode modes.Mode, name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: Running}
	}

	// k13d-like (cloudbro-kube-ai's k13d, tview on the alternate screen):
	// the header `k13d Kubernetes AI Dashboard v0.9.2 … AI ●` wrapped onto
	// `Offline ◉ Live`, `⎈ Context: kind-shop  Cluster: kind-shop  NS: shop
	// Resource: pods`, `Namespaces: 0:all 1:shop …`, a `Cluster Briefing`
	// box (`● Healthy (94%) • 9 pods (8 running) • 3 nodes ready`, its
	// mark pulsing), the table `pods (8)` in double lines (NAMESPACE, NAME,
	// STATUS, READY, RESTARTS, AGE; the first pod's row bold on cyan), the
	// status bar `EnterContainers lLogs sShell dDescribe nNS 0All /Filter
	// :Cmd Ctrl+EAI ?Help` and ` :` at the foot, the cursor hidden (a
	// TUI); `:` and deploy typed, ` : deploy` at the foot with `ments` dim
	// after it, the table's lines single, the cursor after deploy (the
	// TUI, a command being typed on its own bar); down to
	// redis-6c8f9d7b5-k2mzq and ^D, a box on dark red in double lines
	// `Delete pods?` (red), `shop/redis-6c8f9d7b5-k2mzq`, `This action
	// cannot be` / `undone.` over the buttons Cancel (focused, white) and
	// Delete (a yes/no of its buttons); down to web-7d4b9c6f5d-2xkqp and l,
	// a box filling the screen titled ` Logs: shop/web-7d4b9c6f5d-2xkqp
	// (Esc:close /search s:autoscroll w:wrap m:mark` (cut at the box's
	// edge), nginx's access lines
	// wrapped at its edge, scrolled to the end (the TUI); down to web and F
	// (shift), a box ` Port Forward: shop/web-7d4b9c6f5d-2xkqp ` over
	// `Local Port:` holding 8080 on blue (the cursor after it), `Remote
	// Port:` holding 80 and the buttons Forward and Cancel (a text question
	// of the local port, 8080 its default).
	k13d := threehundredseventysixthTool("k13d")
	atTable := []step{wait("pods (8)"), settle}
	atWeb := then(atTable, down, down, down, down, down, down, settle)

	// kubecm-like (sunny0826's kubecm, promptui): `kubecm switch` on the
	// alternate screen, `Use the arrow keys to navigate: ↓ ↑ → ←  and /
	// toggles search` (faint) over `Select Kube Context`, the contexts
	// kind-shop(*) (a cat's face before it, red), dev-eu, dev-us, prod-eu,
	// prod-us, staging-eu, staging-us and <Exit> (cyan), a blank row and
	// `--------- Info ----------` with its Name, Cluster and User, the
	// cursor hidden (a select, kind-shop(*) current); down twice, dev-us
	// current, its Info under the list (the select); / and prod typed,
	// `Search: prod█` in the help's place, prod-eu (current) and prod-us
	// left (the select); `kubecm delete`, down five times to staging-eu and
	// Enter, the alternate screen left and on the main screen `Use the
	// arrow keys to navigate: ↓ ↑ → ←` over `Are you sure you want to
	// delete「staging-eu」?`, a beer mug before False (red) and True (a
	// yes/no of False and True, False current); down, True current (the
	// yes/no).
	kubecmSwitch := threehundredseventysixthTool("kubecm", "switch")
	kubecmDelete := threehundredseventysixthTool("kubecm", "delete")
	atContexts := []step{wait("User:"), settle}
	atDelete := []step{wait("User:"), settle, down, down, down, down, down, settle, key("<enter>", "Are you sure"), settle}
	contexts := "Select Kube Context"
	sure := "Are you sure you want to delete「staging-eu」?"

	// kubectl-iexec-like (gabeduke's kubectl-iexec, `kubectl iexec web`,
	// promptui's default look on the main screen): `Use the arrow keys to
	// navigate: ↓ ↑ → ←` (faint) over `? Select Pod: ` (the ? blue) and
	// four entries `Namespace: shop | Pod: NAME`, the current one with a
	// bold ▸ before its name (cyan), the others magenta, the cursor hidden
	// (a select, web-7d4b9c6f5d-2xkqp current); down,
	// web-7d4b9c6f5d-8tq4n current (the select); Enter, `Namespace: shop |
	// Pod: ✔ web-7d4b9c6f5d-8tq4n` over the help and `? Select Container:
	// `, `Container: ▸ nginx` and `Container: log-shipper` (a select, nginx
	// current); Enter, `Container: ✔ nginx`, logrus's `INFO[0006] Exec to
	// pod...` with its fields wrapped onto a second row, then the
	// container's busybox prompt `/ # `, the cursor after it (a shell);
	// `nginx -t` entered, nginx's two lines `… syntax is ok` and `… test is
	// successful` over `/ # ` (the shell); `tail -f
	// /var/log/nginx/access.log` entered, access lines wrapped at the
	// screen's edge, a line more every second and a half, no prompt back
	// (the shell at work).
	iexec := threehundredseventysixthTool("iexec", "web")
	atPods := []step{wait("webhook-relay"), settle}
	atContainer := then(atPods, down, settle, key("<enter>", "Select Container"), settle)
	atShell := then(atContainer, key("<enter>", "/ #"), settle)
	pod := func(sel int) *modes.Prompt {
		o := []string{"web-7d4b9c6f5d-2xkqp", "web-7d4b9c6f5d-8tq4n", "web-7d4b9c6f5d-r5wzj", "webhook-relay-69c4f8b7d-zp6sd"}
		for i := range o {
			o[i] = "Namespace: shop | Pod: " + o[i]
			if i == sel {
				o[i] = ">" + o[i]
			}
		}
		return want(modes.Select, "Select Pod:", "", o...)
	}

	// kpf-like (jessegoodier's kpf, `kpf -n shop`, Rich on the main
	// screen): a blank row, `Services in namespace: shop` (bold cyan),
	// `Select a service` over a rounded table of #, Name and Ports (api
	// 8080, 9090; cart 80; checkout 8443; frontend 80, 443; redis 6379;
	// web 80), the row `➤ 1 │ api` bold black on bright cyan, and a dim
	// `↑/↓ j/k=navigate  Enter=select  Esc=back  q=quit  digits=jump`, the
	// cursor hidden (a select of the services, api current); down twice,
	// checkout current (the select); Enter on api, `Available ports for
	// api` over a table of #, Port, Name and Protocol (8080 http, current;
	// 9090 metrics) and the same hint (a select of the ports); Enter, the
	// tables gone, `Local port (press Enter for 8080): ` under `Services in
	// namespace: shop`, the cursor after it (a text question, 8080 its
	// default); Enter, `Direct command:` and `kpf svc/api 8080:8080 \`, `-n
	// shop \`, `--context kind-shop` (cyan), `http://localhost:8080`, `⠏
	// Connecting...` and `🚀 port-forward started 🚀`, nothing more, the
	// forward kept up (unknown, at work); `kpf svc/grafana 80:3000 -n
	// monitoring`, `Error: Port 80 requires elevated privileges
	// (root/sudo)` (yellow), `Low ports (< 1024) require administrator
	// permissions on most systems`, `Suggested alternative: Use port 1080
	// instead?` (green), `This would forward: localhost:1080 ->
	// service:80` (dim) and `Use suggested port? [Y/n]: `, the cursor after
	// it (a yes/no, yes its default).
	kpf := threehundredseventysixthTool("kpf", "-n", "shop")
	kpfLow := threehundredseventysixthTool("kpf", "svc/grafana", "80:3000", "-n", "monitoring")
	atServices := []step{wait("digits=jump"), settle}
	atPorts := then(atServices, key("<enter>", "Available ports"), settle)
	atLocal := then(atPorts, key("<enter>", "Local port"), settle)
	services := "Select a service"

	return []corpusCase{
		// k13d-like: its table, a command typed at its bar, a delete
		// dialog, a log view, a port-forward form.
		needs(is(modes.TUI, "k13d-like", "k13d-like", k13d, atTable...), py),
		needs(is(modes.TUI, "k13d-like-command", "k13d-like", k13d,
			then(atTable, key(":", ""), settle, text("deploy", ": deploy"), settle)...), py),
		needs(ask("k13d-like-delete", "k13d-like", k13d, want(modes.Confirm, "Delete pods?", "", ">Cancel", "Delete"),
			then(atTable, down, down, down, down, down, settle, key("<ctrl-d>", "cannot be"), settle)...), py),
		needs(is(modes.TUI, "k13d-like-logs", "k13d-like", k13d, then(atWeb, key("l", "Logs: shop/web"), settle)...), py),
		needs(ask("k13d-like-forward", "k13d-like", k13d, want(modes.Text, "Local Port:", "8080"),
			then(atWeb, key("F", "Remote Port"), settle)...), py),

		// kubecm-like: its context picker, moved, searched; a delete's
		// confirm, each answer current in turn.
		needs(ask("kubecm-like", "kubecm-like", kubecmSwitch,
			want(modes.Select, contexts, "", ">kind-shop(*)", "dev-eu", "dev-us", "prod-eu", "prod-us", "staging-eu",
				"staging-us", "<Exit>"), atContexts...), py),
		needs(ask("kubecm-like-down", "kubecm-like", kubecmSwitch,
			want(modes.Select, contexts, "", "kind-shop(*)", "dev-eu", ">dev-us", "prod-eu", "prod-us", "staging-eu",
				"staging-us", "<Exit>"), then(atContexts, down, down, settle)...), py),
		needs(ask("kubecm-like-search", "kubecm-like", kubecmSwitch, want(modes.Select, contexts, "", ">prod-eu", "prod-us"),
			then(atContexts, key("/", "Search:"), settle, text("prod", "prod-eu-cluster"), settle)...), py),
		needs(ask("kubecm-like-delete", "kubecm-like", kubecmDelete, want(modes.Confirm, sure, "", ">False", "True"),
			atDelete...), py),
		needs(ask("kubecm-like-delete-true", "kubecm-like", kubecmDelete, want(modes.Confirm, sure, "", "False", ">True"),
			then(atDelete, down, settle)...), py),

		// kubectl-iexec-like: its pods, moved, its containers, the
		// container's shell, a command's output, a log followed.
		needs(ask("kubectl-iexec-like", "kubectl-iexec-like", iexec, pod(0), atPods...), py),
		needs(ask("kubectl-iexec-like-down", "kubectl-iexec-like", iexec, pod(1), then(atPods, down, settle)...), py),
		needs(ask("kubectl-iexec-like-container", "kubectl-iexec-like", iexec,
			want(modes.Select, "Select Container:", "", ">Container: nginx", "Container: log-shipper"), atContainer...), py),
		needs(is(modes.Shell, "kubectl-iexec-like-shell", "kubectl-iexec-like", iexec, atShell...), py),
		needs(is(modes.Shell, "kubectl-iexec-like-nginx-test", "kubectl-iexec-like", iexec,
			then(atShell, typed("nginx -t", "test is successful"), settle)...), py),
		needs(working(modes.Shell, "kubectl-iexec-like-tail", "kubectl-iexec-like", iexec,
			then(atShell, typed("tail -f /var/log/nginx/access.log", "GET /healthz"))...), py),

		// kpf-like: its services, moved, a service's ports, the local
		// port asked, the forward kept up; a low port's question.
		needs(ask("kpf-like", "kpf-like", kpf,
			want(modes.Select, services, "", ">api", "cart", "checkout", "frontend", "redis", "web"), atServices...), py),
		needs(ask("kpf-like-down", "kpf-like", kpf,
			want(modes.Select, services, "", "api", "cart", ">checkout", "frontend", "redis", "web"),
			then(atServices, down, settle, down, settle)...), py),
		needs(ask("kpf-like-ports", "kpf-like", kpf, want(modes.Select, "Available ports for api", "", ">8080", "9090"),
			atPorts...), py),
		needs(ask("kpf-like-local-port", "kpf-like", kpf, want(modes.Text, "Local port (press Enter for 8080):", "8080"),
			atLocal...), py),
		needs(working(modes.Unknown, "kpf-like-forwarding", "kpf-like", kpf,
			then(atLocal, typed("", "port-forward started"))...), py),
		needs(ask("kpf-like-low-port", "kpf-like", kpfLow, yesNo("Use suggested port?", "yes"),
			wait("Use suggested port?"), settle), py),
	}
}

// TestModesThreehundredseventysixth drives the threehundredseventysixth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventysixth(t *testing.T) {
	captureSet(t, threehundredseventysixthDir, threehundredseventysixthSet())
}
