import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogButton } from '@/components/actions/dialog-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * 'Preview as learner' (issue 14 §5): the record as the app shows it, in a phone-wide dialog. The body
 * is mounted only while open, so every opening starts unanswered.
 */
export function LearnerPreviewButton({ children }: { children: () => ReactNode }) {
  return (
    <DialogButton
      variant="outline"
      dialog={({ open, onOpenChange }) => (
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogContent className="max-h-[90vh] max-w-md overflow-y-auto">
            <DialogHeader>
              <DialogTitle>Preview as learner</DialogTitle>
              <DialogDescription>What the app shows. Nothing you pick here is stored.</DialogDescription>
            </DialogHeader>
            {open ? children() : null}
          </DialogContent>
        </Dialog>
      )}
    >
      <Eye aria-hidden="true" /> Preview as learner
    </DialogButton>
  );
}
