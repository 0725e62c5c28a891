package main

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/mo"
	"github.com/vmware/govmomi/vim25/types"
)

// esxiRules sits in front of vcsim's handler and answers, for the calls the portal's adapter makes, what a
// vCenter with ESXi hosts answers where vcsim 0.24 differs. Every other request goes to vcsim unchanged.
type esxiRules struct {
	next    http.Handler
	guests  *guests
	ops     *guestOps
	keys    *keyboards
	tickets *ticketBook
	screens *screens
	host    string
	port    int32
	// How long slow tasks run (tasks.go); 0 runs them inside the call, as vcsim does.
	taskDelay time.Duration
	// vcsim races parallel clones of one source (FileAlreadyExists, even a panic); vCenter queues them.
	cloneMu sync.Mutex
}

func newESXiRules(next http.Handler, guests *guests, tickets *ticketBook, screens *screens, address string, taskDelay time.Duration) *esxiRules {
	host, portText, _ := net.SplitHostPort(address)
	port, _ := strconv.Atoi(portText)
	return &esxiRules{next: next, guests: guests, ops: newGuestOps(guests), keys: newKeyboards(), tickets: tickets, screens: screens, host: host, port: int32(port), taskDelay: taskDelay}
}

var ruledMethods = map[string]bool{
	"SuspendVM_Task": true, "ResetVM_Task": true, "ShutdownGuest": true, "RebootGuest": true,
	"AcquireTicket": true, "CloneVM_Task": true,
}

func (h *esxiRules) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet && r.URL.Path == "/screen" {
		h.serveScreen(w, r)
		return
	}
	switch {
	case r.URL.Path == "/guestFile":
		h.ops.serveTransfer(w, r)
		return
	case strings.HasPrefix(r.URL.Path, "/guest-account/"):
		h.ops.serveAccount(w, r)
		return
	case strings.HasPrefix(r.URL.Path, "/guest-files/"):
		h.ops.serveFiles(w, r)
		return
	case strings.HasPrefix(r.URL.Path, "/guest-keyboard/"):
		h.keys.serveHook(w, r)
		return
	}
	if r.Method != http.MethodPost || r.URL.Path != "/sdk" {
		h.next.ServeHTTP(w, r)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	c, ok := parseCall(body)
	if ok && slowTasks[c.Method] && h.taskDelay > 0 {
		// An unknown object or session is refused at once, by vcsim, as vCenter refuses the call itself.
		if target := simulator.Map.Get(c.This); target != nil && h.authenticated(r) {
			h.runLater(w, c, body, target)
			return
		}
	}
	h.serveCall(w, r, c, ok)
}

// serveCall answers a parsed call (`ok` false: one that could not be read) by the rules, or through vcsim.
func (h *esxiRules) serveCall(w http.ResponseWriter, r *http.Request, c call, ok bool) {
	if ok && guestMethods[c.Method] && h.authenticated(r) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		h.ops.serve(w, c.Method, body)
		return
	}
	if ok && c.Method == "PutUsbScanCodes" && h.authenticated(r) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		h.keys.serve(w, body)
		return
	}
	if !ok || !ruledMethods[c.Method] || !h.authenticated(r) {
		h.next.ServeHTTP(w, r)
		return
	}
	if c.Method == "CloneVM_Task" {
		h.clone(w, r, c)
		return
	}
	vm, ok := simulator.Map.Get(c.This).(*simulator.VirtualMachine)
	if !ok {
		h.next.ServeHTTP(w, r)
		return
	}
	state := powerState(vm)
	on := state == types.VirtualMachinePowerStatePoweredOn
	switch c.Method {
	case "SuspendVM_Task", "ResetVM_Task":
		// vcsim suspends a powered-off VM and resets a suspended one; ESXi refuses both
		// (vSphere API reference, VirtualMachine.SuspendVM_Task / ResetVM_Task: InvalidPowerState).
		if !on {
			failTask(w, c.Method, vm, &types.InvalidPowerState{
				RequestedState: types.VirtualMachinePowerStatePoweredOn, ExistingState: state})
			return
		}
		h.next.ServeHTTP(w, r)
	case "ShutdownGuest", "RebootGuest":
		// vSphere API reference, VirtualMachine.ShutdownGuest / RebootGuest: InvalidPowerState when not
		// powered on, ToolsUnavailable when VMware Tools are not running; both return at once and the guest
		// acts on its own time. vcsim powers off instantly without a Tools check and lacks RebootGuest.
		switch {
		case !on:
			writeFault(w, &types.InvalidPowerState{
				RequestedState: types.VirtualMachinePowerStatePoweredOn, ExistingState: state})
		case !h.guests.toolsRunning(vm):
			writeFault(w, &types.ToolsUnavailable{})
		default:
			if c.Method == "ShutdownGuest" {
				h.guests.shutDown(vm.Self)
			} else {
				h.guests.reboot(vm.Self)
			}
			writeResult(w, c.Method, nil)
		}
	case "AcquireTicket":
		h.acquireTicket(w, r, c, vm, on)
	}
}

// acquireTicket answers VirtualMachine.AcquireTicket("webmks") (vSphere API reference,
// VirtualMachine.AcquireTicket, VirtualMachineTicket): a one-time ticket for the host's /ticket/<t> WebSocket,
// only for a powered-on machine (InvalidState otherwise). Other ticket types go to vcsim (MethodNotFound).
func (h *esxiRules) acquireTicket(w http.ResponseWriter, r *http.Request, c call, vm *simulator.VirtualMachine, on bool) {
	if c.TicketType != "webmks" {
		h.next.ServeHTTP(w, r)
		return
	}
	if !on {
		writeFault(w, &types.InvalidState{})
		return
	}
	ticket := h.tickets.issue(vm)
	writeResult(w, c.Method, &types.VirtualMachineTicket{
		Ticket:  ticket,
		CfgFile: vmxPath(vm),
		Host:    h.host,
		Port:    h.port,
		Url:     "ws://" + net.JoinHostPort(h.host, strconv.Itoa(int(h.port))) + "/ticket/" + ticket,
	})
}

// clone refuses a name already used in the destination folder (vCenter: DuplicateName; vcsim accepts it),
// remembers the source's VMware Tools for the clone, and runs clones one at a time.
func (h *esxiRules) clone(w http.ResponseWriter, r *http.Request, c call) {
	source, ok := simulator.Map.Get(c.This).(*simulator.VirtualMachine)
	folder, isFolder := simulator.Map.Get(c.Folder).(*simulator.Folder)
	if !ok || !isFolder {
		h.next.ServeHTTP(w, r)
		return
	}
	h.cloneMu.Lock()
	defer h.cloneMu.Unlock()
	if taken := childNamed(folder, c.Name); taken != nil {
		failTask(w, c.Method, source, &types.DuplicateName{Name: c.Name, Object: *taken})
		return
	}
	h.guests.cloneRequested(source.Self.Value, folder.Self.Value, c.Name)
	// The clone exists once vcsim answers: its Tools status is set before the client can ask for it.
	answer := httptest.NewRecorder()
	h.next.ServeHTTP(answer, r)
	if made := childNamed(folder, c.Name); made != nil {
		if vm, isVM := simulator.Map.Get(*made).(*simulator.VirtualMachine); isVM {
			h.guests.cloneMade(vm)
		}
	}
	h.guests.updateAll(time.Now())
	for key, values := range answer.Header() {
		w.Header()[key] = values
	}
	w.WriteHeader(answer.Code)
	_, _ = w.Write(answer.Body.Bytes())
}

// authenticated asks vcsim whether the request's session cookie is logged in, with a call that needs a session.
func (h *esxiRules) authenticated(r *http.Request) bool {
	probe := httptest.NewRequest(http.MethodPost, "/sdk", strings.NewReader(currentTimeCall))
	probe.Header.Set("Content-Type", "text/xml; charset=utf-8")
	for _, cookie := range r.Cookies() {
		probe.AddCookie(cookie)
	}
	answer := httptest.NewRecorder()
	h.next.ServeHTTP(answer, probe)
	return answer.Code == http.StatusOK
}

const currentTimeCall = `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>
<CurrentTime xmlns="urn:vim25"><_this type="ServiceInstance">ServiceInstance</_this></CurrentTime>
</soapenv:Body></soapenv:Envelope>`

// failTask answers a *_Task method with a task that ends in the fault, as vCenter reports wrong states.
func failTask(w http.ResponseWriter, method string, vm *simulator.VirtualMachine, fault types.BaseMethodFault) {
	task := simulator.CreateTask(vm, method, func(*simulator.Task) (types.AnyType, types.BaseMethodFault) {
		return nil, fault
	})
	writeResult(w, method, task.Run())
}

func powerState(vm *simulator.VirtualMachine) types.VirtualMachinePowerState {
	var state types.VirtualMachinePowerState
	simulator.Map.WithLock(vm, func() { state = vm.Runtime.PowerState })
	return state
}

func vmxPath(vm *simulator.VirtualMachine) string {
	var path string
	simulator.Map.WithLock(vm, func() {
		if vm.Config != nil {
			path = vm.Config.Files.VmPathName
		}
	})
	return path
}

func childNamed(folder *simulator.Folder, name string) *types.ManagedObjectReference {
	var children []types.ManagedObjectReference
	simulator.Map.WithLock(folder, func() { children = append(children, folder.ChildEntity...) })
	for i := range children {
		if entity, ok := simulator.Map.Get(children[i]).(mo.Entity); ok && entity.Entity().Name == name {
			return &children[i]
		}
	}
	return nil
}
