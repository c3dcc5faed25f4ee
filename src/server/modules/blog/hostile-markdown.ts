/** Markdown that tries every known way to run script through a post body (tests only). */
export const hostileMarkdown = `# Hostile

[js](javascript:alert('js1'))
[js upper](JAVASCRIPT:alert('js2'))
[js spaced](  javascript:alert('js3'))
[js entity](jav&#x61;script:alert('js4'))
[js tab](java\tscript:alert('js5'))
[js encoded](javascript%3Aalert('js6'))
[js newline](java
script:alert('js7'))
[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
[vbs](vbscript:msgbox('vb'))
<javascript:alert('autolink')>
[ref link][r]

[r]: javascript:alert('ref')

![img](javascript:alert('img'))

<script>alert('raw-script')</script>
<img src=x onerror="alert('onerror')">
<iframe src="javascript:alert('iframe')"></iframe>
<a href="javascript:alert('raw-a')" onclick="alert('onclick')">raw link</a>
<svg onload="alert('svg')"></svg>
<div style="background:url(javascript:alert('css'))" onmouseover="alert('hover')">x</div>

[safe](https://example.com/ok) [mail](mailto:a@example.com) [rel](/blog)
`
