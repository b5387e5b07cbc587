import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { GroupScopeContext, type GroupScope } from '../../../lib/group-scope.ts';
import { mockApi, pageTestHooks, renderRoutes, signIn, callKey } from '../../../test/page-app.tsx';
import { groupDetail } from '../test-group.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { groupCalls } from '@oj/shared/api/group';

// happy-dom neither decodes pictures nor draws: the picture "loads" at once, and the canvas records the turn the crop
// drew with (in quarter turns clockwise) and hands back a PNG. The real crop code runs; only the browser is stood in.
const crops: number[] = [];
const recordingContext = { translate: () => undefined, rotate: (radians: number) => crops.push(Math.round(radians / (Math.PI / 2))), drawImage: () => undefined };

class LoadingImage {
  onload: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

pageTestHooks();
beforeEach(() => {
  crops.length = 0;
  vi.stubGlobal('Image', LoadingImage);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(recordingContext as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
  URL.createObjectURL = () => 'blob:picture';
  URL.revokeObjectURL = () => undefined;
});

const renderEditor = (reload: () => void) => {
  const scope: GroupScope = { gid: 7, group: groupDetail(), level: 5, member: true, admin: true, root: true, shortName: 'algo7', reload };
  return renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <GroupScopeContext.Provider value={scope}>
            <AvatarEditor scope={scope} />
          </GroupScopeContext.Provider>
        ),
      },
    ],
    '/',
  );
};

const choose = async (file: File) => {
  await screen.findByTestId('avatar-editor');
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
};

test('a picture turned left twice and right once is cropped with one quarter turn left, then uploaded from the preview', async () => {
  signIn('coach');
  const reload = vi.fn();
  const calls = mockApi({ [callKey(groupCalls.uploadGroupAvatar)]: () => groupDetail({ avatar: '/public/group-avatar/7.png' }) });
  renderEditor(reload);
  await choose(new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
  await screen.findByTestId('avatar-crop');
  fireEvent.click(screen.getByTestId('avatar-rotate-left'));
  fireEvent.click(screen.getByTestId('avatar-rotate-left'));
  fireEvent.click(screen.getByTestId('avatar-rotate-right'));
  await waitFor(() => expect((screen.getByTestId('avatar-confirm') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('avatar-confirm'));
  fireEvent.click(await screen.findByTestId('avatar-upload'));
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(crops).toEqual([3]); // one quarter turn left is three right
  expect(calls.map((c) => c.key)).toEqual([callKey(groupCalls.uploadGroupAvatar)]);
  expect((await screen.findByTestId('toast')).textContent).toContain('Avatar uploaded');
  expect(screen.queryByTestId('avatar-crop')).toBeNull();
});

test('cancelling the crop asks first and drops the picture', async () => {
  signIn('coach');
  mockApi({});
  renderEditor(() => undefined);
  await choose(new File(['x'], 'me.png', { type: 'image/png' }));
  fireEvent.click(await screen.findByTestId('avatar-cancel'));
  expect(await screen.findByText('Cancel the crop? The chosen picture is dropped.')).toBeTruthy();
  expect(screen.getByTestId('avatar-crop')).toBeTruthy();
  fireEvent.click(screen.getByTestId('confirm'));
  await waitFor(() => expect(screen.queryByTestId('avatar-crop')).toBeNull());
  expect(crops).toEqual([]);
});
