import { notifications } from '@mantine/notifications';
import { dynamicQueryMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showErrorToast } from '../../../platform/toasts';
import { exportStatusQuery, useExportQuery } from '../api';

/** Saves the file the browser is sent (same origin, so the download attribute names it). */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Export: the server builds the CSV in the background; the user is told it may take a few minutes, the status is
 * asked for until the file is ready, then the browser downloads it.
 */
export function useExportDownload() {
  const start = useExportQuery();
  const [exportId, setExportId] = useState<number | null>(null);
  const status = useQuery(exportStatusQuery(exportId));

  const state = status.data?.status;
  const failed = state === 'failed' || status.isError;
  useEffect(() => {
    if (exportId === null) return;
    if (state === 'ready' && status.data?.download_url) {
      download(status.data.download_url, status.data.file_name);
      setExportId(null);
    } else if (failed) {
      showErrorToast(dynamicQueryMessages.exportFailed);
      setExportId(null);
    }
  }, [exportId, state, failed, status.data]);

  const exportQuery = (id: number) =>
    start.mutate(id, {
      onSuccess: (started) => {
        notifications.show({
          color: 'blue',
          title: dynamicQueryMessages.exportTitle,
          message: dynamicQueryMessages.exportText,
          autoClose: 7000,
        });
        setExportId(started.id);
      },
      onError: () => showErrorToast(dynamicQueryMessages.exportFailed),
    });

  return { exportQuery, exporting: start.isPending || exportId !== null };
}
