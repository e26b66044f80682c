/**
 * The PDF viewer: pdf.js (pdfjs-dist) renders one page at a time on a canvas, with previous and
 * next. This module is loaded lazily (its own chunk, with pdf.js); the worker is Vite's `?url`
 * asset of the same origin, and nothing else is fetched (no CMaps, fonts or wasm from elsewhere;
 * eval is off). A failure reports to the caller, which offers the reload.
 */
import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

export default function PdfViewer({
  data,
  name,
  onError,
}: {
  data: ArrayBuffer;
  name: string;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('documents');
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);

  useEffect(() => {
    // pdf.js takes the buffer over (transfers it to the worker): give it a copy
    const task = getDocument({
      data: new Uint8Array(data.slice(0)),
      isEvalSupported: false,
      useSystemFonts: true,
    });
    let live = true;
    task.promise.then(
      (doc) => live && setPdf(doc),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
      void task.destroy();
    };
    // onError is the caller's handler; the file is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let render: RenderTask | null = null;
    let live = true;
    void pdf.getPage(page).then((p) => {
      if (!live || !canvas.current) return;
      const width = box.current?.clientWidth || 800;
      const base = p.getViewport({ scale: 1 });
      const scale = Math.min(2, width / base.width);
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: scale * ratio });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      canvas.current.style.width = `${viewport.width / ratio}px`;
      canvas.current.style.height = `${viewport.height / ratio}px`;
      render = p.render({ canvas: canvas.current, viewport });
      render.promise.catch((error: unknown) => {
        if (live && (error as { name?: string })?.name !== 'RenderingCancelledException')
          onError(error);
      });
    }, onError);
    return () => {
      live = false;
      render?.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, page]);

  const pages = pdf?.numPages ?? 0;
  return (
    <Stack gap="xs" ref={box} data-testid="pdf-viewer">
      {!pdf && <Loader size="sm" aria-label={t('preview.loading')} />}
      {pdf && pages > 1 && (
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('preview.previous')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {t('preview.page', { page, pages })}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('preview.next')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('preview.pdf', { page, name })}
        data-testid="pdf-canvas"
        data-rendered={pdf ? 'true' : 'false'}
        style={{ maxWidth: '100%', border: '1px solid var(--mantine-color-default-border)' }}
      />
    </Stack>
  );
}
