import { createHash } from 'node:crypto'
import { escapeHtml } from '../lib/escape-html'

// The app's scripts start loading once the server-rendered page has been painted (ADR 035): the first paint
// needs only the HTML, so nothing downloads or runs in front of it. The shell's modules are hinted at that
// moment, beside the entry. The moment is the browser's first contentful paint entry (a frame's paint is
// recorded as such only once it is on screen). A page opened in a background tab paints nothing until shown,
// and a browser without paint timing has nothing to wait for: they load at once. A page that never paints
// anything contentful loads after 3 s.
// The text is fixed (the files come in the element's data attributes), so the CSP allows it by hash and a page
// shared by every signed-out visitor needs no per-response nonce.
const body = `(function (boot) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    boot.dataset.preloads.split(" ").forEach(function (href) {
      if (!href) return;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.src = boot.dataset.entry;
    document.body.appendChild(script);
  }
  var timed = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === "hidden" || !timed || timed.indexOf("paint") < 0) return load();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
  setTimeout(load, 3000);
})(document.currentScript);
`

/** The element that loads the entry script (and hints the given modules) after the first paint. */
export const bootScript = (entry: string, preloads: string[]) =>
  `<script data-entry="${escapeHtml(entry)}" data-preloads="${escapeHtml(preloads.join(' '))}">${body}</script>`

/** The CSP source that allows `bootScript`. */
export const bootScriptSource = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
