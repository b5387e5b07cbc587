import { languageByName } from '@oj/shared/languages';

/** The judge's languages carry a MIME type (shared/src/languages.ts); the editor wants its own language ids. */
const BY_CONTENT_TYPE: Record<string, string> = {
  'text/x-csrc': 'c',
  'text/x-c++src': 'cpp',
  'text/x-java': 'java',
  'text/x-python': 'python',
  'text/javascript': 'javascript',
  'text/x-go': 'go',
  'text/x-rustsrc': 'rust',
};

/** The editor's highlighting for a judge language name; unknown languages get plain text. */
export function editorLanguage(name: string): string {
  return BY_CONTENT_TYPE[languageByName(name)?.contentType ?? ''] ?? 'plaintext';
}
