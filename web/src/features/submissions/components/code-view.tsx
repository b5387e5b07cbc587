import { Button, Card, CopyButton, Group, Switch, Title } from '@mantine/core';
import type { Submission } from '@oj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../components/code-editor/code-editor.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { shareSubmission, submissionDetailQuery } from '../api/submissions-api.ts';

const LINE_PX = 19;

/** The submitted code, read-only and highlighted, with copy and (for its owner, outside contests) the share switch. */
export function CodeView({ s, code, owner }: { s: Submission; code: string; owner: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: (on: boolean) => shareSubmission(s.submitId, on),
    onSuccess: (_, on) => {
      toast.success(translateMessage(on ? 'Shared successfully' : 'Cancel Sharing Successfully'));
      void queryClient.invalidateQueries({ queryKey: submissionDetailQuery(s.submitId).queryKey });
    },
  });
  const height = Math.min(640, Math.max(120, code.split('\n').length * LINE_PX + 24));
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{t('submission.code')}</Title>
        <Group gap="sm">
          {owner && s.cid === 0 && <Switch label={t('submission.share')} checked={s.share} disabled={share.isPending} onChange={(e) => share.mutate(e.currentTarget.checked)} data-testid="share-switch" />}
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  copy();
                  toast.success(translateMessage('Copied successfully'));
                }}
              >
                {copied ? t('problem.copied') : t('problem.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Group>
      <CodeEditor value={code} language={s.language} readOnly height={height} />
    </Card>
  );
}
