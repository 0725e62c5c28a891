package main

// VirtualMachine.PutUsbScanCodes (vSphere API reference; vSphere 6.5 and later, not in vcsim 0.24): each
// UsbScanCodeSpecKeyEvent is one key pressed and released with its modifiers held, its usbHidCode the HID usage
// shifted 16 bits left over the usage page (0x07, keyboard). It answers the number of events injected;
// InvalidPowerState when the machine is not powered on, ManagedObjectNotFound when it does not exist. The guest's
// keyboard driver (keylayouts.go) turns the keys into text in the guest's layout (US until a test sets another):
//
//   GET /guest-keyboard/<vm id>             {"layout": "us", "typedText": "…"}: what the guest's keyboard typed
//   PUT /guest-keyboard/<vm id>?layout=de   sets the guest's layout (us, uk, de, fr)
//
// Neither is part of the vSphere API: they are the tests' look inside a guest and an administrator's setting.

import (
	"encoding/json"
	stdxml "encoding/xml"
	"net/http"
	"strings"
	"sync"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/types"
)

// The keyboard usage page: a usbHidCode's low 16 bits.
const usagePageKeyboard = 0x07

type guestKeyboard struct {
	driver keyboardDriver
	typed  strings.Builder
}

type keyboards struct {
	mu   sync.Mutex
	byVM map[string]*guestKeyboard
}

func newKeyboards() *keyboards {
	return &keyboards{byVM: map[string]*guestKeyboard{}}
}

// of is the VM's keyboard, US at first; the caller holds mu.
func (k *keyboards) of(vm string) *guestKeyboard {
	keyboard, ok := k.byVM[vm]
	if !ok {
		keyboard = &guestKeyboard{driver: keyboardDriver{layout: "us"}}
		k.byVM[vm] = keyboard
	}
	return keyboard
}

type putUsbScanCodes struct {
	This types.ManagedObjectReference `xml:"_this"`
	Spec struct {
		KeyEvents []struct {
			UsbHidCode int32 `xml:"usbHidCode"`
			Modifiers  struct {
				LeftShift  bool `xml:"leftShift"`
				RightShift bool `xml:"rightShift"`
				RightAlt   bool `xml:"rightAlt"`
			} `xml:"modifiers"`
		} `xml:"keyEvents"`
	} `xml:"spec"`
}

// serve answers one PutUsbScanCodes call.
func (k *keyboards) serve(w http.ResponseWriter, body []byte) {
	var envelope struct {
		Body struct {
			Method putUsbScanCodes `xml:"PutUsbScanCodes"`
		} `xml:"Body"`
	}
	if err := stdxml.Unmarshal(body, &envelope); err != nil {
		writeFault(w, &types.InvalidRequest{})
		return
	}
	c := envelope.Body.Method
	vm, ok := simulator.Map.Get(c.This).(*simulator.VirtualMachine)
	if !ok {
		writeFault(w, &types.ManagedObjectNotFound{Obj: c.This})
		return
	}
	if state := powerState(vm); state != types.VirtualMachinePowerStatePoweredOn {
		writeFault(w, &types.InvalidPowerState{RequestedState: types.VirtualMachinePowerStatePoweredOn, ExistingState: state})
		return
	}
	k.mu.Lock()
	keyboard := k.of(vm.Self.Value)
	for _, event := range c.Spec.KeyEvents {
		// A usage of another page (consumer keys, say) is injected but types nothing.
		if event.UsbHidCode&0xffff != usagePageKeyboard {
			continue
		}
		m := event.Modifiers
		keyboard.typed.WriteString(keyboard.driver.press(int(event.UsbHidCode>>16), m.LeftShift || m.RightShift, m.RightAlt))
	}
	k.mu.Unlock()
	writeResult(w, "PutUsbScanCodes", int32(len(c.Spec.KeyEvents)))
}

// serveHook answers GET and PUT /guest-keyboard/<vm id>.
func (k *keyboards) serveHook(w http.ResponseWriter, r *http.Request) {
	id := strings.TrimPrefix(r.URL.Path, "/guest-keyboard/")
	if _, ok := simulator.Map.Get(types.ManagedObjectReference{Type: "VirtualMachine", Value: id}).(*simulator.VirtualMachine); !ok {
		http.Error(w, "no such virtual machine: "+id, http.StatusNotFound)
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	keyboard := k.of(id)
	switch r.Method {
	case http.MethodGet:
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"layout": keyboard.driver.layout, "typedText": keyboard.typed.String()})
	case http.MethodPut:
		layout := r.URL.Query().Get("layout")
		if _, known := keyLayouts[layout]; !known {
			http.Error(w, "layout must be one of us, uk, de, fr", http.StatusBadRequest)
			return
		}
		keyboard.driver = keyboardDriver{layout: layout}
		w.WriteHeader(http.StatusNoContent)
	default:
		http.Error(w, "GET, or PUT ?layout=", http.StatusMethodNotAllowed)
	}
}
