import { Typography } from '@mantine/core'
import { type ComponentProps, useId, useState } from 'react'
import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'

const isExternal = (href: string | undefined) => Boolean(href && /^https?:\/\//i.test(href))

/** The markup the server rendered for this element, when the browser is hydrating it. */
const servedMarkup = (id: string) =>
  typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)

/**
 * Renders post markdown. react-markdown's defaults are the safety rule: raw HTML stays text and
 * link/image URLs keep only http(s), irc(s), mailto, xmpp or relative targets.
 *
 * Hydrating a server-rendered post keeps the server's markup for the markdown it was rendered from: the
 * browser does not parse the post again, nor build a component for each of its elements (on a phone, that
 * was most of the page's blocking time). Other markdown (a post opened in the app, the editor's preview as
 * the author types) is rendered here.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  const id = useId()
  const [served] = useState(() => ({ markdown, html: servedMarkup(id) }))
  if (served.html !== null && served.markdown === markdown)
    return (
      <Typography
        key="served"
        id={id}
        className="markdown-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own markup, as this component rendered it on the server
        dangerouslySetInnerHTML={{ __html: served.html }}
      />
    )
  return (
    <Typography key="rendered" id={id} className="markdown-content">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ node: _node, href, ...props }: ComponentProps<'a'> & { node?: unknown }) =>
            isExternal(href) ? (
              <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
            ) : (
              <a href={href} {...props} />
            ),
          table: ({ node: _node, ...props }: ComponentProps<'table'> & { node?: unknown }) => (
            <div style={{ overflowX: 'auto' }}>
              <table {...props} />
            </div>
          ),
          // A checklist item's box says whether it is done (the item's text follows it).
          input: ({ node: _node, ...props }: ComponentProps<'input'> & { node?: unknown }) =>
            props.type === 'checkbox' ? (
              <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />
            ) : (
              <input {...props} />
            ),
          // An image whose URL was removed as unsafe is shown as its alt text.
          img: ({ node: _node, alt, src, ...props }: ComponentProps<'img'> & { node?: unknown }) =>
            src ? (
              <img
                alt={alt ?? ''}
                src={src}
                loading="lazy"
                style={{ maxWidth: '100%', height: 'auto' }}
                {...props}
              />
            ) : (
              <span>{alt}</span>
            ),
        }}
      >
        {markdown}
      </ReactMarkdown>
    </Typography>
  )
}
