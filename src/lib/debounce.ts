import { useCallback, useEffect, useRef, useState } from 'react';

/** A call that waits until `ms` pass without another; `flush` runs the waiting one now. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
  const flush = () => {
    const args = waiting;
    cancel();
    if (args) fn(...args);
  };
  const call = (...args: A) => {
    cancel();
    waiting = args;
    timer = setTimeout(flush, ms);
  };
  return { call, cancel, flush };
}

/**
 * Text typed into a box and applied once the typing pauses for `ms` (SPEC §9: 1000 ms for posts). The
 * box follows `value` when it changes elsewhere (Clear, Back), unless that is only what was typed,
 * trimmed; `apply` sends what is typed now (Enter). Leaving the screen drops a change still waiting.
 */
export function useDebouncedText(value: string | undefined, onApply: (text: string) => void, ms: number) {
  const [draft, setDraft] = useState(value ?? '');
  const latest = useRef(onApply);
  latest.current = onApply;
  const [timer] = useState(() => debounce((text: string) => latest.current(text), ms));
  useEffect(() => timer.cancel, [timer]);

  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }

  const change = useCallback(
    (text: string) => {
      setDraft(text);
      timer.call(text);
    },
    [timer],
  );
  const apply = useCallback(() => {
    timer.cancel();
    latest.current(draft);
  }, [timer, draft]);
  return { draft, change, apply };
}
