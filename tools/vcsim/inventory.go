package main

import (
	"context"
	"fmt"
	"net/url"

	"github.com/vmware/govmomi"
	"github.com/vmware/govmomi/find"
	"github.com/vmware/govmomi/object"
	"github.com/vmware/govmomi/vim25/types"
)

// The portal's demo courses, laid out as an academy prepares them in vCenter: a folder per course under
// /DC0/vm/Courses, each template machine with one snapshot to clone from (the README's "Connect your vCenter").
// A folder whose name contains '@' and one without machines exercise the course form's filter (spec §3).
type template struct {
	name  string
	guest types.VirtualMachineGuestOsIdentifier
	tools bool
}

var demoCourses = []struct {
	name      string
	templates []template
}{
	{"Windows Server 2022 Administration", []template{
		{"DC01 - Domain Controller", types.VirtualMachineGuestOsIdentifierWindows2019srvNext_64Guest, true},
		{"SRV01 - Member Server", types.VirtualMachineGuestOsIdentifierWindows2019srvNext_64Guest, true},
		{"CLIENT01 - Windows 11", types.VirtualMachineGuestOsIdentifierWindows9_64Guest, false},
	}},
	{"Linux Networking Essentials", []template{
		{"router01 - VyOS Router", types.VirtualMachineGuestOsIdentifierOtherLinux64Guest, false},
		{"host-a - Ubuntu 24.04", types.VirtualMachineGuestOsIdentifierUbuntu64Guest, true},
		{"host-b - Ubuntu 24.04", types.VirtualMachineGuestOsIdentifierUbuntu64Guest, true},
	}},
	{"Security Fundamentals", []template{
		{"kali - Attacker Workstation", types.VirtualMachineGuestOsIdentifierDebian10_64Guest, true},
		{"target - Legacy Web Server", types.VirtualMachineGuestOsIdentifierCentos7_64Guest, false},
	}},
	{"templates@archive", []template{
		{"centos7 - Retired Template", types.VirtualMachineGuestOsIdentifierCentos7_64Guest, true},
	}},
	{"Staging (empty)", nil},
}

// connect logs in to the simulator the way any SDK client does; the demo inventory and guest actions go
// through the API, so they fire the same events and property updates a client would see from a real host.
func connect(ctx context.Context, sdk *url.URL) (*govmomi.Client, error) {
	return govmomi.NewClient(ctx, sdk, true)
}

func createDemoInventory(ctx context.Context, client *govmomi.Client, guests *guests) error {
	finder := find.NewFinder(client.Client, false)
	datacenter, err := finder.Datacenter(ctx, "/DC0")
	if err != nil {
		return err
	}
	finder.SetDatacenter(datacenter)
	pool, err := finder.ResourcePool(ctx, "/DC0/host/DC0_C0/Resources")
	if err != nil {
		return err
	}
	vmFolder, err := finder.Folder(ctx, "/DC0/vm")
	if err != nil {
		return err
	}
	if _, err := vmFolder.CreateFolder(ctx, "Labs"); err != nil {
		return err
	}
	courses, err := vmFolder.CreateFolder(ctx, "Courses")
	if err != nil {
		return err
	}
	for _, course := range demoCourses {
		folder, err := courses.CreateFolder(ctx, course.name)
		if err != nil {
			return err
		}
		for _, t := range course.templates {
			if err := createTemplate(ctx, folder, pool, t, guests); err != nil {
				return fmt.Errorf("%s/%s: %w", course.name, t.name, err)
			}
		}
	}
	return nil
}

func createTemplate(ctx context.Context, folder *object.Folder, pool *object.ResourcePool, t template, guests *guests) error {
	spec := types.VirtualMachineConfigSpec{
		Name:     t.name,
		GuestId:  string(t.guest),
		NumCPUs:  2,
		MemoryMB: 2048,
		Files:    &types.VirtualMachineFileInfo{VmPathName: "[LocalDS_0]"},
	}
	task, err := folder.CreateVM(ctx, spec, pool, nil)
	if err != nil {
		return err
	}
	info, err := task.WaitForResult(ctx, nil)
	if err != nil {
		return err
	}
	ref := info.Result.(types.ManagedObjectReference)
	guests.setToolsInstalled(ref.Value, t.tools)
	vm := object.NewVirtualMachine(folder.Client(), ref)
	snapshot, err := vm.CreateSnapshot(ctx, "lab", "the state every lab starts from", false, false)
	if err != nil {
		return err
	}
	return snapshot.Wait(ctx)
}
