import { createHash } from 'node:crypto'

// The UI kit's colour-scheme script (what Mantine's ColorSchemeScript renders for a light default): it
// must run before the first paint, so it is inline. Its fixed text is allowed by hash in the CSP, so a page
// shared by every signed-out visitor needs no per-response nonce.
const body = `try {
  var _colorScheme = window.localStorage.getItem("mantine-color-scheme-value");
  var colorScheme = _colorScheme === "light" || _colorScheme === "dark" || _colorScheme === "auto" ? _colorScheme : "light";
  var computedColorScheme = colorScheme !== "auto" ? colorScheme : window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", computedColorScheme);
} catch (e) {}
`

export const colorSchemeScript = `<script data-mantine-script="true">${body}</script>`

/** The CSP source that allows `colorSchemeScript`. */
export const colorSchemeScriptSource = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
