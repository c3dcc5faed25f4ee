/*
 * ProcessorMatch embed snippet. Paste where the assessment should appear:
 *
 *   <div id="processormatch-embed"></div>
 *   <script src="https://YOUR-PROCESSORMATCH-HOST/embed.js" async></script>
 *
 * Options (attributes on the container): data-height="760" (pixels), data-auto-start (opens the
 * start-assessment dialog on load), data-path="/assessment/start" (page to show, default the home screen).
 * Any element with the attribute data-processormatch-start starts the assessment when clicked.
 * From your own script: window.ProcessorMatch.startAssessment().
 */
;(() => {
  var script = document.currentScript
  var origin = new URL(script ? script.src : window.location.href).origin
  var START = 'processormatch:start-assessment'
  var READY = 'processormatch:ready'
  var container = document.getElementById('processormatch-embed') || document.querySelector('[data-processormatch-embed]')
  if (!container) {
    console.error('ProcessorMatch: add <div id="processormatch-embed"></div> where the assessment should appear.')
    return
  }
  if (container.querySelector('iframe')) return

  var path = container.getAttribute('data-path') || '/'
  var src = new URL('/embed' + (path === '/' ? '' : path), origin)
  if (container.hasAttribute('data-auto-start')) src.searchParams.set('autoStart', '1')

  var iframe = document.createElement('iframe')
  iframe.src = src.href
  iframe.title = container.getAttribute('data-title') || 'Find your payment processor'
  iframe.loading = 'lazy'
  iframe.style.width = '100%'
  iframe.style.border = '0'
  iframe.style.display = 'block'
  iframe.style.height = (Number(container.getAttribute('data-height')) || 760) + 'px'
  container.appendChild(iframe)

  var ready = false
  var pending = 0
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    if (event.data && event.data.type === READY) {
      ready = true
      for (; pending > 0; pending--) send()
    }
  })
  function send() {
    iframe.contentWindow.postMessage({ type: START }, origin)
  }

  window.ProcessorMatch = window.ProcessorMatch || {}
  /** Opens the start-assessment dialog inside the frame (queued until the frame is ready). */
  window.ProcessorMatch.startAssessment = () => {
    if (ready) send()
    else pending = 1
  }
  document.addEventListener('click', (event) => {
    var target = event.target
    if (target && target.closest && target.closest('[data-processormatch-start]')) {
      event.preventDefault()
      window.ProcessorMatch.startAssessment()
    }
  })
})()
