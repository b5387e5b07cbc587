import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { CodeEditorProps } from './editor-props.ts';
import { editorLanguage } from './editor-language.ts';
import './monaco-setup.ts';

type Instance = Parameters<OnMount>[0];

/**
 * The Monaco editor itself; loaded only through `CodeEditor`. The editor owns its text: a `value` that is only
 * the echo of what it reported (possibly stale while fast typing re-renders) is ignored, so no keystroke is
 * lost; any other value (reset, a template, fetched code) replaces the text.
 */
export default function MonacoEditor({ value, onChange, language, theme = 'vs', fontSize = 14, tabSize = 4, readOnly = false, height }: CodeEditorProps) {
  const editor = useRef<Instance | null>(null);
  const echoes = useRef<string[]>([]);
  useEffect(() => {
    const own = echoes.current.indexOf(value);
    if (own >= 0) {
      echoes.current.splice(0, own + 1);
      return;
    }
    echoes.current = [];
    if (editor.current && editor.current.getValue() !== value) editor.current.setValue(value);
  }, [value]);
  return (
    <Editor
      height={height}
      language={editorLanguage(language)}
      theme={theme}
      defaultValue={value}
      onMount={(instance) => {
        editor.current = instance;
      }}
      onChange={(v = '') => {
        echoes.current.push(v);
        onChange?.(v);
      }}
      options={{
        fontSize,
        tabSize,
        readOnly,
        domReadOnly: readOnly,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        automaticLayout: true,
        renderLineHighlight: readOnly ? 'none' : 'line',
      }}
    />
  );
}
