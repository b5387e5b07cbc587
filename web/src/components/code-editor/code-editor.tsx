import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** Monaco's built-in themes. */
export const EDITOR_THEMES = ['vs', 'vs-dark', 'hc-black'] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** A judge language name (`C++ 17`); the highlighting follows it. */
  language: string;
  theme?: EditorTheme;
  fontSize?: number;
  tabSize?: number;
  readOnly?: boolean;
  height: number | string;
}

// Monaco (about 1 MB) loads with the first editor on screen, never with the pages that have none.
const MonacoEditor = lazy(() => import('./monaco-editor.tsx'));

/** The code editor: Monaco bundled with the app and loaded on first use. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <div data-testid="code-editor" style={{ height: props.height }}>
      <Suspense
        fallback={
          <Center h="100%">
            <Loader />
          </Center>
        }
      >
        <MonacoEditor {...props} />
      </Suspense>
    </div>
  );
}
