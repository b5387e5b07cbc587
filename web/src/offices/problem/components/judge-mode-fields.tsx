import { Alert, Badge, Button, Code, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { JUDGE_MODES, type JudgeMode } from '@oj/shared/enums';
import type { Language } from '@oj/shared/schemas/home';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor.tsx';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useProblemBank } from '../api/admin-problem-api.ts';
import { spjKey, type ProblemForm } from '../problem-form.ts';

type Fields = Pick<ProblemForm, 'judgeMode' | 'spjLanguage' | 'spjCode' | 'compiled' | 'judgeExtraFile'>;

interface Props {
  all: Language[];
  form: Fields;
  onChange: (patch: Partial<Fields>) => void;
  error?: string | undefined;
}

/**
 * The judge mode and, for a special judge or an interactor, its code and language, compiled on a judge before the
 * problem may be saved (with the judge's extra files, which the code may include).
 */
export function JudgeModeFields({ all, form, onChange, error }: Props) {
  const { t } = useTranslation('adminProblem');
  const judged = form.judgeMode !== 'default';
  const bank = useProblemBank();
  // what was compiled is remembered by its key: an edit of the code or language after it needs a new compile
  const compile = useMutation({
    mutationFn: ({ mode }: { mode: 'spj' | 'interactive'; key: string }) =>
      bank.compile(mode, {
        code: form.spjCode,
        language: form.spjLanguage ?? '',
        extraFiles: Object.fromEntries(form.judgeExtraFile.map((f) => [f.name.trim(), f.content])),
      }),
    onSuccess: (_, { key }) => {
      toast.success(t('form.compiled'));
      onChange({ compiled: key });
    },
  });
  const compiledNow = judged && form.compiled === spjKey(form);
  const runCompile = () => form.judgeMode !== 'default' && compile.mutate({ mode: form.judgeMode, key: spjKey(form) });
  const failure = compile.error instanceof ApiError ? compile.error.msg : compile.error ? String(compile.error) : null;
  return (
    <Stack gap="sm">
      <Radio.Group label={t('form.judgeMode')} value={form.judgeMode} onChange={(v) => onChange({ judgeMode: v as JudgeMode })}>
        <Group mt={6}>
          {JUDGE_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`judgeMode.${mode}`)} data-testid={`judge-mode-${mode}`} />
          ))}
        </Group>
      </Radio.Group>
      {judged && (
        <>
          <Group align="flex-end">
            <Select
              label={t('form.spjLanguage')}
              w={240}
              value={form.spjLanguage}
              onChange={(spjLanguage) => onChange({ spjLanguage })}
              data={all.filter((l) => l.isSpj).map((l) => l.name)}
              data-testid="spj-language"
            />
            <Button variant="light" onClick={runCompile} loading={compile.isPending} disabled={!form.spjCode.trim() || !form.spjLanguage} data-testid="compile-spj">
              {t('form.compile')}
            </Button>
            {compiledNow && (
              <Badge color="green" mb={8} data-testid="spj-compiled">
                {t('form.compiledBadge')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t(form.judgeMode === 'spj' ? 'form.spjHint' : 'form.interactiveHint')}
          </Text>
          <CodeEditor language={form.spjLanguage ?? 'C++'} value={form.spjCode} onChange={(spjCode) => onChange({ spjCode })} height={320} />
          {failure && !compiledNow && (
            <Alert color="red" title={t('form.compileError')} data-testid="compile-error">
              <Code block>{failure}</Code>
            </Alert>
          )}
          {error && (
            <Text c="red" size="sm" data-testid="error-spj">
              {error}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
