import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { EDITOR_THEMES, type EditorTheme } from '../../../components/code-editor/editor-props.ts';
import { FONT_SIZES, TAB_SIZES, type EditorPrefs } from '../editor-state.ts';

interface Props {
  prefs: EditorPrefs;
  languages: string[];
  onLanguage: (language: string) => void;
  onPrefs: (change: Partial<Omit<EditorPrefs, 'language'>>) => void;
  onReset: () => void;
  /** Absent where the last accepted code is not offered (an exam). */
  onLastAc?: (() => void) | undefined;
  lastAcLoading: boolean;
}

/** Language, theme, font size, tab size, reset to the template (asks first) and, where offered, the last accepted code. */
export function EditorToolbar({ prefs, languages, onLanguage, onPrefs, onReset, onLastAc, lastAcLoading }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mb="xs" wrap="wrap">
      <Select size="xs" w={150} aria-label={t('problem.language')} data={languages} value={prefs.language} onChange={(v) => v && onLanguage(v)} allowDeselect={false} data-testid="language-select" />
      <Select
        size="xs"
        w={110}
        aria-label={t('problem.theme')}
        data={EDITOR_THEMES.map((th) => ({ value: th, label: t(`problem.themes.${th}`) }))}
        value={prefs.theme}
        onChange={(v) => v && onPrefs({ theme: v as EditorTheme })}
        allowDeselect={false}
      />
      <Select
        size="xs"
        w={90}
        aria-label={t('problem.fontSize')}
        data={FONT_SIZES.map((n) => ({ value: String(n), label: `${n} px` }))}
        value={String(prefs.fontSize)}
        onChange={(v) => v && onPrefs({ fontSize: Number(v) })}
        allowDeselect={false}
      />
      <Select
        size="xs"
        w={110}
        aria-label={t('problem.tabSize')}
        data={TAB_SIZES.map((n) => ({ value: String(n), label: t('problem.tabSpaces', { count: n }) }))}
        value={String(prefs.tabSize)}
        onChange={(v) => v && onPrefs({ tabSize: Number(v) })}
        allowDeselect={false}
      />
      <ConfirmButton size="xs" variant="default" question={t('problem.resetConfirm')} onConfirm={onReset}>
        {t('problem.resetCode')}
      </ConfirmButton>
      {onLastAc && (
        <Button size="xs" variant="default" onClick={onLastAc} loading={lastAcLoading} data-testid="last-ac">
          {t('problem.lastAc')}
        </Button>
      )}
    </Group>
  );
}
