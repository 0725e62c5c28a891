package main

import (
	"context"
	"sync"
	"time"

	"github.com/vmware/govmomi"
	"github.com/vmware/govmomi/object"
	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/types"
)

// guests plays the guest operating systems: VMware Tools start a moment after a boot in guests that have them
// (vcsim always reports them not installed), and guest shutdown and reboot take time, as on ESXi, instead of
// vcsim's instant power-off.
type guests struct {
	toolsDelay, guestDelay time.Duration
	screens                *screens
	cpu                    *guestCPU
	inventory              *govmomi.Client

	mu sync.Mutex
	// VM id -> VMware Tools installed in its guest; clones inherit their source's (see rules.go).
	installed map[string]bool
	// folder id + "/" + name -> Tools of the clone's source, until the clone exists.
	pendingClones  map[string]bool
	rebootingUntil map[string]time.Time
}

func newGuests(toolsDelay, guestDelay time.Duration, screens *screens, cpu *guestCPU) *guests {
	return &guests{
		toolsDelay:     toolsDelay,
		guestDelay:     guestDelay,
		screens:        screens,
		cpu:            cpu,
		installed:      map[string]bool{},
		pendingClones:  map[string]bool{},
		rebootingUntil: map[string]time.Time{},
	}
}

func (g *guests) setToolsInstalled(vm string, installed bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.installed[vm] = installed
}

func (g *guests) cloneRequested(source, folder, name string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.pendingClones[folder+"/"+name] = g.installed[source]
}

func (g *guests) toolsInstalled(vm *simulator.VirtualMachine) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if installed, known := g.installed[vm.Self.Value]; known {
		return installed
	}
	if vm.Parent == nil {
		return false
	}
	key := vm.Parent.Value + "/" + vm.Name
	installed, pending := g.pendingClones[key]
	if pending {
		delete(g.pendingClones, key)
		g.installed[vm.Self.Value] = installed
	}
	return installed
}

// toolsRunning answers what the VM's guest.toolsRunningStatus says now.
func (g *guests) toolsRunning(vm *simulator.VirtualMachine) bool {
	running := false
	simulator.Map.WithLock(vm, func() {
		running = vm.Guest != nil && vm.Guest.ToolsRunningStatus == string(types.VirtualMachineToolsRunningStatusGuestToolsRunning)
	})
	return running
}

func (g *guests) run(ctx context.Context) {
	ticker := time.NewTicker(100 * time.Millisecond)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-ticker.C:
			g.updateAll(now)
		}
	}
}

// updateAll brings every machine's Tools status and quick statistics up to date.
func (g *guests) updateAll(now time.Time) {
	for _, entity := range simulator.Map.All("VirtualMachine") {
		if vm, ok := entity.(*simulator.VirtualMachine); ok {
			g.updateTools(vm, now)
			g.cpu.update(vm)
		}
	}
}

func (g *guests) updateTools(vm *simulator.VirtualMachine, now time.Time) {
	installed := g.toolsInstalled(vm)
	poweredOff := false
	g.mu.Lock()
	rebooting := now.Before(g.rebootingUntil[vm.Self.Value])
	g.mu.Unlock()
	simulator.Map.WithLock(vm, func() {
		// A machine still being made (a clone in progress) has no guest yet.
		if vm.Guest == nil {
			return
		}
		poweredOff = vm.Runtime.PowerState == types.VirtualMachinePowerStatePoweredOff
		booted := vm.Runtime.PowerState == types.VirtualMachinePowerStatePoweredOn &&
			vm.Summary.Runtime.BootTime != nil && now.Sub(*vm.Summary.Runtime.BootTime) >= g.toolsDelay
		running := installed && booted && !rebooting
		runningStatus := types.VirtualMachineToolsRunningStatusGuestToolsNotRunning
		status := types.VirtualMachineToolsStatusToolsNotInstalled
		if running {
			runningStatus = types.VirtualMachineToolsRunningStatusGuestToolsRunning
			status = types.VirtualMachineToolsStatusToolsOk
		} else if installed {
			status = types.VirtualMachineToolsStatusToolsNotRunning
		}
		if vm.Guest.ToolsRunningStatus == string(runningStatus) && vm.Guest.ToolsStatus == status {
			return
		}
		simulator.Map.Update(vm, []types.PropertyChange{
			{Name: "guest.toolsRunningStatus", Val: string(runningStatus)},
			{Name: "guest.toolsStatus", Val: status},
		})
	})
	// What was typed lasts through a suspend, not a power-off.
	if poweredOff {
		g.screens.clear(vm.Self.Value)
	}
}

// cloneMade tells a clone's watchers what vcsim set of it unheard: vcsim puts a clone in the inventory before it sets
// its power state, guest id and guest, and tells no one of them, so a watch that saw the clone enter in between would
// never learn them. Told whole once it is made, as vCenter tells every change of a property a client follows; run
// before its task is seen to end, so no operation on the clone can have begun.
func (g *guests) cloneMade(vm *simulator.VirtualMachine) {
	simulator.Map.WithLock(vm, func() {
		if vm.Guest == nil || vm.Config == nil {
			return
		}
		simulator.Map.Update(vm, []types.PropertyChange{
			{Name: "runtime.powerState", Val: vm.Runtime.PowerState},
			{Name: "config.guestId", Val: vm.Config.GuestId},
			{Name: "guest.toolsStatus", Val: vm.Guest.ToolsStatus},
			{Name: "guest.toolsRunningStatus", Val: vm.Guest.ToolsRunningStatus},
		})
	})
}

// shutDown powers the machine off once its guest has had time to shut down, through the API like a host would.
func (g *guests) shutDown(vm types.ManagedObjectReference) {
	time.AfterFunc(g.guestDelay, func() {
		ctx := context.Background()
		task, err := object.NewVirtualMachine(g.inventory.Client, vm).PowerOff(ctx)
		if err == nil {
			_ = task.Wait(ctx)
		}
	})
}

// reboot restarts the guest: Tools stop answering until it is back, the power state never changes.
func (g *guests) reboot(vm types.ManagedObjectReference) {
	g.mu.Lock()
	g.rebootingUntil[vm.Value] = time.Now().Add(g.guestDelay + g.toolsDelay)
	g.mu.Unlock()
	g.screens.clear(vm.Value)
}
