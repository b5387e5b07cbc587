import { Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { TestJudgeBody } from '@oj/shared';
import { isFinalStatus, JudgeStatus } from '@oj/shared/enums';
import { LIMITS } from '@oj/shared/limits';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgeStatusBadge } from '../../../components/judge-status-badge.tsx';
import { formatMemory } from '../../../lib/format.ts';
import { submitTestJudge, testJudgeResultQuery, type SubmitBody } from '../api/problem-detail-api.ts';
import { readyToSend } from '../submit-check.ts';
import classes from '../problem-detail.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The code and language in the editor now. */
  body: SubmitBody;
  /** The first example fills the fields at first. */
  example: { input: string; output: string } | undefined;
}

function Output({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <pre className={classes.sample}>{text}</pre>
    </div>
  );
}

/** Spec 000 section 4.2: run the code on one's own input; the result is polled every second while Pending. */
export function TestRunDrawer({ opened, onClose, body, example }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState(example?.input ?? '');
  const [expected, setExpected] = useState(example?.output ?? '');
  const [key, setKey] = useState<string | null>(null);
  const run = useMutation({ mutationFn: submitTestJudge, onMutate: () => setKey(null), onSuccess: setKey });
  const { data: result } = useQuery(testJudgeResultQuery(key));
  const status = result?.status ?? (key || run.isPending ? JudgeStatus.PENDING : JudgeStatus.NOT_SUBMITTED);
  const send = () => {
    const testBody = { ...body, userInput: input, expectedOutput: expected };
    if (readyToSend(TestJudgeBody, testBody)) run.mutate(testBody);
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('problem.testRun')} data-testid="test-run-drawer">
      <Stack gap="sm">
        <Textarea
          label={t('problem.testInput')}
          description={`${input.length} / ${LIMITS.testInputMax}`}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          maxLength={LIMITS.testInputMax}
          autosize
          minRows={4}
          maxRows={12}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="test-input"
        />
        <Textarea
          label={t('problem.expectedOutput')}
          value={expected}
          onChange={(e) => setExpected(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group justify="space-between">
          <Group gap="xs" data-testid="test-run-status">
            <JudgeStatusBadge status={status} />
            {result?.time != null && <Text size="xs">{result.time} ms</Text>}
            {result?.memory != null && <Text size="xs">{formatMemory(result.memory)}</Text>}
          </Group>
          <Button onClick={send} loading={run.isPending || !isFinalStatus(status as JudgeStatus)} data-testid="run-test">
            {t('problem.runTest')}
          </Button>
        </Group>
        <Output label={t('problem.userOutput')} text={result?.userOutput ?? null} />
        <Output label={t('problem.stderr')} text={result?.stderr ?? null} />
      </Stack>
    </Drawer>
  );
}
