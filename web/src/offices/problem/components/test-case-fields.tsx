import { Alert, Button, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { ProblemType, type JudgeCaseMode } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { caseModesFor, newCase, splitHundred, withUpload, type CaseRow, type ProblemForm } from '../problem-form.ts';
import { UploadZip } from './upload-zip.tsx';

type Fields = Pick<ProblemForm, 'type' | 'judgeCaseMode' | 'isUploadTestCase' | 'samples' | 'fileList' | 'uploadTestcaseDir' | 'casesEditable'>;

interface Props {
  form: Fields;
  onChange: (change: (f: Fields) => Fields) => void;
  caseModeError?: string | undefined;
  casesError?: string | undefined;
}

/**
 * The judge's test cases: the case mode, then typed by hand or uploaded as a zip, each with its score (OI) and
 * group number (any mode but the default).
 */
export function TestCaseFields({ form, onChange, caseModeError, casesError }: Props) {
  const { t } = useTranslation('adminProblem');
  const oi = form.type === ProblemType.OI;
  const grouped = form.judgeCaseMode !== 'default';
  const rowsKey = form.isUploadTestCase ? 'fileList' : 'samples';
  const rows = form[rowsKey];
  const setRows = (change: (rows: CaseRow[]) => CaseRow[]) => onChange((f) => ({ ...f, [rowsKey]: change(f[rowsKey]) }));
  const setRow = (key: number, patch: Partial<CaseRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const nextGroup = rows.reduce((max, r) => Math.max(max, Number(r.groupNum) || 0), 0) + 1;
  return (
    <Stack gap="sm" data-testid="test-cases">
      <Group align="flex-end">
        <Select
          label={t('form.caseMode')}
          w={300}
          value={form.judgeCaseMode}
          onChange={(v) => v && onChange((f) => ({ ...f, judgeCaseMode: v as JudgeCaseMode }))}
          allowDeselect={false}
          data={caseModesFor(form.type).map((mode) => ({ value: mode, label: t(`caseMode.${mode}`) }))}
          error={caseModeError}
          data-testid="case-mode"
        />
        <SegmentedControl
          value={form.isUploadTestCase ? 'upload' : 'manual'}
          onChange={(v) => onChange((f) => ({ ...f, isUploadTestCase: v === 'upload' }))}
          data={[
            { value: 'upload', label: t('cases.upload') },
            { value: 'manual', label: t('cases.manual') },
          ]}
          data-testid="case-source"
        />
        {oi && rows.length > 0 && (
          <Button variant="default" onClick={() => setRows(splitHundred)} data-testid="split-hundred">
            {t('cases.splitHundred')}
          </Button>
        )}
      </Group>
      {grouped && (
        <Text size="xs" c="dimmed">
          {t('cases.groupHint')}
        </Text>
      )}
      {form.isUploadTestCase ? (
        <UploadZip onUploaded={(upload) => onChange((f) => withUpload(f, upload))} />
      ) : (
        !form.casesEditable && (
          <Alert color="yellow" data-testid="cases-too-large">
            {t('cases.tooLarge')}
          </Alert>
        )
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="case-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={50}>#</Table.Th>
                <Table.Th>{t('cases.input')}</Table.Th>
                <Table.Th>{t('cases.output')}</Table.Th>
                {oi && <Table.Th w={110}>{t('cases.score')}</Table.Th>}
                {grouped && <Table.Th w={110}>{t('cases.group')}</Table.Th>}
                {!form.isUploadTestCase && <Table.Th w={90} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.key} data-testid="case-row">
                  <Table.Td>{i + 1}</Table.Td>
                  {form.isUploadTestCase ? (
                    <>
                      <Table.Td>{row.input}</Table.Td>
                      <Table.Td>{row.output}</Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td>
                        <Textarea
                          autosize
                          minRows={2}
                          maxRows={8}
                          value={row.input}
                          onChange={(e) => setRow(row.key, { input: e.currentTarget.value })}
                          aria-label={t('cases.input')}
                          data-testid="case-input"
                        />
                      </Table.Td>
                      <Table.Td>
                        <Textarea
                          autosize
                          minRows={2}
                          maxRows={8}
                          value={row.output}
                          onChange={(e) => setRow(row.key, { output: e.currentTarget.value })}
                          aria-label={t('cases.output')}
                          data-testid="case-output"
                        />
                      </Table.Td>
                    </>
                  )}
                  {oi && (
                    <Table.Td>
                      <NumberInput min={0} allowDecimal={false} value={row.score} onChange={(score) => setRow(row.key, { score })} aria-label={t('cases.score')} data-testid="case-score" />
                    </Table.Td>
                  )}
                  {grouped && (
                    <Table.Td>
                      <NumberInput min={1} allowDecimal={false} value={row.groupNum} onChange={(groupNum) => setRow(row.key, { groupNum })} aria-label={t('cases.group')} data-testid="case-group" />
                    </Table.Td>
                  )}
                  {!form.isUploadTestCase && (
                    <Table.Td>
                      <Button size="compact-xs" color="red" variant="light" onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}>
                        {t('form.remove')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!form.isUploadTestCase && (
        <Group>
          <Button variant="light" size="xs" onClick={() => setRows((list) => [...list, newCase(grouped ? nextGroup : '')])} data-testid="add-case">
            {t('cases.add')}
          </Button>
        </Group>
      )}
      {casesError && (
        <Text c="red" size="sm" data-testid="error-cases">
          {casesError}
        </Text>
      )}
    </Stack>
  );
}
