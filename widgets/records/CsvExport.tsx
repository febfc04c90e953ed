import { useEffect, useRef, useState } from 'react';
import { toGatewayError, type GatewayError } from '../../engine/api/errors.ts';
import { useT } from '../../engine/react/context.tsx';
import { CallError } from '../../engine/react/data/CallError.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import { allPages, EXPORT_PAGE_SIZE, toCsv } from './csv.ts';
import texts from './csvTexts.json';

/** Hands the file to the browser as a download. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Download CSV" for a record page: every page of the current filter, read one after the other at
 * the largest page size, then one file. Progress is announced; a failure shows in place with
 * Retry and downloads nothing half-read.
 */
export function CsvExport<Row>({
  fileName,
  fetchPage,
  header,
  toRow,
}: {
  fileName: string;
  fetchPage: (pageNo: number, pageSize: number, signal: AbortSignal) => Promise<{ list: Row[]; totalPages: number }>;
  header: readonly string[];
  toRow: (row: Row) => readonly (string | number | null | undefined)[];
}) {
  useTexts(texts);
  const { t } = useT();
  const [state, setState] = useState<{ busy: boolean; progress?: string; done?: string; error?: GatewayError }>({
    busy: false,
  });
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);
  const run = async () => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setState({ busy: true });
    try {
      const rows = await allPages(
        (pageNo) => fetchPage(pageNo, EXPORT_PAGE_SIZE, controller.signal),
        (done, of) => setState({ busy: true, progress: t('csv.progress', { done, of }) }),
        controller.signal,
      );
      download(fileName, toCsv(header, rows.map(toRow)));
      setState({ busy: false, done: t('csv.done', { rows: rows.length }) });
    } catch (raw) {
      if (controller.signal.aborted) return;
      setState({ busy: false, error: toGatewayError(raw) });
    }
  };
  return (
    <div className="lv-csv">
      <button
        type="button"
        className="lv-button"
        onClick={() => void run()}
        disabled={state.busy}
        aria-busy={state.busy}
      >
        {t('csv.export')}
      </button>
      <span role="status" className="lv-csv__status">
        {state.busy ? state.progress : state.done}
      </span>
      {state.error && <CallError error={state.error} retry={() => void run()} />}
    </div>
  );
}
