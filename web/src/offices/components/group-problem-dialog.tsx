import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n.ts';
import type { Checked } from './display-id-prompt.tsx';
import { useListChange } from '../../components/list-change.tsx';

const firstIssue = (checked: Checked) => (checked.success ? null : (checked.error.issues[0]?.message ?? null));

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The add-call schema run on the typed ids (the problem id, and the display id when the set asks one). */
  check: (problemId: string, displayId: string) => Checked;
  /** Set for the sets whose problems show under a display id (a contest, an exam): the display id's label. */
  displayIdLabel?: string | undefined;
  /** The display id may be left empty (an exam then shows the problem under its own id). */
  displayIdOptional?: boolean;
  add: (problemId: string, displayId: string) => Promise<unknown>;
  /** The toast once added. */
  added: string;
  refresh: QueryKey;
}

/**
 * Spec 002 2.5 "Add from group problem": a problem of the group by its problem id (with or without the group's short
 * name), and for a contest or an exam the display id it takes there; Add or Enter sends it once the set's add-call
 * rules pass (their message, translated, under the field). The dialog stays open for the next one.
 */
export function GroupProblemDialog({ opened, onClose, title, check, displayIdLabel, displayIdOptional = false, add, added, refresh }: Props) {
  const { t } = useTranslation('admin');
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adding = useListChange(() => add(problemId.trim(), displayId.trim()), added, refresh);
  const submit = () => {
    const message = firstIssue(check(problemId.trim(), displayId.trim()));
    setProblem(message);
    if (message) return;
    adding.mutate(undefined, {
      onSuccess: () => {
        setProblemId('');
        setDisplayId('');
      },
    });
  };
  const onKey = (e: KeyboardEvent) => e.key === 'Enter' && submit();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md" centered>
      <Stack data-testid="add-group-problem-dialog">
        <TextInput label={t('groupProblems.problemId')} required value={problemId} onChange={(e) => setProblemId(e.currentTarget.value)} onKeyDown={onKey} data-autofocus data-testid="group-problem-id" />
        {displayIdLabel && (
          <TextInput label={displayIdLabel} required={!displayIdOptional} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} onKeyDown={onKey} data-testid="group-display-id" />
        )}
        {problem && (
          <Text c="red" size="sm" data-testid="group-problem-error">
            {translateMessage(problem)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('publicProblems.cancel')}
          </Button>
          <Button onClick={submit} loading={adding.isPending} data-testid="confirm-group-problem">
            {t('publicProblems.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type ButtonProps = Omit<Props, 'opened' | 'onClose'>;

/** The "add from group" button (test id `add-from-group`) of a set whose problems show under a display id, and the dialog it opens. */
export function AddFromGroupButton(props: ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="teal" onClick={open} data-testid="add-from-group">
        {props.title}
      </Button>
      <GroupProblemDialog opened={opened} onClose={close} {...props} />
    </>
  );
}
