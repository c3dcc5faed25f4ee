import { Typography } from '@mantine/core'
import type { ComponentProps } from 'react'
import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'

const isExternal = (href: string | undefined) => Boolean(href && /^https?:\/\//i.test(href))

/**
 * Renders post markdown. react-markdown's defaults are the safety rule: raw HTML stays text and
 * link/image URLs keep only http(s), irc(s), mailto, xmpp or relative targets.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Typography className="markdown-content">
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
