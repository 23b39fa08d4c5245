// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../src/gql';
import { AdminProfileFragmentDoc } from '../../src/gql/graphql';
import { setSessionAdmin } from '../../src/lib/session';
import { clearNotifications, getNotifications } from '../../src/lib/notify';
import { MediaUploader } from '../../src/components/media/media-uploader';
import type { MediaValue } from '../../src/components/media/uploaded-media';
import { typeRefusedMessage } from '../../src/rules/media';

// Signed in as an admin whose role may upload (media.write); one test signs in as one who may not.
const admin = (permissions: string[]) =>
  makeFragmentData(
    {
      id: 'a1',
      firstName: 'Test',
      lastName: 'Admin',
      fullName: 'Test Admin',
      email: 'test@kar.vn',
      authority: 'CONTENT_EDITOR',
      role: { code: 'CONTENT_EDITOR', name: 'Content editor' },
      permissions,
      twoFactorEnabled: false,
      twoFactorRequired: false,
    },
    AdminProfileFragmentDoc,
  );

beforeEach(() => setSessionAdmin(admin(['media.read', 'media.write'])));

afterEach(() => {
  cleanup();
  clearNotifications();
  setSessionAdmin(null);
});

const DOCS: MediaValue[] = [
  { mediaId: 'm1', url: '/media/a.pdf', fileName: 'Price list.pdf', mimeType: 'application/pdf' },
  { mediaId: 'm2', url: '/media/b.xlsx', fileName: 'Fees 2026.xlsx', mimeType: 'application/xlsx' },
];

function Documents(props: { onValue: (value: MediaValue[]) => void }) {
  const [value, setValue] = useState<MediaValue[]>(DOCS);
  return (
    <MediaUploader
      id="docs"
      kind="document"
      multiple
      label="Attachments"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue(next);
      }}
    />
  );
}

describe('MediaUploader', () => {
  it('takes several documents, previews each by name, and removes one only after confirmation', async () => {
    const seen: MediaValue[][] = [];
    const { container } = render(<Documents onValue={(value) => seen.push(value)} />);
    const input = container.querySelector<HTMLInputElement>('#docs');
    expect(input?.multiple).toBe(true);
    expect(input?.accept).toBe('.pdf,.doc,.ppt,.docx,.xlsx,.pptx');
    const kept = screen.getByRole('list', { name: 'Attachments files' });
    expect(
      within(kept)
        .getByRole('link', { name: /Price list\.pdf/ })
        .getAttribute('href'),
    ).toBe('/media/a.pdf');
    within(kept).getByRole('link', { name: /Fees 2026\.xlsx/ });

    fireEvent.click(within(kept).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText('Are you sure?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen).toEqual([]);

    fireEvent.click(within(kept).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Fees 2026.xlsx');
    expect(seen).toEqual([[DOCS[1]]]);
    expect(screen.queryByText('Price list.pdf')).toBeNull();
  });

  it('refuses wrong files before sending them, one notification each, and starts no upload', () => {
    const { container } = render(<Documents onValue={() => undefined} />);
    const input = container.querySelector<HTMLInputElement>('#docs') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['x'], 'notes.txt', { type: 'text/plain' }),
          new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    expect(getNotifications().map(({ kind, title, description }) => ({ kind, title, description }))).toEqual([
      { kind: 'error', title: typeRefusedMessage('document'), description: 'notes.txt' },
      {
        kind: 'error',
        title: 'The file likely exceeded the maximum size of 5MB for documents',
        description: 'huge.pdf',
      },
    ]);
    expect(screen.queryByRole('list', { name: 'Attachments uploads' })).toBeNull();
  });

  it('offers mp4 to a video field and names its limit', () => {
    const { container } = render(
      <MediaUploader id="clip" kind="video" label="Video" value={[]} onChange={() => undefined} />,
    );
    const input = container.querySelector<HTMLInputElement>('#clip');
    expect(input?.accept).toBe('.mp4,video/mp4');
    expect(input?.multiple).toBe(false);
    screen.getByText('MP4, up to 50MB');
    screen.getByRole('button', { name: 'Choose file' });
  });

  it('offers no picker to a role without media.write, and keeps showing what is attached', () => {
    setSessionAdmin(admin(['media.read']));
    render(<Documents onValue={() => undefined} />);
    screen.getByText('Your role cannot upload files.');
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    const files = screen.getByRole('list', { name: 'Attachments files' });
    within(files).getByText('Price list.pdf');
  });
});
