package main

import (
	"encoding/binary"
	"io"
	"sync"
	"time"

	"github.com/vmware/govmomi/simulator"
	"github.com/vmware/govmomi/vim25/types"
)

// serveRFB speaks the server side of RFB 3.8 (RFC 6143) with no authentication, Raw rectangles of the whole
// screen, and 32-bit little-endian BGRX pixels, which is what the WebMKS client needs of a host. The console
// closes when the machine is no longer powered on, as ESXi closes it.
func serveRFB(conn io.ReadWriteCloser, vm *simulator.VirtualMachine, screens *screens) {
	session := &rfbSession{conn: conn, vm: vm.Self.Value, screens: screens, shown: -1}
	done := make(chan struct{})
	defer close(done)
	// Watched from the start: a console still in its handshake closes at power-off too.
	go session.watch(vm, done)
	if err := handshake(conn, vm); err != nil {
		return
	}
	session.readMessages()
}

func handshake(conn io.ReadWriter, vm *simulator.VirtualMachine) error {
	if _, err := io.WriteString(conn, "RFB 003.008\n"); err != nil {
		return err
	}
	version := make([]byte, 12)
	if _, err := io.ReadFull(conn, version); err != nil {
		return err
	}
	// One security type: None (1); then SecurityResult OK.
	if _, err := conn.Write([]byte{1, 1}); err != nil {
		return err
	}
	chosen := make([]byte, 1)
	if _, err := io.ReadFull(conn, chosen); err != nil {
		return err
	}
	if _, err := conn.Write([]byte{0, 0, 0, 0}); err != nil {
		return err
	}
	shared := make([]byte, 1)
	if _, err := io.ReadFull(conn, shared); err != nil {
		return err
	}
	var name string
	simulator.Map.WithLock(vm, func() { name = vm.Name })
	init := binary.BigEndian.AppendUint16(nil, screenWidth)
	init = binary.BigEndian.AppendUint16(init, screenHeight)
	// bits per pixel, depth, big-endian flag, true colour, red/green/blue max, red/green/blue shift, padding
	init = append(init, 32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0, 0, 0, 0)
	init = binary.BigEndian.AppendUint32(init, uint32(len(name)))
	init = append(init, name...)
	_, err := conn.Write(init)
	return err
}

type rfbSession struct {
	conn    io.ReadWriteCloser
	vm      string
	screens *screens

	mu sync.Mutex
	// An incremental update was asked for and is owed once the screen changes; shown is the version last sent.
	owed  bool
	shown int
}

func (s *rfbSession) readMessages() {
	header := make([]byte, 1)
	for {
		if _, err := io.ReadFull(s.conn, header); err != nil {
			return
		}
		var err error
		switch header[0] {
		case 0: // SetPixelFormat: the server keeps its own format
			err = s.skip(19)
		case 2: // SetEncodings
			var fixed [3]byte
			if _, err = io.ReadFull(s.conn, fixed[:]); err == nil {
				err = s.skip(4 * int(binary.BigEndian.Uint16(fixed[1:])))
			}
		case 3: // FramebufferUpdateRequest
			var request [9]byte
			if _, err = io.ReadFull(s.conn, request[:]); err == nil {
				err = s.updateRequested(request[0] != 0)
			}
		case 4: // KeyEvent
			var key [7]byte
			if _, err = io.ReadFull(s.conn, key[:]); err == nil && key[0] != 0 {
				s.keyPressed(binary.BigEndian.Uint32(key[3:]))
			}
		case 5: // PointerEvent
			err = s.skip(5)
		case 6: // ClientCutText
			var fixed [7]byte
			if _, err = io.ReadFull(s.conn, fixed[:]); err == nil {
				err = s.skip(int(binary.BigEndian.Uint32(fixed[3:])))
			}
		default:
			return
		}
		if err != nil {
			return
		}
	}
}

func (s *rfbSession) skip(n int) error {
	_, err := io.CopyN(io.Discard, s.conn, int64(n))
	return err
}

// keyPressed types printable Latin-1 keysyms and Return (0xff0d); other keys leave no mark.
func (s *rfbSession) keyPressed(keysym uint32) {
	switch {
	case keysym >= 0x20 && keysym <= 0xff:
		s.screens.typeKey(s.vm, rune(keysym))
	case keysym == 0xff0d:
		s.screens.typeKey(s.vm, '\r')
	}
}

func (s *rfbSession) updateRequested(incremental bool) error {
	s.mu.Lock()
	changed := s.shown != s.screens.versionOf(s.vm)
	s.owed = incremental && !changed
	s.mu.Unlock()
	if s.owed {
		return nil
	}
	return s.sendScreen()
}

func (s *rfbSession) sendScreen() error {
	s.mu.Lock()
	s.owed = false
	s.shown = s.screens.versionOf(s.vm)
	s.mu.Unlock()
	img := s.screens.render(s.vm)
	update := []byte{0, 0, 0, 1}
	update = binary.BigEndian.AppendUint16(update, 0)
	update = binary.BigEndian.AppendUint16(update, 0)
	update = binary.BigEndian.AppendUint16(update, screenWidth)
	update = binary.BigEndian.AppendUint16(update, screenHeight)
	update = binary.BigEndian.AppendUint32(update, 0) // Raw encoding
	pixels := make([]byte, len(img.Pix))
	for i := 0; i < len(img.Pix); i += 4 {
		pixels[i], pixels[i+1], pixels[i+2] = img.Pix[i+2], img.Pix[i+1], img.Pix[i]
	}
	_, err := s.conn.Write(append(update, pixels...))
	return err
}

// watch sends an owed update when the screen changes and closes the console once the machine is not on.
func (s *rfbSession) watch(vm *simulator.VirtualMachine, done <-chan struct{}) {
	ticker := time.NewTicker(100 * time.Millisecond)
	defer ticker.Stop()
	for {
		select {
		case <-done:
			return
		case <-ticker.C:
			if powerState(vm) != types.VirtualMachinePowerStatePoweredOn {
				s.conn.Close()
				return
			}
			s.mu.Lock()
			due := s.owed && s.shown != s.screens.versionOf(s.vm)
			s.mu.Unlock()
			if due && s.sendScreen() != nil {
				return
			}
		}
	}
}
