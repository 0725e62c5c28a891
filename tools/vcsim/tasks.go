package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"time"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/mo"
	"github.com/vmware/govmomi/vim25/soap"
	"github.com/vmware/govmomi/vim25/types"
	"github.com/vmware/govmomi/vim25/xml"
)

// Tasks that take time on ESXi. vcsim runs every task inside the call that starts it; with a delay they run as on
// vCenter instead: the call answers a task at once, running, and the task ends once the delay has passed.
var slowTasks = map[string]bool{
	"PowerOnVM_Task": true, "PowerOffVM_Task": true, "SuspendVM_Task": true, "ResetVM_Task": true,
	"CloneVM_Task": true, "RevertToCurrentSnapshot_Task": true,
}

// runLater answers the call with a running task of `target`, and after the delay makes the call itself (through
// the same rules, so a wrong state or a duplicate name fails the task then) in the simulator's own session, as a
// task on vCenter goes on whatever becomes of the session that started it. The task ends as that call's task did.
func (h *esxiRules) runLater(w http.ResponseWriter, c call, body []byte, target mo.Reference) {
	task := simulator.CreateTask(target, strings.TrimSuffix(c.Method, "_Task"), nil)
	updateTask(task, []types.PropertyChange{
		{Name: "info.startTime", Val: time.Now()},
		{Name: "info.state", Val: types.TaskInfoStateRunning},
	})
	writeResult(w, c.Method, task.Self)
	time.AfterFunc(h.taskDelay, func() {
		answer := httptest.NewRecorder()
		h.serveCall(answer, h.ownRequest(body), c, true)
		state, result, fault := outcomeOf(answer.Body.Bytes())
		updateTask(task, []types.PropertyChange{
			{Name: "info.completeTime", Val: time.Now()},
			{Name: "info.state", Val: state},
			{Name: "info.result", Val: result},
			{Name: "info.error", Val: fault},
		})
	})
}

// ownRequest is the call `body` made in the session the simulator's inventory client logged in.
func (h *esxiRules) ownRequest(body []byte) *http.Request {
	request := httptest.NewRequest(http.MethodPost, "/sdk", bytes.NewReader(body))
	request.Header.Set("Content-Type", "text/xml; charset=utf-8")
	for _, cookie := range h.guests.inventory.Jar.Cookies(h.guests.inventory.URL()) {
		request.AddCookie(cookie)
	}
	return request
}

func updateTask(task *simulator.Task, changes []types.PropertyChange) {
	simulator.Map.WithLock(task, func() { simulator.Map.Update(task, changes) })
}

// outcomeOf reads how a task's call ended: as the task it answered (vcsim's tasks have ended by the time the call
// answers), or with the call's own fault.
func outcomeOf(answer []byte) (types.TaskInfoState, types.AnyType, interface{}) {
	var envelope struct {
		Body struct {
			Fault  *soap.Fault `xml:"http://schemas.xmlsoap.org/soap/envelope/ Fault,omitempty"`
			Result struct {
				Returnval types.ManagedObjectReference `xml:"returnval"`
			} `xml:",any"`
		} `xml:"Body"`
	}
	decoder := xml.NewDecoder(bytes.NewReader(answer))
	decoder.TypeFunc = types.TypeFunc()
	if err := decoder.Decode(&envelope); err != nil {
		return failed(&types.SystemError{Reason: err.Error()})
	}
	if fault := envelope.Body.Fault; fault != nil {
		// The decoder makes a fault's value; its methods are the pointer's.
		if detail := fault.VimFault(); detail != nil {
			pointer := reflect.New(reflect.TypeOf(detail))
			pointer.Elem().Set(reflect.ValueOf(detail))
			if methodFault, ok := pointer.Interface().(types.BaseMethodFault); ok {
				return failed(methodFault)
			}
		}
		return failed(&types.SystemError{Reason: fault.String})
	}
	task, ok := simulator.Map.Get(envelope.Body.Result.Returnval).(*simulator.Task)
	if !ok {
		return failed(&types.SystemError{Reason: "the call answered no task"})
	}
	var info types.TaskInfo
	simulator.Map.WithLock(task, func() { info = task.Info })
	if info.Error != nil {
		return types.TaskInfoStateError, nil, *info.Error
	}
	return info.State, info.Result, nil
}

func failed(fault types.BaseMethodFault) (types.TaskInfoState, types.AnyType, interface{}) {
	return types.TaskInfoStateError, nil, types.LocalizedMethodFault{Fault: fault, LocalizedMessage: fmt.Sprintf("%T", fault)}
}
