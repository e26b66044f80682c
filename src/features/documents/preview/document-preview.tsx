/**
 * A document's preview: the viewer chosen by its type (previewKind): PDF with pdf.js (lazy chunk),
 * an image, or plain text; any other type says "Sorry file can't preview" (spec). The file is
 * fetched through the api client (the token is a header, so no plain URL would do); when that or
 * the rendering fails: "Refresh to reload document" (spec) with a reload button.
 */
import { Alert, Box, Button, Image, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewKind } from '../document-format';
import { fetchDocumentFile } from '../documents.api';

const PdfViewer = lazy(() => import('./pdf-viewer'));

/** Text files larger than this are cut in the preview (the download has the whole file). */
const TEXT_PREVIEW_LIMIT = 512 * 1024;

/** A Blob's bytes or text (FileReader where Blob.text/arrayBuffer are missing, as in older engines). */
function readBlob(blob: Blob, as: 'text'): Promise<string>;
function readBlob(blob: Blob, as: 'buffer'): Promise<ArrayBuffer>;
function readBlob(blob: Blob, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  if (as === 'text' && typeof blob.text === 'function') return blob.text();
  if (as === 'buffer' && typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      blob: Blob;
      buffer: ArrayBuffer | null;
      text: string | null;
      url: string | null;
    };

function useFile(id: string, kind: ReturnType<typeof previewKind>, round: number): Loaded {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const key = `${id}#${round}`;
  useEffect(() => {
    if (kind === 'none') return;
    let live = true;
    let url: string | null = null;
    fetchDocumentFile(id)
      .then(async ({ blob }) => {
        const buffer = kind === 'pdf' ? await readBlob(blob, 'buffer') : null;
        const text =
          kind === 'text' ? await readBlob(blob.slice(0, TEXT_PREVIEW_LIMIT), 'text') : null;
        if (kind === 'image') url = URL.createObjectURL(blob);
        if (live) setLoaded({ key, value: { state: 'ready', blob, buffer, text, url } });
      })
      .catch(() => live && setLoaded({ key, value: { state: 'failed' } }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, kind, key]);
  return loaded?.key === key ? loaded.value : { state: 'loading' };
}

export function DocumentPreview({
  id,
  name,
  mime,
  extension,
}: {
  id: string;
  name: string;
  mime: string;
  extension: string;
}) {
  const { t } = useTranslation('documents');
  const kind = previewKind(mime, extension);
  const [round, setRound] = useState(0);
  const [renderFailed, setRenderFailed] = useState<number | null>(null);
  const file = useFile(id, kind, round);
  if (kind === 'none')
    return (
      <Alert color="gray" data-testid="preview-unsupported">
        {t('preview.cantPreview')}
      </Alert>
    );
  const loader = <Loader size="sm" aria-label={t('preview.loading')} />;
  if (file.state === 'loading') return loader;
  if (file.state === 'failed' || renderFailed === round)
    return (
      <Alert color="red" data-testid="preview-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('preview.failed')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => setRound(round + 1)}
            data-testid="preview-reload"
          >
            {t('preview.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  if (kind === 'image' && file.url)
    return (
      <Image
        src={file.url}
        alt={t('preview.image', { name })}
        fit="contain"
        mah={640}
        data-testid="preview-image"
        onError={() => setRenderFailed(round)}
      />
    );
  if (kind === 'text')
    return (
      // focusable, so a keyboard can scroll a long text
      <Box
        mah={640}
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={t('preview.text', { name })}
      >
        <Text
          component="pre"
          size="sm"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}
          data-testid="preview-text"
        >
          {file.text}
        </Text>
      </Box>
    );
  return (
    <Suspense fallback={loader}>
      <PdfViewer
        data={file.buffer ?? new ArrayBuffer(0)}
        name={name}
        onError={() => setRenderFailed(round)}
      />
    </Suspense>
  );
}
