import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 001 section 2.8: the markdown helpers of the comment box (the discussion editor has them too). */
export const MARKDOWN_SNIPPETS = {
  inlineCode: { glyph: '`c`', text: '`code`' },
  codeBlock: { glyph: '```', text: '\n```\ncode block\n```\n' },
  link: { glyph: '[a]', text: '[link](https://)' },
  unorderedList: { glyph: '•', text: '\n- ' },
  orderedList: { glyph: '1.', text: '\n1. ' },
} as const;

export type SnippetKey = keyof typeof MARKDOWN_SNIPPETS;

/** `text` put in place of the selection [start, end) of `value`; the caret goes after it. */
export function insertText(value: string, start: number, end: number, text: string) {
  return {
    value: value.slice(0, start) + text + value.slice(end),
    caret: start + text.length,
  };
}

/**
 * Inserting into a controlled text box at its caret (at the end when it never had focus): returns the box's ref
 * and `insert`, which hands the new value to `onChange` and puts the caret after the text.
 */
export function useTextInsert(value: string, onChange: (value: string) => void) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const insert = (text: string) => {
    const box = ref.current;
    const start = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? value.length;
    const next = insertText(value, start, end, text);
    onChange(next.value);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  };
  return { ref: ref as RefObject<HTMLTextAreaElement>, insert };
}

/** The five helpers as small buttons, each showing its markdown in miniature; each inserts its snippet. */
export function MarkdownHelpers({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {(Object.keys(MARKDOWN_SNIPPETS) as SnippetKey[]).map((key) => (
        <Tooltip key={key} label={t(`markdownTools.${key}`)} withArrow>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={t(`markdownTools.${key}`)} onClick={() => onInsert(MARKDOWN_SNIPPETS[key].text)} data-testid={`md-${key}`}>
            <span style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 }}>{MARKDOWN_SNIPPETS[key].glyph}</span>
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
