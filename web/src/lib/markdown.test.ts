// @vitest-environment jsdom
// DOMPurify needs a faithful DOM: happy-dom lets scripts and handlers through, jsdom behaves like a browser.
import katex from 'katex';
import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('markdown', () => {
  test('renders and strips scripts, handlers and javascript: links', () => {
    const html = renderMarkdown('**bold** <script>alert(1)</script><img src=x onerror="alert(1)"> [x](javascript:alert(1))');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/<script|onerror|javascript:/);
  });

  test('typesets $...$ and $$...$$ with KaTeX when given it, and leaves them as text without', () => {
    expect(renderMarkdown('sum $a+b$')).toContain('$a+b$');
    const html = renderMarkdown('sum $a+b$\n\n$$\\frac{1}{2}$$', katex);
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).not.toContain('$a+b$');
  });
});
