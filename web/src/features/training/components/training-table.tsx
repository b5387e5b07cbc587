import { Anchor, Table } from '@mantine/core';
import type { UserInfo } from '@oj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { userHomePath } from '../../../lib/user-home.ts';
import type { Training } from '../api/training-api.ts';
import { TrainingProgress } from './training-progress.tsx';
import { AuthTag, CategoryTag } from './training-tags.tsx';

interface Props {
  rows: Training[];
  user: UserInfo | null;
  /** The training's page (the site's, or a group's). */
  pathOf: (training: Training) => string;
  /** Opens a training (the list asks a visitor to log in first). */
  onOpen: (training: Training) => void;
  /** Makes the category tags filters. */
  onCategory?: ((training: Training) => void) | undefined;
}

/**
 * Spec 002 2.1 and 2.5: number, title, auth, category, the viewer's progress (logged in), problem count, author and
 * recent update (relative, exact time on hover).
 */
export function TrainingTable({ rows, user, pathOf, onOpen, onCategory }: Props) {
  const { t } = useTranslation('training');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover data-testid="training-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.trainingTitle')}</Table.Th>
            <Table.Th>{t('list.auth')}</Table.Th>
            <Table.Th>{t('list.category')}</Table.Th>
            {user && <Table.Th w={200}>{t('list.progress')}</Table.Th>}
            <Table.Th>{t('list.problemCount')}</Table.Th>
            <Table.Th>{t('list.author')}</Table.Th>
            <Table.Th>{t('list.modified')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((training) => (
            <Table.Tr key={training.id} data-testid="training-row">
              <Table.Td>{training.rank}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathOf(training)}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(training);
                  }}
                  size="sm"
                  data-testid="open-training"
                >
                  {training.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <AuthTag auth={training.auth} />
              </Table.Td>
              <Table.Td>
                <CategoryTag training={training} onClick={onCategory && (() => onCategory(training))} />
              </Table.Td>
              {user && <Table.Td>{training.acCount !== null && <TrainingProgress acCount={training.acCount} problemCount={training.problemCount} />}</Table.Td>}
              <Table.Td>{training.problemCount}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={userHomePath({ username: training.author })} size="sm">
                  {training.author}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <RelativeTime iso={training.gmtModified} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
