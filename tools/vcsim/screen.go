package main

import (
	"hash/fnv"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"sync"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/types"
)

// The simulated guests' screens: a colour of their own (so a test can tell whose console it sees) and a block
// per key typed, line by line; what was typed lasts through a suspend and ends at power-off or reboot.
const (
	screenWidth  = 640
	screenHeight = 400
	cellWidth    = 8
	cellHeight   = 16
)

type screens struct {
	mu      sync.Mutex
	typed   map[string][]rune
	version map[string]int
}

func newScreens() *screens {
	return &screens{typed: map[string][]rune{}, version: map[string]int{}}
}

func (s *screens) typeKey(vm string, key rune) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.typed[vm] = append(s.typed[vm], key)
	s.version[vm]++
}

func (s *screens) clear(vm string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.typed[vm]) > 0 {
		s.typed[vm] = nil
		s.version[vm]++
	}
}

// versionOf changes whenever the screen does.
func (s *screens) versionOf(vm string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.version[vm]
}

// BackgroundOf is the machine's screen colour, derived from its id.
func backgroundOf(vm string) color.RGBA {
	hash := fnv.New32a()
	_, _ = hash.Write([]byte(vm))
	sum := hash.Sum32()
	return color.RGBA{R: uint8(sum>>16) / 2, G: uint8(sum>>8) / 2, B: uint8(sum) / 2, A: 255}
}

func (s *screens) render(vm string) *image.RGBA {
	s.mu.Lock()
	typed := append([]rune(nil), s.typed[vm]...)
	s.mu.Unlock()
	img := image.NewRGBA(image.Rect(0, 0, screenWidth, screenHeight))
	background := backgroundOf(vm)
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = background.R, background.G, background.B, 255
	}
	column, row := 0, 0
	for _, key := range typed {
		if key == '\r' || column*cellWidth >= screenWidth {
			column, row = 0, row+1
		}
		if key != '\r' && key != ' ' && (row+1)*cellHeight <= screenHeight {
			for y := row*cellHeight + 2; y < (row+1)*cellHeight-2; y++ {
				for x := column*cellWidth + 1; x < (column+1)*cellWidth-1; x++ {
					img.Set(x, y, color.White)
				}
			}
		}
		if key != '\r' {
			column++
		}
	}
	return img
}

// serveScreen answers vCenter's screen capture, `GET /screen?id=<vm>` (vSphere Web Services SDK programming
// guide, "Capturing a virtual machine screen"): a PNG of the console, for a logged-in session, of a powered-on
// machine. vcsim 0.24 has no screen capture.
func (h *esxiRules) serveScreen(w http.ResponseWriter, r *http.Request) {
	if !h.authenticated(r) {
		http.Error(w, "not authenticated", http.StatusUnauthorized)
		return
	}
	ref := types.ManagedObjectReference{Type: "VirtualMachine", Value: r.URL.Query().Get("id")}
	vm, ok := simulator.Map.Get(ref).(*simulator.VirtualMachine)
	if !ok {
		http.Error(w, "no such virtual machine", http.StatusNotFound)
		return
	}
	if powerState(vm) != types.VirtualMachinePowerStatePoweredOn {
		http.Error(w, "the virtual machine is not powered on", http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	_ = png.Encode(w, h.screens.render(ref.Value))
}
