import { buildWorkbook, type SheetSpec } from './workbook';

// Building a large workbook takes long enough to freeze the page, so it runs here instead.
self.onmessage = (event: MessageEvent<SheetSpec>) => {
  try {
    const buffer = buildWorkbook(event.data);
    (self as unknown as Worker).postMessage({ ok: true, buffer }, [buffer]);
  } catch (e) {
    (self as unknown as Worker).postMessage({
      ok: false,
      message: e instanceof Error ? e.message : String(e),
    });
  }
};
