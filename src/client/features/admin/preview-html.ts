const DROP = 'script,style,iframe,frame,object,embed,link,meta,base,form,noscript,template,title'

/**
 * A draft made inert for the live preview (the server sanitises on save): parsed as the content of a
 * <template> (inert: nothing runs or loads), then scripts, frames, handlers and script URLs removed.
 */
export function inertPreview(html: string): string {
  if (typeof document === 'undefined') return ''
  const template = document.createElement('template')
  // Handlers are cut before parsing too, so the page's CSP never has to refuse one.
  template.innerHTML = html.replace(/\s(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
  const root = template.content
  for (const el of root.querySelectorAll(DROP)) el.remove()
  for (const el of root.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const value = [...attr.value]
        .filter((c) => c > ' ')
        .join('')
        .toLowerCase()
      if (attr.name.startsWith('on') || /^(javascript|vbscript|data):/.test(value))
        el.removeAttribute(attr.name)
    }
  }
  const holder = document.createElement('div')
  holder.append(root)
  return holder.innerHTML
}
