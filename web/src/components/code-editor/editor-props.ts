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
