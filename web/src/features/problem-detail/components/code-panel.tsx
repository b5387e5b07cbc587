import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor.tsx';
import { ConfirmDialog } from '../../../components/confirm-button.tsx';
import { contestSubmissionPath } from '../../../lib/contest-scope.ts';
import { isContestScope, isExamScope, submitSetFields, type ProblemSetScope } from '../../../lib/problem-set-scope.ts';
import { getLastAcCode, type ProblemData } from '../api/problem-detail-api.ts';
import { codeAfterSwitch, loadEditorState, saveEditorState, type CodeSpace, type EditorState } from '../editor-state.ts';
import { useSubmit } from '../use-submit.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { SubmitStatus } from './submit-status.tsx';
import { TestRunDrawer } from './test-run-drawer.tsx';
import { parseExamples } from '@oj/shared/domain/examples';
import { JudgeStatus } from '@oj/shared/enums';

/** Spec 000 section 9: the default editor height. */
const EDITOR_HEIGHT = 550;

interface Props {
  data: ProblemData;
  /** The cached problem, reloaded once a verdict is in. */
  detailKey: readonly unknown[];
  /** The contest, training or exam the problem is shown in. */
  set: ProblemSetScope | undefined;
  /** The problem as the route names it: its display id in a contest or an exam. */
  displayId: string;
  /** The group the page is shown in. */
  gid?: number | undefined;
}

/** A contest's or an exam's copy of a problem keeps its own code. */
const codeSpace = (set: ProblemSetScope | undefined): CodeSpace | undefined => (isContestScope(set) ? { kind: 'contest', id: set.cid } : isExamScope(set) ? { kind: 'exam', id: set.examId } : undefined);

/** The editor with its settings, the banners, submit with the live verdict, and the test-run drawer. */
export function CodePanel({ data, detailKey, set, displayId, gid }: Props) {
  const { t } = useTranslation();
  const { problem, languages, codeTemplate } = data;
  const scope = isContestScope(set) ? set : undefined;
  const space = codeSpace(set);
  const [state, setState] = useState<EditorState>(() => loadEditorState(problem.id, languages, codeTemplate, space));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- space is a new object on every render: save when the code or the problem changes
  useEffect(() => saveEditorState(problem.id, state, space), [problem.id, state]);
  const [testOpen, testDrawer] = useDisclosure(false);
  const [coverOpen, cover] = useDisclosure(false);
  const { ready, send, submitId, live, busy } = useSubmit({ detailKey, cid: scope?.cid, hideResults: scope?.hideResults, onSubmitted: scope?.onSubmitted, onVerdict: set?.onVerdict });
  const lastAc = useMutation({
    mutationFn: () => getLastAcCode(problem.id, scope?.cid),
    onSuccess: ({ code, language }) => setState((s) => ({ ...s, code, language: languages.includes(language) ? language : s.language })),
  });
  const body = { pid: problem.id, language: state.language, code: state.code, isRemote: problem.isRemote, ...submitSetFields(set, displayId, gid) };
  const submitBlocked = set?.submitBlocked ?? null;
  const testRun = !set?.testRunHidden?.(displayId);
  // An exam's answers are the examinee's own: no loading of an earlier accepted code there.
  const offersLastAc = !isExamScope(set);
  // Spec 000 section 4.1: in an OI contest without the real-time view a new submission covers the last one.
  const submittedBefore = submitId !== null || (data.myStatus !== null && data.myStatus !== JudgeStatus.NOT_SUBMITTED);
  const trySubmit = async () => {
    if (!ready(body)) return;
    if (scope && !(await scope.ensureSubmitAccess())) return;
    if (scope?.hideResults && submittedBefore) cover.open();
    else send(body);
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        {data.myStatus === 0 && !scope?.hideResults && (
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
          onLastAc={offersLastAc ? () => lastAc.mutate() : undefined}
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
        {submitBlocked && (
          <Alert color="yellow" variant="light" py={6} data-testid="submit-blocked">
            {submitBlocked}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <div>
            {submitId !== null &&
              (scope?.hideResults ? (
                <Alert color="green" variant="light" py={6} data-testid="submitted-hidden">
                  {t('contest:problem.submittedSuccessfully')}
                </Alert>
              ) : (
                <SubmitStatus submitId={submitId} live={live} detailPath={scope ? contestSubmissionPath(scope.cid, displayId, submitId) : `/submission-detail/${submitId}`} />
              ))}
          </div>
          <Group gap="xs">
            {testRun && (
              <Button variant="default" onClick={testDrawer.open} data-testid="open-test-run">
                {t('problem.testRun')}
              </Button>
            )}
            <Button onClick={() => void trySubmit()} loading={busy} disabled={!!submitBlocked} data-testid="submit">
              {t('problem.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog opened={coverOpen} onClose={cover.close} question={t('contest:problem.coverQuestion')} onConfirm={() => send(body)} color="orange" />
      {testRun && <TestRunDrawer opened={testOpen} onClose={testDrawer.close} body={body} example={parseExamples(problem.examples)[0]} />}
    </Card>
  );
}
