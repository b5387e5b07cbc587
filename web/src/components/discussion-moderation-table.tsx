import { Group, Select, Switch, Table } from '@mantine/core';
import type { Discussion } from '@oj/shared/schemas/community';
import type { ReactNode } from 'react';
import { localDateTime } from '../lib/format.ts';

const NORMAL = 0;
const DISABLED = 1;

/** The column names and the status choices, in the page's own namespace. */
export interface ModerationLabels {
  id: string;
  title: string;
  author: string;
  likes: string;
  views: string;
  created: string;
  status: string;
  pinned: string;
  options: string;
  normal: string;
  disabled: string;
}

interface Props {
  records: readonly Discussion[];
  labels: ModerationLabels;
  /** A column before the id (the back office's selection checkboxes). */
  lead?: { head: ReactNode; cell: (d: Discussion) => ReactNode } | undefined;
  /** The title cell. */
  title: (d: Discussion) => ReactNode;
  onStatus: (d: Discussion, status: typeof NORMAL | typeof DISABLED) => void;
  onPin: (d: Discussion, on: boolean) => void;
  /** The view link and the delete button. */
  options: (d: Discussion) => ReactNode;
  'data-testid': string;
  rowTestId: string;
}

/**
 * Spec 002 2.8 and 2.12 "Discussion admin table": id, title, author, likes, views, created, the status choice (test id
 * `discussion-status`), the pin switch (`discussion-pinned`) and the options, for the back office and a group's admins.
 */
export function DiscussionModerationTable({ records, labels, lead, title, onStatus, onPin, options, 'data-testid': testId, rowTestId }: Props) {
  return (
    <Table striped verticalSpacing="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {lead && <Table.Th>{lead.head}</Table.Th>}
          <Table.Th>{labels.id}</Table.Th>
          <Table.Th>{labels.title}</Table.Th>
          <Table.Th>{labels.author}</Table.Th>
          <Table.Th>{labels.likes}</Table.Th>
          <Table.Th>{labels.views}</Table.Th>
          <Table.Th>{labels.created}</Table.Th>
          <Table.Th>{labels.status}</Table.Th>
          <Table.Th>{labels.pinned}</Table.Th>
          <Table.Th>{labels.options}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((d) => (
          <Table.Tr key={d.id} data-testid={rowTestId}>
            {lead && <Table.Td>{lead.cell(d)}</Table.Td>}
            <Table.Td>{d.id}</Table.Td>
            <Table.Td>{title(d)}</Table.Td>
            <Table.Td>{d.author}</Table.Td>
            <Table.Td>{d.likeNum}</Table.Td>
            <Table.Td>{d.viewNum}</Table.Td>
            <Table.Td>{localDateTime(d.gmtCreate)}</Table.Td>
            <Table.Td>
              <Select
                w={120}
                size="xs"
                allowDeselect={false}
                value={String(d.status)}
                data={[
                  { value: String(NORMAL), label: labels.normal },
                  { value: String(DISABLED), label: labels.disabled },
                ]}
                onChange={(v) => v !== null && onStatus(d, v === String(DISABLED) ? DISABLED : NORMAL)}
                aria-label={labels.status}
                data-testid="discussion-status"
              />
            </Table.Td>
            <Table.Td>
              <Switch checked={d.topPriority} onChange={(e) => onPin(d, e.currentTarget.checked)} aria-label={labels.pinned} data-testid="discussion-pinned" />
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {options(d)}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
