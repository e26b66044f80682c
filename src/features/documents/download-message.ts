/** The user's text for a failed document download (a file answer carries no readable message). */
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api-client';

export function useDownloadMessage(): (error: ApiError | null) => string {
  const { t } = useTranslation('documents');
  return (error) => {
    if (!error || error.isNetworkError) return t('errors.offline');
    if (error.status === 404) return t('errors.notFound');
    return t('errors.download', { message: error.message });
  };
}
