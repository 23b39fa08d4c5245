/** A row action drawn as an icon link (view, edit), the size of ConfirmDelete's bin beside it. */
export const ICON_LINK =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';
