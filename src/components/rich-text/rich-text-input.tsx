import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-types';

// The editor and ProseMirror load only when a rich-text field is first shown (docs/bundle.md): the
// login route and every screen without one never download them.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, loaded on first use; a box of the editor's height stands in meanwhile. */
export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="min-h-50 animate-pulse rounded-md border border-input bg-muted"
          role="status"
          aria-label={`Loading the ${props.label} editor`}
        />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
