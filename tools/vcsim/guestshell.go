package main

// The guest side of guest operations: each VM's files and services, and the small interpreter scripts started with
// StartProgramInGuest run in (vcsim 0.24 runs guest programs in Docker containers; this needs none). It mirrors the
// portal's simulated guests (server/src/hypervisor/simulated/guest/), smaller:
//
//   sh:         lines and `;`, `&&`, `||`, `! cmd`, `if C; then L; [else L;] fi`, `while C; do L; done`, `# comments`,
//               '...' and "..." words, `> file`, `>> file`, `2>&1`; commands exit, true, false, :, echo, test / [ ]
//               (-f -e -d -n -z = !=), grep [-q] [-v] <text> <file>, cat, touch, rm [-f], seq, sleep,
//               systemctl is-active [--quiet] | start | stop <service>, hostname.
//   powershell: lines and `;`; `exit [N]`; `if (E) { S } [else { S }]`; `while (E) { S }`; E is $true, $false,
//               [-not|!] (Test-Path P), (Get-Service S).Status -eq|-ne 'Running'; Start-Service, Stop-Service,
//               Write-Output, Start-Sleep N.
//   cmd:        `exit [/b] N`, `echo`, `if [not] exist P <command>`, `sc query S` (1060 when unknown), `:label` and
//               `goto label`.
//
// Anything else prints "<name>: command not found" and fails (127). A script that runs more than stepBudget steps
// (a loop without end) never ends: its process runs until TerminateProcessInGuest.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// stepBudget: more commands or loop turns than this and a script is taken to run forever.
const stepBudget = 100000

// outputLimit: what a script's output file holds at most here (the portal reads back 64 KiB).
const outputLimit = 1 << 20

type guestState struct {
	windows  bool
	hostname string
	files    map[string]string
	dirs     map[string]bool
	services map[string]bool
	// Service names as the guest spells them, by key.
	serviceNames map[string]string
}

func (g *guestState) key(path string) string {
	if g.windows {
		return strings.ToLower(strings.TrimRight(strings.ReplaceAll(path, "/", `\`), `\`))
	}
	if trimmed := strings.TrimRight(path, "/"); trimmed != "" {
		return trimmed
	}
	return "/"
}

func (g *guestState) isFile(path string) bool { _, ok := g.files[g.key(path)]; return ok }

func (g *guestState) isDir(path string) bool {
	key := g.key(path)
	if g.dirs[key] {
		return true
	}
	separator := "/"
	if g.windows {
		separator = `\`
	}
	for file := range g.files {
		if strings.HasPrefix(file, key+separator) {
			return true
		}
	}
	return false
}

func (g *guestState) service(name string) (running bool, known bool) {
	running, known = g.services[g.key(strings.TrimSuffix(name, ".service"))]
	return
}

func (g *guestState) setService(name string, running bool) bool {
	key := g.key(strings.TrimSuffix(name, ".service"))
	if _, known := g.services[key]; !known {
		return false
	}
	g.services[key] = running
	return true
}

// Services each demo template starts with, beside its family's own (cron, W32Time): as the portal's simulator.
var servicesByTemplate = map[string]map[string]bool{
	"DC01 - Domain Controller":    {"DNS": false, "NTDS": true, "Netlogon": true},
	"SRV01 - Member Server":       {"W3SVC": false, "Spooler": true},
	"CLIENT01 - Windows 11":       {"Spooler": true, "WinRM": false},
	"router01 - VyOS Router":      {"ssh": true, "frr": false},
	"host-a - Ubuntu 24.04":       {"ssh": true, "nginx": false},
	"host-b - Ubuntu 24.04":       {"ssh": true, "nginx": false},
	"kali - Attacker Workstation": {"ssh": false, "postgresql": false},
	"target - Legacy Web Server":  {"sshd": true, "httpd": true},
	"centos7 - Retired Template":  {"sshd": true},
}

func newGuestState(vmName string, windows bool) *guestState {
	host := strings.ToLower(strings.TrimSpace(strings.SplitN(vmName, " - ", 2)[0]))
	g := &guestState{windows: windows, hostname: host, files: map[string]string{}, dirs: map[string]bool{},
		services: map[string]bool{}, serviceNames: map[string]string{}}
	services := map[string]bool{"cron": true}
	dirs := []string{"/", "/etc", "/tmp", "/var", "/var/log", "/home", "/home/academy", "/root"}
	files := map[string]string{"/etc/hostname": host + "\n", "/etc/hosts": "127.0.0.1 localhost\n127.0.1.1 " + host + "\n"}
	if windows {
		services = map[string]bool{"W32Time": true}
		dirs = []string{`C:\`, `C:\Windows`, `C:\Windows\Temp`, `C:\Users`, `C:\Users\academy`,
			`C:\Users\academy\Desktop`, `C:\Temp`}
		files = map[string]string{`C:\Windows\System32\drivers\etc\hosts`: "127.0.0.1 localhost\n"}
	}
	for name, running := range servicesByTemplate[vmName] {
		services[name] = running
	}
	for name, running := range services {
		g.services[g.key(name)] = running
		g.serviceNames[g.key(name)] = name
	}
	for _, dir := range dirs {
		g.dirs[g.key(dir)] = true
	}
	for path, content := range files {
		g.files[g.key(path)] = content
	}
	return g
}

// scriptRun is what a script did: its exit code and output, what it slept, and whether it would never end.
type scriptRun struct {
	exitCode int
	output   string
	sleptMs  int64
	endless  bool
}

type scriptExit struct{ code int }
type endlessScript struct{}

type runner struct {
	g       *guestState
	out     *strings.Builder
	steps   int
	sleptMs int64
}

func (r *runner) write(text string) {
	if r.out.Len()+len(text) > outputLimit {
		text = text[:outputLimit-r.out.Len()]
	}
	r.out.WriteString(text)
}

func (r *runner) step() {
	r.steps++
	if r.steps > stepBudget {
		panic(endlessScript{})
	}
}

// runScript runs a script in the guest in the named shell ("sh", "powershell" or "cmd").
func runScript(g *guestState, shell, script string) (result scriptRun) {
	r := &runner{g: g, out: &strings.Builder{}}
	defer func() {
		if recovered := recover(); recovered != nil {
			switch stop := recovered.(type) {
			case scriptExit:
				result.exitCode = stop.code
			case endlessScript:
				result.endless = true
			default:
				panic(recovered)
			}
		}
		result.output = r.out.String()
		result.sleptMs = r.sleptMs
	}()
	switch shell {
	case "powershell":
		result.exitCode = r.powershell(script)
	case "cmd":
		result.exitCode = r.cmd(script)
	default:
		result.exitCode = r.sh(script)
	}
	return result
}

// ---- sh ----

var shToken = regexp.MustCompile(`\s*(&&|\|\||>>|2>&1|2>/dev/null|[;\n>|]|'[^']*'|"[^"]*"|[^\s;|>&'"]+(?:'[^']*'|"[^"]*"|[^\s;|>&'"]+)*)`)

func shTokens(script string) []string {
	var tokens []string
	for _, line := range strings.Split(script, "\n") {
		if i := strings.Index(line, "#"); i >= 0 && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') {
			line = line[:i]
		}
		for _, match := range shToken.FindAllStringSubmatch(line, -1) {
			token := match[1]
			if token == "2>&1" || token == "2>/dev/null" {
				continue
			}
			tokens = append(tokens, token)
		}
		tokens = append(tokens, ";")
	}
	return tokens
}

func unquoteWord(word string) string {
	var b strings.Builder
	for i := 0; i < len(word); i++ {
		if c := word[i]; c == '\'' || c == '"' {
			end := strings.IndexByte(word[i+1:], c)
			if end < 0 {
				b.WriteString(word[i+1:])
				break
			}
			b.WriteString(word[i+1 : i+1+end])
			i += end + 1
			continue
		}
		b.WriteByte(word[i])
	}
	return b.String()
}

type shNode struct {
	kind     string // "cmd", "not", "if", "while"
	words    []string
	redirect string
	appendTo bool
	inner    *shNode
	cond     []shItem
	body     []shItem
	orElse   []shItem
}

type shItem struct {
	node *shNode
	join string
}

type shParser struct {
	tokens []string
	at     int
}

func (p *shParser) peek() string {
	if p.at < len(p.tokens) {
		return p.tokens[p.at]
	}
	return ""
}

func (p *shParser) skip() {
	for p.at < len(p.tokens) && p.tokens[p.at] == ";" {
		p.at++
	}
}

func (p *shParser) expect(word string) {
	p.skip()
	if p.peek() != word {
		panic(fmt.Errorf("syntax error: expected '%s'", word))
	}
	p.at++
}

func (p *shParser) list(stops ...string) []shItem {
	var items []shItem
	join := ";"
	for {
		p.skip()
		word := p.peek()
		if p.at >= len(p.tokens) {
			return items
		}
		for _, stop := range stops {
			if word == stop {
				return items
			}
		}
		items = append(items, shItem{p.node(), join})
		join = ";"
		if next := p.peek(); next == "&&" || next == "||" {
			join = next
			p.at++
		}
	}
}

func (p *shParser) node() *shNode {
	switch p.peek() {
	case "!":
		p.at++
		return &shNode{kind: "not", inner: p.node()}
	case "if":
		p.at++
		n := &shNode{kind: "if", cond: p.list("then")}
		p.expect("then")
		n.body = p.list("else", "fi")
		if p.peek() == "else" {
			p.at++
			n.orElse = p.list("fi")
		}
		p.expect("fi")
		return n
	case "while":
		p.at++
		n := &shNode{kind: "while", cond: p.list("do")}
		p.expect("do")
		n.body = p.list("done")
		p.expect("done")
		return n
	}
	n := &shNode{kind: "cmd"}
	for p.at < len(p.tokens) {
		token := p.tokens[p.at]
		if token == ";" || token == "&&" || token == "||" {
			break
		}
		if token == "|" {
			panic(fmt.Errorf("syntax error: pipes are not supported"))
		}
		p.at++
		if token == ">" || token == ">>" {
			if p.at >= len(p.tokens) || p.tokens[p.at] == ";" {
				panic(fmt.Errorf("syntax error: expected a file after '%s'", token))
			}
			n.redirect, n.appendTo = unquoteWord(p.tokens[p.at]), token == ">>"
			p.at++
			continue
		}
		n.words = append(n.words, unquoteWord(token))
	}
	if len(n.words) == 0 {
		panic(fmt.Errorf("syntax error: expected a command"))
	}
	return n
}

func (r *runner) sh(script string) (code int) {
	var program []shItem
	func() {
		defer func() {
			if recovered := recover(); recovered != nil {
				err, ok := recovered.(error)
				if !ok {
					panic(recovered)
				}
				r.write("sh: " + err.Error() + "\n")
				code = 2
			}
		}()
		p := &shParser{tokens: shTokens(script)}
		program = p.list()
	}()
	if code != 0 {
		return code
	}
	return r.shList(program)
}

func (r *runner) shList(items []shItem) int {
	status := 0
	for _, item := range items {
		if (item.join == "&&" && status != 0) || (item.join == "||" && status == 0) {
			continue
		}
		status = r.shNode(item.node)
	}
	return status
}

func (r *runner) shNode(n *shNode) int {
	switch n.kind {
	case "not":
		if r.shNode(n.inner) == 0 {
			return 1
		}
		return 0
	case "if":
		if r.shList(n.cond) == 0 {
			return r.shList(n.body)
		}
		return r.shList(n.orElse)
	case "while":
		status := 0
		for r.shList(n.cond) == 0 {
			r.step()
			status = r.shList(n.body)
		}
		return status
	}
	r.step()
	if n.redirect == "" {
		return r.shCommand(n.words)
	}
	outer := r.out
	r.out = &strings.Builder{}
	// An exit inside a redirected command still ends the script with the outer output in place.
	defer func() { r.out = outer }()
	status := r.shCommand(n.words)
	text := r.out.String()
	r.out = outer
	if n.redirect != "/dev/null" {
		key := r.g.key(n.redirect)
		if n.appendTo {
			r.g.files[key] += text
		} else {
			r.g.files[key] = text
		}
	}
	return status
}

func (r *runner) shTest(args []string) bool {
	if len(args) > 0 && args[0] == "!" {
		return !r.shTest(args[1:])
	}
	switch {
	case len(args) == 2:
		switch args[0] {
		case "-f":
			return r.g.isFile(args[1])
		case "-e":
			return r.g.isFile(args[1]) || r.g.isDir(args[1])
		case "-d":
			return r.g.isDir(args[1])
		case "-n":
			return args[1] != ""
		case "-z":
			return args[1] == ""
		}
	case len(args) == 3:
		switch args[1] {
		case "=", "==":
			return args[0] == args[2]
		case "!=":
			return args[0] != args[2]
		}
	case len(args) == 1:
		return args[0] != ""
	}
	return false
}

func (r *runner) shCommand(words []string) int {
	name, args := words[0], words[1:]
	switch name {
	case "exit":
		code := 0
		if len(args) > 0 {
			code, _ = strconv.Atoi(args[0])
		}
		panic(scriptExit{code & 255})
	case "true", ":":
		return 0
	case "false":
		return 1
	case "echo":
		if len(args) > 0 && args[0] == "-n" {
			r.write(strings.Join(args[1:], " "))
		} else {
			r.write(strings.Join(args, " ") + "\n")
		}
		return 0
	case "test":
		return boolStatus(r.shTest(args))
	case "[":
		if len(args) == 0 || args[len(args)-1] != "]" {
			r.write("[: missing ']'\n")
			return 2
		}
		return boolStatus(r.shTest(args[:len(args)-1]))
	case "cat":
		status := 0
		for _, file := range args {
			content, ok := r.g.files[r.g.key(file)]
			if !ok {
				r.write("cat: " + file + ": No such file or directory\n")
				status = 1
			}
			r.write(content)
		}
		return status
	case "touch":
		for _, file := range args {
			if !r.g.isFile(file) {
				r.g.files[r.g.key(file)] = ""
			}
		}
		return 0
	case "rm":
		status := 0
		for _, file := range args {
			if strings.HasPrefix(file, "-") {
				continue
			}
			if !r.g.isFile(file) {
				if !strings.Contains(strings.Join(args, " "), "-f") {
					r.write("rm: cannot remove '" + file + "': No such file or directory\n")
					status = 1
				}
				continue
			}
			delete(r.g.files, r.g.key(file))
		}
		return status
	case "grep":
		return r.grep(args)
	case "systemctl":
		return r.systemctl(args)
	case "seq":
		first, last := 1, 0
		if len(args) == 1 {
			last, _ = strconv.Atoi(args[0])
		} else if len(args) >= 2 {
			first, _ = strconv.Atoi(args[0])
			last, _ = strconv.Atoi(args[1])
		}
		// Past the output's limit the rest is dropped: a huge count ends as in a guest, without running it out.
		for n := first; n <= last && r.out.Len() < outputLimit; n++ {
			r.write(strconv.Itoa(n) + "\n")
		}
		return 0
	case "sleep":
		if len(args) > 0 {
			seconds, _ := strconv.ParseFloat(args[0], 64)
			r.sleptMs += int64(seconds * 1000)
		}
		return 0
	case "hostname":
		r.write(r.g.hostname + "\n")
		return 0
	}
	r.write(name + ": command not found\n")
	return 127
}

func (r *runner) grep(args []string) int {
	var flags string
	var rest []string
	for _, arg := range args {
		if strings.HasPrefix(arg, "-") && len(arg) > 1 {
			flags += arg[1:]
		} else {
			rest = append(rest, arg)
		}
	}
	if len(rest) < 2 {
		r.write("usage: grep [-q] [-v] <text> <file>\n")
		return 2
	}
	content, ok := r.g.files[r.g.key(rest[1])]
	if !ok {
		r.write("grep: " + rest[1] + ": No such file or directory\n")
		return 2
	}
	pattern, err := regexp.Compile(rest[0])
	if err != nil {
		pattern = regexp.MustCompile(regexp.QuoteMeta(rest[0]))
	}
	found := 0
	for _, line := range strings.Split(strings.TrimSuffix(content, "\n"), "\n") {
		if pattern.MatchString(line) != strings.Contains(flags, "v") {
			found++
			if !strings.Contains(flags, "q") {
				r.write(line + "\n")
			}
		}
	}
	return boolStatus(found > 0)
}

func (r *runner) systemctl(args []string) int {
	quiet := false
	var rest []string
	for _, arg := range args {
		if arg == "--quiet" || arg == "-q" {
			quiet = true
		} else {
			rest = append(rest, arg)
		}
	}
	if len(rest) < 2 {
		r.write("usage: systemctl is-active|start|stop <service>\n")
		return 1
	}
	running, known := r.g.service(rest[1])
	switch rest[0] {
	case "is-active":
		if !quiet {
			r.write(map[bool]string{true: "active\n", false: "inactive\n"}[running])
		}
		if running {
			return 0
		}
		return 3
	case "start", "stop", "restart":
		if !known {
			r.write("Unit " + rest[1] + ".service could not be found.\n")
			return 5
		}
		r.g.setService(rest[1], rest[0] != "stop")
		return 0
	}
	r.write("Unknown command verb " + rest[0] + ".\n")
	return 1
}

func boolStatus(holds bool) int {
	if holds {
		return 0
	}
	return 1
}

// ---- PowerShell ----

var (
	psIf        = regexp.MustCompile(`(?is)^if\s*\((.*)\)\s*\{(.*?)\}\s*(?:else\s*\{(.*)\})?$`)
	psWhile     = regexp.MustCompile(`(?is)^while\s*\((.*)\)\s*\{(.*)\}$`)
	psTestPath  = regexp.MustCompile(`(?i)^(-not\s*|!\s*)?\(?\s*Test-Path\s+(?:-Path\s+)?['"]?([^'")]+)['"]?\s*\)?$`)
	psStatus    = regexp.MustCompile(`(?i)^\(\s*Get-Service\s+(?:-Name\s+)?['"]?([\w.-]+)['"]?\s*\)\.Status\s+-(eq|ne)\s+['"](\w+)['"]$`)
	psService   = regexp.MustCompile(`(?i)^(Start|Stop|Restart)-Service\s+(?:-Name\s+)?['"]?([\w.-]+)['"]?$`)
	psOutput    = regexp.MustCompile(`(?i)^(?:Write-Output|Write-Host|echo)\s+(.*)$`)
	psSleep     = regexp.MustCompile(`(?i)^Start-Sleep\s+(?:-Seconds\s+)?(\d+(?:\.\d+)?)$`)
	psExit      = regexp.MustCompile(`(?i)^exit(?:\s+(-?\d+))?$`)
	quotedValue = regexp.MustCompile(`^['"](.*)['"]$`)
)

// psStatements splits on newlines and `;` outside braces and parentheses.
func psStatements(script string) []string {
	var statements []string
	depth, start := 0, 0
	for i, c := range script {
		switch c {
		case '{', '(':
			depth++
		case '}', ')':
			depth--
		case '\n', ';':
			if depth == 0 {
				statements = append(statements, script[start:i])
				start = i + 1
			}
		}
	}
	statements = append(statements, script[start:])
	var kept []string
	for _, statement := range statements {
		if statement = strings.TrimSpace(statement); statement != "" && !strings.HasPrefix(statement, "#") {
			kept = append(kept, statement)
		}
	}
	return kept
}

func (r *runner) psCondition(expr string) (bool, bool) {
	expr = strings.TrimSpace(expr)
	switch strings.ToLower(expr) {
	case "$true":
		return true, true
	case "$false":
		return false, true
	}
	if m := psTestPath.FindStringSubmatch(expr); m != nil {
		exists := r.g.isFile(m[2]) || r.g.isDir(m[2])
		return exists != (m[1] != ""), true
	}
	if m := psStatus.FindStringSubmatch(expr); m != nil {
		running, known := r.g.service(m[1])
		status := ""
		if known {
			status = map[bool]string{true: "running", false: "stopped"}[running]
		} else {
			r.write("Cannot find any service with service name '" + m[1] + "'.\n")
		}
		return (status == strings.ToLower(m[3])) == (strings.ToLower(m[2]) == "eq"), true
	}
	return false, false
}

func (r *runner) powershell(script string) int {
	failed := false
	for _, statement := range psStatements(script) {
		r.step()
		failed = false
		if m := psIf.FindStringSubmatch(statement); m != nil {
			holds, ok := r.psCondition(m[1])
			if !ok {
				r.write("ParserError: unsupported condition: " + m[1] + "\n")
				return 1
			}
			body := m[3]
			if holds {
				body = m[2]
			}
			if code := r.powershell(body); code != 0 {
				return code
			}
			continue
		}
		if m := psWhile.FindStringSubmatch(statement); m != nil {
			for {
				holds, ok := r.psCondition(m[1])
				if !ok {
					r.write("ParserError: unsupported condition: " + m[1] + "\n")
					return 1
				}
				if !holds {
					break
				}
				r.step()
				r.powershell(m[2])
			}
			continue
		}
		if m := psExit.FindStringSubmatch(statement); m != nil {
			code, _ := strconv.Atoi(m[1])
			panic(scriptExit{code})
		}
		if m := psService.FindStringSubmatch(statement); m != nil {
			if !r.g.setService(m[2], !strings.EqualFold(m[1], "stop")) {
				r.write("Cannot find any service with service name '" + m[2] + "'.\n")
				failed = true
			}
			continue
		}
		if m := psOutput.FindStringSubmatch(statement); m != nil {
			text := m[1]
			if q := quotedValue.FindStringSubmatch(text); q != nil {
				text = q[1]
			}
			r.write(text + "\n")
			continue
		}
		if m := psSleep.FindStringSubmatch(statement); m != nil {
			seconds, _ := strconv.ParseFloat(m[1], 64)
			r.sleptMs += int64(seconds * 1000)
			continue
		}
		if holds, ok := r.psCondition(statement); ok {
			r.write(map[bool]string{true: "True\n", false: "False\n"}[holds])
			continue
		}
		name := strings.Fields(statement)[0]
		r.write("The term '" + name + "' is not recognized as the name of a cmdlet, function, script file, or operable program.\n")
		failed = true
	}
	if failed {
		return 1
	}
	return 0
}

// ---- cmd ----

func (r *runner) cmd(script string) int {
	lines := strings.Split(strings.ReplaceAll(script, "\r", ""), "\n")
	labels := map[string]int{}
	for i, line := range lines {
		if line = strings.TrimSpace(line); strings.HasPrefix(line, ":") {
			labels[strings.ToLower(strings.TrimSpace(line[1:]))] = i
		}
	}
	level := 0
	for i := 0; i < len(lines); i++ {
		line := strings.TrimPrefix(strings.TrimSpace(lines[i]), "@")
		lower := strings.ToLower(line)
		if line == "" || strings.HasPrefix(line, ":") || strings.HasPrefix(lower, "rem") || lower == "echo off" {
			continue
		}
		r.step()
		if strings.HasPrefix(lower, "goto ") {
			target, ok := labels[strings.TrimPrefix(strings.TrimSpace(lower[5:]), ":")]
			if !ok {
				r.write("The system cannot find the batch label specified.\n")
				return 1
			}
			i = target
			continue
		}
		level = r.cmdLine(line, level)
	}
	return level
}

func (r *runner) cmdLine(line string, level int) int {
	words := strings.Fields(line)
	lower := strings.ToLower(words[0])
	switch lower {
	case "exit":
		code := level
		for _, word := range words[1:] {
			if !strings.EqualFold(word, "/b") {
				code, _ = strconv.Atoi(word)
			}
		}
		panic(scriptExit{code})
	case "echo":
		r.write(strings.TrimSpace(line[4:]) + "\n")
		return 0
	case "if":
		rest := words[1:]
		negate := len(rest) > 0 && strings.EqualFold(rest[0], "not")
		if negate {
			rest = rest[1:]
		}
		if len(rest) < 3 || !strings.EqualFold(rest[0], "exist") {
			r.write("The syntax of the command is incorrect.\n")
			return 1
		}
		path := strings.Trim(rest[1], `"`)
		if (r.g.isFile(path) || r.g.isDir(path)) != negate {
			return r.cmdLine(strings.Trim(strings.Join(rest[2:], " "), "()"), level)
		}
		return level
	case "sc":
		if len(words) < 3 {
			return 1
		}
		running, known := r.g.service(words[2])
		if !known {
			r.write("[SC] EnumQueryServicesStatus:OpenService FAILED 1060:\n")
			return 1060
		}
		r.write("SERVICE_NAME: " + words[2] + "\n        STATE              : " +
			map[bool]string{true: "4  RUNNING", false: "1  STOPPED"}[running] + "\n")
		return 0
	}
	r.write("'" + words[0] + "' is not recognized as an internal or external command.\n")
	return 9009
}
