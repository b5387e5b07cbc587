import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { reportDiscussion } from '../api/discussion-api.ts';
import { COMMUNITY_LIMITS, REPORT_TAGS, reportContent, type ReportTag } from '@oj/shared/schemas/community';
import { REPORT_TAG_KEYS, reportProblem } from '../report-rules.ts';

const REPORT_REASON_MAX = COMMUNITY_LIMITS.reportReasonMax;

/** Spec 001 section 5: report a discussion with tags and/or a reason (login checked by the caller). */
export function ReportDialog({ did, opened, onClose }: { did: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('discussion');
  const { user } = useSession();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    const problem = reportProblem(tags, reason);
    if (problem === 'empty') return void toast.warning(t('report.empty'));
    if (problem === 'tooLong') return void toast.error(t('report.tooLong', { max: REPORT_REASON_MAX }));
    setSending(true);
    try {
      const chosen = REPORT_TAGS.filter((tag) => tags.includes(tag));
      await reportDiscussion({ reporter: user?.username ?? '', content: reportContent(chosen, reason.trim()), did });
      toast.success(t('report.sent'));
      setTags([]);
      setReason('');
      onClose();
    } catch {
      // the HTTP client has shown the failure
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('report.title')} centered size="sm">
      <Stack gap="sm" data-testid="report-dialog">
        <Checkbox.Group label={t('report.tagsLabel')} value={tags} onChange={(v) => setTags(v as ReportTag[])}>
          <SimpleGrid cols={2} spacing="xs" mt={6}>
            {REPORT_TAGS.map((tag) => (
              <Checkbox key={tag} value={tag} label={t(`report.tags.${REPORT_TAG_KEYS[tag]}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label={t('report.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          description={`${reason.length} / ${REPORT_REASON_MAX}`}
          data-testid="report-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} data-testid="report-submit">
            {t('ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
