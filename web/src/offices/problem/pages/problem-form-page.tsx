import { Alert, Anchor, Button, Card, Center, Divider, Group, Loader, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { RemoteOj } from '@oj/shared';
import { ProblemAuth, ProblemType } from '@oj/shared/enums';
import type { Language } from '@oj/shared/schemas/home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { ApiError } from '../../../lib/http.ts';
import { REMOTE_JUDGE_SITES } from '../../../lib/remote-judges.ts';
import { toast } from '../../../lib/toast.ts';
import { bankProblemQuery, languagesQuery, useProblemBank } from '../api/admin-problem-api.ts';
import { ExamplesFields } from '../components/examples-fields.tsx';
import { ExtraFilesFields } from '../components/extra-files-fields.tsx';
import { FieldMessage, useErrorText } from '../components/field-error.tsx';
import { JudgeModeFields } from '../components/judge-mode-fields.tsx';
import { LanguageFields } from '../components/language-fields.tsx';
import { TagPicker } from '../components/tag-picker.tsx';
import { TestCaseFields } from '../components/test-case-fields.tsx';
import { PROBLEM_LIST_PATH } from '../paths.ts';
import { AUTH_LABELS, checkProblemForm, formFromProblem, newProblemForm, problemBody, withType, type ProblemErrors, type ProblemForm } from '../problem-form.ts';

const DIFFICULTIES = [0, 1, 2] as const;

// Typing in one field re-renders only that field's editor: these take stable setters (below) and skip a render
// when their own value did not change (the autosizing text boxes measure themselves on every render).
const MemoMarkdown = memo(MarkdownEditor);
const MemoExamples = memo(ExamplesFields);
const MemoExtraFiles = memo(ExtraFilesFields);
const MemoTags = memo(TagPicker);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider label={title} labelPosition="left" />
      {children}
    </>
  );
}

/** Where a remote problem comes from and is judged, with its page there (its source). */
function RemoteOrigin({ remoteOj, source }: { remoteOj: string; source: string }) {
  const { t } = useTranslation('adminProblem');
  const site = REMOTE_JUDGE_SITES[remoteOj as RemoteOj]?.name ?? remoteOj;
  return (
    <Alert color="grape" variant="light" title={t('form.remoteTitle', { site, key: remoteOj })} data-testid="remote-origin">
      <Stack gap={4}>
        <Text size="sm">{t('form.remoteNote', { site })}</Text>
        {/^https?:\/\//i.test(source) && (
          <Anchor href={source} target="_blank" rel="noopener noreferrer" size="sm" data-testid="remote-source">
            {t('form.remoteSource', { site })}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

interface ViewProps {
  initial: ProblemForm;
  languages: Language[];
  /** Where the form goes back to (after a save too). */
  listPath: string;
  /** A group's short name, shown before the problem id (spec 002 2.4: the stored id has none). */
  prefix?: string | undefined;
}

/**
 * Spec 002 2.12 problem/create and problem/edit (and a group's problem, spec 002 2.4): every field of a problem,
 * each rule shown at its field before sending; saved in the bank of ProblemBankContext.
 */
function ProblemFormView({ initial, languages, listPath, prefix }: ViewProps) {
  const { t } = useTranslation('adminProblem');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bank = useProblemBank();
  const errorText = useErrorText();
  const [form, setForm] = useState(initial);
  // Rules show once a save was tried, then follow every edit.
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = useCallback((patch: Partial<ProblemForm>) => setForm((f) => ({ ...f, ...patch })), []);
  const setField = useMemo(() => {
    const field =
      <K extends keyof ProblemForm>(key: K) =>
      (value: ProblemForm[K]) =>
        setForm((f) => ({ ...f, [key]: value }));
    return {
      description: field('description'),
      input: field('input'),
      output: field('output'),
      hint: field('hint'),
      examples: field('examples'),
      tags: field('tags'),
      userExtraFile: field('userExtraFile'),
      judgeExtraFile: field('judgeExtraFile'),
    };
  }, []);
  const errors: ProblemErrors = tried ? checkProblemForm(form) : {};
  const err = (field: keyof ProblemErrors) => errorText(errors[field]);
  const editing = form.id !== null;

  const save = useMutation({
    mutationFn: () => (editing ? bank.update(problemBody(form)) : bank.create(problemBody(form))),
    onSuccess: () => {
      toast.success(t(editing ? 'form.updated' : 'form.created'));
      void queryClient.invalidateQueries({ queryKey: bank.key });
      void navigate(listPath);
    },
    // The server's refusal is toasted by the call itself; it also stays by the button.
    onError: (e) => setRefusal(e instanceof ApiError ? e.msg : String(e)),
  });

  const submit = () => {
    setTried(true);
    setRefusal(null);
    const broken = Object.values(checkProblemForm(form));
    if (broken.length) {
      toast.error(t('form.fixFields', { n: broken.length, first: errorText(broken[0]) }));
      return;
    }
    save.mutate();
  };

  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        {editing ? t('route.edit') : t('route.create')}
      </Title>
      <Stack gap="md" data-testid="problem-form">
        {form.remoteOj !== null && <RemoteOrigin remoteOj={form.remoteOj} source={form.source} />}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t('form.problemId')}
            required
            leftSection={prefix}
            leftSectionWidth={prefix ? Math.max(36, prefix.length * 9 + 16) : undefined}
            value={form.problemId}
            onChange={(e) => set({ problemId: e.currentTarget.value })}
            error={err('problemId')}
            data-testid="problem-display-id"
          />
          <TextInput label={t('form.title')} required value={form.title} onChange={(e) => set({ title: e.currentTarget.value })} error={err('title')} data-testid="problem-title" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <NumberInput
            label={t('form.timeLimit')}
            required
            min={100}
            allowDecimal={false}
            value={form.timeLimit}
            onChange={(timeLimit) => set({ timeLimit })}
            error={err('timeLimit')}
            data-testid="time-limit"
          />
          <NumberInput
            label={t('form.memoryLimit')}
            required
            min={16}
            allowDecimal={false}
            value={form.memoryLimit}
            onChange={(memoryLimit) => set({ memoryLimit })}
            error={err('memoryLimit')}
            data-testid="memory-limit"
          />
          <NumberInput
            label={t('form.stackLimit')}
            required
            min={1}
            allowDecimal={false}
            value={form.stackLimit}
            onChange={(stackLimit) => set({ stackLimit })}
            error={err('stackLimit')}
            data-testid="stack-limit"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <MemoMarkdown minRows={6} label={t('form.description')} value={form.description} onChange={setField.description} data-testid="problem-description" />
          <FieldMessage errors={errors} field="description" />
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap={4}>
            <MemoMarkdown minRows={4} required label={t('form.input')} value={form.input} onChange={setField.input} data-testid="problem-input" />
            <FieldMessage errors={errors} field="input" />
          </Stack>
          <Stack gap={4}>
            <MemoMarkdown minRows={4} required label={t('form.output')} value={form.output} onChange={setField.output} data-testid="problem-output" />
            <FieldMessage errors={errors} field="output" />
          </Stack>
        </SimpleGrid>
        <MemoExamples rows={form.examples} onChange={setField.examples} />
        <FieldMessage errors={errors} field="examples" />
        <Stack gap={4}>
          <MemoMarkdown minRows={4} label={t('form.hint')} value={form.hint} onChange={setField.hint} data-testid="problem-hint" />
          <FieldMessage errors={errors} field="hint" />
        </Stack>
        <TextInput label={t('form.source')} value={form.source} onChange={(e) => set({ source: e.currentTarget.value })} error={err('source')} data-testid="problem-source" />

        <Section title={t('form.settings')}>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Radio.Group label={t('form.type')} value={String(form.type)} onChange={(v) => setForm((f) => withType(f, v === '1' ? ProblemType.OI : ProblemType.ACM))}>
              <Group mt={6}>
                <Radio value="0" label="ACM" data-testid="type-acm" />
                <Radio value="1" label="OI" data-testid="type-oi" />
              </Group>
            </Radio.Group>
            <Select
              label={t('form.difficulty')}
              value={String(form.difficulty)}
              onChange={(v) => v !== null && set({ difficulty: Number(v) as ProblemForm['difficulty'] })}
              allowDeselect={false}
              data={DIFFICULTIES.map((d) => ({ value: String(d), label: t(`difficulty.${d}`) }))}
              data-testid="difficulty"
            />
            <Select
              label={t('form.auth')}
              value={String(form.auth)}
              onChange={(v) => v !== null && set({ auth: Number(v) as ProblemAuth })}
              allowDeselect={false}
              disabled={bank.contestProblem}
              // a group's problem is public or private in the group; its contests make their own (spec 002 section 4)
              data={Object.values(ProblemAuth).map((a) => ({ value: String(a), label: t(AUTH_LABELS[a]), disabled: bank.gid !== null && a === ProblemAuth.PROTECTED }))}
              data-testid="problem-auth-select"
            />
          </SimpleGrid>
          <MemoTags value={form.tags} onChange={setField.tags} error={err('tags')} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Switch label={t('form.codeShare')} checked={form.codeShare} onChange={(e) => set({ codeShare: e.currentTarget.checked })} />
            <Switch label={t('form.removeEndBlank')} checked={form.isRemoveEndBlank} onChange={(e) => set({ isRemoveEndBlank: e.currentTarget.checked })} />
            <Switch label={t('form.openCaseResult')} checked={form.openCaseResult} onChange={(e) => set({ openCaseResult: e.currentTarget.checked })} />
          </SimpleGrid>
        </Section>

        <Section title={t('form.languagesSection')}>
          <LanguageFields all={languages} form={form} onChange={set} languagesError={err('languages')} templatesError={err('templates')} />
        </Section>

        {form.remoteOj === null && (
          <>
            <Section title={t('form.judgeSection')}>
              <JudgeModeFields all={languages} form={form} onChange={set} error={err('spj')} />
              <Stack gap={6}>
                <Switch label={t('form.fileIO')} checked={form.isFileIO} onChange={(e) => set({ isFileIO: e.currentTarget.checked })} data-testid="file-io" />
                {form.isFileIO && (
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    <TextInput
                      label={t('form.ioRead')}
                      required
                      placeholder="input.txt"
                      value={form.ioReadFileName}
                      onChange={(e) => set({ ioReadFileName: e.currentTarget.value })}
                      data-testid="io-read"
                    />
                    <TextInput
                      label={t('form.ioWrite')}
                      required
                      placeholder="output.txt"
                      value={form.ioWriteFileName}
                      onChange={(e) => set({ ioWriteFileName: e.currentTarget.value })}
                      data-testid="io-write"
                    />
                  </SimpleGrid>
                )}
                <FieldMessage errors={errors} field="fileIO" />
              </Stack>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <MemoExtraFiles
                  label={t('form.userExtraFile')}
                  description={t('form.userExtraFileHint')}
                  rows={form.userExtraFile}
                  onChange={setField.userExtraFile}
                  error={err('userExtraFile')}
                  data-testid="user-extra-files"
                />
                <MemoExtraFiles
                  label={t('form.judgeExtraFile')}
                  description={t('form.judgeExtraFileHint')}
                  rows={form.judgeExtraFile}
                  onChange={setField.judgeExtraFile}
                  error={err('judgeExtraFile')}
                  data-testid="judge-extra-files"
                />
              </SimpleGrid>
            </Section>

            <Section title={t('form.casesSection')}>
              <TestCaseFields form={form} onChange={(change) => setForm((f) => ({ ...f, ...change(f) }))} caseModeError={err('judgeCaseMode')} casesError={err('cases')} />
            </Section>
          </>
        )}

        {refusal && (
          <Alert color="red" data-testid="form-refusal">
            {refusal}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending} data-testid="save-problem">
            {t('form.save')}
          </Button>
          <Button variant="default" component={Link} to={listPath}>
            {t('form.back')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A read the form waits for: a loader, or its refusal in the page's language (no such problem, not the caller's to edit). */
function Waiting({ error, listPath }: { error: Error | null; listPath: string }) {
  const { t } = useTranslation('adminProblem');
  if (!error)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Alert color="red" data-testid="problem-unavailable">
      {error.message}{' '}
      <Anchor component={Link} to={listPath}>
        {t('form.back')}
      </Anchor>
    </Alert>
  );
}

/** The problem id as its form edits it: a group's problem without the group's short name (kept when it is not there). */
const withoutPrefix = (problemId: string, prefix: string | undefined) => (prefix && problemId.toLowerCase().startsWith(prefix.toLowerCase()) ? problemId.slice(prefix.length) : problemId);

interface EditorProps {
  /** The problem edited; none to create one (every language chosen to start with). */
  pid?: number | undefined;
  listPath: string;
  prefix?: string | undefined;
}

/** The problem form of ProblemBankContext's bank: a new problem, or the pid read fresh. */
export function ProblemEditor({ pid, listPath, prefix }: EditorProps) {
  const bank = useProblemBank();
  const languages = useQuery(languagesQuery());
  const problem = useQuery({ ...bankProblemQuery(bank, pid ?? 0), enabled: pid !== undefined });
  if (!languages.data) return <Waiting error={languages.error} listPath={listPath} />;
  if (pid !== undefined) {
    if (!problem.data) return <Waiting error={problem.error} listPath={listPath} />;
    const initial = formFromProblem(problem.data);
    // keyed by the problem alone: a refetch (the window refocused) must not reset what is being typed
    return <ProblemFormView key={pid} initial={{ ...initial, problemId: withoutPrefix(initial.problemId, prefix) }} languages={languages.data} listPath={listPath} prefix={prefix} />;
  }
  // the form keeps its first `initial`: a new one each render changes nothing
  const fresh = { ...newProblemForm(), languages: languages.data.map((l) => l.name), ...(bank.contestProblem ? { auth: ProblemAuth.PROTECTED } : {}) };
  return <ProblemFormView key="create" initial={fresh} languages={languages.data} listPath={listPath} prefix={prefix} />;
}

/** /admin/problem/create and /admin/problem/edit/:problemId (the pid). */
export function ProblemFormPage() {
  const param = useParams().problemId;
  return <ProblemEditor pid={param === undefined ? undefined : Number(param)} listPath={PROBLEM_LIST_PATH} />;
}
