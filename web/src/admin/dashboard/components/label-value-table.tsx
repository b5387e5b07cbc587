import { Table } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

interface Props extends Omit<ComponentPropsWithRef<typeof Table>, 'children'> {
  rows: readonly [string, string][];
  labelWidth: number;
}

/** A borderless table of label and value rows, the labels dimmed in a column of the given width; other props (a tooltip's ref and handlers) go to the table. */
export function LabelValueTable({ rows, labelWidth, ...table }: Props) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} {...table}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td c="dimmed" w={labelWidth}>
              {label}
            </Table.Td>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
