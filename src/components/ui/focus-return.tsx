import { useRef, useState, type MutableRefObject } from 'react';

type AutoFocusHandler = (event: Event) => void;

/** Rendered inside a dialog's content, so it first renders as the dialog opens, before any `autoFocus`. */
function RememberOpener({ into }: { into: MutableRefObject<HTMLElement | null> }) {
  // Render time, not an effect: by the time effects run, a field's `autoFocus` has taken focus (and Radix
  // then skips its own open handler), so the opener would be lost.
  useState(() => {
    const active = document.activeElement;
    into.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return null;
  });
  return null;
}

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix returns it only to its own
 * `Trigger`; a dialog opened by a button of ours (`DialogButton`, a row action, a key) would leave focus on
 * the page body, and a keyboard or screen-reader user would start again from the top. The element focused
 * when the dialog opened is remembered (`remember`, placed inside the content) and focused again, unless
 * the dialog's own handler chose elsewhere (`preventDefault`, as a delete that removed its row does) or
 * that element has gone.
 */
export function useFocusReturn(onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: <RememberOpener into={opener} />,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
