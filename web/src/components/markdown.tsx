import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Katex } from '../lib/markdown.ts';

type Render = (source: string, katex?: Katex) => string;

const loadRenderer = async (): Promise<Render> => (await import('../lib/markdown.ts')).renderMarkdown;
const loadKatex = async (): Promise<Katex> => {
  const [katex] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  return katex.default;
};

/** Statements and announcements write math as `$...$` and `$$...$$`. */
const hasMath = (source: string) => /\$[^$\n]+\$/.test(source) || source.includes('$$');

/**
 * Sanitised markdown. The renderer (marked, DOMPurify) loads on first use and KaTeX (script, styles and fonts,
 * all bundled) only for texts with math, so neither weighs on the first page load.
 */
export function Markdown({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([loadRenderer(), hasMath(source) ? loadKatex() : undefined]).then(([render, katex]) => {
      if (current) setHtml(render(source, katex));
    });
    return () => {
      current = false;
    };
  }, [source]);
  if (html === null) return <Loader size="sm" />;
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
