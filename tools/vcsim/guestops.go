package main

// Guest operations, as vCenter answers them (vSphere API reference: GuestOperationsManager, GuestFileManager,
// GuestProcessManager), over the guests of guestshell.go instead of vcsim 0.24's Docker containers:
//
//   GuestFileManager.InitiateFileTransferToGuest    a one-time URL to PUT the file's bytes to (host "*": the server called)
//   GuestFileManager.InitiateFileTransferFromGuest  FileTransferInformation with the file's size and a one-time URL to GET
//   GuestFileManager.DeleteFileInGuest              FileNotFound when there is no such file
//   GuestProcessManager.StartProgramInGuest         the pid; the program runs its script (see startProgram)
//   GuestProcessManager.ListProcessesInGuest        GuestProcessInfo of the pids asked (all when none): endTime and
//                                                   exitCode once ended
//   GuestProcessManager.TerminateProcessInGuest     GuestProcessNotFound for a pid that is not running
//
// Each call first checks, in this order: the VM exists (ManagedObjectNotFound), is powered on (InvalidPowerState),
// its VMware Tools run (GuestOperationsUnavailable), the guest accepts the NamePasswordAuthentication
// (InvalidGuestLogin). Every guest accepts user "academy" with password "Passw0rd!" unless a test set another
// account for its VM with POST /guest-account/<vm id>?username=&password=. GET /guest-files/<vm id> answers the
// paths of the guest's files as a JSON list, and GET /guest-files/<vm id>?path=<path> one file's {"size", "sha256"}
// (the tests' look inside a guest). Neither is part of the vSphere API.
//
// A PUT to a transfer URL stores the file only once its body, of exactly the size InitiateFileTransferToGuest
// announced, is in whole: a body cut short (the sender gone) or longer leaves nothing.

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	stdxml "encoding/xml"
	"io"
	"net/http"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/types"
)

// A script's process takes this long at least, as a guest needs to start a shell.
const processStartup = 50 * time.Millisecond

var guestMethods = map[string]bool{
	"InitiateFileTransferToGuest": true, "InitiateFileTransferFromGuest": true, "DeleteFileInGuest": true,
	"StartProgramInGuest": true, "ListProcessesInGuest": true, "TerminateProcessInGuest": true,
}

type guestProcess struct {
	info types.GuestProcessInfo
	// When it ends on its own; zero for a process that never does.
	endsAt time.Time
	exit   int32
}

type transfer struct {
	vm     string
	path   string
	upload bool
	// The bytes an upload announced (fileSize).
	size int64
}

type guestOps struct {
	guests *guests

	mu        sync.Mutex
	states    map[string]*guestState
	accounts  map[string][2]string
	processes map[string]map[int64]*guestProcess
	nextPid   int64
	transfers map[string]transfer
}

func newGuestOps(g *guests) *guestOps {
	return &guestOps{guests: g, states: map[string]*guestState{}, accounts: map[string][2]string{},
		processes: map[string]map[int64]*guestProcess{}, nextPid: 4000, transfers: map[string]transfer{}}
}

// guestCall holds the arguments of the guest operations methods.
type guestCall struct {
	Vm   types.ManagedObjectReference `xml:"vm"`
	Auth struct {
		Username string `xml:"username"`
		Password string `xml:"password"`
	} `xml:"auth"`
	GuestFilePath string `xml:"guestFilePath"`
	FilePath      string `xml:"filePath"`
	Overwrite     bool   `xml:"overwrite"`
	FileSize      int64  `xml:"fileSize"`
	Spec          struct {
		ProgramPath string `xml:"programPath"`
		Arguments   string `xml:"arguments"`
	} `xml:"spec"`
	Pids []int64 `xml:"pids"`
	Pid  int64   `xml:"pid"`
}

func parseGuestCall(body []byte) (guestCall, bool) {
	var envelope struct {
		Body struct {
			Method guestCall `xml:",any"`
		} `xml:"Body"`
	}
	if err := stdxml.Unmarshal(body, &envelope); err != nil {
		return guestCall{}, false
	}
	return envelope.Body.Method, true
}

// stateOf is the VM's guest, made from its name and guest id on first use; the caller holds mu.
func (o *guestOps) stateOf(vm *simulator.VirtualMachine) *guestState {
	if state, ok := o.states[vm.Self.Value]; ok {
		return state
	}
	var name, guestID string
	simulator.Map.WithLock(vm, func() {
		name = vm.Name
		if vm.Config != nil {
			guestID = vm.Config.GuestId
		}
	})
	state := newGuestState(name, strings.HasPrefix(strings.ToLower(guestID), "win"))
	o.states[vm.Self.Value] = state
	return state
}

// serve answers one guest operations call.
func (o *guestOps) serve(w http.ResponseWriter, method string, body []byte) {
	c, ok := parseGuestCall(body)
	if !ok {
		writeFault(w, &types.InvalidRequest{})
		return
	}
	vm, ok := simulator.Map.Get(c.Vm).(*simulator.VirtualMachine)
	if !ok {
		writeFault(w, &types.ManagedObjectNotFound{Obj: c.Vm})
		return
	}
	if state := powerState(vm); state != types.VirtualMachinePowerStatePoweredOn {
		writeFault(w, &types.InvalidPowerState{RequestedState: types.VirtualMachinePowerStatePoweredOn, ExistingState: state})
		return
	}
	if !o.guests.toolsRunning(vm) {
		writeFault(w, &types.GuestOperationsUnavailable{})
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	account, set := o.accounts[vm.Self.Value]
	if !set {
		account = [2]string{"academy", "Passw0rd!"}
	}
	if c.Auth.Username != account[0] || c.Auth.Password != account[1] {
		writeFault(w, &types.InvalidGuestLogin{})
		return
	}
	state := o.stateOf(vm)
	o.settle(vm.Self.Value, time.Now())
	switch method {
	case "InitiateFileTransferToGuest":
		if state.isFile(c.GuestFilePath) && !c.Overwrite {
			writeFault(w, &types.FileAlreadyExists{FileFault: types.FileFault{File: c.GuestFilePath}})
			return
		}
		if !state.isDir(guestDir(state, c.GuestFilePath)) {
			writeFault(w, &types.FileNotFound{FileFault: types.FileFault{File: c.GuestFilePath}})
			return
		}
		writeResult(w, method, o.transferURL(transfer{vm.Self.Value, c.GuestFilePath, true, c.FileSize}))
	case "InitiateFileTransferFromGuest":
		content, found := state.files[state.key(c.GuestFilePath)]
		if !found {
			writeFault(w, &types.FileNotFound{FileFault: types.FileFault{File: c.GuestFilePath}})
			return
		}
		var attributes types.BaseGuestFileAttributes = &types.GuestPosixFileAttributes{}
		if state.windows {
			attributes = &types.GuestWindowsFileAttributes{}
		}
		writeResult(w, method, &types.FileTransferInformation{
			Attributes: attributes,
			Size:       int64(len(content)),
			Url:        o.transferURL(transfer{vm.Self.Value, c.GuestFilePath, false, 0}),
		})
	case "DeleteFileInGuest":
		if !state.isFile(c.FilePath) {
			writeFault(w, &types.FileNotFound{FileFault: types.FileFault{File: c.FilePath}})
			return
		}
		delete(state.files, state.key(c.FilePath))
		writeResult(w, method, nil)
	case "StartProgramInGuest":
		pid, fault := o.startProgram(vm.Self.Value, state, c)
		if fault != nil {
			writeFault(w, fault)
			return
		}
		writeResult(w, method, pid)
	case "ListProcessesInGuest":
		writeResult(w, method, o.list(vm.Self.Value, c.Pids))
	case "TerminateProcessInGuest":
		process, found := o.processes[vm.Self.Value][c.Pid]
		if !found || process.info.EndTime != nil {
			writeFault(w, &types.GuestProcessNotFound{Pid: c.Pid})
			return
		}
		now := time.Now()
		process.info.EndTime = &now
		// Killed: SIGTERM's 128 + 15 in a Linux guest, 1 in a Windows one.
		process.info.ExitCode = 143
		if state.windows {
			process.info.ExitCode = 1
		}
		writeResult(w, method, nil)
	}
}

func guestDir(state *guestState, file string) string {
	if state.windows {
		if i := strings.LastIndex(file, `\`); i > 0 {
			return file[:i]
		}
		return file
	}
	return path.Dir(file)
}

// Arguments as a guest's shell splits them: "quoted" or 'quoted' words stay one.
var argWord = regexp.MustCompile(`"[^"]*"|'[^']*'|[^\s"']+`)

// startProgram runs the script a program names. The program is a shell (/bin/sh, bash, powershell.exe, cmd.exe)
// and its arguments name a script file, through `-File <script>`, `/c <script>` or as the first word, and may
// redirect its output to a file (`> out`, `2>&1`): what the portal asks. The script runs at once in the guest's
// interpreter; its process ends when the run and its sleeps would have, or never (a loop without end).
func (o *guestOps) startProgram(vm string, state *guestState, c guestCall) (int64, types.BaseMethodFault) {
	program := strings.ToLower(path.Base(strings.ReplaceAll(c.Spec.ProgramPath, `\`, "/")))
	words := argWord.FindAllString(c.Spec.Arguments, -1)
	for i := range words {
		words[i] = strings.Trim(words[i], `"'`)
	}
	var script, output, shell string
	for i := 0; i < len(words); i++ {
		word := words[i]
		lower := strings.ToLower(word)
		switch {
		case word == ">" && i+1 < len(words):
			output = words[i+1]
			i++
		case strings.HasPrefix(word, ">") && len(word) > 1 && word != ">&1":
			output = word[1:]
		case lower == "-file" && i+1 < len(words):
			script, shell = words[i+1], "powershell"
			i++
		case script == "" && (strings.HasSuffix(lower, ".sh") || strings.HasSuffix(lower, ".ps1") ||
			strings.HasSuffix(lower, ".cmd") || strings.HasSuffix(lower, ".bat")):
			script = word
		}
	}
	if shell == "" {
		switch {
		case strings.HasSuffix(strings.ToLower(script), ".ps1") || strings.HasPrefix(program, "powershell"):
			shell = "powershell"
		case strings.HasSuffix(strings.ToLower(script), ".cmd") || strings.HasSuffix(strings.ToLower(script), ".bat"):
			shell = "cmd"
		default:
			shell = "sh"
		}
	}
	known := map[string]bool{"sh": true, "bash": true, "powershell.exe": true, "cmd.exe": true, "pwsh.exe": true}
	if !known[program] {
		return 0, &types.FileNotFound{FileFault: types.FileFault{File: c.Spec.ProgramPath}}
	}
	text, found := state.files[state.key(script)]
	if !found {
		return 0, &types.FileNotFound{FileFault: types.FileFault{File: script}}
	}
	run := runScript(state, shell, text)
	if output != "" && !strings.EqualFold(output, "nul") && output != "/dev/null" {
		state.files[state.key(output)] = run.output
	}
	o.nextPid++
	now := time.Now()
	process := &guestProcess{
		info: types.GuestProcessInfo{Name: c.Spec.ProgramPath, Pid: o.nextPid, Owner: c.Auth.Username,
			CmdLine: strings.TrimSpace(c.Spec.ProgramPath + " " + c.Spec.Arguments), StartTime: now},
		exit: int32(run.exitCode),
	}
	if !run.endless {
		process.endsAt = now.Add(processStartup + time.Duration(run.sleptMs)*time.Millisecond)
	}
	if o.processes[vm] == nil {
		o.processes[vm] = map[int64]*guestProcess{}
	}
	o.processes[vm][process.info.Pid] = process
	return process.info.Pid, nil
}

// settle ends the processes whose time has come; the caller holds mu.
func (o *guestOps) settle(vm string, now time.Time) {
	for _, process := range o.processes[vm] {
		if process.info.EndTime == nil && !process.endsAt.IsZero() && !now.Before(process.endsAt) {
			end := process.endsAt
			process.info.EndTime = &end
			process.info.ExitCode = process.exit
		}
	}
}

func (o *guestOps) list(vm string, pids []int64) []types.GuestProcessInfo {
	var answer []types.GuestProcessInfo
	for pid, process := range o.processes[vm] {
		wanted := len(pids) == 0
		for _, asked := range pids {
			wanted = wanted || asked == pid
		}
		if wanted {
			answer = append(answer, process.info)
		}
	}
	sort.Slice(answer, func(i, j int) bool { return answer[i].Pid < answer[j].Pid })
	return answer
}

// transferURL registers a one-time transfer; the caller holds mu.
func (o *guestOps) transferURL(t transfer) string {
	token := make([]byte, 16)
	_, _ = rand.Read(token)
	id := hex.EncodeToString(token)
	o.transfers[id] = t
	return "http://*/guestFile?id=" + id
}

// serveTransfer answers PUT and GET /guestFile?id=<token>: a transfer's bytes, once.
func (o *guestOps) serveTransfer(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	o.mu.Lock()
	t, found := o.transfers[id]
	delete(o.transfers, id)
	o.mu.Unlock()
	if !found || t.upload != (r.Method == http.MethodPut) || (!t.upload && r.Method != http.MethodGet) {
		http.Error(w, "no such transfer", http.StatusNotFound)
		return
	}
	vm, ok := simulator.Map.Get(types.ManagedObjectReference{Type: "VirtualMachine", Value: t.vm}).(*simulator.VirtualMachine)
	if !ok {
		http.Error(w, "the virtual machine is gone", http.StatusNotFound)
		return
	}
	if t.upload {
		content, err := io.ReadAll(io.LimitReader(r.Body, t.size+1))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if int64(len(content)) != t.size {
			http.Error(w, "the body is not the size announced", http.StatusBadRequest)
			return
		}
		o.mu.Lock()
		state := o.stateOf(vm)
		state.files[state.key(t.path)] = string(content)
		o.mu.Unlock()
		w.WriteHeader(http.StatusOK)
		return
	}
	o.mu.Lock()
	state := o.stateOf(vm)
	content, present := state.files[state.key(t.path)]
	o.mu.Unlock()
	if !present {
		http.Error(w, "the file is gone", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	_, _ = io.WriteString(w, content)
}

// serveAccount answers POST /guest-account/<vm id>?username=&password=: the account the VM's guest accepts.
func (o *guestOps) serveAccount(w http.ResponseWriter, r *http.Request) {
	vm := strings.TrimPrefix(r.URL.Path, "/guest-account/")
	username, password := r.URL.Query().Get("username"), r.URL.Query().Get("password")
	if r.Method != http.MethodPost || vm == "" || username == "" {
		http.Error(w, "POST /guest-account/<vm id>?username=<name>&password=<password>", http.StatusBadRequest)
		return
	}
	o.mu.Lock()
	o.accounts[vm] = [2]string{username, password}
	o.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

// serveFiles answers GET /guest-files/<vm id>: the paths of the guest's files, as a JSON list.
func (o *guestOps) serveFiles(w http.ResponseWriter, r *http.Request) {
	id := strings.TrimPrefix(r.URL.Path, "/guest-files/")
	vm, ok := simulator.Map.Get(types.ManagedObjectReference{Type: "VirtualMachine", Value: id}).(*simulator.VirtualMachine)
	if !ok {
		http.Error(w, "no such virtual machine: "+id, http.StatusNotFound)
		return
	}
	o.mu.Lock()
	state := o.stateOf(vm)
	if file := r.URL.Query().Get("path"); file != "" {
		content, found := state.files[state.key(file)]
		o.mu.Unlock()
		if !found {
			http.Error(w, "no such file: "+file, http.StatusNotFound)
			return
		}
		sum := sha256.Sum256([]byte(content))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"size": len(content), "sha256": hex.EncodeToString(sum[:])})
		return
	}
	paths := make([]string, 0, len(state.files))
	for key := range state.files {
		paths = append(paths, key)
	}
	o.mu.Unlock()
	sort.Strings(paths)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(paths)
}
