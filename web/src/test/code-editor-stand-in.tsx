// Monaco does not run in happy-dom: page tests swap the code editor for a plain text box with the same test id:
//   vi.mock('<to src>/components/code-editor/code-editor.tsx', () => import('<to src>/test/code-editor-stand-in.tsx'));
import type { CodeEditorProps } from '../components/code-editor/editor-props.ts';

export function CodeEditor({ value, onChange }: CodeEditorProps) {
  return <textarea data-testid="code-editor" value={value} onChange={(e) => onChange?.(e.currentTarget.value)} />;
}
