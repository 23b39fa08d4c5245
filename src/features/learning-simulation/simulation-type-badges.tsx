import { SIMULATION_TYPE_LABELS, type SimulationType } from '@/rules/learning-simulation-types';

/** The simulation types of a question or group as small labels. */
export function SimulationTypes({ types }: { types: readonly SimulationType[] }) {
  if (!types.length) return <span className="text-muted-foreground">-</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {types.map((t) => (
        <span key={t} className="rounded-md border px-1.5 py-0.5 text-xs whitespace-nowrap">
          {SIMULATION_TYPE_LABELS[t]}
        </span>
      ))}
    </span>
  );
}
