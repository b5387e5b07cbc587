import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { UploadedTestcases } from '@oj/shared/schemas/admin-problem-view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { toast } from '../../../lib/toast.ts';
import { useProblemBank } from '../api/admin-problem-api.ts';
import { uploadTestcaseZip, type UploadProgress } from '../api/testcase-upload.ts';

type State = { kind: 'idle' } | { kind: 'busy'; progress: UploadProgress } | { kind: 'failed'; message: string };

/** The test data zip's upload: the file picker, a progress bar while it is sent and unpacked, and a clear error when it is refused. */
export function UploadZip({ onUploaded }: { onUploaded: (upload: UploadedTestcases) => void }) {
  const { t } = useTranslation('adminProblem');
  const [state, setState] = useState<State>({ kind: 'idle' });
  // a group's problem sends its test data as the group's (the server checks the caller's level there)
  const { gid } = useProblemBank();
  const start = async (file: File | null) => {
    if (!file) return;
    setState({ kind: 'busy', progress: { phase: 'sending', percent: 0 } });
    try {
      const upload = await uploadTestcaseZip(file, (progress) => setState({ kind: 'busy', progress }), gid);
      setState({ kind: 'idle' });
      toast.success(t('cases.uploaded', { n: upload.fileList.length }));
      onUploaded(upload);
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof ApiError ? err.msg : String(err) });
    }
  };
  const busy = state.kind === 'busy' ? state.progress : null;
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(f) => void start(f)} accept=".zip,application/zip,application/x-zip-compressed">
          {(props) => (
            <Button {...props} variant="light" loading={!!busy} data-testid="upload-zip">
              {t('cases.chooseZip')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('cases.zipHint')}
        </Text>
      </Group>
      {busy && (
        <Stack gap={4} data-testid="upload-progress">
          <Progress value={busy.phase === 'sending' ? busy.percent : 100} animated={busy.phase === 'unpacking'} striped={busy.phase === 'unpacking'} aria-label={t('cases.progress')} />
          <Text size="xs" data-testid="upload-progress-text">
            {busy.phase === 'sending' ? t('cases.sending', { percent: busy.percent }) : t('cases.unpacking')}
          </Text>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" title={t('cases.uploadFailed')} withCloseButton onClose={() => setState({ kind: 'idle' })} data-testid="upload-error">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
