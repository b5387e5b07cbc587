import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { pageTestHooks, renderRoutes } from '../test/page-app.tsx';
import { AnnouncementReader } from './announcement-reader.tsx';

pageTestHooks();

const note = (id: number) => ({ id, title: `Note ${id}`, content: `**Body ${id}**`, username: 'coach', gmtCreate: '2026-03-05T10:00:00.000Z', gmtModified: '2026-03-05T10:00:00.000Z' });

test('titles with date and author; one opens as markdown and Back returns; pages move through onPage', async () => {
  const onPage = vi.fn();
  const page = { records: [note(1), note(2)], total: 7, current: 1, size: 2, pages: 4 };
  renderRoutes([{ path: '/', Component: () => <AnnouncementReader heading="News" empty="None" page={page} loading={false} current={1} onPage={onPage} /> }], '/');
  const titles = await screen.findAllByTestId('announcement-title');
  expect(titles.map((t) => t.textContent)).toEqual([expect.stringContaining('Note 1'), expect.stringContaining('Note 2')]);
  expect(titles[0]!.textContent).toContain('coach');
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  expect(onPage).toHaveBeenCalledWith(2);
  fireEvent.click(screen.getByText('Note 2'));
  expect(await screen.findByText('Body 2')).toBeTruthy();
  expect(screen.getByRole('heading').textContent).toBe('Note 2');
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading').textContent).toBe('News');
});

test('the empty text when there are none', async () => {
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <AnnouncementReader heading="News" empty="None" page={{ records: [], total: 0, current: 1, size: 5, pages: 0 }} loading={false} current={1} onPage={() => undefined} />,
      },
    ],
    '/',
  );
  expect(await screen.findByText('None')).toBeTruthy();
});
