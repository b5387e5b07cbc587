import { EDITOR_THEMES, type EditorTheme } from '../../components/code-editor/editor-props.ts';

/** What the editor keeps per problem (spec 000 section 3: per-problem code and settings, and the last-used settings). */
export interface EditorPrefs {
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
}
export interface EditorState extends EditorPrefs {
  code: string;
}

export const FONT_SIZES = [12, 14, 16, 18, 20];
export const TAB_SIZES = [2, 4, 8];
const DEFAULT_PREFS: EditorPrefs = { language: '', theme: 'vs', fontSize: 14, tabSize: 4 };

const PREFS_KEY = 'editorPrefs';
/** The set whose copy of a problem keeps its own code: a contest's or an exam's. */
export interface CodeSpace {
  kind: 'contest' | 'exam';
  id: number;
}

/** Code is kept per problem, and per contest or exam for their problems (spec 000 section 4.3, spec 001 section 4). */
const codeKey = (pid: number, space?: CodeSpace) => (space ? `${space.kind}Code:${space.id}:${pid}` : `problemCode:${pid}`);

const readJson = <T>(key: string): Partial<T> => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return v && typeof v === 'object' ? (v as Partial<T>) : {};
  } catch {
    return {};
  }
};

/** Spec 000 section 4.3: keep the current language if the problem takes it, else C++ if it does, else the first. */
export function defaultLanguage(current: string, languages: readonly string[]): string {
  return languages.includes(current) ? current : languages.includes('C++') ? 'C++' : (languages[0] ?? '');
}

/** Switching language swaps in the new template only while the code is still the old one's template. */
export function codeAfterSwitch(code: string, from: string, to: string, templates: Record<string, string>): string {
  return code === (templates[from] ?? '') ? (templates[to] ?? '') : code;
}

/** The state a problem's editor opens with: its saved code and settings, else the last-used settings and the template. */
export function loadEditorState(pid: number, languages: readonly string[], templates: Record<string, string>, space?: CodeSpace): EditorState {
  const saved = readJson<EditorState>(codeKey(pid, space));
  const prefs = { ...DEFAULT_PREFS, ...readJson<EditorPrefs>(PREFS_KEY), ...saved };
  const language = defaultLanguage(prefs.language, languages);
  return {
    language,
    theme: EDITOR_THEMES.includes(prefs.theme) ? prefs.theme : DEFAULT_PREFS.theme,
    fontSize: FONT_SIZES.includes(prefs.fontSize) ? prefs.fontSize : DEFAULT_PREFS.fontSize,
    tabSize: TAB_SIZES.includes(prefs.tabSize) ? prefs.tabSize : DEFAULT_PREFS.tabSize,
    code: saved.code || templates[language] || '',
  };
}

export function saveEditorState(pid: number, state: EditorState, space?: CodeSpace) {
  const { code: _code, ...prefs } = state;
  localStorage.setItem(codeKey(pid, space), JSON.stringify(state));
  localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
}
