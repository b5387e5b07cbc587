import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor.tsx';
import { getLastAcCode, type ProblemData } from '../api/problem-detail-api.ts';
import { codeAfterSwitch, loadEditorState, saveEditorState, type EditorState } from '../editor-state.ts';
import { useSubmit } from '../use-submit.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { SubmitStatus } from './submit-status.tsx';
import { TestRunDrawer } from './test-run-drawer.tsx';
import { parseExamples } from '@oj/shared/domain/examples';

/** Spec 000 section 9: the default editor height. */
const EDITOR_HEIGHT = 550;

/** The editor with its settings, the banners, submit with the live verdict, and the test-run drawer. */
export function CodePanel({ data }: { data: ProblemData }) {
  const { t } = useTranslation();
  const { problem, languages, codeTemplate } = data;
  const [state, setState] = useState<EditorState>(() => loadEditorState(problem.id, languages, codeTemplate));
  useEffect(() => saveEditorState(problem.id, state), [problem.id, state]);
  const [testOpen, testDrawer] = useDisclosure(false);
  const { send, submitId, live, busy } = useSubmit(problem.problemId);
  const lastAc = useMutation({
    mutationFn: () => getLastAcCode(problem.id),
    onSuccess: ({ code, language }) => setState((s) => ({ ...s, code, language: languages.includes(language) ? language : s.language })),
  });
  const body = { pid: problem.id, language: state.language, code: state.code };
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        {data.myStatus === 0 && (
          <Alert color="green" variant="light" py={6} data-testid="solved-banner">
            {t('problem.solvedBanner')}
          </Alert>
        )}
        {data.myStatus === -1 && (
          <Alert color="yellow" variant="light" py={6} data-testid="submitted-banner">
            {t('problem.submittedBanner')}
          </Alert>
        )}
        <EditorToolbar
          prefs={state}
          languages={languages}
          onLanguage={(language) => setState((s) => ({ ...s, language, code: codeAfterSwitch(s.code, s.language, language, codeTemplate) }))}
          onPrefs={(change) => setState((s) => ({ ...s, ...change }))}
          onReset={() => setState((s) => ({ ...s, code: codeTemplate[s.language] ?? '' }))}
          onLastAc={() => lastAc.mutate()}
          lastAcLoading={lastAc.isPending}
        />
        <CodeEditor
          value={state.code}
          onChange={(code) => setState((s) => ({ ...s, code }))}
          language={state.language}
          theme={state.theme}
          fontSize={state.fontSize}
          tabSize={state.tabSize}
          height={EDITOR_HEIGHT}
        />
        <Group justify="space-between" wrap="wrap">
          <div>{submitId !== null && <SubmitStatus submitId={submitId} live={live} />}</div>
          <Group gap="xs">
            <Button variant="default" onClick={testDrawer.open} data-testid="open-test-run">
              {t('problem.testRun')}
            </Button>
            <Button onClick={() => send(body)} loading={busy} data-testid="submit">
              {t('problem.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <TestRunDrawer opened={testOpen} onClose={testDrawer.close} body={body} example={parseExamples(problem.examples)[0]} />
    </Card>
  );
}
