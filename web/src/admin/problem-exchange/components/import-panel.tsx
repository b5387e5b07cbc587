import { Alert, Button, Card, FileInput, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ImportResult } from '@oj/shared/schemas/problem-exchange';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { importArchive, PROBLEM_LIST_KEY, stageArchive, type ArchiveSource } from '../api/problem-exchange-api.ts';
import { fitsFormat, IMPORT_FORMATS, importFormat, type ImportFormatId } from '../import-formats.ts';
import { ImportedProblemsTable } from './imported-problems-table.tsx';

/**
 * Where an import is: choosing, sending the archive (percent of the upload, null while the API reads it), looking
 * at the preview, or done.
 */
type Step =
  { kind: 'choose' } | { kind: 'working'; importing: boolean; percent: number | null } | { kind: 'previewed'; source: ArchiveSource; result: ImportResult } | { kind: 'imported'; result: ImportResult };

const messageOf = (err: unknown) => (err instanceof ApiError ? err.msg : translateMessage('Server_error_please_refresh_again'));

function WorkingBar({ importing, percent }: { importing: boolean; percent: number | null }) {
  const { t } = useTranslation('adminProblemExchange');
  const sending = percent !== null;
  return (
    <Stack gap={4} data-testid="import-progress">
      <Text size="sm">{sending ? t('import.sending', { percent }) : importing ? t('import.importing') : t('import.reading')}</Text>
      <Progress value={sending ? percent : 100} animated={!sending} striped={!sending} />
    </Stack>
  );
}

/**
 * Spec 002 2.12 problem import: the format, an archive of its type, the upload with its progress, a preview of every
 * problem the archive holds (nothing written yet), then the import and its per-problem result. A refused archive
 * shows the API's message and changes nothing.
 */
export function ImportPanel() {
  const { t } = useTranslation('adminProblemExchange');
  const [formatId, setFormatId] = useState<ImportFormatId>('hoj');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const format = importFormat(formatId);
  const formatName = t(`formats.${formatId}`);

  const restart = () => {
    setStep({ kind: 'choose' });
    setError(null);
  };
  /** The upload's progress; once all is sent the API is reading (or writing) it. */
  const progressOf = (importing: boolean) => (percent: number) => setStep({ kind: 'working', importing, percent: percent < 100 ? percent : null });

  const preview = async () => {
    setError(null);
    if (!file) return setError(t('import.noFile'));
    if (!fitsFormat(format, file.name)) return setError(t('import.wrongType', { format: formatName, ext: format.ext }));
    setStep({ kind: 'working', importing: false, percent: 0 });
    try {
      const source = await stageArchive(file, progressOf(false), t('import.refusedByStorage'));
      // an archive in storage is already sent: the API reads it now
      if ('key' in source) setStep({ kind: 'working', importing: false, percent: null });
      setStep({ kind: 'previewed', source, result: await importArchive(format, source, true, progressOf(false)) });
    } catch (err) {
      setStep({ kind: 'choose' });
      setError(messageOf(err));
    }
  };

  const confirm = async (source: ArchiveSource, previewed: ImportResult) => {
    setError(null);
    setStep({ kind: 'working', importing: true, percent: 'key' in source ? null : 0 });
    try {
      setStep({ kind: 'imported', result: await importArchive(format, source, false, progressOf(true)) });
      void queryClient.invalidateQueries({ queryKey: PROBLEM_LIST_KEY });
    } catch (err) {
      // nothing was written: the preview stays, with the reason
      setStep({ kind: 'previewed', source, result: previewed });
      setError(messageOf(err));
    }
  };

  const busy = step.kind === 'working';
  const blocked = step.kind === 'previewed' && step.result.problems.some((p) => p.error);
  return (
    <Card withBorder padding="lg" data-testid="import-panel">
      <Title order={4}>{t('import.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('import.hint')}
      </Text>
      <Stack>
        <SegmentedControl
          value={formatId}
          onChange={(v) => {
            setFormatId(v as ImportFormatId);
            setFile(null);
            restart();
          }}
          data={IMPORT_FORMATS.map((f) => ({ value: f.id, label: t(`formats.${f.id}`) }))}
          disabled={busy || step.kind === 'previewed'}
          aria-label={t('import.format')}
          data-testid="import-format"
        />
        <Group align="flex-end">
          <FileInput
            label={t('import.file')}
            placeholder={t('import.choose', { ext: format.ext })}
            accept={format.ext}
            value={file}
            onChange={(f) => {
              setFile(f);
              restart();
            }}
            clearable
            disabled={busy || step.kind === 'previewed'}
            miw={320}
            data-testid="import-file"
          />
          {step.kind === 'choose' && (
            <Button onClick={() => void preview()} data-testid="import-preview-button">
              {t('import.preview')}
            </Button>
          )}
        </Group>
        {step.kind === 'working' && <WorkingBar importing={step.importing} percent={step.percent} />}
        {error && (
          <Alert color="red" variant="light" data-testid="import-error">
            {error}
          </Alert>
        )}
        {step.kind === 'previewed' && (
          <>
            <Text fw={500}>{t('import.previewTitle')}</Text>
            <ImportedProblemsTable problems={step.result.problems} imported={false} />
            {blocked && (
              <Alert color="orange" variant="light" data-testid="import-blocked">
                {t('import.blocked')}
              </Alert>
            )}
            <Group>
              <Button onClick={() => void confirm(step.source, step.result)} disabled={blocked || step.result.problems.length === 0} data-testid="import-confirm">
                {t('import.confirm', { count: step.result.problems.length })}
              </Button>
              <Button variant="default" onClick={restart} data-testid="import-cancel">
                {t('import.cancel')}
              </Button>
            </Group>
          </>
        )}
        {step.kind === 'imported' && (
          <>
            <Alert color="green" variant="light" data-testid="import-done">
              {t('import.imported', { count: step.result.problems.length })}
            </Alert>
            <ImportedProblemsTable problems={step.result.problems} imported />
            <Group>
              <Button
                variant="default"
                onClick={() => {
                  setFile(null);
                  restart();
                }}
                data-testid="import-again"
              >
                {t('import.again')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
