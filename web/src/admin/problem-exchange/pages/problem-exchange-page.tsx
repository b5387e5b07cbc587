import { Stack } from '@mantine/core';
import { ExportPanel } from '../components/export-panel.tsx';
import { ImportPanel } from '../components/import-panel.tsx';

/** Spec 002 2.12 problem/batch-operation: import problems from an archive, export chosen problems as one zip. */
export function ProblemExchangePage() {
  return (
    <Stack gap="lg">
      <ImportPanel />
      <ExportPanel />
    </Stack>
  );
}
