// The cardpress preview page: fetches the state on every server-sent event
// and draws it. Everything it needs comes from the local server.
"use strict";

const $ = (id) => document.getElementById(id);
let state = null;
let zoom = Number(localStorage.getItem("cardpress-zoom") || 1);

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "style") e.setAttribute("style", v);
    else if (k.startsWith("data-")) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) if (c != null) e.append(c);
  return e;
}

function setZoom(z) {
  zoom = z;
  localStorage.setItem("cardpress-zoom", String(z));
  document.documentElement.style.setProperty("--zoom", z);
  $("zoom").value = z;
  $("zoom-value").textContent = z === 1 ? "real size" : Math.round(z * 100) + "%";
  if (state) drawPages(state);
}

// pageDPI is the resolution page images are drawn at for the zoom and the
// screen, in steps so that zooming reuses images.
function pageDPI() {
  const want = 96 * zoom * (window.devicePixelRatio || 1);
  return Math.min(300, Math.max(48, Math.ceil(want / 48) * 48));
}

function drawErrors(s) {
  const box = $("errors");
  box.replaceChildren();
  const errs = s.errors || [];
  box.hidden = errs.length === 0;
  if (!errs.length) return;
  box.append(el("h2", {}, s.errors_title));
  for (const p of errs) {
    const d = el("div", { class: "problem" + (p.warning ? " warning" : "") },
      p.at ? el("span", { class: "at" }, p.at + ": ") : null, p.message);
    box.append(d);
    if (p.line) {
      const caret = p.col > 0 ? "\n" + " ".repeat(Math.max(0, p.col - 1)) + "^" : "";
      box.append(el("pre", { class: "source" }, p.line + caret));
    }
  }
}

function drawChanges(s) {
  const box = $("changes");
  const c = s.changed || {};
  const parts = [];
  if (c.faces && c.faces.length) parts.push(`cards: ${c.faces.join(", ")}`);
  if (c.pages && c.pages.length) parts.push(`manual pages: ${c.pages.join(", ")}`);
  if (c.check) parts.push("check report");
  box.hidden = parts.length === 0;
  box.textContent = parts.length ? "Changed — " + parts.join(" · ") : "";
}

// reuse keeps the elements drawn for the last state, by what they show,
// so that an update replaces only what changed.
const drawn = new Map();
function reuse(id, make) {
  let e = drawn.get(id);
  if (!e) { e = make(); drawn.set(id, e); }
  return e;
}

function drawCards(s) {
  const sets = $("sets");
  sets.replaceChildren();
  const changed = new Set((s.changed && s.changed.faces) || []);
  const size = `--w:${s.card_w}mm;--h:${s.card_h}mm`;
  for (const set of s.sets || []) {
    const grid = el("div", { class: "grid" });
    for (const f of set.faces) {
      // A card of another size than the game's (a landscape one) says its own.
      const fsize = f.w ? `--w:${f.w}mm;--h:${f.h}mm` : size;
      const fig = reuse(`face|${set.id}|${f.id}|${f.image}|${f.name}|${fsize}`, () => el("figure", { class: "card", style: fsize, "data-face": f.id },
        el("img", { src: `/img/${f.image}.png`, alt: f.name, "data-image": f.image }),
        el("figcaption", {}, f.name, el("span", { class: "id" }, f.id))));
      fig.classList.toggle("changed", changed.has(f.id));
      grid.append(fig);
    }
    sets.append(el("h3", {}, `${set.name} — ${set.faces.length} designs`), grid);
  }
  if (s.back) {
    sets.append(el("h3", {}, "Back"), el("div", { class: "grid" },
      el("figure", { class: "card", style: size, "data-face": "back" },
        el("img", { src: `/img/${s.back}.png`, alt: "card back" }), el("figcaption", {}, "back"))));
  }
}

function drawPages(s) {
  const pages = $("pages");
  pages.replaceChildren();
  const changed = new Set((s.changed && s.changed.pages) || []);
  const dpi = pageDPI();
  const grid = el("div", { class: "grid" });
  for (const p of s.pages || []) {
    const fig = reuse(`page|${p.n}|${p.key}|${dpi}`, () => el("figure", { class: "page", style: `--w:${p.w}mm;--h:${p.h}mm`, "data-page": p.n },
      el("img", { src: `/page/${p.n}.png?key=${p.key}&dpi=${dpi}`, alt: `page ${p.n}`, loading: "lazy" }),
      el("figcaption", {}, `page ${p.n}`)));
    fig.classList.toggle("changed", changed.has(p.n));
    grid.append(fig);
  }
  pages.append(grid);
}

function drawCheck(s) {
  const box = $("report");
  box.replaceChildren();
  const c = s.check;
  if (!c) { box.append(el("p", {}, "not run yet")); return; }
  if (c.no_engine) box.append(el("p", {}, "This game has no rules engine: its examples were read, not played."));
  box.append(el("p", { class: "summary" + (c.failed ? " fail" : "") }, `${c.passed} passed, ${c.failed} failed`));
  for (const f of c.failures) {
    const dl = el("dl", {});
    if (f.step) dl.append(el("dt", {}, "step"), el("dd", {}, f.step));
    if (f.expected) dl.append(el("dt", {}, "expected"), el("dd", {}, f.expected));
    dl.append(el("dt", {}, f.expected ? "got" : "reason"), el("dd", {}, f.got));
    box.append(el("div", { class: "failure" }, el("span", { class: "at" }, f.at), " ", f.title, dl));
  }
  const list = el("ul", {});
  for (const e of c.examples || []) list.append(el("li", { class: e.passed ? "" : "fail" }, `${e.passed ? "ok" : "FAIL"} ${e.at} ${e.title}`));
  box.append(el("details", {}, el("summary", {}, `all ${(c.examples || []).length} examples`), list));
}

function draw(s) {
  state = s;
  // forget elements the state no longer shows
  const keep = new Set();
  for (const set of s.sets || []) for (const f of set.faces) keep.add(f.image);
  for (const p of s.pages || []) keep.add(p.key);
  for (const id of drawn.keys()) if (!id.split("|").some((part) => keep.has(part))) drawn.delete(id);
  document.title = `${s.title || "cardpress"} — preview`;
  $("title").textContent = s.title || "cardpress preview";
  const status = $("status");
  status.classList.toggle("busy", !!s.building);
  status.textContent = s.status;
  document.body.dataset.version = s.version;
  drawErrors(s);
  drawChanges(s);
  drawCards(s);
  drawPages(s);
  drawCheck(s);
}

let fetching = false, again = false;
async function refresh() {
  if (fetching) { again = true; return; }
  fetching = true;
  try {
    const r = await fetch("/api/state", { cache: "no-store" });
    draw(await r.json());
  } catch (e) {
    $("status").textContent = "cannot reach cardpress serve: " + e;
  } finally {
    fetching = false;
    if (again) { again = false; refresh(); }
  }
}

$("zoom").addEventListener("input", (e) => setZoom(Number(e.target.value)));
setZoom(zoom);
const events = new EventSource("/events");
events.onmessage = refresh;
events.onerror = () => { $("status").textContent = "disconnected; retrying…"; };
