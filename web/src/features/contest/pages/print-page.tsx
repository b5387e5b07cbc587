import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { submitPrintText } from '../api/contest-api.ts';
import { PRINT_CONTENT_MAX, printContentProblem, PRINT_CONTENT_MIN } from '../print-content.ts';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.6: a participant sends text to the contest's printer. */
export function PrintPage() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const [content, setContent] = useState('');
  const send = useMutation({
    mutationFn: () => submitPrintText(cid, content),
    onSuccess: () => {
      toast.success(t('print.sent'));
      setContent('');
    },
  });
  const submit = () => {
    const problem = printContentProblem(content);
    if (problem) return toast.error(t(`print.${problem}`, { min: PRINT_CONTENT_MIN, max: PRINT_CONTENT_MAX }));
    send.mutate();
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={4}>{t('print.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('print.hint', { min: PRINT_CONTENT_MIN })}
        </Text>
        <Textarea
          aria-label={t('print.title')}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          autosize
          minRows={12}
          maxRows={30}
          styles={{ input: { fontFamily: 'monospace' } }}
          description={t('print.length', { count: content.length, max: PRINT_CONTENT_MAX })}
          data-testid="print-content"
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={send.isPending} data-testid="print-submit">
            {t('print.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
