import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  Clapperboard,
} from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { RichTextEditorProps } from './rich-text-types';

/**
 * The rich-text editor (TipTap on ProseMirror). This module is heavy (~100 KB gzip with ProseMirror), so
 * it is only ever imported through `RichTextInput` (rich-text-input.tsx), which loads it lazily: a route
 * that shows no editor never downloads it.
 *
 * The HTML it writes is within the server's allowlist (server/kit/rich-text.ts): paragraphs, h2/h3,
 * bold, italic, underline, strike, lists, quotes, links, images over http(s) and YouTube videos on the
 * privacy-enhanced domain. The value is HTML; the server sanitises it again before storing it.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  disabled = false,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Image.configure({ inline: false }),
      Youtube.configure({ nocookie: true, controls: true, width: 560, height: 315 }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text min-h-40 px-3 py-2 focus-visible:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (Copy from VI, a form reset) replaces the content; the editor's own
  // updates come back equal and are left alone, so the caret does not jump while typing.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Without `false`, TipTap emits an update here (setEditable's default), and onUpdate hands the form the
  // content as the editor writes it (attributes in its own order): an untouched edit page then counted as
  // changed and asked 'Leave without saving?' on the way out.
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div
      className={cn(
        'rounded-md border border-input bg-card shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        invalid && 'border-destructive',
      )}
      data-rich-text={id}
    >
      <Toolbar editor={editor} label={label} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

type Prompt = 'link' | 'image' | 'video' | null;

function Toolbar({ editor, label, disabled }: { editor: Editor; label: string; disabled: boolean }) {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="border-b border-input">
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-0.5 p-1">
        <Tool label="Bold" on={state.bold} disabled={disabled} run={() => chain().toggleBold().run()}>
          <Bold />
        </Tool>
        <Tool label="Italic" on={state.italic} disabled={disabled} run={() => chain().toggleItalic().run()}>
          <Italic />
        </Tool>
        <Tool
          label="Underline"
          on={state.underline}
          disabled={disabled}
          run={() => chain().toggleUnderline().run()}
        >
          <Underline />
        </Tool>
        <Tool
          label="Strikethrough"
          on={state.strike}
          disabled={disabled}
          run={() => chain().toggleStrike().run()}
        >
          <Strikethrough />
        </Tool>
        <Tool
          label="Heading"
          on={state.h2}
          disabled={disabled}
          run={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 />
        </Tool>
        <Tool
          label="Subheading"
          on={state.h3}
          disabled={disabled}
          run={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 />
        </Tool>
        <Tool
          label="Bulleted list"
          on={state.bullet}
          disabled={disabled}
          run={() => chain().toggleBulletList().run()}
        >
          <List />
        </Tool>
        <Tool
          label="Numbered list"
          on={state.ordered}
          disabled={disabled}
          run={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered />
        </Tool>
        <Tool label="Quote" on={state.quote} disabled={disabled} run={() => chain().toggleBlockquote().run()}>
          <Quote />
        </Tool>
        <Tool
          label="Link"
          on={state.link || prompt === 'link'}
          disabled={disabled}
          run={() => setPrompt(prompt === 'link' ? null : 'link')}
        >
          <Link2 />
        </Tool>
        <Tool
          label="Image"
          on={prompt === 'image'}
          disabled={disabled}
          run={() => setPrompt(prompt === 'image' ? null : 'image')}
        >
          <ImageIcon />
        </Tool>
        <Tool
          label="YouTube video"
          on={prompt === 'video'}
          disabled={disabled}
          run={() => setPrompt(prompt === 'video' ? null : 'video')}
        >
          <Clapperboard />
        </Tool>
        <Tool label="Undo" disabled={disabled || !state.canUndo} run={() => chain().undo().run()}>
          <Undo2 />
        </Tool>
        <Tool label="Redo" disabled={disabled || !state.canRedo} run={() => chain().redo().run()}>
          <Redo2 />
        </Tool>
      </div>
      {prompt ? (
        <UrlPrompt
          key={prompt}
          kind={prompt}
          initial={prompt === 'link' ? String(editor.getAttributes('link').href ?? '') : ''}
          onDone={(url) => {
            setPrompt(null);
            if (url === null) return;
            if (prompt === 'link') {
              if (url === '') chain().extendMarkRange('link').unsetLink().run();
              else chain().extendMarkRange('link').setLink({ href: url }).run();
            } else if (prompt === 'image') {
              if (url) chain().setImage({ src: url }).run();
            } else if (url) {
              chain().setYoutubeVideo({ src: url }).run();
            }
          }}
        />
      ) : null}
    </div>
  );
}

function Tool({
  label,
  on = false,
  disabled,
  run,
  children,
}: {
  label: string;
  on?: boolean;
  disabled: boolean;
  run: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      aria-pressed={on}
      disabled={disabled}
      className={cn(on && 'bg-accent text-accent-foreground')}
      // Keeps the editor's selection: a click on the toolbar would otherwise blur the text first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {children}
    </Button>
  );
}

const PROMPT_WORDS = {
  link: { label: 'Link address', hint: 'Leave empty to remove the link.', apply: 'Apply link' },
  image: { label: 'Image address', hint: 'An https:// address of a picture.', apply: 'Insert image' },
  video: { label: 'YouTube address', hint: 'A youtube.com or youtu.be link.', apply: 'Insert video' },
} as const;

/** The address asked for a link, an image or a video, in a row under the toolbar. */
function UrlPrompt({
  kind,
  initial,
  onDone,
}: {
  kind: 'link' | 'image' | 'video';
  initial: string;
  onDone: (url: string | null) => void;
}) {
  const inputId = useId();
  const [url, setUrl] = useState(initial);
  const words = PROMPT_WORDS[kind];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onDone(url.trim());
  };
  return (
    // Not a <form>: the editor sits inside the page's form, and forms cannot nest.
    <div className="flex flex-wrap items-center gap-2 border-t border-input p-2">
      <label htmlFor={inputId} className="text-xs font-medium">
        {words.label}
      </label>
      <Input
        id={inputId}
        className="h-8 max-w-sm flex-1"
        type="url"
        value={url}
        autoFocus
        placeholder="https://"
        aria-description={words.hint}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit(e);
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone(null);
          }
        }}
      />
      <Button size="sm" onClick={submit}>
        {words.apply}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDone(null)}>
        Cancel
      </Button>
    </div>
  );
}
