/** What the editor takes: a controlled HTML value and the form's wiring for its text box. */
export type RichTextEditorProps = {
  id: string;
  /** HTML; '' for nothing written. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The accessible name of the text box and its toolbar (a contenteditable is not labelled by <label for>). */
  label: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};
