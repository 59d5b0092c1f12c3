import { formConstants, type DocumentItem } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../../platform/i18n';
import { uploadDocument } from './uploadDocument';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
}

interface Options {
  customerId: number | undefined;
  maxMegabytes: number;
  onUploaded: (document: DocumentItem) => void;
  toast: (notification: { title?: string; message: string; color: string }) => void;
}

let nextKey = 0;

/**
 * The upload queue of one file question (forms spec 4, 5, 9): a file waits 3000 ms in the queue, then uploads;
 * a file over the size limit is refused after 700 ms with the spec's toast; a failed one stays with a Retry.
 */
export function useFileUploads({ customerId, maxMegabytes, onUploaded, toast }: Options) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef({ onUploaded, toast, customerId });
  useEffect(() => {
    latest.current = { onUploaded, toast, customerId };
  });
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };

  const setStatus = (key: string, status: UploadStatus) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, status } : item)));

  const start = async (item: UploadItem) => {
    setStatus(item.key, 'uploading');
    try {
      const document = await uploadDocument(item.file, latest.current.customerId);
      setStatus(item.key, 'done');
      latest.current.onUploaded(document);
      latest.current.toast({ color: 'green', message: i18n.t('forms:upload.completed') });
    } catch {
      setStatus(item.key, 'failed');
      latest.current.toast({
        color: 'red',
        title: i18n.t('forms:upload.failedTitle'),
        message: i18n.t('forms:upload.fileFailed', { name: item.file.name }),
      });
    }
  };

  const add = (files: readonly File[]) => {
    for (const file of files) {
      if (file.size > maxMegabytes * 1024 * 1024) {
        later(formConstants.uploadTooBigDelayMs, () =>
          latest.current.toast({
            color: 'red',
            title: i18n.t('forms:upload.failedTitle'),
            message: i18n.t('forms:upload.tooBig', { name: file.name, size: maxMegabytes }),
          }),
        );
        continue;
      }
      const item: UploadItem = { key: `upload-${++nextKey}`, file, status: 'queued' };
      setItems((current) => [...current, item]);
      later(formConstants.uploadStartDelayMs, () => void start(item));
    }
  };

  const retry = (key: string) => {
    const item = items.find((entry) => entry.key === key);
    if (item) void start(item);
  };

  // A done file shows in the answer's list from then on.
  return { items: items.filter((item) => item.status !== 'done'), add, retry };
}
