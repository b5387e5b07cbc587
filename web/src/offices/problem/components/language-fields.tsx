import { Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import type { Language } from '@oj/shared/schemas/home';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor.tsx';
import type { ProblemForm } from '../problem-form.ts';

interface Props {
  all: Language[];
  form: Pick<ProblemForm, 'languages' | 'templates'>;
  onChange: (patch: Pick<ProblemForm, 'languages' | 'templates'>) => void;
  languagesError?: string | undefined;
  templatesError?: string | undefined;
}

/** The languages a problem accepts, and per language an optional code template (the editor's starting code, not empty when on). */
export function LanguageFields({ all, form, onChange, languagesError, templatesError }: Props) {
  const { t } = useTranslation('adminProblem');
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked && form.languages.includes(picked) ? picked : (form.languages[0] ?? null);
  const template = shown ? form.templates[shown] : undefined;
  const setTemplate = (language: string, patch: Partial<{ code: string; enabled: boolean }>) => {
    const current = form.templates[language] ?? { code: all.find((l) => l.name === language)?.template ?? '', enabled: false };
    onChange({ languages: form.languages, templates: { ...form.templates, [language]: { ...current, ...patch } } });
  };
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('form.languages')}
        required
        value={form.languages}
        onChange={(languages) => onChange({ languages: all.map((l) => l.name).filter((name) => languages.includes(name)), templates: form.templates })}
        error={languagesError}
        data-testid="languages"
      >
        <Group mt={6} gap="md">
          {all.map((l) => (
            <Checkbox key={l.name} value={l.name} label={l.name} />
          ))}
        </Group>
      </Checkbox.Group>
      <Stack gap={6}>
        <Text fw={500} size="sm">
          {t('form.templates')}
        </Text>
        <Group align="flex-end">
          <Select
            label={t('form.templateLanguage')}
            w={240}
            value={shown}
            onChange={setPicked}
            allowDeselect={false}
            data={form.languages.map((name) => ({ value: name, label: form.templates[name]?.enabled ? `${name} ✓` : name }))}
            data-testid="template-language"
          />
          {shown && <Switch mb={8} label={t('form.templateOn')} checked={!!template?.enabled} onChange={(e) => setTemplate(shown, { enabled: e.currentTarget.checked })} data-testid="template-on" />}
        </Group>
        {shown && template?.enabled && <CodeEditor language={shown} value={template.code} onChange={(code) => setTemplate(shown, { code })} height={260} />}
        {templatesError && (
          <Text c="red" size="sm">
            {templatesError}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
