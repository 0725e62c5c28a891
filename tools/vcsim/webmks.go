package main

import (
	"bufio"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/vmware/govmomi/simulator"
)

// The host's WebMKS endpoint, `/ticket/<ticket>`: a WebSocket (subprotocol "binary") carrying RFB 3.8, as
// ESXi serves it for a ticket from VirtualMachine.AcquireTicket("webmks"). Tickets are one-time and short-lived.
const ticketLifetime = 30 * time.Second

type ticketBook struct {
	mu      sync.Mutex
	tickets map[string]issuedTicket
}

type issuedTicket struct {
	vm      *simulator.VirtualMachine
	expires time.Time
}

func newTicketBook() *ticketBook {
	return &ticketBook{tickets: map[string]issuedTicket{}}
}

func (b *ticketBook) issue(vm *simulator.VirtualMachine) string {
	random := make([]byte, 16)
	_, _ = rand.Read(random)
	ticket := hex.EncodeToString(random)
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tickets[ticket] = issuedTicket{vm: vm, expires: time.Now().Add(ticketLifetime)}
	return ticket
}

func (b *ticketBook) redeem(ticket string) (*simulator.VirtualMachine, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	issued, ok := b.tickets[ticket]
	delete(b.tickets, ticket)
	return issued.vm, ok && time.Now().Before(issued.expires)
}

func (b *ticketBook) serveConsole(screens *screens) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		vm, ok := b.redeem(strings.TrimPrefix(r.URL.Path, "/ticket/"))
		if !ok {
			http.Error(w, "unknown or expired ticket", http.StatusNotFound)
			return
		}
		conn, err := upgrade(w, r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		defer conn.Close()
		serveRFB(conn, vm, screens)
	}
}

const websocketGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

// upgrade answers the WebSocket handshake of RFC 6455 §4.2 (the Go packages at hand have no WebSocket server).
func upgrade(w http.ResponseWriter, r *http.Request) (*wsConn, error) {
	key := r.Header.Get("Sec-WebSocket-Key")
	if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") || key == "" {
		return nil, errors.New("expected a WebSocket upgrade")
	}
	hijacker, ok := w.(http.Hijacker)
	if !ok {
		return nil, errors.New("connection cannot be taken over")
	}
	sum := sha1.Sum([]byte(key + websocketGUID))
	protocol := ""
	for _, offered := range strings.Split(r.Header.Get("Sec-WebSocket-Protocol"), ",") {
		if strings.TrimSpace(offered) == "binary" {
			protocol = "Sec-WebSocket-Protocol: binary\r\n"
		}
	}
	raw, buffered, err := hijacker.Hijack()
	if err != nil {
		return nil, err
	}
	_, err = buffered.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Accept: " + base64.StdEncoding.EncodeToString(sum[:]) + "\r\n" + protocol + "\r\n")
	if err == nil {
		err = buffered.Flush()
	}
	if err != nil {
		raw.Close()
		return nil, err
	}
	return &wsConn{raw: raw, reader: buffered.Reader}, nil
}

// wsConn reads the payloads of binary frames as one byte stream and writes each Write as one binary frame.
type wsConn struct {
	raw     net.Conn
	reader  *bufio.Reader
	pending []byte
	writeMu sync.Mutex
}

func (c *wsConn) Read(p []byte) (int, error) {
	for len(c.pending) == 0 {
		opcode, payload, err := c.readFrame()
		if err != nil {
			return 0, err
		}
		switch opcode {
		case 0x0, 0x1, 0x2:
			c.pending = payload
		case 0x8:
			_ = c.writeFrame(0x8, nil)
			return 0, io.EOF
		case 0x9:
			_ = c.writeFrame(0xA, payload)
		}
	}
	n := copy(p, c.pending)
	c.pending = c.pending[n:]
	return n, nil
}

func (c *wsConn) readFrame() (byte, []byte, error) {
	var header [2]byte
	if _, err := io.ReadFull(c.reader, header[:]); err != nil {
		return 0, nil, err
	}
	length := uint64(header[1] & 0x7f)
	switch length {
	case 126:
		var extended [2]byte
		if _, err := io.ReadFull(c.reader, extended[:]); err != nil {
			return 0, nil, err
		}
		length = uint64(binary.BigEndian.Uint16(extended[:]))
	case 127:
		var extended [8]byte
		if _, err := io.ReadFull(c.reader, extended[:]); err != nil {
			return 0, nil, err
		}
		length = binary.BigEndian.Uint64(extended[:])
	}
	if length > 1<<20 {
		return 0, nil, errors.New("frame too large")
	}
	var mask [4]byte
	masked := header[1]&0x80 != 0
	if masked {
		if _, err := io.ReadFull(c.reader, mask[:]); err != nil {
			return 0, nil, err
		}
	}
	payload := make([]byte, length)
	if _, err := io.ReadFull(c.reader, payload); err != nil {
		return 0, nil, err
	}
	if masked {
		for i := range payload {
			payload[i] ^= mask[i%4]
		}
	}
	return header[0] & 0x0f, payload, nil
}

func (c *wsConn) Write(p []byte) (int, error) {
	if err := c.writeFrame(0x2, p); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (c *wsConn) writeFrame(opcode byte, payload []byte) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	header := []byte{0x80 | opcode}
	switch length := len(payload); {
	case length < 126:
		header = append(header, byte(length))
	case length <= 0xffff:
		header = append(header, 126, byte(length>>8), byte(length))
	default:
		header = append(header, 127)
		header = binary.BigEndian.AppendUint64(header, uint64(length))
	}
	if _, err := c.raw.Write(header); err != nil {
		return err
	}
	_, err := c.raw.Write(payload)
	return err
}

func (c *wsConn) Close() error {
	_ = c.writeFrame(0x8, []byte{0x03, 0xe8})
	return c.raw.Close()
}
