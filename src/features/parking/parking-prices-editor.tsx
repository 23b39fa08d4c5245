import { Plus, X } from 'lucide-react';
import { NumberInput } from '@/components/form/number-input';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { PARKING_PRICE_TYPES, PRICE_TYPE_LABELS, type ParkingPriceType } from '@/rules/parking';

export interface PriceValue {
  type: ParkingPriceType;
  price: number | null;
}

const TYPE_OPTIONS = PARKING_PRICE_TYPES.map((t) => ({ value: t, label: PRICE_TYPE_LABELS[t] }));
const isType = (v: string) => PARKING_PRICE_TYPES.find((t) => t === v);

/**
 * A parking's prices in VND, one per unit (per hour, per night…): a unit is offered once, and the form's
 * rule (the server's too) refuses a unit given twice.
 */
export function ParkingPricesEditor(props: {
  id: string;
  value: readonly PriceValue[];
  onChange: (next: PriceValue[]) => void;
  'aria-describedby'?: string | undefined;
}) {
  const { value } = props;
  const used = new Set(value.map((p) => p.type));
  const free = PARKING_PRICE_TYPES.find((t) => !used.has(t));
  const set = (i: number, next: PriceValue) => props.onChange(value.map((p, j) => (j === i ? next : p)));
  return (
    <div id={props.id} className="grid gap-2" role="group" aria-describedby={props['aria-describedby']}>
      {value.length === 0 ? <span className="text-sm text-muted-foreground">No prices given</span> : null}
      <ul className="grid gap-2">
        {value.map((p, i) => (
          <li key={String(i)} className="flex flex-wrap items-center gap-2">
            <Select
              aria-label={`Price ${i + 1} unit`}
              className="w-40"
              value={p.type}
              options={TYPE_OPTIONS.map((o) => ({
                ...o,
                disabled: o.value !== p.type && used.has(o.value),
              }))}
              onChange={(e) => set(i, { ...p, type: isType(e.target.value) ?? p.type })}
            />
            <NumberInput
              aria-label={`Price ${i + 1} in VND`}
              className="w-44"
              placeholder="e.g. 25,000"
              value={p.price}
              onValueChange={(price) => set(i, { ...p, price })}
            />
            <span className="text-sm text-muted-foreground">VND</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove price ${i + 1}`}
              onClick={() => props.onChange(value.filter((_, j) => j !== i))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={!free}
          onClick={() => free && props.onChange([...value, { type: free, price: null }])}
        >
          <Plus aria-hidden="true" /> Add price
        </Button>
      </div>
    </div>
  );
}
