import { Badge } from '@/components/ui/badge';
import type { QuestionTheoryType } from '@/gql/graphql';
import { THEORY_TYPE_LABELS } from '@/rules/learning-types';

/** The 'Critical points' mark: the instant-fail questions stand out wherever a question is listed. */
export function CriticalBadge() {
  return (
    <Badge variant="destructive" className="shrink-0">
      Critical points
    </Badge>
  );
}

/** A question's chapters (its types other than critical points), as SPEC §2.15's 'chapter(s)'. */
export function ChapterList({ types }: { types: readonly QuestionTheoryType[] }) {
  const chapters = types.filter((t) => t !== 'CRITICAL_POINTS');
  if (!chapters.length) return <span className="text-muted-foreground">-</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {chapters.map((t) => (
        <Badge key={t} variant="outline" className="whitespace-nowrap">
          {THEORY_TYPE_LABELS[t]}
        </Badge>
      ))}
    </span>
  );
}
