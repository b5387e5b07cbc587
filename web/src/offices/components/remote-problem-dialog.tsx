import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { REMOTE_OJS, type RemoteOj } from '@oj/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useListChange } from '../../components/list-change.tsx';
import { REMOTE_JUDGE_SITES } from '../../lib/remote-judges.ts';

/** What a site's problem ids look like, shown as the id field's placeholder. */
const ID_EXAMPLES: Record<RemoteOj, string> = { HDU: '1000', CF: '1A', POJ: '1000', GYM: '100001A', AC: 'abc300_a', SPOJ: 'TEST', LIBRE: '1' };
const ID_MAX = 50;

export interface RemoteImport {
  name: RemoteOj;
  problemId: string;
  displayId: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Set for a contest: the display id the problem takes there (required). */
  displayIdLabel?: string | undefined;
  importProblem: (body: RemoteImport) => Promise<unknown>;
  /** The lists read again once a problem is imported. */
  refresh: QueryKey;
}

type Field = 'name' | 'problemId' | 'displayId';

/** The button that opens the import dialog, beside a list's other add buttons. */
export function RemoteImportButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button color="grape" onClick={onClick} data-testid="import-remote">
      {t('remoteImport.action')}
    </Button>
  );
}

/**
 * Spec 002: a problem imported from a remote judge by site and the site's own id (into the bank, or straight into a
 * contest or a training). Checked at the fields first; the server's refusal (site switched off, unknown id, site
 * down) is shown in the dialog, which stays open to correct it.
 */
export function RemoteProblemDialog({ opened, onClose, displayIdLabel, importProblem, refresh }: Props) {
  const { t } = useTranslation('admin');
  const [site, setSite] = useState<RemoteOj | null>(null);
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const importing = useListChange((body: RemoteImport) => importProblem(body), t('remoteImport.imported'), refresh);
  const close = () => {
    setErrors({});
    setRefusal(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = problemId.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!site) found.name = t('remoteImport.siteRequired');
    if (id === '') found.problemId = t('remoteImport.idRequired');
    else if (/\s/.test(id) || id.length > ID_MAX) found.problemId = t('remoteImport.idInvalid', { max: ID_MAX });
    if (displayIdLabel && displayId.trim() === '') found.displayId = t('remoteImport.displayIdRequired');
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || !site) return;
    importing.mutate(
      { name: site, problemId: id, displayId: displayId.trim() },
      {
        onSuccess: () => {
          setProblemId('');
          setDisplayId('');
          close();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('remoteImport.title')} size="md" centered>
      <form onSubmit={submit} noValidate data-testid="remote-import-dialog">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('remoteImport.hint')}
          </Text>
          <Select
            label={t('remoteImport.site')}
            required
            data={REMOTE_OJS.map((key) => ({ value: key, label: `${REMOTE_JUDGE_SITES[key].name} (${key})` }))}
            value={site}
            onChange={(v) => {
              setSite(v as RemoteOj | null);
              setErrors((f) => ({ ...f, name: undefined }));
            }}
            error={errors.name}
            data-autofocus
            data-testid="remote-site"
          />
          <TextInput
            label={t('remoteImport.problemId')}
            required
            placeholder={site ? t('remoteImport.example', { id: ID_EXAMPLES[site] }) : undefined}
            value={problemId}
            onChange={(e) => {
              setProblemId(e.currentTarget.value);
              setErrors((f) => ({ ...f, problemId: undefined }));
            }}
            error={errors.problemId}
            data-testid="remote-problem-id"
          />
          {displayIdLabel && (
            <TextInput
              label={displayIdLabel}
              required
              value={displayId}
              onChange={(e) => {
                setDisplayId(e.currentTarget.value);
                setErrors((f) => ({ ...f, displayId: undefined }));
              }}
              error={errors.displayId}
              data-testid="remote-display-id"
            />
          )}
          {refusal && (
            <Alert color="red" variant="light" role="alert" data-testid="remote-import-error">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('publicProblems.cancel')}
            </Button>
            <Button type="submit" loading={importing.isPending} data-testid="confirm-remote-import">
              {t('remoteImport.import')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
