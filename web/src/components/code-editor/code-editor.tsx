import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './editor-props.ts';

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
