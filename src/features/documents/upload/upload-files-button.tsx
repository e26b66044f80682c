/**
 * Picks files (several at once) and, with `capture`, offers the camera too
 * (`<input type="file" accept="image/*" capture="environment">`). Each file is kept on the device
 * and uploaded by the kit's file write: at once online (with progress and cancel in
 * PendingUploads), when the connection returns offline.
 */
import { Button, Group } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsOf, uploadDocument, type UploadPlace } from './upload.write';

export interface UploadFilesButtonProps {
  folderUuid?: string;
  complianceUuid?: string;
  checklistUuid?: string;
  capture?: boolean;
  /** Names the place in the buttons' accessible names (e.g. the checklist item's title). */
  label?: string;
  disabled?: boolean;
}

export function UploadFilesButton({
  folderUuid,
  complianceUuid,
  checklistUuid,
  capture,
  label,
  disabled,
}: UploadFilesButtonProps) {
  const { t } = useTranslation('evidence');
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const place: UploadPlace = { folderUuid, complianceUuid, checklistUuid };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (list.length > 0) void uploadDocument.keep(list, fieldsOf(place));
  };
  const named = (text: string) => (label ? `${text}: ${label}` : text);

  return (
    <Group gap="xs" data-testid="upload-files">
      <input
        ref={files}
        type="file"
        multiple
        hidden
        onChange={picked}
        data-testid="upload-input"
        aria-label={named(t('upload.pick'))}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUpload size={14} />}
        onClick={() => files.current?.click()}
        disabled={disabled}
        aria-label={named(t('upload.pick'))}
        title={t('upload.pickHint')}
      >
        {t('upload.pick')}
      </Button>
      {capture && (
        <>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={picked}
            data-testid="upload-camera-input"
            aria-label={named(t('upload.camera'))}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCamera size={14} />}
            onClick={() => camera.current?.click()}
            disabled={disabled}
            aria-label={named(t('upload.camera'))}
          >
            {t('upload.camera')}
          </Button>
        </>
      )}
    </Group>
  );
}
