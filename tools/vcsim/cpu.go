package main

import (
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/types"
)

// guestCPU plays the CPU use vCenter reports in a machine's quick statistics, which vcsim 0.24 leaves unset.
// vSphere API reference, VirtualMachineQuickStats.overallCpuUsage: "Basic CPU performance statistics, in MHz.
// Valid while the virtual machine is running"; VirtualMachineRuntimeInfo.maxCpuUsage: "Current upper-bound on
// CPU usage. The upper-bound is based on the host the virtual machine is current running on ... Valid while the
// virtual machine is running". A running machine's maximum is its virtual CPUs times its host's CPU speed
// (HostHardwareSummary.cpuMhz); its use is what a test set (POST /guest-cpu/<vm>?percent=N), 0 by default.
// A machine not running reports neither (unset, as vCenter leaves them).
type guestCPU struct {
	mu      sync.Mutex
	percent map[string]int
}

func newGuestCPU() *guestCPU {
	return &guestCPU{percent: map[string]int{}}
}

// serveSet answers POST /guest-cpu/<vm id>?percent=<0..100>: the guest's CPU use from now on, in percent of
// its maximum, in vCenter's figures by the time it answers. Not part of the vSphere API: the tests' handle on what
// a guest does.
func (c *guestCPU) serveSet(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST /guest-cpu/<vm id>?percent=<0..100>", http.StatusMethodNotAllowed)
		return
	}
	vm := strings.TrimPrefix(r.URL.Path, "/guest-cpu/")
	percent, err := strconv.Atoi(r.URL.Query().Get("percent"))
	if vm == "" || err != nil || percent < 0 || percent > 100 {
		http.Error(w, "POST /guest-cpu/<vm id>?percent=<0..100>", http.StatusBadRequest)
		return
	}
	machine, ok := simulator.Map.Get(types.ManagedObjectReference{Type: "VirtualMachine", Value: vm}).(*simulator.VirtualMachine)
	if !ok {
		http.Error(w, "no such virtual machine: "+vm, http.StatusNotFound)
		return
	}
	c.mu.Lock()
	c.percent[vm] = percent
	c.mu.Unlock()
	// Applied before answering, not at the next 100 ms tick: a test that sets a use and then has the portal read
	// it must read the new figure, whatever the machine's load.
	c.update(machine)
	w.WriteHeader(http.StatusNoContent)
}

// update brings the machine's quick statistics and maximum in line with its power state and the use set.
func (c *guestCPU) update(vm *simulator.VirtualMachine) {
	c.mu.Lock()
	percent := c.percent[vm.Self.Value]
	c.mu.Unlock()
	simulator.Map.WithLock(vm, func() {
		var maxMhz, usedMhz int32
		if vm.Runtime.PowerState == types.VirtualMachinePowerStatePoweredOn && vm.Config != nil && vm.Runtime.Host != nil {
			if host, ok := simulator.Map.Get(*vm.Runtime.Host).(*simulator.HostSystem); ok && host.Summary.Hardware != nil {
				maxMhz = vm.Config.Hardware.NumCPU * host.Summary.Hardware.CpuMhz
				usedMhz = maxMhz * int32(percent) / 100
			}
		}
		if vm.Summary.Runtime.MaxCpuUsage == maxMhz && vm.Summary.QuickStats.OverallCpuUsage == usedMhz {
			return
		}
		simulator.Map.Update(vm, []types.PropertyChange{
			{Name: "runtime.maxCpuUsage", Val: maxMhz},
			{Name: "summary.runtime.maxCpuUsage", Val: maxMhz},
			{Name: "summary.quickStats.overallCpuUsage", Val: usedMhz},
		})
	})
}
