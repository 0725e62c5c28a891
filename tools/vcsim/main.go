// Command vcsim runs govmomi's vCenter simulator (vcsim) with what the portal's vSphere adapter relies on and
// vcsim 0.24 (Debian's golang-github-vmware-govmomi-dev) lacks or does more laxly than ESXi: see rules.go,
// tasks.go, tools.go, cpu.go, webmks.go, screen.go, scancodes.go with keylayouts.go (PutUsbScanCodes, the guests'
// keyboards), and guestops.go with guestshell.go (guest operations without
// Docker; every guest accepts user "academy", password "Passw0rd!", unless a test sets another account). It prints one JSON line {"url": ...} once it answers, and
// stops on SIGINT or SIGTERM. Built and started by server/test-support/throwaway-vcsim.mjs.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"io"
	"log"
	"net/url"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/vmware/govmomi/simulator"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "address to serve the SDK on")
	demo := flag.Bool("demo", true, "create the demo course templates and the labs folder")
	toolsDelay := flag.Duration("tools-delay", time.Second, "how long VMware Tools take to start after a boot")
	guestDelay := flag.Duration("guest-delay", time.Second, "how long a guest takes to shut down or reboot")
	taskDelay := flag.Duration("task-delay", 0, "how long power, clone and revert tasks run after the call answers them (0: vcsim ends them inside the call)")
	verbose := flag.Bool("verbose", false, "write vcsim's own log (every property change) to stderr")
	flag.Parse()
	fail := log.New(os.Stderr, "vcsim: ", 0)
	if !*verbose {
		log.SetOutput(io.Discard)
	}

	model := simulator.VPX()
	model.Machine = 0
	model.Autostart = false
	if err := model.Create(); err != nil {
		fail.Fatal(err)
	}
	model.Service.Listen = &url.URL{Host: *listen}

	screens := newScreens()
	tickets := newTicketBook()
	model.Service.HandleFunc("/ticket/", tickets.serveConsole(screens))
	cpu := newGuestCPU()
	model.Service.HandleFunc("/guest-cpu/", cpu.serveSet)

	server := model.Service.NewServer()
	guests := newGuests(*toolsDelay, *guestDelay, screens, cpu)
	// The SDK handler is wrapped before anyone knows the port, so no request sees the unwrapped one.
	server.Config.Handler = newESXiRules(server.Config.Handler, guests, tickets, screens, server.URL.Host, *taskDelay)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	inventory, err := connect(ctx, server.URL)
	if err != nil {
		fail.Fatal(err)
	}
	guests.inventory = inventory
	if *demo {
		if err := createDemoInventory(ctx, inventory, guests); err != nil {
			fail.Fatal(err)
		}
	}
	// The templates' Tools status is known before anyone asks.
	guests.updateAll(time.Now())
	go guests.run(ctx)

	address := *server.URL
	address.User = nil
	if err := json.NewEncoder(os.Stdout).Encode(map[string]string{"url": address.String()}); err != nil {
		fail.Fatal(err)
	}

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
	cancel()
	// Not server.Close(): it waits for every call to end, and a long poll whose client went away (a test cut its
	// connection) waits out its maxWaitSeconds. The process's end ends them.
	server.CloseClientConnections()
	// vcsim keeps its VM files under /tmp/govcsim-* until the model is removed.
	model.Remove()
}
