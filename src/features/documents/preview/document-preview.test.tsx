import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, uninstallFakeApi } from '../../../lib/api-fake';
import { i18n, setLanguage } from '../../../lib/i18n';
import { previewKind } from '../document-format';
import { DocumentPreview } from './document-preview';

// pdf.js needs a real browser (canvas, worker): the viewer is replaced by a marker holding the bytes it got.
vi.mock('./pdf-viewer', () => ({
  default: ({ data, name }: { data: ArrayBuffer; name: string }) => (
    <div data-testid="pdf-viewer">
      {name}: {new TextDecoder().decode(data)}
    </div>
  ),
}));

const ID = 'd0d0d0d0-0000-4000-8000-000000000001';

function show(props: { mime: string; extension: string; name?: string }) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <DocumentPreview
          id={ID}
          name={props.name ?? 'file'}
          mime={props.mime}
          extension={props.extension}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return user;
}

beforeEach(() => setLanguage('en'));
afterEach(() => uninstallFakeApi());

describe('previewKind', () => {
  it('picks pdf.js for PDFs, the image viewer for raster images, text for plain text, none otherwise', () => {
    expect(previewKind('application/pdf', 'pdf')).toBe('pdf');
    expect(previewKind('application/octet-stream', '.PDF')).toBe('pdf');
    expect(previewKind('image/png', 'png')).toBe('image');
    expect(previewKind('image/jpeg', 'jpg')).toBe('image');
    expect(previewKind('image/svg+xml', 'svg')).toBe('none');
    expect(previewKind('text/plain; charset=utf-8', 'txt')).toBe('text');
    expect(previewKind('application/octet-stream', 'csv')).toBe('text');
    expect(
      previewKind(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'docx',
      ),
    ).toBe('none');
  });
});

describe('DocumentPreview', () => {
  it('says "Sorry file can\'t preview" for an unsupported type, in both languages, without fetching it', async () => {
    const requests = installFakeApi(() => ({ status: 200, body: new Blob(['x']) }));
    show({ mime: 'application/zip', extension: 'zip' });
    expect(screen.getByTestId('preview-unsupported')).toHaveTextContent("Sorry file can't preview");
    await setLanguage('id');
    expect(await screen.findByText('Maaf, file tidak dapat dipratinjau')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('hands the downloaded PDF bytes to the pdf.js viewer', async () => {
    const requests = installFakeApi(() => ({ status: 200, body: new Blob(['%PDF-1.4 test']) }));
    show({ mime: 'application/pdf', extension: 'pdf', name: 'permit.pdf' });
    expect(await screen.findByTestId('pdf-viewer')).toHaveTextContent('permit.pdf: %PDF-1.4 test');
    expect(requests[0].url).toBe(`/documents/download/${ID}`);
  });

  it('shows plain text as text', async () => {
    installFakeApi(() => ({ status: 200, body: new Blob(['line one\nline two']) }));
    show({ mime: 'text/plain', extension: 'txt' });
    expect(await screen.findByTestId('preview-text')).toHaveTextContent('line one line two');
  });

  it('shows an image from the downloaded bytes', async () => {
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:image');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    installFakeApi(() => ({ status: 200, body: new Blob(['png']) }));
    show({ mime: 'image/png', extension: 'png', name: 'tag.png' });
    expect(await screen.findByRole('img', { name: 'Preview of tag.png' })).toHaveAttribute(
      'src',
      'blob:image',
    );
    createUrl.mockRestore();
    revoke.mockRestore();
  });

  it('says "Refresh to reload document" when the file fails to load, and the reload loads it again', async () => {
    let fail = true;
    const requests = installFakeApi(() =>
      fail ? { status: 500, body: new Blob(['{}']) } : { status: 200, body: new Blob(['hello']) },
    );
    const user = show({ mime: 'text/plain', extension: 'txt' });
    expect(await screen.findByTestId('preview-failed')).toHaveTextContent(
      'Refresh to reload document',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByTestId('preview-text')).toHaveTextContent('hello');
    expect(requests).toHaveLength(2);
  });

  it('says the reload message in Indonesian', async () => {
    await setLanguage('id');
    installFakeApi(() => ({ status: 404, body: new Blob(['{}']) }));
    show({ mime: 'application/pdf', extension: 'pdf' });
    await waitFor(() =>
      expect(screen.getByTestId('preview-failed')).toHaveTextContent(
        'Muat ulang untuk memuat dokumen kembali',
      ),
    );
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });
});
