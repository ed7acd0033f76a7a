package preview

import (
	"net"
	"net/http"
	"strings"
)

// hostGuard answers only requests whose Host header names this server:
// a loopback name or address, or the host the server was told to listen
// on. A page of another site whose name its DNS rebinds to 127.0.0.1
// sends its own name as the Host, and is refused: it cannot read an
// unreleased game through the browser of its designer.
type hostGuard struct {
	listen string // the --addr host ("" when listening on loopback only)
	next   http.Handler
}

func (g hostGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !g.allowed(r.Host) {
		http.Error(w, "cardpress serve answers only requests for localhost, 127.0.0.1 or [::1], or the host given to --addr; this one was for "+quoteHost(r.Host), http.StatusMisdirectedRequest)
		return
	}
	g.next.ServeHTTP(w, r)
}

// allowed reports whether a Host header (name or address, with or
// without a port) names this server.
func (g hostGuard) allowed(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
	if host == "" {
		return false
	}
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true // never resolves elsewhere (RFC 6761)
	}
	ip := net.ParseIP(host)
	switch {
	case ip != nil && ip.IsLoopback():
		return true
	case g.listen == "":
		return false
	case strings.EqualFold(host, g.listen):
		return true
	}
	// Listening on every interface (0.0.0.0, ::): any address of the
	// machine may be asked for, and an address, unlike a name, cannot be
	// rebound to another site.
	l := net.ParseIP(g.listen)
	return ip != nil && l != nil && l.IsUnspecified()
}

// quoteHost shows a Host header in a message, cut short and printable.
func quoteHost(h string) string {
	if len(h) > 80 {
		h = h[:80] + "…"
	}
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return '?'
		}
		return r
	}, h)
}
