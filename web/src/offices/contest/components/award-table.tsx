import { Button, ColorInput, NumberInput, Table, TextInput } from '@mantine/core';
import { AwardType } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { newAwardRow, type AwardRow } from '../contest-form.ts';

const SWATCHES = ['#e6bf25', '#b4c0c7', '#cd7f32', '#ff4500', '#1e90ff', '#90ee90', '#c71585', '#ffffff', '#000000'];

interface Props {
  awardType: AwardType;
  rows: AwardRow[];
  onChange: (rows: AwardRow[]) => void;
}

/** Spec 002 2.6: the award bands (priority, name, colours with a preview, a percentage or a count); rows added and deleted in place. */
export function AwardTable({ awardType, rows, onChange }: Props) {
  const { t } = useTranslation('adminContest');
  const edit = (key: number, patch: Partial<AwardRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const proportion = awardType === AwardType.PROPORTION;
  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table withTableBorder verticalSpacing="xs" data-testid="award-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('form.priority')}</Table.Th>
              <Table.Th>{t('form.awardName')}</Table.Th>
              <Table.Th w={150}>{t('form.background')}</Table.Th>
              <Table.Th w={150}>{t('form.textColor')}</Table.Th>
              <Table.Th>{t('form.awardPreview')}</Table.Th>
              <Table.Th w={130}>{proportion ? t('form.proportion') : t('form.number')}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-testid="award-row">
                <Table.Td>
                  <NumberInput value={r.priority} onChange={(v) => edit(r.key, { priority: v })} min={1} allowDecimal={false} aria-label={t('form.priority')} />
                </Table.Td>
                <Table.Td>
                  <TextInput value={r.name} onChange={(e) => edit(r.key, { name: e.currentTarget.value })} aria-label={t('form.awardName')} />
                </Table.Td>
                <Table.Td>
                  <ColorInput value={r.background} onChange={(v) => edit(r.key, { background: v })} swatches={SWATCHES} aria-label={t('form.background')} />
                </Table.Td>
                <Table.Td>
                  <ColorInput value={r.color} onChange={(v) => edit(r.key, { color: v })} swatches={SWATCHES} aria-label={t('form.textColor')} />
                </Table.Td>
                <Table.Td>
                  <span style={{ background: r.background, color: r.color, padding: '2px 10px', borderRadius: 4, fontWeight: 600 }} data-testid="award-preview">
                    {r.name || '-'}
                  </span>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    value={r.num}
                    onChange={(v) => edit(r.key, { num: v })}
                    min={0}
                    max={proportion ? 100 : undefined}
                    allowDecimal={false}
                    rightSection={proportion ? '%' : undefined}
                    aria-label={proportion ? t('form.proportion') : t('form.number')}
                  />
                </Table.Td>
                <Table.Td>
                  <Button size="compact-xs" color="red" variant="light" onClick={() => onChange(rows.filter((x) => x.key !== r.key))}>
                    {t('form.deleteAward')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button size="xs" variant="light" mt="xs" onClick={() => onChange([...rows, newAwardRow(rows)])} data-testid="add-award">
        {t('form.addAward')}
      </Button>
    </>
  );
}
