import DOMPurify from 'dompurify';
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';

export type Katex = (typeof import('katex'))['default'];

const mathExtensions = (katex: Katex): TokenizerAndRendererExtension[] => {
  const render = (text: string, displayMode: boolean) => katex.renderToString(text, { displayMode, throwOnError: false });
  return [
    {
      name: 'blockMath',
      level: 'block',
      start: (src) => src.indexOf('$$'),
      tokenizer(src) {
        const m = /^\$\$([\s\S]+?)\$\$(?:\n|$)/.exec(src);
        return m ? { type: 'blockMath', raw: m[0], text: (m[1] ?? '').trim() } : undefined;
      },
      renderer: (token) => `<p>${render((token as Tokens.Generic).text as string, true)}</p>`,
    },
    {
      name: 'inlineMath',
      level: 'inline',
      start: (src) => src.indexOf('$'),
      tokenizer(src) {
        const m = /^\$((?:\\.|[^\\$\n])+?)\$/.exec(src);
        return m ? { type: 'inlineMath', raw: m[0], text: m[1] ?? '' } : undefined;
      },
      renderer: (token) => render((token as Tokens.Generic).text as string, false),
    },
  ];
};

const plain = new Marked({ gfm: true, breaks: true });
let withMath: { katex: Katex; marked: Marked } | undefined;

/** Markdown to sanitised HTML; math is typeset when KaTeX is given (it is loaded only for texts that use it). */
export function renderMarkdown(source: string, katex?: Katex): string {
  let marked = plain;
  if (katex) {
    if (withMath?.katex !== katex) withMath = { katex, marked: new Marked({ gfm: true, breaks: true }, { extensions: mathExtensions(katex) }) };
    marked = withMath.marked;
  }
  const html = marked.parse(source, { async: false });
  // DOMPurify passes input through untouched where it cannot work; show the text escaped there instead.
  if (!DOMPurify.isSupported) return html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return DOMPurify.sanitize(html);
}
