import TurndownService from 'turndown';

/** `$$...$$` or `$...$` as web/src/lib/markdown.ts reads them; the group keeps them in split()'s result. */
const MATH = /(\$\$[\s\S]+?\$\$|\$(?:\\.|[^\\$\n])+?\$)/;

/**
 * A site's statement HTML as the Markdown our statements use (rendered by web/src/lib/markdown.ts: GFM with `$...$`
 * and `$$...$$` math). Images and links become absolute on the site, so they keep working from our pages; scripts,
 * styles and forms are dropped, so nothing of the site runs here.
 */
export function statementMarkdown(html: string, pageUrl: string): string {
  const absolute = (ref: string) => {
    try {
      const url = new URL(ref, pageUrl);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
    } catch {
      return '';
    }
  };
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  service.remove(['script', 'style', 'form', 'iframe', 'object', 'embed', 'noscript']);
  // Markdown escapes (`a\_i`) inside math would reach KaTeX as written: math in a text node is kept verbatim
  const escape = service.escape.bind(service);
  service.escape = (text) =>
    text
      .split(MATH)
      .map((part, i) => (i % 2 ? part : escape(part)))
      .join('');
  service.addRule('absolute-images', {
    filter: 'img',
    replacement: (_content, node) => {
      // an element (the filter is 'img'); typed by what it offers, so the file checks with and without the DOM lib (web/e2e reaches it)
      const img = node as unknown as { getAttribute(name: string): string | null };
      const src = absolute(img.getAttribute('src') ?? '');
      return src ? `![${(img.getAttribute('alt') ?? '').replace(/[[\]]/g, '')}](${src})` : '';
    },
  });
  service.addRule('absolute-links', {
    filter: (node) => node.nodeName === 'A' && !!node.getAttribute('href'),
    replacement: (content, node) => {
      const href = absolute(node.getAttribute('href') ?? '');
      return href ? `[${content}](${href})` : content;
    },
  });
  return service.turndown(html).trim();
}
